/**
 * parseResume: resume text (as extracted from PDF/DOCX, or pasted, or JSON Resume) → StructuredResume.
 *
 * Built for the text real extractors produce: odd spacing, letter-spaced or mixed-case headings,
 * bullet glyphs on their own lines (Word → PDF), wrapped lines, dates before or after the role,
 * icon-font glyphs. Every field holds text from the input; nothing is invented.
 */
import { findDateRange, findDateRanges, formatDateRange, formatDatePoint, type DateRange } from './dates';
import { matchHeading, type SectionKind } from './headings';
import { fromJsonResume, tryParseJsonResume } from './json-resume';
import {
  INSTITUTION_PATTERN,
  PLACE_NAMES,
  US_STATE_CODES,
  hasCompanyWord,
  hasTitleWord,
  isDegreeText,
  looksLikeLocation,
} from './lexicon';
import {
  collapseLetterSpacing,
  isBulletLine,
  isBulletOnlyLine,
  normalizeText,
  stripBullet,
} from './normalize';
import {
  emptyResume,
  type ContactInfo,
  type EducationEntry,
  type ExperienceEntry,
  type ProjectEntry,
  type StructuredResume,
} from './types';
import { isActionVerb } from './verbs';

export type { StructuredResume } from './types';

export interface RawSection {
  readonly kind: SectionKind | 'header';
  /** Heading as written ('' for the header block). */
  readonly heading: string;
  readonly lines: string[];
}

// ---------------------------------------------------------------------------------------------
// Contact details
// ---------------------------------------------------------------------------------------------

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

