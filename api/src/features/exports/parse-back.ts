/**
 * The parse-back check every export passes before it is sent: the produced file is read back the way
 * an ATS would (pdf-parse for PDF, mammoth for DOCX) and the text must hold
 * - the name, then the e-mail, then the phone, then every section heading (each on its own line), in
 *   the document's order;
 * - every word of the document, in order (nothing clipped, lost or scrambled by fonts);
 * - no ligature characters (U+FB00–U+FB06), no NUL and no private-use characters (U+E000–U+F8FF),
 *   which is what text extraction yields for glyphs that have no real Unicode text.
 * A failure is logged with its problems and answered as export_failed.
 */
import { AppError, messages } from '@jobapp/shared';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import type { Logger } from '../../logger';
import { documentWords, wordsOf, type ResumeDocument } from './document';
import { escapeRegExp } from '@jobapp/shared/text/regexp';

export type ExportFormat = 'pdf' | 'docx';

export interface ExportExpectations {
  name: string;
  email: string;
  phone: string;
  /** In document order. */
  headings: string[];
  /** Every word shown, in order (see documentWords). */
  words: string[];
}

export function expectationsFor(doc: ResumeDocument): ExportExpectations {
  return {
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    headings: doc.sections.map((s) => s.heading),
    words: documentWords(doc),
  };
}

const FORBIDDEN: readonly { what: string; re: RegExp }[] = [
  { what: 'ligature character', re: /[\uFB00-\uFB06]/gu },
  // eslint-disable-next-line no-control-regex
  { what: 'NUL character', re: /\u0000/gu },
  { what: 'private-use character', re: /[\uE000-\uF8FF]/gu },
];

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}


function normalizeLine(line: string): string {
  return line.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

interface Needle {
  label: string;
  text: string;
  /** The needle must be a whole line (headings), else any part of the text (spaces may be line breaks). */
  wholeLine: boolean;
}

function needleRegExp(needle: Needle): RegExp {
  const body = normalizeLine(needle.text).split(' ').map(escapeRegExp).join('[ \\n]');
  return needle.wholeLine ? new RegExp(`(?<=^|\\n)${body}(?=\\n|$)`, 'gu') : new RegExp(body, 'gu');
}

function findFrom(re: RegExp, text: string, from: number): RegExpExecArray | null {
  re.lastIndex = from;
  return re.exec(text);
}

/** `expected` words that are not found in `actual` in order; the first few, and how many. */
function missingInOrder(expected: readonly string[], actual: readonly string[]): { count: number; first: string[] } {
  const first: string[] = [];
  let count = 0;
  let at = 0;
  for (const word of expected) {
    const found = actual.indexOf(word, at);
    if (found === -1) {
      count += 1;
      if (first.length < 8) first.push(word);
    } else {
      at = found + 1;
    }
  }
  return { count, first };
}

/** The problems of an extracted text (empty when it passes). */
export function findTextProblems(text: string, expected: ExportExpectations): string[] {
  const problems: string[] = [];
  for (const { what, re } of FORBIDDEN) {
    const found = text.match(re);
    if (found) problems.push(`${found.length} ${what}(s), first ${codePoint(found[0])}`);
  }

  const flat = text.split(/\r?\n/).map(normalizeLine).filter(Boolean).join('\n');
  const needles: Needle[] = [
    { label: 'name', text: expected.name, wholeLine: false },
    { label: 'e-mail', text: expected.email, wholeLine: false },
    { label: 'phone', text: expected.phone, wholeLine: false },
    ...expected.headings.map((heading) => ({ label: `heading "${heading}"`, text: heading, wholeLine: true })),
  ].filter((needle) => needle.text.trim() !== '');
  let cursor = 0;
  for (const needle of needles) {
    const re = needleRegExp(needle);
    const match = findFrom(re, flat, cursor);
    if (match) {
      cursor = match.index + match[0].length;
    } else {
      problems.push(findFrom(re, flat, 0) ? `${needle.label} is out of order` : `${needle.label} is missing`);
    }
  }

  const missing = missingInOrder(expected.words, wordsOf(text));
  if (missing.count > 0) {
    problems.push(`${missing.count} word(s) missing or out of order, first: ${missing.first.join(', ')}`);
  }
  return problems;
}

/** The text of a PDF as pdf-parse reads it (pdf.js; its own Unicode normalisation off). */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdf.js may take over (detach) the memory it is given, and `bytes` is still to be sent.
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    return (await parser.getText({ disableNormalization: true })).text;
  } finally {
    await parser.destroy();
  }
}

/** The text of a DOCX as mammoth reads it (paragraphs separated by blank lines). */
export async function extractDocxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

export function extractText(format: ExportFormat, bytes: Buffer): Promise<string> {
  return format === 'pdf' ? extractPdfText(bytes) : extractDocxText(bytes);
}

/** Reads the file back and throws AppError export_failed (logging why) unless it passes. */
export async function verifyExport(
  format: ExportFormat,
  bytes: Buffer,
  expected: ExportExpectations,
  log: Logger,
): Promise<void> {
  let problems: string[];
  try {
    problems = findTextProblems(await extractText(format, bytes), expected);
  } catch (error) {
    log.error({ err: error, format }, 'Export could not be read back');
    throw new AppError('export_failed', messages.exportFailed);
  }
  if (problems.length > 0) {
    log.error({ format, problems }, 'Export failed its parse-back check');
    throw new AppError('export_failed', messages.exportFailed);
  }
}
