/**
 * The built-in tailoring engine (decision D4): deterministic, explainable, in-process, milliseconds.
 *
 * tailorResume(resume text, job) → a tailored StructuredResume and its plain text, plus a match report.
 * Only facts from the resume are used: skills are reordered and written in the job's wording when the
 * resume has the same skill under another name, bullets are reordered by relevance and weak openers
 * are rewritten without changing the claim, headings become ATS-standard. Skills the job asks for and
 * the resume lacks are reported as gaps, never added. The output is checked with checkTruthfulness.
 */
import { computedExperienceYears, referenceMonth, statedExperienceYears } from '../resume/experience-years';
import { DEGREE_LEVEL_RANK, degreeLevelOf, type DegreeLevel } from '../resume/lexicon';
import { normalizeText } from '../resume/normalize';
import { placementOf, renderResumeText } from '../resume/render';
import { splitSections } from '../resume/sections';
import { findDateRanges } from '../resume/dates';
import { parseResume, splitResumeSections } from '../resume/structure';
import type { ExperienceEntry, StructuredResume } from '../resume/types';
import { isActionVerb } from '../resume/verbs';
import {
  containsPhrase,
  extractJobRequirements,
  type JobInput,
  type JobRequirements,
  type SkillRequirement,
} from './job-requirements';
import { strengthenBullet, type Tense } from './rewrite';
import {
  canonicalSkill,
  findSkills,
  isAmbiguousForm,
  skillField,
  skillKey,
  skillSet,
  tokenize,
  withImplied,
} from './skill-matcher';
import { checkAgainst, enforceTruthfulness, originalAsText, supportFor } from './truthfulness';
import { numbersIn, supportedNumbers } from './text';

export { renderResumeText } from '../resume/render';
export type { JobInput, JobRequirements, SkillRequirement } from './job-requirements';
export type { StructuredResume } from '../resume/types';

export interface TailorInput {
  readonly resumeText: string;
  readonly job: JobInput;
  /**
   * Reference date for roles that run to "Present" when counting years of experience. Without it the
   * engine uses the latest date written in the resume (never overstates; keeps the function pure).
   */
  readonly now?: Date | string | null;
  /**
   * The job's requirements when they were already read (at job resolution, carried to the engine);
   * otherwise the engine reads them from `job`.
   */
  readonly requirements?: JobRequirements | null;
}

export type MatchStatus = 'met' | 'gap';

export interface MatchItem {
  /** Canonical skill, "5+ years of experience", "Bachelor's degree in …". */
  readonly requirement: string;
  readonly kind: 'skill' | 'years' | 'education';
  readonly status: MatchStatus;
  /** The resume line that supports it, or null. */
  readonly evidence: string | null;
  readonly required: boolean;
  readonly priority: number;
  /** The posting's wording, for skills. */
  readonly jobTerm?: string;
  readonly note?: string;
}

export interface ScoreBreakdown {
  /** Each 0-1, or null when the job states no such requirement. */
  readonly requiredSkills: number | null;
  readonly preferredSkills: number | null;
  readonly years: number | null;
  readonly education: number | null;
  readonly title: number | null;
  readonly keywords: number | null;
  readonly formatting: number;
}

export interface MatchReport {
  readonly items: MatchItem[];
  /** Requirements the resume does not meet (reported, never written into the resume). */
  readonly gaps: string[];
  readonly matchedSkills: string[];
  readonly missingSkills: string[];
  /** 0-100. */
  readonly scoreBefore: number;
  /** 0-100, never below scoreBefore. */
  readonly scoreAfter: number;
  readonly breakdownBefore: ScoreBreakdown;
  readonly breakdownAfter: ScoreBreakdown;
  /** Years of experience the resume supports (stated or from dates), or null if unknown. */
  readonly candidateYears: number | null;
  readonly requirements: JobRequirements;
}

export interface TailoringResult {
  readonly resume: StructuredResume;
  readonly text: string;
  readonly match: MatchReport;
  readonly engine: 'built-in';
  readonly warnings: string[];
}

// ---------------------------------------------------------------------------------------------
// Resume analysis
// ---------------------------------------------------------------------------------------------