function parseContact(headerLines: readonly string[], contactLines: readonly string[], allText: string): {
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

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

/** Page furniture: "Page 2 of 3", "John Doe - Page 1 of 2", "1/2", a lone page number. */
const PAGE_FOOTER_RE = /^(?:.{0,60}\s[-–|]\s)?page\s+\d+(?:\s*(?:of|\/)\s*\d+)?$|^\d{1,2}\s*(?:\/|of)\s*\d{1,2}$|^\d{1,2}$/i;

/** Splits normalised lines into the header block and sections, using the broad heading rules. */
export function splitResumeSections(text: string): RawSection[] {
  const lines = normalizeText(text)
    .split('\n')
    .filter((l) => !PAGE_FOOTER_RE.test(l));
  const sections: RawSection[] = [{ kind: 'header', heading: '', lines: [] }];
  let current = sections[0] as RawSection;
  for (const line of lines) {
    const heading = isBulletLine(line) ? null : matchHeading(line, true);
    if (heading) {
      current = { kind: heading.kind, heading: heading.heading, lines: [] };
      sections.push(current);
      if (heading.rest) current.lines.push(heading.rest);
      continue;
    }
    current.lines.push(line);
  }
  const header = sections[0] as RawSection;
  if (sections.length === 1) {
    // No headings at all: keep the top lines as the header and read the rest as experience.
    const cut = header.lines.findIndex((l, i) => i > 0 && (isBulletLine(l) || isDateLine(l)));
    if (cut > 0) {
      const body = header.lines.splice(cut);
      sections.push({ kind: 'experience', heading: '', lines: body });
    }
  }
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Line classification shared by the entry parsers
// ---------------------------------------------------------------------------------------------

type LineKind = 'blank' | 'bullet' | 'date' | 'header' | 'prose';

interface CLine {
  kind: LineKind;
  text: string;
  range?: DateRange;
  /** For date lines: the text with the date removed. */
  rest?: string;
}

const SEPARATORS_EDGE_RE = /^[\s|,/·•:;–—-]+|(?<![\s|,/·•:;–—(-])[\s|,/·•:;–—(-]+$/g;

function withoutRange(text: string, range: DateRange): string {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length).replace(/^\s*\)/, '');
  return `${before.replace(/\(\s*$/, '')} | ${after}`
    .replace(/(?<!\s)\s*\|(?:\s*\|)+\s*/g, ' | ')
    .replace(SEPARATORS_EDGE_RE, '')
    .replace(/(?<!\s)\s*\|\s*$/, '')
    .trim();
}

function isDateLine(text: string): boolean {
  return classifyDate(text) !== null;
}

function classifyDate(text: string): { range: DateRange; rest: string } | null {
  const range = findDateRange(text);
  if (!range) return null;
  const rest = withoutRange(text, range);
  const restWords = rest === '' ? 0 : rest.split(/\s+/).length;
  const before = text.slice(0, range.index).replace(SEPARATORS_EDGE_RE, '');
  const after = text.slice(range.index + range.length).replace(SEPARATORS_EDGE_RE, '');
  const atEdge = before === '' || after === '' || /[|–—]\s*$/.test(text.slice(0, range.index));
  if (range.end !== null) {
    if (restWords <= 14 && (atEdge || restWords <= 8) && !/[.!?]$/.test(text)) return { range, rest };
    return null;
  }
  // A single date: only on short lines ("Summer 2022", "University X | 2016", "Expected Graduation: June 2016").
  const first = rest.split(/\s+/)[0] ?? '';
  if (restWords <= 7 && atEdge && !isActionVerb(first.toLowerCase()) && !/[.!?]$/.test(text)) return { range, rest };
  return null;
}

const CONNECTOR_END_RE =
  /(?:[,;:&/–-]|\b(?:and|or|the|of|to|with|for|in|a|an|by|on|at|as|from|into|via|using|including|across|over|per|that|which|while|through|our|their|its|my))$/i;

function isContinuation(prev: string, next: string): boolean {
  return /^[\p{Ll}(&%]/u.test(next) || CONNECTOR_END_RE.test(prev.trim());
}

/** Header-looking line: short, not a sentence, not starting with an action verb (unless it names a role). */
function isHeaderish(line: string): boolean {
  if (/^[\p{Ll}]/u.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 12) return false;
  if (/[.!?]$/.test(line) && !/\b(?:inc|ltd|co|corp|llc|jr|sr|st)\.$/i.test(line) && words.length > 3) return false;
  if (/(?<!\p{Ll})\p{Ll}{3,}\. \p{Lu}/u.test(line) && !/\b(?:inc|ltd|corp|co|jr|sr|st)\. /i.test(line)) return false;
  if (/\b(?:and|or|the|of|to|with|for|in|a|an|by|as|into|using|including|that|which)$/i.test(line) && words.length > 3) return false;
  const first = (words[0] ?? '').replace(/[^\p{L}-]/gu, '').toLowerCase();
  if (isActionVerb(first)) return words.length <= 5 && (hasTitleWord(line) || hasCompanyWord(line));
  return true;
}

/** Joins a moderncv-style range split over two lines ("2021 – Role…" / "Present Text…"). */
function mergeSplitRanges(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    const line = out[i] ?? '';
    const first = findDateRanges(line)[0];
    if (!first || first.index !== 0 || first.end !== null) continue;
    const after = line.slice(first.length);
    if (!/^\s*[–—-]/.test(after)) continue;
    const next = out[i + 1] ?? '';
    const present = /^(present|current|now)\b\s*(.*)$/i.exec(next);
    const nextRange = findDateRanges(next)[0];
    let endText: string | null = null;
    let remainder = '';
    if (present) {
      endText = present[1] ?? 'Present';
      remainder = present[2] ?? '';
    } else if (nextRange && nextRange.index === 0 && nextRange.end === null) {
      endText = nextRange.raw;
      remainder = next.slice(nextRange.length).trim();
    }
    if (endText === null) continue;
    out[i] = `${first.raw} – ${endText} ${after.replace(/^\s*[–—-]\s*/, '')}`.trim();
    out[i + 1] = remainder;
  }
  return out;
}

function classifyLines(rawLines: readonly string[]): CLine[] {
  const lines = mergeSplitRanges([...rawLines]);
  const out: CLine[] = [];
  let pendingBullets = false;
  let pendingSeen = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      if (pendingBullets && pendingSeen > 0) pendingBullets = false;
      out.push({ kind: 'blank', text: '' });
      continue;
    }
    if (isBulletOnlyLine(line)) {
      pendingBullets = true;
      pendingSeen = 0;
      continue;
    }
    if (isBulletLine(line)) {
      out.push({ kind: 'bullet', text: stripBullet(line) });
      continue;
    }
    const prevLine = out[out.length - 1];
    if (prevLine && (prevLine.kind === 'bullet' || prevLine.kind === 'prose') && CONNECTOR_END_RE.test(prevLine.text)) {
      // A wrapped line ("…presented findings to 6 stakeholders and" / "3 senior managers").
      out.push({ kind: 'prose', text: line });
      continue;
    }
    const date = classifyDate(line);
    if (date) {
      out.push({ kind: 'date', text: line, range: date.range, rest: date.rest });
      continue;
    }
    if (pendingBullets) {
      pendingSeen++;
      const prev = out[out.length - 1];
      const continuation = prev && prev.kind === 'bullet' && isContinuation(prev.text, line);
      out.push({ kind: continuation ? 'prose' : 'bullet', text: line });
      continue;
    }
    out.push({ kind: isHeaderish(line) ? 'header' : 'prose', text: line });
  }
  return out;
}

