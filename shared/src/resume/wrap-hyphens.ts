/**
 * The hyphens that ended a line between two words (marked WRAP_HYPHEN by entry-lines' joinWrapped),
 * decided once the whole resume is read: mended when the resume itself spells the joined word
 * ("recon-" / "ciliations" where "reconciliations" is written elsewhere), else kept as the writer's
 * hyphen ("rate-" / "update"). The document's own words decide, as the PDF reader does first; shared/
 * holds no English word list (it is bundled into the web app).
 */
import { WRAP_HYPHEN } from './entry-lines';
import type { StructuredResume } from './types';

const MARKED_RE = new RegExp(`(\\p{L}+)${WRAP_HYPHEN}(\\p{L}+)`, 'gu');

/** The words of a text in lower case, hyphenated compounds included. */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []);
}

function mend(text: string, words: ReadonlySet<string>): string {
  if (!text.includes(WRAP_HYPHEN)) return text;
  return text
    .replace(MARKED_RE, (_, head: string, tail: string) => {
      const joined = `${head}${tail}`.toLowerCase();
      return words.has(joined) && !words.has(`${head}-${tail}`.toLowerCase()) ? `${head}${tail}` : `${head}-${tail}`;
    })
    .replaceAll(WRAP_HYPHEN, '-');
}

function mendAll<T>(value: T, words: ReadonlySet<string>): T {
  if (typeof value === 'string') return mend(value, words) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mendAll(item, words)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mendAll(item, words)])) as T;
  }
  return value;
}

/** `resume` with every marked line-end hyphen decided against the words of `text` (the resume read). */
export function mendWrapHyphens(resume: StructuredResume, text: string): StructuredResume {
  return mendAll(resume, wordsOf(text));
}
