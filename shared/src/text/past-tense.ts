// Whether a phrase opens in the past tense: a result told ("Reduced …", "Cut …"), not a duty in the imperative
// ("Support 900 employees …"). Used by the LinkedIn writers (linkedin/result-phrases.ts, headline, About) and by the
// cover letters' frames (cover-letters/phrasing.ts, argument.ts), which read the tense of the same statements.

/** Past forms that do not end in "-ed" ("ran", "led", "built"); "cut" and "set" read as past too. */
const IRREGULAR_PAST = new Set('built cut drove grew led oversaw ran read rebuilt sold set taught undertook upsold won wrote drew fed paid lent underwrote made kept brought took gave began saw spent met held sent found became'.split(' '));

/** True when the word (any case) is a past form that does not end in "-ed" ("Led", "built"). */
export function isIrregularPast(word: string): boolean {
  return IRREGULAR_PAST.has(word.toLowerCase());
}

/**
 * True when the phrase opens with a verb in the past tense ("Cut dock-to-stock time …", "Reduced …"):
 * a result told. "Support 900 employees across 12 clinics" reads as the bullet pasted in the imperative.
 */
export function opensInPastTense(phrase: string): boolean {
  const first = (/^[\p{L}-]+/u.exec(phrase.trim())?.[0] ?? '').toLowerCase();
  return /\p{L}{2,}ed$/u.test(first) || IRREGULAR_PAST.has(first);
}
