// Benchmark: reading a 2-page PDF resume with positions (pdf.js text items → lines, columns, gutter
// dates, joined statements) in the parse worker, as an upload does. Target: p95 ≤ 60 ms.
// The file: rendercv_John_Doe_ClassicTheme_CV.pdf from the shared fixtures (FIXTURES_DIR, else
// ../shared/fixtures next to the repo), else a 2-page resume the bench writes itself.
// Run: pnpm bench:pdf-read (from the repo root: scripts/pnpm --filter @jobapp/bench bench:pdf-read)
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { repoRoot, sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { extractResumeText } from '../api/src/features/resumes/parsing/extract-text';
import { createResumeParser } from '../api/src/features/resumes/parsing/parser-pool';
import { buildPlacedPdf, bullet, column, type Placed } from '../api/src/features/resumes/parsing/test-pdfs';

const WARMUP = 20;
const SAMPLES = 200;
const FIXTURE = 'rendercv_John_Doe_ClassicTheme_CV.pdf';

const fixturePath = sharedFixturePath('resumes', FIXTURE);

function generatedTwoPager(): Buffer {
  const page = (n: number) => {
    const placed: Placed[] = [{ x: 50, top: 50, text: n === 1 ? 'Jordan Rivera' : 'PROJECTS', size: n === 1 ? 22 : 13 }];
    for (let i = 0; i < 14; i++) {
      placed.push(...bullet(50, 90 + i * 48, [
        `Built service ${i} in Node.js and TypeScript serving two million requests a day across`,
        'three regions, with PostgreSQL schemas designed for the read path and a cache in front.',
        'Cut p95 latency by 40% and the monthly bill by a third.',
      ]));
    }
    return [...placed, ...column(280, 770, [`Page ${n} of 2`])];
  };
  return buildPlacedPdf([page(1), page(2)]);
}

const fromFixture = existsSync(fixturePath);
const bytes = fromFixture ? readFileSync(fixturePath) : generatedTwoPager();
const source = fromFixture ? FIXTURE : 'a generated 2-page PDF (shared fixtures not found)';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`;
};

/** Wall times; `cpu` collects this process's CPU time per read (meaningful for in-process runs only). */
async function time(run: () => Promise<{ ok: boolean }>, cpu: number[] = []): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const result = await run();
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (!result.ok) throw new Error(`read failed: ${JSON.stringify(result)}`);
    if (i >= WARMUP) {
      times.push(elapsed);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return times;
}

interface PdfParseModule {
  PDFParse: new (options: Record<string, unknown>) => { getText(params: Record<string, unknown>): Promise<unknown>; destroy(): Promise<void> };
  VerbosityLevel: { ERRORS: number };
}

/** The previous reader, for comparison: pdf-parse getText() (the same pdf.js, no positions). */
async function pdfParseRead(): Promise<{ ok: boolean }> {
  const require = createRequire(new URL('../api/package.json', import.meta.url));
  const { PDFParse, VerbosityLevel } = (await import(require.resolve('pdf-parse'))) as PdfParseModule;
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false, disableFontFace: true, useSystemFonts: false });
  try {
    await parser.getText({ pageJoiner: '', cellSeparator: ' ' });
    return { ok: true };
  } finally {
    await parser.destroy();
  }
}

// The built worker, as the server runs it (`pnpm --filter @jobapp/api build` first); else the source one.
const builtWorker = resolve(repoRoot, 'api/dist/parse-worker.js');
const workerFile = existsSync(builtWorker) ? builtWorker : undefined;
const parser = createResumeParser({ minThreads: 1, maxThreads: 1, ...(workerFile ? { workerFile } : {}) });
try {
  const inWorker = await time(() => parser.extract({ bytes: new Uint8Array(bytes), kind: 'pdf' }));
  const cpu: number[] = [];
  const inProcess = await time(() => extractResumeText({ bytes: new Uint8Array(bytes), kind: 'pdf' }), cpu);
  const baselineCpu: number[] = [];
  const baseline = await time(pdfParseRead, baselineCpu);
  const first = await extractResumeText({ bytes: new Uint8Array(bytes), kind: 'pdf' });
  console.log(`PDF read with positions: ${source}, ${bytes.length} bytes, ${first.ok ? first.text.split('\n').length : 0} lines out`);
  console.log(`${SAMPLES} reads after ${WARMUP} warm-up, one at a time`);
  console.log(`  parse worker (piscina, as an upload): ${summary(inWorker)}   target p95 ≤ 60 ms`);
  console.log(`    worker: ${workerFile ? 'api/dist/parse-worker.js (built)' : 'source (api not built)'}`);
  console.log(`  in process (extractResumeText):       ${summary(inProcess)}`);
  console.log(`    its CPU time per read:              ${summary(cpu)}`);
  console.log(`  before, pdf-parse getText() in process: ${summary(baseline)}`);
  console.log(`    its CPU time per read:              ${summary(baselineCpu)}`);
  const load = (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`load average at the end: ${load}`);
} finally {
  await parser.close();
}
