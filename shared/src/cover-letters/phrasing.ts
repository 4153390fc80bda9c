/**
 * How the generator turns resume facts into letter sentences without changing them: a statement that
 * opens with an action verb becomes "I <statement>" (only its first letter lowered, every number as
 * written), any other statement is quoted whole; lists read "A, B and C". Also the user's own sentences
 * from the custom instructions ("Mention that I can start in January" → "I can start in January.") and
 * what they ask to focus on ("Focus on my audit work").
 */
import { hasSingularTitleWord } from '../resume/lexicon';
import { isActionVerb } from '../resume/verbs';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import type { EvidenceItem } from './evidence';
import type { Mentions } from './letter-context';
import { sentencesOfParagraph } from './letter-text';

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "a" or "an" before a word ("an MBA", "a Bachelor of Science", "an RN license"). */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.trim();
  if (/^[A-Z]{2,}|^[A-Z]\.|^[A-Z]$/.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  if (/^(?:uni|use|usu|eu|one|once)/i.test(w)) return 'a';
  if (/^(?:hour|honest|honou?r)/i.test(w)) return 'an';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/** The statement without its closing punctuation. */
function bare(text: string): string {
  return text.trim().replace(/[\s.;,!]+$/, '');
}

/** "Reduced close time …" → "reduced close time …" (names and acronyms keep their capitals). */
function lowerFirstWord(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  return /^[A-Z][a-z'-]*$/.test(first) ? first.toLowerCase() + text.slice(first.length) : text;
}

/** True when the statement opens with an action verb ("Led …", "Reduced …"). */
export function opensWithVerb(text: string): boolean {
  const word = /^[A-Za-z'-]+/.exec(text.trim())?.[0] ?? '';
  const first = word.toLowerCase();
  if (first.length <= 1 || /^(?:responsible|experience|experienced|skilled|member|expert|detailed|certified|licensed)$/.test(first)) return false;
  // A capitalised past-tense form the verb list lacks ("Precepted", "Triaged") still opens an achievement.
  return isActionVerb(first) || /^[A-Z][a-z]{3,}ed$/.test(word);
}

/** "I led …" for a verb-led statement; null for any other. */
export function firstPersonClause(text: string): string | null {
  return opensWithVerb(text) ? `I ${lowerFirstWord(bare(text))}` : null;
}

/** The opening words of an evidence sentence: the role the first time, shorter after. */
function leadOf(item: EvidenceItem, mentions: Mentions): string {
  if (item.kind === 'experience' && item.employer) {
    const key = `${item.title}|${item.employer}`;
    const first = !mentions.roles.has(key);
    mentions.roles.add(key);
    const again = mentions.last === item.employer;
    mentions.repeats = again ? mentions.repeats + 1 : 0;
    mentions.last = item.employer;
    if (first && item.title) return `At ${item.employer}, as ${item.title},`;
    if (again) return mentions.repeats % 2 === 1 ? 'There,' : '';
    return `At ${item.employer},`;
  }
  mentions.last = null;
  if (item.kind === 'experience' && item.title) return `As ${item.title},`;
  if (item.kind === 'project' && item.title) return `In my project ${item.title},`;
  return '';
}

/** A noun phrase naming a role in its first words ("Senior backend engineer with …"), not a sentence of its own. */
function rolePhrase(text: string): boolean {
  const words = bare(text).split(/\s+/);
  return words.length >= 4 && hasSingularTitleWord(words.slice(0, 4).join(' ')) && !/^(?:I|My|Our|We|Experienced|Skilled|Proven)\b/.test(text) && !opensWithVerb(text);
}

/**
 * One evidence sentence: "At Northwind, as Senior Accountant, I reduced …" the first time a role is
 * named, then "There, I …" or "I also …" for the same employer, "In my project Atlas, I built …" for a
 * project, "I hold …" for a certification; a statement that opens with no verb is quoted whole.
 */
export function evidenceSentence(item: EvidenceItem, mentions: Mentions): string {
  const lead = leadOf(item, mentions);
  if (item.kind === 'certification') return `I hold ${bare(item.text)}.`;
  const clause = firstPersonClause(item.text);
  if (clause) {
    if (lead) return `${lead} ${clause}.`;
    const also = mentions.repeats > 0 ? clause.replace(/^I /, 'I also ') : clause;
    return `${also.charAt(0).toUpperCase()}${also.slice(1)}.`;
  }
  // A summary that names the writer's role ("Backend engineer with 7 years of …") in the first person.
  if (item.kind === 'summary' && !lead && rolePhrase(item.text)) return `I am ${articleFor(bare(item.text))} ${lowerFirstWord(bare(item.text))}.`;
  const quoted = `"${bare(item.text)}."`;
  if (lead) return `${lead.replace(/,$/, ':')} ${quoted}`;
  return mentions.repeats > 0 && mentions.last ? `At ${mentions.last}: ${quoted}` : `My resume also records: ${quoted}`;
}

const ASK_RE = /^(?:please\s+)?(?:mention|note|say|add|include|state|tell them)\s+(?:that\s+)?(.+)$/i;
const FIRST_PERSON_RE = /^(?:I|I'm|I am|I've|I have|I can|I will|[Mm]y)\b/;

/** The user's own first-person sentences from the custom instructions, ready to stand in the letter. */
export function instructionSentences(customInstructions: string | undefined): string[] {
  if (!customInstructions) return [];
  const out: string[] = [];
  for (const line of customInstructions.split(/\n+/)) {
    for (const sentence of sentencesOfParagraph(line)) {
      const asked = ASK_RE.exec(bare(sentence))?.[1] ?? bare(sentence);
      const text = asked.trim();
      if (!FIRST_PERSON_RE.test(text) || text.split(/\s+/).length < 3 || text.length > 300) continue;
      if (findBannedPhrases(text).length > 0 || findPlaceholder(text) !== null) continue;
      out.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
    }
  }
  return out.slice(0, 3);
}

const FOCUS_RE = /\b(?:focus(?:ing)? on|emphasi[sz]e|highlight|stress|lead with)\s+(?:my\s+|the\s+)?([^.;\n]{2,120})/gi;

/** What the custom instructions ask the letter to focus on ("Focus on my audit work" → "audit work"). */
export function focusOfInstructions(customInstructions: string | undefined): string[] {
  if (!customInstructions) return [];
  return [...customInstructions.matchAll(FOCUS_RE)].map((m) => (m[1] ?? '').trim()).filter(Boolean).slice(0, 5);
}
