/**
 * Runs the ATS proof: every template that has a renderer × the given resumes → the PDF as exports
 * print it (the shared Chromium, default print options: Letter, tagged) and the DOCX (renderDocx),
 * each read back (read-back.ts) and checked field by field (ats-checks.ts). Used by the test suite and
 * by the report script, so the committed figures are what the suite measures.
 */
import type { AtsReport, AtsTemplateFigures } from '@jobapp/shared/ats-report';
import type { SharedBrowser } from '../../../lib/browser';
import { renderDocx } from '../docx';
import { exportModelOfDocument } from '../model-from-document';
import { rendererById, type ResumeTemplateRenderer } from '../templates';
import { checkReading, fieldCount, fieldGroups, sectionOrderInHtml, type FieldFailure } from './ats-checks';
import type { AtsResume } from './ats-resumes';
import { readDocx, readPdf } from './read-back';

/** Forbidden-character classes (3) and the page count, counted as fields besides the model's. */
const EXTRA_FIELDS = 4;

export interface AtsCaseResult {
  templateId: string;
  resumeId: string;
  fields: number;
  pages: number;
  failures: FieldFailure[];
  /** Distinct fields that failed in at least one reading. */
  failedFields: number;
}

export async function proveTemplate(browser: SharedBrowser, renderer: ResumeTemplateRenderer, resume: AtsResume): Promise<AtsCaseResult> {
  const templateId = renderer.id;
  const model = exportModelOfDocument(resume.document);
  const html = renderer.renderHtml(model);
  const groups = fieldGroups(model);
  const [pdf, docx] = await Promise.all([browser.renderPdf(html), renderDocx(model, renderer.docx)]);
  const [{ readings, pages }, docxReading] = await Promise.all([readPdf(pdf), readDocx(docx)]);
  const pdfOrder = sectionOrderInHtml(groups, html);
  const failures = [
    ...readings.flatMap((reading) => checkReading(reading, model.name, pdfOrder)),
    ...checkReading(docxReading, model.name, groups),
  ];
  if (pages > resume.maxPages) failures.push({ reader: 'pages', field: 'page count', problem: `${pages} pages, at most ${resume.maxPages}` });
  return {
    templateId,
    resumeId: resume.id,
    fields: fieldCount(groups) + EXTRA_FIELDS,
    pages,
    failures,
    failedFields: new Set(failures.map((f) => f.field)).size,
  };
}

/** All pairs, `concurrency` at a time (Chromium prints two at once by default). */
export async function proveTemplates(
  browser: SharedBrowser,
  templateIds: readonly string[],
  resumes: readonly AtsResume[],
  concurrency = 2,
): Promise<AtsCaseResult[]> {
  const jobs = templateIds.flatMap((templateId) => resumes.map((resume) => ({ templateId, resume })));
  const results: AtsCaseResult[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, concurrency) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        const job = jobs[index]!;
        results[index] = await proveTemplate(browser, rendererById(job.templateId), job.resume);
      }
    }),
  );
  return results;
}

/** Per template: resumes tried, resumes with every field read back, and the share of fields read back. */
export function reportOf(results: readonly AtsCaseResult[]): AtsReport {
  const report: Record<string, AtsTemplateFigures> = {};
  // In the order of the results (the catalogue's, as proveTemplates was given it).
  for (const templateId of new Set(results.map((r) => r.templateId))) {
    const mine = results.filter((r) => r.templateId === templateId);
    const fields = mine.reduce((n, r) => n + r.fields, 0);
    const read = mine.reduce((n, r) => n + r.fields - r.failedFields, 0);
    report[templateId] = {
      resumes: mine.length,
      passed: mine.filter((r) => r.failures.length === 0).length,
      fieldsPercent: fields === 0 ? 0 : Math.floor((1000 * read) / fields) / 10,
    };
  }
  return report;
}

/** One line per failure: template, resume, reader, field and what is wrong. */
export function describeFailures(result: AtsCaseResult): string[] {
  return result.failures.map((f) => `${result.templateId} × ${result.resumeId} [${f.reader}]: ${f.field}: ${f.problem}`);
}
