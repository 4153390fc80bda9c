/**
 * Summary stage (issue "The writer", point 2): a summary written for the job from the user's own facts,
 * never the old summary with a tail. At most MAX_SENTENCES sentences, sentence case:
 * - who: the candidate's title in sentence case, the years of experience their role dates add up to, and
 *   two or three of the job's asks the resume names ("Shipping and receiving supervisor with 11 years of
 *   experience, including inventory control, Manhattan WMS and OSHA compliance.");
 * - one result, taken whole from a statement that states a number ("At Sierra Crest Distribution, cut
 *   dock-to-stock time from 36 to 19 hours …"), or a current role's present-tense outcome said of the
 *   person ("At Riverside Mercy Medical Center, coordinates bed placement …, reducing … by 14%.");
 * - the credentials the job asks for that the resume lists ("Holds BLS, ACLS and PCCN certifications.").
 * Nothing to say truthfully (no title, no asks, no result): the original summary as it is. The original
 * stays the edit's original in the document, so the user can restore it.
 */
import { companyInProse } from '../text/company-name';
import { listOf } from '../text/lists';
import { FEELING_SENTENCE_RE } from '../text/self-praise';
import { isDegreeSkill } from './gaps';
import { canonicalSkill } from './skill-matcher';
import { SELF_PRAISE_RE } from '../text/self-praise';
import { isAspiration } from '../text/aspiration';

export const MAX_SENTENCES = 3;
/** Sentences of a one-paragraph summary (a line break also ends one). */
export function summarySentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}


/**
 * A credential or degree ("CPA", "Registered Nurse", "BSN") is something the candidate holds, not a
 * skill they are "skilled in": the summary's additions leave it to the certifications and education.
 */
const CREDENTIAL_RE =
  /^(?:certified|chartered|registered|licensed|board[- ]certified)\b|\b(?:licen[cs]e|licensure|certification|certificate)\b|^(?:associate|doctor|master)\b|^(?:RN|LPN|NP)$/i;

export function isCredential(skill: string): boolean {
  const name = canonicalSkill(skill) ?? skill;
  return [skill.trim(), name].some((form) => isDegreeSkill(form) || CREDENTIAL_RE.test(form));
}

export interface WrittenSummaryInput {
  /** The resume's own summary (kept when there is nothing truthful to write). */
  readonly original: string;
  /** The candidate's title (latest role, or headline), as the resume writes it, or ''. */
  readonly title: string;
  /** Whole years the role dates add up to, or null. */
  readonly years: number | null;
  /** The user's own figure said as a floor ("over 10 years", "8+ years"): the summary says it so. */
  readonly yearsAtLeast?: 'over' | '+';
  /** What the user's own figure counts ("software development and product management"): said with it, unless the title says it already. */
  readonly yearsScope?: string;
  /** The job's asks the resume names, in its own words and already cased for mid-sentence, most important first. */
  readonly asks: readonly string[];
  /** One result: a statement with a number, whole, and the employer it was at ('' when unknown), or the project it came from. */
  readonly result: { readonly statement: string; readonly employer: string; readonly project?: string; readonly scope?: true } | null;
  /** Credentials the job asks for that the resume lists, as it writes them. */
  readonly credentials: readonly string[];
  /** Licences the posting asks for, by name ("Oklahoma Journeyman Electrician License"). */
  readonly licences?: readonly string[];
  /**
   * The original states a figure of years its own role dates have outgrown ("three years" above Accountant roles
   * from May 2019): it is not kept for saying more, since the recruiter reads the dates beside it.
   */
  readonly originalOutgrown?: boolean;
}

export const MAX_SUMMARY_ASKS = 3;

/** "Shipping and Receiving Supervisor" → "Shipping and receiving supervisor"; acronyms and names ("IT", "II", "PhD") kept. */
export function sentenceCaseTitle(title: string): string {
  const words = title.trim().split(/\s+/);
  return words
    .map((w, i) => {
      if (i === 0) return w.charAt(0).toUpperCase() + w.slice(1);
      return /^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w;
    })
    .join(' ');
}

function lowerFirst(statement: string): string {
  const first = statement.split(/\s+/)[0] ?? '';
  // "SQL …", "Epic …": a name keeps its capital.
  if (/^\p{Lu}\p{Ll}/u.test(first) && first.slice(1) === first.slice(1).toLowerCase()) return statement.charAt(0).toLowerCase() + statement.slice(1);
  return statement;
}

