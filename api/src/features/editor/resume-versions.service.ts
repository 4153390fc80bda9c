/**
 * Saving in the editor and the versions it keeps (issue 12, section 4; decision D10). A save reads the
 * text into a resume document in the compute pool (the user's typed or changed statements marked as
 * theirs), then, in one transaction, takes a revision from the plan's quota (D9) and stores a new
 * version of the same resume, or a new resume when the editor had none; a refusal (storage, a resume
 * that is gone) rolls the quota unit back. Exports render from the resume row's document, so the next
 * download is the saved version; for a resume tailored for a job the match and keyword reports are
 * computed again from the saved document, so the report reads what was saved. Restoring puts an
 * earlier version back as a new version (not a revision: nothing new is written).
 */
import { AppError, DEFAULT_TEMPLATE_ID, messages, type JobDetails } from '@jobapp/shared';
import { storedResumeDocument } from '@jobapp/shared/resume/document.schema';
import type { StoredMatchReport } from '@jobapp/shared/tailoring/engine';
import type { ResumeVersionDetail, ResumeVersionItem, SavedResumeVersion, saveEditedResumeSchema } from '@jobapp/shared/editor/editor.schema';
import type { z } from 'zod';
import { resumes, resumeVersions } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import { takeQuota, type BillingUser } from '../billing/billing-account';
import { storageFull } from '../resumes/optimize.service';
import { findOwnedResume, findStorage, insertResumeChargingStorage, updateMatchReports } from '../resumes/resumes.queries';
import { compute } from '../../lib/compute/compute';
import { findVersion, findVersions, insertVersion, type SaveVersionOutcome, type VersionRecord } from './resume-versions.queries';

type SaveInput = z.infer<typeof saveEditedResumeSchema>;

function refusal(outcome: Exclude<SaveVersionOutcome, { ok: true }>, bytes: number): AppError {
  if (outcome.reason === 'storage_full') return storageFull(outcome.storageLimit, outcome.storageUsed, bytes);
  return new AppError('not_found', messages.resumeNotFound);
}

export async function saveEditedResume(deps: Deps, log: Logger, user: BillingUser, input: SaveInput): Promise<SavedResumeVersion> {
  const { resumeId } = input;
  const previous = resumeId === undefined ? null : await findOwnedResume(deps.db, user.id, resumeId, { document: resumes.tailoredDocument });
  if (resumeId !== undefined && !previous) throw new AppError('not_found', messages.resumeNotFound);
  const document = (await compute('edited-document', { text: input.resumeText, previous: previous?.document ?? null }, { log, owner: user.id })) as Record<string, unknown>;
  const bytes = Buffer.byteLength(input.resumeText, 'utf8');
  const now = deps.clock();

  if (resumeId !== undefined) {
    const saved = await saveResumeVersion(deps, log, user, resumeId, input.resumeText, document);
    log.info({ resumeId, version: saved.version }, 'Edited resume saved');
    return saved;
  }

  const saved = await deps.db.transaction(async (tx) => {
    const revisionsLeft = await takeQuota(tx, user, 'revision', now);
    const id = await insertResumeChargingStorage(tx, {
      userId: user.id,
      originalFileName: null,
      originalMimeType: null,
      originalSize: bytes,
      originalFile: null,
      originalText: input.resumeText,
      jobUrl: null,
      jobTitle: null,
      company: null,
      templateUsed: DEFAULT_TEMPLATE_ID,
      jobDetails: null,
      optimizedContent: input.resumeText,
      match: null,
      originalDocument: document,
      tailoredDocument: document,
      keywordReport: [],
      engine: 'editor',
      engineFallbackReason: null,
      createdAt: now,
    });
    if (id === undefined) {
      const storage = await findStorage(tx, user.id);
      throw storageFull(storage?.storageLimit ?? 0, storage?.storageUsed ?? 0, bytes);
    }
    // Its first version is the editor's (already charged as the resume's own size).
    await tx.insert(resumeVersions).values({ resumeId: id, userId: user.id, version: 1, source: 'editor', content: input.resumeText, document, storageBytes: 0, createdAt: now });
    return { resumeId: id, version: 1, revisionsLeft };
  });
  log.info({ resumeId: saved.resumeId, version: saved.version }, 'Edited resume saved');
  return saved;
}

/**
 * A new version of the user's resume with its text and document (an editor save, or an edited tailored
 * document): takes a revision (D9) and charges the text's bytes, in one transaction; a refusal gives the
 * revision back.
 */
