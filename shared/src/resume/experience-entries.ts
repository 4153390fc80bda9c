/**
 * The experience section: classified lines → drafts (header lines, then body) → entries with title,
 * employer, location, dates and bullets. Handles dates before or after the role, and dates after the
 * bullets (RenderCV, some LaTeX templates).
 */
import { formatDatePoint } from './dates';
import { bodyToBullets, classifyLines, isDateLine, type CLine } from './entry-lines';
import { assignHeaderFields, splitHeaderParts } from './header-parts';
import { hasCompanyWord, hasSingularTitleWord, hasTitleWord, looksLikeLocation } from './lexicon';
import type { ExperienceEntry } from './types';

type HeaderFields = ReturnType<typeof assignHeaderFields>;

interface Draft {
  header: CLine[];
  body: CLine[];
}

function draftHasDate(d: Draft): boolean {
  return d.header.some((h) => h.kind === 'date');
}

/** True when the first dated role so far wrote a heading line above its date line. */
function headingsFirst(drafts: readonly Draft[]): boolean {
  const first = drafts.find(draftHasDate);
  return first !== undefined && first.header[0]?.kind !== 'date';
}

/** Takes the header lines after a draft's last date line off it. */
function linesAfterDate(d: Draft): CLine[] {
  let last = -1;
  d.header.forEach((h, i) => {
    if (h.kind === 'date') last = i;
  });
  return last < 0 ? [] : d.header.splice(last + 1);
}

function buildDrafts(lines: readonly CLine[]): Draft[] {
  const nonBlank = lines.filter((l) => l.kind !== 'blank');
  const firstDate = nonBlank.findIndex((l) => l.kind === 'date');
  const firstBody = nonBlank.findIndex((l) => l.kind === 'bullet' || l.kind === 'prose');
  const firstHeader = nonBlank.findIndex((l) => l.kind === 'header');
  // Layout where the dates come after the bullets (RenderCV, some LaTeX templates): that date line
  // carries no role heading of its own, or it heads the next role (a role above it had no dates).
  const dateRest = trimSeparators(nonBlank[firstDate]?.rest ?? '');
  const datesAfter = firstHeader === 0 && firstBody > 0 && firstDate > firstBody && (dateRest === '' || (looksLikeLocation(dateRest) && !hasTitleWord(dateRest)));

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
        const splitOnSecondDate: boolean = cl.kind === 'date' && cur !== null && !inBody && draftHasDate(cur) && (cl.rest ?? '') !== '';
        // Where headings come before their dates, the lines after the last role's dates head this one.
        const carried: CLine[] = splitOnSecondDate && cur && headingsFirst(drafts) ? linesAfterDate(cur) : [];
        if (!cur || inBody || splitOnSecondDate) {
          cur = { header: carried, body: [] };
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

const EDGE_SEPARATOR = /[\s|·•,–—-]/;

/**
 * The text without separators at either end. A walk from each end, not a regex: `[…]+$` retries from
 * every position of a long run of separators that is followed by a word, which is quadratic.
 */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_SEPARATOR.test(text[start] as string)) start++;
  while (end > start && EDGE_SEPARATOR.test(text[end - 1] as string)) end--;
  return text.slice(start, end);
}

/**
 * "Title – Area | Mar 2019 – Nov 2021 Employer – City, ST": the role's fields stand on either side of
 * its dates, the title before them and the employer (with its place) after them.
 */
function aroundDates(line: CLine): { title: string; employer: string; location: string } | null {
  const range = line.range;
  if (!range) return null;
  const before = trimSeparators(line.text.slice(0, range.index));
  const after = trimSeparators(line.text.slice(range.index + range.length));
  if (before === '' || after === '' || !/[|·•]\s*$/.test(line.text.slice(0, range.index))) return null;
  // "Sales Associate | Best Buy | Sep 2020 - May 2023 (part-time during college)": fields before the dates, and a
  // note after them, which names no employer (it was read as one: "Sales Associate at (part-time during college)").
  if (/[|·•]/.test(before) || NOTE_RE.test(after)) return null;
  const afterParts = splitHeaderParts(after);
  const places = afterParts.filter((p) => looksLikeLocation(p) && !hasTitleWord(p));
  const rest = afterParts.filter((p) => !places.includes(p));
  if (rest.length !== 1 || places.length > 1 || hasTitleWord(rest[0] ?? '')) return null;
  return { title: before, employer: rest[0] ?? '', location: places[0] ?? '' };
}

/** A note in brackets ("(part-time during college)", "(contract)"): said of the role, never its employer or place. */
const NOTE_RE = /^\([^()]+\)$/;

