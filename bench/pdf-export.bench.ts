/**
 * Benchmark (not a test): PDF export of a 2-page resume with a warm browser, including the
 * parse-back check — the work GET /api/resume/:id/download/pdf does after its database read.
 * Target: p95 ≤ 150 ms.
 *
 *   pnpm --filter @jobapp/bench bench:pdf [runs] [concurrency]
 *
 * Defaults: 200 measured runs after 20 warm-up runs, one at a time. Also prints where the time goes
 * (model, HTML, Chromium, read-back) as means over separate runs of each stage.
 */
import { loadDotEnv, readEnvOrExit } from '../api/src/env';
import { createSharedBrowser } from '../api/src/lib/browser';
import { createLogger } from '../api/src/logger';
import { fixture } from '../api/src/features/exports/__fixtures__/resumes';
import { buildResumeDocument } from '../api/src/features/exports/document';
import { renderCheckedExport } from '../api/src/features/exports/exports.service';
import { expectationsFor, extractPdfText, findTextProblems } from '../api/src/features/exports/parse-back';
import { resolveTemplate } from '../api/src/features/exports/templates';

const WARM_UP = 20;
const runs = Number(process.argv[2] ?? 200);
const concurrency = Math.max(1, Number(process.argv[3] ?? 1));

loadDotEnv();
const env = readEnvOrExit();
const logger = createLogger('warn');
const browser = createSharedBrowser({ executablePath: env.CHROME_PATH, logger, maxConcurrent: Math.max(2, concurrency) });
const content = fixture('long-software').text;
const template = resolveTemplate('basic-1', null, 'free_trial');

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timedExport(): Promise<number> {
  const started = performance.now();
  await renderCheckedExport(browser, content, template, 'pdf', logger, null);
  return performance.now() - started;
}

try {
  const launchStart = performance.now();
  await browser.warmUp();
  print(`Chromium launch + first page: ${ms(performance.now() - launchStart)} (${env.CHROME_PATH})`);

  for (let i = 0; i < WARM_UP; i++) await timedExport();

  const times: number[] = [];
  const wallStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < runs) {
        next += 1;
        times.push(await timedExport());
      }
    }),
  );
  const wall = performance.now() - wallStart;
  const sorted = [...times].sort((a, b) => a - b);
  const pages = (await extractPdfText(await browser.renderPdf(template.renderHtml(buildResumeDocument(content))))).match(/-- \d+ of (\d+) --/)?.[1];

  // Where the time goes: each stage on its own.
  const stage = { model: 0, html: 0, pdf: 0, check: 0 };
  const stageRuns = 30;
  for (let i = 0; i < stageRuns; i++) {
    let t = performance.now();
    const doc = buildResumeDocument(content);
    stage.model += performance.now() - t;
    t = performance.now();
    const html = template.renderHtml(doc);
    stage.html += performance.now() - t;
    t = performance.now();
    const pdf = await browser.renderPdf(html);
    stage.pdf += performance.now() - t;
    t = performance.now();
    const problems = findTextProblems(await extractPdfText(pdf), expectationsFor(doc));
    stage.check += performance.now() - t;
    if (problems.length > 0) throw new Error(`Check failed: ${problems.join('; ')}`);
  }

  print(`PDF export (${pages ?? '?'}-page resume, template ${template.id}, parse-back check included)`);
  print(`runs ${runs} after ${WARM_UP} warm-up, concurrency ${concurrency}, ${(runs / (wall / 1000)).toFixed(1)} exports/s`);
  print(`p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted[sorted.length - 1] ?? NaN)}  mean ${ms(times.reduce((a, b) => a + b, 0) / times.length)}`);
  print(
    `stage means: model ${ms(stage.model / stageRuns)}, html ${ms(stage.html / stageRuns)}, ` +
      `chromium ${ms(stage.pdf / stageRuns)}, read-back check ${ms(stage.check / stageRuns)}`,
  );
} finally {
  await browser.close();
}
