/**
 * The optimize calls (spec sections 5 and 7): a resume (an uploaded file or pasted text) and a job
 * link in, a tailored resume stored and answered. Order for a file: fields and link checked, then the
 * file's type, then storage (before any parsing), then the file is parsed in the worker pool while the
 * job posting is resolved, then tailored, then stored and charged in one transaction. Nothing is
 * stored and no storage is charged unless every step succeeded.
 */
import {
  AppError,
  formatBytes,
  limits,
  messages,
  optimizeFileFieldsSchema,
  type OptimizeResult,
  type optimizeTextSchema,
} from '@jobapp/shared';
import { htmlToText } from '@jobapp/shared/text/html-to-text';
import type { z } from 'zod';
import { jobOfDetails, recordWorkOnCard } from '../applications/applications.service';
import type { UserRecord } from '../users/users.queries';
import type { Logger } from '../../logger';
import { validationError } from '../../middleware/validate';
import { requireTemplate } from '../billing/billing-account';
import type { Deps } from '../../types';
import { checkJobInput, resolveJobPosting, type ResolvedJob } from '../jobs/job-source.service';
import { tailorForJob } from '../tailoring/tailoring.service';
import { chooseParser, fileNameForKind, unreadable } from './file-policy';
import { isWebMarkup } from './parsing/detect-type';
import { normalizeExtractedText } from './parsing/normalize-text';
import { ParserBusyError, getResumeParser } from './parsing/parser-pool';
import { mimeTypeOfKind, type ResumeFileKind } from './parsing/types';
import { RESUME_FILE_FIELD, type UploadBody, type UploadedFile } from './resume-upload';
import { findStorage, insertResumeChargingStorage } from './resumes.queries';
import { optimizeResultOf, tailoringColumnsOf } from './tailored-row';
import { assertResumeTextBound } from './text-bound';

type OptimizeTextInput = z.output<typeof optimizeTextSchema>;

interface ResumeSource {
  text: string;
  file: (UploadedFile & { kind: ResumeFileKind }) | null;
}

/** What resolveJobPosting needs from either call: the link, a pasted description and its title and company. */
function jobRequest(user: UserRecord, { jobUrl, jobDescription, jobTitle, company }: Pick<OptimizeTextInput, 'jobUrl' | 'jobDescription' | 'jobTitle' | 'company'>) {
  return { userId: user.id, jobUrl, jobDescription, jobTitle, company };
}

/** The same validation error resolveJobPosting gives, before a file is parsed for nothing. */
function checkJobLink(input: Pick<OptimizeTextInput, 'jobUrl' | 'jobDescription'>): void {
  checkJobInput(input);
}

/** 413 with the spec's storage message: what is left, and what the new bytes need. */
export function storageFull(limit: number, used: number, size: number): AppError {
  const available = Math.max(0, limit - used);
  return new AppError('storage_full', messages.notEnoughStorage(formatBytes(available), formatBytes(size)));
}

async function extractText(deps: Deps, log: Logger, file: UploadedFile, kind: ResumeFileKind): Promise<string> {
  const parser = getResumeParser((error) => deps.logger.error({ err: error }, 'Resume parse worker failed'));
  let result;
  try {
    result = await parser.extract({ bytes: file.bytes, kind });
  } catch (error) {
    if (error instanceof ParserBusyError) throw new AppError('service_unavailable', messages.optimizationFailedDefault);
    throw error;
  }
  if (!result.ok) {
    log.info({ kind, size: file.size, reason: result.reason, detail: result.detail }, 'Resume file unreadable');
    throw unreadable(result.reason, kind);
  }
  if (result.text.length < limits.minResumeTextChars) {
    log.info({ kind, size: file.size, chars: result.text.length }, 'Resume file has too little text');
    throw unreadable('no-text', kind);
  }
  assertResumeTextBound(result.text);
  return result.text;
}

/** What a resume costs in storage: its file, or the bytes of its pasted text (counted like an editor save). */
function storedSize(source: ResumeSource): number {
  return source.file?.size ?? Buffer.byteLength(source.text, 'utf8');
}

