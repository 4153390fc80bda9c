/**
 * Reads an exported file back the way applicant-tracking systems do, in four ways:
 * - `pdftotext -layout` (poppler-utils): text placed as it sits on the page, columns side by side;
 * - `pdftotext -raw`: text in the order the PDF's content stream draws it (the DOM order Chromium prints);
 * - pdf.js (the reader the project uses for uploads): text items in order, a line break where pdf.js
 *   marks the end of a line;
 * - mammoth for the DOCX (the reader the export check uses, parse-back.ts).
 * Each reading is plain text; the checks (ats-checks.ts) compare it with the resume.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { extractDocxText } from '../parse-back';
import { openPdf } from '../../resumes/parsing/pdf-items';

const run = promisify(execFile);

export const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';
export const pdftotextAvailable = existsSync(PDFTOTEXT);

export type Reader = 'pdftotext -layout' | 'pdftotext -raw' | 'pdf.js' | 'docx (mammoth)';
export const pdfReaders: Reader[] = ['pdftotext -layout', 'pdftotext -raw', 'pdf.js'];

export interface Reading {
  reader: Reader;
  text: string;
}

async function pdftotext(bytes: Uint8Array, mode: '-layout' | '-raw'): Promise<string> {
  // Stdin in, stdout out ("-" for both): no temporary files.
  const child = run(PDFTOTEXT, [mode, '-enc', 'UTF-8', '-', '-'], { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024 });
  child.child.stdin?.end(bytes);
  return (await child).stdout;
}

/** The PDF's text as pdf.js gives it, and its page count. */
async function pdfjsText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await openPdf(bytes);
  try {
    let text = '';
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      text += '\n';
      page.cleanup();
    }
    return { text, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

/** The three readings of a PDF, and its page count (pdf.js). */
export async function readPdf(bytes: Uint8Array): Promise<{ readings: Reading[]; pages: number }> {
  const [layout, raw, pdfjs] = await Promise.all([pdftotext(bytes, '-layout'), pdftotext(bytes, '-raw'), pdfjsText(bytes)]);
  return {
    readings: [
      { reader: 'pdftotext -layout', text: layout },
      { reader: 'pdftotext -raw', text: raw },
      { reader: 'pdf.js', text: pdfjs.text },
    ],
    pages: pdfjs.pages,
  };
}

export async function readDocx(bytes: Buffer): Promise<Reading> {
  return { reader: 'docx (mammoth)', text: await extractDocxText(bytes) };
}
