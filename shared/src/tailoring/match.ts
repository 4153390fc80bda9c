/**
 * Match stage: each requirement of the job → a match item (met with the resume line that shows it, or a
 * gap). Years of experience with a skill count only the roles whose statements show it (skill-evidence);
 * years in general count the role dates or the resume's own figure; education compares degree levels.
 */
import { computedExperienceYears, referenceMonth, statedExperienceYears, type StatedYears } from '../resume/experience-years';
import { datePointsIn, monthIndex, type MonthIndexed } from '../resume/dates';
import { DEGREE_LEVEL_RANK, degreeLevelOf, type DegreeLevel } from '../resume/lexicon';
import type { EducationEntry, ExperienceEntry, StructuredResume } from '../resume/types';
import { contentStems, roleRoot, sameRoot, stemWord } from './concepts';
import { isAcronym, skillEntry } from './skill-index';
import { canonicalSkill, findSkills, skillField, skillKey } from './skill-matcher';
import { factualText, readableResumeText, skillSearchText, type ResumeAnalysis } from './analysis';
import { isAspiration } from '../text/aspiration';
import { holdsCredential } from '../resume/credential-name';
import type { EducationRequirement, JobRequirements, SkillRequirement } from './job-requirements';
import { roleYearsAsk, type RoleYearsAsk } from './requirements-years';
import { degreeFieldFit, type FieldFit } from './requirements-education';
import type { MatchItem } from './report-types';
import { rolesShowing } from './skill-evidence';
import { escapeRegExp } from '../text/regexp';
import { isActionVerb } from '../resume/verbs';
import { rememberedForLongTexts } from '../text/recent-texts';
import { impliedParents } from './skills-vocabulary';

export interface RequirementMatch {
  readonly items: MatchItem[];
  /** Requirement skill → met. */
  readonly skillStatus: Map<string, boolean>;
  /** 0-1 or null (the job states no such requirement). */
  readonly yearsValue: number | null;
  readonly educationValue: number | null;
  readonly candidateYears: number | null;
  readonly computedYears: number;
  readonly stated: StatedYears | null;
}

