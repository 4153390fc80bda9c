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
 * Also the CPU time one export costs (this process with its worker threads, and Chromium's process
 * tree, from /proc), a figure that hardly moves when other work shares the machine.
 *
 * Default 40 measured runs per template after 5 warm-up runs, one at a time. A template with no
 * renderer yet is listed as such (it would print basic-1).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
import { exportModelOfDocument } from '../api/src/features/exports/model-from-document';
import { renderedTemplateIds, rendererById } from '../api/src/features/exports/templates';
import { createPreviewBrowser } from '../api/src/features/templates/preview-browser';
import { createTemplatePreviews } from '../api/src/features/templates/template-previews';

const WARM_UP = 5;
/** Linux's USER_HZ (getconf CLK_TCK): /proc times are in these ticks. */
const CLOCK_TICKS = 100;
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

/** CPU ticks of Chromium's process tree by pid (Linux /proc; empty elsewhere). */
function chromiumTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  const root = browser.processId();
  if (root === undefined || !existsSync('/proc')) return ticks;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of stats) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) ticks.set(pid, stats.get(pid)?.ticks ?? 0);
  return ticks;
}

/**
 * A CPU clock: this process (all its threads, the compute workers too) plus Chromium's processes,
 * each counted from the start (a renderer that ends meanwhile loses its last ticks: a slight undercount).
 */
function startCpuClock(): () => number {
  const own = process.cpuUsage();
  const chromium = chromiumTicks();
  return () => {
    const used = process.cpuUsage(own);
    let ticks = 0;
    for (const [pid, now] of chromiumTicks()) ticks += now - (chromium.get(pid) ?? 0);
    return (used.user + used.system) / 1000 + (ticks * 1000) / CLOCK_TICKS;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function timedExport(templateId: string): Promise<number> {
  const started = performance.now();
  await renderCheckedExport(browser, content, rendererById(templateId), 'pdf', logger, null, document);
  return performance.now() - started;
}

const previewDir = mkdtempSync(join(tmpdir(), 'bench-previews-'));
try {
  print(`load average before: ${load()}`);
  await browser.warmUp();
  print(`PDF export, 2-page resume (long-software, from its document), parse-back check included; ${runs} runs per template after ${WARM_UP} warm-up, one at a time`);
  print('| template | p50 | p95 | max | CPU per export (API + workers + Chromium) | HTML (fonts embedded) | p95 ≤ 150 ms |');
  print('|---|---|---|---|---|---|---|');
  const over: string[] = [];
  const failed: string[] = [];
  for (const { id } of resumeTemplates) {
    if (!rendered.has(id)) {
      print(`| ${id} | – | – | – | – | – | no renderer yet |`);
      continue;
    }
    const times: number[] = [];
    let cpu = 0;
    try {
      for (let i = 0; i < WARM_UP; i++) await timedExport(id);
      const cpuClock = startCpuClock();
      for (let i = 0; i < runs; i++) times.push(await timedExport(id));
      cpu = cpuClock() / runs;
    } catch (error) {
      failed.push(id);
      print(`| ${id} | – | – | – | – | – | export failed: ${error instanceof Error ? error.message : String(error)} |`);
      continue;
    }
    const sorted = times.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    if (p95 > 150) over.push(id);
    const htmlKb = Buffer.byteLength(rendererById(id).renderHtml(exportModelOfDocument(document))) / 1024;
    print(`| ${id} | ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(sorted[sorted.length - 1] ?? NaN)} | ${ms(cpu)} | ${htmlKb.toFixed(0)} KB | ${p95 <= 150 ? 'yes' : 'NO'} |`);
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
