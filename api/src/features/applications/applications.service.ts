/**
 * The application tracker's rules (issue 24, sections 3 and 8): cards made by the work itself or by
 * hand, duplicates attached to the card already there, stage changes written to the timeline (with the
 * interview round or the offer's deadline), bulk moves and the funnel from the stage history.
 */
import { AppError, messages } from '@jobapp/shared';
import { computeAnalytics, type ApplicationAnalytics } from '@jobapp/shared/applications/analytics';
import { applicationCanonicalUrl, applicationMatchKey } from '@jobapp/shared/applications/application-match';
import {
  applicationJobSchema,
  APPLICATION_STAGES,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationItem,
  type ApplicationSource,
  type ApplicationStage,
  type BulkStageResult,
  type Funnel,
  type JobBoard,
  type Salary,
  type UpdateApplicationInput,
  type updateApplicationSchema,
} from '@jobapp/shared/applications/applications.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { applicationEvents } from '../../db/schema/applications';
import type { Logger } from '../../logger';
import type { Deps } from '../../types';
import {
  deleteApplicationRow,
  findApplication,
  findApplicationListRow,
  findApplicationsByIds,
  findCardHistories,
  findDuplicate,
  findEvents,
  findFunnelCounts,
  insertApplication,
  insertEvents,
  listApplicationsJson,
  lockUserApplications,
  updateApplicationRow,
  type ApplicationEventRow,
  type ApplicationListRow,
  type ApplicationRow,
  type NewApplicationRow,
} from './applications.queries';
import { packetHashesOf, releaseUnheldBlobs } from './applications.packet.queries';

export type ApplicationJob = z.output<typeof applicationJobSchema>;
type NewEvent = typeof applicationEvents.$inferInsert;

export const applicationNotFound = (): AppError => new AppError('not_found', messages.applicationNotFound);

const isStage = (value: string | null): value is ApplicationStage => value !== null && (APPLICATION_STAGES as readonly string[]).includes(value);

export function itemOf(row: ApplicationListRow): ApplicationItem {
  return {
    id: row.id,
    stage: isStage(row.stage) ? row.stage : 'saved',
    jobTitle: row.jobTitle,
    company: row.company,
    jobUrl: row.jobUrl,
    resumeIds: row.resumeIds,
    coverLetterIds: row.coverLetterIds,
    location: row.location,
    board: (row.board as JobBoard | null) ?? null,
    requisitionId: row.requisitionId,
    salary: (row.salary as Salary | null) ?? null,
    validThrough: row.validThrough,
    directApply: row.directApply,
    workplaceType: (row.workplaceType as ApplicationItem['workplaceType']) ?? null,
    source: row.source as ApplicationSource,
    excitement: row.excitement,
    tags: row.tags,
    interviewRounds: row.interviewRounds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
    appliedAt: row.appliedAt ? row.appliedAt.toISOString() : null,
    hasPacket: row.hasPacket,
  };
}

export function eventOf(row: ApplicationEventRow): ApplicationEvent {
  return {
    id: row.id,
    kind: row.kind as ApplicationEvent['kind'],
    stage: isStage(row.stage) ? row.stage : null,
    fromStage: isStage(row.fromStage) ? row.fromStage : null,
    at: row.at.toISOString(),
    data: row.data,
    resumeId: row.resumeId,
    coverLetterId: row.coverLetterId,
  };
}

/** GET /api/applications: the JSON text of `ApplicationItem[]`, newest first, built by the database. */
export async function listApplications(deps: Deps, userId: number): Promise<string> {
  return listApplicationsJson(deps.db, userId);
}

async function detailOf(db: Db, userId: number, id: number): Promise<ApplicationDetail> {
  const [row, listRow, events] = await Promise.all([findApplication(db, userId, id), findApplicationListRow(db, userId, id), findEvents(db, userId, [id])]);
  if (!row || !listRow) throw applicationNotFound();
  return {
    ...itemOf(listRow),
    description: row.description,
    notes: row.notes,
    contacts: row.contacts,
    noResponseDays: row.noResponseDays,
    timeline: events.map(eventOf),
  };
}

export async function getApplication(deps: Deps, userId: number, id: number): Promise<ApplicationDetail> {
  return detailOf(deps.db, userId, id);
}

