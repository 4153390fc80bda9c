/**
 * "Draft a follow-up" (issue 24, section 5): a short note of 60-120 words (body) from the application's
 * facts (company, title, stage, dates, contact) and the resume on its card, written by rule, not by a
 * model. It states nothing of the writer but the resume's own latest role and one of its statements, so
 * it passes the cover letters' truth check (`enforceCoverLetterTruth`) with the card's facts as the only
 * other source. The user copies it; the product never sends it.
 */
import { countLetterWords, greetingFor, joinLetter } from '../cover-letters/letter-text';
import type { ResumeDocument } from '../resume/document.schema';

export const FOLLOW_UP_MIN_WORDS = 60;
export const FOLLOW_UP_MAX_WORDS = 120;
export const FOLLOW_UP_STAGES = ['applied', 'interviewing', 'offer'] as const;
export type FollowUpStage = (typeof FOLLOW_UP_STAGES)[number];

export interface FollowUpInput {
  stage: FollowUpStage;
  company: string;
  jobTitle: string;
  /** When the card moved to applied / the interview / the offer's deadline, if known. */
  appliedAt?: Date | null;
  interviewAt?: Date | null;
  offerDeadline?: Date | null;
  contactName?: string | null;
  /** The resume on the card, if any. */
  document?: ResumeDocument | null;
  /** The sign-off: the resume's name, else the account's. */
  signOffName?: string | null;
  /** The user's IANA zone, for the dates in words. */
  timezone: string;
}

export interface FollowUpDraft {
  content: string;
  wordCount: number;
  /** The card's facts the note states, in words: give them to the truth check as a source. */
  facts: string;
}

