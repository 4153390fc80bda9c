/**
 * Scoring stage: how well a resume text covers a job's requirements, 0-100, with its breakdown.
 * Skills count by how visibly the text shows what the candidate has: named in the skills list, summary or
 * headline (full credit), only in a statement (most), or only implied by another skill (half).
 * The same scorer rates the original ("before") and the tailored text ("after").
 */
import { normalizeText } from '../resume/normalize';
import { rememberedForLongTexts } from '../text/recent-texts';
import { splitSections } from '../resume/sections';
import { findDateRanges } from '../resume/dates';
import { splitResumeSections } from '../resume/structure';
import type { StructuredResume } from '../resume/types';
import { containsPhrase, type JobRequirements, type SkillRequirement } from './job-requirements';
import type { ScoreBreakdown } from './report-types';
import { findSkills, skillKey, tokensOf } from './skill-matcher';

export interface ScoreContext {
  readonly reqs: JobRequirements;
  /** Requirement skill → met by the original resume. */
  readonly skillStatus: Map<string, boolean>;
  readonly yearsValue: number | null;
  readonly educationValue: number | null;
}

/** Credit of a met skill by where the text shows it. */
const LISTED_CREDIT = 1;
const STATED_CREDIT = 0.75;
const IMPLIED_CREDIT = 0.5;

/** What the text's layout alone says (headings, stray characters, date styles), 0-1 each. */
interface TextFormatting {
  readonly headings: number;
  readonly clean: number;
  readonly dates: number;
}

/**
 * The original resume is scored ("before") by every optimization of it, one posting after another: the
 * layout part of its score, a pure function of the text, is remembered for the last few long texts (as
 * normalizeText and parseResume remember theirs), so it is read once per resume rather than per posting.
 */
const textFormatting = rememberedForLongTexts(readTextFormatting, { fromChars: 500, upToChars: 100_000, size: 6 });

function formattingScore(rawText: string, resume: StructuredResume): number {
  const { headings, clean, dates } = textFormatting(rawText);
  const contact = ((resume.contact.email ? 1 : 0) + (resume.contact.phone ? 1 : 0)) / 2;
  const sections =
    ((resume.experience.length > 0 ? 1 : 0) + (resume.education.length > 0 ? 1 : 0) + (resume.skills.length > 0 ? 1 : 0)) / 3;
  return (headings + clean + dates + contact + sections) / 5;
}

function readTextFormatting(rawText: string): TextFormatting {
  const text = normalizeText(rawText);
  const broad = splitResumeSections(text).filter((s) => s.kind !== 'header').length;
  const strict = splitSections(text).filter((s) => s.name !== 'HEADER').length;
  const headings = broad === 0 ? 0 : Math.min(1, strict / broad);
  let issues = 0;
  if (/\t/.test(rawText)) issues++;
  if (/[\uE000-\uF8FF\uFB00-\uFB06\u00AD\uFFFD]/.test(rawText)) issues++;
  if (rawText.split('\n').some((l) => /\S {3,}\S/.test(l))) issues++;
  if (/[│┃┆┊║╎|]{1}\s*$/.test(rawText) || /^[^\S\n\r\u2028\u2029]*[-=]{10,}[^\S\n\r\u2028\u2029]*$/m.test(rawText)) issues++;
  const clean = Math.max(0, 1 - issues * 0.25);
  const styles = new Set<string>();
  for (const line of text.split('\n')) {
    for (const r of findDateRanges(line)) {
      const raw = r.raw.toLowerCase();
      if (/\d{4}[-/.]\d{1,2}/.test(raw)) styles.add('iso');
      else if (/\d{1,2}[/.-]\d{4}/.test(raw)) styles.add('numeric');
      else if (/(?<![a-z])[a-z]{3,}\.?\s+\d{4}/.test(raw.replace(/present|current|now|to date/g, ''))) {
        styles.add(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\./.test(raw) ? 'month-dot' : /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/.test(raw) ? 'month-long' : 'month');
      }
      if (/\s-\s|\s-\S|\S-\s/.test(r.raw) && /\d{4}\s*-/.test(r.raw)) styles.add('hyphen');
    }
  }
  const dates = styles.size <= 1 ? 1 : 0.5;
  return { headings, clean, dates };
}

/** Phrases of 1-4 tokens are looked up in a text; longer ones never match. */
const MAX_PHRASE_TOKENS = 4;

/**
 * Looks up 1-4 token phrases (lookup keys, as skillKey writes them) in a text tokenised once. Indexed by
 * first token instead of holding every n-gram: a long text (tens of thousands of tokens) would otherwise
 * build four strings per token for the few phrases scoring asks about.
 */
