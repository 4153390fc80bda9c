/**
 * Test helper (imported by tests only): PDFs written by hand with every piece of text placed where a
 * layout puts it (absolute `Tm` positions, Helvetica), so the layout reader is tested without a
 * browser or the shared fixtures: a wrapped bullet list with split words, two columns with a date
 * gutter, a letter-spaced name, running headers and page numbers.
 */
import { assemblePdf, pdfEscape } from './test-files';

export interface Placed {
  x: number;
  /** Baseline, from the top of the page (converted to PDF's bottom-up y). */
  top: number;
  text: string;
  size?: number;
  /** Courier instead of Helvetica: every glyph 0.6 em wide, so letter gaps are exact. */
  mono?: boolean;
  /** Drawn in a font named like an icon font (FontAwesome5Free-Solid), as rendercv draws link pictures. */
  icon?: boolean;
}

const PAGE_HEIGHT = 792;
/** WinAnsiEncoding's bullet and en dash (the content stream is written as latin1 bytes). */
export const BULLET = '\x95';
export const EN_DASH = '\x96';

/** Helvetica advance widths are about half the font size per character: enough for test layouts. */
export const approxWidth = (text: string, size = 10) => text.length * size * 0.5;

/** A PDF with one page per entry of `pages`, each piece of text drawn at its position. */
export function buildPlacedPdf(pages: readonly (readonly Placed[])[]): Buffer {
  const pageCount = pages.length;
  const fontId = 3 + pageCount * 2;
  const fonts = `<< /F1 ${fontId} 0 R /F2 ${fontId + 1} 0 R /F3 ${fontId + 2} 0 R >>`;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids = pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  pages.forEach((placed, i) => {
    const content = placed
      .map((p) => `BT /${p.icon ? 'F3' : p.mono ? 'F2' : 'F1'} ${p.size ?? 10} Tf 1 0 0 1 ${p.x} ${PAGE_HEIGHT - p.top} Tm (${pdfEscape(p.text)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Contents ${4 + i * 2} 0 R /Resources << /Font ${fonts} >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  objects.push(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /FontAwesome5Free-Solid /Encoding /WinAnsiEncoding >>',
  );
  return assemblePdf(objects);
}

/** Lines of text at one x, `pitch` apart, from `top`. */
export function column(x: number, top: number, lines: readonly string[], pitch = 12, size = 10): Placed[] {
  return lines.map((text, i) => ({ x, top: top + i * pitch, text, size }));
}

/** A bullet glyph and its text, the text's wrapped lines hanging under the text. */
export function bullet(x: number, top: number, lines: readonly string[], pitch = 12): Placed[] {
  return [{ x, top, text: BULLET }, ...column(x + 12, top, lines, pitch)];
}

/** Capitals drawn one letter at a time (Courier), `spacing` apart, and a wider gap between words. */
export function letterSpaced(x: number, top: number, words: readonly string[], size: number, spacing: number): Placed[] {
  const placed: Placed[] = [];
  let at = x;
  for (const word of words) {
    for (const letter of word) {
      placed.push({ x: at, top, text: letter, size, mono: true });
      at += size * 0.6 + spacing;
    }
    at += size * 0.6 + spacing;
  }
  return placed;
}
