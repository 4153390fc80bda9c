/**
 * The ATS proof's figures per resume template (issue 11, section 2), as the /templates page shows them:
 * "ATS-tested: 100 % of fields read back in 4 of 4 test resumes". Measured by the API's ATS-proof
 * suite (api/src/features/exports/ats-proof) and written to ats-report.json by
 * `pnpm --filter @jobapp/api ats:report`; a test there fails when this file disagrees with what the
 * suite measures. A template with no entry has not been tested (no renderer yet).
 */
import report from './ats-report.json';

export interface AtsTemplateFigures {
  /** Test resumes the template was exported and read back with. */
  resumes: number;
  /** Of those, the resumes whose every field read back, from PDF (three readers) and DOCX. */
  passed: number;
  /** Share of all fields read back over those resumes, 0–100, rounded down to 0.1. */
  fieldsPercent: number;
}

export type AtsReport = Record<string, AtsTemplateFigures>;

export const atsReport: Readonly<AtsReport> = report satisfies AtsReport;

/** The figures of one template, or null when it has not been tested. */
export function atsFiguresFor(templateId: string): AtsTemplateFigures | null {
  return Object.hasOwn(atsReport, templateId) ? (atsReport[templateId] ?? null) : null;
}

/** "ATS-tested: 100 % of fields read back in 4 of 4 test resumes", or null when untested. */
export function atsTestedLabel(templateId: string): string | null {
  const figures = atsFiguresFor(templateId);
  if (!figures) return null;
  return `ATS-tested: ${figures.fieldsPercent} % of fields read back in ${figures.passed} of ${figures.resumes} test resumes`;
}
