/**
 * Job pages that could not be read, remembered for a few minutes by the address fetched.
 *
 * Why: when a page cannot be read (sign-in wall, bot check, 404, time-out), the user is asked to paste
 * the description and sends the same link again with it. Fetching the page a second time then only
 * repeats the failure: the user waits for it again (up to the fetch time-out), the job site sees one more
 * request from us, and the server spends a connection and a parse on it. So a link that failed within
 * the last minutes goes straight to its pasted description. Without a paste the page is always fetched
 * again (the user is retrying the link itself). lru-cache gives the bound and the time to live.
 */
import { LRUCache } from 'lru-cache';
import type { FetchErrorReason } from './safe-fetch';

/** Why a job page could not be read (features/jobs/job-page.service.ts answers these). */
export type JobPageFailure = 'sign-in-wall' | 'bot-check' | 'no-job-found' | 'no-description' | FetchErrorReason;

const REMEMBER_MS = 10 * 60_000;
const MAX_PAGES = 5_000;

export class UnreadablePages {
  readonly #failures = new LRUCache<string, JobPageFailure>({ max: MAX_PAGES, ttl: REMEMBER_MS });

  /** Why the page at `url` could not be read, if it failed within the last minutes. */
  recentFailure(url: string): JobPageFailure | undefined {
    return this.#failures.get(url);
  }

  remember(url: string, reason: JobPageFailure): void {
    this.#failures.set(url, reason);
  }

  /** The page was read after all: it is no longer remembered as unreadable. */
  forget(url: string): void {
    this.#failures.delete(url);
  }
}
