/**
 * A PDF's compressed streams, measured before pdf.js reads the file. pdf.js inflates a FlateDecode
 * stream into one typed array (outside the worker's V8 heap, so `resourceLimits` does not stop it): a
 * 1 MB file whose content stream is 1 GB of zeros grew the API process by that much. Here every stream
 * is inflated chunk by chunk and only counted (nothing is kept); once the file's streams together pass
 * `maxBytes` the file is refused before pdf.js sees it.
 *
 * Streams are found by their `stream` keyword in the raw bytes; each is inflated from there to where
 * its zlib data ends (zlib stops by itself; the `endstream` that follows only moves the search on, so a
 * forged `endstream` inside the data cannot cut the count short). A stream that is not zlib data
 * (another filter, an encrypted file) fails to inflate at once and is not counted. Streams inside
 * object streams cannot hold streams themselves, so one pass over the file covers them all.
 */
import { createInflate } from 'node:zlib';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
const CHUNK_BYTES = 64 * 1024;

/** Where each stream's data starts and ends in the file. */
export function* streamRanges(bytes: Buffer): Generator<[number, number]> {
  let from = 0;
  for (;;) {
    const keyword = bytes.indexOf(STREAM, from);
    if (keyword < 0) return;
    let start = keyword + STREAM.length;
    // `endstream` also contains `stream`; only the opening keyword is followed by an end of line.
    const isOpening = bytes[keyword - 1] !== 0x64 /* d */ && (bytes[start] === 0x0a || bytes[start] === 0x0d);
    if (!isOpening) {
      from = start;
      continue;
    }
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const end = bytes.indexOf(END_STREAM, start);
    if (end < 0) return;
    yield [start, end];
    from = end + END_STREAM.length;
  }
}

/** The bytes the zlib data at the start of `data` inflates to, counted up to `cap` (then it stops and answers more than `cap`). */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    let done = false;
    const inflate = createInflate({ chunkSize: CHUNK_BYTES });
    const finish = () => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) finish();
    });
    // Not zlib data, or cut short: what was inflated so far is what pdf.js could get too.
    inflate.on('error', finish);
    inflate.on('end', finish);
    inflate.end(data);
  });
}

/** True when the file's compressed streams together inflate past `maxBytes`. */
export async function inflatesPast(bytes: Uint8Array, maxBytes: number): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let left = maxBytes;
  for (const [start] of streamRanges(buffer)) {
    left -= await inflatedSize(buffer.subarray(start), left);
    if (left < 0) return true;
  }
  return false;
}
