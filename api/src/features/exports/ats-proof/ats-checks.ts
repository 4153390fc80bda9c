/**
 * What an ATS must read back from an export, field by field, and the check of one reading.
 *
 * Fields come from the export model (what every template renders): the name (within the first three
 * lines), the headline and each contact item (e-mail, phone, …), every section heading (a line of its
 * own), every role, degree or project line's parts (title, employer, place, dates), and every statement
 * whole: a bullet, a paragraph or a labelled line must read as one run of text once whitespace is
 * normalised (a line break inside it is fine; anything else inside it, such as a sidebar interleaved,
 * is not). A comma list (skills) may be laid out item by item, so each item is a field.
 *
 * Order: the header first, then the sections in the order the template's HTML has them (a sidebar
 * comes after the main column in the DOM), and within a section the model's order. Text compares
 * case-insensitively (a template may upper-case a heading in CSS) after NFKC; "cross-\nfunctional"
 * (a line broken after a hyphen) reads as "cross-functional".
 * Also per reading: no ligature, NUL or private-use character; per PDF: the page count.
 */
import { decodeEntities } from '@jobapp/shared/text/entities';
import type { Block, ResumeDocument } from '../document';
import type { Reader, Reading } from './read-back';
import { escapeRegExp } from '@jobapp/shared/text/regexp';

export interface Field {
  /** "heading", "title", "employer", "statement", … */
  kind: string;
  text: string;
  /** Must be a whole line (headings) rather than a run anywhere in the text. */
  wholeLine: boolean;
}

export interface FieldGroup {
  /** '' for the header. */
  heading: string;
  fields: Field[];
}

export interface FieldFailure {
  reader: Reader | 'pages';
  field: string;
  problem: string;
}

export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\p{L})-\s*\n\s*(?=\p{L})/gu, '$1-')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A paragraph that is a list of short items ("Python, SQL, Docker"). */
function commaItems(text: string): string[] | null {
  const items = text.split(/,\s+/);
  return items.length >= 4 && items.every((item) => item.length <= 60 && !/[.;:]\s/.test(item)) ? items : null;
}

const ENTRY_KINDS = ['title', 'detail', 'detail', 'detail', 'detail'];

function blockFields(block: Block): Field[] {
  switch (block.kind) {
    case 'entry':
      return [block.title, ...block.details].map((text, i) => ({ kind: i === 0 ? 'title' : (ENTRY_KINDS[i] ?? 'detail'), text, wholeLine: false }));
    case 'paragraph': {
      const items = commaItems(block.text);
      return items ? items.map((text) => ({ kind: 'list item', text, wholeLine: false })) : [{ kind: 'statement', text: block.text, wholeLine: false }];
    }
    case 'labelled':
      return [{ kind: 'statement', text: `${block.label} ${block.text}`, wholeLine: false }];
    case 'bullets':
      return block.items.map((text) => ({ kind: 'statement', text, wholeLine: false }));
  }
}

/** The fields of a model: the header group, then one group per section, in the model's order. */
export function fieldGroups(doc: ResumeDocument): FieldGroup[] {
  const header: Field[] = [];
  if (doc.headline) header.push({ kind: 'headline', text: doc.headline, wholeLine: false });
  for (const item of doc.contact) {
    header.push({ kind: item === doc.email ? 'e-mail' : item === doc.phone ? 'phone' : 'contact', text: item, wholeLine: false });
  }
  header.push(...doc.headerBlocks.flatMap(blockFields));
  return [
    { heading: '', fields: header },
    ...doc.sections.map((section) => ({
      heading: section.heading,
      fields: [{ kind: 'heading', text: section.heading, wholeLine: true }, ...section.blocks.flatMap(blockFields)],
    })),
  ];
}

