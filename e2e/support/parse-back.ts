// Reads exported files back to text (pdf-parse for PDF, mammoth for DOCX) and compares them with the
// text the page showed, word by word, so formatting may differ but no word may be lost or reordered.
import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

export async function readBack(path: string): Promise<string> {
  const data = readFileSync(path);
  if (path.endsWith('.pdf')) {
    const parser = new PDFParse({ data: new Uint8Array(data) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }
  if (path.endsWith('.docx')) return (await mammoth.extractRawText({ buffer: data })).value;
  return data.toString('utf8');
}

export function words(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}@.+#-]+/gu)?.map((w) => w.replace(/^[.-]+|[.-]+$/g, '')).filter(Boolean) ?? [];
}

/** The words of `shown` that are missing from `exported`, in order (empty when every word is there in order). */
export function missingInOrder(shown: string, exported: string): string[] {
  const have = words(exported);
  const missing: string[] = [];
  let at = 0;
  for (const word of words(shown)) {
    const found = have.indexOf(word, at);
    if (found === -1) missing.push(word);
    else at = found + 1;
  }
  return missing;
}
