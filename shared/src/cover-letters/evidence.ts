/**
 * The resume's statements a cover letter can quote, ranked for one job: statements that show the job's
 * top required skills, that carry a real number (a result, not a date), that share the title's and the
 * posting's words (or the words the user asked to focus on), from recent roles, rank first. A pool hands each statement out once, so no two
 * paragraphs quote the same achievement. Statements holding a cliché or a placeholder are never quoted.
 */
import type { ResumeDocument, Statement } from '../resume/document.schema';
import { fragmentReason } from '../resume/statement-quality';
import { contentStems } from '../tailoring/concepts';
import { isAssistStatement } from '../tailoring/skill-evidence';
import { findSkills } from '../tailoring/skill-matcher';
import { numbersIn } from '../tailoring/text';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import type { JobFacts } from './job-facts';
import { fieldRoot, isCurrent } from './letter-context';
import { holdsCredential } from '../resume/credential-name';

export type EvidenceKind = 'experience' | 'project' | 'summary' | 'certification' | 'other';

export interface EvidenceItem {
  readonly id: string;
  /** The statement as the resume writes it. */
  readonly text: string;
  readonly kind: EvidenceKind;
  /** The role's title and employer (experience), the project's name, the section's heading, or ''. */
  readonly title: string;
  readonly employer: string;
  /** Position of its experience entry or project (0 = first listed), else -1. */
  readonly entryIndex: number;
  /** It belongs to a role still held (present tense reads right: "I teach …"). */
  readonly current?: boolean;
  /** Canonical skills it names. */
  readonly skills: readonly string[];
  /**
   * A project's later statement: the id of the project's first, which the letter tells before it. Told alone it
   * leans on what the first names ("Outside my main role, I used PyTorch for model development and Docker for
   * deployment." of a stock-trading model the letter never mentioned was a reader's example).
   */
  readonly after?: string;
  /** It states a quantity (not only a date). */
  readonly hasNumber: boolean;
  readonly score: number;
}

export interface EvidencePool {
  /** Ranked, best first. */
  readonly all: readonly EvidenceItem[];
  /** Takes up to `n` unused items (at most one that can only be quoted whole, per letter) that pass `test` (best first) and marks them used. */
  take(n: number, test?: (item: EvidenceItem) => boolean): EvidenceItem[];
  /** Lets one more quote-only item out (for a letter short of its minimum); false when none is left. */
  allowAnotherQuote(): boolean;
  /** Unused items left. */
  remaining(test?: (item: EvidenceItem) => boolean): EvidenceItem[];
  /** The pool as it is now: calling the result hands back every item taken since. */
  mark(): () => void;
  /** How many statements (certifications aside) the letter may still tell: `take` hands out no more past the budget. */
  left(): number;
}

/** True when the statement states a quantity: a number that is not a year ("40%", "$1.2M", "12 engineers"). */
export function statesQuantity(text: string): boolean {
  return numbersIn(text).some((n) => !/^(?:19|20)\d\d$/.test(n.value.replace(/^~/, '')) && !n.value.startsWith('~'));
}

function isQuotable(text: string): boolean {
  const words = text.split(/\s+/).length;
  return words >= 5 && words <= 60 && fragmentReason(text) === null && findBannedPhrases(text).length === 0 && findPlaceholder(text) === null;
}

/** An objective ("To obtain a teaching position …", "Seeking …"): what the writer wants, not what they did. */
const OBJECTIVE_RE = /^(?:objective\s*:?\s*)?(?:to (?:obtain|secure|gain|find|join|pursue|leverage|contribute|work|apply|become)|seeking|looking for|in search of|aspiring)\b/i;
/** "Teacher | CoderDojo | Jan 2012 – Jan 2013": a header line, not a statement. */
const HEADER_RE = /\S\s*[|]\s*\S/;
/** "Pied Piper is a multi-platform technology …": the employer described in the third person. */
const DESCRIBES_RE = /^(?:the company|[A-Z][\w&.'™-]*(?:\s+[A-Z][\w&.'™-]*){0,4})\s+(?:is|are|was|were|provides|offers|builds|makes|develops|specializes)\b/;

/** "He has earned degrees …": a line about the writer in the third person, which the letter cannot say as "I". */
const THIRD_PERSON_RE = /^(?:he|she|they|his|her|their)\s/i;