function dayInWords(date: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', day: 'numeric' }).format(date);
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const PAST_RE = /(?:ed|built|led|ran|won|taught|wrote|made|grew|cut|set|drove|oversaw|began|kept)$/i;
/** Openings that are no verb ("The", "Over", "Responsible"…) or not one in the first person present. */
const NOT_A_VERB_RE = /^(?:a|an|the|this|these|over|more|most|all|each|our|my|responsible|member|key|daily|weekly|part|as|in|on|for|with|from|to|by|at)$|(?:s|ing|ly|ion|ment|ness|ity|al|ic|ous|ive|ful)$/i;

/**
 * "Led a team of 6" → "led a team of 6": a statement that opens with a verb, past tense (any role) or
 * the first person present ("Supervise four units", the current role's usual form); else null.
 */
function asPredicate(statement: string, current: boolean): string | null {
  const text = statement.trim().replace(/^[•\-–*]\s*/, '');
  const first = /^([A-Z][a-z]+)\b(?![-'’])/.exec(text)?.[1];
  if (!first) return null;
  const past = PAST_RE.test(first) && !NOT_A_VERB_RE.test(first);
  const present = current && !NOT_A_VERB_RE.test(first) && !PAST_RE.test(first);
  if (!past && !present) return null;
  return first.toLowerCase() + text.slice(first.length);
}

/** The resume's own words: the latest role, and one thing done there (when it reads as a predicate). */
function resumeSentences(document: ResumeDocument | null | undefined): { role: string | null; deed: string | null } {
  const entry = document?.experience.find((e) => e.title.trim() !== '' && e.employer.trim() !== '');
  if (!entry) return { role: null, deed: null };
  const current = /present|current|now/i.test(entry.end) || /present|current/i.test(entry.dates);
  const role = sentence(`${current ? 'I currently work as' : 'Most recently I worked as'} ${entry.title.trim()} at ${entry.employer.trim()}`);
  for (const statement of entry.statements) {
    const predicate = asPredicate(statement.text, current);
    if (predicate && predicate.split(/\s+/).length <= 24) return { role, deed: sentence(`There I ${predicate.replace(/[;:,]\s*$/, '')}`) };
  }
  return { role, deed: null };
}

function roleAt(input: FollowUpInput): string {
  const title = input.jobTitle.trim();
  const company = input.company.trim();
  if (title && company) return `the ${title} role at ${company}`;
  if (title) return `the ${title} role`;
  if (company) return `the open role at ${company}`;
  return 'the role';
}

/** Writes the note; sentences are dropped or added to land within 60-120 body words. */
export function draftFollowUp(input: FollowUpInput): FollowUpDraft {
  const role = roleAt(input);
  const zone = input.timezone;
  const facts: string[] = [];
  const { role: resumeRole, deed } = resumeSentences(input.document);
  let core: string[][];
  let optional: string[];
  if (input.stage === 'applied') {
    const on = input.appliedAt ? ` on ${dayInWords(input.appliedAt, zone)}` : '';
    if (input.appliedAt) facts.push(`Applied on ${dayInWords(input.appliedAt, zone)}.`);
    core = [
      [`I applied for ${role}${on}, and I am writing to follow up on my application.`],
      [resumeRole, deed].filter((s): s is string => s !== null),
      [
        'I am still very interested in this role and would welcome the chance to talk about how I could help your team.',
        'Thank you for considering my application.',
      ],
    ];
    optional = ['If it would be useful, I am happy to send any further information you need.', 'I look forward to hearing about the next steps.'];
  } else if (input.stage === 'interviewing') {
    const on = input.interviewAt ? ` on ${dayInWords(input.interviewAt, zone)}` : '';
    if (input.interviewAt) facts.push(`Interviewed on ${dayInWords(input.interviewAt, zone)}.`);
    core = [
      [`Thank you for taking the time to speak with me${on} about ${role}.`, 'I enjoyed learning more about the team and the work ahead.'],
      [resumeRole, deed].filter((s): s is string => s !== null),
      ['Please let me know if there is anything else I can send to help with your decision.', 'I look forward to hearing from you.'],
    ];
    optional = ['Our conversation made me even more interested in joining the team.', 'Thank you again for your time.'];
  } else {
    const by = input.offerDeadline ? ` by ${dayInWords(input.offerDeadline, zone)}` : ' soon';
    if (input.offerDeadline) facts.push(`Offer deadline ${dayInWords(input.offerDeadline, zone)}.`);
    core = [
      [`Thank you for the offer for ${role}.`, 'I appreciate the time your team has put into the process.'],
      [`I am reviewing the details carefully and will give you my answer${by}.`],
      ['Before then, could we find a short time to talk through a few questions I have about the offer?', 'Please let me know what time suits you.'],
    ];
    optional = ['I am grateful for the confidence you have shown in me.', 'Thank you again for your time and for this opportunity.'];
  }
  const contact = input.contactName?.trim();
  if (contact) facts.push(`Contact: ${contact}.`);
  const greeting = contact ? `Dear ${contact},` : greetingFor(input.company);
  const name = input.signOffName?.trim() ?? '';
  const compose = (paragraphs: string[][]) =>
    joinLetter({ greeting, paragraphs: paragraphs.map((p) => p.join(' ')).filter((p) => p.trim() !== ''), closing: 'Best regards,', name });

  let paragraphs = core.map((p) => [...p]);
  // Too long (a long statement): leave the deed out, then the role.
  for (const drop of [deed, resumeRole]) {
    if (countLetterWords(compose(paragraphs)) <= FOLLOW_UP_MAX_WORDS || drop === null) continue;
    paragraphs = paragraphs.map((p) => p.filter((s) => s !== drop));
  }
  // Too short: the optional sentences, one by one, to the last paragraph.
  for (const extra of optional) {
    if (countLetterWords(compose(paragraphs)) >= FOLLOW_UP_MIN_WORDS) break;
    const last = paragraphs.length - 1;
    paragraphs = paragraphs.map((p, i) => (i === last ? [...p.slice(0, -1), extra, ...p.slice(-1)] : p));
  }
  const content = compose(paragraphs);
  return { content, wordCount: countLetterWords(content), facts: facts.join(' ') };
}
