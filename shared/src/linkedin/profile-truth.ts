/**
 * Truthfulness for profile texts (decision D4), for the built-in optimizer's and a model's answer alike:
 * every headline part, About sentence, role line and skill is checked against what the user's profile
 * and resumes support (the shared check: skills, numbers and bare counts, number words, dates, employers,
 * titles, degrees; here also organisations named in prose, "at Initech"). An unsupported skill in a list
 * loses its item; anything else unsupported loses its unit. A role whose title or company the user never
 * held is dropped whole. Every removal is listed.
 */
import { splitSentences } from '../resume/entry-lines';
import { foldForCompare } from '../resume/normalize';
import { checkAgainst, type Support, type UnsupportedClaim } from '../tailoring/truthfulness';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX, LINKEDIN_ROLE_MAX, type LinkedInOptimization } from './linkedin.schema';
import { listOf } from '../text/lists';
import { supportsSkill } from './support';

/** The texts of an optimization (what a model is asked for). */
export type ProfileTexts = Pick<LinkedInOptimization, 'headlines' | 'about' | 'roles' | 'skills'>;

export interface TruthOptions {
  /** Phrases the user typed that are no claim about themselves (the target position and industry). */
  readonly allowedPhrases?: readonly string[];
  /** Roles the user held (profile and resumes): an answer's role must be one of them. */
  readonly knownRoles?: readonly { readonly title: string; readonly company: string }[];
}

export interface EnforcedProfile {
  result: ProfileTexts;
  removedClaims: string[];
}

const ORG_RE = /\b(?:[Aa]t|[Ff]or|[Jj]oined|[Ww]ith|[Ff]rom)\s+(\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+(?:of\s+|&\s+)?\p{Lu}[\p{L}\p{N}&.'-]*){0,4})/gu;
const LIST_SPLIT_RE = /\s*(?:,|·|&|\band\b)\s*/;

function foldedIn(haystack: string, phrase: string): boolean {
  const f = foldForCompare(phrase);
  return f !== '' && ` ${foldForCompare(haystack)} `.includes(` ${f} `);
}

/** Claims of one unit of text: the shared check plus organisations named in prose. */
function claimsOf(unit: string, support: Support, options: TruthOptions): UnsupportedClaim[] {
  const claims = [...checkAgainst(support, unit).unsupported];
  const allowed = (options.allowedPhrases ?? []).join('\n');
  for (const m of unit.matchAll(ORG_RE)) {
    // "At Northwind Traders I cut …": the pronoun after the name is not part of it.
    const org = (m[1] ?? '').replace(/[.'-]+$/, '').replace(/\s+I(?:'[a-z]+)?$/u, '');
    const supported = support.folded.includes(` ${foldForCompare(org)} `) || foldedIn(allowed, org) || supportsSkill(support, org);
    if (!supported && !claims.some((c) => c.value === org)) claims.push({ kind: 'employer', value: org, line: unit, lineIndex: 0 });
  }
  return claims;
}

function describe(claim: UnsupportedClaim, where: string, unit: string): string {
  return `${where}: ${claim.kind} "${claim.value}" is not in your profile or resumes (removed "${unit.trim()}")`;
}

/** The unit with its unsupported claims removed, or null when nothing of it can stay. */
function cleanUnit(unit: string, where: string, support: Support, options: TruthOptions, removed: string[]): string | null {
  const claims = claimsOf(unit, support, options);
  if (claims.length === 0) return unit;
  if (claims.every((c) => c.kind === 'skill')) {
    const prefix = /^([^:]{1,40}:\s*)/.exec(unit)?.[1] ?? '';
    const items = unit.slice(prefix.length).replace(/\.$/, '').split(LIST_SPLIT_RE);
    if (items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 5)) {
      const kept = items.filter((i) => claimsOf(i, support, options).length === 0);
      for (const c of claims) removed.push(`${where}: skill "${c.value}" is not in your profile or resumes (removed from the list)`);
      if (kept.length === 0) return null;
      return `${prefix}${listOf(kept)}${/\.$/.test(unit) ? '.' : ''}`;
    }
  }
  for (const c of claims) removed.push(describe(c, where, unit));
  return null;
}

function cleanHeadline(headline: string, index: number, support: Support, options: TruthOptions, removed: string[]): string {
  const parts = headline
    .split(/\s+\|\s+/)
    .map((p) => cleanUnit(p, `Headline ${index + 1}`, support, options, removed))
    .filter((p): p is string => p !== null && p.trim() !== '');
  const text = parts.join(' | ');
  return text.length <= LINKEDIN_HEADLINE_MAX ? text : text.slice(0, LINKEDIN_HEADLINE_MAX).replace(/\s+\S*$/, '');
}

function cleanAbout(about: string, support: Support, options: TruthOptions, removed: string[]): string {
  const paragraphs = about.split(/\n\s*\n/).map((para) =>
    splitSentences(para.replace(/\s*\n\s*/g, ' '))
      .map((s) => cleanUnit(s, 'About', support, options, removed))
      .filter((s): s is string => s !== null)
      .join(' '),
  );
  const text = paragraphs.filter((p) => p.trim() !== '').join('\n\n');
  return text.length <= LINKEDIN_ABOUT_MAX ? text : text.slice(0, LINKEDIN_ABOUT_MAX).replace(/\s+\S*$/, '');
}

function knownRole(role: { title: string; company: string }, options: TruthOptions, support: Support): boolean {
  const roles = options.knownRoles;
  if (roles === undefined) return support.folded.includes(` ${foldForCompare(role.title)} `) && support.folded.includes(` ${foldForCompare(role.company)} `);
  return roles.some((r) => foldForCompare(r.title) === foldForCompare(role.title) && foldForCompare(r.company) === foldForCompare(role.company));
}

function cleanRoles(roles: ProfileTexts['roles'], support: Support, options: TruthOptions, removed: string[]): ProfileTexts['roles'] {
  const out: ProfileTexts['roles'] = [];
  for (const role of roles) {
    if (!knownRole(role, options, support)) {
      removed.push(`Experience: role "${role.title}" at "${role.company}" is not in your profile or resumes (removed with its description)`);
      continue;
    }
    const where = `${role.title} at ${role.company}`;
    const lines = role.description
      .split('\n')
      .map((l) => (l.trim() === '' ? l : cleanUnit(l, where, support, options, removed)))
      .filter((l): l is string => l !== null);
    let description = lines.join('\n').trim();
    while (description.length > LINKEDIN_ROLE_MAX) {
      const cut = description.lastIndexOf('\n');
      description = (cut > 0 ? description.slice(0, cut) : description.slice(0, LINKEDIN_ROLE_MAX)).trim();
    }
    out.push({ title: role.title, company: role.company, description });
  }
  return out;
}

/** The texts with every claim the profile and resumes do not support removed, and what was removed. */
export function enforceProfileTruth(result: ProfileTexts, support: Support, options: TruthOptions = {}): EnforcedProfile {
  const removed: string[] = [];
  const headlines = result.headlines.map((h, i) => cleanHeadline(h, i, support, options, removed)).filter((h) => h !== '');
  const about = cleanAbout(result.about, support, options, removed);
  const roles = cleanRoles(result.roles, support, options, removed);
  const skills = result.skills.filter((s) => {
    const ok = supportsSkill(support, s) && claimsOf(s, support, options).length === 0;
    if (!ok) removed.push(`Skills: "${s}" is not in your profile or resumes (removed)`);
    return ok;
  });
  return { result: { headlines, about, roles, skills }, removedClaims: [...new Set(removed)] };
}