function phraseIndex(text: string): { has(key: string): boolean } {
  const tokens = tokensOf(text).map((t) => t.lower);
  const starts = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = starts.get(token);
    if (list) list.push(i);
    else starts.set(token, [i]);
  });
  return {
    has(key) {
      const parts = key.split(' ');
      if (key === '' || parts.length > MAX_PHRASE_TOKENS) return false;
      return (starts.get(parts[0] as string) ?? []).some((i) => parts.every((part, j) => tokens[i + j] === part));
    },
  };
}

/** Where a text shows each skill: its skills list, summary or headline ("listed"), or anywhere ("stated"). */
interface Visibility {
  readonly listed: Set<string>;
  readonly listedText: string;
  readonly stated: Set<string>;
}

/** The skills the headline, summary and skills list name (their lines joined). */
const listedSkills = (listedText: string): Set<string> => new Set(findSkills(listedText, 'lenient').map((m) => m.skill));

function visibilityOf(text: string, resume: StructuredResume): Visibility {
  const listedText = [resume.headline, resume.summary, ...resume.skills].join('\n');
  return {
    listed: listedSkills(listedText),
    listedText,
    stated: new Set(findSkills(text, 'strict').map((m) => m.skill)),
  };
}

/** Whether the headline, summary and skills list show an ask, as the score credits it in full. */
function isListed(r: SkillRequirement, v: Pick<Visibility, 'listed' | 'listedText'>): boolean {
  return r.custom ? containsPhrase(v.listedText, r.jobTerm) : v.listed.has(r.skill);
}

function skillCredit(r: SkillRequirement, v: Visibility, text: string): number {
  if (isListed(r, v)) return LISTED_CREDIT;
  const stated = r.custom ? containsPhrase(text, r.jobTerm) : v.stated.has(r.skill);
  return stated ? STATED_CREDIT : IMPLIED_CREDIT;
}

/**
 * The met asks a resume's headline, summary and skills list show (`listedText`, their lines joined), as the score
 * credits them in full: a written summary is checked with it against the user's own (`own-asks.ts`).
 */
export function listedAsks(ctx: ScoreContext, listedText: string): Set<string> {
  const shown = { listed: listedSkills(listedText), listedText };
  return new Set(ctx.reqs.skills.filter((r) => ctx.skillStatus.get(r.skill) === true && isListed(r, shown)).map((r) => r.skill));
}

export function computeScore(ctx: ScoreContext, rawText: string, resume: StructuredResume): { total: number; breakdown: ScoreBreakdown } {
  const { reqs, skillStatus } = ctx;
  const text = normalizeText(rawText);
  const visibility = visibilityOf(text, resume);
  const coverage = (list: readonly SkillRequirement[]): number | null => {
    if (list.length === 0) return null;
    let all = 0;
    let met = 0;
    for (const r of list) {
      all += r.priority;
      if (skillStatus.get(r.skill)) met += r.priority * skillCredit(r, visibility, text);
    }
    return all === 0 ? null : met / all;
  };
  const requiredSkills = coverage(reqs.skills.filter((s) => s.required));
  const preferredSkills = coverage(reqs.skills.filter((s) => !s.required));
  const words = phraseIndex(text);
  let title: number | null = null;
  if (reqs.titleKeywords.length > 0) {
    const hits = reqs.titleKeywords.filter((k) => words.has(k) || words.has(`${k}s`) || (k.endsWith('s') && words.has(k.slice(0, -1))));
    title = hits.length / reqs.titleKeywords.length;
  }
  const metSkills = reqs.skills.filter((s) => skillStatus.get(s.skill));
  let keywords: number | null = null;
  if (metSkills.length > 0) {
    keywords = metSkills.filter((s) => words.has(skillKey(s.jobTerm))).length / metSkills.length;
  }
  const formatting = formattingScore(rawText, resume);
  const breakdown: ScoreBreakdown = {
    requiredSkills,
    preferredSkills,
    years: ctx.yearsValue,
    education: ctx.educationValue,
    title,
    keywords,
    formatting,
  };
  const weighted: [number | null, number][] = [
    [requiredSkills, 40],
    [preferredSkills, 10],
    [ctx.yearsValue, 10],
    [ctx.educationValue, 10],
    [title, 10],
    [keywords, 5],
    [formatting, 15],
  ];
  let sum = 0;
  let weight = 0;
  for (const [value, w] of weighted) {
    if (value === null) continue;
    sum += value * w;
    weight += w;
  }
  return { total: weight === 0 ? 0 : Math.round((100 * sum) / weight), breakdown };
}