/** True for lines a letter must not present as the writer's own work: objectives, header lines, company descriptions, third-person bios. */
function isNotEvidence(text: string, employer: string): boolean {
  const t = text.replace(/^[\s•·▪●◦‣*–—-]+/, '');
  if (OBJECTIVE_RE.test(t) || HEADER_RE.test(t) || DESCRIBES_RE.test(t) || THIRD_PERSON_RE.test(t)) return true;
  return employer !== '' && t.toLowerCase().startsWith(employer.toLowerCase());
}

interface Raw {
  readonly statement: Statement;
  readonly kind: EvidenceKind;
  readonly title: string;
  readonly employer: string;
  readonly entryIndex: number;
  readonly current: boolean;
  readonly after?: string;
}

function rawItems(doc: ResumeDocument): Raw[] {
  const of = (statements: readonly Statement[], kind: EvidenceKind, title: string, employer: string, entryIndex: number, current = false): Raw[] =>
    statements.map((statement) => ({ statement, kind, title, employer, entryIndex, current }));
  return [
    ...doc.experience.flatMap((e, i) => of(e.statements, 'experience', e.title, e.employer, i, isCurrent(e))),
    ...doc.projects.flatMap((p, i) => of(p.statements, 'project', p.name, '', i)),
    ...of(doc.summary, 'summary', '', '', -1),
    // A credential still to come ("CPA exam: FAR and AUD passed") is no credential the letter may say is held.
    ...of(doc.certifications.filter((c) => holdsCredential(c.text)), 'certification', '', '', -1),
    ...doc.other.flatMap((o) => of(o.statements, 'other', o.heading, '', -1)),
  ];
}

/** A statement of a result: a change measured or a saving, not only a quantity handled. */
export const RESULT_RE = /%|\$|€|£|\b(?:cut|cuts|cutting|reduc\w*|increas\w*|rais\w*|sav(?:ed|ing)|grew|grow\w*|improv\w*|lower\w*|boost\w*|doubl\w*|tripl\w*|shorten\w*|fell|rose|secured|won)\b/i;

/**
 * A result told without a measure: work or a project whose statement opens on a verb of outcome, past or present
 * ("Improved the efficiency of model training …", "Successfully delivered multiple projects within … budget",
 * "Optimized the performance of applications …"), not on a duty ("Develop product strategies …", "Utilizing Docker …").
 */
const TOLD_RESULT_RE = /^(?:successfully\s+)?(?:improv|reduc|increas|optimi[sz]|streamlin|enhanc|deliver|launch|ship|achiev|accelerat|cut|sav|grew|grow|boost|lower|shorten|doubl|tripl|exceed|rais|won|win)\w*\b/i;

export function toldResult(item: EvidenceItem): boolean {
  return (item.kind === 'experience' || item.kind === 'project') && TOLD_RESULT_RE.test(item.text.trim()) && !/^(?:\w+ing)\b/i.test(item.text.trim());
}

/** A measured result: a statement with a quantity that says what changed ("cut late deliveries from 9% to 4%"). */
export function measuredResult(item: { readonly hasNumber: boolean; readonly text: string }): boolean {
  return item.hasNumber && RESULT_RE.test(item.text);
}

const KIND_BONUS: Record<EvidenceKind, number> = { experience: 1, project: 0.5, other: 0, certification: -1, summary: -2 };

/** Titles of an early job ("Pharmacy Intern", "Apprentice Electrician", "Cashier and Shift Lead", "Electrician's Helper"). */
const ENTRY_LEVEL_RE = /\b(?:intern|internship|apprentice|cashier|helper|trainee|crew member|barista|busser|dishwasher)\b/i;

/** Words every posting and resume share ("two", "year", "support", "team"): no sign a statement answers this job. */
const GENERIC_STEMS = new Set(
  'one two three four five six ten year month week day time next last first new support work team help need includ make take use high good well offic present provid manag lead'.split(' '),
);

interface Wanted {
  readonly postingStems: ReadonlySet<string>;
  /** Words the user asked the letter to focus on (custom instructions). */
  readonly focusStems: ReadonlySet<string>;
}

/** Whether a role's title shares a word of substance with the job's title ("Inventory Control Lead" and "Inventory Analyst"). */
function sharesTitleWord(title: string, facts: JobFacts): boolean {
  // "Accounting Manager" and "Private Equity Accountant" share their field's word (a reader's read of a letter that
  // passed over an accounting manager's current post as unrelated to an accountant's job).
  const own = new Set(contentStems(title).map(fieldRoot));
  return facts.requirements.titleKeywords.some((k) => contentStems(k).some((stem) => own.has(fieldRoot(stem))));
}

