/**
 * One warm Chromium for the whole process (puppeteer-core, CHROME_PATH; no browser download), used to
 * print self-contained HTML to PDF.
 *
 * - Started lazily by the first export (or `warmUp()`), then reused. When it disconnects (crash, killed
 *   process) the next export starts a new one; an export caught by the crash is retried once. One that
 *   still answers but fails two exports in a row (hung, time-outs) is closed and replaced too.
 * - Pages are reused: a finished page goes back to an idle list (each page prints at most
 *   PAGE_MAX_USES documents, then is replaced), so a warm export is setContent + pdf only.
 * - At most `maxConcurrent` exports print at once; up to `maxQueue` more wait, further ones get 503.
 * - Pages run without JavaScript; the HTML must carry its own CSP and load nothing (no network).
 * - `close()` at shutdown; exports after it get 503.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { AppError } from '@jobapp/shared';
import puppeteer, { type Browser, type Page, type PDFOptions } from 'puppeteer-core';
import type { Logger } from '../logger';
import { chromeFlags } from './chrome-flags';
import { isProcessRunning } from './process-alive';

export const browserMessages = {
  notInstalled: 'PDF export is not available: Chromium is not installed',
  busy: 'PDF export is busy. Please try again in a moment.',
  stopped: 'PDF export is not available: the server is shutting down',
} as const;

export { chromeFlags };

/**
 * Marks each Chromium we start with the API process that owns it, so a Chromium orphaned by a killed
 * API (kill -9 gives no chance to close it) is recognised and ended at the next start.
 */
export const OWNER_FLAG = '--resumeboost-owner=';

/**
 * Ends every process started with OWNER_FLAG whose owner is gone (Linux: reads /proc; elsewhere it
 * does nothing). Returns the ids it ended.
 */
export function endOrphanedBrowsers(logger: Logger): number[] {
  if (process.platform !== 'linux' || !existsSync('/proc')) return [];
  const ended: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    const flag = args.find((arg) => arg.startsWith(OWNER_FLAG));
    if (!flag) continue;
    const owner = Number(flag.slice(OWNER_FLAG.length));
    if (!Number.isInteger(owner) || owner === process.pid || isProcessRunning(owner)) continue;
    try {
      process.kill(pid, 'SIGKILL');
      ended.push(pid);
    } catch {
      // gone already
    }
  }
  if (ended.length > 0) logger.warn({ pids: ended }, 'Ended Chromium processes left by an API process that was killed');
  return ended;
}

/** A page is closed and replaced after this many documents, so no page grows without bound. */
const PAGE_MAX_USES = 200;
/** Failed exports in a row, on a Chromium that still answers, after which it is replaced. */
const MAX_FAILURES_IN_A_ROW = 2;

export type PdfRenderOptions = Pick<PDFOptions, 'format' | 'margin' | 'printBackground' | 'landscape' | 'tagged'>;

export interface SharedBrowserOptions {
  executablePath: string;
  logger: Logger;
  /** Exports printing at the same time (default 2). */
  maxConcurrent?: number;
  /** Exports allowed to wait for a free slot (default 32); more are refused with 503. */
  maxQueue?: number;
  /** Launch time-out (default 30 s). */
  launchTimeoutMs?: number;
  /** Time-out of setContent and of pdf each (default 20 s). */
  renderTimeoutMs?: number;
}

export interface SharedBrowser {
  /** Self-contained HTML → PDF bytes. Throws AppError service_unavailable when Chromium is missing. */
  renderPdf(html: string, options?: PdfRenderOptions): Promise<Buffer>;
  /** Starts Chromium and opens a page now instead of at the first export. */
  warmUp(): Promise<void>;
  /** The Chromium process id while one runs (for tests and logs). */
  processId(): number | undefined;
  /** Now: pages printing an export, pages kept open for the next one, exports waiting for a slot (/metrics). */
  stats(): { pagesInUse: number; pagesIdle: number; queued: number };
  /** Closes Chromium; waits for nothing else. Later exports get 503. */
  close(): Promise<void>;
}

const defaultPdfOptions: PdfRenderOptions = {
  format: 'Letter',
  printBackground: true,
  // A tagged PDF: headings, paragraphs and lists marked up for screen readers and ATS parsers.
  tagged: true,
  margin: { top: '0.55in', bottom: '0.55in', left: '0.7in', right: '0.7in' },
};