/** Tailors, stores and charges; answers the OptimizeResult. */
async function tailorAndStore(
  deps: Deps,
  log: Logger,
  user: UserRecord,
  source: ResumeSource,
  job: ResolvedJob,
  templateId: string,
): Promise<OptimizeResult> {
  const outcome = await tailorForJob(deps, { resumeText: source.text, job: job.details, requirements: job.requirements, now: deps.clock() }, user.id);
  const size = storedSize(source);
  const resumeId = await insertResumeChargingStorage(deps.db, {
    userId: user.id,
    originalFileName: source.file?.fileName || null,
    originalMimeType: source.file ? mimeTypeOfKind[source.file.kind] : null,
    originalSize: size,
    originalFile: source.file?.bytes ?? null,
    originalText: source.text,
    jobUrl: job.details.url || null,
    jobTitle: job.details.title || null,
    company: job.details.company || null,
    templateUsed: templateId,
    jobDetails: { ...job.details },
    ...tailoringColumnsOf(outcome),
    createdAt: deps.clock(),
  });
  if (resumeId === undefined) {
    // Another upload took the space between the check and now.
    const storage = await findStorage(deps.db, user.id);
    throw storageFull(storage?.storageLimit ?? user.storageLimit, storage?.storageUsed ?? user.storageUsed, size);
  }
  log.info(
    { resumeId, size, kind: source.file?.kind ?? 'pasted', engine: outcome.engine, scoreBefore: outcome.match.scoreBefore, scoreAfter: outcome.match.scoreAfter },
    'Resume optimized',
  );
  // The tracker's card for this job is made, or this resume attached to it (issue 24, D14).
  await recordWorkOnCard(deps, log, user.id, jobOfDetails(job.details), { resumeId });
  return optimizeResultOf(resumeId, job.details, outcome, templateId);
}

/** POST /api/optimize-resume. */
export async function optimizeUploadedResume(deps: Deps, log: Logger, user: UserRecord, upload: UploadBody): Promise<OptimizeResult> {
  const fields = optimizeFileFieldsSchema.safeParse(upload.fields);
  const issues = fields.success ? [] : [...fields.error.issues];
  // A file the user chose that holds nothing (0 bytes) is told apart from no file at all (a form sends
  // an unnamed empty part when none is chosen).
  const chosenEmpty = upload.file !== undefined && upload.file.size === 0 && upload.file.fileName !== '';
  const file = upload.file && upload.file.size > 0 ? upload.file : undefined;
  if (!file && !chosenEmpty) issues.push({ path: [RESUME_FILE_FIELD], message: messages.resumeFileRequired } as (typeof issues)[number]);
  if (!fields.success) throw validationError(issues);
  if (!file) throw chosenEmpty ? unreadable('empty') : validationError(issues);
  const input = fields.data;
  checkJobLink(input);
  requireTemplate(user, input.templateId, deps.clock());
  const requestLog = input.clientTimestamp ? log.child({ clientTimestamp: input.clientTimestamp }) : log;

  const kind = chooseParser(file);
  if (kind === 'docx' && file.size > limits.largeDocxBytes) requestLog.info({ size: file.size }, 'Large DOCX uploaded');
  if (file.size > user.storageLimit - user.storageUsed) throw storageFull(user.storageLimit, user.storageUsed, file.size);

  // The file is parsed (worker) while the posting is fetched (network); a file problem is reported first.
  const [text, job] = await Promise.allSettled([
    extractText(deps, requestLog, file, kind),
    resolveJobPosting(deps, jobRequest(user, input)),
  ]);
  if (text.status === 'rejected') throw text.reason;
  if (job.status === 'rejected') throw job.reason;
  return tailorAndStore(deps, requestLog, user, { text: text.value, file: { ...file, fileName: fileNameForKind(file.fileName, kind), kind } }, job.value, input.templateId);
}

/**
 * The words of a pasted resume. A paste of a web page's source or of an HTML fragment (a resume copied
 * from a site's markup) is read as the text the page shows, not as its tags.
 */
function pastedWords(pasted: string): string {
  return isWebMarkup(pasted) ? htmlToText(pasted) : pasted;
}

/** POST /api/optimize-resume-text. */
export async function optimizePastedResume(deps: Deps, log: Logger, user: UserRecord, input: OptimizeTextInput): Promise<OptimizeResult> {
  const text = normalizeExtractedText(pastedWords(input.resumeText));
  if (text.length < limits.minResumeTextChars) {
    throw new AppError('validation_failed', messages.resumeTextMin, { resumeText: messages.resumeTextMin });
  }
  assertResumeTextBound(text);
  checkJobLink(input);
  requireTemplate(user, input.templateId, deps.clock());
  const size = storedSize({ text, file: null });
  if (size > user.storageLimit - user.storageUsed) throw storageFull(user.storageLimit, user.storageUsed, size);
  const job = await resolveJobPosting(deps, jobRequest(user, input));
  return tailorAndStore(deps, log, user, { text, file: null }, job, input.templateId);
}