function scoreOf(raw: Raw, skills: readonly string[], hasNumber: boolean, facts: JobFacts, wanted: Wanted): number {
  const top = facts.matchedSkills.map((s) => s.skill);
  let score = KIND_BONUS[raw.kind];
  let asked = 0;
  for (const s of new Set(skills)) {
    const rank = top.indexOf(s);
    if (rank !== -1) asked += rank < 3 ? 4 : 2;
  }
  score += asked;
  if (hasNumber) score += 3;
  if (hasNumber && RESULT_RE.test(raw.statement.text)) score += 2;
  const stems = new Set(contentStems(raw.statement.text));
  const titleHits = facts.requirements.titleKeywords.filter((k) => stems.has(contentStems(k)[0] ?? k)).length;
  score += Math.min(titleHits, 2);
  let shared = 0;
  let focused = 0;
  // A duty of a job unlike the one sought that shows none of its asks argues nothing by the words it shares
  // with the posting (a student's residence-hall "on-call … incident reports" for an analyst post: a
  // recruiter's read found it in 12 of 15 letters).
  const unrelated = raw.kind === 'experience' && asked === 0 && titleHits === 0 && !sharesTitleWord(raw.title, facts);
  for (const s of stems) {
    if (!unrelated && wanted.postingStems.has(s) && !GENERIC_STEMS.has(s) && s.length >= 3) shared += 1;
    if (wanted.focusStems.has(s)) focused += 1;
  }
  score += Math.min(shared * 0.5, 3) + Math.min(focused * 3, 6);
  // A statement that shows none of the job's asks and little of its words is no argument for this job,
  // however many numbers it has (a student's residence-hall duties for an analyst post).
  if (asked === 0 && titleHits === 0 && shared === 0 && focused === 0) score -= 4;
  // A job unlike the one sought argues only when nothing better is left, numbers or not (a student's
  // residence-hall "support 46 first-year residents …" in 13 of 15 analyst letters).
  if (unrelated && focused === 0) score -= 2;
  if (raw.entryIndex === 0 && raw.kind === 'experience') score += 1;
  // An early job a career has grown past (an internship, a till) argues less than the roles since.
  if (raw.kind === 'experience' && raw.entryIndex > 0 && ENTRY_LEVEL_RE.test(raw.title)) score -= 3;
  if (isAssistStatement(raw.statement.text)) score -= 1;
  return score;
}

/** How long ago a role may have ended and still speak for the person: a recruiter reads older work as history. */
const STALE_ROLE_YEARS = 15;
/** What a stale statement's rank loses: enough to fall below every statement of a later role. */
const STALE_PENALTY = 20;

/**
 * True of a statement of a role that ended more than STALE_ROLE_YEARS before the day the letter is written. A product
 * manager's letters told his 1999-2002 engineering bullet ("I implemented scalable back-end services using Java and
 * SQL") in 13 of 15 letters, as the proof of the posting's SQL (a reader's example): what someone did twenty years ago
 * is not what they do. Such a statement proves no ask and ranks below the rest; a letter short of its length may
 * still tell it.
 */
