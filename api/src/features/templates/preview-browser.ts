/**
 * A Chromium for template previews only: screenshots of the same HTML the PDF export prints. Previews
 * are made once per template design and then served from the disk cache, so this browser is started on
 * demand and closed when it has had nothing to do for `idleMs` (it holds no memory between batches).
 * It carries the shared browser's flags and owner mark (lib/browser.ts), so one left by a killed API is
 * ended at the next start like the export browser.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromeFlags, OWNER_FLAG } from '../../lib/browser';
import type { Logger } from '../../logger';

/** US Letter at 96 CSS px per inch: the page every template lays out on. */
export const PAGE_WIDTH_PX = 816;
export const PAGE_HEIGHT_PX = 1056;

export interface Screenshot {
  /** Output width in pixels; the height keeps the page's proportions. */
  width: number;
}

export interface PreviewBrowser {
  /** Loads `html` (no JavaScript, nothing from the network) and returns one PNG per size, of the first page. */
  screenshots(html: string, sizes: readonly Screenshot[]): Promise<Buffer[]>;
  close(): Promise<void>;
}

export interface PreviewBrowserOptions {
  executablePath: string;
  logger: Logger;
  /** Pages working at once (default 2: the machine has two cores). */
  concurrency?: number;
  /** Close Chromium after this long without work (default 15 s). */
  idleMs?: number;
  timeoutMs?: number;
}

export class PreviewBrowserMissingError extends Error {}

export function createPreviewBrowser(options: PreviewBrowserOptions): PreviewBrowser {
  const log = options.logger.child({ component: 'preview-browser' });
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const idleMs = options.idleMs ?? 15_000;
  const timeout = options.timeoutMs ?? 20_000;
  let browser: Promise<Browser> | null = null;
  let active = 0;
  const waiting: (() => void)[] = [];
  let idleTimer: NodeJS.Timeout | null = null;

  function launch(): Promise<Browser> {
    if (!existsSync(options.executablePath)) {
      return Promise.reject(new PreviewBrowserMissingError(`No Chromium at ${options.executablePath}`));
    }
    const started = performance.now();
    const launched = puppeteer
      .launch({
        executablePath: options.executablePath,
        headless: true,
        args: [...chromeFlags, `${OWNER_FLAG}${process.pid}`],
        timeout,
        protocolTimeout: Math.max(timeout * 2, 30_000),
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .then((b) => {
        log.info({ ms: Math.round(performance.now() - started) }, 'Preview Chromium started');
        b.on('disconnected', () => {
          if (browser === launched) browser = null;
        });
        return b;
      });
    launched.catch(() => {
      if (browser === launched) browser = null;
    });
    return launched;
  }

  async function slot(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (active < concurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) return next();
    active -= 1;
    if (active === 0) {
      idleTimer = setTimeout(() => void close(), idleMs);
      idleTimer.unref();
    }
  }

  async function close(): Promise<void> {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const open = browser;
    browser = null;
    await (await open?.catch(() => null))?.close().catch(() => undefined);
  }

  return {
    async screenshots(html, sizes) {
      await slot();
      try {
        browser ??= launch();
        const page = await (await browser).newPage();
        try {
          await page.setJavaScriptEnabled(false);
          await page.setContent(html, { waitUntil: 'load', timeout });
          const shots: Buffer[] = [];
          for (const size of sizes) {
            // The same CSS layout at another device scale: a sharp image of the width asked for.
            await page.setViewport({ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, deviceScaleFactor: size.width / PAGE_WIDTH_PX });
            const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX }, captureBeyondViewport: false });
            shots.push(Buffer.from(png));
          }
          return shots;
        } finally {
          await page.close().catch(() => undefined);
        }
      } finally {
        release();
      }
    },
    close,
  };
}