/** Body lines (bullets and prose) → bullet texts, joining wrapped lines and splitting long paragraphs. */
function bodyToBullets(body: readonly CLine[]): string[] {
  const items: { text: string; marker: boolean }[] = [];
  let lastBlank = true;
  for (const cl of body) {
    if (cl.kind === 'blank') {
      lastBlank = true;
      continue;
    }
    const last = items[items.length - 1];
    if (cl.kind === 'bullet') {
      items.push({ text: cl.text, marker: true });
    } else if (last && !lastBlank && isContinuation(last.text, cl.text)) {
      last.text = joinWrapped(last.text, cl.text);
    } else if (last && last.marker && !lastBlank && /^[\p{Ll}]/u.test(cl.text)) {
      last.text = joinWrapped(last.text, cl.text);
    } else {
      items.push({ text: cl.text, marker: false });
    }
    lastBlank = false;
  }
  const out: string[] = [];
  for (const item of items) {
    const text = item.text.trim();
    if (!text) continue;
    if (!item.marker) out.push(...splitSentences(text));
    else out.push(text);
  }
  return out;
}

function joinWrapped(a: string, b: string): string {
  // A word broken with a hyphen at the end of a line ("multi-" + "platform") keeps the hyphen.
  return a.endsWith('-') && /^\p{Ll}/u.test(b) ? `${a}${b}` : `${a} ${b}`;
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|inc|ltd|co|corp|vs|approx|dept|jr|sr|st|mr|mrs|ms|dr|no|u\.s|u\.k)\.$/i;

export function splitSentences(text: string): string[] {
  const parts = text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && ABBREVIATIONS.test(prev)) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Experience
// ---------------------------------------------------------------------------------------------

interface Draft {
  header: CLine[];
  body: CLine[];
}

function draftHasDate(d: Draft): boolean {
  return d.header.some((h) => h.kind === 'date');
}

function buildDrafts(lines: readonly CLine[]): Draft[] {
  const nonBlank = lines.filter((l) => l.kind !== 'blank');
  const firstDate = nonBlank.findIndex((l) => l.kind === 'date');
  const firstBody = nonBlank.findIndex((l) => l.kind === 'bullet' || l.kind === 'prose');
  const firstHeader = nonBlank.findIndex((l) => l.kind === 'header');
  // Layout where the dates come after the bullets (RenderCV, some LaTeX templates).
  const datesAfter = firstHeader === 0 && firstBody > 0 && firstDate > firstBody;

  const drafts: Draft[] = [];
  let cur: Draft | null = null;
  let inBody = false;
  let closed = false;
  for (const cl of lines) {
    if (cl.kind === 'blank') {
      if (cur && inBody) cur.body.push(cl);
      continue;
    }
    const isHead = cl.kind === 'header' || cl.kind === 'date';
    if (!datesAfter) {
      if (isHead) {
        const splitOnSecondDate = cl.kind === 'date' && cur && !inBody && draftHasDate(cur) && (cl.rest ?? '') !== '';
        if (!cur || inBody || splitOnSecondDate) {
          cur = { header: [], body: [] };
          drafts.push(cur);
          inBody = false;
        }
        cur.header.push(cl);
      } else {
        if (!cur) {
          cur = { header: [], body: [] };
          drafts.push(cur);
        }
        cur.body.push(cl);
        inBody = true;
      }
      continue;
    }
    // Dates-after layout: header lines → body → [location lines] → date line closes the entry.
    if (isHead) {
      if (!cur || closed) {
        cur = { header: [], body: [] };
        drafts.push(cur);
        inBody = false;
        closed = false;
      }
      cur.header.push(cl);
      if (cl.kind === 'date' && inBody) closed = true;
    } else {
      if (!cur || closed) {
        cur = { header: [], body: [] };
        drafts.push(cur);
        closed = false;
      }
      cur.body.push(cl);
      inBody = true;
    }
  }
  // Fold header-looking fragments that name no role and carry no date into the previous entry's body
  // (a short wrapped bullet, a company tagline).
  const merged: Draft[] = [];
  const anyDates = drafts.some(draftHasDate);
  for (const d of drafts) {
    const prev = merged[merged.length - 1];
    if (
      prev &&
      anyDates &&
      !draftHasDate(d) &&
      !d.header.some((h) => hasTitleWord(h.text) || hasCompanyWord(h.text)) &&
      draftHasDate(prev)
    ) {
      prev.body.push(...d.header.map((h) => ({ ...h, kind: 'prose' as const })), ...d.body);
      continue;
    }
    merged.push(d);
  }
  return merged;
}

