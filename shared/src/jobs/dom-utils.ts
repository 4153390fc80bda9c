/** Small DOM helpers that only use standard APIs (browser DOM, linkedom, …). */
import { collapseWhitespace, stripNonContent } from './html-text';

export type Root = Document | Element | DocumentFragment;

/** The first element matching any of the selectors, tried in order. */
export function first(root: Root, selectors: readonly string[]): Element | null {
  for (const selector of selectors) {
    const el = root.querySelector(selector);
    if (el) return el;
  }
  return null;
}

/** An element's text content with whitespace collapsed ('' for null). */
export function textOf(el: Element | null | undefined): string {
  return el ? collapseWhitespace(el.textContent ?? '') : '';
}

/** The text of the first element matching one of the selectors that has non-empty text. */
export function firstText(root: Root, selectors: readonly string[]): string {
  for (const selector of selectors) {
    const text = textOf(root.querySelector(selector));
    if (text) return text;
  }
  return '';
}

/** The inner HTML of the first matching element with some text, without scripts, styles and comments. */
export function firstHtml(root: Root, selectors: readonly string[]): string {
  for (const selector of selectors) {
    const el = root.querySelector(selector);
    if (el && textOf(el)) return stripNonContent(el.innerHTML);
  }
  return '';
}

/** Content of `<meta property|name="…">`, whitespace collapsed. */
export function metaContent(doc: Document, key: string): string {
  const el = doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return collapseWhitespace(el?.getAttribute('content') ?? '');
}

/** The text of every `<script>` element (optionally only those of a given type). */
export function scriptTexts(doc: Document, type?: string): string[] {
  const out: string[] = [];
  for (const el of Array.from(doc.querySelectorAll('script'))) {
    if (type !== undefined) {
      const t = (el.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (t !== type) continue;
    }
    const text = el.textContent ?? '';
    if (text) out.push(text);
  }
  return out;
}
