/**
 * Test helper (imported by tests only): small resume files built in code, so the parsing and upload
 * suites mean something without the team's shared fixtures folder: a one-page PDF with a text layer,
 * a PDF that asks for a password, a DOCX (with the `docx` package), ZIP archives (honest or lying zip
 * bombs, built with node:zlib), OLE2 (an encrypted Word package among them), a DOCX holding only an
 * image, and random bytes.
 */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';

export const SAMPLE_RESUME_LINES = [
  'Jordan Rivera',
  'jordan.rivera@example.com | (555) 010-2030 | Austin, TX',
  'SUMMARY',
  'Backend engineer with 6 years of experience building APIs in TypeScript, Node.js and PostgreSQL.',
  'EXPERIENCE',
  'Senior Software Engineer, Acme Corp, Jan 2020 - Present',
  '- Built REST APIs in Node.js and TypeScript serving 2 million requests a day',
  '- Designed PostgreSQL schemas and cut query latency by 40%',
  'Software Engineer, Globex, Jun 2017 - Dec 2019',
  '- Wrote Python services and Docker deployments on AWS',
  'EDUCATION',
  'B.S. Computer Science, University of Texas, 2017',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker, AWS, Python, REST APIs',
];

export const SAMPLE_RESUME_TEXT = SAMPLE_RESUME_LINES.join('\n');

/** The sample resume as a web page (a resume builder's HTML export, a page saved from a browser). */
export function buildHtmlResume(): Buffer {
  const [name, contact, ...rest] = SAMPLE_RESUME_LINES;
  const body = rest.map((line) => (/^[A-Z]+$/.test(line) ? `<h2>${line}</h2>` : `<p>${line}</p>`)).join('\n');
  return Buffer.from(
    `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${name} — Resume</title>\n` +
      `<style>body { font-family: serif; }</style></head>\n<body>\n<h1>${name}</h1>\n<p>${contact}</p>\n${body}\n</body>\n</html>\n`,
  );
}

export function pdfEscape(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** Assembles PDF objects with a correct xref table; `padding` bytes of comment follow the header. */
export function assemblePdf(objects: string[], trailerExtra = '', padding = 0): Buffer {
  let out = padding > 0 ? `%PDF-1.4\n%${'x'.repeat(padding - 2)}\n` : '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A one-page PDF whose text layer holds `lines` (Helvetica, one line each), padded to `totalBytes` if given. */
export function buildPdf(lines: readonly string[] = SAMPLE_RESUME_LINES, totalBytes?: number): Buffer {
  const content = ['BT', '/F1 10 Tf', '12 TL', '50 780 Td', ...lines.map((l) => `(${pdfEscape(l)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const plain = assemblePdf(objects);
  if (totalBytes === undefined || totalBytes <= plain.length) return plain;
  // Padding shifts the offsets (startxref may gain digits): adjust until the size is exact.
  let padding = totalBytes - plain.length;
  let padded = assemblePdf(objects, '', padding);
  while (padded.length !== totalBytes) {
    padding -= padded.length - totalBytes;
    padded = assemblePdf(objects, '', padding);
  }
  return padded;
}

/** A PDF with a page but nothing drawn on it (what a scan looks like to a text extractor). */
/**
 * A PDF whose one content stream (FlateDecode) is `inflatedMb` MB of zeros: about 1 KB per MB on disk.
 * Built from one 4 MB deflate block, ended by a full flush (so it stands alone), repeated: a valid
 * zlib stream with its Adler-32, made in milliseconds where deflating 1 GB would take seconds.
 * `forgedEnd` puts the bytes of an `endstream` keyword inside the data (its Adler-32 is then wrong,
 * which only the last byte would reveal).
 */
export function buildFlateBombPdf(inflatedMb: number, forgedEnd = false): Buffer {
  const pieceMb = 4;
  const piece = deflateRawSync(Buffer.alloc(pieceMb * 1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.ceil(inflatedMb / pieceMb);
  const adler = Buffer.alloc(4);
  // Adler-32 of n zero bytes: a = 1, b = n mod 65521.
  adler.writeUInt32BE((((count * pieceMb * 1024 * 1024) % 65521) * 65536 + 1) >>> 0);
  const finalEmptyBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
  // A stored block holding the bytes "endstream" first: a reader that stops at that keyword sees a tiny stream.
  const marker = Buffer.from('\nendstream\n', 'latin1');
  const storedMarker = Buffer.concat([Buffer.from([0x00, marker.length, 0x00, ~marker.length & 0xff, 0xff]), marker]);
  const data = Buffer.concat([Buffer.from([0x78, 0xda]), ...(forgedEnd ? [storedMarker] : []), ...Array<Buffer>(count).fill(piece), finalEmptyBlock, adler]);
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data.toString('latin1')}\nendstream`,
  ]);
}

export function buildEmptyPagePdf(): Buffer {
  return buildPdf([]);
}

/** A PDF encrypted with the standard handler (RC4, R2) whose user password is not empty. */
export function buildPasswordPdf(): Buffer {
  const hex = (n: number) => randomBytes(n).toString('hex');
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${hex(32)}> /U <${hex(32)}> >>`,
    ],
    `/Encrypt 3 0 R /ID [<${hex(16)}> <${hex(16)}>] `,
  );
}

/** A real DOCX (the `docx` package) with one paragraph per line. */
export async function buildDocx(lines: readonly string[] = SAMPLE_RESUME_LINES): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
  });
  return Packer.toBuffer(document);
}

export interface ZipInput {
  name: string;
  data: Buffer;
  /** Size written in the headers; the real size when absent (set it lower to make a lying archive). */
  declaredSize?: number;
  encrypted?: boolean;
}

/** A ZIP archive (deflate), written by hand so tests control every header field. */
export function buildZip(entries: readonly ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.length;
    const flags = entry.encrypted ? 1 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');

/**
 * A DOCX-looking zip bomb: word/document.xml is `inflatedMb` MB of spaces (a few KB compressed).
 * `lying` declares 1 KB in the headers, so only the real inflate check can catch it.
 */
export function buildZipBomb(inflatedMb: number, lying = false): Buffer {
  const body = Buffer.alloc(inflatedMb * 1024 * 1024, 0x20);
  return buildZip([
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: 'word/document.xml', data: body, ...(lying ? { declaredSize: 1024 } : {}) },
  ]);
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** An OLE2 header followed by junk: looks like a .doc, is not one. */
export function buildFakeOle2(): Buffer {
  return Buffer.concat([OLE2_SIGNATURE, randomBytes(4096)]);
}

/** An OLE2 file holding an encrypted OOXML package: what Word saves for a password-protected .docx. */
export function buildEncryptedWordPackage(): Buffer {
  const name = Buffer.from('EncryptedPackage', 'utf16le');
  return Buffer.concat([OLE2_SIGNATURE, randomBytes(512), name, randomBytes(4096)]);
}

/** A grey PNG of `width` × `height` pixels, written by hand (one chunk each: IHDR, IDAT, IEND). */
export function buildPng(width = 64, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x99);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A real DOCX whose only content is a picture (a resume pasted into Word as a screenshot). */
export async function buildImageOnlyDocx(): Promise<Buffer> {
  const picture = new ImageRun({ type: 'png', data: buildPng(), transformation: { width: 400, height: 500 } });
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [picture] })] }] }));
}

/** Random bytes that are not text (a NUL byte guaranteed) and start with no known signature. */
export function buildRandomBytes(length = 2048): Buffer {
  const bytes = randomBytes(length);
  bytes[0] = 0x00;
  return bytes;
}
