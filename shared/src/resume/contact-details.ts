/**
 * Contact details of a resume: name, headline, e-mail, phone, links and location, read from the header
 * lines (and a contact section) of the text.
 */
import { findDateRange } from './dates';
import { matchHeading } from './headings';
import { looksLikeLocation } from './lexicon';
import { collapseLetterSpacing } from './normalize';
import type { ContactInfo } from './types';
import { isActionVerb } from './verbs';

// Regular expressions here and below run on whatever a user pastes, so none may backtrack
// super-linearly on a long run of characters (shared/src/tailoring/hostile-input.test.ts): a match
// starts only where a run starts (the local part of an e-mail), and repeated parts are bounded (host
// names: labels of at most 63 characters, at most 6 labels before the top-level domain).
export const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,}\d/g;
const URL_RE =
  /(?:https?:\/\/[^\s|,;<>"]+|www\.[^\s|,;<>"]+|\b(?:[a-z0-9-]{1,63}\.){1,6}(?:com|io|dev|me|net|org|app|co|ai|tech|info|page|site|xyz|edu)(?:\/[^\s|,;<>"]*)?)/gi;
const YEAR_RANGE_RE = /^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/;

export function findEmail(text: string): string {
  return EMAIL_RE.exec(text)?.[0] ?? '';
}

export function findPhone(text: string): string {
  PHONE_RE.lastIndex = 0;
  for (let m = PHONE_RE.exec(text); m !== null; m = PHONE_RE.exec(text)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (YEAR_RANGE_RE.test(candidate)) continue;
    if (/^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(candidate)) continue; // ISO date
    return candidate;
  }
  return '';
}

export function findLinks(text: string): string[] {
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'g'), ' ');
  const out: string[] = [];
  URL_RE.lastIndex = 0;
  for (let m = URL_RE.exec(withoutEmails); m !== null; m = URL_RE.exec(withoutEmails)) {
    const link = m[0].replace(/(?<![.)])[.)]+$/, '');
    if (!out.includes(link)) out.push(link);
  }
  return out;
}

const LABEL_RE = /^(?:e-?mail|phone|mobile|cell|tel(?:ephone)?|location|address|linkedin|github|website|portfolio|web|url)\s*:\s*/i;
const NON_NAME_RE = /^(?:resume|résumé|curriculum vitae|cv|page \d+)$/i;

function isContactLine(line: string): boolean {
  return EMAIL_RE.test(line) || findPhone(line) !== '' || findLinks(line).length > 0 || LABEL_RE.test(line);
}

function cleanIconPrefix(line: string): string {
  // Icon fonts leave a stray symbol or single letter before contact items ("# mail@x.com", "I (123) 456").
  return line.replace(/^(?:[^\p{L}\p{N}(+\s]{1,2}\s+(?=[\w(+])|[A-Za-z]\s+(?=[(+\d]|\S+@))/u, '');
}

function plausibleName(line: string): string | null {
  const collapsed = collapseLetterSpacing(line);
  const text = (collapsed ?? line).replace(/\s+/g, ' ').trim();
  if (text.length < 2 || text.length > 60) return null;
  if (isContactLine(text) || /\d/.test(text) || NON_NAME_RE.test(text)) return null;
  if (matchHeading(text, false)) return null;
  if (findDateRange(text)) return null;
  const words = text.split(' ');
  if (words.length > 6) return null;
  if (!/^[\p{L}][\p{L}.,'’ -]*$/u.test(text)) return null;
  if (words.some((w) => isActionVerb(w)) && words.length > 3) return null;
  return text;
}

function locationFromLine(line: string): string {
  const labelled = /^(?:location|address)\s*:\s*(.+)$/i.exec(line);
  if (labelled?.[1]) return labelled[1].trim();
  const parts = line.split(/\s*[|•·]\s*|\s{2,}/).map((p) => cleanIconPrefix(p.trim()));
  // Tabs and single spaces between items: look for "City, ST" / "City, State" anywhere in the line.
  const stripped = line
    .replace(new RegExp(EMAIL_RE.source, 'g'), ' | ')
    .replace(URL_RE, ' | ')
    .replace(/\+?\(?\d[\d\s().-]{6,}\d/g, ' | ');
  for (const m of stripped.matchAll(/[\p{Lu}][\p{L}.'-]{0,40}(?:\s[\p{Lu}][\p{L}.'-]{0,40}){0,3},\s*[\p{Lu}][\p{L}]+(?:\s[\p{Lu}][\p{L}]+)?(?:\s\d{5})?/gu)) {
    if (looksLikeLocation(m[0]) && !parts.includes(m[0])) parts.push(m[0]);
  }
  for (const part of parts) {
    if (!part || EMAIL_RE.test(part) || findPhone(part) !== '') continue;
    if (looksLikeLocation(part)) return part;
    // "555 La Verne Way, La Verne, CA": drop the street.
    const street = /^\d+(?!\d)[\w .'-]*,\s*(.+)$/.exec(part);
    if (street?.[1] && looksLikeLocation(street[1])) return street[1];
  }
  return '';
}

export function parseContact(headerLines: readonly string[], contactLines: readonly string[], allText: string): {
  contact: ContactInfo;
  headline: string;
} {
  const contact: ContactInfo = { name: '', email: '', phone: '', location: '', links: [] };
  let headline = '';
  const pool = [...headerLines, ...contactLines].map((l) => cleanIconPrefix(l));
  let nameIndex = -1;
  for (let i = 0; i < headerLines.length && i < 8; i++) {
    const name = plausibleName(cleanIconPrefix(headerLines[i] ?? ''));
    if (name) {
      contact.name = name;
      nameIndex = i;
      break;
    }
  }
  if (nameIndex >= 0) {
    const next = headerLines[nameIndex + 1];
    if (next !== undefined) {
      const t = cleanIconPrefix(next);
      const words = t.split(/\s+/).length;
      if (t && !/^\d/.test(t) && !isContactLine(t) && !locationFromLine(t) && words <= 14 && !findDateRange(t) && !matchHeading(t, false)) {
        headline = collapseLetterSpacing(t) ?? t;
      }
    }
  }
  for (const line of pool) {
    const stripped = line.replace(LABEL_RE, '');
    if (!contact.email) contact.email = findEmail(stripped);
    if (!contact.phone) contact.phone = findPhone(stripped);
    for (const link of findLinks(stripped)) if (!contact.links.includes(link)) contact.links.push(link);
    if (!contact.location) contact.location = locationFromLine(line);
  }
  if (!contact.email) contact.email = findEmail(allText);
  if (!contact.phone) {
    // Only look for a phone near the top of the document, where contact lines are.
    contact.phone = findPhone(allText.split('\n').slice(0, 15).join('\n'));
  }
  return { contact, headline };
}
