/**
 * The user's own facts the summary and the key qualifications are written from (issue "The writer",
 * points 2 and 3): the job's asks the resume names (named-skills.ts), the credentials the job asks for
 * that the certifications list holds, one result with a number, and the statements that show the job's
 * asks best (whole, or their first clause).
 */
import { credentialName } from '../resume/credential-name';
import { monthIndex, parseDatePoint, type MonthIndexed } from '../resume/dates';
import { contentStems, roleRoot } from './concepts';
import { isAssistStatement } from './skill-evidence';
import { isNarrowSkill, type ResumeAnalysis } from './analysis';
import type { JobRequirements, SkillRequirement } from './job-requirements';
import { midSentence } from './named-skills';
import { hasQualifier } from './skill-evidence';
import { findSkills } from './skill-matcher';
import { skillEntry } from './skill-index';
import { impliedParents } from './skills-vocabulary';
import { isCredential, scopeInTitle } from './summary';
import type { ExperienceEntry, StructuredResume } from '../resume/types';
import { computedExperienceYears, type StatedYears } from '../resume/experience-years';
import { hasTitleWord } from '../resume/lexicon';
import { studiesUnderWay } from '../resume/studies';
import { SELF_PRAISE_RE } from '../text/self-praise';
import { isActionVerb } from '../resume/verbs';
import { inThirdPerson } from '../text/third-person';
import { presentPerfect } from '../text/grammar';
import nlp from 'compromise';
import { holdsCredential } from '../resume/credential-name';

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
  return new Set(resume.certifications.filter(holdsCredential).flatMap((c) => findSkills(c, 'lenient').map((m) => m.skill)));
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
  const out: { term: string; office: boolean }[] = [];
  for (const r of byImportance(reqs)) {
    if (out.length >= MAX_ASKS) break;
    const words = analysis.named.get(r.skill);
    if (r.custom || !words || !isNarrowSkill(r.skill) || analysis.evidence.qualifiedOnly.has(r.skill)) continue;
    if (credentials.has(r.skill) || isCredential(r.skill) || isCredential(words) || hasQualifier(words)) continue;
    if (ownTitle.includes(words.toLowerCase()) || words.toLowerCase().includes(ownTitle) || isTitleField(words, ownTitle)) continue;
    const term = midSentence(words, texts);
    if (!out.some((t) => t.term.toLowerCase() === term.toLowerCase())) out.push({ term, office: office(r.skill) });
  }
  // The work before the office tools it is done in: "GAAP and BlackLine" rather than "Excel and pivot
  // tables" for a senior accountant (a recruiter's read), unless the tools are all the posting asks.
  return [...out.filter((t) => !t.office), ...out.filter((t) => t.office)].map((t) => t.term);
}

/**
 * True when an ask is the title's own field ("product management" for a product manager, "nursing" for a
 * registered nurse, "data analysis" for a data analyst): a summary that opens "Product manager with 20 years
 * of experience, including product management" says it twice.
 */
export function isTitleField(ask: string, title: string): boolean {
  const titleRoots = title.split(/[^\p{L}]+/u).filter((w) => w.length > 2).map(roleRoot);
  const head = titleRoots[titleRoots.length - 1];
  const askRoots = ask.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2).map(roleRoot);
  // The title's own role word must be among the ask's: "MS Project" is a tool a project manager uses.
  return head !== undefined && askRoots.includes(head) && askRoots.every((r) => titleRoots.includes(r));
}

/** A spreadsheet or office skill ("Microsoft Excel", "Pivot Tables", "XLOOKUP"): a tool nearly every posting names. */
function office(skill: string): boolean {
  return skillEntry(skill)?.category === 'office-tools' || impliedParents(skill).some((parent) => skillEntry(parent)?.category === 'office-tools');
}

/** A credential's abbreviation as written ("BLS", "SHRM-CP"). */
export const ABBREVIATION_RE = /^[A-Z][A-Z0-9-]{1,7}$/;

/**
 * Credentials the job asks for that the certifications list holds, by their abbreviation: "BLS", or "CPA"
 * of "Certified Public Accountant (CPA)"; and the letters after the name ("PharmD, BCPS") that the posting
 * names, which no vocabulary need hold.
 */
