/**
 * A Word document's text as its paragraphs: one paragraph → one line, a list item → "• …", a blank
 * line before headings, a tab between a paragraph's fields ("Company<tab>City, ST", a right tab stop)
 * → " | ", and the page header and footer (where some templates put the name and contact details)
 * before and after the body. mammoth.extractRawText loses what a paragraph and a list item are (a bullet
 * whose text holds a tab or line break came out cut: "• Designed and"), so the document goes through
 * mammoth.convertToHtml and the HTML's <p>, <h1>–<h6>, <li> and table cells are walked here.
 *
 * Why mammoth's HTML rather than reading word/document.xml ourselves: whether a paragraph is a list
 * item is often not on the paragraph (w:numPr) but inherited from its style or cancelled by it, and
 * numbering definitions live in numbering.xml; mammoth already resolves all of that, handles runs,
 * hyperlinks, tabs, fields and text boxes, and is the library this path used before. Images are not
 * read at all (the image converter gives an empty source), so a picture-heavy file costs no base64.
 */
import { decodeEntities } from '@jobapp/shared/text/entities';
import mammoth from 'mammoth';
import { readZipDirectory, readZipEntry } from '../../../lib/zip-archive';

const BLOCK_TAGS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'table', 'ul', 'ol']);
const TAG_RE = /<(\/?)([a-z0-9]+)[^>]*?(\/?)>|([^<]+)/gi;

/**
 * A paragraph's text with its tabs: between fields a tab (a right tab stop, a leader) is a field
 * separator, written " | " as the PDF reader writes a wide gap; inside a list item it is a space.
 */
function fieldsOf(text: string, listItem: boolean): string {
  const trimmed = text.replace(/^\s+|\s+$/g, '');
  if (listItem || !trimmed.includes('\t')) return trimmed.replace(/\s+/g, ' ');
  return trimmed
    .split(/\s*\t\s*/)
    .map((field) => field.replace(/\s+/g, ' ').trim())
    .filter((field) => field !== '')
    .join(' | ');
}

/** Mammoth's HTML → lines (see the module comment). */
export function htmlToLines(html: string): string {
  const lines: string[] = [];
  let current = '';
  let listItem = false;
  const flush = () => {
    const text = fieldsOf(current, listItem);
    current = '';
    if (text === '') return;
    const previous = lines[lines.length - 1];
    // A paragraph that starts lower-case after an unfinished list item is that item's rest (the
    // writer pressed Enter inside a bullet: "• … Designed and" / "tested platform integrations").
    if (!listItem && previous?.startsWith('• ') && /^\p{Ll}/u.test(text) && !/[.!?:;]$/.test(previous)) {
      lines[lines.length - 1] = `${previous} ${text}`;
      return;
    }
    lines.push(listItem ? `• ${text.replace(/^[•◦▪■●○‣⁃∙·*-]\s*/u, '')}` : text);
  };
  for (const match of html.matchAll(TAG_RE)) {
    const [, closing, rawName, , text] = match;
    if (text !== undefined) {
      current += decodeEntities(text);
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    if (name === 'br') {
      // A line break (Shift+Enter): inside a list item the statement goes on ("Designed and" / "tested
      // platform integrations"); in a paragraph it separates lines (the address lines of a header).
      if (listItem) current += ' ';
      else flush();
      continue;
    }
    if (!BLOCK_TAGS.has(name)) continue;
    flush();
    if (closing === '/') {
      if (name === 'li') listItem = false;
      continue;
    }
    if (name === 'li') listItem = true;
    else if (name === 'p' || name.startsWith('h')) listItem = false;
    if (/^h[1-6]$/.test(name) && lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
  }
  flush();
  return lines.join('\n');
}

const PART_XML_MAX_BYTES = 512 * 1024;
const XML_TOKEN_RE = /<(\/?)w:(p|t|tab|br|cr|instrText|fldSimple)\b([^>]*?)(\/?)>|([^<]+)|<[^>]*>/g;
const PAGE_FIELD_RE = /\b(?:PAGE|NUMPAGES|SECTIONPAGES)\b/;

/**
 * The paragraphs of a header or footer part (word/header1.xml…) as lines; tabs as in fieldsOf. A
 * paragraph holding a page-number field ("Page 1 of 2") is page furniture and left out.
 */
export function partXmlToLines(xml: string): string[] {
  const lines: string[] = [];
  let current = '';
  let inText = false;
  let inField = false;
  let pageField = false;
  const flush = () => {
    const line = fieldsOf(current, false);
    if (line !== '' && !pageField) lines.push(line);
    current = '';
    pageField = false;
  };
  for (const [, closing, name, attributes, selfClosing, text] of xml.matchAll(XML_TOKEN_RE)) {
    if (text !== undefined) {
      if (inText) current += decodeEntities(text);
      else if (inField && PAGE_FIELD_RE.test(text)) pageField = true;
    } else if (name === 't') inText = closing !== '/' && selfClosing !== '/';
    else if (name === 'instrText') inField = closing !== '/' && selfClosing !== '/';
    else if (name === 'fldSimple') pageField ||= PAGE_FIELD_RE.test(attributes ?? '');
    else if (name === 'tab') current += '\t';
    else if (name === 'br' || name === 'cr' || name === 'p') flush();
  }
  flush();
  return lines;
}

/** The lines of the document's page headers and footers (each line once). */
function headerFooterLines(bytes: Uint8Array): { header: string[]; footer: string[] } {
  const out = { header: [] as string[], footer: [] as string[] };
  for (const entry of readZipDirectory(bytes) ?? []) {
    const kind = /^word\/(header|footer)\d*\.xml$/.exec(entry.name)?.[1];
    if (kind !== 'header' && kind !== 'footer') continue;
    const xml = readZipEntry(bytes, entry, PART_XML_MAX_BYTES);
    if (!xml) continue;
    for (const line of partXmlToLines(xml.toString('utf8'))) if (!out[kind].includes(line)) out[kind].push(line);
  }
  return out;
}

/** The paragraphs of a DOCX (already checked by checkDocxArchive) as lines, page header first and footer last. */
export async function readDocxParagraphs(buffer: Buffer): Promise<string> {
  const result = await mammoth.convertToHtml(
    { buffer },
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), ignoreEmptyParagraphs: true },
  );
  const body = htmlToLines(result.value);
  const { header, footer } = headerFooterLines(buffer);
  const bodyLines = new Set(body.split('\n'));
  const top = header.filter((line) => !bodyLines.has(line));
  const bottom = footer.filter((line) => !bodyLines.has(line) && !top.includes(line));
  return [...top, ...(top.length > 0 ? [''] : []), body, ...(bottom.length > 0 ? [''] : []), ...bottom].join('\n');
}
