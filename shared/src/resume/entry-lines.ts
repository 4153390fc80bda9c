/**
 * Line classification shared by the entry parsers (experience, education, projects): blank, bullet,
 * date, header or prose lines; wrapped lines joined back; bodies turned into bullets and sentences.
 */
import { findDateRange, findDateRanges, type DateRange } from './dates';
import { hasCompanyWord, hasTitleWord } from './lexicon';
import { isBulletLine, isBulletOnlyLine, stripBullet } from './normalize';
import { isActionVerb } from './verbs';
import { splitSentences as splitEnglishSentences } from '../text/sentences';

type LineKind = 'blank' | 'bullet' | 'date' | 'header' | 'prose';

export interface CLine {
  kind: LineKind;
  text: string;
  range?: DateRange;
  /** For date lines: the text with the date removed. */
  rest?: string;
  /** For bullets: a bullet glyph was written on the line or just before it (not a guess). */
  marked?: boolean;
  /** The index of the line in the lines given to classifyLines (the editor finds a role's lines by it). */
  at?: number;
}

const SEPARATORS_EDGE_RE = /^[\s|,/·•:;–—-]+|(?<![\s|,/·•:;–—(-])[\s|,/·•:;–—(-]+$/g;

export function withoutRange(text: string, range: DateRange): string {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length).replace(/^\s*\)/, '');
  return `${before.replace(/\(\s*$/, '')} | ${after}`
    .replace(/(?<!\s)\s*\|(?:\s*\|)+\s*/g, ' | ')
    .replace(SEPARATORS_EDGE_RE, '')
    .replace(/(?<!\s)\s*\|\s*$/, '')
    .trim();
}

export function isDateLine(text: string): boolean {
  return classifyDate(text) !== null;
}

/** "Text Text" or "TextText" (a copied profile page repeats each field for screen readers) → "Text". */
export function undoubled(text: string): string {
  const t = text.trim();
  for (const gap of [0, 1]) {
    const half = (t.length - gap) / 2;
    if (Number.isInteger(half) && half >= 4 && t.slice(0, half) === t.slice(half + gap) && (gap === 0 || t[half] === ' ')) {
      return t.slice(0, half);
    }
  }
  return t;
}

/** A range followed by its length ("Feb 2022 - Jul 2025 · 3 yrs 6 mos"), as a copied profile page writes it. */
const DURATION_AFTER_RE = /^\s*·\s*\d{1,2}\s*(?:yrs?|mos?)(?![a-z])/;
const EMPLOYMENT_TYPE_RE = /\s*·\s*(?:full-time|part-time|contract|internship|self-employed|freelance|seasonal|apprenticeship)\s*$/i;

function classifyDate(text: string): { range: DateRange; rest: string } | null {
  const range = findDateRange(text);
  if (!range) return null;
  if (text.length <= 400 && DURATION_AFTER_RE.test(text.slice(range.index + range.length))) {
    const employer = undoubled(text.slice(0, range.index).trim()).replace(EMPLOYMENT_TYPE_RE, '');
    return { range, rest: undoubled(employer) };
  }
  const rest = withoutRange(text, range);
  const restWords = rest === '' ? 0 : rest.split(/\s+/).length;
  const before = text.slice(0, range.index).replace(SEPARATORS_EDGE_RE, '');
  const after = text.slice(range.index + range.length).replace(/^\s*\)/, '').replace(SEPARATORS_EDGE_RE, '');
  const atEdge = before === '' || after === '' || /[|–—]\s*$/.test(text.slice(0, range.index));
  if (range.end !== null) {
    if (/[.!?]$/.test(text)) return null;
    if (restWords <= 14 && (atEdge || restWords <= 8)) return { range, rest };
    // A long role line made of short fields ("Title – Area | Mar 2019 – Nov 2021 Employer – City, ST").
    if (restWords <= 30 && atEdge && isFieldShaped(rest)) return { range, rest };
    return null;
  }
  // A single date: only on short lines ("Summer 2022", "University X | 2016", "Expected Graduation: June 2016").
  const first = rest.split(/\s+/)[0] ?? '';
  const afterField = /[|–—]\s*$/.test(text.slice(0, range.index));
  if (/[.!?]$/.test(text)) return null;
  if (restWords <= 7 && atEdge && (afterField || !isActionVerb(first.toLowerCase()))) return { range, rest };
  // "Seasonal Line Cook | Harbor Springs Inn | Harbor Springs, MI | Summer 2012": fields, then the date.
  if (afterField && after === '' && restWords <= 20 && isFieldShaped(rest)) return { range, rest };
  return null;
}