export function staleStatement(doc: ResumeDocument, now?: Date | string): (item: { readonly kind: EvidenceKind; readonly entryIndex: number }) => boolean {
  const yearsIn = (text: string) => (text.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  // The day the letter is written, else the resume's latest date (which never makes a statement older than it is).
  const today = now === undefined ? NaN : new Date(now).getUTCFullYear();
  const latest = Number.isFinite(today) ? today : Math.max(0, ...doc.experience.flatMap((e) => yearsIn(`${e.dates} ${e.end}`)), ...doc.projects.flatMap((p) => yearsIn(p.dates)));
  return (item) => {
    const role = item.kind === 'experience' ? doc.experience[item.entryIndex] : undefined;
    if (!role || isCurrent(role)) return false;
    const ended = Math.max(0, ...yearsIn(`${role.end} ${role.dates}`));
    return ended > 0 && latest - ended > STALE_ROLE_YEARS;
  };
}

/** The document's quotable statements, ranked for the job (and for the words the user asked to focus on). */
export function rankEvidence(doc: ResumeDocument, facts: JobFacts, focus: readonly string[] = [], now?: Date | string): EvidenceItem[] {
  const wanted: Wanted = {
    postingStems: new Set(contentStems(facts.requirements.descriptionText.slice(0, 20_000))),
    focusStems: new Set(focus.flatMap((f) => contentStems(f))),
  };
  // A project's later statements follow its first that a letter can tell: a first line that is no statement (the
  // project's name read as one, "Stock Trading Model") left its later statements waiting for it, told in no letter.
  const firstOf = new Map<number, string>();
  const stale = staleStatement(doc, now);
  const items = rawItems(doc)
    .filter((r) => isQuotable(r.statement.text) && !isNotEvidence(r.statement.text, r.employer))
    .map((r): Raw => {
      if (r.kind !== 'project') return r;
      const first = firstOf.get(r.entryIndex);
      if (first === undefined) firstOf.set(r.entryIndex, r.statement.id);
      const { after: _after, ...rest } = r;
      return first === undefined ? rest : { ...rest, after: first };
    })
    .map((r, order) => {
      // A project's heading names the tools it used ("Dining Hall Survey Analysis | R, ggplot2"): its statements show them.
      const skills = findSkills(r.kind === 'project' ? `${r.statement.text}\n${r.title}` : r.statement.text, 'strict').map((m) => m.skill);
      const hasNumber = statesQuantity(r.statement.text);
      const item: EvidenceItem = {
        id: r.statement.id,
        text: r.statement.text.trim(),
        kind: r.kind,
        title: r.title,
        employer: r.employer,
        entryIndex: r.entryIndex,
        current: r.current,
        skills,
        ...(r.after ? { after: r.after } : {}),
        hasNumber,
        score: scoreOf(r, skills, hasNumber, facts, wanted) - (stale(r) ? STALE_PENALTY : 0),
      };
      return { item, order };
    });
  // A project is told from its first statement, so the first ranks as the project's best: a later statement that
  // outranked it ("Used PyTorch for model development …" under a stock-trading model) was never handed out, and the
  // first was left below the letter's budget, so neither was told.
  const best = new Map<string, number>();
  for (const { item } of items) if (item.after !== undefined) best.set(item.after, Math.max(best.get(item.after) ?? -Infinity, item.score));
  const ranked = items.map(({ item, order }) => {
    const lifted = best.get(item.id);
    return { item: lifted !== undefined && lifted > item.score ? { ...item, score: lifted } : item, order };
  });
  ranked.sort((a, b) => b.item.score - a.item.score || a.order - b.order);
  return ranked.map((x) => x.item);
}

/** A pool over the ranked items: each is handed out once, and only one that can only be quoted whole (`quoteOnly`). */
export function createEvidencePool(
  ranked: readonly EvidenceItem[],
  quoteOnly: (item: EvidenceItem) => boolean = () => false,
  /** Whether the item can stand in the letter (asked only of items about to be handed out, once each). */
  usable: (item: EvidenceItem) => boolean = () => true,
  /**
   * How many statements the letter tells at most (a recruiter's read: letters retold 4-9 bullets one after
   * another rather than choosing the proofs that answer the posting); certifications, named not retold, aside.
   */
  budget = Infinity,
): EvidencePool {
  const used = new Set<string>();
  const told = new Set<string>();
  const verdicts = new Map<string, boolean>();
  const isUsable = (i: EvidenceItem) => verdicts.get(i.id) ?? verdicts.set(i.id, usable(i)).get(i.id) === true;
  let quotes = 0;
  let limit = 1;
  const allowed = (i: EvidenceItem) => !used.has(i.id) && (i.after === undefined || used.has(i.after)) && (quotes < limit || !quoteOnly(i)) && isUsable(i);
  const remaining = (test: (item: EvidenceItem) => boolean = () => true) => ranked.filter((i) => test(i) && allowed(i));
  return {
    all: ranked,
    remaining,
    allowAnotherQuote() {
      if (!ranked.some((i) => !used.has(i.id) && quoteOnly(i))) return false;
      limit = quotes + 1;
      return true;
    },
    mark() {
      const taken = new Set(used);
      const quoted = quotes;
      return () => {
        for (const id of [...used]) if (!taken.has(id)) {
          used.delete(id);
          told.delete(id);
        }
        quotes = quoted;
      };
    },
    left: () => Math.max(0, budget - told.size),
    take(n, test = () => true) {
      const picked: EvidenceItem[] = [];
      for (const item of ranked) {
        if (picked.length >= n) break;
        if (!test(item) || !allowed(item)) continue;
        if (item.kind !== 'certification') {
          if (told.size >= budget) continue;
          told.add(item.id);
        }
        used.add(item.id);
        if (quoteOnly(item)) quotes += 1;
        picked.push(item);
      }
      return picked;
    },
  };
}