function splitHeaderParts(text: string): string[] {
  const coarse = text
    .split(/\s+[|•·]\s+|\s*\|\s*|\s+[–—]\s+|\s+-\s+|\s+\/\s+|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const c of coarse) {
    const at = /^(.+?)(?<!\s)\s+(?:at|@)\s+(.+)$/.exec(c);
    if (at?.[1] && at[2] && hasTitleWord(at[1])) {
      parts.push(at[1].trim(), at[2].trim());
      continue;
    }
    parts.push(...splitCommaParts(c));
  }
  return parts.filter(Boolean);
}

/** Splits "Gilmore Financial, New Orleans, LA, Accountant" while keeping "Acme, Inc." and "Austin, TX" together. */
function splitCommaParts(text: string): string[] {
  const raw = text.split(/(?<!\s)\s*,\s*/).filter(Boolean);
  if (raw.length <= 1) return raw;
  const out: string[] = [];
  for (const piece of raw) {
    const prev = out[out.length - 1];
    const word = piece.replace(/\.$/, '').toLowerCase();
    if (prev !== undefined && /^(inc|llc|ltd|corp|co|plc|gmbh|lp|llp|sa|ag|jr|sr)$/.test(word)) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else if (
      prev !== undefined &&
      !/^(?:remote|hybrid|on-?site)$/i.test(piece) &&
      (US_STATE_CODES.has(piece.replace(/\s+\d{5}(-\d{4})?$/, '')) || isPlaceWords(piece)) &&
      (isPlaceContinuation(prev) || looksLikeLocation(`${prev}, ${piece}`))
    ) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else if (prev !== undefined && hasTitleWord(prev) && hasTitleWord(piece) && !hasCompanyWord(piece) && piece.split(' ').length <= 3 && !/\b(engineer|developer|manager|analyst|nurse|teacher|accountant)\b/i.test(piece)) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else {
      out.push(piece);
    }
  }
  return out;
}

function isPlaceWords(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  return words.length <= 3 && words.every((w) => PLACE_NAMES.has(w));
}

function isPlaceContinuation(prev: string): boolean {
  return looksLikeLocation(prev) && !hasTitleWord(prev) && !hasCompanyWord(prev);
}

interface HeaderFields {
  title: string;
  employer: string;
  location: string;
}

function assignHeaderFields(parts: readonly string[]): HeaderFields {
  const remaining: string[] = [];
  let location = '';
  for (const part of parts) {
    if (!location && looksLikeLocation(part) && !hasTitleWord(part)) location = part;
    else if (looksLikeLocation(part) && !hasTitleWord(part) && !hasCompanyWord(part)) continue;
    else remaining.push(part);
  }
  let title = '';
  let employer = '';
  const titleOnly = remaining.findIndex((p) => hasTitleWord(p) && !hasCompanyWord(p));
  const titleAny = titleOnly >= 0 ? titleOnly : remaining.findIndex((p) => hasTitleWord(p));
  if (titleAny >= 0) title = remaining[titleAny] ?? '';
  const others = remaining.filter((_, i) => i !== titleAny);
  const companyIdx = others.findIndex((p) => hasCompanyWord(p));
  if (companyIdx >= 0) employer = others[companyIdx] ?? '';
  else if (others.length > 0) {
    if (!title) {
      title = others[0] ?? '';
      employer = others[1] ?? '';
    } else employer = others[0] ?? '';
  }
  if (!title && employer && others.length > 1) {
    title = others.find((p) => p !== employer) ?? '';
  }
  // "Staff Nurse, Telemetry Unit": an unassigned part right after the title belongs to it.
  if (title && titleAny >= 0) {
    const next = remaining[titleAny + 1];
    if (next !== undefined && next !== employer && !hasCompanyWord(next) && !looksLikeLocation(next) && next.split(' ').length <= 4) {
      title = `${title}, ${next}`;
    }
  }
  return { title, employer, location };
}

