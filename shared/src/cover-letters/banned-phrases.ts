/**
 * Clichés and stock phrases a cover letter must not hold (issue 13): the built-in generator never writes
 * them (it also skips resume statements and posting sentences that hold one) and the checker flags them
 * in any letter, the LLM's included. Matched case-insensitively on whole words; a space and a hyphen
 * match each other ("results driven" is "results-driven").
 */
export const bannedPhrases: readonly string[] = [
  'I am writing to express my interest',
  'I am writing to apply',
  'I am excited to apply',
  'passionate',
  'passion for',
  'team player',
  'go-getter',
  'think outside the box',
  'hit the ground running',
  'perfect fit',
  'ideal candidate',
  'synergy',
  'synergies',
  'dynamic',
  'results-driven',
  'detail-oriented',
  'self-starter',
  'hard worker',
  'hardworking',
  'I believe I would be a great',
  'I believe I am a great',
  'To whom it may concern',
  'Dear Sir or Madam',
  'thank you for your time and consideration',
  'best of breed',
  'value-add',
  'rockstar',
  'ninja',
  'guru',
  'wear many hats',
  'proven track record',
  'seasoned professional',
  'fast-paced environment',
  'leverage my skills',
  'outside-the-box',
  'go above and beyond',
  'strong work ethic',
  'excellent communication skills',
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const BANNED_RES: readonly { phrase: string; re: RegExp }[] = bannedPhrases.map((phrase) => ({
  phrase,
  re: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(phrase).replace(/[ -]/g, '[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The banned phrases a text holds, in list order. */
export function findBannedPhrases(text: string): string[] {
  return BANNED_RES.filter((b) => b.re.test(text)).map((b) => b.phrase);
}

/**
 * Placeholders a template left unfilled: "[Company]", "[Your Name]", "{name}", "<Hiring Manager>", "XXX"; a
 * bracket holds a word ("USP <797>" and "[1]" are no placeholders: a pharmacist's order-verification line
 * was kept out of every letter as one).
 */
const PLACEHOLDER_RE = /\[(?=[^\]\n]*[a-z])[^\]\n]{1,40}\]|\{[^}\n]{0,40}\}|<(?=[^>\n]*[a-z])[^>\n]{1,40}>|\bX{3,}\b|\b(?:TBD|TODO|lorem ipsum)\b/i;

/** The first placeholder in a text, or null. */
export function findPlaceholder(text: string): string | null {
  return PLACEHOLDER_RE.exec(text)?.[0] ?? null;
}
