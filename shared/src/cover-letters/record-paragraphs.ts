/**
 * The built-in generator's record paragraphs: each quotes the resume's own statements chosen for its
 * role (results with numbers for impact, leading people for leadership, research and teaching for
 * academic letters, projects for a portfolio, licences for healthcare…), best-ranked first, each once
 * per letter. When a resume has nothing for a role, the role falls back to the best evidence left,
 * under an opening that claims nothing the statements do not show.
 */
import { RESULT_RE, type EvidenceItem } from './evidence';
import { core, optional, recentRole, roleLabel, skillsToName, type LetterContext, type LetterSentence } from './letter-context';
import { educationOnce } from './opening-paragraphs';
import { capitalize } from '../resume/normalize';
import { evidenceSentence, listOf } from './phrasing';

type Test = (item: EvidenceItem) => boolean;

const LEADERSHIP_RE = /\b(?:led|lead|leading|managed|manage|managing|directed|oversaw|oversee|supervised|supervise|mentored|mentor|coached|hired|headed|chaired|ran|built a team)\b/i;
const RESEARCH_RE = /\b(?:research\w*|published|publications?|papers?|stud(?:y|ies|ied)|grants?|thesis|dissertation|conferences?|journal articles?|investigat\w*|experiments?|peer-reviewed)\b/i;
const TEACHING_RE = /\b(?:teach\w*|taught|courses?|students?|lectur\w*|curricul\w*|mentor\w*|tutor\w*|class(?:es|room)?|lessons?|instruct\w*|train(?:ed|ing)|syllab\w*|seminars?|advis\w*)\b/i;
const CARE_RE = /\b(?:patients?|care|clinical|nurs\w*|bedside|triage|medication|charting|unit|ward|icu|er|diagnos\w*|therap\w*|safety)\b/i;

const matches = (re: RegExp): Test => (i) => re.test(i.text);
/** How many times the statement matches (a statement about research three ways beats one that names it once). */
const hitsOf =
  (re: RegExp) =>
  (i: EvidenceItem): number =>
    i.text.match(new RegExp(re.source, 'gi'))?.length ?? 0;

const NEUTRAL_INTRO = 'My resume shows the work behind this application.';

/** Up to `n` evidence sentences: items passing `test` first, then the best left when `fallback`. */
function evidenceSentences(ctx: LetterContext, n: number, test: Test | null, fallback = true): LetterSentence[] {
  return toSentences(ctx, pickEvidence(ctx, n, test, fallback).items);
}

/** The first item's sentence is core, the others may go when the letter is too long (weaker ones first). */
function toSentences(ctx: LetterContext, items: readonly EvidenceItem[]): LetterSentence[] {
  return items.map((item, i) => (i === 0 ? core(evidenceSentence(item, ctx.mentions)) : optional(evidenceSentence(item, ctx.mentions), 10 + item.score)));
}

/**
 * Up to `n` items passing `test` (with `strength`, the strongest of them, the pool's rank breaking ties),
 * then the best left when `fallback`; `matched` says how many passed the test.
 */
function pickEvidence(
  ctx: LetterContext,
  n: number,
  test: Test | null,
  fallback: boolean,
  strength?: (item: EvidenceItem) => number,
): { items: EvidenceItem[]; matched: number } {
  let items: EvidenceItem[] = [];
  if (test && strength) {
    const chosen = new Set(
      ctx.pool
        .remaining(test)
        .map((item, rank) => ({ item, rank, strength: strength(item) }))
        .sort((a, b) => b.strength - a.strength || a.rank - b.rank)
        .slice(0, n)
        .map((x) => x.item.id),
    );
    items = ctx.pool.take(n, (i) => chosen.has(i.id));
  } else if (test) items = ctx.pool.take(n, test);
  const matched = items.length;
  if (fallback && items.length < n) items.push(...ctx.pool.take(n - items.length));
  return { items, matched };
}

/**
 * A role paragraph: its own opening when the resume has statements for the role, else a neutral one
 * (an opening about research must not stand over statements that are not research).
 */
function roleParagraph(
  ctx: LetterContext,
  test: Test | RegExp,
  intro: string,
  neutralIntro: string,
  strength?: (item: EvidenceItem) => number,
): LetterSentence[] {
  const { items, matched } = test instanceof RegExp ? pickEvidence(ctx, 3, matches(test), true, hitsOf(test)) : pickEvidence(ctx, 3, test, true, strength);
  return withIntro(ctx, matched > 0 ? intro : neutralIntro, toSentences(ctx, items));
}

const OTHER_INTROS = ['More of my record speaks to this position.', 'My resume records more of the same kind of work.'];

/** An opening sentence (dropped first when too long) and the evidence under it; an opening the letter has used is not used again. */
function withIntro(ctx: LetterContext, intro: string, body: LetterSentence[]): LetterSentence[] {
  if (body.length === 0) return [];
  const fresh = [intro, ...OTHER_INTROS].find((i) => !ctx.mentions.stated.has(i));
  if (!fresh) return body;
  ctx.mentions.stated.add(fresh);
  return [optional(fresh, 1), ...body];
}

function evidence(ctx: LetterContext): LetterSentence[] {
  const intro = ctx.facts.hasPosting ? 'A few results from my resume speak to what this role needs.' : 'A few results from my resume show the work I would bring.';
  const isCare = ctx.template.id === 'cl-prof-6' ? matches(CARE_RE) : null;
  return withIntro(ctx, intro, evidenceSentences(ctx, 3, isCare));
}