/** How a degree level is named in a match item. */
export const DEGREE_LEVEL_LABEL: Record<DegreeLevel, string> = {
  none: 'No degree',
  'high-school': 'High school diploma',
  certificate: 'Certificate or diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

/** One education entry as the match reads it: level, field fit, whether it is held yet. */
interface DegreeReading {
  readonly level: DegreeLevel;
  readonly line: string;
  readonly degree: string;
  readonly fit: FieldFit;
  /** null when held; else why not ("expected Jun 2027"). */
  readonly notHeld: string | null;
}

/** "Expected Jun 2027", "in progress", "2022 – Present": a degree the resume does not show as finished. */
function notHeldReason(ed: EducationEntry, reference: MonthIndexed | null): string | null {
  const text = `${ed.degree} ${ed.dates}`;
  if (!/\b(?:expected|anticipated|in progress|candidate|pursuing|present|current)\b/i.test(text)) return null;
  const last = datePointsIn(ed.dates).at(-1);
  const month = last ? monthIndex(last, 5, null) : null;
  const dated = ed.dates.replace(/^expected\s+/i, '').trim();
  if (month !== null && reference && month > reference.index) return `expected ${dated}, not yet completed`;
  return /\bexpected|anticipated\b/i.test(text) && dated ? `listed as expected (${dated}), not as completed` : 'listed as in progress, not as completed';
}

/** Each degree of the resume, read against the requirement's field. */
function readDegrees(resume: StructuredResume, field: string | null, reference: MonthIndexed | null): DegreeReading[] {
  const out: DegreeReading[] = [];
  for (const ed of resume.education) {
    const level = degreeLevelOf(ed.degree) ?? degreeLevelOf(ed.details.join(' '));
    if (!level) continue;
    const majors = ed.details.filter((d) => /\b(?:major|concentration|specialization|field of study)\b/i.test(d));
    const line = [ed.degree, ed.institution, ed.dates].filter(Boolean).join(' | ');
    out.push({ level, line, degree: ed.degree, fit: degreeFieldFit(field, [ed.degree, ...majors].join(' ')), notHeld: notHeldReason(ed, reference) });
  }
  return out;
}

/** Higher is a better answer to the requirement: held, at the level, in the field; then the higher level. */
function degreeScore(d: DegreeReading, wanted: DegreeLevel): number {
  const levelOk = DEGREE_LEVEL_RANK[d.level] >= DEGREE_LEVEL_RANK[wanted];
  const fieldOk = d.fit === 'any' || d.fit === 'same' || d.fit === 'related';
  return (d.notHeld ? 0 : 400) + (levelOk ? 200 : 0) + (fieldOk ? 100 : 0) + DEGREE_LEVEL_RANK[d.level];
}

/** Why a degree at the level does not meet the requirement, for the item's note. */
function shortfallNote(d: DegreeReading, e: EducationRequirement): string {
  if (d.notHeld) return `The resume's ${d.degree} is ${d.notHeld}.`;
  if (d.fit === 'unknown') return `The resume's ${d.degree} matches the level, but names no field (${e.field ?? ''} asked).`;
  return `The resume's ${d.degree} matches the level, but not the field (${e.field ?? ''}).`;
}

/**
 * Education: met only by a finished degree at or above the level and in a field the posting names (or a
 * close one when it accepts a "related field"). A degree in another field, or not yet held, is a gap with
 * a note saying so, worth half (the level is there, or equivalent experience is accepted).
 */
function matchEducation(
  resume: StructuredResume,
  e: EducationRequirement,
  candidateYears: number | null,
  reference: MonthIndexed | null,
): { item: MatchItem; value: number } {
  // Of the degrees that answer alike, the one at the level asked is shown ("Bachelor of Science in
  // Accounting" for a bachelor's, not the master's the resume also holds); below the level, the highest.
  const closest = (d: DegreeReading) => (DEGREE_LEVEL_RANK[d.level] >= DEGREE_LEVEL_RANK[e.level] ? -DEGREE_LEVEL_RANK[d.level] : DEGREE_LEVEL_RANK[d.level]);
  const best = readDegrees(resume, e.field, reference).sort((a, b) => degreeScore(b, e.level) - DEGREE_LEVEL_RANK[b.level] - (degreeScore(a, e.level) - DEGREE_LEVEL_RANK[a.level]) || (a.fit === b.fit ? closest(b) - closest(a) : DEGREE_LEVEL_RANK[b.level] - DEGREE_LEVEL_RANK[a.level]))[0];
  const score = best ? degreeScore(best, e.level) : 0;
  const met = score >= 700;
  const levelOnly = !met && best !== undefined && score >= 200 && DEGREE_LEVEL_RANK[best.level] >= DEGREE_LEVEL_RANK[e.level];
  const equivalent = e.orEquivalent && candidateYears !== null && candidateYears >= 4;
  const notes: string[] = [];
  if (levelOnly && best) notes.push(shortfallNote(best, e));
  if (met && best?.fit === 'related') notes.push(`A related field, as the posting accepts.`);
  if (e.orEquivalent && !met) notes.push('The posting accepts equivalent experience.');
  const item: MatchItem = {
    requirement: `${DEGREE_LEVEL_LABEL[e.level]}${e.field ? ` in ${e.field}` : ''}`,
    kind: 'education',
    status: met ? 'met' : 'gap',
    evidence: met && best ? best.line : null,
    required: e.required,
    priority: 3,
    ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
  };
  return { item, value: met ? 1 : levelOnly || equivalent ? 0.5 : 0 };
}

/** A resume's lines read once for terms outside the vocabulary: each line's token key and content stems. */
interface LineKeys {
  readonly text: string;
  /** " a b c ": the line's lower-case tokens between spaces. */
  readonly key: string;
  readonly stems: ReadonlySet<string>;
}

/** A resume line as evidence: without its list marker ("• ", "- ", "* "), which is layout, not the user's words. */
function lineKey(line: string): LineKeys {
  return { text: line.replace(/^\s*[•*·▪–-]\s+/, '').trim(), key: ` ${skillKey(line)} `, stems: new Set(wordRoots(line)) };
}

const DOUBLED_END_RE = /([b-df-hj-np-tv-z])\1$/;
const I_END_RE = /(?<=\p{L}{3})i$/u;

/** Content stems with a verb's inflection undone too ("verified" ~ "verify", "planning" ~ "plan"). */
function wordRoots(text: string): string[] {
  // The patterns are tried only on the stems that can match them (a doubled last letter, a final "i").
  return contentStems(text).map((stem) => {
    const n = stem.length;
    const undoubled = n >= 2 && stem.charCodeAt(n - 1) === stem.charCodeAt(n - 2) ? stem.replace(DOUBLED_END_RE, '$1') : stem;
    return undoubled.endsWith('i') ? undoubled.replace(I_END_RE, 'y') : undoubled;
  });
}

/**
 * The keys of a resume text's lines, as a table filled as lines are read (lineKeysOf): kept for the last
 * few long texts, as normalizeText keeps theirs (a line's keys are a pure function of the line).
 */
const keyedLinesOf = rememberedForLongTexts(() => new Map<string, LineKeys>(), { fromChars: 500, upToChars: 100_000, size: 4 });

/** The lines' keys; a line read before in the same match (`known`) is not read again. */
function lineKeysOf(text: string, known: Map<string, LineKeys>): LineKeys[] {
  return text.split('\n').map((line) => {
    let keys = known.get(line);
    if (keys === undefined) known.set(line, (keys = lineKey(line)));
    return keys;
  });
}

/** Each list of lines' keys as one text ("\n" between), for as long as the list lives: one search per term. */
const joinedKeys = new WeakMap<readonly LineKeys[], { readonly text: string; readonly starts: readonly number[] }>();

/** The first line whose key holds `needle` (" a b ", never a line break), as lines.find would give it. */
function lineWithKey(lines: readonly LineKeys[], needle: string): LineKeys | undefined {
  let joined = joinedKeys.get(lines);
  if (joined === undefined) {
    const starts: number[] = [];
    let at = 0;
    for (const l of lines) {
      starts.push(at);
      at += l.key.length + 1;
    }
    joined = { text: lines.map((l) => l.key).join('\n'), starts };
    joinedKeys.set(lines, joined);
  }
  // Not after a word that negates it: "non-sterile compounding" is no sterile compounding (a recruiter's read).
  let at = joined.text.indexOf(needle);
  while (at >= 0 && /(?:^|\s)(?:non|not|no)$/.test(joined.text.slice(Math.max(0, at - 4), at))) at = joined.text.indexOf(needle, at + 1);
  if (at < 0) return undefined;
  let lo = 0;
  let hi = joined.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((joined.starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lines[lo];
}

/** A contact line: an e-mail or web address ("linkedin.com/in/tomas-ferreira-pe-6f0b8a34" names no PE). */
const CONTACT_LINE_RE = /@|https?:\/\/|www\.|(?<![\w-])[\w-]{1,63}\.(?:com|org|net|io|dev)\//i;

/**
 * The resume's lines as evidence for the posting's own terms: no contact line, and the first line (the
 * name, with a credential after it: "Priya Raman, PharmD, BCPS") last, after the lines that say where the
 * credential or skill comes from ("Board Certified Pharmacotherapy Specialist (BCPS) — 2021").
 */
function evidenceLines(text: string, known: Map<string, LineKeys>): LineKeys[] {
  const lines = lineKeysOf(text, known).filter((l) => !CONTACT_LINE_RE.test(l.text));
  const first = lines.findIndex((l) => l.text !== '');
  return first < 0 ? lines : [...lines.slice(first + 1), ...lines.slice(0, first + 1)];
}

/**
 * The resume line that shows a term outside the vocabulary: its words in sequence, else all its content
 * words in one line, singular or plural, in any order ("valve design" in "designed pumps and valves");
 * "Pastry or bread": either alternative; "SKUs": the acronym in the singular too.
 */
/** Words that say what kind of credential a term is, not which. */
const CREDENTIAL_KIND_STEMS = new Set(wordRoots('certification certificate certified license licence credential'));

/** An ask for a credential ("EIT or P.E. license", "PCCN certification"). */
const CREDENTIAL_ASK_RE = /\b(?:licen[cs]e[ds]?|certifi(?:cation|cate|ed)s?|credentials?)\b/i;

function phraseEvidence(lines: readonly LineKeys[], term: string): string | null {
  const alternatives = term.split(/\s+or\s+/i);
  if (alternatives.length > 1) {
    // "Pump or valve design" is pump design or valve design: a one-word side is tried with the last side's
    // last word first ("Designed … centrifugal pumps"), then alone ("Lakeshore Pump & Valve" names no design).
    const tail = alternatives.at(-1)?.trim().split(/\s+/) ?? [];
    const shared = tail.length > 1 ? ` ${tail.at(-1)}` : '';
    for (const alternative of alternatives) {
      const line = (shared && !/\s/.test(alternative.trim()) ? phraseEvidence(lines, `${alternative.trim()}${shared}`) : null) ?? phraseEvidence(lines, alternative);
      if (line !== null) return line;
    }
    return null;
  }
  const key = skillKey(term);
  if (key === '') return null;
  const exact = lineWithKey(lines, ` ${key} `);
  if (exact !== undefined) return exact.text;
  // "SKUs" is shown by "a 24-SKU line": an acronym's plural by its singular.
  if (/^[A-Z]{2,}s$/.test(term)) return lineNaming(lines, term.slice(0, -1));
  // "BCPS certification" is shown by "PharmD, BCPS": the kind of credential is no word the resume must repeat.
  const named = wordRoots(term);
  const wanted = named.filter((w) => !CREDENTIAL_KIND_STEMS.has(w));
  if (wanted.length === 0) return null;
  return lines.find((l) => wanted.every((w) => l.stems.has(w)) && !negatesAny(l, wanted))?.text ?? null;
}

/** True when a wanted word stands in the line only after "non", "not" or "no" ("non-sterile compounding"). */
function negatesAny(line: LineKeys, wanted: readonly string[]): boolean {
  if (!/ (?:non|not|no) /.test(line.key)) return false;
  const negated = new Set(wordRoots([...line.key.matchAll(/ (?:non|not|no) (\S+)/g)].map((m) => m[1] ?? '').join(' ')));
  const plain = new Set(wordRoots(line.key.replace(/ (?:non|not|no) \S+/g, ' ')));
  return wanted.some((w) => negated.has(w) && !plain.has(w));
}

/**
 * The line that shows a phrase by one of the kinds the posting names for it: its last word after the kind,
 * at most two words apart ("core-system replacement (policy, billing, or claims)" in "Delivered the claims
 * portal replacement …").
 */
function kindEvidence(lines: readonly LineKeys[], term: string, kinds: readonly string[]): string | null {
  const head = skillKey(term.split(/\s+/).at(-1) ?? '');
  if (head === '') return null;
  for (const kind of kinds) {
    const k = skillKey(kind);
    if (k === '') continue;
    const re = new RegExp(` ${escapeRegExp(k)} (?:\\S+ ){0,2}${escapeRegExp(head)}s? `);
    const line = lines.find((l) => re.test(l.key));
    if (line !== undefined) return line.text;
  }
  return null;
}

/**
 * Nouns a skill's word may only qualify: information about a thing ("inventory data" is data, not
 * inventory work) and a kind of place ("a teaching hospital" is where one worked, not teaching).
 */
const QUALIFIED_NOUN_RE = /^\s+(?:data|datasets?|reports?|reporting|dashboards?|metrics|records|analytics|extracts?|feeds?|hospitals?|clinics?|cent(?:er|re)s?|facility|facilities|homes?|schools?|institutions?)\b/i;

/**
 * The vocabulary's strict reading of a line. One match remembers its readings: evidence for each of a
 * posting's skills reads the same statements again.
 */
type StrictReading = (line: string) => ReturnType<typeof findSkills>;
function rememberedReading(): StrictReading {
  const readings = new Map<string, ReturnType<typeof findSkills>>();
  return (line) => {
    let found = readings.get(line);
    if (found === undefined) {
      found = findSkills(line, 'strict');
      readings.set(line, found);
    }
    return found;
  };
}

/** True when a line names the skill in the vocabulary's reading. */
function mentions(read: StrictReading, line: string, skill: string): boolean {
  return read(line).some((m) => m.skill === skill);
}

/**
 * True when every mention of the skill in the line is one ordinary word that only qualifies another noun
 * ("point-of-sale and inventory data", "a 400-bed teaching hospital"): the line does not show the skill.
 */
function onlyQualifies(read: StrictReading, line: string, skill: string): boolean {
  const own = read(line).filter((m) => m.skill === skill);
  return own.length > 0 && own.every((m) => /^\p{Ll}+$/u.test(m.surface) && QUALIFIED_NOUN_RE.test(line.slice(m.end)));
}

/** A person's role, as a skill's name may end ("charge nurse", "house supervisor"). */
const ROLE_NOUN_RE = /\b(?:nurse|supervisor|manager|director|officer|coordinator|technician|assistant|specialist|engineer|analyst|lead|chef|cook|pharmacist|physician)s?$/i;

/**
 * True when every mention of the skill in the line is a role the user works with, not the user's own
 * ("Coordinate bed placement with the house supervisor and ED charge nurse"): the line shows someone else's.
 */
function namesCoworker(read: StrictReading, line: string, skill: string): boolean {
  const own = read(line).filter((m) => m.skill === skill);
  return (
    own.length > 0 &&
    own.every((m) => ROLE_NOUN_RE.test(m.surface) && /\b(?:with|alongside)(?:\s+[\p{L}&-]+){0,6}\s*$/iu.test(line.slice(0, m.start).split(/[,;:.]/).at(-1) ?? ''))
  );
}

/** Words that name people or groups of them ("between engineering teams and sales", "among staff"). */
const PEOPLE_RE =
  /\b(?:teams?|departments?|stakeholders?|staff|colleagues|co-?workers|clients?|customers?|patients?|famil(?:y|ies)|parents?|students?|partners?|vendors?|suppliers?|people|members?|employees|leaders(?:hip)?|executives?|management|shifts?|units?|sites?|offices?|groups?|functions?|agencies|providers?|physicians?|nurses?|managers?|engineers?|developers?|designers?|users?)\b/i;

/**
 * True when every mention of a soft skill (the vocabulary's general field) in the line is one lower-case
 * word that names a link between things, not people ("RESTful services for communication between frontend
 * and backend"): a word of the work's own, not the user's skill. "Communication between nursing units" is
 * people's, and shows it.
 */
function linksThings(read: StrictReading, line: string, skill: string): boolean {
  if (skillField(skill) !== 'general') return false;
  const own = read(line).filter((m) => m.skill === skill);
  return (
    own.length > 0 &&
    own.every((m) => {
      const between = /^\s+(?:between|among)\s+([^.;:]{1,80})/i.exec(line.slice(m.end, m.end + 100))?.[1];
      return /^\p{Ll}+$/u.test(m.surface) && between !== undefined && !PEOPLE_RE.test(between);
    })
  );
}

/** The resume's own statements, whole (a hard-wrapped line is no statement): bullets, summary sentences, list items. */
function statementsOf(resume: StructuredResume): string[] {
  return [
    ...resume.experience.flatMap((e) => e.bullets),
    ...resume.projects.flatMap((p) => p.bullets),
    ...resume.summary.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+/).filter((s) => !isAspiration(s)),
    ...resume.skills,
    ...resume.certifications.filter(holdsCredential),
  ].filter((t) => t.trim() !== '');
}

/** True for a skill the vocabulary knows as a credential: a form of it says so ("ACLS certification", "CPA license"). */
function isCredential(skill: string): boolean {
  return skillEntry(skill)?.forms.some((f) => /\b(?:certif|licen[cs])/i.test(f.text)) ?? false;
}

/** The resume's role titles, lower-cased: lines that name a job, not what was done in it. */
function labelLines(resume: StructuredResume): Set<string> {
  return new Set(resume.experience.map((e) => e.title.trim().toLowerCase()).filter((t) => t !== ''));
}

/** The whole statement a (possibly hard-wrapped) evidence line is part of, else the line itself. */
function statementHolding(statements: readonly string[], line: string): string {
  const wanted = squeeze(line);
  const squeezed = squeezedOf(statements);
  const at = squeezed.findIndex((t) => t.includes(wanted));
  return at < 0 ? line : (statements[at] ?? line);
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Each statement with its runs of white space as one space, worked out once per list. */
const squeezedLists = new WeakMap<readonly string[], string[]>();
function squeezedOf(statements: readonly string[]): string[] {
  let squeezed = squeezedLists.get(statements);
  if (squeezed === undefined) {
    squeezed = statements.map(squeeze);
    squeezedLists.set(statements, squeezed);
  }
  return squeezed;
}

/** The line holding a term's words in sequence, as the resume writes them, or null. */
function lineNaming(lines: readonly LineKeys[], term: string): string | null {
  const key = skillKey(term);
  return key === '' ? null : (lineWithKey(lines, ` ${key} `)?.text ?? null);
}

/**
 * The resume line that shows a vocabulary skill: the posting's own name for it where the resume writes
 * that name ("ServSafe" on its certificate line rather than the "HACCP" it is filed with), else the line
 * the vocabulary found, else the posting's words singular or plural ("dashboards" in "Built a
 * dashboard"; not for capitals, whose case the vocabulary already reads). A line that names the skill
 * only as a word qualifying another noun ("inventory data", "teaching hospital") shows nothing; another
 * line may.
 */
function vocabularyEvidence(
  r: SkillRequirement,
  shown: string | null,
  lines: () => LineKeys[],
  statements: () => string[],
  resume: StructuredResume,
  read: StrictReading,
): string | null {
  let found = shown;
  const term = r.jobTerm;
  const showsOther = (t: string) => onlyQualifies(read, t, r.skill) || namesCoworker(read, t, r.skill) || linksThings(read, t, r.skill);
  if (found !== null && showsOther(statementHolding(statements(), found))) {
    found = statements().find((t) => mentions(read, t, r.skill) && !showsOther(t)) ?? null;
  }
  if (found !== null) {
    // A credential is shown by its own line ("Advanced Cardiovascular Life Support (ACLS), American Heart
    // Association — 2024"), not a statement that names it in passing ("… per ACLS protocol").
    const held = isCredential(r.skill) ? resume.certifications.find((c) => c !== found && holdsCredential(c) && mentions(read, c, r.skill)) : undefined;
    if (held !== undefined) return held;
    // "HR Generalist" (a role's title) shows less than "HR generalist with seven years in healthcare and staffing.".
    const labels = labelLines(resume);
    if (labels.has(found.trim().toLowerCase())) found = statements().find((t) => !labels.has(t.trim().toLowerCase()) && mentions(read, t, r.skill) && !onlyQualifies(read, t, r.skill)) ?? found;
  }
  if (found !== null) {
    if (skillKey(term) === skillKey(r.skill) || lineNaming([lineKey(found)], term) !== null) return found;
    return lineNaming(lines(), term) ?? found;
  }
  if (term.length < 4 || isAcronym(term.replace(/s$/, ''))) return null;
  let candidates = lines();
  for (let tries = 0; tries < 3; tries++) {
    const line = phraseEvidence(candidates, term);
    if (line === null || (!readAsLongerSkill(line, term) && !showsOther(statementHolding(statements(), line)))) return line;
    candidates = candidates.filter((l) => l.text !== line);
  }
  return null;
}

/**
 * The line with the skills the vocabulary reads there that hold all the term's words and more blanked
 * ("Coordinate the annual external audit" → "Coordinate the annual" for "audit"): what is left shows the
 * term itself or not.
 */
export function withoutLongerSkills(line: string, term: string): string {
  const wanted = contentStems(term);
  let out = line;
  for (const m of findSkills(line, 'strict')) {
    const stems = contentStems(m.surface);
    if (stems.length > wanted.length && wanted.every((w) => stems.includes(w))) out = out.slice(0, m.start) + ' '.repeat(m.end - m.start) + out.slice(m.end);
  }
  return out;
}

/** True when the vocabulary reads every use of the term's words in the line as a longer skill ("external audit" for "audit"). */
function readAsLongerSkill(line: string, term: string): boolean {
  const left = new Set(wordRoots(withoutLongerSkills(line, term)));
  return !wordRoots(term).every((w) => left.has(w));
}

/** Words of a title that say a level or a kind of contract, not a line of work. */
const LEVEL_STEMS = new Set(['senior', 'junior', 'lead', 'staff', 'principal', 'head', 'chief', 'assistant', 'associate', 'intern', 'trainee', 'year', 'professional', 'related', 'similar', 'industry']);

/** Titles of training rather than practice ("Software Engineering Intern", "Library Student Assistant"). */
const TRAINING_TITLE_RE = /\b(?:intern|internship|co-?op student|student assistant|trainee)\b/i;

/** A job title's role, without its setting: "Registered Nurse - Medical/Surgical Telemetry (Nights)" → "Registered Nurse". */
function roleOfTitle(title: string): string {
  return title.split(/\s[-–—|]\s|[(,]/)[0] ?? title;
}

/**
 * The roles (indexes) whose years count for the job's years: those whose statements or title show the
 * skill the years are asked in, and those whose title shares a word of the line of work with the job's
 * title or the posting's years phrase ("Charge Nurse" for "2+ years of acute-care RN experience" in a
 * "Registered Nurse" job; "Warehouse Supervisor" for "3+ years supervising in a warehouse"). When the
 * posting names no line of work at all, every role counts. Internships and trainee posts never do.
 */
function relevantRoles(resume: StructuredResume, reqs: JobRequirements, analysis: ResumeAnalysis, phrase: string): number[] {
  // A role and its line of work meet by their root: "Developer" for "software development", "Engineer" for "engineering".
  const stems = [...contentStems(roleOfTitle(reqs.title)), ...contentStems(phrase)].filter((s) => !LEVEL_STEMS.has(s) && !/^\d/.test(s));
  const wanted = new Set([...stems, ...stems.map(roleRoot)]);
  const skill = reqs.years?.skill ?? null;
  const showing = new Set(skill ? rolesShowing(resume, analysis.evidence, skill) : []);
  const roleWords = (e: ExperienceEntry) => {
    const words = [...contentStems(e.title), ...contentStems(e.title.replace(/-/g, ' '))];
    return [...words, ...words.map(roleRoot)];
  };
  // An internship or a student job is training, not the years of practice a posting asks for.
  const all = resume.experience.map((_e, i) => i).filter((i) => !TRAINING_TITLE_RE.test(resume.experience[i]?.title ?? ''));
  if (wanted.size === 0 && !skill) return all;
  return all.filter((i) => showing.has(i) || roleWords(resume.experience[i] as ExperienceEntry).some((w) => wanted.has(w)));
}

/** The posting's own words for the years it asks ("2+ years of acute-care RN experience"), or null. */
export function yearsPhrase(text: string, min?: number): string | null {
  const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  // A comma after a compound adjective joins two adjectives of one noun ("in a high-volume, scratch kitchen").
  // So does a list of lines of work that ends in "or" ("in instructional design, training or teaching").
  const all = [...text.matchAll(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\+|-\s*\d{1,2}|\s+to\s+\d{1,2}|plus|or more)?\s*(?:years?|yrs?)\b(?:[^,;.()]|(?<=\p{L}-\p{L}+),(?=\s\p{Ll})|,(?=\s(?:or|and)\s)|,(?=\s[^,;.()\d]{1,40}?,?\s(?:or|and)\s)(?![^;.()]*\b(?:preferred|a plus|desired|ideally|required|years?)\b)){0,80}/giu)];
  // A sentence may name two figures ("8+ years …, including 10 years of …"): the phrase of the one asked.
  const asked = min === undefined ? all[0] : (all.find((m) => Number(m[1]) === min || WORDS.indexOf((m[1] ?? '').toLowerCase()) === min) ?? null);
  const phrase = asked?.[0].trim();
  return phrase && phrase.split(/\s+/).length >= 3 ? phrase : null;
}


/** "… or 2+ years": the part of heldByYears' pattern after the term. */
const OR_YEARS_RE = /\bor\b[^.\n]{0,12}\b\d{1,2}\+?\s*(?:or more\s+)?years?\b/i;

/**
 * A gap the posting offers with the years the resume meets as its alternative ("Completion of a PGY1
 * residency OR 2+ years of hospital pharmacy practice"): not held, so still listed, but no longer a
 * requirement the resume falls short of: a preferred one, with the reason.
 */
function heldByYears(items: MatchItem[], posting: string, years: string): void {
  // Most postings offer no years as an alternative at all: then no term's pattern is tried.
  if (!OR_YEARS_RE.test(posting)) return;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !item.jobTerm || item.alternativeHeld !== undefined || !item.required) continue;
    const term = escapeRegExp(item.jobTerm);
    if (!new RegExp(String.raw`\b${term}\b[^.\n]{0,40}\bor\b[^.\n]{0,12}\b\d{1,2}\+?\s*(?:or more\s+)?years?\b`, 'i').test(posting)) continue;
    items[index] = { ...item, required: false, note: `The posting accepts ${years} instead, which the resume shows.` };
  }
}

/**
 * A gap whose words a statement of the resume holds all the same ("audit" in "Coordinate the annual external
 * audit (schedules, PBC list, walkthroughs)") says so in its note: the reader sees what the resume does show
 * and judges it, where the match reads it as other work (an external audit coordinated, not audit experience).
 */
function notedMentions(items: MatchItem[], statements: readonly string[]): void {
  let roots: ReadonlySet<string>[] | undefined;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || item.note !== undefined || !item.jobTerm || /\sor\s/i.test(item.jobTerm)) continue;
    const wanted = wordRoots(item.jobTerm).filter((w) => !CREDENTIAL_KIND_STEMS.has(w));
    if (wanted.length === 0) continue;
    // Each statement's roots are read once, for the first gap that asks.
    roots ??= statements.map((t) => new Set(wordRoots(t)));
    const at = roots.findIndex((r) => wanted.every((w) => r.has(w)));
    const shown = at < 0 ? undefined : statements[at];
    if (shown !== undefined) items[index] = { ...item, note: `The resume names ${item.jobTerm} only in “${shown.trim()}”, which does not show it as the posting asks.` };
  }
}

