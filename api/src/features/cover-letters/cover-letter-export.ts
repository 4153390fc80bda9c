/**
 * Cover letter downloads (issue 13): TXT (the spec's text file), and DOCX and PDF laid out in the style
 * of the resume's template — its fonts, colours and header with the user's name and contact line —
 * by the same renderers and parse-back check as the resume exports (exports/letter-model.ts). A
 * template asked for by name must be one the plan unlocks (403); the resume's own falls back to
 * basic-1 when the plan no longer unlocks it.
 */
import { AppError } from '@jobapp/shared';
import { resumes } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { entitlementsFor, requireTemplate, type BillingUser } from '../billing/billing-account';
import { exportContentTypes, renderCheckedExport, type ExportFile } from '../exports/exports.service';
import type { ExportFormat } from '../exports/parse-back';
import { resolveTemplate } from '../exports/templates';
import { findOwnedResume } from '../resumes/resumes.queries';
import { coverLetterNotFound } from './cover-letters.service';
import { findCoverLetter } from './cover-letters.queries';

export type LetterFormat = ExportFormat | 'txt';

/** "Cover Letter - Acme.pdf": the company in the name, nothing a file system refuses. */
function letterFileName(company: string | null, format: LetterFormat): string {
  const safe = (company ?? '').replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  return `${safe ? `Cover Letter - ${safe}` : 'Cover Letter'}.${format}`;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function exportLetter(
  deps: Deps,
  log: Logger,
  user: BillingUser,
  id: number,
  format: LetterFormat,
  requestedTemplate: string | undefined,
): Promise<ExportFile> {
  const letter = await findCoverLetter(deps.db, user.id, id);
  if (!letter) throw new AppError('not_found', coverLetterNotFound);
  const content = letter.content ?? '';
  const fileName = letterFileName(letter.company, format);
  if (format === 'txt') {
    return { bytes: Buffer.from(`${content}\n`, 'utf8'), fileName, contentType: 'text/plain; charset=utf-8', templateId: '' };
  }
  const now = deps.clock();
  if (requestedTemplate) requireTemplate(user, requestedTemplate, now);
  const resume = letter.resumeId
    ? await findOwnedResume(deps.db, user.id, letter.resumeId, { content: resumes.optimizedContent, document: resumes.tailoredDocument, templateUsed: resumes.templateUsed })
    : undefined;
  const template = resolveTemplate(requestedTemplate, resume?.templateUsed, entitlementsFor(user, now).plan);
  const bytes = await renderCheckedExport(deps.browser, resume?.content ?? '', template, format, log, user.id, resume?.document, {
    content,
    date: LONG_DATE.format(letter.updatedAt),
  });
  log.info({ coverLetterId: id, format, template: template.id, bytes: bytes.length }, 'Cover letter exported');
  return { bytes, fileName, contentType: exportContentTypes[format], templateId: template.id };
}
