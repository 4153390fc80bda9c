/**
 * Text extraction per file kind: PDF from pdf.js text items with their positions (pdf-text.ts: lines
 * rebuilt, columns and date gutters in reading order, wrapped statements joined), DOCX from Word's
 * paragraphs and list items (docx-paragraphs.ts), .doc with word-extractor, text decoded. Runs inside
 * the parse worker (parse.worker.ts), never on the API's event loop: pdf.js, mammoth and word-extractor are synchronous-heavy and a hostile file can make them
 * spin or allocate without bound. Every failure becomes an `ExtractResult` with a reason, never a throw.
 */
import WordExtractor from 'word-extractor';
import { decodeText } from './detect-type';
import { readDocxParagraphs } from './docx-paragraphs';
import { normalizeExtractedText } from './normalize-text';
import { extractPdfText } from './pdf-text';
import type { ExtractResult, ExtractTask, UnreadableReason } from './types';
import { checkDocxArchive } from '../../../lib/zip-archive';

const fail = (reason: UnreadableReason, detail: string): ExtractResult => ({ ok: false, reason, detail });

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function extractDocx(bytes: Uint8Array): Promise<ExtractResult> {
  const archive = checkDocxArchive(bytes);
  if (!archive.ok) return archive;
  try {
    return { ok: true, text: await readDocxParagraphs(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    return fail('corrupted', messageOf(error));
  }
}

/** An OLE2 file holding an encrypted OOXML package (a password-protected .docx saved by Word). */
function isEncryptedPackage(bytes: Uint8Array): boolean {
  const name = Buffer.from('EncryptedPackage', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(name);
}

async function extractDoc(bytes: Uint8Array): Promise<ExtractResult> {
  if (isEncryptedPackage(bytes)) return fail('password-protected', 'OLE2 EncryptedPackage');
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const text = document.getBody();
    // Binary garbage decoded as text (not a Word file, or an encrypted one) is not a resume.
    if (decodeText(Buffer.from(text, 'utf8')) === null) return fail('corrupted', 'unreadable .doc text');
    return { ok: true, text };
  } catch (error) {
    return fail('corrupted', messageOf(error));
  }
}

function extractPlainText(bytes: Uint8Array): ExtractResult {
  const text = decodeText(bytes);
  return text === null ? fail('unsupported', 'not text') : { ok: true, text };
}

async function extractRaw(task: ExtractTask): Promise<ExtractResult> {
  switch (task.kind) {
    case 'pdf':
      return extractPdfText(task.bytes);
    case 'docx':
      return extractDocx(task.bytes);
    case 'doc':
      return extractDoc(task.bytes);
    case 'text':
      return extractPlainText(task.bytes);
  }
}

/** The normalised text of a file, or why there is none. */
export async function extractResumeText(task: ExtractTask): Promise<ExtractResult> {
  try {
    const result = await extractRaw(task);
    if (!result.ok) return result;
    const text = normalizeExtractedText(result.text);
    return text === '' ? fail('no-text', 'no text layer') : { ok: true, text };
  } catch (error) {
    return fail('corrupted', messageOf(error));
  }
}
