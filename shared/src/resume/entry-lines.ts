/**
 * Line classification shared by the entry parsers (experience, education, projects): blank, bullet,
 * date, header or prose lines; wrapped lines joined back; bodies turned into bullets and sentences.
 */
import { findDateRange, findDateRanges, type DateRange } from './dates';
import { hasCompanyWord, hasTitleWord } from './lexicon';
import { isBulletLine, isBulletOnlyLine, stripBullet } from './normalize';
import { isActionVerb } from './verbs';

type LineKind = 'blank' | 'bullet' | 'date' | 'header' | 'prose';

export interface CLine {
  kind: LineKind;
  text: string;
  range?: DateRange;
  /** For date lines: the text with the date removed. */
  rest?: string;
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

// Connector words in lower case only: a line ending in "OR" or "IN" names a US state, not a wrap.
const CONNECTOR_END_RE =
  /(?:[,;:&/–-]|\b(?:and|or|the|of|to|with|for|in|a|an|by|on|at|as|from|into|via|using|including|across|over|per|that|which|while|through|our|their|its|my))$/;

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

export function classifyLines(rawLines: readonly string[]): CLine[] {
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
export function bodyToBullets(body: readonly CLine[]): string[] {
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

export function joinWrapped(a: string, b: string): string {
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