/** "Forklift Operator / Order Picker": two titles joined by a slash are one role's title. */
function joinTitlePairs(parts: readonly string[], written: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    const pair = `${prev ?? ''} / ${part}`;
    if (prev !== undefined && hasTitleWord(prev) && hasTitleWord(part) && written.some((w) => w.includes(pair))) {
      out[out.length - 1] = pair;
    } else out.push(part);
  }
  return out;
}

/**
 * "Director of IT – Hybrid Cloud Automation": a qualifier written after the title with a dash is part
 * of it, kept with the dash as written (not dropped, not turned into a comma).
 */
function withWrittenQualifier(title: string, employer: string, written: readonly string[]): string {
  if (title === '') return title;
  const comma = title.lastIndexOf(', ');
  const heads = comma > 0 ? [title, title.slice(0, comma)] : [title];
  for (const w of written) {
    for (const head of heads) {
      const at = w.indexOf(head);
      if (at < 0) continue;
      const m = /^(\s[–—-]\s)([^|–—]+?)\s*(?=\||\s[–—-]\s|$)/.exec(w.slice(at + head.length));
      const qualifier = m?.[2]?.trim() ?? '';
      const named = employer !== '' && (qualifier.includes(employer) || employer.includes(qualifier));
      if (!m || qualifier === '' || named || looksLikeLocation(qualifier) || splitHeaderParts(qualifier).some(looksLikeLocation)) continue;
      if (head !== title && title.slice(comma + 2) !== qualifier) continue;
      return `${head}${m[1] ?? ' – '}${qualifier}`;
    }
  }
  return title;
}

const WORK_MODE_RE = /\s*\((?:remote|hybrid|on-?site)\)$/i;

/** "Pittsburgh, PA (hybrid)": a place with its way of working is the role's location, kept as written. */
function withWorkMode(fields: HeaderFields, parts: readonly string[]): HeaderFields {
  if (fields.location !== '') return fields;
  // Also "Pittsburgh" + "PA (hybrid)": the comma split cannot know the state code before the brackets.
  const candidates = [...parts, ...parts.slice(1).map((p, i) => `${parts[i] ?? ''}, ${p}`)];
  const place = candidates.find((p) => WORK_MODE_RE.test(p) && looksLikeLocation(p.replace(WORK_MODE_RE, '')));
  return place === undefined || place === fields.title || place === fields.employer ? fields : { ...fields, location: place };
}

/** Firm suffixes that follow a comma ("Hollister & Baines, P.C."). */
const FIRM_SUFFIX_RE = /^,\s*(?:P\.\s?C\.|P\.\s?A\.|PLLC|S\.\s?C\.|N\.\s?A\.)(?=,|\s|$)/;

/**
 * Second looks at a heading's fields: a firm suffix after a comma stays with the employer, and a
 * plural-only last piece of a title ("Apprentice Electrician, Redbud Electrical Contractors") names
 * the firm, not the role.
 */
function refined(fields: HeaderFields, written: readonly string[]): HeaderFields {
  let { title, employer } = fields;
  // "Shift Lead, Outbound | Acme Warehouse | Apr 2019 - Present": the part after the title's comma shares its field
  // (between the bars), and the firm is the next field; it was read as the employer and the firm was lost.
  if (employer !== '') {
    for (const w of written) {
      const fieldsOf = w.split(/\s*\|\s*/).map((f) => f.trim());
      const at = fieldsOf.indexOf(`${title}, ${employer}`);
      const firm = at >= 0 ? fieldsOf.slice(at + 1).find((f) => f !== '' && f !== fields.location && !looksLikeLocation(f) && !isDateLine(f)) : undefined;
      if (firm !== undefined && splitHeaderParts(firm).length === 1) {
        title = `${title}, ${employer}`;
        employer = firm;
        break;
      }
    }
  }
  if (employer === '' && title.includes(', ')) {
    const cut = title.lastIndexOf(', ');
    const last = title.slice(cut + 2);
    if (hasTitleWord(last) && !hasSingularTitleWord(last)) {
      employer = last;
      title = title.slice(0, cut);
    }
  }
  title = withWrittenQualifier(title, employer, written);
  if (employer !== '') {
    for (const w of written) {
      const at = w.indexOf(employer);
      const suffix = at < 0 ? null : FIRM_SUFFIX_RE.exec(w.slice(at + employer.length));
      if (suffix) {
        employer = `${employer}${suffix[0]}`;
        break;
      }
    }
  }
  return { ...fields, title, employer };
}

/**
 * Heading lines that gave no title, employer or place ("Meet with clients to discuss their needs"
 * under the dates, with its bullet glyph lost) are statements: kept, never dropped.
 */
