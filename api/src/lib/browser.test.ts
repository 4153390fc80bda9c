// The shared Chromium: lazy start, reuse, restart after a crash, the concurrency limit, a missing
// executable and shutdown. One Chromium for the file (killed and restarted by the crash tests).
import { execFileSync } from 'node:child_process';
import { AppError } from '@jobapp/shared';
import { PDFParse } from 'pdf-parse';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromePath, requireChromium } from '../test/chromium';
import { createLogger } from '../logger';
import { browserMessages, createSharedBrowser, type SharedBrowser } from './browser';

const withChromium = requireChromium('browser.test.ts');
const logger = createLogger('silent');
/** What the main browser logged (warnings and up). */
const logged: string[] = [];
const capturingLogger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });

function page(text: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"></head><body><p>${text}</p></body></html>`;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Chromium processes started by this test process. */
function chromiumChildren(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm !== undefined && /chrom/i.test(comm))
    .map(([pid]) => Number(pid));
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe.skipIf(!withChromium)('shared browser', () => {
  let browser: SharedBrowser;

  beforeAll(() => {
    browser = createSharedBrowser({ executablePath: chromePath, logger: capturingLogger, maxConcurrent: 1, maxQueue: 1 });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('starts Chromium on first use and prints HTML to PDF', async () => {
    expect(browser.processId()).toBeUndefined();
    const pdf = await browser.renderPdf(page('Hello from the shared browser'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Hello from the shared browser');
    expect(browser.processId()).toBeTypeOf('number');
  });

  it('reuses the same Chromium for later exports', async () => {
    const pid = browser.processId();
    for (let i = 0; i < 3; i++) await browser.renderPdf(page(`Export ${i}`));
    expect(browser.processId()).toBe(pid);
  });

  it('starts a new Chromium after the old one was killed', async () => {
    const pid = browser.processId()!;
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid) && browser.processId() === undefined);
    const pdf = await browser.renderPdf(page('After the crash'));
    expect(await pdfText(pdf)).toContain('After the crash');
    const next = browser.processId();
    expect(next).toBeTypeOf('number');
    expect(next).not.toBe(pid);
  });

  it('an export caught by the crash is retried on a new Chromium', async () => {
    const pid = browser.processId()!;
    // A page long enough that the export is still printing when the process dies.
    const long = page(Array.from({ length: 3000 }, (_, i) => `Line ${i} of a long document`).join('<br>'));
    logged.length = 0;
    const exporting = browser.renderPdf(long);
    setTimeout(() => process.kill(pid, 'SIGKILL'), 30);
    const text = await pdfText(await exporting);
    expect(text).toContain('Line 2999 of a long document');
    expect(browser.processId()).not.toBe(pid);
    expect(logged.some((line) => line.includes('retrying once')), logged.join('')).toBe(true);
  });

  it('prints one export at a time here (maxConcurrent 1), lets one wait (maxQueue 1) and refuses more with 503', async () => {
    const results = await Promise.allSettled([
      browser.renderPdf(page('first')),
      browser.renderPdf(page('second')),
      browser.renderPdf(page('third')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (results[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'service_unavailable', status: 503, message: browserMessages.busy });
    // The slots are free again afterwards.
    await expect(browser.renderPdf(page('fourth'))).resolves.toBeInstanceOf(Buffer);
  });
});

describe('shared browser without Chromium', () => {
  it('answers 503 service_unavailable with a clear message', async () => {
    const missing = createSharedBrowser({ executablePath: '/nonexistent/chromium', logger });
    const error = await failureOf(missing.renderPdf(page('x')));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'service_unavailable',
      status: 503,
      message: 'PDF export is not available: Chromium is not installed',
    });
    await missing.close();
  });
});

describe.skipIf(!withChromium)('shared browser that keeps failing while connected', () => {
  it('is replaced after two failed exports in a row', async () => {
    // A 1 ms render time-out: every export times out although Chromium answers.
    const own = createSharedBrowser({ executablePath: chromePath, logger, renderTimeoutMs: 1 });
    try {
      await own.warmUp();
      const pid = own.processId()!;
      // A page of 20,000 paragraphs: no Chromium lays it out within 1 ms, however the timers run under load
      // (a one-line page once printed inside the 1 ms on a busy machine, and the export did not fail).
      const long = (word: string) => page(Array.from({ length: 20_000 }, () => word).join('</p><p>'));
      expect(await failureOf(own.renderPdf(long('one')))).toBeInstanceOf(Error);
      expect(own.processId()).toBe(pid);
      expect(await failureOf(own.renderPdf(long('two')))).toBeInstanceOf(Error);
      await waitFor(() => !isAlive(pid));
      expect(own.processId()).toBeUndefined();
    } finally {
      await own.close();
    }
  });
});

describe.skipIf(!withChromium)('shared browser shutdown', () => {
  it('close() ends the Chromium process; later exports get 503', async () => {
    const own = createSharedBrowser({ executablePath: chromePath, logger });
    await own.warmUp();
    const pid = own.processId()!;
    expect(isAlive(pid)).toBe(true);
    await own.close();
    await waitFor(() => !isAlive(pid));
    expect(own.processId()).toBeUndefined();
    expect(await failureOf(own.renderPdf(page('late')))).toMatchObject({ code: 'service_unavailable', message: browserMessages.stopped });
  });

  it('close() during the launch leaves no Chromium behind', async () => {
    await waitFor(() => chromiumChildren().length === 0);
    const own = createSharedBrowser({ executablePath: chromePath, logger });
    const starting = failureOf(own.warmUp());
    await waitFor(() => chromiumChildren().length > 0);
    await own.close();
    expect(await starting).toMatchObject({ code: 'service_unavailable', message: browserMessages.stopped });
    expect(own.processId()).toBeUndefined();
    await waitFor(() => chromiumChildren().length === 0);
  });
});
