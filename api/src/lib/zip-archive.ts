/**
 * A minimal ZIP reader: the central directory (names, sizes, flags) and a bounded inflate of each
 * entry — for uploaded DOCX files (resumes/parsing) and LinkedIn's data export (linkedin/data-export-task.ts).
 * For DOCX it exists for two reasons:
 * - type detection: a DOCX is a ZIP whose directory lists `word/document.xml`; reading the directory
 *   tells us that without inflating anything;
 * - the zip-bomb guard: mammoth (through JSZip) inflates whatever the archive holds, fully, in memory.
 *   A sub-1 MB DOCX whose document.xml inflates to gigabytes would take the worker down (or, on the
 *   event loop, the whole API). So before mammoth sees a file, `checkDocxArchive` refuses archives whose
 *   directory declares too much (total size, ratio, entry count, ZIP64, encryption) and then inflates
 *   every entry with zlib's `maxOutputLength` set to its declared size, so an archive that lies in its
 *   directory is caught too. Only after that is the file handed to mammoth.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

export interface DocxLimits {
  /** Sum of all entries once inflated. */
  maxTotalUncompressedBytes: number;
  /** Inflated/compressed ratio above which a big entry is refused. */
  maxEntryRatio: number;
  maxEntries: number;
  /**
   * Sum of the XML parts (the markup mammoth parses) once inflated. mammoth holds about 50× the XML
   * in heap (measured: 5.4 MB of document.xml → 140 MB, 13.7 MB → 740 MB), so this is what keeps a
   * parse inside the worker's 256 MB heap. It matters beyond the one upload: a worker that reaches its
   * heap limit is meant to end alone, but Node only does that on a best-effort basis, and some
   * allocation shapes abort the whole process (nodejs/node#47224), so an out-of-memory parse is
   * prevented here rather than survived. The largest real résumé among our fixtures has 170 kB of XML.
   */
  maxMarkupBytes: number;
}

export const defaultDocxLimits: DocxLimits = {
  maxTotalUncompressedBytes: 20 * 1024 * 1024,
  maxEntryRatio: 200,
  maxEntries: 2000,
  maxMarkupBytes: 2 * 1024 * 1024,
};

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function startsWithZipSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && view(bytes).getUint32(0, true) === LOCAL_SIGNATURE;
}

/** The central directory's entries, or null when the archive has no readable directory. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const dv = view(bytes);
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = dv.getUint16(eocd + 10, true);
  const directoryOffset = dv.getUint32(eocd + 16, true);
  if (directoryOffset === ZIP64_MARKER || directoryOffset >= bytes.length) return null;

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = directoryOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    entries.push({
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      uncompressedSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Why an archive is refused (the parser's own reasons for an unreadable file, resumes/parsing/types.ts). */
export type ArchiveRefusal = 'password-protected' | 'corrupted' | 'too-complex' | 'unsupported';

export type ArchiveCheck = { ok: true; entries: ZipEntry[] } | { ok: false; reason: ArchiveRefusal; detail: string };

const refuse = (reason: ArchiveRefusal, detail: string): ArchiveCheck => ({ ok: false, reason, detail });

/** The directory's declared sizes, counts and flags (no inflating). */
function checkDeclared(entries: ZipEntry[], limits: DocxLimits): ArchiveCheck {
  if (entries.length > limits.maxEntries) return refuse('too-complex', `${entries.length} zip entries`);
  if (!entries.some((e) => e.name === 'word/document.xml')) return refuse('unsupported', 'no word/document.xml');
  let total = 0;
  let markup = 0;
  for (const entry of entries) {
    if (entry.flags & 0x1) return refuse('password-protected', `encrypted zip entry ${entry.name}`);
    if (entry.compressedSize === ZIP64_MARKER || entry.uncompressedSize === ZIP64_MARKER) {
      return refuse('too-complex', `ZIP64 entry ${entry.name}`);
    }
    if (entry.method !== 0 && entry.method !== 8) return refuse('unsupported', `compression method ${entry.method}`);
    total += entry.uncompressedSize;
    if (/\.(xml|rels)$/i.test(entry.name)) markup += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > 2 * 1024 * 1024 && ratio > limits.maxEntryRatio) {
      return refuse('too-complex', `${entry.name} inflates ${Math.round(ratio)}x`);
    }
  }
  if (total > limits.maxTotalUncompressedBytes) return refuse('too-complex', `declared ${total} bytes uncompressed`);
  if (markup > limits.maxMarkupBytes) return refuse('too-complex', `declared ${markup} bytes of XML`);
  return { ok: true, entries };
}

/** The bytes of one stored or deflated entry, never more than `maxBytes` (null when it is not readable within that). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Buffer | null {
  if (entry.flags & 0x1 || entry.uncompressedSize > maxBytes || (entry.method !== 0 && entry.method !== 8)) return null;
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) return null;
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(data);
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

/** Inflates each entry, never past its declared size: a directory that lies is refused. */
function checkActual(bytes: Uint8Array, entries: ZipEntry[]): ArchiveCheck {
  const dv = view(bytes);
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) {
      return refuse('corrupted', `bad local header for ${entry.name}`);
    }
    const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (start + entry.compressedSize > bytes.length) return refuse('corrupted', `${entry.name} is truncated`);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return refuse('corrupted', `${entry.name} size mismatch`);
      continue;
    }
    let inflated: number;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 }).length;
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError;
      return tooLarge
        ? refuse('too-complex', `${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`)
        : refuse('corrupted', `${entry.name} does not inflate`);
    }
    if (inflated !== entry.uncompressedSize) return refuse('corrupted', `${entry.name} size mismatch`);
  }
  return { ok: true, entries };
}

/** The zip-bomb guard: run before mammoth opens the file. */
export function checkDocxArchive(bytes: Uint8Array, limits: DocxLimits = defaultDocxLimits): ArchiveCheck {
  const entries = readZipDirectory(bytes);
  if (!entries) return refuse('corrupted', 'no readable zip directory');
  const declared = checkDeclared(entries, limits);
  return declared.ok ? checkActual(bytes, entries) : declared;
}
