/**
 * Checks on a finished cover letter, the built-in generator's and a model's alike (issue 13, D4):
 * - `checkCoverLetterStructure`: the template's shape (greeting, one paragraph per role, sign-off), its
 *   length, no placeholder, no stock phrase, and the fields the template needs actually named;
 * - `enforceCoverLetterTruth`: every sentence that states a skill, number, date or degree the user's own
 *   input (resume, custom instructions, extra fields) does not hold, or an employer or title that input
 *   and the posting do not name, is removed and listed. The posting may supply names (the company, the
 *   team, the role) but not the candidate's facts: a skill or degree the job asks for and the resume
 *   lacks is a gap, not a claim (D4).
 */
import type { ResumeDocument } from '../resume/document.schema';
import { resumeOfDocument } from '../resume/document';
import { degreeLevelsIn } from '../resume/lexicon';
import { foldForCompare } from '../resume/normalize';
import { renderResumeText } from '../resume/render';
import { parseResume } from '../resume/structure';
import { findSkills } from '../tailoring/skill-matcher';
import { withoutTitleMentions } from '../text/company-name';
import { checkAgainst, supportFor } from '../tailoring/truthfulness';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import type { CoverLetterExtras } from './cover-letter.schema';
import { countLetterWords, sentencesOfParagraph, splitLetter } from './letter-text';
import { proseClaimsOf } from './prose-claims';
import type { CoverLetterTemplate } from './templates';

export interface StructureReport {
  readonly ok: boolean;
  readonly problems: string[];
}

/** Lower-case, single-spaced, for "does the letter name it" checks. */
const looseFold = (text: string) => ` ${foldForCompare(text)} `;

/** Checks a letter against its template; `extras` lets it check the needed fields are named. */
export function checkCoverLetterStructure(content: string, template: CoverLetterTemplate, extras: CoverLetterExtras = {}): StructureReport {
  const problems: string[] = [];
  const letter = splitLetter(content);
  if (!letter.greeting) problems.push('The letter has no greeting ("Dear …,").');
  if (!letter.signOff || letter.signOff.split('\n').filter((l) => l.trim()).length < 2) problems.push('The letter has no sign-off with a name ("Sincerely," and the name).');
  // The company paragraph is left out when the posting says nothing about the company.
  const optionalParagraphs = template.paragraphs.filter((p) => p.role === 'why-company').length;
  const expected = template.paragraphs.length;
  if (letter.body.length > expected || letter.body.length < expected - optionalParagraphs) {
    problems.push(`The ${template.name} template has ${expected} paragraphs; this letter has ${letter.body.length}.`);
  }
  const words = countLetterWords(content);
  if (words < template.words.min || words > template.words.max) {
    problems.push(`The letter has ${words} words; the ${template.name} template asks for ${template.words.min} to ${template.words.max}.`);
  }
  const placeholder = findPlaceholder(content);
  if (placeholder) problems.push(`The letter holds a placeholder: ${placeholder}`);
  for (const phrase of findBannedPhrases(content)) problems.push(`The letter uses a stock phrase: "${phrase}".`);
  const body = looseFold(letter.body.join(' '));
  const names = (value: string | undefined) => !value || body.includes(looseFold(value));
  for (const need of template.needs) {
    const value = extras[need.field];
    if (need.required && !value) problems.push(`The ${template.name} template needs ${need.field}.`);
    else if ((need.field === 'referrerName' || need.field === 'appliedOn' || need.field === 'appliedFor') && !names(value)) {
      problems.push(`The letter does not mention ${need.field} ("${value ?? ''}").`);
    }
  }
  return { ok: problems.length === 0, problems };
}

export interface TruthSources {
  readonly document: ResumeDocument;
  /** The posting's text ('' without one). */
  readonly jobText: string;
  /** The job title and company as the user typed them. */
  readonly jobTitle?: string;
  readonly company?: string;
  readonly customInstructions?: string;
  readonly extras?: CoverLetterExtras;
  /** The day the letter is written: a role held until now counts to it (the years the role dates add up to). */
  readonly now?: Date | string;
}

export interface EnforcedLetter {
  readonly content: string;
  /** One line per removed sentence: what it claimed and the sentence. */
  readonly removedClaims: string[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text with the job's own title and company taken out (a "Python Developer" title claims no Python). */
function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) if (name.trim().length > 1) out = out.replace(new RegExp(escapeRegex(name.trim()), 'gi'), ' ');
  return out;
}

