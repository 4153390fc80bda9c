/**
 * The tracker's reads and writes of `applications` and `application_events`, every one scoped to the
 * owner: another user's card behaves exactly like one that does not exist. The list never reads the
 * description (it can be 100 KB a row); the documents, the first "applied" and the packet flag come from
 * the events in one grouped pass.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applicationPackets, applications, type StoredContact, type StoredSalary } from '../../db/schema/applications';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

export interface ApplicationListRow {
  id: number;
  stage: string;
  jobTitle: string;
  company: string;
  jobUrl: string | null;
  location: string;
  board: string | null;
  requisitionId: string | null;
  salary: StoredSalary | null;
  validThrough: string | null;
  directApply: boolean | null;
  workplaceType: string | null;
  source: string;
  excitement: number;
  tags: string[];
  interviewRounds: number;
  createdAt: Date;
  updatedAt: Date;
  stageChangedAt: Date;
  resumeIds: number[];
  coverLetterIds: number[];
  appliedAt: Date | null;
  hasPacket: boolean;
}

const listColumns = {
  id: applications.id,
  stage: applications.stage,
  jobTitle: applications.jobTitle,
  company: applications.company,
  jobUrl: applications.jobUrl,
  location: applications.location,
  board: applications.board,
  requisitionId: applications.requisitionId,
  salary: applications.salary,
  validThrough: applications.validThrough,
  directApply: applications.directApply,
  workplaceType: applications.workplaceType,
  source: applications.source,
  excitement: applications.excitement,
  tags: applications.tags,
  interviewRounds: applications.interviewRounds,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  stageChangedAt: applications.stageChangedAt,
};

interface EventSummary {
  applicationId: number;
  resumeIds: number[] | null;
  coverLetterIds: number[] | null;
  appliedAt: string | Date | null;
  hasPacket: boolean;
}

/** Documents, first "applied" and packet flag per card, from its events. */
async function summariseEvents(db: Db, userId: number, ids: readonly number[] | null): Promise<Map<number, EventSummary>> {
  const scope = ids ? and(eq(applicationEvents.userId, userId), inArray(applicationEvents.applicationId, [...ids])) : eq(applicationEvents.userId, userId);
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      resumeIds: sql<number[] | null>`array_agg(distinct ${applicationEvents.resumeId}) filter (where ${applicationEvents.resumeId} is not null)`,
      coverLetterIds: sql<number[] | null>`array_agg(distinct ${applicationEvents.coverLetterId}) filter (where ${applicationEvents.coverLetterId} is not null)`,
      appliedAt: sql<string | Date | null>`min(${applicationEvents.at}) filter (where ${applicationEvents.kind} in ('created', 'stage') and ${applicationEvents.stage} = 'applied')`,
      // A packet event counts only with its packet here (an imported timeline carries the event, not the files).
      hasPacket: sql<boolean>`bool_or(${applicationEvents.kind} = 'packet' and exists (select 1 from ${applicationPackets} p where p.application_id = ${applicationEvents.applicationId} and p.id::text = ${applicationEvents.data}->>'packetId'))`,
    })
    .from(applicationEvents)
    .where(scope)
    .groupBy(applicationEvents.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row]));
}

type BaseListRow = Omit<ApplicationListRow, 'resumeIds' | 'coverLetterIds' | 'appliedAt' | 'hasPacket'>;

function withSummary(row: BaseListRow, summary: EventSummary | undefined): ApplicationListRow {
  return {
    ...row,
    resumeIds: (summary?.resumeIds ?? []).map(Number).sort((a, b) => a - b),
    coverLetterIds: (summary?.coverLetterIds ?? []).map(Number).sort((a, b) => a - b),
    appliedAt: summary?.appliedAt ? new Date(summary.appliedAt) : null,
    hasPacket: summary?.hasPacket === true,
  };
}

/** The owner's cards, newest first. */
export async function listApplicationRows(db: Db, userId: number): Promise<ApplicationListRow[]> {
  const [rows, summaries] = await Promise.all([
    db.select(listColumns).from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt), desc(applications.id)),
    summariseEvents(db, userId, null),
  ]);
  return rows.map((row) => withSummary(row, summaries.get(row.id)));
}

/** One card with its list fields, or undefined. */
export async function findApplicationListRow(db: Db, userId: number, id: number): Promise<ApplicationListRow | undefined> {
  const [row] = await db.select(listColumns).from(applications).where(and(eq(applications.id, id), eq(applications.userId, userId)));
  if (!row) return undefined;
  const summaries = await summariseEvents(db, userId, [id]);
  return withSummary(row, summaries.get(id));
}

export async function findApplication(db: Db, userId: number, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

export async function findApplicationsByIds(db: Db, userId: number, ids: readonly number[]): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(applications).where(and(eq(applications.userId, userId), inArray(applications.id, [...ids])));
}

