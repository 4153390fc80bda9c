/**
 * Cover letters (issue 13, section 1; spec sections 3, 5, 7, 8; D4, D9). Writing one: the plan must
 * include cover letters (403 with its message otherwise; 402 once the trial or plan has ended), the
 * resume must be the user's, the job is resolved like a tailoring's; the built-in generator writes the
 * letter in the template's structure from the resume document (compute pool), or a configured model
 * does and the truthfulness check takes out what it invented (reported as removedClaims). The period's
 * quota is taken in the same transaction as the insert, so parallel requests at the limit let exactly
 * the remaining number through and a failed insert gives the unit back.
 */
import { AppError, messages, type EngineInfo, type JobDetails } from '@jobapp/shared';
import {
  extrasOfRequest,
  type CoverLetterDetail,
  type CoverLetterListItem,
  type CoverLetterResult,
  type GenerateCoverLetterRequest,
} from '@jobapp/shared/cover-letters/cover-letter.schema';
import { builtInTextWarnings } from '@jobapp/shared/cover-letters/generate';
import { coverLetterTemplateOrDefault } from '@jobapp/shared/cover-letters/templates';
import { jobOfDetails, recordWorkOnCard } from '../applications/applications.service';
import { resumes } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { requireFeature, takeQuota, type BillingUser } from '../billing/billing-account';
import { findOwnedResume } from '../resumes/resumes.queries';
import { assertResumeTextBound } from '../resumes/text-bound';
import { compute, type ComputeCall } from '../../lib/compute/compute';
import type { LetterTaskInput, LetterTaskResult } from '@jobapp/shared/cover-letters/letter-task';
import { letterJobOf } from './cover-letter-job';
import { requestModelLetter } from './cover-letter-model';
import {
  deleteCoverLetter,
  findCoverLetter,
  findCoverLetters,
  insertCoverLetter,
  updateCoverLetterContent,
  type CoverLetterDetailRecord,
  type CoverLetterRecord,
} from './cover-letters.queries';

export const coverLetterNotFound = 'Cover letter not found';

async function writeLetter(deps: Deps, call: ComputeCall, input: LetterTaskInput, resumeText: string): Promise<LetterTaskResult & { engine: EngineInfo }> {
  const { log } = call;
  const builtIn = await compute('cover-letter', input, call);
  const template = coverLetterTemplateOrDefault(input.templateId);
  const answer = await requestModelLetter(deps, {
    template,
    resumeText,
    job: input.job,
    extras: input.extras as Record<string, string>,
    ...(input.customInstructions ? { customInstructions: input.customInstructions } : {}),
  });
  if (answer === null) return { ...builtIn, engine: { name: 'built-in' } };
  if (!answer.ok) {
    log.warn({ reason: answer.reason, detail: answer.detail }, 'The model did not write the cover letter; the built-in letter is used');
    return { ...builtIn, engine: { name: 'built-in', fallbackReason: answer.reason } };
  }
  const checked = await compute('check-cover-letter', { ...input, paragraphs: answer.value.paragraphs }, call);
  if (checked.problems.length > 0) {
    log.warn({ problems: checked.problems, removed: checked.removedClaims.length }, "The model's cover letter failed its template's structure; the built-in letter is used");
    return { ...builtIn, removedClaims: checked.removedClaims, engine: { name: 'built-in', fallbackReason: 'invalid-output' } };
  }
  return { ...checked, warnings: builtIn.warnings.filter((w) => !builtInTextWarnings.has(w.code)), engine: { name: answer.model } };
}

