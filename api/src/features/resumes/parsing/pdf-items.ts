/**
 * A PDF's text items with their positions, read with pdf.js (the legacy build, the one meant for Node).
 * pdf-parse's getText() only gives the text pdf.js joins on its own, which loses what the layout says:
 * where a wrapped line continues, which column a line belongs to, a date in a gutter. The layout
 * modules (pdf-layout.ts, pdf-statements.ts) rebuild lines and statements from these items.
 *
 * Safety: no eval, no font faces, no system fonts, errors-only logging (as before with pdf-parse), and
 * hard bounds on pages and items so a hostile file cannot make the later loops run without end; the
 * parse worker's time and heap limits stay the last line of defence.
 */
import { getDocument, PDFWorker, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text on a page, in PDF user units with y growing upwards. */
export interface PdfItem {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  /** Font size (the text matrix's vertical scale). */
  size: number;
  font: string;
  /** Letter-spaced capitals collapsed to words (letter-spacing.ts). */
  spaced?: boolean;
  /** Drawn in an icon font (Font Awesome and the like): a picture, not text. */
  icon?: boolean;
}

export interface PdfPage {
  /** Page number, from 1. */
  number: number;
  top: number;
  bottom: number;
  left: number;
  right: number;
  items: PdfItem[];
}

/** A resume has a few pages; past these the rest is not read. */
export const MAX_PAGES = 40;
/** Text items over the whole document; past this the rest is not read (bounds every later loop). */
export const MAX_ITEMS = 40_000;

interface RawTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

function isRawTextItem(item: unknown): item is RawTextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

function toItem(raw: RawTextItem): PdfItem | null {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform;
  // Rotated or vertical text (a side label, a watermark) is not part of the reading flow.
  if (Math.abs(b) > Math.abs(a) * 0.2 || a <= 0) return null;
  const size = Math.hypot(c, d);
  if (!Number.isFinite(size + e + f + raw.width) || size <= 0) return null;
  return { text: raw.str, x: e, y: f, width: Math.max(0, raw.width), size, font: raw.fontName };
}

/**
 * One pdf.js "worker" per thread, kept: in Node pdf.js runs its worker side in the same thread (a
 * fake worker), and setting one up for every document costs more than reading a short resume.
 */
let sharedWorker: PDFWorker | null = null;

export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (sharedWorker === null || sharedWorker.destroyed) sharedWorker = new PDFWorker({ verbosity: VerbosityLevel.ERRORS });
  return getDocument({
    worker: sharedWorker,
    // pdf.js may detach the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
}

/** Icon fonts resume templates use for contact and link pictures (rendercv, moderncv, Canva exports). */
const ICON_FONT_RE = /awesome|icons?\b|icons?[-_]|glyphicons|ionicons|octicons|academicons|fontello|icomoon|typicons|entypo|material.?symbols|remixicon|bootstrap.?icons|tabler|feather/i;

/**
 * Fonts that only ever draw one or two characters at a time on this page (icons, bullets, math
 * symbols) and, at least once, right after a word in another font (a link picture after its link, an
 * exponent): only those could be dropped or raised. Their real names are only known once the page's
 * operator list is read, which costs (images are decoded too), so only such pages pay for it.
 */
function singleGlyphFonts(items: readonly PdfItem[]): Set<string> {
  const longest = new Map<string, number>();
  for (const item of items) longest.set(item.font, Math.max(longest.get(item.font) ?? 0, item.text.trim().length));
  const hugging = new Set<string>();
  let previous: PdfItem | null = null;
  for (const item of items) {
    if (item.text.trim() === '') continue;
    const length = longest.get(item.font) ?? 0;
    if (previous !== null && length > 0 && length <= 2 && previous.font !== item.font) {
      const gap = item.x - (previous.x + previous.width);
      if (gap >= -0.1 * item.size && gap < 0.5 * item.size && Math.abs(item.y - previous.y) < 0.5 * previous.size) hugging.add(item.font);
    }
    previous = item;
  }
  return hugging;
}

/** Marks the items drawn in an icon font, by the font's real name (pdf.js knows it after the operator list). */
async function markIconItems(page: PDFPageProxy, items: PdfItem[]): Promise<void> {
  const suspects = singleGlyphFonts(items);
  if (suspects.size === 0) return;
  await page.getOperatorList();
  const icons = new Set<string>();
  for (const font of suspects) {
    try {
      const loaded: unknown = page.commonObjs.get(font);
      const name = typeof loaded === 'object' && loaded !== null && 'name' in loaded ? String(loaded.name) : '';
      if (ICON_FONT_RE.test(name)) icons.add(font);
    } catch {
      // A font pdf.js did not load has no name to go by.
    }
  }
  for (const item of items) if (icons.has(item.font)) item.icon = true;
}

/** The text items of every page (bounded by MAX_PAGES and MAX_ITEMS). */
export async function readPdfPages(document: PDFDocumentProxy): Promise<PdfPage[]> {
  const pages: PdfPage[] = [];
  let budget = MAX_ITEMS;
  const count = Math.min(document.numPages, MAX_PAGES);
  for (let number = 1; number <= count && budget > 0; number++) {
    const page = await document.getPage(number);
    const [left = 0, bottom = 0, right = 612, top = 792] = page.view;
    const content = await page.getTextContent();
    const items: PdfItem[] = [];
    for (const raw of content.items) {
      if (budget <= 0) break;
      if (!isRawTextItem(raw) || raw.str === '') continue;
      const item = toItem(raw);
      if (item === null) continue;
      items.push(item);
      budget--;
    }
    await markIconItems(page, items);
    page.cleanup();
    pages.push({ number, top, bottom, left, right, items });
  }
  return pages;
}
