/**
 * The user's own facts the summary and the key qualifications are written from (issue "The writer",
 * points 2 and 3): the job's asks the resume names (named-skills.ts), the credentials the job asks for
 * that the certifications list holds, one result with a number, and the statements that show the job's
 * asks best (whole, or their first clause).
 */
import { isAssistStatement } from './skill-evidence';
import { isNarrowSkill, type ResumeAnalysis } from './analysis';
import type { JobRequirements, SkillRequirement } from './job-requirements';
import { midSentence } from './named-skills';
import { hasQualifier } from './skill-evidence';
import { findSkills } from './skill-matcher';
import { isCredential } from './summary';
import type { StructuredResume } from '../resume/types';
import { studiesUnderWay } from '../resume/studies';

/** Asks looked at: the summary names three, after those its quoted result already names. */
const MAX_ASKS = 6;
const MAX_CREDENTIALS = 3;
const MAX_RESULT_WORDS = 35;
const MAX_RESULT_CHARS = 320;
const MAX_QUALIFICATIONS = 4;
const MAX_QUALIFICATION_WORDS = 22;

/** Required asks first, then by how much the posting stresses them. */
function byImportance(reqs: JobRequirements): SkillRequirement[] {
  return [...reqs.skills].sort((a, b) => Number(b.required) - Number(a.required) || b.priority - a.priority);
}

function certificationSkills(resume: StructuredResume): Set<string> {
  return new Set(resume.certifications.flatMap((c) => findSkills(c, 'lenient').map((m) => m.skill)));
}

/** The job's asks the resume names as such, in its own words, cased for the middle of a sentence. */
export function namedAsks(
  reqs: JobRequirements,
  analysis: ResumeAnalysis,
  resume: StructuredResume,
  texts: readonly string[],
  title: string,
): string[] {
  const ownTitle = title.toLowerCase();
  const credentials = certificationSkills(resume);
  const out: string[] = [];
  for (const r of byImportance(reqs)) {
    if (out.length >= MAX_ASKS) break;
    const words = analysis.named.get(r.skill);
    if (r.custom || !words || !isNarrowSkill(r.skill) || analysis.evidence.qualifiedOnly.has(r.skill)) continue;
    if (credentials.has(r.skill) || isCredential(r.skill) || isCredential(words) || hasQualifier(words)) continue;
    if (ownTitle.includes(words.toLowerCase()) || words.toLowerCase().includes(ownTitle)) continue;
    const term = midSentence(words, texts);
    if (!out.some((t) => t.toLowerCase() === term.toLowerCase())) out.push(term);
  }
  return out;
}

const ABBREVIATION_RE = /^[A-Z][A-Z0-9-]{1,7}$/;

/**
 * Credentials the job asks for that the certifications list holds, by their abbreviation: "BLS", or "CPA"
 * of "Certified Public Accountant (CPA)"; and the letters after the name ("PharmD, BCPS") that the posting
 * names, which no vocabulary need hold.
 */
export function heldCredentials(reqs: JobRequirements, certifications: readonly string[], postNominals: readonly string[] = []): string[] {
  const out = reqs.skills.map((r) => r.skill).filter((s) => ABBREVIATION_RE.test(s) && postNominals.includes(s));
  for (const line of certifications) {
    for (const m of findSkills(line, 'lenient')) {
      if (!reqs.skills.some((r) => r.skill === m.skill)) continue;
      const short = ABBREVIATION_RE.test(m.surface) ? m.surface : (/^\s*\(([A-Z][A-Z0-9-]{1,7})\)/.exec(line.slice(m.end))?.[1] ?? null);
      if (short !== null && !out.includes(short)) out.push(short);
    }
  }
  return out.slice(0, MAX_CREDENTIALS);
}

const PAST_IRREGULAR = new Set(['led', 'built', 'ran', 'cut', 'won', 'grew', 'drove', 'wrote', 'made', 'sold', 'taught', 'oversaw', 'brought', 'kept', 'held', 'set', 'rebuilt', 'began', 'took', 'gave', 'saw', 'found', 'met', 'beat', 'shipped']);

