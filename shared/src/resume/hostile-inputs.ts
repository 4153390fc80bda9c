/**
 * Test helper (imported by tests only): the long runs that made regular expressions backtrack
 * super-linearly (a 20,000-letter token took 13 s in degreeLevelsIn), and a timer for them.
 *
 * Every field a user controls is fed these 50,000-character inputs by the hostile-input tests. The
 * engine takes under 100 ms on a token (bench/RESULTS.md); the tests allow 10× that, so a loaded CI
 * machine does not fail them, while any quadratic path (seconds to minutes at this length) still does.
 */

/** The length the API accepts for a pasted job description, and the figure of the issue. */
export const HOSTILE_LENGTH = 50_000;

/** A token (no spaces) of `length` characters repeating `unit`. */
export function runOf(unit: string, length: number = HOSTILE_LENGTH): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Tokens: one "word" of 50,000 characters. Each shape broke at least one expression before. */
export const HOSTILE_TOKENS: Readonly<Record<string, string>> = {
  'letters (a…)': runOf('a'),
  'capital then letters (Aa…)': `A${runOf('a', HOSTILE_LENGTH - 1)}`,
  'capitals (AAA…)': runOf('A'),
  'mixed case (aAaA…)': runOf('aA'),
  'dots (...)': runOf('.'),
  'hyphens (---)': runOf('-'),
  "apostrophes (''')": runOf("'"),
  'digits (111…)': runOf('1'),
  'repeated Bachelor': runOf('Bachelor'),
  'repeated MS': runOf('MS'),
  'initials (A.A.A.…)': runOf('A.'),
  'hyphenated (a-a-a-…)': runOf('a-'),
  'dotted host (a.a.a.…)': runOf('a.'),
  'e-mail local parts (a@a@…)': runOf('a@'),
  'number list (1,1,1,…)': runOf('1,'),
  'pipes (|||)': `a${runOf('|', HOSTILE_LENGTH - 2)}b`,
  'open parentheses (((…)': `a${runOf('(', HOSTILE_LENGTH - 2)}b`,
  'tags (<a<a<a…)': runOf('<a'),
  'comments (<!--<!--…)': runOf('<!--'),
  'scripts (<script<script…)': runOf('<script'),
  'ambiguous skills (R/R/R/…)': runOf('R/'),
  'dates (2020-2020-…)': runOf('2020-'),
};

/** Phrases: 50,000 characters of short words; far longer than any resume, still linear. */
export const HOSTILE_PHRASES: Readonly<Record<string, string>> = {
  spaces: `a${runOf(' ', HOSTILE_LENGTH - 2)}b`,
  'capitals (A A A …)': runOf('A '),
  'repeated Bachelor ': runOf('Bachelor '),
  'repeated MS ': runOf('MS '),
  'places (Aa, MA …)': runOf('Aa, MA '),
  'ambiguous skills (Go Go …)': runOf('Go '),
  'dates (Jan 2020 …)': runOf('Jan 2020 '),
  'years (5+ years …)': runOf('5+ years '),
  'line breaks': `a${runOf('\n', HOSTILE_LENGTH - 2)}b`,
};

/** Allowed time for one 50,000-character token in one field (10× the 100 ms target). */
export const TOKEN_BUDGET_MS = 1_000;
/** Allowed time for 50,000 characters of short words (about 10,000 words; linear, heavier). */
export const PHRASE_BUDGET_MS = 3_000;

/** The best of up to `runs` timings of fn (ms); stops early once one is within `budgetMs / 2`. */
export function bestTimeMs(fn: () => unknown, budgetMs: number, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
    if (best <= budgetMs / 2 || best > budgetMs * 5) break;
  }
  return best;
}