/**
 * Evidence from the summary gives way to a statement of a role or project, a skills line or a certificate that
 * shows the same ask: the tailoring rewrites the summary, so the report points at a line the tailored resume
 * still holds (a recruiter's read: "Train and schedule cooks <= Executive sous chef with 13 years …" beside a
 * resume whose summary no longer says it, and whose "Train line cooks on every station" does).
 */
function beyondSummaryEvidence(items: MatchItem[], resume: StructuredResume, read: StrictReading): void {
  const summary = squeeze(resume.summary);
  if (summary === '') return;
  const kept = [...resume.experience.flatMap((e) => e.bullets), ...resume.projects.flatMap((p) => p.bullets), ...resume.skills, ...resume.certifications].filter((t) => t.trim() !== '');
  let lines: LineKeys[] | undefined;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'met' || item.evidence === null || !summary.includes(squeeze(item.evidence))) continue;
    const named = kept.find((t) => mentions(read, t, item.requirement) && !onlyQualifies(read, t, item.requirement));
    const phrased = named ?? (item.jobTerm ? phraseEvidence((lines ??= kept.map(lineKey)), item.jobTerm) : null);
    if (phrased) items[index] = { ...item, evidence: phrased };
  }
}

/**
 * Evidence read off a hard-wrapped line ("Run the pharmacy-to-dose vancomycin …; 92% of vancomycin") is
 * shown as the whole statement it is part of, as the user wrote it.
 */