/** The writer speaking: "I" (not "I-80" or "Level I"), "I'm", "me", "my" …. */
const FIRST_PERSON_RE = /(?:^|[^\p{L}\p{N}-])(?<!\b(?:Level|Phase|Type|Tier|Grade|Class|Stage|Part|Title|Engineer|Analyst|Technician|Specialist|Associate) )I(?![\p{L}\p{N}-])|\b(?:I'm|I've|I'd|me|my|mine|myself)\b/u;

/** Whether the posting states this value as a whole token (numbers compared without thousands separators). */
function postingStates(jobText: string, value: string): boolean {
  const plain = (text: string) => text.replace(/(?<=\d)[,\u00a0 ](?=\d{3}\b)/g, '');
  const wanted = plain(value.trim());
  return wanted !== '' && new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(wanted)}(?![\\p{L}\\p{N}])`, 'iu').test(plain(jobText));
}

/** Removes the sentences that state what the sources do not support. */
export function enforceCoverLetterTruth(content: string, sources: TruthSources): EnforcedLetter {
  const extras = Object.values(sources.extras ?? {}).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const own = [renderResumeText(resumeOfDocument(sources.document)), sources.customInstructions ?? '', ...extras].join('\n');
  const support = supportFor(own, parseResume(own), { now: sources.now ?? null });
  const ownDegrees = new Set(degreeLevelsIn(own));
  const named = looseFold([own, sources.jobText, sources.jobTitle ?? '', sources.company ?? ''].join('\n'));
  const jobNames = [sources.jobTitle ?? '', sources.company ?? ''];
  // The title as the letter names the job ("the C++ Developer position" of "C++ Developer (Kotlin)").
  const withoutJobNames = (text: string, names: readonly string[]) => withoutNames(withoutTitleMentions(text, sources.jobTitle ?? ''), names);

  const letter = splitLetter(content);
  const paragraphs = letter.body.map(sentencesOfParagraph);
  const flat = paragraphs.flatMap((sentences, p) => sentences.map((text, s) => ({ text, p, s })));
  const reasons = new Map<number, string[]>();
  const flag = (index: number, reason: string) => reasons.set(index, [...(reasons.get(index) ?? []), reason]);

  const masked = flat.map((x) => withoutJobNames(x.text, jobNames).replace(/\n/g, ' ')).join('\n');
  const postingSkills = new Set(findSkills(sources.jobText, 'lenient').map((m) => m.skill));
  const postingHas = (kind: string, value: string) => (kind === 'skill' && postingSkills.has(value)) || postingStates(sources.jobText, value);
  for (const claim of checkAgainst(support, masked).unsupported) {
    if (claim.kind !== 'skill' && claim.kind !== 'number' && claim.kind !== 'date') continue;
    // What the posting states about the company ("scheduling software for 400 clinics", "your Kafka
    // platform") is the posting's fact, not the writer's claim; in a sentence about the writer
    // ("I", "my") a skill, number or date must be the writer's own.
    if (!FIRST_PERSON_RE.test(flat[claim.lineIndex]?.text ?? '') && postingHas(claim.kind, claim.value)) continue;
    flag(claim.lineIndex, `${claim.kind} "${claim.value}"`);
  }
  const isNamed = (value: string) => named.includes(looseFold(value));
  flat.forEach((x, i) => {
    for (const claim of proseClaimsOf(x.text, isNamed)) {
      if (!isNamed(claim.value)) flag(i, `${claim.kind} "${claim.value}"`);
    }
    for (const level of degreeLevelsIn(withoutJobNames(x.text, jobNames))) {
      if (!ownDegrees.has(level)) flag(i, `degree "${level}"`);
    }
  });

  const removedClaims = [...reasons.entries()]
    .sort(([a], [b]) => a - b)
    .map(([i, why]) => `Removed "${flat[i]?.text ?? ''}" (unsupported ${why.join(', ')})`);
  const kept = paragraphs
    .map((sentences, p) => sentences.filter((_, s) => !reasons.has(flat.findIndex((x) => x.p === p && x.s === s))).join(' '))
    .filter((text) => text.trim() !== '');
  const parts = [letter.greeting ?? '', ...kept, letter.signOff ?? ''].filter((t) => t !== '');
  return { content: reasons.size === 0 ? content : parts.join('\n\n'), removedClaims };
}
