/**
 * Finders for the contact details in a line of text: e-mail, phone, links, profile handles and the
 * location. The header as a whole (name, headline, which lines) is read by ./header-contact.
 */
import { looksLikeLocation } from './lexicon';

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

export const LABEL_RE = /^(?:e-?mail|phone|mobile|cell|tel(?:ephone)?|location|address|linkedin|github|website|portfolio|web|url)\s*:\s*/i;
export const NON_NAME_RE = /^(?:resume|résumé|curriculum vitae|cv|page \d+)$/i;

export function isContactLine(line: string): boolean {
  return EMAIL_RE.test(line) || findPhone(line) !== '' || findLinks(line).length > 0 || LABEL_RE.test(line);
}

export function cleanIconPrefix(line: string): string {
  // Icon fonts leave a stray symbol or single letter before contact items ("# mail@x.com", "I (123) 456").
  return line.replace(/^(?:[^\p{L}\p{N}(+\s]{1,2}\s+(?=[\w(+])|[A-Za-z]\s+(?=[(+\d]|\S+@))/u, '');
}

export function locationFromLine(line: string): string {
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
    if (looksLikeLocation(part)) return withoutZip(part);
    // "555 La Verne Way, La Verne, CA": the street is part of the address as written.
    const street = /^(\d+(?!\d)[\w .'-]*),\s*(.+)$/.exec(part);
    if (street?.[1] && street[2] && looksLikeLocation(street[2])) return withoutZip(isStreetLine(street[1]) ? part : street[2]);
  }
  return '';
}

/** "Tulsa, OK 74112" → "Tulsa, OK": the ZIP code is postal detail, not the place. */
function withoutZip(location: string): string {
  return location.replace(/(?<=,\s*\p{L}[\p{L} ]*)\s+\d{5}(?:-\d{4})?$/u, '').trim();
}

/** A street line on its own above the city: "123 Gotham St", "4 Elm Road, Apt 2". */
const STREET_WORDS = 'st|street|ave|avenue|rd|road|blvd|boulevard|ln|lane|dr|drive|way|ct|court|pl|place|pkwy|parkway|hwy|highway|ter|terrace|cir|circle|sq|square|trl|trail|apt|suite|ste|unit';
const STREET_RE = new RegExp(`^\\d+[A-Za-z]?\\s+(?:[\\p{L}.'-]+\\s+){0,4}(?:${STREET_WORDS})\\.?(?:,?\\s+(?:apt|suite|ste|unit|#)\\.?\\s*[\\w-]+)?$`, 'iu');

export function isStreetLine(text: string): boolean {
  return text.length <= 60 && STREET_RE.test(text.trim());
}

/**
 * A profile handle written without its site, after an icon ("ð bwayne", "§ bwayne") or a label
 * ("GitHub: bwayne"): the handle as written, or ''. `known` are words the handle may equal without an
 * icon (the e-mail's local part: icon fonts are sometimes dropped from the text).
 */
export function handleOf(part: string, known: readonly string[] = []): string {
  const t = part.trim();
  const labelled = /^(?:github|gitlab|linkedin|twitter|x|behance|dribbble|medium|stack ?overflow|kaggle|orcid)\s*:\s*([A-Za-z0-9][\w.-]{1,38})$/i.exec(t);
  if (labelled?.[1]) return t;
  const icon = /^[^A-Za-z0-9\s(+]{1,2}\s+([A-Za-z0-9][\w.-]{1,38})$/u.exec(t);
  if (icon?.[1] && /[a-z]/.test(icon[1]) && !/\.$/.test(icon[1]) && !/^\p{Lu}\p{Ll}+$/u.test(icon[1])) return icon[1];
  if (/^@?[a-z0-9][\w.-]{2,38}$/.test(t) && (known.includes(t.replace(/^@/, '')) || t.startsWith('@'))) return t;
  return '';
}
