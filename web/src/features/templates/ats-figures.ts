/**
 * SLOT: each template's figures from the ATS-proof suite (issue 11, section 2), shown on /templates as
 * 'ATS-tested: 100 % of fields read back in 4 of 4 test resumes'. The suite's report is to be exported
 * from `@jobapp/shared` (ats-report.ts / ats-report.json) and is not there yet, so this answers null and
 * the card renders no line. When the report lands, read it here; nothing else changes.
 */
import { type AtsFigure } from './template-choice';

export function atsFigureFor(_templateId: string): AtsFigure | null {
  return null;
}