export function heldCredentials(reqs: JobRequirements, certifications: readonly string[], postNominals: readonly string[] = []): string[] {
  const out = reqs.skills.map((r) => r.skill).filter((s) => ABBREVIATION_RE.test(s) && postNominals.includes(s));
  for (const line of certifications.filter(holdsCredential)) {
    for (const m of findSkills(line, 'lenient')) {
      if (!reqs.skills.some((r) => r.skill === m.skill)) continue;
      const short = ABBREVIATION_RE.test(m.surface) ? m.surface : (/^\s*\(([A-Z][A-Z0-9-]{1,7})\)/.exec(line.slice(m.end))?.[1] ?? null);
      if (short !== null && !out.includes(short)) out.push(short);
    }
  }
  return out.slice(0, MAX_CREDENTIALS);
}

/**
 * Licences the posting asks for that the certifications hold without an abbreviation, by name ("Oklahoma
 * Journeyman Electrician License" of "… License No. JE-104582 (2019)"); none that `abbreviations` names.
 */
export function heldLicenceNames(reqs: JobRequirements, certifications: readonly string[], abbreviations: readonly string[] = []): string[] {
  const asked = reqs.skills.filter((s) => /licen[cs]e/i.test(s.skill)).map((s) => s.skill);
  if (asked.length === 0) return [];
  return certifications
    .filter((line) => holdsCredential(line) && /licen[cs]e/i.test(line) && !abbreviations.some((a) => line.includes(a)) && findSkills(line, 'lenient').some((m) => asked.includes(m.skill)))
    .map(credentialName)
    .filter((name) => name.length > 0 && name.length <= 60)
    .slice(0, 1);
}

const PAST_IRREGULAR = new Set(['led', 'built', 'ran', 'cut', 'won', 'grew', 'drove', 'wrote', 'made', 'sold', 'taught', 'oversaw', 'brought', 'kept', 'held', 'set', 'rebuilt', 'began', 'took', 'gave', 'saw', 'found', 'met', 'beat', 'shipped']);

