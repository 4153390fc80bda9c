// Benchmark (issue 14): Lighthouse on the landing page, served by the built API (api/dist/server.js on a
// free port, temporary DATA_DIR, PGlite), in the Chromium at CHROME_PATH. Mobile (Lighthouse's default,
// simulated slow 4G and 4x CPU) and desktop presets, RUNS runs each (default 5): median category
// scores and FCP, LCP, CLS, TBT, Speed Index. Also the landing page's initial JavaScript: every script
// the page loads until the network is idle, no scrolling or input (the part below the hero is hydrated
// at the first scroll or input), in Lighthouse's mobile (412×823) and desktop (1350×940) viewports, as raw,
// gzip and brotli bytes (the .gz/.br twins the build made) and as sent; and after scrolling to the end.
// Run: pnpm --filter @jobapp/bench bench:lighthouse (builds the API and the web app first).
// Options: RUNS=3, URL_PATH=/pricing.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromeFlags as projectChromeFlags, defaultChromePath } from '../api/src/lib/chrome-flags.ts';
import { freePort, repoRoot, startBuiltServer } from './support/server.mjs';

const webDist = join(repoRoot, 'web', 'dist');
const RUNS = Number(process.env.RUNS ?? 5);
const URL_PATH = process.env.URL_PATH ?? '/';
const chromePath = process.env.CHROME_PATH ?? defaultChromePath;
// Puppeteer starts it with headless: false (Lighthouse needs a full page target), so --headless here.
const chromeFlags = ['--headless', ...projectChromeFlags];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function fileSize(path) {
  return existsSync(path) ? statSync(path).size : undefined;
}

/** Scripts a fresh page loads (until the network is idle), with their sizes on disk and on the wire. */
async function measureScripts(browser, url, origin, viewport) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const seen = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith(origin)) return;
    const path = new URL(response.url()).pathname;
    seen.set(path, Number(response.headers()['content-length'] ?? 0));
  });
  const snapshot = () =>
    [...seen].map(([path, wire]) => {
      const file = join(webDist, path);
      return { path, raw: fileSize(file), gzip: fileSize(`${file}.gz`) ?? fileSize(file), brotli: fileSize(`${file}.br`) ?? fileSize(file), wire };
    });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const initial = snapshot();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForNetworkIdle({ idleTime: 500 });
  const scrolled = snapshot();
  await context.close();
  return { initial, scrolled };
}

function summarize(label, results) {
  const pick = (fn) => median(results.map(fn));
  const score = (id) => Math.round(pick((lhr) => lhr.categories[id].score * 100));
  const metric = (id) => pick((lhr) => lhr.audits[id].numericValue);
  return {
    label,
    runs: results.length,
    performance: score('performance'),
    performanceRange: [
      Math.min(...results.map((lhr) => Math.round(lhr.categories.performance.score * 100))),
      Math.max(...results.map((lhr) => Math.round(lhr.categories.performance.score * 100))),
    ],
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(metric('total-blocking-time')),
    speedIndexMs: Math.round(metric('speed-index')),
  };
}

const server = await startBuiltServer();
const origin = server.url;

const debugPort = await freePort();
let browser;
try {
  // Puppeteer only starts Chromium (over a pipe, with exactly these flags); Lighthouse drives it on debugPort.
  browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: false,
    pipe: true,
    args: [...chromeFlags, `--remote-debugging-port=${debugPort}`],
  });
  const url = new URL(URL_PATH, origin).href;
  const flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  // One warm-up run, not counted (the server's first answers, Chromium's first start-up work).
  await lighthouse(url, flags);
  const mobile = [];
  const desktop = [];
  for (let i = 0; i < RUNS; i++) {
    mobile.push((await lighthouse(url, flags)).lhr);
    desktop.push((await lighthouse(url, flags, desktopConfig)).lhr);
  }
  const rows = [summarize('mobile', mobile), summarize('desktop', desktop)];
  const mobileJs = await measureScripts(browser, url, origin, { width: 412, height: 823, isMobile: true, hasTouch: true });
  const desktopJs = await measureScripts(browser, url, origin, { width: 1350, height: 940 });
  const total = (scripts, key) => scripts.reduce((sum, s) => sum + (s[key] ?? 0), 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const describe = (scripts) =>
    `${scripts.length} scripts, ${kb(total(scripts, 'raw'))} raw, ${kb(total(scripts, 'gzip'))} gzip, ` +
    `${kb(total(scripts, 'brotli'))} brotli (${total(scripts, 'brotli')} bytes), ${kb(total(scripts, 'wire'))} body on the wire`;

  console.log(`Lighthouse ${mobile[0].lighthouseVersion}, ${mobile[0].environment.hostUserAgent}`);
  console.log(`${url}, ${RUNS} runs per preset (medians; performance min–max in brackets)\n`);
  console.log('| preset | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | Speed Index |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.performance} (${r.performanceRange.join('–')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${r.fcpMs} ms | ${r.lcpMs} ms | ${r.cls} | ${r.tbtMs} ms | ${r.speedIndexMs} ms |`,
    );
  }
  console.log(`\nInitial JavaScript of ${URL_PATH}, mobile viewport 412×823, no input: ${describe(mobileJs.initial)}`);
  for (const s of mobileJs.initial) console.log(`  ${s.path}  raw ${s.raw}  gzip ${s.gzip}  br ${s.brotli}  wire ${s.wire}`);
  console.log(`Desktop viewport 1350×940, no input: ${describe(desktopJs.initial)}`);
  console.log(`After scrolling to the end: ${describe(mobileJs.scrolled)}`);
  const failing = (lhr) =>
    Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
  console.log(`\nFailing binary audits (first mobile run): ${failing(mobile[0]).join(', ') || 'none'}`);
} finally {
  await browser?.close();
  await server.stop();
}
