/**
 * Readings of job descriptions (job-text.ts: sanitised HTML, text, facts, requirements) kept by the
 * content they were read from. Reading is a pure function of its input, so a posting that many users
 * tailor to (a popular LinkedIn job, one user trying several resumes) is read once, not once per
 * request. The key is a SHA-256 of the whole input; lru-cache bounds the entries and their total size
 * (a reading weighs about three times its description), so a flood of distinct postings cannot grow it.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ReadJob, ReadJobInput } from './job-text';

/** About 30 MB of readings at most (sizes counted in UTF-16 code units × 2). */
const MAX_BYTES = 30 * 1024 * 1024;

function sizeOf(read: ReadJob): number {
  return 2 * (read.descriptionHtml.length + 2 * read.description.length) + 4096;
}

export class JobReadingCache {
  readonly #entries = new LRUCache<string, ReadJob>({ max: 500, maxSize: MAX_BYTES, sizeCalculation: sizeOf });

  static keyOf(input: ReadJobInput): string {
    return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  }

  async read(input: ReadJobInput, reader: (input: ReadJobInput) => Promise<ReadJob>): Promise<ReadJob> {
    const key = JobReadingCache.keyOf(input);
    const known = this.#entries.get(key);
    if (known) return known;
    const read = await reader(input);
    this.#entries.set(key, read);
    return read;
  }

  get size(): number {
    return this.#entries.size;
  }
}
