/**
 * The header of a resume read into its fields: the name (letter spacing rebuilt, credentials apart),
 * the headline, e-mail, phone, links and profile handles, and the address — from the lines above the
 * first section, a contact section, and contact lines found further down (a page footer).
 */
import {
  EMAIL_RE,
  LABEL_RE,
  NON_NAME_RE,
  cleanIconPrefix,
  findEmail,
  findLinks,
  findPhone,
  handleOf,
  isContactLine,
  isStreetLine,
  locationFromLine,
} from './contact-details';
import { findDateRange } from './dates';
import { matchHeading } from './headings';
import { hasTitleWord, looksLikeLocation } from './lexicon';
import { joinSmallCapsPairs, nameHints, rebuildSpacedName, splitCredentials } from './name-line';
import { collapseLetterSpacing } from './normalize';
import type { ContactInfo } from './types';
import { isActionVerb } from './verbs';

/** The separators between contact items on one line. */
const PART_SEPARATOR_RE = /\s*[|•·◆♦▪]\s*|\s{2,}/;

function plausibleName(line: string, hints: readonly string[]): string | null {
  const rebuilt = rebuildSpacedName(line, hints) ?? joinSmallCapsPairs(line) ?? collapseLetterSpacing(line);
  const text = (rebuilt ?? line).replace(/\s+/g, ' ').trim();
  if (text.length < 2 || text.length > 60) return null;
  if (isContactLine(text) || /\d/.test(text) || NON_NAME_RE.test(text)) return null;
  if (matchHeading(text, false)) return null;
  if (findDateRange(text)) return null;
  const words = text.split(' ');
  if (words.length > 6) return null;
  // A nickname in quotes or brackets stays part of the name ('Geraldine "Gerri" Paulsen', "Robert (Bob) Lee").
  if (!/^[\p{L}][\p{L}.,'’ -]*$/u.test(text.replace(/\s["“(]\p{L}[\p{L}.'’ -]*["”)](?=\s)/gu, ''))) return null;
  if (words.some((w) => isActionVerb(w)) && words.length > 3) return null;
  return text;
}

function isHeadline(text: string): boolean {
  const words = text.split(/\s+/).length;
  return (
    text !== '' &&
    !/^\d/.test(text) &&
    !isContactLine(text) &&
    !locationFromLine(text) &&
    words <= 14 &&
    !findDateRange(text) &&
    !matchHeading(text, false)
  );
}

/**
 * The headline when it is not the line under the name: a job title among the header's contact items
 * ("MERN Stack Developer | § bwayne" below the address lines), not below the last of them.
 */
function headlineAmongParts(lines: readonly string[], handles: readonly string[]): string {
  const hasContactItem = (line: string) =>
    isContactLine(line) || locationFromLine(line) !== '' || line.split(PART_SEPARATOR_RE).some((p) => handleOf(p, handles) !== '');
  let last = -1;
  lines.forEach((line, i) => {
    if (hasContactItem(line)) last = i;
  });
  for (const line of lines.slice(0, last + 1)) {
    for (const raw of line.split(PART_SEPARATOR_RE)) {
      const part = raw.trim();
      if (!part || /\d/.test(part) || part.split(/\s+/).length > 8 || /[.!?]$/.test(part)) continue;
      if (isContactLine(part) || looksLikeLocation(part) || handleOf(part, handles) !== '' || matchHeading(part, false)) continue;
      if (hasTitleWord(part)) return part;
    }
  }
  return '';
}

/** True for a line made only of contact items with an e-mail or a phone among them (a page footer). */
export function isContactOnlyLine(line: string): boolean {
  const text = cleanIconPrefix(line.trim());
  if (text === '' || text.length > 200 || (findEmail(text) === '' && findPhone(text) === '')) return false;
  return text.split(PART_SEPARATOR_RE).every((raw) => {
    const part = cleanIconPrefix(raw.trim());
    if (part === '') return true;
    const rest = part
      .replace(LABEL_RE, '')
      .replace(new RegExp(EMAIL_RE.source, 'g'), '')
      .replace(findPhone(part), '')
      .trim();
    return rest === '' || findLinks(rest).join('') === rest || looksLikeLocation(rest) || handleOf(rest) !== '';
  });
}

export function parseContact(
  headerLines: readonly string[],
  contactLines: readonly string[],
  allText: string,
): { contact: ContactInfo; headline: string } {
  const contact: ContactInfo = { name: '', credentials: [], email: '', phone: '', location: '', links: [] };
  let headline = '';
  const pool = [...headerLines, ...contactLines].map((l) => cleanIconPrefix(l));
  const hints = nameHints([...pool, allText.slice(0, 4000)].join('\n'));
  let nameIndex = -1;
  for (let i = 0; i < headerLines.length && i < 8; i++) {
    const name = plausibleName(cleanIconPrefix(headerLines[i] ?? ''), hints);
    if (name) {
      const { name: bare, credentials } = splitCredentials(name);
      contact.name = bare;
      contact.credentials = credentials;
      nameIndex = i;
      break;
    }
  }
  const emailWords = [...pool.join(' ').matchAll(new RegExp(EMAIL_RE.source, 'g'))].map((m) => (m[0].split('@')[0] ?? '').toLowerCase());
  if (nameIndex >= 0) {
    const next = cleanIconPrefix(headerLines[nameIndex + 1] ?? '');
    if (isHeadline(next)) headline = collapseLetterSpacing(next) ?? next;
    else headline = headlineAmongParts(headerLines.slice(nameIndex + 1, nameIndex + 9), emailWords);
  }
  const rawPool = [...headerLines, ...contactLines];
  const handleParts = new Set<string>();
  pool.forEach((line, i) => {
    const stripped = line.replace(LABEL_RE, '');
    if (!contact.email) contact.email = findEmail(stripped);
    if (!contact.phone) contact.phone = findPhone(stripped);
    for (const link of findLinks(stripped)) if (!contact.links.includes(link)) contact.links.push(link);
    // Each profile handle once per icon: "ð bwayne" and "§ bwayne" are two profiles (which sites, only the icons said).
    for (const part of (rawPool[i] ?? line).split(PART_SEPARATOR_RE)) {
      const handle = handleOf(part, emailWords);
      if (!handle || handleParts.has(part.trim()) || contact.links.some((l) => l.endsWith(`/${handle}`))) continue;
      handleParts.add(part.trim());
      contact.links.push(handle);
    }
    if (!contact.location) {
      contact.location = locationFromLine(line);
      // "123 Gotham St" on the line above "Gotham, USA": one address.
      const above = pool[i - 1]?.trim() ?? '';
      if (contact.location && i > 0 && isStreetLine(above) && !contact.location.startsWith(above)) {
        contact.location = `${above}, ${contact.location}`;
      }
    }
  });
  if (!contact.email) contact.email = findEmail(allText);
  if (!contact.phone) {
    // Only look for a phone near the top of the document, where contact lines are.
    contact.phone = findPhone(allText.split('\n').slice(0, 15).join('\n'));
  }
  return { contact, headline };
}
