/**
 * GET and PUT /api/resume/:id/document (issue 21, decision D13): the resume's structured document, the
 * one every feature reads. `original` is the resume as read (with the user's corrections), `tailored`
 * the tailored one. Saving a corrected original is free (not a revision, D9): it is stored, the resume is
 * tailored again for the same job from the corrected document's fields (never from a re-reading of
 * text), and the result becomes the resume's next version — its text, tailored document and match
 * report — so the page, every export, letters, LinkedIn and the editor show the correction at once.
 * Saving a tailored document is an editor save (a revision, D9) of that document.
 */
import { AppError, DEFAULT_TEMPLATE_ID, messages, type JobDetails, type OptimizeResult } from '@jobapp/shared';
import type { SavedResumeVersion } from '@jobapp/shared/editor/editor.schema';
import { resumeOfDocument } from '@jobapp/shared/resume/document';
import { storedResumeDocument, type DocumentWhich, type ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { renderResumeText } from '@jobapp/shared/resume/render';
import { resumes } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import type { BillingUser } from '../billing/billing-account';
import { insertVersion } from '../editor/resume-versions.queries';
import { saveResumeVersion } from '../editor/resume-versions.service';
import { originalDocumentOf } from '../tailoring/resume-documents';
import { tailorForJob } from '../tailoring/tailoring.service';
import { findOwnedResume, updateRetailoredResume } from './resumes.queries';
import { assertResumeTextBound } from './text-bound';
import { optimizeResultOf, tailoringColumnsOf } from './tailored-row';

export interface ResumeDocumentAnswer {
  which: DocumentWhich;
  /** The resume's current version (1 until its first save). */
  version: number;
  document: ResumeDocument;
}

const notFound = () => new AppError('not_found', messages.resumeNotFound);

const documentColumns = {
  version: resumes.version,
  originalText: resumes.originalText,
  optimizedContent: resumes.optimizedContent,
  originalDocument: resumes.originalDocument,
  tailoredDocument: resumes.tailoredDocument,
  jobDetails: resumes.jobDetails,
  templateUsed: resumes.templateUsed,
};

/** The stored document, or for a row from before documents its text read into one (as tailoring read it). */
function documentOf(stored: unknown, text: string | null): ResumeDocument | null {
  const doc = storedResumeDocument(stored);
  if (doc) return doc;
  return text && text.trim() !== '' ? originalDocumentOf(text) : null;
}

export async function getResumeDocument(deps: Deps, userId: number, resumeId: number, which: DocumentWhich): Promise<ResumeDocumentAnswer> {
  const row = await findOwnedResume(deps.db, userId, resumeId, documentColumns);
  if (!row) throw notFound();
  const document = which === 'original' ? documentOf(row.originalDocument, row.originalText) : documentOf(row.tailoredDocument, row.optimizedContent);
  if (!document) throw new AppError('unprocessable', messages.contentNeedsProcessing);
  return { which, version: row.version, document };
}

/**
 * The corrected original: tailored again for the resume's job (no quota), then stored in one
 * transaction as the resume's next version with its corrected original document and text.
 */
export async function saveOriginalDocument(deps: Deps, log: Logger, userId: number, resumeId: number, document: ResumeDocument): Promise<OptimizeResult> {
  const row = await findOwnedResume(deps.db, userId, resumeId, documentColumns);
  if (!row) throw notFound();
  const job = row.jobDetails as JobDetails | null;
  if (!job?.description) throw new AppError('unprocessable', messages.contentNeedsProcessing);

  // The text anything still reading text sees, and what the engine scores: the corrected document rendered.
  const resumeText = renderResumeText(resumeOfDocument(document));
  assertResumeTextBound(resumeText);
  const outcome = await tailorForJob(deps, { resumeText, job, originalDocument: document, now: deps.clock() }, userId);
  const columns = tailoringColumnsOf(outcome);
  const now = deps.clock();

  const version = await deps.db.transaction(async (tx) => {
    const added = await insertVersion(tx, {
      userId,
      resumeId,
      content: columns.optimizedContent,
      document: columns.tailoredDocument,
      source: 'tailoring',
      storageBytes: 0,
      now,
    });
    if (!added.ok) throw notFound();
    if (!(await updateRetailoredResume(tx, userId, resumeId, { ...columns, originalText: resumeText, updatedAt: now }))) throw notFound();
    return added.version;
  });
  log.info({ resumeId, version, scoreBefore: outcome.match.scoreBefore, scoreAfter: outcome.match.scoreAfter }, 'Corrected original saved and resume tailored again');
  return optimizeResultOf(resumeId, job, outcome, row.templateUsed ?? DEFAULT_TEMPLATE_ID);
}

/** An edited tailored document: saved like the editor's text (a revision, D9), as its rendering and itself. */
export async function saveTailoredDocument(deps: Deps, log: Logger, user: BillingUser, resumeId: number, document: ResumeDocument): Promise<SavedResumeVersion> {
  const row = await findOwnedResume(deps.db, user.id, resumeId, { id: resumes.id });
  if (!row) throw notFound();
  const content = renderResumeText(resumeOfDocument(document));
  assertResumeTextBound(content);
  const saved = await saveResumeVersion(deps, log, user, resumeId, content, { ...document });
  log.info({ resumeId, version: saved.version }, 'Tailored document saved');
  return saved;
}