function draftToExperience(d: Draft): ExperienceEntry {
  const dateLine = d.header.find((h) => h.kind === 'date');
  const range = dateLine?.range ?? null;
  const parts: string[] = [];
  for (const h of d.header) {
    const text = h.kind === 'date' ? (h.rest ?? '') : h.text;
    if (text) parts.push(...splitHeaderParts(text));
  }
  const fields = assignHeaderFields(parts);
  const entry: ExperienceEntry = {
    title: fields.title,
    employer: fields.employer,
    startDate: range ? formatDatePoint(range.start) : '',
    endDate: range?.end ? formatDatePoint(range.end) : '',
    dates: range?.raw.trim() ?? '',
    bullets: bodyToBullets(d.body),
  };
  if (fields.location) entry.location = fields.location;
  return entry;
}

export function parseExperienceLines(lines: readonly string[]): ExperienceEntry[] {
  const drafts = buildDrafts(classifyLines(lines));
  return drafts
    .map(draftToExperience)
    .filter((e) => e.title !== '' || e.employer !== '' || e.bullets.length > 0 || e.dates !== '');
}

// ---------------------------------------------------------------------------------------------
// Education
// ---------------------------------------------------------------------------------------------

function parseEducationLines(lines: readonly string[]): EducationEntry[] {
  const classified = classifyLines(lines);
  const entries: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let lastWasDegree = false;
  const start = (): EducationEntry => {
    const e: EducationEntry = { degree: '', institution: '', dates: '', details: [] };
    entries.push(e);
    return e;
  };
  for (const cl of classified) {
    if (cl.kind === 'blank') continue;
    if (cl.kind === 'bullet') {
      if (!cur) cur = start();
      cur.details.push(cl.text);
      lastWasDegree = false;
      continue;
    }
    const range = cl.range ?? findDateRange(cl.text) ?? null;
    const rest = cl.kind === 'date' ? (cl.rest ?? '') : range ? withoutRange(cl.text, range) : cl.text;
    const parts = rest
      .split(/\s*\|\s*|\s+[–—]\s+|\s+-\s+|\s{2,}/)
      .map((p) => p.trim())
      .filter(Boolean);
    const degreeHere = parts.some((p) => isDegreeText(p));
    const instHere = parts.some((p) => INSTITUTION_PATTERN.test(p));
    if (!cur || (degreeHere && cur.degree) || (instHere && cur.institution)) {
      if (!cur || degreeHere || instHere) cur = start();
    }
    const entry: EducationEntry = cur;
    let sawDegree = false;
    for (const part of parts) {
      const isDeg = isDegreeText(part);
      const isInst = INSTITUTION_PATTERN.test(part);
      if (isDeg && part.includes(',') && !entry.degree) {
        const sub = splitCommaParts(part);
        const instIdx = sub.findIndex((s) => INSTITUTION_PATTERN.test(s));
        const degIdx = sub.findIndex((s) => isDegreeText(s));
        if (instIdx > degIdx) {
          entry.degree = sub.slice(degIdx, instIdx).join(', ');
          const tail = sub.slice(instIdx);
          const locIdx = tail.findIndex((s, i) => i > 0 && looksLikeLocation(s));
          entry.institution = (locIdx > 0 ? tail.slice(0, locIdx) : tail).join(', ');
          if (locIdx > 0) entry.location = tail.slice(locIdx).join(', ');
        } else if (instIdx < 0) {
          const tail = sub.slice(degIdx + 1);
          const locIdx = tail.findIndex((s) => looksLikeLocation(s));
          if (locIdx > 0 && !entry.institution) {
            // "Bachelor of Science in CS, UC San Diego, San Diego, USA": a name before a place is the school.
            entry.degree = sub.slice(0, degIdx + 1).join(', ');
            entry.institution = tail.slice(0, locIdx).join(', ');
            entry.location = tail.slice(locIdx).join(', ');
          } else {
            // "Bachelor of Business Administration, Accounting": the rest names the field of study.
            entry.degree = (locIdx >= 0 ? sub.slice(0, degIdx + 1 + locIdx) : sub).join(', ');
            if (locIdx >= 0) entry.location = tail.slice(locIdx).join(', ');
          }
        } else {
          entry.institution = sub.slice(instIdx, degIdx).join(', ');
          entry.degree = sub.slice(degIdx).join(', ');
        }
        sawDegree = true;
      } else if (isInst && !entry.institution && !(isDeg && !entry.degree && !/\b(university|college|institute|school|academy)\b/i.test(part))) {
        const sub = splitCommaParts(part);
        const locIdx = sub.findIndex((s, i) => i > 0 && looksLikeLocation(s));
        if (locIdx > 0) {
          entry.institution = sub.slice(0, locIdx).join(', ');
          entry.location = sub.slice(locIdx).join(', ');
        } else entry.institution = part;
      } else if (isDeg && !entry.degree) {
        entry.degree = part;
        sawDegree = true;
      } else if (!entry.location && looksLikeLocation(part)) {
        entry.location = part;
      } else if (lastWasDegree && entry.degree && parts.length === 1 && !range && part.split(' ').length <= 6 && !/:/.test(part)) {
        entry.degree = `${entry.degree} ${part}`;
      } else {
        entry.details.push(part);
      }
    }
    if (range && !entry.dates) entry.dates = formatDateRange(range.start, range.end);
    lastWasDegree = sawDegree;
  }
  return entries.filter((e) => e.degree || e.institution || e.details.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Skills, certifications, projects, plain lists
// ---------------------------------------------------------------------------------------------

function splitOutsideParens(text: string, separators: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let buf = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && separators.test(ch)) {
      out.push(buf);
      buf = '';
      continue;
    }
    buf += ch;
  }
  out.push(buf);
  return out;
}

