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

/** Words that say a credential is still to come: a candidate, an exam part-way, a course under way. */
const UNDER_WAY_RE =
  /\b(?:candidate|candidacy|exams?|examination|pursuing|in progress|expected|anticipated|eligible|eligibility|working toward|working towards|studying for|preparing for|scheduled|sitting for|enrolled|pending)\b/i;
/** Words that say it is held all the same ("Licensed CPA (passed the exam in 2015)", "License No. 12345"). */
const HELD_RE = /\b(?:licensed|license (?:no\.?|number|#)|licence (?:no\.?|number|#)|certified since|active)\b/i;

/**
 * True when a certifications line says the credential is held, not still to come: "CPA exam: FAR and AUD passed
 * (2025); REG scheduled 2027" holds no CPA (a recruiter's read found "Licensed as a CPA." and "I hold the CPA
 * credential" written from it).
 */
export function holdsCredential(line: string): boolean {
  return !UNDER_WAY_RE.test(line) || HELD_RE.test(line);
}