function wholeStatementEvidence(items: MatchItem[], statements: readonly string[]): void {
  const squeezed = squeezedOf(statements);
  for (const [index, item] of items.entries()) {
    if (item.status !== 'met' || item.evidence === null || item.kind !== 'skill') continue;
    // A wrapped line opens or ends its statement and is a phrase of words, not a skills-list item ("R").
    const line = squeeze(item.evidence);
    if (line.split(' ').length < 4) continue;
    const whole = statements.find((t, i) => t !== item.evidence && (squeezed[i]?.startsWith(line) === true || squeezed[i]?.endsWith(line) === true));
    if (whole !== undefined) items[index] = { ...item, evidence: whole };
  }
}

/**
 * A gap the posting offers with an alternative the resume shows is met by it: "3+ years supervising in a
 * warehouse or distribution center" for a warehouse supervisor, "Spanish or another second language" for a
 * resume with Cantonese. The alternative's own line is the evidence.
 */
/**
 * The roles that count toward a years requirement, as a reader checks them: "About 5 years as Shipping and
 * Receiving Supervisor, Sierra Crest Distribution, from Jan 2021" (three roles named at most).
 */
function yearsEvidence(roles: readonly ExperienceEntry[], years: number, oldest: ExperienceEntry): string {
  const named = roles.slice(0, 3).map((e) => [e.title, e.employer].filter((x) => x.trim() !== '').join(', '));
  const more = roles.length > 3 ? ` and ${roles.length - 3} more` : '';
  return `About ${years} ${years === 1 ? 'year' : 'years'} as ${named.join('; ')}${more}, from ${oldest.startDate || oldest.dates}`;
}

/** The titles a years phrase counts in ("as a General Manager or Assistant General Manager in …"), or none. */
function titlesNamedIn(phrase: string): string[] {
  const named = /\bas\s+(?:an?\s+)?((?:[\p{Lu}][\p{L}&/-]*\s*)+(?:\s*(?:,|or|and|\/)\s*(?:an?\s+)?(?:[\p{Lu}][\p{L}&/-]*\s*)+)*)/u.exec(phrase)?.[1] ?? '';
  return named.split(/\s*(?:,|\bor\b|\band\b|\/)\s*/).map((t) => t.replace(/^an?\s+/i, '').trim()).filter((t) => t !== '' && hasTitleWordIn(t));
}

