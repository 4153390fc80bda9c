/**
 * What a cover letter may say about the job and the candidate's fit, read once per letter: the job's
 * requirements (the tailoring engine's reader), the required skills the resume really shows (named as
 * the resume writes them, its skills section first, and never one the resume only mentions as "basics"
 * or "exposure"), and one sentence of the posting about the company, the team or the work, safe to
 * quote: it holds no degree, no skill the resume lacks and no cliché, and a number only when it speaks
 * of the company in the third person, so quoting it can state nothing about the candidate that the
 * user's input does not hold.
 */
import type { ResumeDocument } from '../resume/document.schema';
import { resumeOfDocument } from '../resume/document';
import { degreeLevelsIn } from '../resume/lexicon';
import { foldForCompare } from '../resume/normalize';
import { renderResumeText } from '../resume/render';
import { extractJobRequirements, type JobRequirements } from '../tailoring/job-requirements';
import { qualifiedMentions } from '../tailoring/skill-evidence';
import { findSkills } from '../tailoring/skill-matcher';
import { WORD_NUMBER_SOURCE, sentencesOf } from '../tailoring/text';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import { readCompanyFacts } from './company-facts';
import { countWords } from './letter-text';
import { toolsUsed } from './tools';

export interface CoverLetterJob {
  readonly title: string;
  readonly company: string;
  /** The posting's text (plain or HTML), or null when there is none. */
  readonly description: string | null;
}

export interface ShownSkill {
  /** Canonical name. */
  readonly skill: string;
  /** As the resume writes it. */
  readonly name: string;
}

export interface JobFacts {
  readonly requirements: JobRequirements;
  readonly hasPosting: boolean;
  /** The resume as text (what the truth check reads too). */
  readonly resumeText: string;
  /** Skills the resume shows without a qualifier, in the resume's order. */
  readonly resumeSkills: readonly ShownSkill[];
  /** The posting's skills the resume shows, most important first. */
  readonly matchedSkills: readonly ShownSkill[];
  /**
   * The skills (canonical) the user lists or a statement of their work shows, not those only their summary or a job
   * title names: a list of skills in a letter names these ("AI" from "contributing to AI technologies" and "full
   * stack" from "Full Stack Developer" were a recruiter's examples of words that are no skill).
   */
  readonly ownSkills: ReadonlySet<string>;
  /** The skills (canonical) the resume's skills section lists: empty when it has none. */
  readonly listedSkills: ReadonlySet<string>;
  /**
   * The skills (canonical) a statement of the user's work names as what the work was done with ("using Python and
   * Kafka", "in ANSYS Mechanical and SolidWorks", "Operated lathes", "Conducted A/B testing"): a tool plainly used,
   * which a letter's list may name though the skills section does not (`tools.ts` `toolsUsed`).
   */
  readonly usedTools: ReadonlySet<string>;
  /** One quotable sentence of the posting about the company or the work, or null. */
  readonly postingSentence: string | null;
  /** The sentence speaks of the company in the third person: it can stand in the letter unquoted. */
  readonly postingSentenceAboutCompany: boolean;
  /** Required skills of the posting (its own words) the resume does not show: gaps, never claims (D4). */
  readonly gaps: readonly string[];
  /** What the posting says about the company, as predicates ("is a 410-bed …"): company-facts.ts. */
  readonly companyFacts: readonly string[];
}

interface PostingSentence {
  readonly text: string;
  readonly companyVoice: boolean;
}

const NUMBER_WORD_RE = new RegExp(`\\b(?:${WORD_NUMBER_SOURCE})\\b`, 'i');
const ABOUT_COMPANY_RE = /\b(?:we|our|us|mission|build|builds|building|help|helps|serve|serves|serving|customers?|clients?|patients?|students?|communit(?:y|ies)|platform|products?|team)\b/i;
const ABOUT_CANDIDATE_RE = /^(?:you|your|must|requirements?|qualifications?|experience|responsibilities|benefits|salary|apply|please|equal|we offer|we are an equal)\b/i;

/** Skills a text shows without a qualifier, each once, as first written. */
function shownSkills(text: string): ShownSkill[] {
  // With the context rules of ambiguous forms: "AP" of "the AP Chemistry course" is no accounts payable.
  const matches = findSkills(text, 'strict');
  const qualified = qualifiedMentions(text, matches);
  const out: ShownSkill[] = [];
  matches.forEach((m, i) => {
    if (!qualified[i] && !out.some((s) => s.skill === m.skill)) out.push({ skill: m.skill, name: m.surface });
  });
  return out;
}

/** The statements of the user's work (jobs, projects, other sections): no summary, no titles. */
function workStatements(document: ResumeDocument): string[] {
  const entries = [...document.experience, ...document.projects, ...document.other];
  return entries.flatMap((e) => e.statements.map((st) => st.text));
}

