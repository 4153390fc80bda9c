/**
 * Stock phrases a careful career coach strikes from a resume ("results-driven", "proven track record",
 * "dynamic", "passionate", "team player", …): the LinkedIn checks' list of clichés, and a few more that
 * resumes overuse. The model's edits may not bring one in (edit-checks.ts); the prompt names them.
 */
import { BUZZWORDS, buzzwordsIn } from '@jobapp/shared/linkedin/checks-headline-about';

const RESUME_EXTRAS = ['seasoned', 'self-motivated', 'synergies', 'go-to person', 'wears many hats', 'value-add', 'world-class', 'cutting-edge'];
const EXTRA_RE = new RegExp(`\\b(?:${RESUME_EXTRAS.map((p) => p.replace(/-/g, '[- ]?')).join('|')})\\b`, 'gi');

/** The stock phrases a text uses, lower-cased, each once. */
export function stockPhrasesIn(text: string): string[] {
  const extras = [...text.matchAll(EXTRA_RE)].map((m) => m[0].toLowerCase());
  return [...new Set([...buzzwordsIn(text), ...extras])];
}

/** The phrases as the prompt lists them. */
export const STOCK_PHRASES: readonly string[] = [...BUZZWORDS, ...RESUME_EXTRAS];
