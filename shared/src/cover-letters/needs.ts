/**
 * The posting's needs the letter argues from: the asks the resume meets, each with the statement that
 * proves it, and the one required ask it does not show. Read from the tailoring's match (its items:
 * `status: 'met'`, `jobTerm`, `evidence`; its ranked gaps), computed here from the resume document and
 * the posting's requirements, so the letter and the match report never disagree about what is met.
 *
 * A need is argued only with a statement the letter can say in the first person (an achievement of a
 * role or a project); an ask met only by the skills list or a title has no proof to tell, and is left to
 * the resume. Asks proved by one statement are named together ("TypeScript and Node.js").
 */
import type { ResumeDocument } from '../resume/document.schema';
import { resumeOfDocument } from '../resume/document';
import { foldForCompare } from '../resume/normalize';
import { analyseResume } from '../tailoring/analysis';
import { matchRequirements } from '../tailoring/match';
import { checkAgainst, supportFor, type Support } from '../tailoring/truthfulness';
import { parseResume } from '../resume/structure';
import type { MatchItem } from '../tailoring/report-types';
import { skillField } from '../tailoring/skill-index';
import { isActionVerb } from '../resume/verbs';
import { escapeRegExp } from '../text/regexp';
import { proseSpelling } from '../text/prose-spelling';
import { toProseCase } from '../text/grammar';
import { measuredResult, staleStatement, type EvidenceItem } from './evidence';
import type { JobFacts } from './job-facts';

export interface MetNeed {
  /** The posting's words for the asks this statement proves ("TypeScript and Node.js"), as a sentence writes them. */
  readonly asks: readonly string[];
  /** The statement that proves them. */
  readonly proof: EvidenceItem;
}

export interface PostingNeeds {
  /** Met asks with their proof, the posting's most important first (required before preferred). */
  readonly met: readonly MetNeed[];
}

export const NO_NEEDS: PostingNeeds = { met: [] };

const statementKey = (text: string) => foldForCompare(text.replace(/^[\s•·▪●◦‣*–—-]+/, ''));

/**
 * The ask as a sentence writes it: names keep their capitals ("PostgreSQL"), common words do not ("query
 * optimization", and "supply chain" when the posting itself writes it in lower case).
 */
