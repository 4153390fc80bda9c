/**
 * A PDF's text with its layout understood: pdf.js items with positions (pdf-items.ts) → lines in
 * reading order per page (pdf-layout.ts) → statements (pdf-statements.ts), with skill names the text
 * layer broke mended (pdf-words.ts). Failures keep the mapping
 * extract-text.ts has always had: a password → password-protected, anything pdf.js cannot read →
 * corrupted.
 */
import { limits } from '@jobapp/shared';
import { InvalidPDFException, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { splitByGlyphSpaces } from './letter-spacing';
import { openPdf, readPdfPages } from './pdf-items';
import { layoutPage } from './pdf-layout';
import type { LayoutLine } from './pdf-layout';
import { buildStatements } from './pdf-statements';
import { mendBrokenNames } from './pdf-words';
import { inflatesPast } from './pdf-streams';
import type { ExtractResult } from './types';

const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Glyphs drawn on a page, space glyphs included (bounded). */
async function glyphStream(document: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  const list = await page.getOperatorList();
  let out = '';
  const count = Math.min(list.fnArray.length, 50_000);
  for (let i = 0; i < count && out.length < 200_000; i++) {
    if (list.fnArray[i] !== OPS.showText) continue;
    const glyphs: unknown = (list.argsArray[i] as unknown[] | undefined)?.[0];
    if (!Array.isArray(glyphs)) continue;
    for (const glyph of glyphs.slice(0, 10_000)) {
      if (typeof glyph !== 'object' || glyph === null) continue;
      const unicode = (glyph as { unicode?: unknown }).unicode;
      if (typeof unicode === 'string') out += unicode;
    }
  }
  page.cleanup();
  return out;
}

/**
 * A long letter-spaced run that came out as one word ("JAREDRICHARDS") on the first lines of a page:
 * its word break is only in the glyph stream. Looked up once per document, on the first such line.
 */
async function mendSpacedWords(document: PDFDocumentProxy, lines: LayoutLine[]): Promise<void> {
  const line = lines.slice(0, 5).find((l) => l.spaced && /^[\p{Lu}.]{8,}$/u.test(l.text));
  if (line === undefined) return;
  const split = splitByGlyphSpaces(line.text, await glyphStream(document, line.page));
  if (split !== null) line.text = split;
}

export async function extractPdfText(bytes: Uint8Array): Promise<ExtractResult> {
  // Measured before pdf.js inflates anything (pdf-streams.ts): a compression bomb is refused unread.
  if (await inflatesPast(bytes, limits.maxPdfInflatedBytes)) {
    return { ok: false, reason: 'too-complex', detail: `streams inflate past ${limits.maxPdfInflatedBytes} bytes` };
  }
  let document: PDFDocumentProxy | null = null;
  try {
    document = await openPdf(bytes);
    const pages = await readPdfPages(document);
    const lines = pages.flatMap((page) => layoutPage(page));
    await mendSpacedWords(document, lines);
    return { ok: true, text: mendBrokenNames(buildStatements(lines)) };
  } catch (error) {
    // pdf.js does not export PasswordException; its name says it.
    if (error instanceof Error && error.name === 'PasswordException') return { ok: false, reason: 'password-protected', detail: messageOf(error) };
    if (error instanceof InvalidPDFException) return { ok: false, reason: 'corrupted', detail: messageOf(error) };
    return { ok: false, reason: 'corrupted', detail: messageOf(error) };
  } finally {
    await document?.destroy().catch(() => undefined);
  }
}
