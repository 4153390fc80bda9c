/**
 * Resume exports (spec sections 2 and 7): the stored tailored document (for a row from before documents,
 * its optimized text) → DOCX or PDF in the chosen template, read back and checked (parse-back.ts) before
 * it is answered. The CPU work (document model,
 * DOCX rendering, the read-back checks) runs in the compute pool (export-task.ts); Chromium prints the
 * PDF in between. Past the pool's time or memory limit → 422; its queue full → 503; the user's other
 * compute task still running → 429.
 */
import { AppError, isUsableContent, messages, optimizedFileName } from '@jobapp/shared';
import { exportMessages } from '@jobapp/shared/export-messages';
import type { SharedBrowser } from '../../lib/browser';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { compute, type ComputeCall } from '../../lib/compute/compute';
import type { ComputeOwner } from '../../lib/compute/compute-pool';
import type { UserRecord } from '../users/users.queries';
import type { ExportCheck, PrepareExportInput } from './export-task';
import { findLatestResumeForExport, findResumeForExport } from './exports.queries';
import { entitlementsFor, requireTemplate } from '../billing/billing-account';
import type { ExportFormat } from './parse-back';
import { resolveTemplate, type ResumeTemplateRenderer } from './templates';

export const exportContentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface ExportFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  templateId: string;
}

/** An export step in the compute pool, worded for exports (too complex, busy, the user's other download running). */
const exportCompute = (log: Logger, owner: ComputeOwner): ComputeCall => ({
  log,
  owner,
  tooComplex: exportMessages.tooComplex,
  busy: exportMessages.busy,
  tooMany: exportMessages.tooManyAtOnce,
});

/** Logs why a file failed its check and throws export_failed (as verifyExport does in-process). */
function assertChecked(check: ExportCheck, format: ExportFormat, log: Logger): void {
  if (check.ok) return;
  if (check.reason === 'unreadable') log.error({ format, detail: check.problems[0] }, 'Export could not be read back');
  else log.error({ format, problems: check.problems }, 'Export failed its parse-back check');
  throw new AppError('export_failed', messages.exportFailed);
}

/** Renders the document (else the text) in a template and format, and checks the file; throws export_failed if it fails. */
export async function renderCheckedExport(
  browser: SharedBrowser,
  content: string,
  template: ResumeTemplateRenderer,
  format: ExportFormat,
  log: Logger,
  owner: ComputeOwner,
  document?: unknown,
  letter?: PrepareExportInput['letter'],
): Promise<Buffer> {
  const call = exportCompute(log, owner);
  const prepared = await compute('prepare-export', { content, document, templateId: template.id, format, ...(letter ? { letter } : {}) }, call);
  if (prepared.format === 'docx') {
    assertChecked(prepared.check, format, log);
    return Buffer.from(prepared.bytes.buffer, prepared.bytes.byteOffset, prepared.bytes.byteLength);
  }
  const bytes = await browser.renderPdf(prepared.html);
  assertChecked(await compute('check-pdf', { bytes, expectations: prepared.expectations }, call), format, log);
  return bytes;
}

export async function exportResume(
  deps: Deps,
  log: Logger,
  user: UserRecord,
  resumeId: number,
  format: ExportFormat,
  requestedTemplate: string | undefined,
): Promise<ExportFile> {
  const row = await findResumeForExport(deps.db, user.id, resumeId);
  if (!row) throw new AppError('not_found', messages.resumeNotFound);
  const content = row.optimizedContent ?? '';
  if (!isUsableContent(content)) throw new AppError('unprocessable', messages.contentNeedsProcessing);
  // A template asked for by name must be one the plan unlocks (403 otherwise); the resume's own template
  // falls back to basic-1 if the plan no longer unlocks it.
  const now = deps.clock();
  if (requestedTemplate) requireTemplate(user, requestedTemplate, now);
  const template = resolveTemplate(requestedTemplate, row.templateUsed, entitlementsFor(user, now).plan);
  const started = performance.now();
  const bytes = await renderCheckedExport(deps.browser, content, template, format, log, user.id, row.tailoredDocument);
  log.info({ resumeId, format, template: template.id, bytes: bytes.length, ms: Math.round(performance.now() - started) }, 'Resume exported');
  return {
    bytes,
    fileName: optimizedFileName(row.originalFileName, format),
    contentType: exportContentTypes[format],
    templateId: template.id,
  };
}

/** The resume as JSON Resume (`resume.json`): its tailored document, each statement as stored. */
export async function exportJsonResume(deps: Deps, log: Logger, user: UserRecord, resumeId: number): Promise<ExportFile> {
  const row = await findResumeForExport(deps.db, user.id, resumeId);
  if (!row) throw new AppError('not_found', messages.resumeNotFound);
  const content = row.optimizedContent ?? '';
  if (!row.tailoredDocument && !isUsableContent(content)) throw new AppError('unprocessable', messages.contentNeedsProcessing);
  const json = await compute('json-resume', { content, document: row.tailoredDocument }, exportCompute(log, user.id));
  log.info({ resumeId, format: 'json' }, 'Resume exported');
  return { bytes: Buffer.from(json, 'utf8'), fileName: 'resume.json', contentType: 'application/json; charset=utf-8', templateId: row.templateUsed ?? '' };
}

/**
 * The HTML of the user's newest resume in a template ("Preview with my resume"): made in the compute
 * pool like an export; null when the user has no resume with usable content yet.
 */
export async function latestResumeHtml(deps: Deps, log: Logger, user: UserRecord, templateId: string): Promise<string | null> {
  const row = await findLatestResumeForExport(deps.db, user.id);
  const content = row?.optimizedContent ?? '';
  if (!row || !isUsableContent(content)) return null;
  const prepared = await compute('prepare-export', { content, document: row.tailoredDocument, templateId, format: 'pdf' }, exportCompute(log, user.id));
  return prepared.format === 'pdf' ? prepared.html : null;
}