const SKILL_LABEL_RE = /^([\p{L}][\p{L}\d &/+.()-]{0,40}?)\s*:\s*(.*)$/u;

export function parseSkillLines(lines: readonly string[]): string[] {
  // Join comma lists wrapped over lines ("…, Google Cloud" / "Platform, Firebase, …").
  const joined: string[] = [];
  const glyphBullets = lines.some((l) => isBulletOnlyLine(l.trim()));
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBulletOnlyLine(line)) continue;
    const prev = joined[joined.length - 1];
    const bullet = isBulletLine(line);
    if (prev !== undefined && !bullet && !glyphBullets && prev.length >= 50 && prev.includes(',') && !/[,;|:]$/.test(prev) && /^[\p{L}]/u.test(line) && (line.includes(',') || line.split(' ').length <= 3) && !SKILL_LABEL_RE.test(line)) {
      joined[joined.length - 1] = `${prev} ${line}`;
    } else {
      joined.push(bullet ? stripBullet(line) : line);
    }
  }
  const items: string[] = [];
  const seen = new Set<string>();
  for (const line of joined) {
    const label = SKILL_LABEL_RE.exec(line);
    const content = label && (label[1] ?? '').split(' ').length <= 4 ? (label[2] ?? '') : line;
    for (const piece of splitOutsideParens(content, /[,;|•·▪]/)) {
      const item = piece
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.]$/, '')
        .trim();
      if (!item) continue;
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** Lines of a list section; with `keepBullets`, bulleted lines keep a "• " marker (others stay plain). */
function parseListLines(lines: readonly string[], keepBullets = false): string[] {
  const items: string[] = [];
  let pending = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (isBulletOnlyLine(line)) {
      pending = true;
      continue;
    }
    const bullet = isBulletLine(line) || (pending && keepBullets);
    const text = isBulletLine(line) ? stripBullet(line) : line;
    const prev = items[items.length - 1];
    if (prev !== undefined && !bullet && isContinuation(prev, text) && !pending) items[items.length - 1] = joinWrapped(prev, text);
    else items.push(keepBullets && bullet ? `• ${text}` : text);
  }
  // A list whose every line is bulleted needs no markers (the renderer adds them).
  if (keepBullets && items.every((l) => l.startsWith('• '))) return items.map((l) => l.slice(2));
  return items;
}

