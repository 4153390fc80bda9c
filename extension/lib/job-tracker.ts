/**
 * Follows the job a LinkedIn or Indeed tab shows (content scripts). Both sites are single-page apps:
 * picking another job in a search list changes `currentJobId` / `vjk` with history.pushState and
 * re-renders the details pane, without a page load. The tracker re-reads the page
 * - when the URL changes (WXT's `wxt:locationchange`, registered through the context), and
 * - when the DOM changes while the URL names a job (a MutationObserver, debounced, disconnected when
 *   the context is invalidated, e.g. on extension reload),
 * and reports each change of finding (a job, another job, no job) once.
 * It also answers the popup's request with a fresh reading, waiting briefly for a page still rendering.
 * A job page in a layout the structured strategies do not know is answered with its markup, and the
 * popup runs the Readability fallback on it (keeping Readability out of the content-script bundle).
 */
import { isJobPageUrl } from '@jobapp/shared/jobs/job-url';
import type { PageJob } from './page-job';
import type { PageAnswer, PageReading } from './read-page-job';

/** What the tracker needs from WXT's ContentScriptContext (so tests can pass a small stand-in). */
export interface TrackerContext {
  readonly isValid: boolean;
  setTimeout(handler: () => void, timeout: number): number;
  addEventListener(target: Window, type: 'wxt:locationchange', handler: () => void): void;
  onInvalidated(cb: () => void): () => void;
}

export interface TrackerOptions {
  doc: Document;
  /** The page URL now (location.href). */
  getUrl: () => string;
  /** Reads the page (structured strategies only; see read-page-job.ts). */
  read: (doc: Document, url: string) => PageReading;
  /** Sends a changed finding to the background. */
  report: (job: PageJob | null) => Promise<void>;
  /** Quiet time after the last change before reading (ms). */
  debounceMs?: number;
  /** Longest wait while changes keep coming (ms). */
  maxWaitMs?: number;
  /** How long a request waits for a page that names a job but does not show it yet (ms). */
  requestWaitMs?: number;
  MutationObserver?: typeof MutationObserver;
  window?: Window;
}

export interface JobTracker {
  /** The latest finding, after any pending re-read. */
  current(): PageReading;
  /** Re-reads now (and reports when the finding changed). */
  refresh(): PageReading;
  /**
   * A fresh reading for the popup: waits up to `requestWaitMs` for a rendering page; a job page that
   * still shows no known layout answers with its markup (for the popup's Readability fallback).
   */
  request(): Promise<PageAnswer>;
}

/** Larger pages are not sent to the popup for the fallback (messages are copied between processes). */
const MAX_FALLBACK_HTML = 8_000_000;

function keyOf(reading: PageReading, url: string): string | null {
  if (reading.kind === 'waiting') return null;
  if (reading.kind === 'none') return `none ${url}`;
  const { capturedAt: _ignored, ...content } = reading.job;
  return JSON.stringify(content);
}

export function startJobTracker(ctx: TrackerContext, options: TrackerOptions): JobTracker {
  const { doc, getUrl, read, report } = options;
  const debounceMs = options.debounceMs ?? 250;
  const maxWaitMs = options.maxWaitMs ?? 1500;
  const requestWaitMs = options.requestWaitMs ?? 3000;
  const Observer = options.MutationObserver ?? globalThis.MutationObserver;
  const win = options.window ?? globalThis.window;

  let latest: PageReading = { kind: 'waiting', reason: 'not-rendered' };
  let reportedKey: string | null = null;
  let timer: number | undefined;
  let firstPendingAt: number | undefined;
  const waiters = new Set<() => void>();
  let observer: MutationObserver | null = null;

  /** Keeps a reading as the latest and reports it when the finding changed. */
  function consider(reading: PageReading, url: string): PageReading {
    latest = reading;
    const key = keyOf(reading, url);
    if (key !== null && key !== reportedKey) {
      reportedKey = key;
      void report(reading.kind === 'job' ? reading.job : null).catch(() => undefined);
    }
    if (reading.kind !== 'waiting') for (const wake of [...waiters]) wake();
    return reading;
  }

  function refresh(): PageReading {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    firstPendingAt = undefined;
    const url = getUrl();
    return consider(read(doc, url), url);
  }

  function schedule(): void {
    if (!ctx.isValid) return;
    const now = Date.now();
    firstPendingAt ??= now;
    if (timer !== undefined) {
      if (now - firstPendingAt >= maxWaitMs) return; // let the pending read run
      clearTimeout(timer);
    }
    timer = ctx.setTimeout(refresh, Math.min(debounceMs, Math.max(0, firstPendingAt + maxWaitMs - now)));
  }

  /** Watches the DOM only while the URL names a job (a busy feed page is left alone). */
  function syncObserver(): void {
    const wanted = ctx.isValid && isJobPageUrl(getUrl());
    if (wanted && !observer && Observer && doc.body) {
      observer = new Observer(schedule);
      observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    } else if (!wanted && observer) {
      observer.disconnect();
      observer = null;
    }
  }

  ctx.onInvalidated(() => {
    observer?.disconnect();
    observer = null;
    if (timer !== undefined) clearTimeout(timer);
    for (const wake of [...waiters]) wake();
  });
  if (win) {
    ctx.addEventListener(win, 'wxt:locationchange', () => {
      syncObserver();
      schedule();
    });
  }
  syncObserver();
  refresh();

  async function request(): Promise<PageAnswer> {
    let reading = refresh();
    if (reading.kind === 'waiting') {
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(limit);
          resolve();
        };
        const limit = setTimeout(wake, requestWaitMs);
        waiters.add(wake);
      });
      reading = refresh();
    }
    if (reading.kind === 'waiting' && reading.reason === 'not-rendered') {
      const html = doc.documentElement.outerHTML;
      if (html.length <= MAX_FALLBACK_HTML) return { kind: 'unknown-layout', html, pageUrl: getUrl() };
    }
    return reading;
  }

  return { current: () => latest, refresh, request };
}
