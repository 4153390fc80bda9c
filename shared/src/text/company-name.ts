/**
 * A company, and a posting's title (`titleInProse`), as a letter names them in a sentence: "Coastline Marine
 * Holdings, Inc." reads "Coastline Marine Holdings" (a recruiter's read: "Dear Coastline Marine Holdings, Inc.
 * team," is a form, not a person writing). Only a legal-form suffix goes, and only when a name of its own
 * stays before it ("Johnson & Co." and "Inc." keep theirs); "Company" and "Group" are part of a name and stay.
 */

import { escapeRegExp } from './regexp';

/** ", Inc.", " LLC", " Ltd.", " PLC", " LLP", " L.P.", " GmbH" at the end. */
const LEGAL_SUFFIX_RE = /,?\s+(?:inc\.?|incorporated|l\.?l\.?c\.?|ltd\.?|limited|p\.?l\.?c\.?|l\.?l\.?p\.?|l\.p\.|gmbh)$/i;
/** " Corp." and " Co.": part of a one-word name ("Wayne Corp"), a legal form after two words or more ("Brightline Electric Co."). */
const CORP_SUFFIX_RE = /,?\s+(?:corp\.?|co\.)$/i;

/** The name without its legal-form suffix, or the name as given when nothing of its own would stay. */
export function companyInProse(name: string): string {
  // "The Brass Anchor (Larkspur Hospitality Group)": the group behind it is said once, on the resume.
  const given = name.trim().replace(/^(\S.*?\p{L}.*?)\s*\([^()]*\)$/u, '$1');
  const corp = given.replace(CORP_SUFFIX_RE, '').trim();
  const stem = (corp !== given && /\s/.test(corp) ? corp : given).replace(LEGAL_SUFFIX_RE, '').trim();
  if (stem === given || !/\p{L}{2}/u.test(stem) || /(?:&|\band)$/i.test(stem)) return given;
  return stem;
}

/**
 * "Registered Nurse - Medical/Surgical Telemetry (Nights)" → "Registered Nurse": a posting's title as a
 * letter names the role, without the shift, unit or stack the board appends after a dash or in brackets
 * (a recruiter's read: raw titles pasted mid-sentence in 5 pairs' letters). "Data Analyst, Supply Chain" stays.
 */
export function titleInProse(title: string): string {
  const given = title.trim();
  const short = given
    // A board's cut ("Python Backend Developer Sr /...") and a place run into the title ("Technical Support Engineer- Remote").
    .replace(/[\s/]*(?:\.{3}|…)$/, '')
    .replace(/\s*[-–—]\s*(?:remote|hybrid|on-?site)\b.*$/i, '')
    .replace(/(?:\s*\([^()]*\))+$/, '')
    .replace(/\s+[-–—]\s+.*$/, '')
    .replace(/(?:\s*\([^()]*\))+$/, '')
    .replace(/[\s/,-]+$/, '')
    .trim();
  return /\p{L}{2}/u.test(short) ? short : given;
}

/**
 * The text with the posting's title as the letter names it taken out where it names the job ("the
 * Registered Nurse position", "your next Registered Nurse"), and nowhere else: "I work as a Registered Nurse"
 * is a claim the truth check must still read.
 */
export function withoutTitleMentions(text: string, title: string): string {
  const short = titleInProse(title);
  if (short === title.trim() || short.length < 2) return text;
  const name = escapeRegExp(short);
  return text.replace(new RegExp(String.raw`(?<=\byour (?:next )?)${name}|${name}(?= (?:position|role|opening|post|job)\b)`, 'gi'), ' ');
}