/** The job's columns (and the duplicate keys computed from them). */
function jobColumns(job: Partial<ApplicationJob>, current?: ApplicationRow): Partial<NewApplicationRow> {
  const values: Partial<NewApplicationRow> = {};
  if (job.jobUrl !== undefined) {
    values.jobUrl = job.jobUrl || null;
    values.canonicalUrl = applicationCanonicalUrl(job.jobUrl);
  }
  if (job.jobTitle !== undefined) values.jobTitle = job.jobTitle;
  if (job.company !== undefined) values.company = job.company;
  if (job.location !== undefined) values.location = job.location;
  if (job.description !== undefined) values.description = job.description;
  if (job.board !== undefined) values.board = job.board;
  if (job.requisitionId !== undefined) values.requisitionId = job.requisitionId || null;
  if (job.salary !== undefined) values.salary = job.salary;
  if (job.validThrough !== undefined) values.validThrough = job.validThrough || null;
  if (job.directApply !== undefined) values.directApply = job.directApply;
  if (job.workplaceType !== undefined) values.workplaceType = job.workplaceType;
  if (values.jobTitle !== undefined || values.company !== undefined || values.location !== undefined || !current) {
    values.matchKey = applicationMatchKey(values.company ?? current?.company ?? '', values.jobTitle ?? current?.jobTitle ?? '', values.location ?? current?.location ?? '');
  }
  return values;
}

/** What a duplicate adds to the card it matched: only what the card does not know yet. */
function missingFields(row: ApplicationRow, job: Partial<ApplicationJob>): Partial<NewApplicationRow> {
  const values: Partial<NewApplicationRow> = {};
  const known = jobColumns(job, row);
  if (!row.jobUrl && known.jobUrl) {
    values.jobUrl = known.jobUrl;
    values.canonicalUrl = known.canonicalUrl ?? null;
  }
  if (!row.jobTitle && known.jobTitle) values.jobTitle = known.jobTitle;
  if (!row.company && known.company) values.company = known.company;
  if (!row.location && known.location) values.location = known.location;
  if (!row.description && known.description) values.description = known.description;
  if (!row.board && known.board) values.board = known.board;
  if (!row.requisitionId && known.requisitionId) values.requisitionId = known.requisitionId;
  if (!row.salary && known.salary) values.salary = known.salary;
  if (!row.validThrough && known.validThrough) values.validThrough = known.validThrough;
  if (row.directApply === null && known.directApply !== undefined) values.directApply = known.directApply;
  if (!row.workplaceType && known.workplaceType) values.workplaceType = known.workplaceType;
  if (values.jobTitle !== undefined || values.company !== undefined || values.location !== undefined) {
    values.matchKey = applicationMatchKey(values.company ?? row.company, values.jobTitle ?? row.jobTitle, values.location ?? row.location);
  }
  return values;
}

export interface MakeCardOptions {
  source: ApplicationSource;
  stage?: ApplicationStage;
  /** A tailored resume or a cover letter made for this job: attached as a 'resume' / 'cover_letter' event. */
  resumeId?: number;
  coverLetterId?: number;
}

function documentEvents(applicationId: number, userId: number, at: Date, options: MakeCardOptions): NewEvent[] {
  const events: NewEvent[] = [];
  if (options.resumeId !== undefined) events.push({ applicationId, userId, kind: 'resume', at, resumeId: options.resumeId, data: {} });
  if (options.coverLetterId !== undefined) events.push({ applicationId, userId, kind: 'cover_letter', at, coverLetterId: options.coverLetterId, data: {} });
  return events;
}

/**
 * Makes the card for `job`, or attaches to the owner's card for the same job (canonical link, board +
 * requisition id, match key). Answers the card's id and whether it is new. Two requests for the same
 * job at once: the per-user lock orders them and the canonical link's unique index backs it up.
 */
