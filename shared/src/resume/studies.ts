/**
 * Studies still under way: a degree whose dates say "Expected May 2027" (or "Anticipated", "Candidate",
 * "In progress"). A student is introduced by what they study and where, not by a part-time
 * job's title: the tailored summary, the letters' opening and the LinkedIn title all read it here.
 */

/** The fields of an education entry this reads (StructuredResume's and ResumeDocument's entries both have them). */
export interface StudiesEntry {
  readonly degree: string;
  readonly institution: string;
  readonly dates: string;
}

export interface Studies {
  /** "Information Science" of "Bachelor of Science in Information Science". */
  readonly field: string;
  readonly institution: string;
  /** "May 2027" of "Expected May 2027", or ''. */
  readonly graduation: string;
}

const UNDER_WAY_RE = /\b(?:expected|anticipated|candidate|in progress)\b/i;
const GRADUATION_RE = /\b(?:expected|anticipated)(?:\s+graduation)?[:\s]+((?:[A-Z][a-z]+\.?\s+)?(?:19|20)\d\d)\b/i;

/** True when the entry's degree or dates say it is still under way ("Expected May 2027"). */
export function isUnderWay(ed: StudiesEntry): boolean {
  return UNDER_WAY_RE.test(`${ed.degree} ${ed.dates}`);
}

/** The first degree still under way, or null. */
export function studiesUnderWay(education: readonly StudiesEntry[]): Studies | null {
  for (const ed of education) {
    const said = `${ed.degree} ${ed.dates}`;
    if (!UNDER_WAY_RE.test(said)) continue;
    const field = /\bin\s+([^—–,(]+?)\s*(?:[—–,(]|$)/.exec(ed.degree)?.[1]?.trim();
    if (!field || field.split(/\s+/).length > 4) continue;
    return { field, institution: ed.institution.trim(), graduation: GRADUATION_RE.exec(said)?.[1]?.trim() ?? '' };
  }
  return null;
}

/**
 * A school's or public body's name as a sentence needs it: "at the University of Wisconsin", "at the
 * Department of Computer Sciences", "at the City of Madison", but "at Madison College" and "at Bank of America".
 */
export function placeInSentence(name: string): string {
  return /^(?:university|college|institute|school|academy|department|faculty|office|bureau|ministry|division|city|county|state|board|town|village) of\b/i.test(name) ? `the ${name}` : name;
}

/**
 * A school's name without its city run into it when the name says that city already ("New York University
 * New York" → "New York University"; a PDF that sets the city beside the school reads as one line).
 */
export function withoutRunInCity(name: string): string {
  const words = name.trim().split(/\s+/);
  // The longest run of capitalised words at the end that the school's name says before it, as whole words.
  for (let n = Math.min(3, Math.floor(words.length / 2)); n >= 1; n--) {
    const city = words.slice(-n);
    const head = words.slice(0, -n);
    const said = head.some((_, i) => city.every((w, j) => head[i + j] === w));
    if (city.every((w) => /^\p{Lu}/u.test(w)) && said && head.some((w) => /^(?:University|College|Institute|School|Academy)$/.test(w))) return head.join(' ');
  }
  return name.trim();
}