function unusedHeaderLines(d: Draft, fields: HeaderFields): string[] {
  const used = [fields.title, fields.employer, fields.location].filter((f) => f !== '');
  const overlaps = (line: string) => used.some((f) => line.includes(f) || f.includes(line) || splitHeaderParts(line).some((p) => f.includes(p)));
  return d.header.filter((h) => h.kind === 'header' && !overlaps(h.text)).map((h) => h.text);
}

interface ReadDraft {
  entry: ExperienceEntry;
  /** The employer was written on a line of its own (a group heading or a line under the role). */
  employerOnOwnLine: boolean;
  /** The heading holds one field beside its dates ("Charge Nurse, Telemetry | 2018 – 2022"): a title alone. */
  titleOnly: string | null;
}

function draftToExperience(d: Draft): ReadDraft {
  const dateLine = d.header.find((h) => h.kind === 'date');
  const range = dateLine?.range ?? null;
  const parts: string[] = [];
  for (const h of d.header) {
    const text = h.kind === 'date' ? (h.rest ?? '') : h.text;
    if (text) parts.push(...splitHeaderParts(text));
  }
  const written = d.header.map((h) => (h.kind === 'date' ? (h.rest ?? '') : h.text));
  // A note in brackets standing as a field of its own stays with the title it qualifies.
  const notes = parts.filter((p) => NOTE_RE.test(p) && !WORK_MODE_RE.test(` ${p}`));
  const read = withWorkMode(
    (dateLine && d.header.length === 1 && aroundDates(dateLine)) || refined(assignHeaderFields(joinTitlePairs(parts.filter((p) => !notes.includes(p)), written)), written),
    parts,
  );
  const fields = notes.length > 0 && read.title !== '' ? { ...read, title: `${read.title} ${notes.join(' ')}` } : read;
  const entry: ExperienceEntry = {
    title: fields.title,
    employer: fields.employer,
    startDate: range ? formatDatePoint(range.start) : '',
    endDate: range?.end ? formatDatePoint(range.end) : '',
    dates: range?.raw.trim() ?? '',
    bullets: [...unusedHeaderLines(d, fields), ...bodyToBullets(d.body)],
  };
  if (fields.location) entry.location = fields.location;
  const ownLines = d.header.filter((h) => h.kind !== 'date');
  const employerOnOwnLine =
    entry.employer !== '' && ownLines.some((h) => h.text.includes(entry.employer) && !(entry.title !== '' && h.text.includes(entry.title)));
  let titleOnly: string | null = null;
  // A title with its dates, or a title alone on its line (a promotion whose dates were left off).
  const titleLine = dateLine !== undefined || (d.header.length === 1 && hasTitleWord(d.header[0]?.text ?? ''));
  if (titleLine && (entry.employer === '' || !written.some((t) => hasCompanyWord(t)))) {
    const kept = written
      .flatMap((t) => t.split(/\s*\|\s*|\t+/))
      .map((f) => f.trim())
      .filter((f) => f !== '' && f !== fields.location);
    if (kept.length === 1 && kept[0] !== undefined && !/\s[–—-]\s|\s(?:at|@)\s/.test(kept[0])) titleOnly = kept[0];
  }
  return { entry, employerOnOwnLine, titleOnly };
}

/** A role as read, with the indices of the lines it was read from (its heading lines and its body). */
export interface ReadRole {
  entry: ExperienceEntry;
  lines: number[];
}

function linesOfDraft(d: Draft): number[] {
  const at = [...d.header, ...d.body].flatMap((cl) => (cl.at === undefined ? [] : [cl.at]));
  return [...new Set(at)].sort((a, b) => a - b);
}

/** The roles of an experience section's lines, each with the lines it came from (the editor points at them). */
export function readExperienceLines(lines: readonly string[]): ReadRole[] {
  const drafts = buildDrafts(classifyLines(lines));
  const read = drafts.map(draftToExperience);
  // Promotions: where employers are written on lines of their own, a role whose heading is only
  // "Title | dates" is a further role at the employer above it.
  let group: { employer: string; location?: string } | null = null;
  for (const r of read) {
    const { entry } = r;
    if (r.titleOnly !== null && group) {
      entry.title = r.titleOnly;
      entry.employer = group.employer;
      if (!entry.location && group.location) entry.location = group.location;
      continue;
    }
    if (r.employerOnOwnLine) group = entry.location ? { employer: entry.employer, location: entry.location } : { employer: entry.employer };
    else if (entry.title !== '' || entry.employer !== '') group = null;
  }
  return read
    .map((r, i) => ({ entry: r.entry, lines: linesOfDraft(drafts[i] as Draft) }))
    .filter(({ entry: e }) => e.title !== '' || e.employer !== '' || e.bullets.length > 0 || e.dates !== '');
}

export function parseExperienceLines(lines: readonly string[]): ExperienceEntry[] {
  return readExperienceLines(lines).map((r) => r.entry);
}