export async function makeOrAttachCard(db: Db, now: Date, userId: number, job: Partial<ApplicationJob>, options: MakeCardOptions): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockUserApplications(tx, userId);
    const columns = jobColumns(job);
    const keys = { canonicalUrl: columns.canonicalUrl ?? null, board: columns.board ?? null, requisitionId: columns.requisitionId ?? null, matchKey: columns.matchKey ?? '' };
    let existing = await findDuplicate(tx, userId, keys);
    if (!existing) {
      const stage = options.stage ?? 'saved';
      const inserted = await insertApplication(tx, {
        ...columns,
        userId,
        source: options.source,
        stage,
        interviewRounds: stage === 'interviewing' ? 1 : 0,
        createdAt: now,
        updatedAt: now,
        stageChangedAt: now,
        lastEventAt: now,
      });
      if (inserted) {
        await insertEvents(tx, [
          { applicationId: inserted.id, userId, kind: 'created', stage, at: now, data: { source: options.source } },
          ...documentEvents(inserted.id, userId, now, options),
        ]);
        return { id: inserted.id, created: true };
      }
      existing = await findDuplicate(tx, userId, keys);
      if (!existing) throw new Error('The card for this link was neither inserted nor found');
    }
    const added = missingFields(existing, job);
    const events = documentEvents(existing.id, userId, now, options);
    if (Object.keys(added).length > 0 || events.length > 0) {
      try {
        await updateApplicationRow(tx, userId, existing.id, { ...added, updatedAt: now });
      } catch (error) {
        // The link it would add is another card's: keep this card's own.
        if (!isUniqueViolation(error)) throw error;
        const { jobUrl: _url, canonicalUrl: _canonical, ...rest } = added;
        await updateApplicationRow(tx, userId, existing.id, { ...rest, updatedAt: now });
      }
      await insertEvents(tx, events);
    }
    return { id: existing.id, created: false };
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** POST /api/applications: a new card (201) or the existing one for the same job (200). */
export async function createApplication(
  deps: Deps,
  userId: number,
  input: ApplicationJob & { source: 'extension' | 'job_search' | 'manual'; stage: ApplicationStage },
): Promise<{ item: ApplicationItem; created: boolean }> {
  const { source, stage, ...job } = input;
  const made = await makeOrAttachCard(deps.db, deps.clock(), userId, job, { source, stage });
  const row = await findApplicationListRow(deps.db, userId, made.id);
  if (!row) throw applicationNotFound();
  return { item: itemOf(row), created: made.created };
}

/** The job a tailoring or a letter was made for, read defensively (the job types are being widened). */
export function jobOfDetails(details: unknown, fallback: { jobUrl?: string | null; jobTitle?: string | null; company?: string | null } = {}): Partial<ApplicationJob> {
  const source = details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
  const candidate: Record<string, unknown> = {
    jobUrl: source.url ?? source.jobUrl ?? fallback.jobUrl ?? undefined,
    jobTitle: source.title ?? source.jobTitle ?? fallback.jobTitle ?? undefined,
    company: source.company ?? fallback.company ?? undefined,
    location: source.location,
    description: source.description,
    board: source.board ?? source.source,
    requisitionId: source.requisitionId,
    salary: source.salary,
    validThrough: source.validThrough,
    directApply: source.directApply,
    workplaceType: source.workplaceType,
  };
  const job: Record<string, unknown> = {};
  const shape = applicationJobSchema.shape;
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined || value === null || value === '') continue;
    const parsed = shape[key as keyof typeof shape].safeParse(value);
    if (parsed.success) job[key] = parsed.data;
  }
  return job as Partial<ApplicationJob>;
}

/**
 * Right after a tailoring or a cover letter is stored: its card made or attached. A failure here is
 * logged and does not undo the work the user paid for.
 */
export async function recordWorkOnCard(
  deps: Pick<Deps, 'db' | 'clock'>,
  log: Logger,
  userId: number,
  job: Partial<ApplicationJob>,
  work: { resumeId: number } | { coverLetterId: number },
): Promise<void> {
  try {
    const options: MakeCardOptions = 'resumeId' in work ? { source: 'tailoring', resumeId: work.resumeId } : { source: 'cover_letter', coverLetterId: work.coverLetterId };
    await makeOrAttachCard(deps.db, deps.clock(), userId, job, options);
  } catch (error) {
    log.warn({ err: error, ...work }, 'The application card for this work could not be made');
  }
}

interface StageMove {
  stage: ApplicationStage;
  at: Date;
  interviewAt?: string;
  offerDeadline?: string;
}

