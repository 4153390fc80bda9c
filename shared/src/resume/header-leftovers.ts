/**
 * Lines of the block above the first known heading that are neither the name, the headline nor contact
 * details: a tagline, a "Last updated" note, a section whose heading the reader does not know
 * ("Quick Guide" and its bullets). They are the user's text, so they are kept as sections of their own
 * (a short line followed by others heads its group) rather than dropped with the header.
 */
import { cleanIconPrefix, findEmail, findLinks, findPhone, isContactLine, isStreetLine, locationFromLine } from './contact-details';
import { isContactOnlyLine } from './header-contact';
import { parseListLines } from './list-sections';
import { isBulletLine } from './normalize';
import type { ContactInfo, OtherSection } from './types';

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether the line is part of what the header reader took: the name, the headline, contact details. */
function isHeaderLine(raw: string, contact: ContactInfo, headline: string): boolean {
  const line = cleanIconPrefix(raw.trim());
  const folded = fold(line);
  if (folded === '') return true;
  if (isContactLine(line) || isContactOnlyLine(line) || findEmail(line) !== '' || findPhone(line) !== '' || findLinks(line).length > 0) return true;
  if (locationFromLine(line) !== '' || isStreetLine(line)) return true;
  const name = fold(contact.name);
  if (name !== '' && folded.includes(name) && folded.length <= name.length + 40) return true;
  const head = fold(headline);
  if (head !== '' && (folded.includes(head) || head.includes(folded))) return true;
  // A profile handle alone, or with its icon ("§ yourusername").
  return contact.links.some((link) => {
    const handle = fold(link.split('/').pop() ?? link);
    return handle !== '' && folded.length <= handle.length + 2 && folded.includes(handle);
  });
}

/** A line that can head a group: short, no bullet, no sentence inside it. */
function isGroupHeading(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return !isBulletLine(line) && words.length <= 6 && line.length <= 60 && !/[.,;:]\s/.test(line);
}

/** The header's lines the contact reader did not take, as sections in their order (heading '' when none). */
export function unreadHeaderSections(headerLines: readonly string[], contact: ContactInfo, headline: string): OtherSection[] {
  const left = headerLines.filter((line) => line.trim() !== '' && !isHeaderLine(line, contact, headline));
  const groups: { heading: string; lines: string[] }[] = [];
  left.forEach((line, i) => {
    const next = left[i + 1];
    if (next !== undefined && isGroupHeading(line) && (isBulletLine(next) || !isGroupHeading(next))) {
      groups.push({ heading: line.trim(), lines: [] });
      return;
    }
    const last = groups[groups.length - 1];
    if (last) last.lines.push(line);
    else groups.push({ heading: '', lines: [line] });
  });
  return groups
    .map((group) => ({ heading: group.heading, lines: parseListLines(group.lines, true) }))
    .flatMap((group) => {
      if (group.lines.length > 0) return [group];
      // A lone short line ("Last updated in December 2024") is kept as a line, not as an empty heading.
      return group.heading ? [{ heading: '', lines: [group.heading] }] : [];
    });
}