/** True when a phrase names a role ("General Manager", "HR Business Partner"): its last word is a title's. */
function hasTitleWordIn(text: string): boolean {
  return /(?:manager|director|partner|lead|supervisor|engineer|developer|analyst|nurse|accountant|representative|specialist|coordinator|assistant|associate|officer|technician|designer|consultant|administrator|executive|teacher|paralegal|architect|scientist|pharmacist|therapist|planner|buyer|recruiter|controller|chef|electrician)s?$/i.test(text.trim());
}

/** The indexes of the roles whose title holds every word of one of `titles`, internships aside. */
function titledRoles(resume: StructuredResume, titles: readonly string[]): number[] {
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !/^(?:of|and|the|an?)$/.test(w));
  return resume.experience
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => !TRAINING_TITLE_RE.test(e.title) && titles.some((t) => words(t).every((w) => words(e.title).some((r) => sameRoot(w, r, 5)))))
    .map(({ i }) => i);
}

/**
 * The years a posting asks in a role of its own within its years ("including at least 2 years as an HR Business
 * Partner"): counted only in the roles whose title names that role, every word of it ("HR Generalist" is no HR
 * Business Partner; "Shift Lead" is a lead role). It was met by any role of the line before (a recruiter's read).
 */
function roleYearsItem(resume: StructuredResume, reference: MonthIndexed | null, ask: RoleYearsAsk, required: boolean): MatchItem {
  const held = titledRoles(resume, ask.titles);
  const roles = held.map((i) => resume.experience[i]).filter((e) => e !== undefined);
  const years = roles.length > 0 ? computedExperienceYears(resume, reference, (_e, i) => held.includes(i)) : 0;
  const oldest = roles.at(-1);
  const label = `${ask.phrase.charAt(0).toUpperCase()}${ask.phrase.slice(1)}`;
  return {
    requirement: label,
    kind: 'skill',
    status: years >= ask.years ? 'met' : 'gap',
    evidence: years > 0 && oldest ? yearsEvidence(roles, years, oldest) : null,
    required,
    priority: 3,
    label,
    note: years > 0 ? `The resume's dates show about ${years} ${years === 1 ? 'year' : 'years'} in such roles.` : 'No dated role of the resume has this title.',
  };
}

/** `phrase` (found in the lower-cased posting) as the posting writes it. */
function originalCase(posting: string, lower: string, phrase: string): string {
  const at = phrase === '' ? -1 : lower.indexOf(phrase.toLowerCase());
  return at === -1 ? phrase : posting.slice(at, at + phrase.length);
}

/** The words that open a list of lines of work ("Experience in technical support, …"), not one of its items. */
const LIST_LEAD_RE = /\b(?:experience|background|knowledge|skills?)\s+(?:in|with|of)\s+(?=[^,]*,)/gi;

function metByAlternative(items: MatchItem[], skillStatus: Map<string, boolean>, posting: string, analysis: ResumeAnalysis, lines: () => LineKeys[]): void {
  const met = items.filter((i) => i.kind === 'skill' && i.status === 'met' && i.jobTerm);
  const metTerms = met.map((m) => escapeRegExp(m.jobTerm ?? ''));
  const metLower = met.map((m) => (m.jobTerm ?? '').toLowerCase());
  const lower = posting.toLowerCase();
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !item.jobTerm) continue;
    // Only the few places that name the term, with an "or" beside it, are read (a posting may be long).
    const windows = orWindows(lower, posting, item.jobTerm.toLowerCase());
    if (windows.length === 0) continue;
    const credential = /^[A-Z0-9-]+$/.test(item.jobTerm);
    const term = escapeRegExp(item.jobTerm);
    const ART = String.raw`(?:an?\s+|the\s+)?`;
    // Only the met terms these stretches name go into the pattern (most name none).
    const near = windows.join(' ').toLowerCase();
    const present = metTerms.filter((_t, i) => near.includes(metLower[i] ?? ''));
    const pair = present.length > 0 ? new RegExp(String.raw`\b(${present.join('|')}),?\s+or\s+${ART}${term}\b|\b${term},?\s+or\s+${ART}(${present.join('|')})\b`, 'i') : null;
    const wordBefore = new RegExp(String.raw`\b(?:a|an|the|in|of|on)\s+([\p{L}-]{4,})\s+or\s+${term}\b`, 'iu');
    const language = near.includes('language') ? new RegExp(String.raw`\b${term}\s+or\s+(?:an|any)(?:other)?\s+(?:second\s+|foreign\s+)?language\b`, 'i') : null;
    let evidence: string | null = null;
    let by = '';
    // The posting's own words for the choice ("Tableau or Power BI"): what the met item shows, so a report
    // never reads "Power BI: met" for a resume that has Tableau.
    let choice = '';
    for (const w of windows) {
      const hit = pair?.exec(w);
      const named = (hit?.[1] ?? hit?.[2])?.toLowerCase();
      const m = named ? met.find((x) => x.jobTerm?.toLowerCase() === named) : undefined;
      if (m) {
        evidence = m.evidence ?? null;
        by = m.jobTerm ?? m.requirement;
        choice = originalCase(posting, lower, hit?.[0] ?? '');
        break;
      }
      // "in a warehouse or distribution center": the word before "or", as the resume writes it.
      const beforeHit = wordBefore.exec(w);
      const before = beforeHit?.[1];
      if (before) {
        evidence = phraseEvidence(lines(), before);
        by = before;
        choice = originalCase(posting, lower, (beforeHit?.[0] ?? '').replace(/^\S+\s+/, ''));
        if (evidence !== null) break;
      }
      const spokenAsk = language?.exec(w);
      if (spokenAsk) {
        const spoken = [...analysis.direct].find(([skill]) => skillField(skill) === 'languages' && skill !== 'English');
        evidence = spoken?.[1] ?? null;
        by = spoken?.[0] ?? '';
        choice = originalCase(posting, lower, spokenAsk[0]);
        if (evidence !== null) break;
      }
    }
    // "SAFe certification (SA, SSM, or RTE)": one credential of a list the posting offers, held, is enough; so is
    // one line of work of a list that ends on "or similar" ("Experience in technical support, system
    // administration, or similar technical role").
    const orSimilar = !credential && windows.some((w) => /,\s*or\s+(?:a\s+|any\s+)?(?:similar|related|equivalent|comparable)\b/i.test(w));
    let listed = false;
    if (evidence === null && (credential || orSimilar)) {
      const held = listedWith(windows.map((w) => w.replace(LIST_LEAD_RE, '')), item.jobTerm, met);
      if (held) {
        evidence = held.evidence;
        by = held.jobTerm ?? held.requirement;
        listed = true;
      }
    }
    if (evidence === null) continue;
    // A credential is held or not: the CMSRN a PCCN holder lacks stays unmet, but "PCCN or CMSRN" asks for no more.
    if (credential || listed) {
      items[index] = { ...item, alternativeHeld: by, note: `The posting accepts ${by} instead, which the resume shows.` };
      continue;
    }
    items[index] = { ...item, requirement: choice || item.requirement, status: 'met', evidence, note: `Met by ${by}, which the posting names as an alternative.` };
    skillStatus.set(item.requirement, true);
  }
}

/**
 * A met skill the posting asks in kinds ("Italian or Mediterranean cooking background") is shown by a line
 * of one of those kinds ("Ran the line for a 140-seat Italian restaurant …") where the resume has one, not by
 * any line that names the skill ("… scratch kitchens …").
 */
/** "Italian or Mediterranean cooking": two kinds of a thing, each a capitalised word, and the thing's first word. */
const KINDS_RE = /(?<![\p{L}-])(\p{Lu}[\p{L}-]+)\s+or\s+(\p{Lu}[\p{L}-]+)\s+(\p{Ll}[\p{L}-]*)/gu;

function kindShownEvidence(items: MatchItem[], posting: string, lines: () => LineKeys[]): void {
  // The posting's "Italian or Mediterranean cooking …" stretches, read once: most postings have none.
  const choices = [...posting.matchAll(KINDS_RE)].map((m) => ({ kinds: [m[0], m[1] ?? '', m[2] ?? ''], at: m.index + m[0].length - (m[3] ?? '').length }));
  if (choices.length === 0) return;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'met' || !item.jobTerm || item.note !== undefined) continue;
    const term = item.jobTerm;
    const kinds = choices.find((c) => posting.startsWith(term, c.at) && !/[\p{L}\p{N}]/u.test(posting[c.at + term.length] ?? ''))?.kinds ?? null;
    if (!kinds?.[1] || !kinds[2]) continue;
    const shown = phraseEvidence(lines(), `${kinds[1]} or ${kinds[2]} ${item.jobTerm}`);
    if (shown !== null && shown !== item.evidence) items[index] = { ...item, evidence: shown };
  }
}

