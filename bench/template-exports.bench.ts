/**
 * Benchmark (not a test), issue 11 section 5: for every template of the catalogue (27),
 * 1. PDF export of a 2-page resume with a warm browser, the parse-back check included (what
 *    GET /api/resume/:id/download/pdf does after its database read): p50/p95/max per template.
 *    Target: p95 ≤ 150 ms for every template.
 * 2. Making all the previews (thumbnail + page, PNG) from an empty cache, Chromium start included.
 *    Target: ≤ 30 s.
 *
 *   pnpm --filter @jobapp/bench bench:template-exports [runs per template]
 *
 * Default 40 measured runs per template after 5 warm-up runs, one at a time. A template with no
 * renderer yet is listed as such (it would print basic-1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { resumeTemplates } from '@jobapp/shared';
import { documentFromResume } from '@jobapp/shared/resume/document';
import { parseResume } from '@jobapp/shared/resume/structure';
import { loadDotEnv, readEnvOrExit } from '../api/src/env';
import { createSharedBrowser } from '../api/src/lib/browser';
import { createLogger } from '../api/src/logger';
import { fixture } from '../api/src/features/exports/__fixtures__/resumes';
import { renderCheckedExport } from '../api/src/features/exports/exports.service';
import { renderedTemplateIds, rendererById } from '../api/src/features/exports/templates';
import { createPreviewBrowser } from '../api/src/features/templates/preview-browser';
import { createTemplatePreviews } from '../api/src/features/templates/template-previews';

const WARM_UP = 5;
const runs = Number(process.argv[2] ?? 40);

loadDotEnv();
const env = readEnvOrExit();
const logger = createLogger('silent');
const browser = createSharedBrowser({ executablePath: env.CHROME_PATH, logger });
const content = fixture('long-software').text;
const document = documentFromResume(parseResume(content));
const rendered = new Set(renderedTemplateIds());

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function timedExport(templateId: string): Promise<number> {
  const started = performance.now();
  await renderCheckedExport(browser, content, rendererById(templateId), 'pdf', logger, document);
  return performance.now() - started;
}

const previewDir = mkdtempSync(join(tmpdir(), 'bench-previews-'));
try {
  print(`load average before: ${load()}`);
  await browser.warmUp();
  print(`PDF export, 2-page resume (long-software, from its document), parse-back check included; ${runs} runs per template after ${WARM_UP} warm-up, one at a time`);
  print('| template | p50 | p95 | max | ≤ 150 ms |');
  print('|---|---|---|---|---|');
  const over: string[] = [];
  const failed: string[] = [];
  for (const { id } of resumeTemplates) {
    if (!rendered.has(id)) {
      print(`| ${id} | – | – | – | no renderer yet |`);
      continue;
    }
    const times: number[] = [];
    try {
      for (let i = 0; i < WARM_UP; i++) await timedExport(id);
      for (let i = 0; i < runs; i++) times.push(await timedExport(id));
    } catch (error) {
      failed.push(id);
      print(`| ${id} | – | – | – | export failed: ${error instanceof Error ? error.message : String(error)} |`);
      continue;
    }
    const sorted = times.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    if (p95 > 150) over.push(id);
    print(`| ${id} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(sorted[sorted.length - 1] ?? NaN)} | ${p95 <= 150 ? 'yes' : 'NO'} |`);
  }
  print(`templates over the target: ${over.length === 0 ? 'none' : over.join(', ')}; failing their export check: ${failed.length === 0 ? 'none' : failed.join(', ')}; load average after: ${load()}`);
  await browser.close();

  const previewBrowser = createPreviewBrowser({ executablePath: env.CHROME_PATH, logger });
  const previews = createTemplatePreviews({ dir: previewDir, browser: previewBrowser, logger });
  const started = performance.now();
  const failedPreviews = await previews.generateAll();
  const seconds = (performance.now() - started) / 1000;
  await previewBrowser.close();
  print(`previews: ${rendered.size} templates × (300 px thumbnail + 1240 px page), empty cache, Chromium start included: ${seconds.toFixed(1)} s (target ≤ 30 s); failed: ${failedPreviews.join(', ') || 'none'}; load average: ${load()}`);
} finally {
  await browser.close();
  rmSync(previewDir, { recursive: true, force: true });
}
