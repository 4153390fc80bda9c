// Benchmark (issue 26, item 6): the signed-in pages, served by the built API (api/dist/server.js on a
// free port, temporary DATA_DIR, PGlite) to the Chromium at CHROME_PATH, with a registered user's
// session cookie and one tailored resume (a pasted posting; the job link's page is a loopback
// stand-in that answers 404).
// - Lighthouse, mobile preset (simulated slow 4G, 4x CPU), RUNS runs (default 5) on /dashboard and
//   /resume/:id: median performance, FCP, LCP, CLS, TBT, Speed Index.
// - In Chromium (no throttling), per page, in a mobile (412×823) and a desktop (1350×940) viewport:
//   the layout shift (CLS sum of the layout-shift entries) until the page is idle, the scripts loaded
//   (count and brotli bytes), and when the page's data request started relative to the session check
//   and the page's own chunk.
// Run: pnpm --filter @jobapp/bench bench:signed-in (builds the API and the web app first).
// Options: RUNS=3, PAGES=/dashboard,/resume (which pages Lighthouse runs on), SKIP_LIGHTHOUSE=1,
// VERBOSE=1 (LCP element, longest chain, boot-up), LH_SAVE=<dir> (the first run's report as JSON).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromeFlags as projectChromeFlags, defaultChromePath } from '../api/src/lib/chrome-flags.ts';
import { freePort, registerUser, repoRoot, startBuiltServer } from './support/server.mjs';

const webDist = join(repoRoot, 'web', 'dist');
const RUNS = Number(process.env.RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? defaultChromePath;
const chromeFlags = ['--headless', ...projectChromeFlags];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const brotliSize = (path) => {
  const file = join(webDist, path);
  for (const candidate of [`${file}.br`, file]) if (existsSync(candidate)) return statSync(candidate).size;
  return 0;
};

// LinkedIn stand-in: every job page is missing, so the pasted description is used.
const site = createHttpServer((_req, res) => {
  res.writeHead(404, { 'content-type': 'text/html' });
  res.end('<html><body>Not found</body></html>');
});
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));

// A busy machine can take more than 30 s for the first start (migrations on a new PGlite folder).
const server = await startBuiltServer({
  env: { LINKEDIN_ORIGIN: `http://127.0.0.1:${site.address().port}`, AI_PROVIDER: 'builtin' },
  startTimeoutMs: 180_000,
});
const origin = server.url;

/** A resume tailored to a pasted posting for the cookie's user; answers its id. */
async function tailorOne(cookie) {
  const resumeText = readFileSync(join(repoRoot, 'shared/src/tailoring/__fixtures__/resumes/software-engineer-2page.txt'), 'utf8');
  const jobDescription = readFileSync(join(repoRoot, 'bench/fixtures/backend-engineer-1000-words.txt'), 'utf8');
  const res = await fetch(`${origin}/api/optimize-resume-text`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ resumeText, jobUrl: 'https://www.linkedin.com/jobs/view/4000000003/', jobDescription, jobTitle: 'Backend Engineer', company: 'Northwind Labs', templateId: 'basic-1' }),
  });
  if (!res.ok) throw new Error(`optimize answered ${res.status}: ${await res.text()}`);
  return (await res.json()).resumeId;
}

/** Requests of a fresh signed-in page load: scripts, API calls (start times), and the CLS sum. */
async function measurePage(browser, cookie, path, viewport) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  for (const pair of cookie.split('; ')) {
    const [name, ...rest] = pair.split('=');
    await context.setCookie({ name, value: rest.join('='), domain: '127.0.0.1', path: '/', httpOnly: true });
  }
  const scripts = new Set();
  const requests = [];
  const t0 = Date.now();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname);
    if (url.pathname.startsWith('/api/') || request.resourceType() === 'script') requests.push({ path: url.pathname, type: request.resourceType(), at: Date.now() - t0 });
  });
  await page.evaluateOnNewDocument(() => {
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls += entry.value;
        const nodes = entry.sources.map((s) => s.node?.outerHTML?.slice(0, 90) ?? s.node?.nodeName);
        window.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 500));
  const cls = await page.evaluate(() => window.__cls);
  if (process.env.VERBOSE === '1') for (const line of await page.evaluate(() => window.__shifts)) console.log(`  shift ${path} ${viewport.width}: ${line}`);
  await context.close();
  const list = [...scripts];
  return { cls, scripts: list.length, brotli: list.reduce((sum, p) => sum + brotliSize(p), 0), requests };
}

