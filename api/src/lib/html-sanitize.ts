/**
 * Job-description HTML from LinkedIn, Indeed or the extension is untrusted markup. Everything we store
 * or show goes through `sanitizeJobHtml` first: an allow-list of text structure (paragraphs, line
 * breaks, lists, emphasis, two heading levels) and links to http(s) pages only, marked
 * rel="noopener nofollow". No images, styles, classes, ids, event handlers, forms, frames or scripts;
 * the text inside tags that are not allowed is kept, the content of script/style-like tags is dropped.
 *
 * Why sanitize-html: it is maintained, it is a pure string → string transform built on htmlparser2,
 * so it runs on the server without a DOM (DOMPurify needs jsdom or a browser window), and its
 * allow-list options say exactly what survives, which is what a reviewer needs to read.
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';

/** Absolute http(s) URLs only; relative links would point into our own site. */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const JOB_HTML_OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'div', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with their content (text inside other disallowed tags is kept).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math', 'head', 'title', 'button', 'select'],
  transformTags: {
    // A page's own h1/h2 would compete with our page headings; h5/h6 read as the lower level.
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href);
      // A link without a safe target keeps its text in an <a> with no href, unwrapped below. Renaming
      // it to another tag here confuses sanitize-html's closing-tag bookkeeping (the next safe link
      // was closed with </span>).
      const tag: sanitizeHtml.Tag = href
        ? { tagName: 'a', attribs: { href, rel: 'noopener nofollow' } }
        : { tagName: 'a', attribs: {} };
      return tag;
    },
  },
  // Empty links carry nothing to read.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.text.trim(),
};

/** Job-description HTML reduced to the allow-list above. */
export function sanitizeJobHtml(html: string | null | undefined): string {
  if (!html) return '';
  // The output is already sanitized: the only <a> without attributes are the unsafe links' leftovers.
  return sanitizeHtml(html, JOB_HTML_OPTIONS)
    .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
    .trim();
}