/** Short fields between separators, none of them a sentence: the shape of a role's heading. */
function isFieldShaped(text: string): boolean {
  const fields = text.split(/\s*[|•·]\s*|\s+[–—-]\s+|\t|,\s+/).filter(Boolean);
  return fields.length >= 2 && fields.every((f) => f.split(/\s+/).length <= 8 && !/[.!?;]$/.test(f));
}

// Connector words in lower case only: a line ending in "OR" or "IN" names a US state, not a wrap.
/** A line that cannot end an item: a connector, or a number's label cut from its number ("License No." / "CPA.0031842"). */
const CONNECTOR_END_RE =
  /(?:[,;:&/–#-]|\b(?:and|or|the|of|to|with|for|in|a|an|by|on|at|as|from|into|via|using|including|across|over|per|that|which|while|through|our|their|its|my)|\b(?:No|Nos|Ref)\.)$/;

export function isContinuation(prev: string, next: string): boolean {
  return /^[\p{Ll}(&%]/u.test(next) || CONNECTOR_END_RE.test(prev.trim());
}

/** Header-looking line: short, not a sentence, not starting with an action verb (unless it names a role). */
function isHeaderish(line: string): boolean {
  if (/^[\p{Ll}]/u.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 12) return false;
  if (/[.!?]$/.test(line) && !/\b(?:inc|ltd|co|corp|llc|jr|sr|st)\.$/i.test(line) && words.length > 3) return false;
  if (/(?<!\p{Ll})\p{Ll}{3,}\. \p{Lu}/u.test(line) && !/\b(?:inc|ltd|corp|co|jr|sr|st)\. /i.test(line)) return false;
  if (/\b(?:and|or|the|of|to|with|for|in|a|an|by|as|into|using|including|that|which)$/.test(line) && words.length > 3) return false;
  const first = (words[0] ?? '').replace(/[^\p{L}-]/gu, '').toLowerCase();
  if (isActionVerb(first)) return words.length <= 5 && (hasTitleWord(line) || hasCompanyWord(line));
  return true;
}

const END_WORD_RE = /^(present|current|now|today|ongoing)\b\s*(.*)$/i;

/** The end of a range cut off by a line break: "Present …" or a date at the start of the next line. */
function endAtStart(next: string): { endText: string; remainder: string } | null {
  const present = END_WORD_RE.exec(next);
  if (present) return { endText: present[1] ?? 'Present', remainder: present[2] ?? '' };
  const nextRange = findDateRanges(next)[0];
  if (nextRange && nextRange.index === 0 && nextRange.end === null) {
    return { endText: nextRange.raw, remainder: next.slice(nextRange.length).trim() };
  }
  return null;
}

const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** A line ending in a month without its year ("Lead | Mar 2018 – Dec"), or starting with one ("Expected May Degree…"). */
const MONTH_AT_END_RE = new RegExp(`[–—-]\\s*(?:${MONTH_WORD})$`, 'i');
const MONTH_AT_START_RE = new RegExp(`^(?:(?:expected|anticipated)\\s+)?(?:${MONTH_WORD})(?=\\s)(?!\\s+\\d)`, 'i');
/** The next line ending in the year that lost its month: "Employer — City | 2020". */
const YEAR_AT_END_RE = /^(.*?)\s*[|·]\s*((?:19|20)\d\d)$/;

/**
 * A wrapped date fused into the lines beside it by a two-column layout: the month ends (or starts) one
 * line and its year ends the next ("Lead | Mar 2018 – Dec" / "Employer | 2020"). The year goes back
 * beside its month.
 */
function joinWrappedYear(out: string[], i: number): void {
  const line = (out[i] ?? '').trim();
  const next = YEAR_AT_END_RE.exec((out[i + 1] ?? '').trim());
  if (!next) return;
  const year = next[2] ?? '';
  const atEnd = MONTH_AT_END_RE.exec(line);
  const atStart = atEnd || /(?:19|20)\d\d/.test(line) ? null : MONTH_AT_START_RE.exec(line);
  if (atEnd) out[i] = `${line} ${year}`;
  else if (atStart) out[i] = `${atStart[0]} ${year}${line.slice(atStart[0].length)}`;
  else return;
  out[i + 1] = next[1] ?? '';
}

/**
 * Joins a range split over two lines, as a narrow date gutter or moderncv writes it: "April 2019 –" /
 * "Present", "2021 – Role…" / "Present Text…", "January 2020" / "– March 2022".
 */
function mergeSplitRanges(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length - 1; i++) {
    joinWrappedYear(out, i);
    const line = (out[i] ?? '').trim();
    const first = findDateRanges(line)[0];
    if (!first || first.index !== 0 || first.end !== null) continue;
    const after = line.slice(first.length);
    const next = (out[i + 1] ?? '').trim();
    let end: { endText: string; remainder: string } | null = null;
    if (/^\s*[–—-]/.test(after)) end = endAtStart(next);
    else if (after.trim() === '' && /^[–—-]\s*\S/.test(next)) end = endAtStart(next.replace(/^[–—-]\s*/, ''));
    if (end === null) continue;
    out[i] = `${first.raw} – ${end.endText} ${after.replace(/^\s*[–—-]\s*/, '')}`.trim();
    out[i + 1] = end.remainder;
  }
  return out;
}

/** Adds a classified line with the index of the line it was read from. */
function pushAt(out: CLine[], at: number, cl: CLine): void {
  cl.at = at;
  out.push(cl);
}

/** The line as a role's heading line, keeping where it was read from. */
function asHeader(cl: CLine | undefined): CLine {
  const header: CLine = { kind: 'header', text: cl?.text ?? '' };
  if (cl?.at !== undefined) header.at = cl.at;
  return header;
}

export function classifyLines(rawLines: readonly string[]): CLine[] {
  const lines = mergeSplitRanges([...rawLines]);
  const out: CLine[] = [];
  let pendingBullets = false;
  let pendingSeen = 0;
  let afterGlyph = false;
  for (const [at, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') {
      if (pendingBullets && pendingSeen > 0) pendingBullets = false;
      pushAt(out, at, { kind: 'blank', text: '' });
      continue;
    }
    if (isBulletOnlyLine(line)) {
      pendingBullets = true;
      pendingSeen = 0;
      afterGlyph = true;
      continue;
    }
    const glyphBefore = afterGlyph;
    afterGlyph = false;
    if (isBulletLine(line)) {
      pushAt(out, at, { kind: 'bullet', text: stripBullet(line), marked: true });
      continue;
    }
    const prevLine = out[out.length - 1];
    if (prevLine && (prevLine.kind === 'bullet' || prevLine.kind === 'prose') && CONNECTOR_END_RE.test(prevLine.text)) {
      // A wrapped line ("…presented findings to 6 stakeholders and" / "3 senior managers").
      pushAt(out, at, { kind: 'prose', text: line });
      continue;
    }
    const date = classifyDate(line);
    if (date) {
      pushAt(out, at, { kind: 'date', text: line, range: date.range, rest: date.rest });
      continue;
    }
    if (pendingBullets) {
      pendingSeen++;
      const prev = out[out.length - 1];
      const continuation = prev && prev.kind === 'bullet' && isContinuation(prev.text, line);
      pushAt(out, at, continuation ? { kind: 'prose', text: line } : { kind: 'bullet', text: line, marked: glyphBefore });
      continue;
    }
    const wrapsBullet = prevLine?.kind === 'bullet' && /[.!?]$/.test(line) && !/[.!?:]$/.test(prevLine.text);
    const single = undoubled(line);
    const header = !wrapsBullet && isHeaderish(single);
    pushAt(out, at, { kind: header ? 'header' : 'prose', text: header ? single : line });
  }
  headingsBesideDates(out);
  return out;
}

/** A line shaped like a role's heading: short, capitalised, not a sentence, not cut off mid-phrase. */
function isHeadingShaped(line: string): boolean {
  const words = line.split(/\s+/);
  if (words.length > 14 || !/^[\p{Lu}\d]/u.test(line)) return false;
  if (/[.!?;:]$/.test(line) && !/\b(?:inc|ltd|co|corp|llc|jr|sr|st|p\.c)\.$/i.test(line)) return false;
  if (/(?<!\p{Ll})\p{Ll}{3,}\. \p{Lu}/u.test(line)) return false;
  return !CONNECTOR_END_RE.test(line);
}

/**
 * A date range marks a role: the heading-shaped lines written right above its date line (up to a
 * statement, a blank line or a bullet glyph) are that role's heading, whatever words the title uses
 * ("Research and Development Technician", "Training Coordinator"); so are heading-shaped lines right
 * below it, before the role's first marked bullet.
 */
function headingsBesideDates(out: CLine[]): void {
  for (let i = 0; i < out.length; i++) {
    if (out[i]?.kind !== 'date') continue;
    // The run of heading-shaped lines above the date line, bounded above by a statement's end, a
    // bullet glyph, a blank line or the section's start; not a run of unmarked statements.
    const run: number[] = [];
    let j = i - 1;
    for (; j >= 0 && run.length < 2; j--) {
      const cl = out[j];
      if (!cl || cl.kind === 'blank' || cl.kind === 'date' || cl.marked) break;
      if (cl.kind === 'header') continue;
      const before = out[j - 1];
      const wraps = before && (before.kind === 'bullet' || before.kind === 'prose') && isContinuation(before.text, cl.text);
      if (wraps || !isHeadingShaped(cl.text)) break;
      run.push(j);
    }
    while (j >= 0 && out[j]?.kind === 'header') j--;
    const above = out[j];
    const bounded = !above || above.kind === 'blank' || above.kind === 'date' || above.marked === true || /[.!?]$/.test(above.text);
    if (bounded) for (const r of run) out[r] = asHeader(out[r]);
    let k = i + 1;
    while (k < out.length && out[k]?.kind === 'header') k++;
    const below: number[] = [];
    for (; k < out.length && below.length < 2; k++) {
      const cl = out[k];
      if (!cl || cl.kind !== 'prose' || !isHeadingShaped(cl.text) || cl.text.split(/\s+/).length > 8) break;
      below.push(k);
    }
    if (below.length > 0 && out[k]?.marked) for (const b of below) out[b] = asHeader(out[b]);
  }
}

/** True when `text` leaves a bracket open and `next` closes it before opening one. */
function closesOpenParenthesis(text: string, next: string): boolean {
  const open = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
  return open > 0 && /^[^()]*\)/.test(next);
}

/**
 * A body of marked statements hard-wrapped at a fixed width (pasted text): it starts with a marked
 * statement, and at least one unmarked line after one is plainly its wrap (mid-sentence or lower case).
 * Then every unmarked line right after a marked statement goes on with it, even after "Inc.".
 */
function isHardWrapped(body: readonly CLine[]): boolean {
  const lines = body.filter((cl) => cl.kind !== 'blank');
  if (lines[0]?.kind !== 'bullet' || !lines[0].marked) return false;
  return lines.some((cl, i) => {
    const prev = lines[i - 1];
    return cl.kind === 'prose' && prev !== undefined && (/^\p{Ll}/u.test(cl.text) || CONNECTOR_END_RE.test(prev.text) || !/[.!?:]$/.test(prev.text));
  });
}

/** Body lines (bullets and prose) → bullet texts, joining wrapped lines and splitting long paragraphs. */
export function bodyToBullets(body: readonly CLine[]): string[] {
  const items: { text: string; marker: boolean }[] = [];
  const hardWrapped = isHardWrapped(body);
  let lastBlank = true;
  for (const cl of body) {
    if (cl.kind === 'blank') {
      lastBlank = true;
      continue;
    }
    const last = items[items.length - 1];
    if (cl.kind === 'bullet' && last && !lastBlank && closesOpenParenthesis(last.text, cl.text)) {
      // "…fluid dynamics tools (e.g." / "• ANSYS Fluent) and …": a bracket left open goes on.
      last.text = joinWrapped(last.text, cl.text);
    } else if (cl.kind === 'bullet') {
      items.push({ text: cl.text, marker: true });
    } else if (last && !lastBlank && isContinuation(last.text, cl.text)) {
      last.text = joinWrapped(last.text, cl.text);
    } else if (last && last.marker && !lastBlank && (hardWrapped || /^[\p{Ll}]/u.test(cl.text) || !/[.!?:]$/.test(last.text))) {
      // A marked statement wrapped by a hard line break, mid-sentence ("…approved by the" / "Committee in 2023.").
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

/**
 * Stands for a hyphen that ended a line between two words, until the whole text's words are known
 * (wrap-hyphens.ts decides: "recon-" + "ciliations" is mended where the resume spells "reconciliations",
 * "rate-" + "update" keeps it). U+2011 never survives normalizeText, so it marks only these joins.
 */
export const WRAP_HYPHEN = '\u2011';

export function joinWrapped(a: string, b: string): string {
  if (!a.endsWith('-') || !/^\p{Ll}/u.test(b)) return `${a} ${b}`;
  return /\p{L}-$/u.test(a) ? `${a.slice(0, -1)}${WRAP_HYPHEN}${b}` : `${a}${b}`;
}

/** The sentences of a statement, by the shared English splitter (text/sentences.ts). */
export function splitSentences(text: string): string[] {
  return splitEnglishSentences(text);
}
