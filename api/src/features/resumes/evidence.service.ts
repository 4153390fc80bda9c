/**
 * POST /api/resume/:id/evidence — "I have this" (issue 9, point 6). The user's one line of evidence for
 * a gap is added to the resume's original document as their own statement (source 'user', the
 * requirement it answers), the resume is tailored again against the stored job, and the row's tailored
 * text, match report and documents are replaced; the report's "before" stays the resume before any
 * answer, so a requirement the answer meets shows in the score at once. The uploaded text itself is
 * kept as it was uploaded.
 */
import { AppError, DEFAULT_TEMPLATE_ID, messages, type JobDetails, type OptimizeResult } from '@jobapp/shared';
import { resumeOfDocument, withUserStatement } from '@jobapp/shared/resume/document';
import { storedResumeDocument } from '@jobapp/shared/resume/document.schema';
import { evidenceMessages, type AddEvidenceInput } from '@jobapp/shared/resume/evidence.schema';
import { renderResumeText } from '@jobapp/shared/resume/render';
import { withEarlierBaseline } from '@jobapp/shared/tailoring/changes';
import type { StoredMatchReport } from '@jobapp/shared/tailoring/engine';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { originalDocumentOf } from '../tailoring/resume-documents';
import { tailorForJob } from '../tailoring/tailoring.service';
import { findResumeForEvidence, updateRetailoredResume } from './resumes.queries';
import { optimizeResultOf, tailoringColumnsOf } from './tailored-row';

/** The stored report when it has the scores the rescore keeps (a row tailored before reports: none). */
function earlierReport(match: Record<string, unknown> | null): StoredMatchReport | null {
  if (!match || typeof match.scoreBefore !== 'number' || typeof match.breakdownBefore !== 'object' || !Array.isArray(match.items)) return null;
  return match as unknown as StoredMatchReport;
}

export async function addEvidence(deps: Deps, log: Logger, userId: number, resumeId: number, input: AddEvidenceInput): Promise<OptimizeResult> {
  const row = await findResumeForEvidence(deps.db, userId, resumeId);
  if (!row) throw new AppError('not_found', messages.resumeNotFound);
  const job = row.jobDetails as JobDetails | null;
  if (!job?.description || !row.originalText) throw new AppError('unprocessable', messages.contentNeedsProcessing);

  // Resumes made before documents were stored get theirs from the uploaded text (same reading as then).
  const original = storedResumeDocument(row.originalDocument) ?? originalDocumentOf(row.originalText);
  const withEvidence = withUserStatement(original, input.statement, input.requirement, evidenceMessages.sectionHeading);
  const resumeText = renderResumeText(resumeOfDocument(withEvidence));
  const tailored = await tailorForJob(deps, { resumeText, job, originalDocument: withEvidence, now: deps.clock() }, userId);
  // The score is measured against the resume before any answer, so the answer shows in it at once.
  const outcome = { ...tailored, match: withEarlierBaseline(tailored.match, earlierReport(row.match), input.requirement) };

  const saved = await updateRetailoredResume(deps.db, userId, resumeId, { ...tailoringColumnsOf(outcome), updatedAt: deps.clock() });
  if (!saved) throw new AppError('not_found', messages.resumeNotFound);
  log.info({ resumeId, scoreBefore: outcome.match.scoreBefore, scoreAfter: outcome.match.scoreAfter }, 'Evidence added and resume tailored again');
  return optimizeResultOf(resumeId, job, outcome, row.templateUsed ?? DEFAULT_TEMPLATE_ID);
}