/** The sections in the order the template's HTML holds their headings (unfound ones keep their place at the end). */
export function sectionOrderInHtml(groups: readonly FieldGroup[], html: string): FieldGroup[] {
  const body = html.slice(html.search(/<body[\s>]/i));
  const flat = `\n${decodeEntities(body.replace(/<[^>]*>/g, '\n')).split('\n').map(normalize).filter(Boolean).join('\n')}\n`;
  const at = (heading: string) => {
    const index = flat.indexOf(`\n${normalize(heading)}\n`);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const [header, ...sections] = groups;
  return [...(header ? [header] : []), ...sections.map((s, i) => ({ s, i, at: at(s.heading) })).sort((a, b) => a.at - b.at || a.i - b.i).map((x) => x.s)];
}

const FORBIDDEN: readonly { what: string; re: RegExp }[] = [
  { what: 'ligature character', re: /[\uFB00-\uFB06]/u },
  // eslint-disable-next-line no-control-regex
  { what: 'NUL character', re: /\u0000/u },
  { what: 'private-use character', re: /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u },
];

function describe(field: Field): string {
  const text = field.text.length > 70 ? `${field.text.slice(0, 67)}…` : field.text;
  return `${field.kind} "${text}"`;
}

/** Lines of a reading; `-layout` lines are split where columns meet (3 or more spaces). */
function linesOf(reading: Reading): string[] {
  const lines = reading.text.split(/\r?\n/);
  const parts = reading.reader === 'pdftotext -layout' ? lines.flatMap((line) => line.split(/\s{3,}/)) : lines;
  return parts.map(normalize).filter(Boolean);
}


/** A normalised needle as a pattern: a space may be a line break, a line may break after a hyphen. */
function needleRegExp(needle: string, wholeLine: boolean): RegExp {
  const body = escapeRegExp(needle).replace(/ /g, '[ \\n]').replace(/-(?=\p{L})/gu, '-\\n?');
  // A run starts and ends at a word boundary ("Go" is not found in "Django").
  return new RegExp(wholeLine ? `\\n${body}\\n` : `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

/** The line holding the first occurrence of a needle, quoted and cut short, for a failure message. */
function lineAround(flat: string, needle: string): string {
  const found = findFrom(needleRegExp(needle, false), flat, 0);
  if (!found) return '""';
  const start = flat.lastIndexOf('\n', found.index) + 1;
  const end = flat.indexOf('\n', found.index);
  const line = flat.slice(start, end === -1 ? undefined : end);
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 57)}…` : line);
}

function findFrom(re: RegExp, text: string, from: number): RegExpExecArray | null {
  re.lastIndex = from;
  return re.exec(text);
}

/**
 * The failures of one reading: `groups` in the order the reading must hold them. Returns one failure
 * per field that is missing, broken or out of order, plus forbidden characters.
 */
export function checkReading(reading: Reading, name: string, groups: readonly FieldGroup[]): FieldFailure[] {
  const failures: FieldFailure[] = [];
  const fail = (field: string, problem: string) => failures.push({ reader: reading.reader, field, problem });

  for (const { what, re } of FORBIDDEN) {
    const found = re.exec(reading.text);
    if (found) fail(what, `found U+${(found[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  }

  const lines = linesOf(reading);
  if (name && !normalize(lines.slice(0, 3).join('\n')).includes(normalize(name))) {
    fail(`name "${name}"`, `not in the first 3 lines (they read: ${JSON.stringify(lines.slice(0, 3).join(' | ').slice(0, 120))})`);
  }

  // The lines joined by "\n": a run field may cross line breaks (a space or after a hyphen), a whole-line
  // field must sit between two.
  const flat = `\n${lines.join('\n')}\n`;
  let cursor = 0;
  for (const group of groups) {
    for (const field of group.fields) {
      const needle = normalize(field.text);
      if (!needle) continue;
      const re = needleRegExp(needle, field.wholeLine);
      const found = findFrom(re, flat, cursor);
      if (found) {
        cursor = found.index + found[0].length - (field.wholeLine ? 1 : 0);
        continue;
      }
      if (findFrom(re, flat, 0)) fail(describe(field), `out of order${group.heading ? ` (section ${group.heading})` : ''}`);
      else if (field.wholeLine && findFrom(needleRegExp(needle, false), flat, 0)) fail(describe(field), `not a line of its own (reads: ${lineAround(flat, needle)})`);
      else fail(describe(field), field.kind === 'statement' ? 'missing or not whole (split, reordered or interleaved)' : 'missing');
    }
  }
  return failures;
}

/** Every field of a model, counted once (with the name and the per-reading character checks). */
export function fieldCount(groups: readonly FieldGroup[]): number {
  return 1 + groups.reduce((n, g) => n + g.fields.filter((f) => normalize(f.text) !== '').length, 0);
}