function endSentence(text: string): string {
  const t = text.trim().replace(/[;:,]\s*$/, '');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** A statement of the user's said of them at their employer: "At Sierra Crest Distribution, cut dock-to-stock time …". */
export function employerSentence(statement: string, employer: string): string {
  const at = companyInProse(employer).replace(/^(?=(?:department|university|office|city|state|county|school|college|center|centre|ministry|board)\b)/i, 'the ');
  return at ? `At ${at}, ${endSentence(lowerFirst(statement))}` : endSentence(statement);
}

/** A licence is held as a title ("Licensed as a CPA"), a certification as earned ("Earned the PMP certification"). */
const LICENCE_RE = /^(?:CPA|RN|LPN|PE|CDL|LCSW|LMSW|LPC|NP|PA-C)$/;

/** The sentence a written summary states its credentials in ("Earned the PMP certification.", "Holds the … License."). */
const CREDENTIAL_SENTENCE_RE = /^(?:Earned the|Licensed as|Holds the)\s/;

/**
 * The names a written summary's credential sentence states, as its capitalised words ("PMP" of "Earned the PMP
 * certification."; "Oklahoma", "Journeyman", … of "Holds the Oklahoma Journeyman Electrician License."), or null
 * when the sentence is no credential sentence.
 */
export function credentialWords(sentence: string): string[] | null {
  if (!CREDENTIAL_SENTENCE_RE.test(sentence)) return null;
  return sentence.replace(CREDENTIAL_SENTENCE_RE, '').match(/\b\p{Lu}[\p{L}\d-]*/gu) ?? [];
}

function credentialSentence(credentials: readonly string[]): string {
  const licences = credentials.filter((c) => LICENCE_RE.test(c));
  const certifications = credentials.filter((c) => !LICENCE_RE.test(c));
  const earned = certifications.length > 0 ? `earned the ${listOf(certifications)} ${certifications.length > 1 ? 'certifications' : 'certification'}` : '';
  if (licences.length === 0) return `${earned.charAt(0).toUpperCase()}${earned.slice(1)}.`;
  const article = licences.length > 1 ? '' : /^[AEFHILMNORSX]/.test(licences[0] ?? '') ? 'an ' : 'a ';
  return `Licensed as ${article}${listOf(licences)}${earned ? `; ${earned}` : ''}.`;
}

/** "10 years", "over 10 years", "8+ years", as the user's own figure says it. */
function yearsFigure(years: number, atLeast: WrittenSummaryInput['yearsAtLeast']): string {
  const unit = years === 1 && atLeast !== '+' ? 'year' : 'years';
  if (atLeast === 'over') return `over ${years} ${unit}`;
  return `${years}${atLeast ?? ''} ${unit}`;
}

/** "DevOps" under "DevOps engineer": the title says what the years were in. */
export function scopeInTitle(scope: string, title: string): boolean {
  const titleWords = new Set(title.toLowerCase().split(/[^\p{L}\d]+/u));
  return scope.toLowerCase().split(/[^\p{L}\d]+/u).filter(Boolean).every((w) => titleWords.has(w));
}

export function writeSummary(input: WrittenSummaryInput): string {
  const out: string[] = [];
  const title = input.title.trim() ? sentenceCaseTitle(input.title) : '';
  const scope = input.yearsScope && !scopeInTitle(input.yearsScope, title) ? ` in ${input.yearsScope}` : '';
  // An ask the years' own scope names is not said again ("7 years of experience in month-end close, including month-end close").
  const asks = input.asks.filter((a) => !scope.toLowerCase().includes(a.toLowerCase())).slice(0, MAX_SUMMARY_ASKS);
  const years = input.years !== null && input.years >= 1 ? `${yearsFigure(input.years, input.yearsAtLeast)} of experience${scope}` : '';
  // "with N years of experience, including A and B": the years are the career's and the asks part of that
  // experience, never "N years of A" (the dates do not say how long each skill was used); "including" fits
  // a tool and a practice alike.
  const named = listOf(asks);
  if (title && years && named) out.push(`${title} with ${years}, including ${named}.`);
  else if (title && years) out.push(`${title} who has ${years}.`);
  else if (title && named) out.push(`${title} with experience in ${named}.`);
  if (out.length === 0) return input.original.trim();
  if (input.result) {
    const { statement, employer, project } = input.result;
    if (project) out.push(`In ${/project$/i.test(project) ? project : `the ${project} project`}, ${endSentence(lowerFirst(statement))}`);
    else out.push(employerSentence(statement, employer));
  }
  const credentials = input.credentials.filter((c) => !out.some((s) => s.includes(c)));
  if (credentials.length > 0 && out.length < MAX_SENTENCES) out.push(credentialSentence(credentials));
  const licence = input.licences?.find((l) => !out.some((s) => s.includes(l)));
  if (licence && out.length < MAX_SENTENCES) out.push(`Holds the ${licence}.`);
  // A summary of the title alone, or the title and what the person does, says less than the user's own: theirs
  // stays, unless its figure of years is older than its dates, or past saying who they are it goes on in a
  // sentence of feeling ("Passionate about providing …"), which a recruiter skims past to what the person does.
  const ownSentences = summarySentences(input.original);
  const praiseAfterLead = ownSentences.slice(1).some((sentence) => FEELING_SENTENCE_RE.test(sentence));
  // A summary that only says what the user seeks ("Seeking an Account Executive role …") says nothing of them.
  const keepsOwn = input.originalOutgrown !== true && !(input.result?.scope && praiseAfterLead) && !ownSentences.every(isAspiration);
  if ((out.length === 1 || input.result?.scope) && asks.length === 0 && input.original.trim() && keepsOwn) {
    // Their sentence of praise past who they are ("Exceptional skills in communication, …") gives way to what they do,
    // in their own statement: a recruiter skims past the one to the other.
    const praise = (sentence: string) => FEELING_SENTENCE_RE.test(sentence) || SELF_PRAISE_RE.test(sentence);
    const plain = ownSentences.filter((sentence) => !praise(sentence));
    const did = input.result ? out[1] : undefined;
    if (did && plain.length > 0 && plain.length < ownSentences.length && !praise(ownSentences[0] ?? '')) return [...plain, did].slice(0, MAX_SENTENCES).join(' ');
    return input.original.trim();
  }
  return out.slice(0, MAX_SENTENCES).join(' ');
}
