/**
 * The texts each writer wrote, cut into the units the counters read: sentences with where they are.
 * Only the writer's own words are read — the tailored resume's summary and the statements the engine
 * reworded (a statement kept as uploaded is the user's), a letter's body, the LinkedIn headlines and
 * About — so a counter never charges a writer for the user's wording.
 */
import { splitSentences } from '@jobapp/shared/text/sentences';
import type { WrittenLetter, WrittenPair } from './writers';

export type WriterName = 'resume' | 'letter' | 'linkedin';

export interface Sentence {
  writer: WriterName;
  /** "05×04 cl-prof-2", "05×04 summary", "05×04 About". */
  where: string;
  text: string;
}

/** Lower case, one space, curly quotes straight, no end punctuation: for comparing sentences and phrases. */
export function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;:,]+$/, '');
}

const GREETING = /^(?:dear|hello|hi|greetings|to whom)\b/i;
const CLOSING = /^(?:sincerely|yours sincerely|sincerely yours|kind regards|best regards|warm regards|regards|best|with thanks|thank you|respectfully|yours faithfully|yours truly)[,.!]?$/i;

export interface LetterParts {
  body: string[];
  /** The lines after the closing word ('' when the letter has no closing). */
  signature: string;
  closing: boolean;
}

/** A letter's body paragraphs (greeting and sign-off left out) and its signature. */
export function letterParts(content: string): LetterParts {
  const blocks = content.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  if (blocks[0] && GREETING.test(blocks[0])) blocks.shift();
  const closeAt = blocks.findIndex((b) => CLOSING.test((b.split('\n')[0] ?? '').trim()));
  if (closeAt < 0) return { body: blocks, signature: '', closing: false };
  const tail = blocks.slice(closeAt).join('\n').split('\n').slice(1).join('\n').trim();
  return { body: blocks.slice(0, closeAt), signature: tail, closing: true };
}

export function wordsOf(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const letterCache = new WeakMap<WrittenLetter, Sentence[]>();

/** A letter's body sentences (cut once per letter: several counters read them). */
export function letterSentences(pairKey: string, letter: WrittenLetter): Sentence[] {
  const cached = letterCache.get(letter);
  if (cached) return cached;
  const where = `${pairKey} ${letter.template.id}`;
  const out = letterParts(letter.content).body.flatMap((p) => splitSentences(p).map((text) => ({ writer: 'letter' as const, where, text })));
  letterCache.set(letter, out);
  return out;
}

/** The tailored resume's summary sentences and the statements the engine reworded. */
export function resumeSentences(written: WrittenPair): Sentence[] {
  const doc = written.tailoring.documents.tailored;
  const key = written.pair.key;
  const summary = doc.summary.flatMap((s) => splitSentences(s.text).map((text) => ({ writer: 'resume' as const, where: `${key} summary`, text })));
  const reworded = [...doc.experience, ...doc.projects].flatMap((entry) =>
    entry.statements.filter((s) => s.source.kind === 'engine').map((s) => ({ writer: 'resume' as const, where: `${key} statement ${s.id}`, text: s.text })),
  );
  return [...summary, ...reworded];
}

/**
 * The same words as whole passages, for the part-of-speech check, which reads a passage about twice as
 * fast as its sentences one by one: the resume's summary and each reworded statement, each letter's body,
 * the About.
 */
export function writtenPassages(written: WrittenPair): { writer: WriterName; passages: Sentence[] }[] {
  const key = written.pair.key;
  const summary = written.tailoring.documents.tailored.summary.map((s) => s.text).join(' ');
  const statements = resumeSentences(written).filter((s) => !s.where.endsWith(' summary'));
  return [
    { writer: 'resume', passages: [...(summary ? [{ writer: 'resume' as const, where: `${key} summary`, text: summary }] : []), ...statements] },
    { writer: 'letter', passages: written.letters.map((l) => ({ writer: 'letter' as const, where: `${key} ${l.template.id}`, text: letterParts(l.content).body.join('\n\n') })) },
    { writer: 'linkedin', passages: [{ writer: 'linkedin' as const, where: `${key} About`, text: written.linkedin.about }] },
  ];
}

/** The LinkedIn About's sentences (the headlines are lines, read by the headline counters). */
export function aboutSentences(written: WrittenPair): Sentence[] {
  return written.linkedin.about
    .split(/\n+/)
    .flatMap((p) => splitSentences(p))
    .map((text) => ({ writer: 'linkedin' as const, where: `${written.pair.key} About`, text }));
}

/** Every sentence the three writers wrote for a pair (letters in all templates). */
export function writtenSentences(written: WrittenPair): Sentence[] {
  return [...resumeSentences(written), ...written.letters.flatMap((l) => letterSentences(written.pair.key, l)), ...aboutSentences(written)];
}

/** Every text a writer wrote for a pair, whole (for the claim counter): the resume text, each letter, the profile texts. */
export function writtenTexts(written: WrittenPair): { writer: WriterName; where: string; text: string }[] {
  const key = written.pair.key;
  const li = written.linkedin;
  return [
    { writer: 'resume', where: `${key} tailored resume`, text: written.tailoring.text },
    ...written.letters.map((l) => ({ writer: 'letter' as const, where: `${key} ${l.template.id}`, text: l.content })),
    { writer: 'linkedin', where: `${key} headlines`, text: li.headlines.join('\n') },
    { writer: 'linkedin', where: `${key} About`, text: li.about },
    { writer: 'linkedin', where: `${key} roles`, text: li.roles.map((r) => r.description).join('\n') },
    { writer: 'linkedin', where: `${key} skills`, text: li.skills.join(', ') },
  ];
}