function impact(ctx: LetterContext): LetterSentence[] {
  const measured = (i: EvidenceItem) => (RESULT_RE.test(i.text) ? 1 : 0);
  return roleParagraph(ctx, (i) => i.hasNumber, 'The results I can point to are measurable.', NEUTRAL_INTRO, measured);
}

function leadership(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, LEADERSHIP_RE, 'Leading people and work runs through my record.', NEUTRAL_INTRO);
}

function technicalDepth(ctx: LetterContext): LetterSentence[] {
  const skills = skillsToName(ctx, 3);
  const body: LetterSentence[] = [];
  for (const s of skills) {
    const item = ctx.pool.take(1, (i) => i.skills.includes(s.skill))[0];
    if (item) body.push(body.length === 0 ? core(evidenceSentence(item, ctx.mentions)) : optional(evidenceSentence(item, ctx.mentions), 10 + item.score));
  }
  if (body.length < 2) body.push(...evidenceSentences(ctx, 2 - body.length, null).map((s) => (body.length === 0 ? s : optional(s.text, 8))));
  const names = listOf(skills.map((s) => s.name));
  const intro = ctx.facts.matchedSkills.length > 0 ? `The posting's core requirements include ${names}, and my resume shows them in practice.` : `My technical work centres on ${names}.`;
  return names ? [optional(intro, 5), ...body] : body;
}

function portfolio(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, (i) => i.kind === 'project', 'My work is easiest to judge by what I have made.', NEUTRAL_INTRO);
}

function research(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, RESEARCH_RE, 'On the research side, my resume records the following work.', NEUTRAL_INTRO);
}

function teaching(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, TEACHING_RE, 'My work with students and colleagues is just as central to my application.', 'More of my record speaks to this position.');
}

function potential(ctx: LetterContext): LetterSentence[] {
  const out: LetterSentence[] = [];
  const ed = educationOnce(ctx);
  const details = ctx.document.education.find((e) => e.degree)?.details.filter((d) => d.trim().split(/\s+/).length >= 3) ?? [];
  if (ed) out.push(core(`My education is ${ed}.`));
  if (details[0]) out.push(optional(`From my studies: ${capitalize(details[0].trim().replace(/[.;]+$/, ''))}.`, 6));
  out.push(...evidenceSentences(ctx, 2, (i) => i.kind === 'project' || i.kind === 'other').map((s, i) => (out.length === 0 && i === 0 ? s : optional(s.text, 9))));
  return out;
}

/** The certifications (not stated yet) and the education; the certifications listed leave the pool so no later paragraph restates them. */
function credentials(ctx: LetterContext): LetterSentence[] {
  const stated = ctx.mentions.stated;
  const certs = ctx.document.certifications
    .map((c) => c.text.trim().replace(/[.;]+$/, ''))
    .filter((c) => c.length > 0 && c.length <= 120 && !stated.has(c.toLowerCase()))
    .slice(0, 3);
  for (const c of certs) stated.add(c.toLowerCase());
  ctx.pool.take(certs.length, (i) => i.kind === 'certification' && stated.has(i.text.trim().replace(/[.;]+$/, '').toLowerCase()));
  const ed = educationOnce(ctx);
  const out: LetterSentence[] = [];
  // Items that hold commas of their own ("Registered Nurse, State of Illinois, …") are set apart with semicolons.
  const list = certs.some((c) => c.includes(',')) && certs.length > 1 ? `${certs.slice(0, -1).join('; ')}; and ${certs[certs.length - 1] ?? ''}` : listOf(certs);
  if (certs.length > 0) out.push(core(`My credentials include ${list}.`));
  if (ed) out.push(out.length === 0 ? core(`My education is ${ed}.`) : optional(`My education is ${ed}.`, 7));
  if (out.length === 0) return evidenceSentences(ctx, 2, null);
  return out;
}

function transferableSkills(ctx: LetterContext): LetterSentence[] {
  const role = recentRole(ctx);
  const intro = role ? `Much of what I did as ${roleLabel(role)} carries over to this role.` : 'Much of my earlier work carries over to this role.';
  return withIntro(ctx, intro, evidenceSentences(ctx, 3, null));
}

function motivation(ctx: LetterContext): LetterSentence[] {
  const wanted = new Set(ctx.facts.matchedSkills.map((s) => s.skill));
  const keywords = ctx.facts.requirements.titleKeywords;
  const toward: Test = (i) => i.kind !== 'experience' || i.skills.some((s) => wanted.has(s)) || keywords.some((k) => i.text.toLowerCase().includes(k));
  const intro = ctx.template.id === 'cl-spec-6' ? 'I am asking for this move because my work has already grown toward it.' : 'I have already taken steps toward this field.';
  return roleParagraph(ctx, toward, intro, NEUTRAL_INTRO);
}

/** The writers of the record roles. */
export const recordWriters = {
  evidence,
  impact,
  leadership,
  'technical-depth': technicalDepth,
  portfolio,
  research,
  teaching,
  potential,
  credentials,
  'transferable-skills': transferableSkills,
  motivation,
} as const;

/** More real evidence for a letter under its minimum length: one sentence an unused statement. */
export function furtherEvidence(ctx: LetterContext, n: number): LetterSentence[] {
  return ctx.pool.take(n).map((item) => optional(evidenceSentence(item, ctx.mentions), 3 + item.score / 10));
}
