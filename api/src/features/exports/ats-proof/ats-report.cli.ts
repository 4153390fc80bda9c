/**
 * Writes shared/src/ats-report.json: the ATS proof's figures per template (ats-run.ts, the same run the
 * suite makes), for the /templates page. Run after a template changes:
 *
 *   pnpm --filter @jobapp/api ats:report
 *
 * Prints every failure it found; exits 1 when a template falls short (the file is written anyway, so
 * the page tells the truth).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resumeTemplates } from '@jobapp/shared';
import { createSharedBrowser } from '../../../lib/browser';
import { createLogger } from '../../../logger';
import { renderedTemplateIds } from '../templates';
import { atsResumes } from './ats-resumes';
import { describeFailures, proveTemplates, reportOf } from './ats-run';

const reportFile = fileURLToPath(new URL('../../../../../shared/src/ats-report.json', import.meta.url));
const logger = createLogger('warn');
const browser = createSharedBrowser({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', logger });
const print = (line: string) => process.stdout.write(`${line}\n`);

try {
  const rendered = new Set(renderedTemplateIds());
  const ids = resumeTemplates.map((t) => t.id).filter((id) => rendered.has(id));
  const started = performance.now();
  const results = await proveTemplates(browser, ids, atsResumes);
  const report = reportOf(results);
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  for (const line of results.flatMap(describeFailures)) print(line);
  for (const [id, figures] of Object.entries(report)) print(`${id}: ${figures.fieldsPercent} % of fields, ${figures.passed} of ${figures.resumes} resumes`);
  const missing = resumeTemplates.filter((t) => !rendered.has(t.id)).map((t) => t.id);
  if (missing.length > 0) print(`No renderer yet (not in the report): ${missing.join(', ')}`);
  print(`Wrote ${reportFile} (${ids.length} templates × ${atsResumes.length} resumes in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (Object.values(report).some((f) => f.passed < f.resumes)) process.exitCode = 1;
} finally {
  await browser.close();
}