export async function generateLetter(deps: Deps, log: Logger, user: BillingUser & { fullName?: string | null }, input: GenerateCoverLetterRequest): Promise<CoverLetterResult> {
  // 403 for a plan without cover letters, 402 once the trial or plan has ended: before any work.
  requireFeature(user, 'cover_letter', deps.clock());
  const resume = await findOwnedResume(deps.db, user.id, input.resumeId, {
    document: resumes.tailoredDocument,
    content: resumes.optimizedContent,
    jobDetails: resumes.jobDetails,
  });
  if (!resume) throw new AppError('not_found', messages.resumeNotFound);
  const job = await letterJobOf(deps, user.id, input, (resume.jobDetails as JobDetails | null) ?? null);
  const extras = extrasOfRequest(input);
  const resumeText = resume.content ?? '';
  // A resume stored before the bound existed is held to it too, before it reaches the pool.
  assertResumeTextBound(resumeText);
  const letter = await writeLetter(
    deps,
    { log, owner: user.id },
    {
      document: resume.document,
      resumeText,
      job: { title: job.title, company: job.company, description: job.description },
      templateId: input.templateId,
      extras,
      ...(input.customInstructions ? { customInstructions: input.customInstructions } : {}),
      ...(job.requirements ? { requirements: job.requirements } : {}),
      // The sign-off when the resume's contact details lost the name: the account's full name.
      ...(user.fullName?.trim() ? { candidateName: user.fullName.trim() } : {}),
      // The day it is written: a role held until now counts to it, as in the tailored resume's summary.
      now: deps.clock().toISOString(),
    },
    resumeText,
  );
  if (letter.problems.length > 0) log.info({ problems: letter.problems }, 'The cover letter does not meet every structure rule of its template');

  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    await takeQuota(tx, user, 'cover_letter', now);
    return insertCoverLetter(tx, {
      userId: user.id,
      resumeId: input.resumeId,
      jobUrl: job.jobUrl,
      jobTitle: job.title,
      company: job.company,
      content: letter.content,
      templateUsed: input.templateId,
      customInstructions: input.customInstructions ?? null,
      extras: extras as Record<string, string>,
      removedClaims: letter.removedClaims,
      engine: letter.engine.name,
      now,
    });
  });
  log.info({ coverLetterId: id, template: input.templateId, engine: letter.engine.name, removed: letter.removedClaims.length }, 'Cover letter written');
  // The tracker's card for this job is made, or this letter attached to it (issue 24, D14).
  await recordWorkOnCard(deps, log, user.id, jobOfDetails({ url: job.jobUrl, title: job.title, company: job.company, description: job.description }), { coverLetterId: id });
  return {
    id,
    content: letter.content,
    jobDetails: { title: job.title, company: job.company },
    templateId: input.templateId,
    removedClaims: letter.removedClaims,
    warnings: letter.warnings.map((w) => w.message),
    engine: letter.engine,
  };
}

function itemOf(row: CoverLetterRecord): CoverLetterListItem {
  return {
    id: row.id,
    resumeId: row.resumeId,
    jobTitle: row.jobTitle ?? '',
    company: row.company ?? '',
    templateUsed: row.templateUsed ?? coverLetterTemplateOrDefault(null).id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detailOf(row: CoverLetterDetailRecord): CoverLetterDetail {
  return { ...itemOf(row), jobUrl: row.jobUrl, content: row.content ?? '', customInstructions: row.customInstructions };
}

export async function listLetters(deps: Deps, userId: number): Promise<CoverLetterListItem[]> {
  return (await findCoverLetters(deps.db, userId)).map(itemOf);
}

export async function getLetter(deps: Deps, userId: number, id: number): Promise<CoverLetterDetail & { removedClaims: string[] }> {
  const row = await findCoverLetter(deps.db, userId, id);
  if (!row) throw new AppError('not_found', coverLetterNotFound);
  return { ...detailOf(row), removedClaims: row.removedClaims ?? [] };
}

export async function editLetter(deps: Deps, userId: number, id: number, content: string): Promise<CoverLetterDetail> {
  const row = await updateCoverLetterContent(deps.db, userId, id, content, deps.clock());
  if (!row) throw new AppError('not_found', coverLetterNotFound);
  return detailOf(row);
}

export async function removeLetter(deps: Deps, userId: number, id: number): Promise<void> {
  if (!(await deleteCoverLetter(deps.db, userId, id))) throw new AppError('not_found', coverLetterNotFound);
}