/** The statements of the user's work, one to a line. */
function workText(document: ResumeDocument): string {
  return workStatements(document).join('\n');
}

/** A sentence in which the posting speaks of the company in the third person ("Acme builds …"), not as "we" or to "you". */
function isCompanyVoice(sentence: string, companyKey: string): boolean {
  return companyKey !== '' && ` ${foldForCompare(sentence)} `.includes(` ${companyKey} `) && !/\b(?:we|our|us|you|your)\b/i.test(sentence);
}

/**
 * True when quoting the sentence would state only what the posting and the resume hold. Its figures and
 * skills are the posting's facts only when it speaks of the company ("Acme builds scheduling software
 * for 400 clinics"); elsewhere they could read as the candidate's, so such sentences are not used.
 */
function isQuotable(sentence: string, resumeSkills: ReadonlySet<string>, companyVoice: boolean): boolean {
  const words = countWords(sentence);
  if (words < 8 || words > 35) return false;
  if (!companyVoice && (/\d/.test(sentence) || NUMBER_WORD_RE.test(sentence))) return false;
  if (/["“”]/.test(sentence) || ABOUT_CANDIDATE_RE.test(sentence) || /[:?]$/.test(sentence)) return false;
  if (findBannedPhrases(sentence).length > 0 || findPlaceholder(sentence) !== null) return false;
  if (degreeLevelsIn(sentence).length > 0) return false;
  // The company's own tools and products are its facts; in any other voice a skill must be the writer's.
  return companyVoice || findSkills(sentence, 'strict').every((m) => resumeSkills.has(m.skill));
}

/** The posting's best sentence about the company, the team or the work. */
function pickPostingSentence(description: string, company: string, resumeSkills: ReadonlySet<string>): PostingSentence | null {
  const companyKey = foldForCompare(company);
  let best: (PostingSentence & { score: number }) | null = null;
  sentencesOf(description).forEach((raw, index) => {
    const text = raw
      .replace(/^[-•*·\s]+/, '')
      .replace(/^(?:[\p{L}']+\s){0,2}[\p{L}']+:\s+(?=\p{Lu})/u, '')
      .trim();
    const companyVoice = isCompanyVoice(text, companyKey);
    if (!/[.!]$/.test(text) || !isQuotable(text, resumeSkills, companyVoice)) return;
    let score = 0;
    if (companyKey && ` ${foldForCompare(text)} `.includes(` ${companyKey} `)) score += 3;
    if (companyVoice) score += 1;
    if (ABOUT_COMPANY_RE.test(text)) score += 2;
    if (/\byou(?:'ll| will)\b/i.test(text)) score += 1;
    score -= index * 0.01;
    if (score > 1 && (best === null || score > best.score)) best = { text, companyVoice, score };
  });
  const found = best as (PostingSentence & { score: number }) | null;
  return found ? { text: found.text, companyVoice: found.companyVoice } : null;
}

/** Reads the job and the resume for one letter; `read` is the posting's requirements when the job's resolution already read them. */
export function readJobFacts(document: ResumeDocument, job: CoverLetterJob, read?: JobRequirements): JobFacts {
  const description = job.description?.trim() ?? '';
  const requirements = read ?? extractJobRequirements({ title: job.title, company: job.company, description });
  const resumeText = renderResumeText(resumeOfDocument(document));
  // The skills section first (the user's own list), then the skills the statements show; never a cliché.
  const listed = shownSkills(document.skills.flatMap((g) => g.items).join(', '));
  const resumeSkills = [...listed, ...shownSkills(resumeText).filter((s) => !listed.some((l) => l.skill === s.skill))].filter(
    (s) => findBannedPhrases(s.name).length === 0,
  );
  const shown = new Map(resumeSkills.map((s) => [s.skill, s]));
  const ownSkills = new Set([...listed, ...shownSkills(workText(document))].map((s) => s.skill));
  const matchedSkills = [...requirements.skills]
    .sort((a, b) => b.priority - a.priority)
    .flatMap((r) => {
      const s = shown.get(r.skill);
      return s ? [s] : [];
    });
  const picked = description ? pickPostingSentence(requirements.descriptionText, job.company, new Set(shown.keys())) : null;
  const gaps = requirements.skills.filter((r) => r.required && !shown.has(r.skill)).map((r) => r.jobTerm);
  return {
    requirements,
    hasPosting: description !== '',
    resumeText,
    resumeSkills,
    matchedSkills,
    ownSkills,
    listedSkills: new Set(listed.map((s) => s.skill)),
    usedTools: new Set(workStatements(document).flatMap(toolsUsed)),
    postingSentence: picked?.text ?? null,
    postingSentenceAboutCompany: picked?.companyVoice ?? false,
    gaps: [...new Set(gaps)],
    companyFacts: description ? readCompanyFacts(requirements.descriptionText, job.company) : [],
  };
}
