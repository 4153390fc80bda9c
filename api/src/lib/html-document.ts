/**
 * One way to turn fetched HTML into a DOM Document on the server (linkedom), for the shared job-page
 * extractor and the search parsers. Whatever a site answered — a full page, a bare fragment such as
 * LinkedIn's guest search `<li>` cards, plain text from a rate limiter, or nothing — the result always
 * has <html>, <head> and <body>, because linkedom leaves `documentElement` null for input without an
 * element and `document.title` / `document.body` then throw.
 */
import { parseHTML } from 'linkedom';

const HAS_HTML_ELEMENT = /<html[\s>]/i;

export function parseHtmlDocument(html: string): Document {
  const source = HAS_HTML_ELEMENT.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  const { document } = parseHTML(source);
  return document as unknown as Document;
}