function summarize(label, results) {
  const pick = (fn) => median(results.map(fn));
  const metric = (id) => pick((lhr) => lhr.audits[id].numericValue);
  const scores = results.map((lhr) => Math.round(lhr.categories.performance.score * 100));
  return {
    label,
    performance: Math.round(median(scores)),
    range: [Math.min(...scores), Math.max(...scores)],
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(metric('total-blocking-time')),
    speedIndexMs: Math.round(metric('speed-index')),
  };
}

const debugPort = await freePort();
let browser;
try {
  const cookie = await registerUser(origin, 1);
  const resumeId = await tailorOne(cookie);
  const pages = ['/auth', '/dashboard', `/resume/${resumeId}`, '/optimize-resume'];
  browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: false,
    pipe: true,
    args: [...chromeFlags, `--remote-debugging-port=${debugPort}`],
  });

  console.log(`Chromium ${await browser.version()}; ${origin}; resume ${resumeId}\n`);
  console.log('| page | viewport | CLS | scripts | brotli KB |');
  console.log('|---|---|---|---|---|');
  const details = [];
  for (const path of ['/', ...pages]) {
    for (const [vpName, viewport] of [
      ['mobile', { width: 412, height: 823, isMobile: true, hasTouch: true }],
      ['desktop', { width: 1350, height: 940 }],
    ]) {
      // / and /auth are for signed-out visitors: measured without the cookie.
      const m = await measurePage(browser, path === '/auth' || path === '/' ? 'none=1' : cookie, path, viewport);
      console.log(`| ${path} | ${vpName} | ${m.cls.toFixed(3)} | ${m.scripts} | ${(m.brotli / 1000).toFixed(1)} |`);
      if (vpName === 'desktop') details.push({ path, requests: m.requests });
    }
  }
  if (process.env.VERBOSE === '1') {
    for (const d of details) {
      console.log(`\n${d.path}:`);
      for (const r of d.requests) console.log(`  ${String(r.at).padStart(5)} ms  ${r.path} (${r.type})`);
    }
  }

  if (process.env.SKIP_LIGHTHOUSE !== '1') {
    const wanted = (process.env.PAGES ?? '/dashboard,/resume').split(',');
    const lhPages = pages.filter((p) => wanted.some((w) => p.startsWith(w)));
    const flags = {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
      disableStorageReset: false,
    };
    const rows = [];
    for (const path of lhPages) {
      const url = new URL(path, origin).href;
      await lighthouse(url, flags); // warm-up, not counted
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push((await lighthouse(url, flags)).lhr);
      const finalUrl = runs[0].finalDisplayedUrl;
      if (!finalUrl.endsWith(path)) throw new Error(`Lighthouse ended on ${finalUrl}, not ${path}: the cookie did not sign in`);
      rows.push(summarize(path, runs));
      if (process.env.LH_SAVE) writeFileSync(join(process.env.LH_SAVE, `${path.replace(/\W+/g, '_')}.json`), JSON.stringify(runs[0]));
      if (process.env.VERBOSE === '1') {
        // Lighthouse 13 tells the LCP element in its LCP breakdown insight, the longest chain in its
        // network dependency tree insight.
        const snippets = JSON.stringify(runs[0].audits['lcp-breakdown-insight']?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
        console.log(`\n${path} LCP element (first run): ${snippets?.[1] ?? 'not reported'}`);
        const tree = runs[0].audits['network-dependency-tree-insight']?.details;
        const longest = JSON.stringify(tree ?? {}).match(/"longestChain":\{[^}]*\}/)?.[0];
        console.log(`${path} longest chain: ${longest ?? 'not reported'}`);
        const tasks = runs[0].audits['bootup-time']?.details?.items ?? [];
        for (const t of tasks.slice(0, 6)) console.log(`  bootup ${t.url}: total ${Math.round(t.total)} ms, script ${Math.round(t.scripting)} ms`);
      }
    }
    console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${RUNS} runs per page (medians; performance min–max in brackets)\n`);
    console.log('| page | performance | FCP | LCP | CLS | TBT | Speed Index |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.label} | ${r.performance} (${r.range.join('–')}) | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.cls} | ${r.tbtMs} ms | ${r.speedIndexMs} ms |`);
    }
  }
} finally {
  await browser?.close();
  await server.stop();
  site.close();
}
