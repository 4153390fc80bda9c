/**
 * A Word document's text as its paragraphs: one paragraph → one line, a list item → "• …", a blank
 * line before headings. mammoth.extractRawText loses what a paragraph and a list item are (a bullet
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

const BLOCK_TAGS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'table', 'ul', 'ol']);
const TAG_RE = /<(\/?)([a-z0-9]+)[^>]*?(\/?)>|([^<]+)/gi;

/** Mammoth's HTML → lines (see the module comment). */
export function htmlToLines(html: string): string {
  const lines: string[] = [];
  let current = '';
  let listItem = false;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
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

/** The paragraphs of a DOCX (already checked by checkDocxArchive) as lines. */
export async function readDocxParagraphs(buffer: Buffer): Promise<string> {
  const result = await mammoth.convertToHtml(
    { buffer },
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), ignoreEmptyParagraphs: true },
  );
  return htmlToLines(result.value);
}