export async function saveResumeVersion(
  deps: Deps,
  log: Logger,
  user: BillingUser,
  resumeId: number,
  content: string,
  document: Record<string, unknown>,
): Promise<SavedResumeVersion> {
  const bytes = Buffer.byteLength(content, 'utf8');
  const now = deps.clock();
  const reports = await reportsOfVersion(deps, log, user.id, resumeId, document, now);
  return deps.db.transaction(async (tx) => {
    const revisionsLeft = await takeQuota(tx, user, 'revision', now);
    const outcome = await insertVersion(tx, { userId: user.id, resumeId, content, document, source: 'editor', storageBytes: bytes, now });
    if (!outcome.ok) throw refusal(outcome, bytes);
    if (reports) await updateMatchReports(tx, user.id, resumeId, { match: { ...reports.match }, keywordReport: [...reports.keywords] });
    return { resumeId, version: outcome.version, revisionsLeft };
  });
}

/**
 * The match and keyword reports of a version about to be saved, for a resume tailored for a job: the
 * report reads the saved document, not the text tailoring once made. Null without a job or a report.
 */
async function reportsOfVersion(deps: Deps, log: Logger, userId: number, resumeId: number, document: Record<string, unknown>, now: Date) {
  const row = await findOwnedResume(deps.db, userId, resumeId, { jobDetails: resumes.jobDetails, match: resumes.match });
  const job = row?.jobDetails as JobDetails | null | undefined;
  const doc = storedResumeDocument(document);
  if (!job?.description || !row?.match || !doc) return null;
  return compute('rescore', { document: doc, job, match: row.match as StoredMatchReport, now }, { log, owner: userId });
}

function itemOf(row: VersionRecord, current: number): ResumeVersionItem {
  return { version: row.version, source: row.source, createdAt: row.createdAt.toISOString(), characters: row.characters, current: row.version === current };
}

/** The current version's number and content, 404 when the resume is not the user's. */
async function currentOf(deps: Deps, userId: number, resumeId: number) {
  const row = await findOwnedResume(deps.db, userId, resumeId, {
    version: resumes.version,
    content: resumes.optimizedContent,
    createdAt: resumes.createdAt,
  });
  if (!row) throw new AppError('not_found', messages.resumeNotFound);
  return row;
}

/** Newest first. A resume never edited has one version: itself, as tailoring made it. */
export async function listVersions(deps: Deps, userId: number, resumeId: number): Promise<ResumeVersionItem[]> {
  const current = await currentOf(deps, userId, resumeId);
  const rows = await findVersions(deps.db, userId, resumeId);
  if (rows.length > 0) return rows.map((row) => itemOf(row, current.version));
  const content = current.content ?? '';
  return [itemOf({ version: current.version, source: 'tailoring', createdAt: current.createdAt, characters: content.length }, current.version)];
}

export async function getVersion(deps: Deps, userId: number, resumeId: number, version: number): Promise<ResumeVersionDetail> {
  const current = await currentOf(deps, userId, resumeId);
  const row = await findVersion(deps.db, userId, resumeId, version);
  if (row) return { ...itemOf(row, current.version), content: row.content };
  if (version !== current.version) throw new AppError('not_found', messages.versionNotFound);
  const content = current.content ?? '';
  return { ...itemOf({ version, source: 'tailoring', createdAt: current.createdAt, characters: content.length }, version), content };
}

export async function restoreVersion(deps: Deps, log: Logger, userId: number, resumeId: number, version: number): Promise<SavedResumeVersion> {
  const current = await currentOf(deps, userId, resumeId);
  if (version === current.version) return { resumeId, version, revisionsLeft: null };
  const row = await findVersion(deps.db, userId, resumeId, version);
  if (!row) throw new AppError('not_found', messages.versionNotFound);
  const now = deps.clock();
  const reports = row.document ? await reportsOfVersion(deps, log, userId, resumeId, row.document, now) : null;
  const outcome = await deps.db.transaction(async (tx) => {
    const added = await insertVersion(tx, { userId, resumeId, content: row.content, document: row.document, source: 'restore', storageBytes: 0, now });
    if (added.ok && reports) await updateMatchReports(tx, userId, resumeId, { match: { ...reports.match }, keywordReport: [...reports.keywords] });
    return added;
  });
  if (!outcome.ok) throw refusal(outcome, 0);
  log.info({ resumeId, restored: version, version: outcome.version }, 'Resume version restored');
  return { resumeId, version: outcome.version, revisionsLeft: null };
}
