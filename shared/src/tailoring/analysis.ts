/**
 * Analysis stage: what the resume shows. Each skill → the line that shows it (direct, and with the
 * skills it implies), the skills of each bullet and skills-list item, which skills statements show in
 * use (skill-evidence), and what the original supports for the truthfulness of generated phrases.
 */
import { findDateRanges } from '../resume/dates';
import { tryParseJsonResume } from '../resume/json-resume';
import { renderResumeText } from '../resume/render';
import { parseResume } from '../resume/structure';
import type { StructuredResume } from '../resume/types';
import { analyseSkillEvidence, type SkillEvidence } from './skill-evidence';
import { canonicalSkill, findSkills, skillField, skillSet, withImplied, type SkillMatch } from './skill-matcher';
import { namedSkillsOf } from './named-skills';
import { numbersIn, supportedNumbers } from './text';
import { rememberedForLongTexts } from '../text/recent-texts';
import { holdsCredential } from '../resume/credential-name';
import { isAspiration, withoutAspirations } from '../text/aspiration';

/** Read-only: one analysis of a resume text serves every posting it is tailored to (analysisOfText). */
export interface ResumeAnalysis {
  /** Skills the resume shows directly → evidence line. */
  readonly direct: ReadonlyMap<string, string>;
  /** Direct skills plus the skills they imply → evidence line. */
  readonly implied: ReadonlyMap<string, string>;
  /** Skills (direct + implied) of each bullet text. */
  readonly bulletSkills: ReadonlyMap<string, ReadonlySet<string>>;
  /** Skill-list items → their skills (direct + implied). */
  readonly itemSkills: ReadonlyMap<string, ReadonlySet<string>>;
  /** Skills the original supports for truthfulness (lenient). */
  readonly supported: ReadonlySet<string>;
  readonly numbers: ReadonlySet<string>;
  /** How statements show skills: in use, only with a qualifier, per role. */
  readonly evidence: SkillEvidence;
  /**
   * Skills the resume names as such → its own words for them: an item of its skills or certifications
   * list, or a tool or skill a statement names ("Daily user of Epic", "barcode scanning"), never an
   * ordinary word inside another phrase ("inventory data", "Scheduled apprentice classes").
   */
  readonly named: ReadonlyMap<string, string>;
}

/**
 * The resume's own words: a JSON Resume is read through its parsed structure (its keys, "$schema",
 * URLs and "roles" are not the user's claims), any other input as written.
 */
export function readableResumeText(resume: StructuredResume, text: string): string {
  return tryParseJsonResume(text) ? renderResumeText(resume) : text;
}

/**
 * The text searched for skills: the readable text with the name line and the contact line(s) blanked
 * (line numbers kept), so "http://…", an e-mail address or a city never becomes a skill.
 */
export function skillSearchText(resume: StructuredResume, readable: string): string {
  const { name, email, phone, links } = resume.contact;
  const marks = [email, phone, ...links].map((m) => m.trim()).filter((m) => m.length >= 5);
  const isContact = (line: string): boolean => {
    const trimmed = line.trim();
    return trimmed !== '' && (trimmed === name.trim() || marks.some((m) => trimmed.includes(m)));
  };
  return readable
    .split('\n')
    .map((line) => (isContact(line) ? '' : line))
    .join('\n');
}

/**
 * The text of what the person has: without sentences of aspiration and without the certifications lines of a
 * credential still to come ("CPA exam: FAR and AUD passed (2025); REG scheduled 2027" is no CPA), lines kept.
 */
export function factualText(resume: StructuredResume, text: string): string {
  const unheld = new Set(resume.certifications.filter((c) => !holdsCredential(c)).map((c) => c.trim()));
  const kept = unheld.size === 0 ? text : text.split('\n').map((line) => (unheld.has(line.replace(/^[\s•*·▪-]+/, '').trim()) ? '' : line)).join('\n');
  return withoutCandidacy(withoutOthersWork(withoutAspirations(kept)));
}

/** The text with its sentences of a credential still to come blanked, its length and lines kept. */
export function withoutCandidacy(text: string): string {
  if (!CANDIDACY_RE.test(text)) return text;
  return text.replace(/[^.!?;\n]+(?:[.!?;](?=\s|$))?/g, (sentence) => (CANDIDACY_RE.test(sentence) ? sentence.replace(/[^\n]/g, ' ') : sentence));
}

/**
 * A sentence of a credential still to come, wherever it stands ("Passed FAR and AUD sections of the CPA exam; sitting for
 * REG in 2027." in a summary met a CPA licence ask).
 */
const CANDIDACY_RE = /\b(?:candidate for|candidacy|pursuing|in progress|working towards?|studying for|preparing for|sitting for|eligible for|(?:[A-Z]{2,6}|bar|board|licensing|licensure|certification) exams?)\b/;

/** The text with what others did blanked out, its length and lines kept (so a match's place in it is the same). */
export function withoutOthersWork(text: string): string {
  if (!/\bwho\b/i.test(text)) return text;
  return text.replace(OTHERS_WORK_RE, (all, antecedent: string) => antecedent + all.slice(antecedent.length).replace(/[^\n]/g, ' '));
}

