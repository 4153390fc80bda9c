/**
 * What a resume file really is, from its bytes (magic numbers), never from its name or declared type:
 * - PDF: `%PDF-` (within the first 1 KB, as PDF readers allow);
 * - DOCX: a ZIP (`PK\x03\x04`) whose central directory lists `word/document.xml` (names only, nothing
 *   inflated); a ZIP without a readable directory counts as a (broken) DOCX so it ends as "corrupted";
 * - DOC: an OLE2 compound file (`D0 CF 11 E0 A1 B1 1A E1`);
 * - text: UTF-16 with a BOM, or valid UTF-8, without NUL bytes and mostly printable, and not a marked-up
 *   document: a web page (HTML, XHTML, a builder's XML) or RTF is text only to a byte check; read as text
 *   it would come through as its markup ("<!DOCTYPE html>", "{\\rtf1"), and the spec takes PDF and Word
 *   only, so it is unknown (415 with the spec's file-type message);
 * - anything else: unknown.
 */
import { readZipDirectory, startsWithZipSignature } from '../../../lib/zip-archive';
import type { ResumeFileKind } from './types';

export type DetectedType = ResumeFileKind | 'unknown';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function hasAt(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (at + magic.length > bytes.length) return false;
  return magic.every((byte, i) => bytes[at + i] === byte);
}

function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, 1024);
  for (let i = 0; i <= end; i += 1) if (hasAt(bytes, PDF_MAGIC, i)) return true;
  return false;
}

/** The text of a file that is text (UTF-8, or UTF-16 with a BOM), else null. */
export function decodeText(bytes: Uint8Array): string | null {
  let encoding = 'utf-8';
  if (hasAt(bytes, [0xff, 0xfe])) encoding = 'utf-16le';
  else if (hasAt(bytes, [0xfe, 0xff])) encoding = 'utf-16be';
  else if (bytes.includes(0)) return null;
  let text: string;
  try {
    // fatal: invalid sequences throw instead of becoming U+FFFD; the BOM is dropped.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes('\u0000')) return null;
  return isMostlyPrintable(text) ? text : null;
}

/** At most 2% control characters (tab, line breaks and form feed are fine). */
function isMostlyPrintable(text: string): boolean {
  if (text.length === 0) return true;
  let control = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || (code >= 0x7f && code <= 0x9f)) {
      control += 1;
    }
  }
  return control / text.length <= 0.02;
}

/** Where a document opens: after a BOM and blank space, an XML declaration and comments. */
const MARKUP_PREFIX = String.raw`^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*`;
/** A web page by its first tag: a doctype, or the html, head or body element. */
const WEB_PAGE_OPENING_RE = new RegExp(`${MARKUP_PREFIX}<(?:!doctype\\s+html|html|head|body)\\b`, 'i');
/** A fragment that opens with an element ("<div class=…>") and closes one somewhere ("</div>"). */
const ELEMENT_OPENING_RE = new RegExp(`${MARKUP_PREFIX}<[a-z][\\w:-]*(?:\\s[^<>]*)?/?>`, 'i');
const CLOSING_TAG_RE = /<\/[a-z][\w:-]*\s*>/i;
const RTF_OPENING_RE = /^\uFEFF?\s*\{\\rtf/;

/** Whether text is a web page or an HTML (or XML) fragment: a doctype, or an opening element that closes somewhere. */
export function isWebMarkup(text: string): boolean {
  const head = text.slice(0, 4096);
  return WEB_PAGE_OPENING_RE.test(head) || (ELEMENT_OPENING_RE.test(head) && CLOSING_TAG_RE.test(text));
}

/** Whether text is a marked-up document (a web page, an XML export, RTF) rather than the resume's words. */
export function isMarkedUpDocument(text: string): boolean {
  return isWebMarkup(text) || RTF_OPENING_RE.test(text.slice(0, 4096));
}

export function detectResumeType(bytes: Uint8Array): DetectedType {
  if (findPdfHeader(bytes)) return 'pdf';
  if (startsWithZipSignature(bytes)) {
    const entries = readZipDirectory(bytes);
    if (!entries) return 'docx';
    return entries.some((e) => e.name === 'word/document.xml') ? 'docx' : 'unknown';
  }
  if (hasAt(bytes, OLE2_MAGIC)) return 'doc';
  const text = decodeText(bytes);
  return text === null || isMarkedUpDocument(text) ? 'unknown' : 'text';
}