/**
 * A gap the posting pins to one tool in a bracket ("Basic motion design (After Effects)") is met by that
 * tool where the resume shows it: the posting says what doing it means. A bracket that lists several
 * things gives examples, not the one tool, and meets nothing.
 */
function metByNamedTool(items: MatchItem[], skillStatus: Map<string, boolean>, posting: string, analysis: ResumeAnalysis, title = ''): void {
  // "Staff Software Engineer (python)": the job's title, with the tool its role works in, pins nothing.
  const words = (t: string) => ` ${t.toLowerCase().replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `;
  const titled = words(title);
  // Most gaps' terms have no bracket after them: a term the posting does not hold (in upper case, which
  // the 'i' flag's matching never tells apart) builds no pattern.
  let upper: string | undefined;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !item.jobTerm) continue;
    upper ??= posting.toUpperCase();
    if (!upper.includes(item.jobTerm.toUpperCase())) continue;
    const bracket = new RegExp(String.raw`\b${escapeRegExp(item.jobTerm)}\s*\(([^(),;]{2,40})\)`, 'i').exec(posting)?.[1];
    if (!bracket || /\b(?:and|or|e\.g|etc|preferred|required)\b/i.test(bracket)) continue;
    if (titled.trim() !== '' && titled.includes(words(`${item.jobTerm} ${bracket}`))) continue;
    const tool = canonicalSkill(bracket.trim());
    const evidence = tool && tool !== item.requirement ? analysis.implied.get(tool) : undefined;
    if (!tool || evidence === undefined) continue;
    items[index] = { ...item, status: 'met', evidence, note: `Shown by ${tool}, the tool the posting names for it.` };
    skillStatus.set(item.requirement, true);
  }
}

/**
 * A gap the posting offers beside a degree ("Industrial maintenance or electrical associate degree") is met
 * by a finished degree of that level in that field ("Associate of Applied Science in Electrical Technology"):
 * the posting reads the two as one choice.
 */
/** " or electrical associate degree": a degree offered as one side of a choice (the match starts at " or"). */
const DEGREE_OFFER_RE = /\s+or\s+(?:an?\s+)?(?:[\p{L}-]+\s+)?(?:associate|bachelor|master)(?:'s)?\s+degree/giu;

function metByDegreeChoice(items: MatchItem[], skillStatus: Map<string, boolean>, posting: string, resume: StructuredResume, reference: MonthIndexed | null): void {
  // The posting's "… or <field> <level> degree" stretches, read once: most postings have none.
  const offers = [...posting.matchAll(DEGREE_OFFER_RE)].map((m) => posting.slice(Math.max(0, m.index - 60), m.index).toLowerCase());
  if (offers.length === 0) return;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !item.jobTerm) continue;
    const term = item.jobTerm.toLowerCase();
    if (!offers.some((o) => o.endsWith(term))) continue;
    const at = posting.toLowerCase().indexOf(`${term} or `);
    if (at < 0 || /[\p{L}\p{N}]/u.test(posting[at - 1] ?? '')) continue;
    const choice = new RegExp(String.raw`^${escapeRegExp(item.jobTerm)}\s+or\s+(?:an?\s+)?([\p{L}-]+\s+)?((?:associate|bachelor|master)(?:'s)?\s+degree)`, 'iu').exec(posting.slice(at, at + item.jobTerm.length + 60));
    const level = choice?.[2] ? degreeLevelOf(choice[2]) : null;
    if (!choice || !level) continue;
    const field = choice[1]?.trim() ?? null;
    const held = readDegrees(resume, field, reference).find(
      (d) => !d.notHeld && DEGREE_LEVEL_RANK[d.level] >= DEGREE_LEVEL_RANK[level] && (field === null || d.fit === 'same' || ` ${skillKey(d.degree)} `.includes(` ${skillKey(field)} `)),
    );
    if (!held) continue;
    const accepted = `${choice[1] ?? ''}${choice[2]}`.replace(/\s+/g, ' ').toLowerCase();
    items[index] = { ...item, status: 'met', evidence: held.line, note: `Met by the resume's ${held.degree}: the posting accepts ${/^[aeiou]/.test(accepted) ? 'an' : 'a'} ${accepted} instead.` };
    skillStatus.set(item.requirement, true);
  }
}

/** "Backend development", "firmware engineering": the area of the work, and the kind of work. */
const AREA_WORK_RE = /^([\p{L}][\p{L}-]*)\s+(?:development|engineering|programming)$/iu;
/** "Business development", "professional development": development that is not building anything. */
const NOT_BUILT_AREAS = /^(?:business|professional|career|personal|organi[sz]ational|leadership|staff|talent|community|market)$/i;
/** A role's own word for building things ("Senior Software Engineer", "Developer"). */
const BUILDER_ROLE_RE = /\b(?:engineer|developer|programmer|architect)s?\b/i;

/**
 * "Backend development" is met by a headline or role title that puts the person in that area ("Senior
 * Software Engineer · Backend and Platform", "Backend Developer"): the title says the work was done.
 */
function metByRoleArea(items: MatchItem[], skillStatus: Map<string, boolean>, resume: StructuredResume): void {
  const titles = [resume.headline, ...resume.experience.map((e) => e.title)].filter((t): t is string => typeof t === 'string' && BUILDER_ROLE_RE.test(t));
  if (titles.length === 0) return;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap') continue;
    const area = AREA_WORK_RE.exec(item.jobTerm ?? item.requirement)?.[1];
    if (area && NOT_BUILT_AREAS.test(area)) continue;
    const title = area ? titles.find((t) => ` ${skillKey(t)} `.includes(` ${skillKey(area)} `)) : undefined;
    if (!title) continue;
    items[index] = { ...item, status: 'met', evidence: title, note: `The resume's title puts the work in ${area}.` };
    skillStatus.set(item.requirement, true);
  }
}

/**
 * "2+ years of hospital pharmacy practice": when the roles that count for the years are enough, the
 * practice the years phrase names is shown by them too (the latest such role is the evidence); the rest
 * of its sentence ("Completion of a PGY1 residency OR …") is not. The setting it names after "in a"
 * ("… product management experience in a SaaS environment") is the role's only when the role says it
 * (its title, employer or statements hold a word of it): counting a Google product manager's years does not
 * make Google a SaaS company.
 */
function metByYearsInIt(items: MatchItem[], skillStatus: Map<string, boolean>, phrase: string, latest: ExperienceEntry | undefined): void {
  if (!latest?.title) return;
  const lower = phrase.toLowerCase();
  const setting = /\sin an?\s(.*)$/.exec(lower)?.[1] ?? '';
  const roleStems = new Set(wordRoots([latest.title, latest.employer, ...latest.bullets].join(' ')));
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !item.jobTerm || !lower.includes(item.jobTerm.toLowerCase())) continue;
    if (setting.includes(item.jobTerm.toLowerCase()) && !wordRoots(item.jobTerm).some((w) => roleStems.has(w))) continue;
    items[index] = { ...item, status: 'met', evidence: latest.title, note: 'Shown by the roles that count for the years the posting asks.' };
    skillStatus.set(item.requirement, true);
  }
}

/**
 * The years met, in a setting whose ask the report calls a gap ("4+ years of product management experience in a
 * SaaS environment" for a product manager whose roles never say SaaS): the years item says the years and the
 * line of work its roles show, and the setting stays a gap of its own, not met by the years' label.
 */