/** Every card of the owner with every column (the CSV export), oldest first. */
export async function findAllApplications(db: Db, userId: number): Promise<ApplicationRow[]> {
  return db.select().from(applications).where(eq(applications.userId, userId)).orderBy(applications.createdAt, applications.id);
}

export async function findEvents(db: Db, userId: number, applicationIds: readonly number[]): Promise<ApplicationEventRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.userId, userId), inArray(applicationEvents.applicationId, [...applicationIds])))
    .orderBy(applicationEvents.at, applicationEvents.id);
}

/**
 * Serialises card making for one user until the transaction ends, so two requests for the same job
 * cannot both miss the other's card (the board + requisition and match-key tests have no unique index).
 */
export async function lockUserApplications(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(24, ${userId}::integer)`);
}

export interface DuplicateKeys {
  canonicalUrl: string | null;
  board: string | null;
  requisitionId: string | null;
  matchKey: string;
}

/** The owner's card for the same job: by canonical link, then board + requisition id, then match key. */
export async function findDuplicate(db: Db, userId: number, keys: DuplicateKeys): Promise<ApplicationRow | undefined> {
  const tests = [
    keys.canonicalUrl ? eq(applications.canonicalUrl, keys.canonicalUrl) : undefined,
    keys.board && keys.requisitionId ? and(eq(applications.board, keys.board), eq(applications.requisitionId, keys.requisitionId)) : undefined,
    keys.matchKey ? eq(applications.matchKey, keys.matchKey) : undefined,
  ];
  for (const test of tests) {
    if (!test) continue;
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, userId), test))
      .orderBy(applications.id)
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/** Inserts a card; undefined when its canonical link is already the owner's (a concurrent request made it). */
export async function insertApplication(db: Db, values: NewApplicationRow): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.userId, applications.canonicalUrl], where: isNotNull(applications.canonicalUrl) })
    .returning();
  return row;
}

export async function insertEvents(db: Db, events: (typeof applicationEvents.$inferInsert)[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(applicationEvents).values(events);
}

export async function updateApplicationRow(db: Db, userId: number, id: number, values: Partial<NewApplicationRow>): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning();
  return row;
}

export async function deleteApplicationRow(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** Per card, the stages it ever entered (its "created" event counts with the stage it was made in). */
export async function findFunnelCounts(db: Db, userId: number): Promise<{ total: number; applied: number; interview: number; offer: number; accepted: number }> {
  const reached = (stages: string[]) =>
    sql<number>`count(*) filter (where exists (
      select 1 from ${applicationEvents} e
      where e.application_id = a.id and e.user_id = ${userId}::integer and e.kind in ('created', 'stage')
        and e.stage in (${sql.join(
          stages.map((s) => sql`${s}`),
          sql`, `,
        )})
    ))`;
  const result = (await db.execute(sql`
    select count(*)::int as total,
      ${reached(['applied', 'interviewing', 'offer', 'accepted'])}::int as applied,
      ${reached(['interviewing', 'offer', 'accepted'])}::int as interview,
      ${reached(['offer', 'accepted'])}::int as offer,
      ${reached(['accepted'])}::int as accepted
    from ${applications} a where a.user_id = ${userId}::integer`)) as { rows: { total: number; applied: number; interview: number; offer: number; accepted: number }[] };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), applied: Number(row?.applied ?? 0), interview: Number(row?.interview ?? 0), offer: Number(row?.offer ?? 0), accepted: Number(row?.accepted ?? 0) };
}

export interface NoResponseCandidate {
  id: number;
  userId: number;
  stage: string;
}

/**
 * Ends as no_response every applied or interviewing card whose last event is older than its own
 * `no_response_days` (else `defaultDays`) at `now`, and answers the cards it changed. One statement with
 * the condition re-checked under the row lock, so two runners never both end (or log) the same card.
 */
export async function endSilentApplications(db: Db, now: Date, defaultDays: number): Promise<NoResponseCandidate[]> {
  const nowIso = now.toISOString();
  const result = (await db.execute(sql`
    update ${applications} a
    set stage = 'no_response', stage_changed_at = ${nowIso}::timestamptz, updated_at = ${nowIso}::timestamptz, last_event_at = ${nowIso}::timestamptz
    from (
      select id, stage from ${applications}
      where stage in ('applied', 'interviewing')
        and last_event_at + make_interval(days => coalesce(no_response_days, ${defaultDays}::integer)) <= ${nowIso}::timestamptz
      for update skip locked
    ) old
    where a.id = old.id and a.stage in ('applied', 'interviewing')
    returning a.id as id, a.user_id as "userId", old.stage as stage`)) as { rows: NoResponseCandidate[] };
  return result.rows;
}

export type { StoredContact, StoredSalary };
