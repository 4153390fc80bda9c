/**
 * Benchmark (not a test): the job-search log's PDF (issue 24, section 6) for 200 applications with a
 * warm browser — building the entries, the HTML and Chromium's print, the work GET
 * /api/applications/log.pdf does after its database read — and the read-back: every company and role
 * must be in the PDF's text. Target: ≤ 1 s. (The whole request over HTTP, database read included, is
 * bounded in api/src/features/applications/search-log.timing.test.ts.)
 *
 *   pnpm --filter @jobapp/bench bench:search-log [runs] [applications]
 *
 * Defaults: 30 measured runs after 5 warm-up runs, 200 applications.
 */
import { searchLogQuerySchema } from '@jobapp/shared/applications/search-log';
import { loadDotEnv, readEnvOrExit } from '../api/src/env';
import { createSharedBrowser } from '../api/src/lib/browser';
import { createLogger } from '../api/src/logger';
import { buildLogEntries, searchLogPdf } from '../api/src/features/applications/search-log.service';
import type { SearchLog } from '../api/src/features/applications/search-log.html';
import type { LogApplicationRow, LogStageRow } from '../api/src/features/applications/search-log.queries';
import { extractPdfText } from '../api/src/features/exports/parse-back';

const WARM_UP = 5;
const runs = Number(process.argv[2] ?? 30);
const count = Number(process.argv[3] ?? 200);

loadDotEnv();
const env = readEnvOrExit();
const browser = createSharedBrowser({ executablePath: env.CHROME_PATH, logger: createLogger('warn') });
const range = searchLogQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' });

const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 36 * 3_600_000);
const rows: LogApplicationRow[] = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  company: `Company ${String(i).padStart(3, '0')} Holdings`,
  jobTitle: `Role ${String(i).padStart(3, '0')} Specialist`,
  jobUrl: `https://jobs.example.com/posting/${i}?utm_source=board&ref=${i}`,
  stage: 'interviewing',
  contacts: [{ name: `Contact ${i}`, email: `c${i}@example.com`, phone: '+1 614 555 0100' }],
  createdAt: day(i),
  stageChangedAt: day(i + 2),
  appliedAt: day(i + 1),
}));
const stages: LogStageRow[] = rows.flatMap((row, i) => [
  { applicationId: row.id, stage: 'saved', at: day(i) },
  { applicationId: row.id, stage: 'applied', at: day(i + 1) },
  { applicationId: row.id, stage: 'interviewing', at: day(i + 2) },
]);

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}
const print = (line: string) => process.stdout.write(`${line}\n`);

async function timedPrint(): Promise<{ ms: number; bytes: Buffer }> {
  const started = performance.now();
  const log: SearchLog = { owner: 'Ada Lovelace', range, entries: buildLogEntries(rows, stages) };
  const file = await searchLogPdf({ browser }, log);
  return { ms: performance.now() - started, bytes: file.bytes };
}

try {
  await browser.warmUp();
  for (let i = 0; i < WARM_UP; i++) await timedPrint();
  const times: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const { ms, bytes } = await timedPrint();
    times.push(ms);
    last = bytes;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const text = (await extractPdfText(last)).replace(/\s+/gu, ' ');
  const missing = rows.filter((row) => !text.includes(row.company) || !text.includes(row.jobTitle)).length;
  const pages = /-- \d+ of (\d+) --/u.exec(text)?.[1] ?? '?';
  print(`Job-search log, ${count} applications, ${runs} runs (warm Chromium ${env.CHROME_PATH}):`);
  print(`  p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (target ≤ 1000 ms)`);
  print(`  ${pages} pages, ${(last.length / 1024).toFixed(0)} KB; read back: ${count - missing}/${count} companies and roles`);
  if (missing > 0 || percentile(sorted, 95) > 1000) process.exitCode = 1;
} finally {
  await browser.close();
}