function parseProjectLines(lines: readonly string[]): ProjectEntry[] {
  const classified = classifyLines(lines);
  const projects: ProjectEntry[] = [];
  let cur: ProjectEntry | null = null;
  let body: CLine[] = [];
  const flush = () => {
    if (cur) cur.bullets = bodyToBullets(body);
    body = [];
  };
  for (const cl of classified) {
    if (cl.kind === 'header' || (cl.kind === 'date' && (cl.rest ?? '') !== '')) {
      const name = cl.kind === 'date' ? (cl.rest ?? '') : cl.text;
      if (!cur || body.some((b) => b.kind !== 'blank') || cur.name) {
        flush();
        cur = { name, bullets: [] };
        projects.push(cur);
      } else cur.name = name;
      if (cl.kind === 'date' && cl.range) cur.dates = formatDateRange(cl.range.start, cl.range.end);
      continue;
    }
    if (cl.kind === 'date' && cl.range) {
      if (!cur) {
        cur = { name: '', bullets: [] };
        projects.push(cur);
      }
      if (!cur.dates) cur.dates = formatDateRange(cl.range.start, cl.range.end);
      continue;
    }
    if (!cur) {
      cur = { name: '', bullets: [] };
      projects.push(cur);
    }
    body.push(cl);
  }
  flush();
  return projects.filter((p) => p.name || p.bullets.length > 0);
}

function parseSummaryLines(lines: readonly string[]): string {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBulletOnlyLine(line)) continue;
    const bullet = isBulletLine(line);
    const text = bullet ? stripBullet(line) : line;
    const prev = out[out.length - 1];
    if (prev !== undefined && !bullet && !/[.!?:]$/.test(prev)) out[out.length - 1] = joinWrapped(prev, text);
    else if (prev !== undefined && !bullet && /^[\p{Ll}]/u.test(text)) out[out.length - 1] = joinWrapped(prev, text);
    else out.push(text);
  }
  return out.join(out.every((l) => /[.!?]$/.test(l)) ? ' ' : '\n');
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * One resume text is parsed several times per tailoring (the engine, its scores before and after, the
 * documents): the last few long texts are remembered. Parsing is pure; each caller gets its own copy, as
 * callers may change what they are given.
 */
const recentParses = new Map<string, StructuredResume>();
const REMEMBER_FROM_CHARS = 500;
const REMEMBER_UP_TO_CHARS = 100_000;
const REMEMBERED_PARSES = 6;

/** Parses resume text (or a JSON Resume document) into a StructuredResume. */
export function parseResume(text: string): StructuredResume {
  if (text.length < REMEMBER_FROM_CHARS || text.length > REMEMBER_UP_TO_CHARS) return parseUncached(text);
  const known = recentParses.get(text);
  if (known) return structuredClone(known);
  const parsed = parseUncached(text);
  if (recentParses.size >= REMEMBERED_PARSES) recentParses.delete(recentParses.keys().next().value as string);
  recentParses.set(text, structuredClone(parsed));
  return parsed;
}

function parseUncached(text: string): StructuredResume {
  const json = tryParseJsonResume(text);
  if (json) return fromJsonResume(json);

  const sections = splitResumeSections(text);
  const resume = emptyResume();
  const header = sections[0]?.lines ?? [];
  const contactLines = sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines);
  const { contact, headline } = parseContact(
    header.filter((l) => l.trim() !== ''),
    contactLines.filter((l) => l.trim() !== ''),
    normalizeText(text),
  );
  resume.contact = contact;
  resume.headline = headline;

  const summaries: string[] = [];
  const skillKeys = new Set<string>();
  for (const section of sections.slice(1)) {
    switch (section.kind) {
      case 'summary': {
        const s = parseSummaryLines(section.lines);
        if (s) summaries.push(s);
        break;
      }
      case 'experience':
        resume.experience.push(...parseExperienceLines(section.lines));
        break;
      case 'education':
        resume.education.push(...parseEducationLines(section.lines));
        break;
      case 'skills':
        for (const item of parseSkillLines(section.lines)) {
          const key = item.toLowerCase();
          if (skillKeys.has(key)) continue;
          skillKeys.add(key);
          resume.skills.push(item);
        }
        break;
      case 'certifications':
        resume.certifications.push(...parseListLines(section.lines));
        break;
      case 'projects':
        resume.projects.push(...parseProjectLines(section.lines));
        break;
      case 'contact':
        break;
      default: {
        const lines = parseListLines(section.lines, true);
        if (lines.length > 0) resume.other.push({ heading: section.heading, lines });
      }
    }
  }
  resume.summary = summaries.join('\n');
  return resume;
}

/** The kind of each non-header section found, in order (useful for reports and tests). */
export function sectionKindsOf(text: string): (SectionKind | 'header')[] {
  return splitResumeSections(text).map((s) => s.kind);
}