export function createSharedBrowser(options: SharedBrowserOptions): SharedBrowser {
  const log = options.logger.child({ component: 'browser' });
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
  const maxQueue = Math.max(0, options.maxQueue ?? 32);
  const launchTimeout = options.launchTimeoutMs ?? 30_000;
  const renderTimeout = options.renderTimeoutMs ?? 20_000;

  let browser: Browser | null = null;
  let launching: Promise<Browser> | null = null;
  let idle: Page[] = [];
  const uses = new WeakMap<Page, number>();
  let closed = false;
  let active = 0;
  const waiting: (() => void)[] = [];
  /** Exports in a row that failed on a Chromium that is still connected (hung, broken). */
  let failuresInARow = 0;

  async function launch(): Promise<Browser> {
    if (!existsSync(options.executablePath)) {
      throw new AppError('service_unavailable', browserMessages.notInstalled);
    }
    const started = performance.now();
    const launched = await puppeteer.launch({
      executablePath: options.executablePath,
      headless: true,
      args: [...chromeFlags, `${OWNER_FLAG}${process.pid}`],
      timeout: launchTimeout,
      protocolTimeout: Math.max(renderTimeout * 2, 30_000),
      // server.ts owns the signals and closes us on shutdown.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    launched.on('disconnected', () => {
      if (browser !== launched) return;
      browser = null;
      idle = [];
      if (!closed) log.warn('Chromium disconnected; the next export starts a new one');
    });
    if (closed) {
      await launched.close().catch(() => undefined);
      throw new AppError('service_unavailable', browserMessages.stopped);
    }
    browser = launched;
    idle = [];
    log.info({ pid: launched.process()?.pid, ms: Math.round(performance.now() - started) }, 'Chromium started');
    return launched;
  }

  function currentBrowser(): Promise<Browser> {
    if (closed) return Promise.reject(new AppError('service_unavailable', browserMessages.stopped));
    if (browser?.connected) return Promise.resolve(browser);
    launching ??= launch().finally(() => {
      launching = null;
    });
    return launching;
  }

  async function openPage(owner: Browser): Promise<Page> {
    const page = await owner.newPage();
    // Our HTML is escaped user text with its own CSP; scripts are never needed.
    await page.setJavaScriptEnabled(false);
    page.setDefaultTimeout(renderTimeout);
    return page;
  }

  async function acquireSlot(): Promise<void> {
    if (active < maxConcurrent) {
      active += 1;
      return;
    }
    if (waiting.length >= maxQueue) throw new AppError('service_unavailable', browserMessages.busy);
    // The releasing export hands its slot over, so `active` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  /** `used.owner` tells the caller which Chromium the attempt ran on. */
  async function printOnce(html: string, pdfOptions: PdfRenderOptions, used: { owner?: Browser }): Promise<Buffer> {
    const owner = await currentBrowser();
    used.owner = owner;
    let page = idle.pop();
    while (page?.isClosed()) page = idle.pop();
    page ??= await openPage(owner);
    let reusable = false;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: renderTimeout });
      const pdf = await page.pdf({ ...pdfOptions, timeout: renderTimeout });
      reusable = true;
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      const count = (uses.get(page) ?? 0) + 1;
      uses.set(page, count);
      if (reusable && count < PAGE_MAX_USES && !closed && browser === owner && owner.connected) idle.push(page);
      else void page.close().catch(() => undefined);
    }
  }

  async function renderPdf(html: string, pdfOptions: PdfRenderOptions = defaultPdfOptions): Promise<Buffer> {
    await acquireSlot();
    try {
      const used: { owner?: Browser } = {};
      try {
        const pdf = await printOnce(html, pdfOptions, used);
        failuresInARow = 0;
        return pdf;
      } catch (error) {
        if (closed) throw new AppError('service_unavailable', browserMessages.stopped);
        if (error instanceof AppError || !used.owner) throw error;
        // Chromium went away under this export (crash, killed): once more on a new one.
        if (browser !== used.owner || !used.owner.connected) {
          log.warn({ err: error }, 'Export failed because Chromium went away; retrying once');
          return await printOnce(html, pdfOptions, {});
        }
        // Still connected but failing (time-outs of a hung Chromium): replace it after two in a row.
        failuresInARow += 1;
        if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
          failuresInARow = 0;
          log.warn({ err: error }, 'Exports keep failing; restarting Chromium');
          if (browser === used.owner) {
            browser = null;
            idle = [];
          }
          void used.owner.close().catch(() => undefined);
        }
        throw error;
      }
    } finally {
      releaseSlot();
    }
  }

  return {
    renderPdf,
    async warmUp() {
      const owner = await currentBrowser();
      if (idle.length > 0) return;
      try {
        const page = await openPage(owner);
        if (browser === owner && !closed) idle.push(page);
        else void page.close().catch(() => undefined);
      } catch (error) {
        throw closed ? new AppError('service_unavailable', browserMessages.stopped) : error;
      }
      if (closed) throw new AppError('service_unavailable', browserMessages.stopped);
    },
    processId: () => (browser?.connected ? browser.process()?.pid : undefined),
    stats: () => ({ pagesInUse: active, pagesIdle: idle.length, queued: waiting.length }),
    async close() {
      closed = true;
      const pending = launching;
      const open = browser;
      browser = null;
      idle = [];
      await pending?.catch(() => undefined);
      await open?.close().catch((error: unknown) => log.warn({ err: error }, 'Closing Chromium failed'));
    },
  };
}