function askPhrase(term: string, texts: string): string {
  const prose = toProseCase(term.trim());
  if (!/^\p{Lu}/u.test(prose)) return prose;
  const lower = prose.toLowerCase();
  // Several plain words in capitals ("Supply Chain Management", "Medical/Surgical") are a heading's case, not a name's.
  if (/[\s/]/.test(prose) && prose.split(/[\s/]+/).every((w) => /^\p{Lu}?[\p{Ll}-]+$/u.test(w))) return lower;
  if (new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(lower)}(?![\\p{L}\\d])`, 'u').test(texts)) return lower;
  return proseSpelling(prose, texts);
}

/** True when the truth check finds no skill in "I have <phrase>." that the resume does not state (the letter may say it). */
export function resumeSupports(document: ResumeDocument, facts: JobFacts, phrase: string): boolean {
  return !checkAgainst(matchOf(document, facts).support, `I have ${phrase}.`).unsupported.some((claim) => claim.kind === 'skill');
}

/** The match of the last few resume × posting pairs: every template's letter (and each rewrite after the truth check) reads the same. */
const matchMemo = new Map<string, { items: MatchItem[]; support: Support }>();
const MATCH_MEMO_MAX = 8;

function matchOf(document: ResumeDocument, facts: JobFacts): { items: MatchItem[]; support: Support } {
  const key = `${facts.resumeText}\u0000${facts.requirements.descriptionText}\u0000${facts.requirements.skills.map((s) => s.skill).join('|')}`;
  const known = matchMemo.get(key);
  if (known) return known;
  const resume = resumeOfDocument(document);
  const { items } = matchRequirements(resume, facts.resumeText, facts.requirements, analyseResume(resume, facts.resumeText), null);
  // What the truth check (check.ts) reads as the writer's own: an ask named beside "I" must be in it.
  const support = supportFor(facts.resumeText, parseResume(facts.resumeText));
  if (matchMemo.size >= MATCH_MEMO_MAX) matchMemo.delete(matchMemo.keys().next().value ?? '');
  const match = { items, support };
  matchMemo.set(key, match);
  return match;
}

/** A skill of the vocabulary's fields, not a trait, a language or a phrase of the posting's own ("clear writing", "Spanish"). */
function isArguable(skill: string): boolean {
  const field = skillField(skill);
  return field !== undefined && field !== 'general' && field !== 'languages';
}

/** The posting's word for the ask, or the skill's name when the posting's word is a verb ("troubleshoot"). */
function askTerm(item: MatchItem): string {
  const term = item.jobTerm ?? item.requirement;
  return isActionVerb((term.split(/\s+/)[0] ?? '').toLowerCase()) ? item.requirement : term;
}

/**
 * The posting's needs for this resume. `usable` says whether a statement can stand in the letter (the
 * pool's own test: it phrases in the first person and passes the grammar check).
 */
export function readPostingNeeds(document: ResumeDocument, facts: JobFacts, ranked: readonly EvidenceItem[], usable: (item: EvidenceItem) => boolean, now?: Date | string): PostingNeeds {
  if (!facts.hasPosting || facts.requirements.skills.length === 0) return NO_NEEDS;
  const { items, support } = matchOf(document, facts);
  const custom = new Set(facts.requirements.skills.filter((s) => s.custom).map((s) => s.skill));
  const texts = `${facts.requirements.descriptionText}\n${facts.resumeText}`;
  const byText = new Map(ranked.map((i) => [statementKey(i.text), i]));
  const stale = staleStatement(document, now);
  const proofOf = (item: MatchItem): EvidenceItem | null => {
    // The evidence line is the statement, or its first line where the resume wraps it.
    const line = item.evidence ? statementKey(item.evidence) : '';
    const stated = line ? (byText.get(line) ?? (line.length >= 30 ? ranked.find((i) => statementKey(i.text).startsWith(line)) : undefined)) : undefined;
    const candidates = [...(stated ? [stated] : []), ...ranked.filter((i) => i.skills.includes(item.requirement))];
    return candidates.find((i) => (i.kind === 'experience' || i.kind === 'project') && !stale(i) && usable(i)) ?? null;
  };
  const met = items
    .map((item, index) => ({ item, index }))
    // A phrase of the posting's own ("families", "tests") names no skill to argue: only the vocabulary's skills.
    .filter(({ item }) => item.kind === 'skill' && item.status === 'met' && item.note === undefined && !custom.has(item.requirement) && isArguable(item.requirement))
    // Required first, then by the posting's stress.
    .sort((a, b) => Number(b.item.required) - Number(a.item.required) || b.item.priority - a.item.priority || a.index - b.index);
  const needs: { asks: string[]; proof: EvidenceItem; required: boolean }[] = [];
  for (const { item } of met) {
    const proof = proofOf(item);
    if (!proof) continue;
    const ask = askPhrase(askTerm(item), texts);
    // Named beside "I" only as a skill the truth check finds in the resume ("forecast weekly" is no "forecasting").
    if (checkAgainst(support, `I have ${ask}.`).unsupported.some((claim) => claim.kind === 'skill')) continue;
    const same = needs.find((n) => n.proof.id === proof.id);
    if (same) {
      if (same.asks.length < 2 && !same.asks.some((a) => a.toLowerCase() === ask.toLowerCase())) same.asks.push(ask);
    } else needs.push({ asks: [ask], proof, required: item.required });
  }
  // Among the required asks, those proved by a measured result first (a recruiter's read: a pharmacist's
  // letter opened on "You ask for Epic" with the order-verification count, its vancomycin dosing result second).
  const measured = (n: { proof: EvidenceItem }) => Number(measuredResult(n.proof));
  const ordered = needs.map((n, k) => ({ n, k })).sort((a, b) => Number(b.n.required) - Number(a.n.required) || measured(b.n) - measured(a.n) || a.k - b.k);
  return { met: ordered.map(({ n }) => ({ asks: n.asks, proof: n.proof })) };
}