/**
 * What other people did, told in the person's statement: "worked with the controls team, who programmed the PLCs"
 * shows no PLCs of theirs (a recruiter's read found "PLCs" added to a mechanical engineer's skills from it).
 */
const OTHERS_WORK_RE = /\b((?:team|teams|group|department|staff|engineers?|developers?|technicians?|vendors?|contractors?|colleagues|partners?|consultants?|specialists?|programmers?|integrators?|analysts?|nurses?|physicians?|doctors?|attorneys?|accountants?))\s*,?\s+who\s+[^.;\n]+/gi;

export function analyseResume(resume: StructuredResume, originalText: string): ResumeAnalysis {
  const text = readableResumeText(resume, originalText);
  const searched = factualText(resume, skillSearchText(resume, text));
  const direct = new Map<string, string>();
  const bulletSkills = new Map<string, Set<string>>();
  const itemSkills = new Map<string, Set<string>>();
  const strictMatches = new Map<string, SkillMatch[]>();
  const matchesOf = (piece: string): SkillMatch[] => {
    let found = strictMatches.get(piece);
    if (!found) {
      found = findSkills(withoutCandidacy(withoutOthersWork(piece)), 'strict');
      strictMatches.set(piece, found);
    }
    return found;
  };
  const note = (skill: string, evidence: string) => {
    if (!direct.has(skill)) direct.set(skill, evidence);
  };
  const scan = (piece: string): Set<string> => {
    const found = matchesOf(piece).map((m) => m.skill);
    for (const s of found) note(s, piece);
    return new Set(found);
  };
  for (const e of resume.experience) {
    for (const b of e.bullets) bulletSkills.set(b, withImplied(scan(b)));
  }
  for (const p of resume.projects) {
    for (const b of p.bullets) bulletSkills.set(b, withImplied(scan(b)));
    if (p.name) scan(p.name);
  }
  for (const e of resume.experience) if (e.title) scan(e.title);
  for (const sentence of resume.summary.split(/(?<=[.!?])\s+|\n/)) if (sentence.trim() && !isAspiration(sentence)) scan(sentence.trim());
  if (resume.headline) scan(resume.headline);
  for (const item of resume.skills) {
    const found = new Set(findSkills(item, 'lenient').map((m) => m.skill));
    const canon = canonicalSkill(item);
    if (canon) found.add(canon);
    for (const s of found) note(s, item);
    itemSkills.set(item, withImplied(found));
  }
  for (const c of resume.certifications) if (holdsCredential(c)) scan(c);
  for (const ed of resume.education) {
    for (const piece of [ed.degree, ...ed.details]) if (piece) scan(piece);
  }
  for (const o of resume.other) for (const l of o.lines) scan(l);
  // Anything the structure missed (odd layouts): the whole text, minus the name and contact lines.
  const lines = text.split('\n');
  const textMatches = findSkills(searched, 'strict');
  for (const m of textMatches) note(m.skill, (lines[m.line] ?? '').trim());
  const implied = new Map(direct);
  for (const [skill, evidence] of direct) {
    for (const parent of withImplied([skill])) if (!implied.has(parent)) implied.set(parent, evidence);
  }
  return {
    direct,
    implied,
    bulletSkills,
    itemSkills,
    supported: skillSet(searched, 'lenient'),
    numbers: supportedNumbers(text),
    evidence: analyseSkillEvidence(resume, searched, textMatches, matchesOf),
    named: namedSkillsOf(resume, matchesOf),
  };
}

/**
 * The analysis of the resume a text parses to (parseResume), remembered for the last few long texts: it
 * is the same for every posting one resume is tailored to, and callers only read it. Kept whole, keyed
 * by the whole resume text, like the text's parse (never a table of short phrases across calls).
 */
export const analysisOfText: (originalText: string) => ResumeAnalysis = rememberedForLongTexts((text) => analyseResume(parseResume(text), text), {
  fromChars: 500,
  upToChars: 100_000,
  size: 4,
});

const LOW_WEIGHT_FIELDS = new Set(['general', 'languages']);

/** Skills too broad to list as a strength or to add to the skills section on their own. */
const BROAD_SKILLS = new Set([
  'Software Engineering',
  'Web Development',
  'Full-Stack Development',
  'Front-End Development',
  'Back-End Development',
  'Mobile Development',
  'Artificial Intelligence',
  'Cloud Computing',
  'Billing',
  'On-Call',
  'Research Skills',
  'Operations Management',
  'Teaching Skills',
  'Classroom Instruction',
  'Customer Service',
  'Patient Care',
]);

export function isNarrowSkill(skill: string): boolean {
  const field = skillField(skill);
  return !BROAD_SKILLS.has(skill) && !(field !== undefined && LOW_WEIGHT_FIELDS.has(field));
}

/** A phrase may go into the resume only if every skill and number in it is in the user's resume. */
export function phraseIsSupported(phrase: string, analysis: ResumeAnalysis): boolean {
  for (const m of findSkills(phrase, 'strict')) if (!analysis.supported.has(m.skill)) return false;
  for (const n of numbersIn(phrase)) if (!analysis.numbers.has(n.value.replace(/^~/, ''))) return false;
  return findDateRanges(phrase).length === 0;
}
