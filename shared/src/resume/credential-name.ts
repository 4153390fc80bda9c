/**
 * A certification line as a sentence names it.
 */

/** "Registered Nurse, Ohio Board of Nursing, License No. 1127740, 2019" → "Registered Nurse": the credential's name, without its number and date. */
export function credentialName(text: string): string {
  // Cut at the first comma, semicolon or dash outside brackets ("Operator (sit-down, reach), 2024" → "Operator (sit-down, reach)").
  let depth = 0;
  let end = text.length;
  for (let i = 0; i < text.length && end === text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    // A bar or a spaced hyphen too ("CSM | Mar 2018, Scrum Alliance", "AppleCare Hardware Certification - Apple Support - 2019").
    else if (depth === 0 && (ch === ',' || ch === ';' || ch === '|' || ((ch === '–' || ch === '—') && text[i - 1] === ' ') || (ch === '-' && text[i - 1] === ' ' && text[i + 1] === ' '))) end = i;
  }
  const name = text.slice(0, end).trim();
  return name
    .replace(/\s*(?:No\.?|#|Number:?)\s*[\w.-]*\d[\w.-]*/gi, '')
    .replace(/\s*\((?:\d{4}|exp[^)]*)\)/gi, '')
    .replace(/[.;]+$/, '')
    .trim();
}
