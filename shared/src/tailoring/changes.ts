/**
 * What a tailoring changed, where and why (issue "The writer", point 3), what it added to the summary and
 * skills list (computed from the two resumes, so "nothing was added" is a fact, not a promise), and what
 * moved the score.
 */
import type { StructuredResume } from '../resume/types';
import { listOf } from '../text/lists';
import type { ResumeAnalysis } from './analysis';
import type { AddedSkill, ScoreBreakdown, TailoringChange } from './report-types';
import { findSkills } from './skill-matcher';

function roleName(title: string, employer: string): string {
  return [title, employer].filter((p) => p.trim() !== '').join(', ') || 'A role';
}


function quoteList(items: readonly string[]): string {
  return listOf(items.map((i) => `"${i}"`));
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export interface ChangeInput {
  readonly original: StructuredResume;
  readonly tailored: StructuredResume;
  /** Original statement → the tailored one (reworded or not). */
  readonly rewrites: ReadonlyMap<string, string>;
  readonly asks: readonly string[];
  readonly years: number | null;
  /** The years are the resume's own figure ("ten years of …"), not what the role dates add up to. */
  readonly yearsStated?: boolean;
  /** The resume's own figure when the role dates outgrew it and the summary says theirs ("your summary said 3"). */
  readonly yearsOutgrown?: number;
  readonly result: string | null;
  /** The quoted statement states what the person does, with no number (`bestScope`). */
  readonly resultIsScope?: boolean;
  readonly keyQualifications: readonly string[];
  /** The job's asks (its words, cased for mid-sentence) the user's own summary sentences were kept for (own-asks.ts). */
  readonly keptOwn?: readonly string[];
  /** The ask (the posting's words) a statement of the user's was quoted for, the written summary naming none (`askStatement`). */
  readonly namedAsk?: string;
  readonly added: readonly AddedSkill[];
  /** The job's asks a statement shows, for the reason a role's statements moved. */
  readonly asksOf: (statement: string) => string[];
}

export function listChanges(input: ChangeInput): TailoringChange[] {
  const { original, tailored } = input;
  const out: TailoringChange[] = [];
  if (tailored.summary.trim() !== original.summary.trim()) {
    const parts = ['your title'];
    // Said as it was found: the match report's years item counts the role dates, which may differ by one.
    const outgrown = input.yearsOutgrown !== undefined ? ` (your summary said ${input.yearsOutgrown}; change it back if that is the figure you mean)` : '';
    if (input.years) parts.push(`the ${input.years} ${input.years === 1 ? 'year' : 'years'} ${input.yearsStated ? 'your resume states' : 'your role dates add up to'}${outgrown}`);
    if (input.asks.length) parts.push(`the job's asks your resume names (${input.asks.join(', ')})`);
    if (input.result) parts.push(input.resultIsScope ? 'what you do, in one of your own statements' : 'a result from your own statements');
    if (input.keptOwn?.length) parts.push(`your own summary's words on ${listOf(input.keptOwn)}`);
    if (input.namedAsk) parts.push(`your own words on ${input.namedAsk}, which the job asks for`);
    out.push({
      kind: 'summary',
      where: 'Summary',
      what: original.summary.trim() ? 'Rewritten for this job (your original summary is kept and can be restored)' : 'Written for this job',
      why: `It states ${listOf(parts)}.`,
    });
  }
  const kept = tailored.skills.filter((s) => original.skills.includes(s));
  if (!sameOrder(kept, original.skills.filter((s) => tailored.skills.includes(s)))) {
    out.push({ kind: 'skills-order', where: 'Skills', what: `Reordered: ${quoteList(kept.slice(0, 3))} first`, why: 'The job asks for these most.' });
  }
  for (const a of input.added) {
    out.push({ kind: 'skill-added', where: 'Skills', what: `Added "${a.skill}"`, why: `The job asks for it and your resume names it: "${a.evidence}".` });
  }
  original.experience.forEach((e, i) => {
    const after = tailored.experience[i];
    if (!after) return;
    const moved = e.bullets.map((b) => input.rewrites.get(b) ?? b);
    const where = roleName(e.title, e.employer);
    if (!sameOrder(moved, after.bullets) && after.bullets.length > 1) {
      const first = after.bullets[0] ?? '';
      const source = e.bullets.find((b) => (input.rewrites.get(b) ?? b) === first) ?? first;
      const asks = input.asksOf(source);
      out.push({
        kind: 'statements-order',
        where,
        what: 'Statements reordered within the role',
        why: asks.length ? `The statement naming ${asks.slice(0, 3).join(', ')} now comes first.` : 'Statements with results and the job\'s words come first.',
      });
    }
    for (const b of e.bullets) {
      const r = input.rewrites.get(b);
      if (r && r !== b) out.push({ kind: 'statement-reworded', where, what: `"${b}" → "${r}"`, why: 'A stronger opening verb; the claim is the same.' });
    }
  });
  if (input.keyQualifications.length > 0) {
    out.push({
      kind: 'key-qualifications',
      where: 'Key qualifications',
      what: `${input.keyQualifications.length} of your statements picked out`,
      why: "They show the job's asks best; each is your own wording.",
    });
  }
  return out;
}

/**
 * What the tailoring added: the skills-list items the original list did not have, and the job's asks the
 * summary names that the original summary and skills list did not (each with the line that names it).
 * The statement the summary quotes and the user's title are theirs, not additions.
 */
export function addedSkills(original: StructuredResume, tailoredSkills: readonly string[], asks: readonly string[], analysis: ResumeAnalysis): AddedSkill[] {
  const before = new Set(findSkills([original.summary, ...original.skills].join('\n'), 'lenient').map((m) => m.skill));
  const out: AddedSkill[] = [];
  const seen = new Set<string>();
  const fresh = [...tailoredSkills.filter((s) => !original.skills.includes(s)), ...asks];
  for (const term of fresh) {
    const skills = findSkills(term, 'lenient').map((m) => m.skill);
    if (skills.length === 0 || skills.every((sk) => before.has(sk)) || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    const skill = skills.find((sk) => !before.has(sk)) ?? '';
    out.push({ skill: term, evidence: analysis.direct.get(skill) ?? '' });
  }
  return out;
}

const SCORE_PARTS: readonly [keyof ScoreBreakdown, string][] = [
  ['requiredSkills', 'Required skills named in your summary or skills list'],
  ['preferredSkills', 'Preferred skills named in your summary or skills list'],
  ['title', "The job title's words"],
  ['keywords', "The job's own words for skills you have"],
  ['formatting', 'Formatting (headings, dates, layout)'],
  ['years', 'Years of experience'],
  ['education', 'Education'],
];

/** One sentence per part of the score that moved ("Required skills …: 60% → 75%"). */
export function scoreReasons(before: ScoreBreakdown, after: ScoreBreakdown): string[] {
  const out: string[] = [];
  for (const [key, label] of SCORE_PARTS) {
    const b = before[key];
    const a = after[key];
    if (b === null || a === null || Math.round(b * 100) === Math.round(a * 100)) continue;
    out.push(`${label}: ${Math.round(b * 100)}% → ${Math.round(a * 100)}%.`);
  }
  return out;
}

/** The parts of a stored report the "I have this" rescore keeps and changes. */
interface ScoredReport {
  readonly scoreBefore: number;
  readonly scoreAfter: number;
  readonly breakdownBefore: ScoreBreakdown;
  readonly breakdownAfter: ScoreBreakdown;
  readonly items: readonly { readonly requirement: string; readonly status: 'met' | 'gap' }[];
  readonly scoreReasons?: string[];
}

/**
 * The report after an "I have this" answer, measured against the resume as it was before any answer
 * (the earlier report's "before"): the tailoring again counts the user's line in both of its scores, so
 * without this the card said "No change" (44 → 44) although the answer met a requirement.
 */
export function withEarlierBaseline<T extends ScoredReport>(fresh: T, earlier: ScoredReport | null, answered: string): T {
  if (!earlier) return fresh;
  const met = fresh.items.some((i) => i.requirement === answered && i.status === 'met');
  const wasMet = earlier.items.some((i) => i.requirement === answered && i.status === 'met');
  const reasons = [
    ...(met && !wasMet ? [`Your answer meets "${answered}".`] : []),
    ...scoreReasons(earlier.breakdownBefore, fresh.breakdownAfter),
  ];
  return {
    ...fresh,
    scoreBefore: earlier.scoreBefore,
    breakdownBefore: earlier.breakdownBefore,
    scoreAfter: Math.max(earlier.scoreBefore, fresh.scoreAfter),
    scoreReasons: reasons,
  };
}