function unshownSetting(items: readonly MatchItem[], label: string): { years: string; setting: string } | null {
  const at = /\s+in\s+(?:an?|the)\s+/i.exec(label);
  if (!at) return null;
  const setting = label.slice(at.index + at[0].length).toLowerCase();
  const gap = items.find((i) => i.kind === 'skill' && i.status === 'gap' && i.jobTerm && new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(i.jobTerm.toLowerCase())}(?![\p{L}\p{N}])`, 'u').test(setting));
  return gap?.jobTerm ? { years: label.slice(0, at.index), setting: gap.jobTerm } : null;
}

/** A requirement about writing ("Excellent written communication", "Clear writing"). */
const WRITING_ASK_RE = /\b(?:writing|written|writer)\b/i;
/**
 * A statement that says what its author wrote ("Wrote 35 help-center articles", "Drafted the …"), for people to read:
 * "Wrote SQL queries against the member database" is code (a recruiter's read of a met written communication).
 */
const WRITING_DONE_RE = /^(?:co-)?(?:wrote|authored|drafted|edited|published)\s+(?!(?:[\p{L}\d/#+.-]+\s+){0,3}?(?:quer(?:y|ies)|code|scripts?|tests?|programs?|functions?|macros?|formulas?|procedures|endpoints?|pipelines?|jobs?|automations?)\b)\S/iu;

/** A writing requirement is met by a statement of what the resume's author wrote: the work shows the skill. */
function metByWritingDone(items: MatchItem[], skillStatus: Map<string, boolean>, lines: () => LineKeys[]): void {
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap' || !WRITING_ASK_RE.test(`${item.requirement} ${item.jobTerm ?? ''}`)) continue;
    const line = lines().find((l) => WRITING_DONE_RE.test(l.text));
    if (!line) continue;
    items[index] = { ...item, status: 'met', evidence: line.text, note: 'Shown by what the resume says was written.' };
    skillStatus.set(item.requirement, true);
  }
}

/** A skill of the communication family ("Written and Verbal Communication" → "Written Communication" → "Communication"). */
function isCommunicationSkill(skill: string, depth = 0): boolean {
  return skill === 'Communication' || (depth < 3 && impliedParents(skill).some((p) => isCommunicationSkill(p, depth + 1)));
}

/**
 * A statement in which the resume's author communicates with people, opening on the verb ("Communicated effectively
 * over chat and phone to troubleshoot … with … employees", "Communicate with families weekly"); not what things do
 * ("communication between frontend and backend" is a noun of the work, `linksThings`).
 */
const COMMUNICATING_RE = /^communicat(?:e|es|ed|ing)\b(?!\s+(?:between|among)\b)/i;
/**
 * A statement in which the author works with a team or its people, opening on the verb ("Collaborated with product
 * team on feature specification", "Partnered with the DevOps team", "Worked closely with UX designers").
 */
const TEAMING_RE =
  /^(?:collaborat(?:e|es|ed|ing)|partner(?:s|ed|ing)?|co-?operat(?:e|es|ed|ing)|work(?:s|ed|ing)?\s+closely)\s+with\s+(?:[\p{L}&-]+,?\s+){0,4}?(?:teams?|team members|colleagues|co-?workers|engineers|developers|designers|managers|staff)\b/iu;
/**
 * A statement in which the author finds and fixes problems, opening on the verb ("Fixed bugs and implemented feature
 * requests from customer feedback", "Resolved complex technical issues for enterprise clients", "Assessed and
 * diagnosed tech issues remotely"); not what was cut down ("reducing bugs by 15%").
 */
const FIXING_RE =
  /^(?:\p{L}+ed\s+and\s+)?(?:fix(?:es|ed)?|resolv(?:e|es|ed|ing)|debug(?:s|ged|ging)?|diagnos(?:e|es|ed|ing)|troubleshot)\s+(?:[\p{L}-]+\s+){0,3}?(?:bugs?|issues?|problems?|defects?|errors?|faults?|incidents?|outages?)\b/iu;

/**
 * Soft skills a statement shows by the person doing them, opening on the verb: the work shows the skill, where
 * a skills-list word would not. A skill the vocabulary knows only as a word ("Teamwork") is otherwise never shown.
 */
const SHOWN_BY_DOING: readonly { readonly asks: (skill: string) => boolean; readonly done: RegExp; readonly note: string }[] = [
  { asks: (s) => isCommunicationSkill(s), done: COMMUNICATING_RE, note: 'Shown by your own statement of communicating with people.' },
  { asks: (s) => s === 'Teamwork', done: TEAMING_RE, note: 'Shown by your own statement of working with a team.' },
  { asks: (s) => s === 'Troubleshooting' || s === 'Problem Solving', done: FIXING_RE, note: 'Shown by your own statement of finding and fixing problems.' },
];

/** The words of a statement that do a soft skill ("Fixed bugs", "Collaborated with product team"), or null. */
export function doneWords(skill: string, statement: string): string | null {
  return SHOWN_BY_DOING.find((d) => d.asks(skill))?.done.exec(statement.trim())?.[0] ?? null;
}

/** A soft-skill requirement ("Superior written and verbal communication skills", "teamwork") met by the person's own doing. */
function metByDoing(items: MatchItem[], skillStatus: Map<string, boolean>, statements: () => string[]): void {
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap') continue;
    const shown = SHOWN_BY_DOING.find((d) => d.asks(item.requirement));
    const statement = shown && statements().find((t) => shown.done.test(t.trim()));
    if (!shown || !statement) continue;
    items[index] = { ...item, status: 'met', evidence: statement, note: shown.note };
    skillStatus.set(item.requirement, true);
  }
}

/** The verb of an action noun ("verification" → "verif", "reconciliation" → "reconcil", "scheduling" → "schedul"), or null. */
function actionStem(noun: string): string | null {
  const word = noun.toLowerCase();
  const stem = /^(\p{L}{4,}?)(?:ication|iation|ation|ment|ing)$/u.exec(word)?.[1];
  // "manage" of "management": "manag", so "managing" is read too.
  return stem ? stem.replace(/e$/, '') : null;
}

/**
 * A requirement named as a thing and an action on it ("Insurance Verification", "Bank Reconciliation", "Appointment
 * Scheduling", "Inventory Management") met by the person's own statement doing that action to that thing: "verified
 * insurance and collected copays", "reconciled 40 bank accounts a month". The verb opens a clause of the statement and
 * the thing follows it within three words, as its object, not as the first word of another noun ("managed change
 * requests" is no change management).
 */
function metByVerbObject(items: MatchItem[], skillStatus: Map<string, boolean>, statements: () => string[]): void {
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap') continue;
    const words = item.requirement.split(/\s+/);
    const [thing, action] = words;
    if (words.length !== 2 || !thing || !action || thing.length < 3) continue;
    const verb = actionStem(action);
    if (!verb) continue;
    const thingStem = stemWord(thing.toLowerCase());
    const doing = new RegExp(`(?:^|[;,]\\s*|\\band\\s+)${escapeRegExp(verb)}\\p{L}*\\s+((?:\\S+\\s+){0,2}?)(${escapeRegExp(thingStem)}\\p{L}*)(?=\\s*$|[\\s,.;:]+(?:and|or|for|with|in|at|on|to|of|across|from|by|per|a|an|each|every|$)\\b|[,.;:])`, 'iu');
    const statement = statements().find((t) => {
      const m = doing.exec(t.trim());
      return m !== null && stemWord((m[2] ?? '').toLowerCase()) === thingStem;
    });
    if (!statement) continue;
    items[index] = { ...item, status: 'met', evidence: statement, note: `Shown by your own statement of doing it (${item.requirement.toLowerCase()}).` };
    skillStatus.set(item.requirement, true);
  }
}

/** Verbs a duty asks that say only that the work is done, not how: any verb of the person's own doing shows it. */
const HANDLING_VERBS = new Set(
  'manage handle coordinate oversee attend support track maintain process review administer own run organize participate monitor'.split(' '),
);

/**
 * A duty the posting names by a verb that says only that the work is done and its object ("Manage submittals",
 * "Attend owner progress meetings") met by the person's own statement doing something to that object: "Review
 * contractor submittals, RFIs and pay applications", "lead weekly progress meetings" (a recruiter's read called both
 * false gaps). The object's last noun, with the word before it when the ask has one, follows the statement's verb
 * within three words and ends its noun phrase there.
 */
function metByDutyObject(items: MatchItem[], skillStatus: Map<string, boolean>, statements: () => string[]): void {
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'skill' || item.status !== 'gap') continue;
    const words = item.requirement.toLowerCase().split(/\s+/);
    const [verb = '', ...object] = words;
    const head = object.at(-1) ?? '';
    if (!HANDLING_VERBS.has(verb) || object.length === 0 || object.length > 4 || head.length < 5) continue;
    const before = object.length > 1 ? `${escapeRegExp(stemWord(object.at(-2) ?? ''))}\\p{L}*\\s+` : '';
    const doing = new RegExp(
      `(?:^|[;,]\\s*|\\band\\s+)(\\p{L}+)\\s+(?:\\S+\\s+){0,2}?${before}${escapeRegExp(stemWord(head))}\\p{L}*(?=\\s*$|[\\s,.;:]+(?:and|or|for|with|in|at|on|to|of|across|from|by|per|a|an|each|every|$)\\b|[,.;:])`,
      'iu',
    );
    const statement = statements().find((t) => {
      const m = doing.exec(t.trim());
      return m !== null && isActionVerb(m[1] ?? '');
    });
    if (!statement) continue;
    items[index] = { ...item, status: 'met', evidence: statement, note: `Shown by your own statement of doing it (${item.requirement.toLowerCase()}).` };
    skillStatus.set(item.requirement, true);
  }
}

/** Up to 8 stretches of the posting around the term (80 characters each side) that hold " or ". */
/**
 * The met item named beside `term` in a list of alternatives ("SA, SSM, or RTE", "PCCN, CMSRN or CCRN"): a
 * stretch without brackets or sentence marks, cut at commas and "or", holding the term and the met item's
 * own words.
 */
function listedWith(windows: readonly string[], term: string, met: readonly MatchItem[]): MatchItem | undefined {
  const wanted = term.toLowerCase();
  for (const w of windows) {
    for (const stretch of w.split(/[()[\].;:\n]/)) {
      if (!/\bor\b/i.test(stretch)) continue;
      const pieces = stretch.split(/,\s*(?:or\s+)?|\s+or\s+/i).map((p) => p.replace(/^[\s•*·▪–-]+/, '').trim().toLowerCase());
      if (!pieces.includes(wanted)) continue;
      const found = met.find((m) => m.jobTerm !== undefined && m.jobTerm.toLowerCase() !== wanted && pieces.includes(m.jobTerm.toLowerCase()));
      if (found) return found;
    }
  }
  return undefined;
}

function orWindows(lower: string, posting: string, term: string): string[] {
  const out: string[] = [];
  for (let at = lower.indexOf(term); at !== -1 && out.length < 8; at = lower.indexOf(term, at + term.length)) {
    const from = Math.max(0, at - 80);
    const to = Math.min(posting.length, at + term.length + 80);
    // " or " inside [from, to), found in place (no copy of the stretch).
    const or = lower.indexOf(' or ', from);
    if (or !== -1 && or + 4 <= to) out.push(posting.slice(from, to));
  }
  return out;
}

export function matchRequirements(
  resume: StructuredResume,
  originalText: string,
  reqs: JobRequirements,
  analysis: ResumeAnalysis,
  now: Date | string | null | undefined,
): RequirementMatch {
  const items: MatchItem[] = [];
  const skillStatus = new Map<string, boolean>();
  let resumeLines: LineKeys[] | null = null;
  // The lines the vocabulary reads (no JSON keys, name or contact lines), for the posting's own words.
  let searchedLines: LineKeys[] | null = null;
  let resumeStatements: string[] | null = null;
  const statements = () => (resumeStatements ??= statementsOf(resume));
  // The two readings of the resume's lines share most lines: each is keyed once, and once per resume text
  // for the last few (each posting it is matched against reads the same lines).
  const keyed = keyedLinesOf(originalText);
  // A sentence of what the person wants proves nothing they have (analysis.ts `isAspiration`).
  const resumeLinesOf = () => (resumeLines ??= evidenceLines(factualText(resume, originalText), keyed));
  const read = rememberedReading();
  for (const r of reqs.skills) {
    let evidence: string | null;
    if (r.custom) {
      const lines = resumeLinesOf();
      // A licence or certification is shown by the resume's own list of them first: "mentored 4 engineers to their
      // P.E. license" named other people's (a recruiter's read), "Professional Engineer (P.E.), Pennsylvania" is the user's.
      const held = resume.certifications.filter(holdsCredential);
      const listed = CREDENTIAL_ASK_RE.test(r.jobTerm) && held.length > 0 ? phraseEvidence(lineKeysOf(held.join('\n'), keyed), r.jobTerm) : null;
      evidence = listed ?? phraseEvidence(lines, r.jobTerm) ?? (r.kinds ? kindEvidence(lines, r.jobTerm, r.kinds) : null);
    }
    else {
      const lines = () => (searchedLines ??= lineKeysOf(factualText(resume, skillSearchText(resume, readableResumeText(resume, originalText))), keyed));
      evidence = vocabularyEvidence(r, analysis.implied.get(r.skill) ?? null, lines, statements, resume, read);
    }
    let note: string | undefined;
    if (evidence !== null && r.advanced) {
      // The advanced level is shown by the word itself next to the skill, or by a detail the posting lists.
      const lines = resumeLinesOf();
      const shown = phraseEvidence(lines, r.jobTerm) ?? r.advanced.details.map((d) => phraseEvidence(lines, d)).find((l) => l !== null) ?? null;
      if (shown === null) note = `The resume shows ${r.skill}, but not the advanced use the posting asks for${r.advanced.details.length ? ` (${r.advanced.details.join(', ')})` : ''}.`;
      evidence = shown;
    }
    skillStatus.set(r.skill, evidence !== null);
    items.push({
      requirement: r.skill,
      kind: 'skill',
      status: evidence !== null ? 'met' : 'gap',
      evidence,
      required: r.required,
      priority: r.priority,
      jobTerm: r.jobTerm,
      ...(note ? { note } : {}),
    });
  }
  metByAlternative(items, skillStatus, reqs.descriptionText ?? '', analysis, resumeLinesOf);
  kindShownEvidence(items, reqs.descriptionText ?? '', resumeLinesOf);
  metByNamedTool(items, skillStatus, reqs.descriptionText ?? '', analysis, reqs.title);
  metByWritingDone(items, skillStatus, resumeLinesOf);
  metByDoing(items, skillStatus, statements);
  metByVerbObject(items, skillStatus, statements);
  metByDutyObject(items, skillStatus, statements);
  metByRoleArea(items, skillStatus, resume);
  const reference = referenceMonth(originalText, now);
  metByDegreeChoice(items, skillStatus, reqs.descriptionText ?? '', resume, reference);
  const computedYears = computedExperienceYears(resume, reference);
  const stated = statedExperienceYears(resume);
  const candidateYears = Math.max(computedYears, stated?.years ?? 0) || null;
  let yearsValue: number | null = null;
  if (reqs.years) {
    const y = reqs.years;
    const label = yearsPhrase(y.text, y.min) ?? `${y.min}${y.max ? `-${y.max}` : '+'} years of experience${y.skill ? ` (${y.skill})` : ''}`;
    // "3+ years of experience as a General Manager or Assistant General Manager": only roles of those titles count
    // (a shift manager's years met it through the job title's "Manager").
    const titled = titlesNamedIn(label);
    const relevant = titled.length > 0 ? titledRoles(resume, titled) : relevantRoles(resume, reqs, analysis, label);
    // A resume with no dated role at all: its own figure ("8 years of experience"), if it states one.
    const years = computedYears === 0 && stated ? stated.years : computedExperienceYears(resume, reference, (_e, i) => relevant.includes(i));
    const met = years >= y.min;
    yearsValue = met ? 1 : Math.min(1, years / y.min);
    const asked = yearsPhrase(y.text, y.min);
    if (met && asked) metByYearsInIt(items, skillStatus, asked, resume.experience[relevant[0] ?? -1]);
    const oldest = resume.experience[relevant.at(-1) ?? -1];
    const unshown = met ? unshownSetting(items, label) : null;
    items.push({
      requirement: unshown?.years ?? label,
      kind: 'years',
      status: met ? 'met' : 'gap',
      evidence: computedYears === 0 && stated ? stated.text : years > 0 && oldest ? yearsEvidence(relevant.map((i) => resume.experience[i]).filter((e) => e !== undefined), years, oldest) : null,
      required: y.required,
      priority: 3,
      note:
        (years > 0 ? `The resume's dates show about ${years} ${years === 1 ? 'year' : 'years'} in roles like this one.` : 'No dated role of the resume is in this line of work.') +
        (unshown ? ` They do not say ${unshown.setting}, which the posting also asks.` : ''),
    });
  }
  const roleAsk = reqs.years ? roleYearsAsk(reqs.years.text) : null;
  if (roleAsk && reqs.years) items.push(roleYearsItem(resume, reference, roleAsk, reqs.years.required));
  const education = reqs.education ? matchEducation(resume, reqs.education, candidateYears, reference) : null;
  if (education) items.push(education.item);
  const educationValue = education?.value ?? null;
  const yearsItem = items.find((i) => i.kind === 'years');
  if (yearsItem?.status === 'met') heldByYears(items, reqs.descriptionText ?? '', yearsItem.requirement);
  wholeStatementEvidence(items, statements());
  beyondSummaryEvidence(items, resume, read);
  notedMentions(items, statements());

  return { items, skillStatus, yearsValue, educationValue, candidateYears, computedYears, stated };
}
