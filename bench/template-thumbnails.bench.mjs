// Benchmark (issue 26, item 5): a cold server shows /templates' 27 thumbnails. Each run starts the built
// server with a new, empty DATA_DIR (no run-time preview cache, PGlite), signs up a user on Elite (billing
// test mode: all 27 templates on one tab), opens /templates in a real Chromium (viewport tall enough that
// no thumbnail waits for a scroll) and times, from the navigation's start, until every card's image is
// decoded. After the runs: how many previews the server photographed (files in its DATA_DIR cache; 0 when
// the build's previews answered). Target: ≤ 2 s. Run: pnpm --filter @jobapp/bench bench:thumbnails
// (builds the API and the web app first; RUNS=3 by default).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromeFlags, defaultChromePath } from '../api/src/lib/chrome-flags.ts';
import { registerUser, startBuiltServer } from './support/server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const TEMPLATES = 27;
const chromePath = process.env.CHROME_PATH ?? defaultChromePath;

const browser = await puppeteer.launch({ executablePath: chromePath, headless: true, args: chromeFlags });
const results = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'rb-thumbs-'));
    const started = performance.now();
    const server = await startBuiltServer({ env: { DATA_DIR: dataDir } });
    const serverMs = performance.now() - started;
    const context = await browser.createBrowserContext();
    try {
      const cookie = await registerUser(server.url, run);
      const elite = await fetch(`${server.url}/api/create-subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify({ plan: 'elite' }),
      });
      if (!elite.ok) throw new Error(`create-subscription answered ${elite.status}: ${await elite.text()}`);
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 5000 });
      for (const pair of cookie.split('; ')) {
        const [name, ...rest] = pair.split('=');
        await context.setCookie({ name, value: rest.join('='), domain: '127.0.0.1', path: '/', httpOnly: true });
      }
      await page.goto(`${server.url}/templates`, { waitUntil: 'domcontentloaded' });
      const shownMs = await page.waitForFunction(
        (count) => {
          const images = [...document.querySelectorAll('[data-testid="template-card"] img')];
          const done = images.length === count && images.every((img) => img.complete && img.naturalWidth > 0);
          return done ? performance.now() : false;
        },
        { polling: 'raf', timeout: 120_000 },
        TEMPLATES,
      ).catch(async (error) => {
        const seen = await page.evaluate(() => ({
          path: location.pathname,
          cards: document.querySelectorAll('[data-testid="template-card"]').length,
          images: [...document.querySelectorAll('[data-testid="template-card"] img')].map((img) => `${img.complete}/${img.naturalWidth}`),
        }));
        throw new Error(`thumbnails not shown: ${JSON.stringify(seen)}`, { cause: error });
      });
      const ms = await shownMs.jsonValue();
      const photographed = readdirSync(dataDir).includes('template-previews') ? readdirSync(join(dataDir, 'template-previews')).length : 0;
      results.push({ ms, serverMs, photographed });
      console.log(`run ${run + 1}: server up in ${Math.round(serverMs)} ms; all ${TEMPLATES} thumbnails shown ${Math.round(ms)} ms after navigation; previews photographed by the server: ${photographed}`);
    } finally {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
const times = results.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `cold server, /templates, ${TEMPLATES} thumbnails: median ${Math.round(times[Math.floor(times.length / 2)])} ms, max ${Math.round(times.at(-1))} ms over ${RUNS} runs (target ≤ 2000 ms)`,
);
