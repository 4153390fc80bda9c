/** Small numbers written as words ("three years of experience"), shared by resume and job parsing. */
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};

/** The number words as a regular-expression alternation. */
export const WORD_NUMBER_SOURCE = Object.keys(WORD_NUMBERS).join('|');

/** "8" → 8, "eight" → 8, else NaN. */
export function parseSmallNumber(text: string): number {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  return WORD_NUMBERS[t] ?? Number.NaN;
}