interface ResumeAnalysis {
  /** Skills the resume shows directly → evidence line. */
  readonly direct: Map<string, string>;
  /** Direct skills plus the skills they imply → evidence line. */
  readonly implied: Map<string, string>;
  /** Skills (direct + implied) of each bullet text. */
  readonly bulletSkills: Map<string, Set<string>>;
  /** Skill-list items → their skills (direct + implied). */
  readonly itemSkills: Map<string, Set<string>>;
  /** Skills the original supports for truthfulness (lenient). */
  readonly supported: Set<string>;
  readonly numbers: Set<string>;
}

function analyseResume(resume: StructuredResume, text: string): ResumeAnalysis {
  const direct = new Map<string, string>();
  const bulletSkills = new Map<string, Set<string>>();
  const itemSkills = new Map<string, Set<string>>();
  const note = (skill: string, evidence: string) => {
    if (!direct.has(skill)) direct.set(skill, evidence);
  };
  const scan = (piece: string, mode: 'strict' | 'lenient' = 'strict'): Set<string> => {
    const found = findSkills(piece, mode).map((m) => m.skill);
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
  for (const sentence of resume.summary.split(/(?<=[.!?])\s+|\n/)) if (sentence.trim()) scan(sentence.trim());
  if (resume.headline) scan(resume.headline);
  for (const item of resume.skills) {
    const found = new Set(findSkills(item, 'lenient').map((m) => m.skill));
    const canon = canonicalSkill(item);
    if (canon) found.add(canon);
    for (const s of found) note(s, item);
    itemSkills.set(item, withImplied(found));
  }
  for (const c of resume.certifications) scan(c);
  for (const ed of resume.education) {
    for (const piece of [ed.degree, ...ed.details]) if (piece) scan(piece);
  }
  for (const o of resume.other) for (const l of o.lines) scan(l);
  // Anything the structure missed (odd layouts): the whole text, minus the name line.
  const lines = text.split('\n');
  const nameLine = lines.findIndex((l) => l.trim() === resume.contact.name && l.trim() !== '');
  for (const m of findSkills(text, 'strict')) {
    if (m.line === nameLine) continue;
    note(m.skill, (lines[m.line] ?? '').trim());
  }
  const implied = new Map(direct);
  for (const [skill, evidence] of direct) {
    for (const parent of withImplied([skill])) if (!implied.has(parent)) implied.set(parent, evidence);
  }
  return {
    direct,
    implied,
    bulletSkills,
    itemSkills,
    supported: skillSet(text, 'lenient'),
    numbers: supportedNumbers(text),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

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

function isNarrowSkill(skill: string): boolean {
  const field = skillField(skill);
  return !BROAD_SKILLS.has(skill) && !(field !== undefined && LOW_WEIGHT_FIELDS.has(field));
}

/** Token-level containment: "CI/CD pipelines" contains "CI/CD"; "PostgreSQL" does not contain "Postgres". */
function containsKey(outer: string, inner: string): boolean {
  const i = skillKey(inner);
  return i !== '' && ` ${skillKey(outer)} `.includes(` ${i} `);
}

function hasUpper(text: string): boolean {
  return text !== text.toLowerCase();
}

/** How a required skill is written in the tailored resume: the job's wording when unambiguous. */
function displayTerm(req: SkillRequirement): string {
  if (req.custom) return req.jobTerm;
  if (isAmbiguousForm(req.skill, req.jobTerm) || !hasUpper(req.jobTerm)) return req.skill;
  // "CI/CD pipelines", "SageMaker endpoints": a longer phrase around the name reads worse than the name.
  const term = skillKey(req.jobTerm);
  const name = skillKey(req.skill);
  if (term !== name && (term.startsWith(`${name} `) || term.endsWith(` ${name}`))) return req.skill;
  if (req.jobTerm.split(/\s+/).length > 3) return req.skill;
  return req.jobTerm;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function latestRole(experience: readonly ExperienceEntry[]): ExperienceEntry | undefined {
  const current = experience.find((e) => e.endDate === 'Present');
  return current ?? experience[0];
}

function roleTense(entry: ExperienceEntry): Tense {
  let past = 0;
  let present = 0;
  for (const b of entry.bullets) {
    const first = (b.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
    if (!isActionVerb(first)) continue;
    if (first.endsWith('ed') || ['led', 'built', 'ran', 'wrote', 'made', 'taught', 'oversaw', 'sold', 'won', 'drove'].includes(first)) past++;
    else if (!first.endsWith('ing')) present++;
  }
  if (past === present) return entry.endDate === 'Present' ? 'present' : 'past';
  return past > present ? 'past' : 'present';
}

function cleanJobTitle(title: string): string {
  return title
    .replace(/(?<!\s)\s*\([^)]{0,200}\)/g, '')
    .replace(/(?<!\s)\s*[-–|/]\s*(?:remote|hybrid|on-?site|contract|full[- ]time|part[- ]time)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase may go into the resume only if every skill and number in it is in the user's resume. */
function phraseIsSupported(phrase: string, analysis: ResumeAnalysis): boolean {
  for (const m of findSkills(phrase, 'strict')) if (!analysis.supported.has(m.skill)) return false;
  for (const n of numbersIn(phrase)) if (!analysis.numbers.has(n.value.replace(/^~/, ''))) return false;
  return findDateRanges(phrase).length === 0;
}

const OBJECTIVE_RE = /^(?:objective:?\s*)?(?:seeking|to obtain|to secure|to leverage|looking for|obtain|i am seeking|i am looking)\b/i;

// ---------------------------------------------------------------------------------------------
// Scoring
// ---------------------------------------------------------------------------------------------

interface ScoreContext {
  readonly reqs: JobRequirements;
  readonly skillStatus: Map<string, boolean>;
  readonly yearsValue: number | null;
  readonly educationValue: number | null;
}

function formattingScore(rawText: string, resume: StructuredResume): number {
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
  const contact = ((resume.contact.email ? 1 : 0) + (resume.contact.phone ? 1 : 0)) / 2;
  const sections =
    ((resume.experience.length > 0 ? 1 : 0) + (resume.education.length > 0 ? 1 : 0) + (resume.skills.length > 0 ? 1 : 0)) / 3;
  return (headings + clean + dates + contact + sections) / 5;
}

/** Phrases of 1-4 tokens are looked up in a text; longer ones never match. */
const MAX_PHRASE_TOKENS = 4;

/**
 * Looks up 1-4 token phrases (lookup keys, as skillKey writes them) in a text tokenised once. Indexed by
 * first token instead of holding every n-gram: a long text (tens of thousands of tokens) would otherwise
 * build four strings per token for the few phrases scoring asks about.
 */
function phraseIndex(text: string): { has(key: string): boolean } {
  const tokens = tokenize(text).map((t) => t.lower);
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

function computeScore(ctx: ScoreContext, rawText: string, resume: StructuredResume): { total: number; breakdown: ScoreBreakdown } {
  const { reqs, skillStatus } = ctx;
  const coverage = (list: readonly SkillRequirement[]): number | null => {
    if (list.length === 0) return null;
    let all = 0;
    let met = 0;
    for (const r of list) {
      all += r.priority;
      if (skillStatus.get(r.skill)) met += r.priority;
    }
    return all === 0 ? null : met / all;
  };
  const requiredSkills = coverage(reqs.skills.filter((s) => s.required));
  const preferredSkills = coverage(reqs.skills.filter((s) => !s.required));
  const text = normalizeText(rawText);
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

// ---------------------------------------------------------------------------------------------
// Tailoring
// ---------------------------------------------------------------------------------------------

function educationLevelOf(resume: StructuredResume): { level: DegreeLevel; line: string } | null {
  let best: { level: DegreeLevel; line: string } | null = null;
  for (const ed of resume.education) {
    const line = [ed.degree, ed.institution, ed.dates].filter(Boolean).join(' | ');
    const level = degreeLevelOf(ed.degree) ?? degreeLevelOf(ed.details.join(' '));
    if (level && (!best || DEGREE_LEVEL_RANK[level] > DEGREE_LEVEL_RANK[best.level])) best = { level, line };
  }
  return best;
}

const LEVEL_LABEL: Record<DegreeLevel, string> = {
  none: 'No degree',
  'high-school': 'High school diploma',
  certificate: 'Certificate or diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

/** Tailors a resume to a job. Pure and deterministic for the same input. */
export function tailorResume(input: TailorInput): TailoringResult {
  const warnings: string[] = [];
  const originalText = originalAsText(input.resumeText ?? '');
  if (originalText.trim().length < 100) {
    warnings.push('The resume has less than 100 characters of usable text, so there is little to tailor.');
  }
  const resume = parseResume(originalText);
  const reqs = input.requirements ?? extractJobRequirements(input.job);
  if (reqs.descriptionText.length < 200) warnings.push('The job description is short; the match report may be incomplete.');
  const analysis = analyseResume(resume, originalText);
  const reqBySkill = new Map(reqs.skills.map((r) => [r.skill, r]));

  // ---- Requirements → match items.
  const items: MatchItem[] = [];
  const skillStatus = new Map<string, boolean>();
  for (const r of reqs.skills) {
    let evidence: string | null;
    if (r.custom) {
      evidence = containsPhrase(originalText, r.jobTerm)
        ? (originalText.split('\n').find((l) => containsPhrase(l, r.jobTerm))?.trim() ?? null)
        : null;
    } else evidence = analysis.implied.get(r.skill) ?? null;
    skillStatus.set(r.skill, evidence !== null);
    items.push({
      requirement: r.skill,
      kind: 'skill',
      status: evidence !== null ? 'met' : 'gap',
      evidence,
      required: r.required,
      priority: r.priority,
      jobTerm: r.jobTerm,
    });
  }
  const reference = referenceMonth(originalText, input.now);
  const computedYears = computedExperienceYears(resume, reference);
  const stated = statedExperienceYears(resume);
  const candidateYears = Math.max(computedYears, stated?.years ?? 0) || null;
  let yearsValue: number | null = null;
  if (reqs.years) {
    const y = reqs.years;
    const met = candidateYears !== null && candidateYears >= y.min;
    yearsValue = met ? 1 : Math.min(1, (candidateYears ?? 0) / y.min);
    const oldest = resume.experience[resume.experience.length - 1];
    const evidence =
      stated && stated.years >= computedYears
        ? stated.text
        : oldest
          ? `${resume.experience.length} role(s) from ${oldest.startDate || oldest.dates}`
          : null;
    items.push({
      requirement: `${y.min}${y.max ? `-${y.max}` : '+'} years of experience${y.skill ? ` (${y.skill})` : ''}`,
      kind: 'years',
      status: met ? 'met' : 'gap',
      evidence: candidateYears ? evidence : null,
      required: y.required,
      priority: 3,
      note: candidateYears !== null ? `The resume supports about ${candidateYears} year(s).` : 'No dated experience found.',
    });
  }
  let educationValue: number | null = null;
  if (reqs.education) {
    const e = reqs.education;
    const have = educationLevelOf(resume);
    const met = have !== null && DEGREE_LEVEL_RANK[have.level] >= DEGREE_LEVEL_RANK[e.level];
    educationValue = met ? 1 : e.orEquivalent && candidateYears !== null && candidateYears >= 4 ? 0.5 : 0;
    const base: MatchItem = {
      requirement: `${LEVEL_LABEL[e.level]}${e.field ? ` in ${e.field}` : ''}`,
      kind: 'education',
      status: met ? 'met' : 'gap',
      evidence: met && have ? have.line : null,
      required: e.required,
      priority: 3,
    };
    items.push(e.orEquivalent && !met ? { ...base, note: 'The posting accepts equivalent experience.' } : base);
  }

  // ---- Tailored resume.
  const reqPriority = (skills: Set<string> | undefined): number => {
    if (!skills) return 0;
    let p = 0;
    for (const s of skills) {
      const r = reqBySkill.get(s);
      if (r) p += r.priority;
    }
    return p;
  };
  const titleWords = new Set(reqs.titleKeywords);
  const relevance = (bullet: string): number => {
    let score = reqPriority(analysis.bulletSkills.get(bullet));
    for (const t of tokenize(bullet)) if (titleWords.has(t.lower)) score += 0.5;
    if (/\d/.test(bullet)) score += 0.25;
    return score;
  };
  const strengthen = (bullet: string, tense: Tense): string => {
    const rewritten = strengthenBullet(bullet, tense);
    if (!rewritten.changed) return bullet;
    // A new verb must never bring in a skill the resume does not have ("Trained employees").
    for (const m of findSkills(rewritten.text, 'strict')) if (!analysis.supported.has(m.skill)) return bullet;
    return rewritten.text;
  };
  const reorder = (bullets: readonly string[], tense: Tense): string[] =>
    bullets
      .map((b, i) => ({ b, i, score: relevance(b) }))
      .sort((x, y) => y.score - x.score || x.i - y.i)
      .map(({ b }) => strengthen(b, tense));

  const experience = resume.experience.map((e) => ({ ...e, bullets: reorder(e.bullets, roleTense(e)) }));
  const projects = resume.projects.map((p) => ({ ...p, bullets: reorder(p.bullets, 'past') }));

  // Skills: job's priorities first, in the job's wording when the resume has the same skill.
  interface SkillItem {
    text: string;
    priority: number;
    index: number;
  }
  const skillItems: SkillItem[] = resume.skills.map((text, index) => {
    const canon = canonicalSkill(text);
    const direct = new Set(findSkills(text, 'lenient').map((m) => m.skill));
    if (canon) direct.add(canon);
    let priority = 0;
    for (const sk of direct) priority = Math.max(priority, reqBySkill.get(sk)?.priority ?? 0);
    for (const sk of analysis.itemSkills.get(text) ?? []) {
      if (!direct.has(sk)) priority = Math.max(priority, (reqBySkill.get(sk)?.priority ?? 0) / 2);
    }
    let display = text;
    const req = canon ? reqBySkill.get(canon) : undefined;
    if (req && !req.custom && skillKey(req.jobTerm) !== skillKey(text) && !containsKey(req.jobTerm, text)) {
      const term = displayTerm(req);
      if (canonicalSkill(term) === canon) display = term;
    }
    return { text: display, priority, index };
  });
  const listed = new Set<string>();
  for (const item of resume.skills) for (const s of analysis.itemSkills.get(item) ?? []) listed.add(s);
  let extraIndex = resume.skills.length;
  for (const r of reqs.skills) {
    if (r.custom || listed.has(r.skill) || !analysis.direct.has(r.skill) || !isNarrowSkill(r.skill)) continue;
    if (!(r.inRequirements || r.inTitle || r.priority >= 3)) continue;
    const term = displayTerm(r);
    if (canonicalSkill(term) !== r.skill) continue;
    skillItems.push({ text: term, priority: r.priority, index: extraIndex++ });
    listed.add(r.skill);
  }
  const seenSkill = new Set<string>();
  const skills = skillItems
    .sort((a, b) => (b.priority > 0 || a.priority > 0 ? b.priority - a.priority : 0) || a.index - b.index)
    .filter((s) => {
      const key = s.text.toLowerCase();
      if (seenSkill.has(key)) return false;
      seenSkill.add(key);
      return true;
    })
    .map((s) => s.text);

  // Summary: the candidate's true matching strengths, aimed at the job.
  const latest = latestRole(resume.experience);
  let lead = latest?.title && latest.title.length <= 60 ? latest.title : resume.headline.length <= 60 ? resume.headline : '';
  lead = lead.trim();
  const strengths: string[] = [];
  for (const r of reqs.skills) {
    if (strengths.length >= 4) break;
    if (r.custom || !r.required || !analysis.direct.has(r.skill) || !isNarrowSkill(r.skill)) continue;
    const term = displayTerm(r);
    if (canonicalSkill(term) !== r.skill || isAmbiguousForm(r.skill, term)) continue;
    if (!strengths.includes(term)) strengths.push(term);
  }
  if (strengths.length === 0) {
    for (const item of resume.skills) {
      if (strengths.length >= 3) break;
      const canon = canonicalSkill(item);
      if (canon && !isAmbiguousForm(canon, item) && isNarrowSkill(canon)) strengths.push(item);
    }
  }
  // The resume's own figure when it states one (no contradiction with its summary), else the dates.
  const yearsClaim = stated ? stated.years : computedYears;
  const summaryParts: string[] = [];
  const yearsPart = yearsClaim >= 1 ? ` with ${yearsClaim}+ years of experience` : '';
  const skillsPart = strengths.length > 0 ? `${yearsPart ? ',' : ''} skilled in ${joinList(strengths)}` : '';
  if (lead || yearsPart || skillsPart) {
    const opening = `${lead || 'Professional'}${yearsPart}${skillsPart}.`;
    if (phraseIsSupported(opening.replace(/(?<!\d)\d+\+ years/, ''), analysis)) summaryParts.push(opening);
  }
  const jobTitle = cleanJobTitle(reqs.title);
  let targeted = false;
  if (jobTitle) {
    const target = `Seeking the ${jobTitle} role${reqs.company ? ` at ${reqs.company}` : ''}.`;
    const titleOnly = `Seeking the ${jobTitle} role.`;
    if (phraseIsSupported(target, analysis)) {
      summaryParts.push(target);
      targeted = true;
    } else if (phraseIsSupported(titleOnly, analysis)) {
      summaryParts.push(titleOnly);
      targeted = true;
    }
  }
  const original = resume.summary.trim();
  const summaryLines = [summaryParts.join(' ')];
  if (original && !(targeted && OBJECTIVE_RE.test(original))) summaryLines.push(original);
  const summary = summaryLines.filter(Boolean).join('\n');

  const tailored: StructuredResume = {
    contact: { ...resume.contact, links: [...resume.contact.links] },
    headline: resume.headline,
    summary,
    experience,
    education: resume.education.map((e) => ({ ...e, details: [...e.details] })),
    skills,
    certifications: [...resume.certifications],
    projects,
    other: resume.other.map((o) => ({ heading: o.heading, lines: [...o.lines] })),
  };
  for (const o of tailored.other) {
    if (placementOf(o) === 'achievements' && !/achievement|award|honou?r|accomplishment/i.test(o.heading)) {
      warnings.push(`Section "${o.heading}" is placed under ACHIEVEMENTS so that ATS software and the editor read it.`);
    }
  }
  if (resume.experience.length === 0) warnings.push('No work experience section was recognised in the resume.');

  let text = renderResumeText(tailored);
  let finalResume = tailored;
  const check = checkAgainst(supportFor(originalText, resume, { now: input.now ?? null }), text);
  if (!check.ok) {
    const enforced = enforceTruthfulness(originalText, text, { now: input.now ?? null });
    text = enforced.text;
    finalResume = parseResume(text);
    const what = enforced.removed.map((r) => `${r.kind} "${r.value}"`).join(', ');
    warnings.push(`Removed ${enforced.removed.length} statement(s) the original resume does not support: ${what}.`);
  }

  // ---- Scores.
  const ctx: ScoreContext = { reqs, skillStatus, yearsValue, educationValue };
  const before = computeScore(ctx, input.resumeText ?? '', resume);
  const after = computeScore(ctx, text, finalResume);
  const gaps = items.filter((i) => i.status === 'gap').map((i) => i.requirement);
  const matchedSkills = items.filter((i) => i.kind === 'skill' && i.status === 'met').map((i) => i.requirement);
  const missingSkills = items.filter((i) => i.kind === 'skill' && i.status === 'gap').map((i) => i.requirement);
  if (reqs.skills.length > 0 && matchedSkills.length === 0) {
    warnings.push("None of the job's skills were found in the resume.");
  }
  return {
    resume: finalResume,
    text,
    match: {
      items,
      gaps,
      matchedSkills,
      missingSkills,
      scoreBefore: before.total,
      scoreAfter: Math.max(before.total, after.total),
      breakdownBefore: before.breakdown,
      breakdownAfter: after.breakdown,
      candidateYears,
      requirements: reqs,
    },
    engine: 'built-in',
    warnings,
  };
}
