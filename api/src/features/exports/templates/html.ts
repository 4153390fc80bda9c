/**
 * The HTML every PDF template shares: real text, no tables, images or scripts, nothing loaded from
 * anywhere (a CSP allows only inline styles and `data:` fonts, see fonts.ts). Templates differ by their
 * CSS (design.ts) and by two layout choices: the contact line in one line or two, and section headings
 * above their sections or in a left gutter beside them. All text is user text and is escaped.
 *
 * Reading order: the HTML order is the text order of the PDF and what the eye reads: the name first,
 * then headline and contact (in the body, never in a page header or footer), then the sections in the
 * document's order. The two-column look is a gutter of headings beside their sections, not a sidebar
 * of content: text beside text on the same lines is read interleaved by layout-preserving extractors
 * (`pdftotext -layout`, many ATS), whereas a one-line heading level with its section's first line
 * reads as that heading, then the section. When a heading would not fit the gutter on one line, the
 * document falls back to headings above their sections.
 */
import { escapeHtml } from '@jobapp/shared/text/entities';
import type { Block, DocumentSection, ResumeDocument } from '../document';

/**
 * CSS every template starts from. No ligatures (extracted text must read "office", not "oﬃce"); no
 * letter-spacing or justification (PDF text extraction would split words); no hyphenation or
 * breaking inside words (a split word reads as two). No kerning in running text: a kerning pair that
 * pulls a glyph back (Lora's "//" in a URL) makes `pdftotext -raw` break the word there; the name and
 * headings keep it, as display sizes need it. A heading or a role's line never ends a page:
 * it stays with what follows (break-after: avoid), and a bullet never splits across pages.
 */
export const BASE_CSS = `
*{margin:0;padding:0;box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-variant-ligatures:none;font-feature-settings:"liga" 0,"clig" 0,"dlig" 0;font-kerning:none;hyphens:manual;overflow-wrap:normal;word-break:normal;text-align:left;line-height:1.3}
h1,h2,p,li{orphans:2;widows:2}
h2{break-after:avoid;page-break-after:avoid}
.entry{break-after:avoid;page-break-after:avoid}
li{break-inside:avoid;page-break-inside:avoid}
ul{list-style:disc outside;padding-left:1.25em}
.contact .item,.entry .date{white-space:nowrap}
a{color:inherit;text-decoration:none}
b{font-weight:bold}
.name,h2{font-kerning:normal}
`;

const CSP = "default-src 'none'; style-src 'unsafe-inline'; font-src data:";

export interface HtmlLayout {
  /** Contact in two lines (e-mail and phone, then the rest) instead of one. */
  contactInTwoLines?: boolean;
  /** Headings in a left gutter beside their sections, at this heading size (points). */
  gutter?: { headingSize: number };
}

function linkHref(item: string): string | null {
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(item)) return `mailto:${item}`;
  if (/^https?:\/\/\S+$/i.test(item)) return item;
  if (/^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?$/i.test(item)) return `https://${item}`;
  return null;
}

function contactItem(item: string): string {
  const href = linkHref(item);
  const text = escapeHtml(item);
  return href ? `<a class="item" href="${escapeHtml(href)}">${text}</a>` : `<span class="item">${text}</span>`;
}

const SEP = '<span class="sep"> | </span>';

function contactHtml(contact: readonly string[], twoLines: boolean): string {
  if (!twoLines || contact.length <= 2) return `<p class="contact">${contact.map(contactItem).join(SEP)}</p>`;
  const first = contact.slice(0, 2).map(contactItem).join(SEP);
  const second = contact.slice(2).map(contactItem).join(SEP);
  return `<p class="contact">${first}<br>${second}</p>`;
}

const DATE_RE = /\b(?:19|20)\d{2}\b|\b(?:present|current|today)\b/i;

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'entry': {
      // The dates stay on the role's line; only their colour or style may differ.
      const details = block.details
        .map((d) => `${SEP}${DATE_RE.test(d) ? `<span class="date">${escapeHtml(d)}</span>` : escapeHtml(d)}`)
        .join('');
      return `<p class="entry"><b>${escapeHtml(block.title)}</b>${details}</p>`;
    }
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'labelled':
      return `<p><b>${escapeHtml(block.label)}</b> ${escapeHtml(block.text)}</p>`;
    case 'bullets':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
}