function opensInPast(statement: string): boolean {
  const first = (statement.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return first.endsWith('ed') || PAST_IRREGULAR.has(first);
}

/**
 * A number that says what changed (a share, "from 9 to 5", "fell", "zero errors", "400 students used
 * it"), which a reader weighs above a count of what was handled ("300+ orders per shift"). Money is an
 * outcome with a word of gain or value ("saved $1.2M", "$38K in first-year value"), not as a size ("four
 * projects ($2–9M each)").
 */
const OUTCOME_RE =
  /\d+(?:\.\d+)?\s?%|\bfrom\s+\$?\d[\d,.]*\S*\s+(?:\S+\s+)?to\s+\$?\d|\b(?:fell|rose|dropped|cut|cutting|doubl(?:ed|ing)|reduc(?:ed|ing)|lower(?:ed|ing)|increas(?:ed|ing)|grew|sav(?:ed|ing)|improv(?:ed|ing)|shortened|zero|stayed|within goal|adopted|used (?:it|them))\b|\$\s?\d[^.;]*\b(?:revenue|sales|savings|value|bookings|pipeline|ARR|under (?:its )?budget)\b|\b(?:generated|closed|won|booked|sold|raised)\b[^.;]*\$\s?\d/i;

/** Titles of an early job ("Apprentice Electrician", "Pharmacy Intern", "Maintenance Helper"). */
const EARLY_TITLE_RE = /\b(?:intern|internship|apprentice|helper|trainee)\b/i;

/** What the current role weighs over an older one with a result as good: it is what the reader asks about first. */
const CURRENT_ROLE_WEIGHT = 3;
/**
 * An outcome comes before any count, however much of the job the count names: a summary's result is a
 * result. One measured (a share, "from 9 to 5") before one only told ("$38K in first-year value").
 */
const OUTCOME_WEIGHT = 100;
// "from 14 hours to under 5 minutes": a bound word may stand before the second number.
const MEASURED_RE = /\d+(?:\.\d+)?\s?%|\bfrom\s+\$?\d[\d,.]*\S*\s+(?:\S+\s+)?to\s+(?:under\s+|over\s+|about\s+|nearly\s+|less than\s+|more than\s+)?\$?\d/;

function outcomeWeight(text: string): number {
  if (!OUTCOME_RE.test(text)) return 0;
  return MEASURED_RE.test(text) ? OUTCOME_WEIGHT : OUTCOME_WEIGHT / 2;
}

/** A statement that opens in the present tense with an action verb ("Coordinate …", "Run …"). */
function opensInPresent(statement: string): boolean {
  const first = (statement.split(/\s+/)[0] ?? '').replace(/[^A-Za-z]/g, '');
  return !opensInPast(statement) && !/ing$/i.test(first) && isActionVerb(first.toLowerCase());
}

/** A rank that describes a client or an employer ("a top 25 retail company", "Fortune 500 clients"), not the person's result. */
const CLIENT_RANK_RE = /\b(?:top|fortune|no\.|#)[\s-]*\d[\d,]*\b/gi;

/** A number that is a result (a share, money, a count), not only a year or a client's rank. */
function statesResult(statement: string): boolean {
  const text = statement.replace(CLIENT_RANK_RE, '');
  return /\d+(?:\.\d+)?\s?%|\$\s?\d|\bfrom\s+\$?\d[\d,.]*\s*\S*\s+to\s+\$?\d/.test(text) || /(?<![\d/])(?!(?:19|20)\d\d\b)\d[\d,.]*\b/.test(text);
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
  /** The project it comes from, when it is a project's (a student's best work is often one). */
  readonly project?: string;
  /** Set when the statement states no number: what the person does (`bestScope`), not a result. */
  readonly scope?: true;
}

/**
 * The parts of a statement that can stand as a result in the past tense: the statement itself, or, for one
 * in the present tense ("Own the month-end close …; shortened the close from 9 to 5 days"), its later
 * clause that opens with a past-tense verb, as the user wrote it.
 */
function pastTenseParts(statement: string): string[] {
  if (opensInPast(statement)) return [statement];
  const clauses = statement.split(/;\s+|,\s+and\s+/).slice(1);
  return clauses.filter((c) => (opensInPast(c) || finishedResult(c)) && words(c) >= 4).map((c) => `${c.charAt(0).toUpperCase()}${c.slice(1)}`.trim());
}

/**
 * A clause after a duty that states a change and opens on a verb whose past is its plain form ("cut the referral
 * backlog from 140 to 20 in four months", after "Schedule follow-ups …;"): a finished result, quoted as past. Said of
 * the person with the duty, it read "schedules …; cuts the referral backlog from 140 to 20 in four months".
 */
function finishedResult(clause: string): boolean {
  const verb = /^\p{Ll}+/u.exec(clause)?.[0];
  return verb !== undefined && OUTCOME_RE.test(clause) && presentPerfect(verb) !== null;
}

/**
 * What the summary may quote of one statement: its past-tense parts, and for a current role's statement in
 * the present tense that states an outcome, the statement itself, to be said of the person (`present`).
 */
function quotableParts(statement: string, current: boolean): { text: string; present: boolean }[] {
  const parts = pastTenseParts(statement).map((text) => ({ text, present: false }));
  // A duty in the present ("Support 46 residents") is a scope, not a result: only one with an outcome, and not when
  // its outcome is a finished result of its own after the duty (that is quoted alone, in the past).
  if (!current || !opensInPresent(statement) || !OUTCOME_RE.test(statement)) return parts;
  if (parts.some((p) => OUTCOME_RE.test(p.text))) return parts;
  return [{ text: statement, present: true }, ...parts];
}

/**
 * The statement the summary quotes: a past-tense statement (or a present one's past-tense result clause),
 * or a current role's statement in the present said of the person ("coordinates bed placement …,
 * reducing … by 14%"), with a result number; the one that shows the job's asks best, an outcome (a share,
 * money, a change) before a count, the current role before older ones, the latest role first on ties.
 */
export function bestResult(resume: StructuredResume, relevance: (statement: string) => number, withProjects = false): ResultFact | null {
  const candidates: { fact: ResultFact; present: boolean; score: number; order: number }[] = [];
  // A student's projects compete with their part-time jobs; a career's roles speak for it alone.
  const sources = [
    // An early job a career has grown past (an apprentice's hours, an intern's duties) gives no count as the
    // summary's result: only an outcome (a recruiter's read: an electrician of 12 years summed up by his
    // apprenticeship's "8,000 on-the-job hours").
    ...resume.experience.map((e, i) => ({ bullets: e.bullets, employer: e.employer, project: undefined as string | undefined, current: e.endDate === 'Present', early: i > 0 && EARLY_TITLE_RE.test(e.title) })),
    ...(withProjects ? resume.projects.map((p) => ({ bullets: p.bullets, employer: '', project: p.name.split(/\s+\|\s+/)[0]?.trim() || undefined, current: false, early: false })) : []),
  ];
  for (const e of sources) {
    for (const b of e.bullets) {
      if (words(b) > MAX_RESULT_WORDS || b.length > MAX_RESULT_CHARS || isAssistStatement(b) || /\b(?:I|my|our|we)\b/i.test(b)) continue;
      for (const part of quotableParts(b, e.current)) {
        if (!statesResult(part.text) || (e.early && outcomeWeight(part.text) === 0)) continue;
        const score = relevance(b) + outcomeWeight(part.text) + (e.current ? CURRENT_ROLE_WEIGHT : 0);
        const fact = { statement: part.text.trim(), source: b.trim(), employer: e.employer, ...(e.project ? { project: e.project } : {}) };
        candidates.push({ fact, present: part.present, score, order: candidates.length });
      }
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  // Said of the person only for the one quoted (the tagger is the costly part); one it cannot say is passed over.
  for (const c of candidates) {
    if (!c.present) return c.fact;
    const said = inThirdPerson(c.fact.statement);
    if (said) return { ...c.fact, statement: said };
  }
  return null;
}

/** Words a scope statement is kept within: a summary's second sentence, not a paragraph. */
const MAX_SCOPE_WORDS = 22;

/**
 * With no result to quote, the statement that shows the job's asks best, from the latest role that has one:
 * in the past tense as written ("Designed and implemented deep learning models for natural language
 * processing tasks"), or a current role's present-tense duty said of the person ("leads a team of …").
 * What the person does, in their own words, is the summary's second sentence (a recruiter's read: "Machine
 * learning engineer with 5 years of experience, including PyTorch" alone says less than the resume does).
 * Statements that open with an "-ing" word, assist others, or speak in the first person are passed over.
 */
export function bestScope(resume: StructuredResume, relevance: (statement: string) => number): ResultFact | null {
  // The latest two roles: what someone did twenty years ago is not what they do.
  for (const role of resume.experience.slice(0, 2)) {
    if (EARLY_TITLE_RE.test(role.title)) continue;
    const current = role.endDate === 'Present';
    // A present-tense duty is said of the person only with one verb ("Install and troubleshoot …" would need two);
    // a current duty in the "-ing" form ("Developing product strategies and making …") in its plain form, where
    // the second verb it joins with "and" was made plain too.
    const plain = (b: string) => (current && !opensInPast(b) ? plainOfGerunds(b) : null);
    const sayable = (b: string) => {
      if (opensInPast(b)) return true;
      const p = plain(b);
      if (p) return opensInPresent(p.text) && !/\s(?:and|or)\s/i.test(p.text.split(/\sto\s/)[0]?.replace(p.joined ?? '\u0000', '') ?? '');
      return current && opensInPresent(b) && !/\s(?:and|or)\s/i.test(b);
    };
    const ranked = role.bullets
      .map((b, order) => ({ b: b.trim(), order, score: relevance(b) }))
      .filter(({ b, score }) => score > 0 && words(b) <= MAX_SCOPE_WORDS && !isAssistStatement(b) && !/\b(?:I|my|our|we)\b/i.test(b) && sayable(b))
      .sort((x, y) => y.score - x.score || x.order - y.order);
    for (const { b } of ranked) {
      const present = plain(b)?.text ?? b;
      const statement = opensInPast(b) ? b.replace(/[.;,\s]+$/, '') : inThirdPerson(present.replace(/[.;,\s]+$/, ''));
      if (statement) return { statement, source: b, employer: role.employer, scope: true };
    }
  }
  return null;
}

/** "developing" → "develop", by compromise with the word read as a verb; null when it gives none. */
function plainVerb(gerund: string): string | null {
  const doc = nlp(gerund.toLowerCase());
  doc.tag('Gerund');
  const base = doc.verbs().toInfinitive().text().trim();
  return base !== '' && base !== gerund.toLowerCase() && /^\p{Ll}+$/u.test(base) ? base : null;
}

/**
 * A statement that opens with an "-ing" action verb ("Leading cross-functional teams …", "Developing product
 * strategies and making data-driven decisions …") in the plain present ("Lead …", "Develop … and make …"), with
 * the second verb it joins by "and" (`joined`: " and make"); null when it opens otherwise.
 */
function plainOfGerunds(statement: string): { text: string; joined: string | null } | null {
  const first = /^(\p{L}+ing)\s/u.exec(statement)?.[1];
  const base = first ? plainVerb(first) : null;
  // The duty's own verb is an action verb ("Leading", "Developing"); "Working on …" says no more than the role.
  if (!first || !base || !isActionVerb(base)) return null;
  let text = `${base.charAt(0).toUpperCase()}${base.slice(1)}${statement.slice(first.length)}`;
  let joined: string | null = null;
  const second = /\s(and|or)\s(\p{Ll}+ing)\s/u.exec(text.split(/\sto\s/)[0] ?? '');
  const secondBase = second?.[2] ? plainVerb(second[2]) : null;
  if (second && secondBase) {
    joined = ` ${second[1]} ${secondBase}`;
    text = `${text.slice(0, second.index)}${joined}${text.slice(second.index + second[0].length - 1)}`;
  }
  return { text, joined };
}

/** The user's statement that names one of `terms` as written, whole ("Helped the internal audit team complete annual audits"). */
export interface AskStatement {
  /** The ask it names, as the posting words it ("annual audits"). */
  readonly term: string;
  readonly statement: string;
  readonly source: string;
  readonly employer: string;
}

/**
 * For a summary that names none of the job's met asks in the posting's words (`terms`: "annual audits"), a statement
 * of a recent role (`reference`: the month "Present" stands for) that does, past tense and whole, to quote as its last
 * sentence: the recruiter reads the ask in the summary, in the user's own words, no more than they claim ("helped …
 * complete annual audits", never "including annual audits"). Null when the summary names one, or no statement does.
 */
export function askStatement(resume: StructuredResume, terms: readonly string[], summary: string, quoted: string | null, reference: MonthIndexed | null): AskStatement | null {
  const patterns = terms.map((t) => new RegExp(`(?<![\\p{L}\\d])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'iu'));
  const named = (text: string) => patterns.findIndex((p) => p.test(text));
  const names = (text: string) => named(text) >= 0;
  if (terms.length === 0 || names(summary)) return null;
  for (const role of recentRoles(resume.experience, reference)) {
    for (const b of role.bullets) {
      if (b === quoted || !opensInPast(b) || words(b) > MAX_SCOPE_WORDS || /\b(?:I|my|our|we)\b/i.test(b) || !names(b)) continue;
      return { term: (terms[named(b)] ?? '').toLowerCase(), statement: b.trim().replace(/[.;,\s]+$/, ''), source: b, employer: role.employer };
    }
  }
  return null;
}

/** A statement's first clause when it carries the point on its own ("Ran cycle counts for 42,000 SKUs"). */
function trimmed(statement: string): string {
  const clause = statement.split(/;\s+|\s+[—–]\s+/)[0]?.trim() ?? statement;
  const text = words(clause) >= 4 ? clause : statement;
  return text.trim().replace(/[.;,]+$/, '');
}

/** A statement that ends on a word a phrase cannot end with ("… using", "… and the"): cut off by the layout. */
function cutOff(statement: string): boolean {
  return /\b(?:using|with|and|or|of|to|for|in|into|on|at|by|from|the|a|an|including|such as)$/i.test(statement.trim());
}

/** How long ago a role may have ended and still give a key qualification: the years a recruiter reads as current. */
const RECENT_YEARS = 10;

/** True when a role ended more than RECENT_YEARS before `reference` (one whose end is unknown has not). */
function endedLongAgo(role: ExperienceEntry, reference: MonthIndexed | null): boolean {
  const end = reference && role.endDate ? parseDatePoint(role.endDate) : null;
  const index = end && reference ? monthIndex(end, 12, reference) : null;
  return index !== null && reference !== null && reference.index - index > RECENT_YEARS * 12;
}

/**
 * The roles key qualifications are picked from: those of the last RECENT_YEARS when the resume has any ("Implemented
 * scalable back-end services using Java and SQL" of 1999–2002 is no key qualification of a product manager of today).
 */
function recentRoles(experience: readonly ExperienceEntry[], reference: MonthIndexed | null): readonly ExperienceEntry[] {
  const recent = experience.filter((e) => !endedLongAgo(e, reference));
  return recent.length > 0 ? recent : experience;
}

/**
 * Key qualifications: the statements that show the most of the job's asks (one per role first, none the
 * summary already quotes), of the recent roles (`reference`: the month "Present" stands for), each whole or cut to
 * its first clause, as the tailored resume words it (`wording`: a statement whose opening verb was strengthened is
 * quoted so, as its line below reads); no other word is the engine's.
 */
export function keyQualifications(
  resume: StructuredResume,
  relevance: (statement: string) => number,
  quoted: string | null,
  wording: (statement: string) => string = (s) => s,
  reference: MonthIndexed | null = null,
  titleOnly: (statement: string) => boolean = () => false,
): string[] {
  // Roles first, then projects (each a "role" of its own for the one-each pass).
  const roles = recentRoles(resume.experience, reference);
  const latest = Math.max(0, roles.findIndex((e) => e.endDate === 'Present'));
  const sources = [...roles.map((e) => e.bullets), ...resume.projects.map((p) => p.bullets)];
  // A statement the job's title alone ties to it (no ask) speaks to the job only as what the person does now, or chose to
  // build: in an older role the word is someone else's ("… under pharmacist supervision", "… for four account executives")
  // or in another sense ("… protecting data integrity" for a data engineer).
  const tied = (b: string, role: number) => role === latest || role >= roles.length || !titleOnly(b);
  const scored = sources.flatMap((bullets, role) =>
    bullets.filter((b) => b.length <= MAX_RESULT_CHARS && tied(b, role)).map((b, i) => ({ text: trimmed(wording(b)), role, i, score: relevance(b), raw: b })),
  );
  // A statement cut off mid-phrase ("… a backend system using", a line the resume's layout broke) is no
  // qualification to quote.
  const usable = scored.filter((s) => s.score > 0 && s.raw !== quoted && !isAssistStatement(s.raw) && !cutOff(s.raw) && words(s.text) <= MAX_QUALIFICATION_WORDS);
  usable.sort((a, b) => b.score - a.score || a.role - b.role || a.i - b.i);
  const out: string[] = [];
  const rolesPicked = new Set<number>();
  // "Utilizing Docker and Kubernetes …" then "Successfully deployed solutions using Docker and Kubernetes": a
  // statement that names only skills the picked ones already name, in much the same words, says nothing new
  // in a four-line list ("Own the billing and payments queue: refunds, …" beside "Handled 70+ calls on
  // billing …" does).
  const named = new Set<string>();
  const picked: string[][] = [];
  const skillsOf = (text: string) => new Set(findSkills(text, 'strict').map((m) => m.skill));
  const restates = (text: string) => {
    const stems = [...new Set(contentStems(text))];
    return picked.some((p) => stems.filter((w) => p.includes(w)).length * 3 >= stems.length);
  };
  for (const pass of [0, 1]) {
    for (const s of usable) {
      if (out.length >= MAX_QUALIFICATIONS) break;
      if (out.includes(s.text) || (pass === 0 && rolesPicked.has(s.role))) continue;
      const skills = skillsOf(s.text);
      if (skills.size > 0 && [...skills].every((k) => named.has(k)) && restates(s.text)) continue;
      rolesPicked.add(s.role);
      out.push(s.text);
      picked.push(contentStems(s.text));
      for (const k of skills) named.add(k);
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

/** How far the role dates must run past the resume's own figure before that figure reads as out of date. */
const OUTGROWN_BY_YEARS = 3;

/**
 * True when the resume's own years figure is older than its role dates: they add up to at least
 * OUTGROWN_BY_YEARS more ("3 years of experience" above roles from Feb 2015 to now, 11 years). A figure
 * within that of the dates is the user's own way of counting (a first part-time role left out) and stays.
 */
export function outgrownYears(statedYears: number, datedYears: number): boolean {
  return statedYears > 0 && datedYears >= statedYears + OUTGROWN_BY_YEARS;
}

/** The years a summary or a profile's headline says of a working person, and the figure of theirs it replaced. */
export interface YearsToSay {
  readonly years: number | null;
  /** The user's own "over" or "+", kept with their own figure. */
  readonly atLeast?: 'over' | '+';
  /** What the user's own figure counts, in their words. */
  readonly scope?: string;
  /** The user's own figure, when their role dates have outgrown it (`outgrownYears`); null otherwise. */
  readonly outgrown: number | null;
}

/**
 * The resume's own figure when it states one (what the user wrote, and never more than they claim), else the years the
 * role dates add up to (`computedYears`). A figure the dates of the summary's own line of work (`title`) have outgrown
 * ("three years of experience" above Accountant roles from May 2019, a summary written long ago) is not repeated: the
 * recruiter reads the dates beside it, so the years of those roles are said instead. A figure of years in the title's own
 * field ("over 3 years in DevOps" of a DevOps engineer) reads as the whole career's: beside role dates that add up to far
 * more, those are said. A figure that counts only part of a longer career ("5 years" as a machine learning engineer after
 * years as a data scientist) is the user's own count and stays.
 */
export function yearsToSay(resume: StructuredResume, reference: MonthIndexed | null, stated: StatedYears | null, computedYears: number, title: string): YearsToSay {
  const lineYears = stated !== null ? computedExperienceYears(resume, reference, (e) => inLineOf(e.title, title)) : 0;
  const lineOutgrown = stated !== null && outgrownYears(stated.years, lineYears);
  const careerOutgrown = !lineOutgrown && stated?.scope !== undefined && scopeInTitle(stated.scope, title) && outgrownYears(stated.years, computedYears);
  const outgrown = stated !== null && (lineOutgrown || careerOutgrown) ? stated.years : null;
  // With no figure of the user's, the years of the roles in the summary title's field ("Sales development
  // representative who has 6 years" counted four as a barista, a recruiter's read), else the career's.
  const fieldYears = stated === null ? computedExperienceYears(resume, reference, (e) => inFieldOf(e.title, title)) : 0;
  const years = ((outgrown === null ? stated?.years : careerOutgrown ? computedYears : lineYears) ?? (fieldYears > 0 ? Math.min(fieldYears, computedYears || fieldYears) : computedYears)) || null;
  const own = outgrown === null && stated !== null && stated.years === years;
  return { years, outgrown, ...(own && stated.atLeast ? { atLeast: stated.atLeast } : {}), ...(own && stated.scope !== undefined ? { scope: stated.scope } : {}) };
}

/** Words of a title that say its level, not its line of work. */
const LEVEL_WORD_RE = /^(?:senior|sr|junior|jr|lead|principal|staff|chief|head|associate|assistant|certified|i|ii|iii|iv)$/;

/**
 * True when a role's title is in the line of work the summary's title names: every word of the summary's
 * title but its level ("Senior backend developer") stands in the role's ("Backend Developer"; "Certified
 * Public Accountant" for "Accountant").
 */
export function inLineOf(roleTitle: string, summaryTitle: string): boolean {
  const wordsOf = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && !LEVEL_WORD_RE.test(w));
  const role = new Set(wordsOf(roleTitle));
  const line = wordsOf(summaryTitle);
  return line.length > 0 && line.every((w) => role.has(w));
}

/**
 * True when a role is in the field of the summary's title: in its line of work (`inLineOf`), or sharing a word of
 * it but its level ("Apprentice Electrician" and "Electrician", "Warehouse Associate" and "Warehouse supervisor"); a
 * barista's or a server's years are not a sales rep's or a shift manager's.
 */
function inFieldOf(roleTitle: string, summaryTitle: string): boolean {
  if (inLineOf(roleTitle, summaryTitle)) return true;
  const wordsOf = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !LEVEL_WORD_RE.test(w) && !GENERIC_TITLE_WORD_RE.test(w));
  const line = new Set(wordsOf(summaryTitle));
  return wordsOf(roleTitle).some((w) => line.has(w));
}

/** Words of a title that name no field ("Manager", "Representative"): "Shift Manager" and "Store Manager" are not one field. */
const GENERIC_TITLE_WORD_RE = /^(?:manager|representative|specialist|coordinator|assistant|associate|officer|consultant|executive|director|administrator|team|member|staff|worker|and|the|of)$/;

/** Ranks a summary keeps when it leads with the user's own words ("Senior", "Lead"). */
const RANK_RE = /^(?:senior|sr\.?|lead|principal|chief|head|executive|journeyman|journeywoman|master)\s+(?=\S)/i;
/** A licensed grade ("Journeyman electrician"): earned after the apprenticeship, so it is said only of its own years. */
const LICENSED_GRADE_RE = /^(?:journeyman|journeywoman|master)\s+(?=\S)/i;

/**
 * The title the summary leads with when it states the career's years: "Journeyman electrician with 12
 * years" claims 12 years as a journeyman, so when the roles under that title cover less (`tenure`, two
 * years' grace) the grade goes ("Electrician with 12 years of experience"). "Senior" stays: it is read as
 * the current level, not the length of it.
 */
export function leadForYears(title: string, years: number | null, tenure: number): string {
  if (years === null || tenure >= years - 2 || !LICENSED_GRADE_RE.test(title)) return title;
  const bare = title.replace(LICENSED_GRADE_RE, '');
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`;
}

const SELF_DESCRIPTION_RE = /^((?:[\p{L}][\p{L}\d/&'-]*)(?:\s+(?:\([^()]{1,40}\)|[\p{L}][\p{L}\d/&'-]*)){0,6})\s+with\s+(?:\w+\s+){0,2}(?:\d{1,2}\+?|[a-z]+)\s+years?\b/iu;

/**
 * What the user's own summary calls them ("Senior accountant with ten years …" → "Senior accountant";
 * "Compassionate registered nurse with …" → "Registered nurse"): their words about their own career, which
 * the tailored summary leads with rather than the latest job title, unless it drops a rank the title has
 * ("Senior"); null when the summary opens otherwise.
 */
export function ownDescription(summary: string, title: string): string | null {
  let phrase = SELF_DESCRIPTION_RE.exec(summary.trim())?.[1]?.trim() ?? '';
  // Praise before the title is no part of what the user is ("Compassionate", "Highly skilled", "Backend-focused").
  phrase = phrase.replace(SELF_PRAISE_RE, '');
  if (phrase === '' || /^(?:i|my|we|our|a|an|the)\b/i.test(phrase) || !hasTitleWord(phrase)) return null;
  const rank = RANK_RE.exec(title)?.[0]?.trim().toLowerCase();
  if (rank && !phrase.toLowerCase().split(/\s+/).includes(rank)) return null;
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

/** A title that names a credential held ("Certified Public Accountant", "Registered Nurse", "Chartered Surveyor"). */
const CREDENTIAL_TITLE_RE = /^(?:certified|chartered|registered|licensed|board[- ]certified)\s+\S/i;

/**
 * The title the summary leads with: the user's own description of themselves (`own`), unless their latest title
 * (`lead`) is that same line of work with a credential ("Certified Public Accountant" where the summary says
 * "Accountant"): the credential is what a recruiter reads first, and the title is the user's own words too.
 */
export function credentialLead(own: string | null, lead: string): string | null {
  if (own === null || !CREDENTIAL_TITLE_RE.test(lead) || CREDENTIAL_TITLE_RE.test(own)) return own;
  return inLineOf(lead, own) ? lead : own;
}

/** The role a summary speaks from: the current one, else the first listed. */
export function latestRole(experience: readonly ExperienceEntry[]): ExperienceEntry | undefined {
  return experience.find((e) => e.endDate === 'Present') ?? experience[0];
}

/**
 * What a summary leads with when no studies do: the latest title up to its first comma or bracket, else a short
 * headline ("" when neither fits). The tailored summary and a letter's years both read the line of work from it.
 */
export function titleLead(resume: StructuredResume): string {
  // A grade within a title ("Software Engineer II", "Analyst 3") is the employer's ladder, not who the person is: "Software
  // engineer II with 6 years of experience" reads oddly in a sentence.
  const title = (latestRole(resume.experience)?.title ?? '').split(/\s*[,(|–—]\s*/)[0]?.trim().replace(/\s+(?:I{1,3}|IV|V|[1-5])$/, '') ?? '';
  return title && title.length <= 60 ? title : resume.headline.length <= 60 ? resume.headline : '';
}
