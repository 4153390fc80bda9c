/**
 * How the generator turns resume facts into letter sentences without changing them: a statement that
 * opens with an action verb becomes "I <statement>" (only its first letter lowered, every number as
 * written), any other statement is quoted whole; lists read "A, B and C". Also the user's own sentences
 * from the custom instructions ("Mention that I can start in January" → "I can start in January.").
 */
import { isActionVerb } from '../resume/verbs';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import type { EvidenceItem } from './evidence';
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
  const first = (/^[A-Za-z'-]+/.exec(text.trim())?.[0] ?? '').toLowerCase();
  return first.length > 1 && isActionVerb(first) && !/^(?:responsible|experience|experienced|skilled|member|expert)$/.test(first);
}

/** "I led …" for a verb-led statement; null for any other. */
export function firstPersonClause(text: string): string | null {
  return opensWithVerb(text) ? `I ${lowerFirstWord(bare(text))}` : null;
}

/**
 * One evidence sentence: "At Northwind, as Senior Accountant, I reduced …" the first time a role is
 * named, "At Northwind, I …" after, "In my project Atlas, I built …" for a project.
 */
export function evidenceSentence(item: EvidenceItem, introduced: Set<string>): string {
  let lead = '';
  if (item.kind === 'experience' && item.employer) {
    const key = `${item.title}|${item.employer}`;
    lead = !introduced.has(key) && item.title ? `At ${item.employer}, as ${item.title},` : `At ${item.employer},`;
    introduced.add(key);
  } else if (item.kind === 'experience' && item.title) {
    lead = `As ${item.title},`;
  } else if (item.kind === 'project' && item.title) {
    lead = `In my project ${item.title},`;
  }
  const clause = firstPersonClause(item.text);
  if (clause) return lead ? `${lead} ${clause}.` : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  const quoted = `"${bare(item.text)}."`;
  return lead ? `${lead.replace(/,$/, ':')} ${quoted}` : `My resume also records: ${quoted}`;
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