/**
 * In the gutter layout the heading stands beside its section, so `break-after: avoid` cannot keep it
 * with what follows; instead the heading and the section's lead (its first block and, after a role's
 * line, that role's first bullet) form one row that never breaks across pages.
 */
function splitLead(blocks: readonly Block[]): { lead: Block[]; rest: Block[] } {
  const [first, second, ...others] = blocks;
  if (!first) return { lead: [], rest: [] };
  if (first.kind === 'entry' && second?.kind === 'bullets') {
    const [item, ...items] = second.items;
    const lead: Block[] = [first, { kind: 'bullets', items: item === undefined ? [] : [item] }];
    return { lead, rest: items.length > 0 ? [{ kind: 'bullets', items }, ...others] : others };
  }
  return { lead: [first], rest: second ? [second, ...others] : [] };
}

function renderSection(section: DocumentSection, gutter: boolean): string {
  const heading = `<h2>${escapeHtml(section.heading)}</h2>`;
  if (!gutter) return `<section>${heading}${section.blocks.map(renderBlock).join('')}</section>`;
  const { lead, rest } = splitLead(section.blocks);
  const restHtml = rest.length > 0 ? `<div class="sbody rest">${rest.map(renderBlock).join('')}</div>` : '';
  return `<section><div class="lead">${heading}<div class="sbody">${lead.map(renderBlock).join('')}</div></div>${restHtml}</section>`;
}

/** Gutter limits (points): narrower looks cramped, wider leaves the sections too little room. */
const GUTTER_MIN = 80;
const GUTTER_MAX = 150;
/** Space between the gutter and the sections (design.ts uses the same). */
export const GUTTER_GAP = 14;

/**
 * The gutter's width for this document's headings, on the safe side (an upper-case bold letter of our
 * fonts is at most about 0.6 of the font size wide on average; 0.62 is used, plus room for a heading's
 * bar or padding), or null when the longest heading would not fit on one line.
 */
export function gutterWidth(doc: ResumeDocument, headingSize: number): number | null {
  const longest = Math.max(0, ...doc.sections.map((s) => s.heading.length));
  const width = Math.max(GUTTER_MIN, Math.ceil(longest * headingSize * 0.62 + 14));
  return width <= GUTTER_MAX ? width : null;
}

/** The whole document: `css` is the template's own stylesheet, added after BASE_CSS. */
export function renderResumeHtml(doc: ResumeDocument, css: string, layout: HtmlLayout = {}): string {
  const head: string[] = [];
  if (doc.name) head.push(`<h1 class="name">${escapeHtml(doc.name)}</h1>`);
  if (doc.headline) head.push(`<p class="headline">${escapeHtml(doc.headline)}</p>`);
  if (doc.contact.length > 0) head.push(contactHtml(doc.contact, layout.contactInTwoLines ?? false));
  const gutter = layout.gutter ? gutterWidth(doc, layout.gutter.headingSize) : null;
  const parts = [
    // No empty header (a band would show as an empty coloured box).
    ...(head.length > 0 ? [`<div class="head">${head.join('')}</div>`] : []),
    ...doc.headerBlocks.map(renderBlock),
    ...doc.sections.map((section) => renderSection(section, gutter !== null)),
  ];
  // The gutter is as wide as this document's longest heading needs.
  const gutterCss =
    gutter !== null ? `.gutter .lead{grid-template-columns:${gutter}pt 1fr}.gutter .rest{margin-left:${gutter + GUTTER_GAP}pt}` : '';
  const title = escapeHtml(doc.name ? `${doc.name} – Resume` : 'Resume');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${title}</title><style>${BASE_CSS}${css}${gutterCss}</style></head>` +
    `<body><main${gutter !== null ? ' class="gutter"' : ''}>${parts.join('')}</main></body></html>`
  );
}