function opensInPast(statement: string): boolean {
  const first = (statement.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return first.endsWith('ed') || PAST_IRREGULAR.has(first);
}

/** A number that is a result (a share, money, a count), not only a year. */
function statesResult(statement: string): boolean {
  return /\d+(?:\.\d+)?\s?%|\$\s?\d|\bfrom\s+\$?\d[\d,.]*\s*\S*\s+to\s+\$?\d/.test(statement) || /(?<![\d/])(?!(?:19|20)\d\d\b)\d[\d,.]*\b/.test(statement);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export interface ResultFact {
  /** What the summary quotes: the statement, or its result clause ("shortened the close from 9 to 5 days"). */
  readonly statement: string;
  /** The whole statement it comes from (what the key qualifications must not quote again). */
  readonly source: string;
  readonly employer: string;
}

/**
 * The parts of a statement that can stand as a result in the past tense: the statement itself, or, for one
 * in the present tense ("Own the month-end close …; shortened the close from 9 to 5 days"), its later
 * clause that opens with a past-tense verb, as the user wrote it.
 */
function pastTenseParts(statement: string): string[] {
  if (opensInPast(statement)) return [statement];
  const clauses = statement.split(/;\s+|,\s+and\s+/).slice(1);
  return clauses.filter((c) => opensInPast(c) && words(c) >= 4).map((c) => `${c.charAt(0).toUpperCase()}${c.slice(1)}`.trim());
}

/**
 * The statement the summary quotes: a past-tense statement (or a present one's past-tense result clause)
 * with a result number, the one that shows the job's asks best (a share or money before a bare count, the
 * latest role first on ties).
 */
export function bestResult(resume: StructuredResume, relevance: (statement: string) => number): ResultFact | null {
  let best: { fact: ResultFact; score: number } | null = null;
  for (const e of resume.experience) {
    for (const b of e.bullets) {
      if (words(b) > MAX_RESULT_WORDS || b.length > MAX_RESULT_CHARS || isAssistStatement(b) || /\b(?:I|my|our|we)\b/i.test(b)) continue;
      for (const part of pastTenseParts(b)) {
        if (!statesResult(part)) continue;
        const score = relevance(b) + (/%|\$|\bfrom\s+\$?\d[\d,.]*\S*\s+(?:\S+\s+)?to\s+\$?\d/.test(part) ? 3 : 0);
        if (!best || score > best.score) best = { fact: { statement: part.trim(), source: b.trim(), employer: e.employer }, score };
      }
    }
  }
  return best?.fact ?? null;
}

/** A statement's first clause when it carries the point on its own ("Ran cycle counts for 42,000 SKUs"). */
function trimmed(statement: string): string {
  const clause = statement.split(/;\s+|\s+[—–]\s+/)[0]?.trim() ?? statement;
  const text = words(clause) >= 4 ? clause : statement;
  return text.trim().replace(/[.;,]+$/, '');
}

/**
 * Key qualifications: the statements that show the most of the job's asks (one per role first, none the
 * summary already quotes), each whole or cut to its first clause; no word of them is the engine's.
 */
export function keyQualifications(resume: StructuredResume, relevance: (statement: string) => number, quoted: string | null): string[] {
  // Roles first, then projects (each a "role" of its own for the one-each pass).
  const sources = [...resume.experience.map((e) => e.bullets), ...resume.projects.map((p) => p.bullets)];
  const scored = sources.flatMap((bullets, role) =>
    bullets.filter((b) => b.length <= MAX_RESULT_CHARS).map((b, i) => ({ text: trimmed(b), role, i, score: relevance(b), raw: b })),
  );
  const usable = scored.filter((s) => s.score > 0 && s.raw !== quoted && !isAssistStatement(s.raw) && words(s.text) <= MAX_QUALIFICATION_WORDS);
  usable.sort((a, b) => b.score - a.score || a.role - b.role || a.i - b.i);
  const out: string[] = [];
  const roles = new Set<number>();
  for (const pass of [0, 1]) {
    for (const s of usable) {
      if (out.length >= MAX_QUALIFICATIONS) break;
      if (out.includes(s.text) || (pass === 0 && roles.has(s.role))) continue;
      roles.add(s.role);
      out.push(s.text);
    }
  }
  return out;
}

/**
 * "Information science student" when the resume's degree is still under way ("Expected May 2027"): a
 * student is introduced by what they study, not by a part-time job's title. Null otherwise.
 */
export function studentTitle(resume: StructuredResume): string | null {
  const studies = studiesUnderWay(resume.education);
  return studies ? `${studies.field} student` : null;
}
