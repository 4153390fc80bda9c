/**
 * The HTML every PDF template shares: one column, real text, no tables, images or scripts, nothing
 * loaded from anywhere (a CSP forbids it; fonts are the system's Liberation families). Templates
 * differ by their CSS only. All text is user text and is escaped.
 */
import { escapeHtml } from '@jobapp/shared/text/entities';
import type { Block, ResumeDocument } from '../document';


/**
 * CSS every template starts from. No ligatures (extracted text must read "office", not "oﬃce"); no
 * letter-spacing or justification (PDF text extraction would split words); no hyphenation or
 * breaking inside words (a split word reads as two).
 */
export const BASE_CSS = `
*{margin:0;padding:0;box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-variant-ligatures:none;font-feature-settings:"liga" 0,"clig" 0,"dlig" 0;hyphens:manual;overflow-wrap:normal;word-break:normal;text-align:left;line-height:1.3}
h1,h2,p,li{orphans:2;widows:2}
h2{break-after:avoid;page-break-after:avoid}
.entry{break-after:avoid;page-break-after:avoid}
ul{list-style:disc outside;padding-left:1.25em}
.contact .item{white-space:nowrap}
a{color:inherit;text-decoration:none}
b{font-weight:bold}
`;

const CSP = "default-src 'none'; style-src 'unsafe-inline'";

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

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'entry': {
      const details = block.details.map((d) => `<span class="sep"> | </span>${escapeHtml(d)}`).join('');
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

/** The whole document: `css` is the template's own stylesheet, added after BASE_CSS. */
export function renderResumeHtml(doc: ResumeDocument, css: string): string {
  const parts: string[] = [];
  if (doc.name) parts.push(`<h1 class="name">${escapeHtml(doc.name)}</h1>`);
  if (doc.headline) parts.push(`<p class="headline">${escapeHtml(doc.headline)}</p>`);
  if (doc.contact.length > 0) {
    parts.push(`<p class="contact">${doc.contact.map(contactItem).join('<span class="sep"> | </span>')}</p>`);
  }
  parts.push(...doc.headerBlocks.map(renderBlock));
  for (const section of doc.sections) {
    parts.push(`<section><h2>${escapeHtml(section.heading)}</h2>${section.blocks.map(renderBlock).join('')}</section>`);
  }
  const title = escapeHtml(doc.name ? `${doc.name} – Resume` : 'Resume');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${title}</title><style>${BASE_CSS}${css}</style></head>` +
    `<body><main>${parts.join('')}</main></body></html>`
  );
}