/** The columns and the event of a stage change; null when nothing changes. */
export function stageChange(row: ApplicationRow, move: StageMove, now: Date): { values: Partial<NewApplicationRow>; event: NewEvent } | null {
  const newRound = move.stage === 'interviewing' && (row.stage !== 'interviewing' || move.interviewAt !== undefined);
  if (move.stage === row.stage && !newRound && move.offerDeadline === undefined) return null;
  const rounds = row.interviewRounds + (newRound ? 1 : 0);
  const data: Record<string, unknown> = {};
  if (newRound) data.round = rounds;
  if (move.interviewAt !== undefined) data.interviewAt = move.interviewAt;
  if (move.offerDeadline !== undefined) data.offerDeadline = move.offerDeadline;
  const lastEventAt = move.at > row.lastEventAt ? move.at : row.lastEventAt;
  return {
    values: { stage: move.stage, interviewRounds: rounds, stageChangedAt: move.at, lastEventAt, updatedAt: now },
    event: { applicationId: row.id, userId: row.userId, kind: 'stage', stage: move.stage, fromStage: row.stage, at: move.at, data },
  };
}

/** PATCH /api/applications/{id} */
export async function updateApplication(deps: Deps, userId: number, id: number, input: z.output<typeof updateApplicationSchema>): Promise<ApplicationDetail> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await findApplication(tx, userId, id);
    if (!row) throw applicationNotFound();
    const { stage, at, interviewAt, offerDeadline, excitement, notes, contacts, tags, noResponseDays, ...job } = input;
    const values: Partial<NewApplicationRow> = { ...jobColumns(job, row), updatedAt: now };
    if (excitement !== undefined) values.excitement = excitement;
    if (notes !== undefined) values.notes = notes;
    if (contacts !== undefined) values.contacts = contacts;
    if (tags !== undefined) values.tags = [...new Set(tags)];
    if (noResponseDays !== undefined) values.noResponseDays = noResponseDays;
    const events: NewEvent[] = [];
    if (stage !== undefined) {
      const change = stageChange(row, { stage, at: at ? new Date(at) : now, ...(interviewAt ? { interviewAt } : {}), ...(offerDeadline ? { offerDeadline } : {}) }, now);
      if (change) {
        Object.assign(values, change.values);
        events.push(change.event);
      }
    }
    try {
      await updateApplicationRow(tx, userId, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', messages.applicationLinkTaken);
      throw error;
    }
    await insertEvents(tx, events);
  });
  return detailOf(deps.db, userId, id);
}

/** DELETE /api/applications/{id} */
export async function removeApplication(deps: Deps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUserApplications(tx, userId);
    // The packet's files go with the card; bytes no other packet holds are given back to storage.
    const hashes = await packetHashesOf(tx, userId, id);
    if (!(await deleteApplicationRow(tx, userId, id))) throw applicationNotFound();
    await releaseUnheldBlobs(tx, userId, hashes);
  });
}

/**
 * POST /api/applications/bulk-stage: the owner's cards among `ids` moved to `stage`. `updated` counts the
 * cards moved (one already in `stage` is the owner's but not moved); `skipped` lists the ids that are not
 * the owner's or do not exist, which are left alone.
 */
export async function bulkStage(deps: Deps, userId: number, ids: readonly number[], stage: ApplicationStage): Promise<BulkStageResult> {
  const now = deps.clock();
  const wanted = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const rows = await findApplicationsByIds(tx, userId, wanted);
    let updated = 0;
    const events: NewEvent[] = [];
    for (const row of rows) {
      const change = stageChange(row, { stage, at: now }, now);
      if (!change) continue;
      await updateApplicationRow(tx, userId, row.id, change.values);
      events.push(change.event);
      updated += 1;
    }
    await insertEvents(tx, events);
    const found = new Set(rows.map((row) => row.id));
    return { updated, skipped: wanted.filter((id) => !found.has(id)) };
  });
}

/** GET /api/applications/funnel: from the stage history, so a rejection after interviews still counts as reached. */
export async function funnel(deps: Deps, userId: number): Promise<Funnel> {
  const counts = await findFunnelCounts(deps.db, userId);
  return { total: counts.total, reachedApplied: counts.applied, reachedInterview: counts.interview, reachedOffer: counts.offer, accepted: counts.accepted };
}

/** GET /api/applications/analytics: the funnel and response rates from the owner's stage history. */
export async function analytics(deps: Deps, userId: number): Promise<ApplicationAnalytics> {
  return computeAnalytics(await findCardHistories(deps.db, userId));
}

export type { UpdateApplicationInput };
