/**
 * Resume exports (spec sections 2 and 7): the stored optimized text → DOCX or PDF in the chosen
 * template, read back and checked (parse-back.ts) before it is answered.
 */
import { AppError, isUsableContent, messages, optimizedFileName } from '@jobapp/shared';
import type { SharedBrowser } from '../../lib/browser';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import type { UserRecord } from '../users/users.queries';
import { buildResumeDocument } from './document';
import { renderDocx } from './docx';
import { findResumeForExport } from './exports.queries';
import { expectationsFor, verifyExport, type ExportFormat } from './parse-back';
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

/** Renders the text in a template and format, and checks the file; throws export_failed if it fails. */
export async function renderCheckedExport(
  browser: SharedBrowser,
  content: string,
  template: ResumeTemplateRenderer,
  format: ExportFormat,
  log: Logger,
): Promise<Buffer> {
  const doc = buildResumeDocument(content);
  const bytes = format === 'pdf' ? await browser.renderPdf(template.renderHtml(doc)) : await renderDocx(doc, template.docx);
  await verifyExport(format, bytes, expectationsFor(doc), log);
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
  const template = resolveTemplate(requestedTemplate, row.templateUsed, user.subscriptionTier);
  const started = performance.now();
  const bytes = await renderCheckedExport(deps.browser, content, template, format, log);
  log.info({ resumeId, format, template: template.id, bytes: bytes.length, ms: Math.round(performance.now() - started) }, 'Resume exported');
  return {
    bytes,
    fileName: optimizedFileName(row.originalFileName, format),
    contentType: exportContentTypes[format],
    templateId: template.id,
  };
}
