/**
 * The tracker's reads and writes of `applications` and `application_events`, every one scoped to the
 * owner: another user's card behaves exactly like one that does not exist. The list never reads the
 * description (it can be 100 KB a row); the documents, the first "applied" and the packet flag come from
 * the events in one grouped pass.
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STAGES } from '@jobapp/shared/applications/applications.schema';
import type { Db } from '../../db/client';
import type { CardHistory } from '@jobapp/shared/applications/analytics';
import { applicationEvents, applicationPackets, applications, type StoredContact, type StoredSalary } from '../../db/schema/applications';
import { resumes } from '../../db/schema/resumes';

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

/** A timestamptz as JavaScript's toISOString() writes it (UTC, milliseconds, "Z"). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The owner's cards, newest first, as the JSON text of `ApplicationItem[]` built by PostgreSQL in one
 * statement: the cards and one grouped pass over their events, no description read. With 500 cards
 * the database does this in a few ms; reading the same rows into JavaScript objects (1,500 dates, the
 * jsonb and array columns) and serialising them again cost the driver 25-30 ms on the 2-core machine,
 * more than half the list's time (bench/applications-list.ts). `itemOf` in the service is the same
 * mapping for one card; the tests hold the two to the same answer.
 */
export async function listApplicationsJson(db: Db, userId: number): Promise<string> {
  const stages = sql.join(
    APPLICATION_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with summary as (
      select e.application_id,
        array_agg(distinct e.resume_id order by e.resume_id) filter (where e.resume_id is not null) as resume_ids,
        array_agg(distinct e.cover_letter_id order by e.cover_letter_id) filter (where e.cover_letter_id is not null) as cover_letter_ids,
        min(e.at) filter (where e.kind in ('created', 'stage') and e.stage = 'applied') as applied_at,
        bool_or(e.kind = 'packet' and exists (select 1 from ${applicationPackets} p where p.application_id = e.application_id and p.id::text = e.data ->> 'packetId')) as has_packet
      from ${applicationEvents} e
      where e.user_id = ${userId}::integer
      group by e.application_id
    )
    select coalesce(json_agg(json_build_object(
      'id', a.id,
      'stage', case when a.stage in (${stages}) then a.stage else 'saved' end,
      'jobTitle', a.job_title,
      'company', a.company,
      'jobUrl', a.job_url,
      'resumeIds', coalesce(s.resume_ids, '{}'),
      'coverLetterIds', coalesce(s.cover_letter_ids, '{}'),
      'location', a.location,
      'board', a.board,
      'requisitionId', a.requisition_id,
      'salary', a.salary,
      'validThrough', a.valid_through,
      'directApply', a.direct_apply,
      'workplaceType', a.workplace_type,
      'source', a.source,
      'excitement', a.excitement,
      'tags', a.tags,
      'interviewRounds', a.interview_rounds,
      'createdAt', ${isoText(sql`a.created_at`)},
      'updatedAt', ${isoText(sql`a.updated_at`)},
      'stageChangedAt', ${isoText(sql`a.stage_changed_at`)},
      'appliedAt', ${isoText(sql`s.applied_at`)},
      'hasPacket', coalesce(s.has_packet, false)
    ) order by a.created_at desc, a.id desc), '[]')::text as body
    from ${applications} a
    left join summary s on s.application_id = a.id
    where a.user_id = ${userId}::integer`)) as { rows: { body: string }[] };
  return result.rows[0]?.body ?? '[]';
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

interface CardHistoryRow {
  source: string;
  stages: string[] | null;
  appliedAt: string | Date | null;
  firstResponseAt: string | Date | null;
  templateId: string | null;
  matchScore: number | string | null;
  tailored: boolean | null;
}

const isoOf = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Each of the owner's cards as its history tells it (shared/src/applications/analytics.ts): the stages it
 * entered, the first "applied" and first response, the newest packet's template, the scoreAfter of the
 * newest resume attached (the owner's own resume only) and whether a tailored resume is attached.
 */
export async function findCardHistories(db: Db, userId: number): Promise<CardHistory[]> {
  const result = (await db.execute(sql`
    select h.source, h.stages, h.applied_at as "appliedAt", h.first_response_at as "firstResponseAt", h.template_id as "templateId", h.tailored,
      case when jsonb_typeof(r.match -> 'scoreAfter') = 'number' then (r.match ->> 'scoreAfter')::float8 end as "matchScore"
    from (
      select a.id, a.source,
        array_agg(distinct e.stage) filter (where e.kind in ('created', 'stage') and e.stage is not null) as stages,
        min(e.at) filter (where e.kind in ('created', 'stage') and e.stage = 'applied') as applied_at,
        min(e.at) filter (where e.kind in ('created', 'stage') and e.stage in ('interviewing', 'offer', 'accepted', 'rejected')) as first_response_at,
        (array_agg(e.data ->> 'templateId' order by e.at desc, e.id desc) filter (where e.kind = 'packet' and e.data ->> 'templateId' is not null))[1] as template_id,
        (array_agg(e.resume_id order by e.at desc, e.id desc) filter (where e.kind = 'resume' and e.resume_id is not null))[1] as newest_resume_id,
        coalesce(bool_or(e.kind = 'resume'), false) as tailored
      from ${applications} a
      left join ${applicationEvents} e on e.application_id = a.id and e.user_id = ${userId}::integer
      where a.user_id = ${userId}::integer
      group by a.id
    ) h
    left join ${resumes} r on r.id = h.newest_resume_id and r.user_id = ${userId}::integer`)) as { rows: CardHistoryRow[] };
  return result.rows.map((row) => ({
    source: row.source,
    stages: row.stages ?? [],
    appliedAt: isoOf(row.appliedAt),
    firstResponseAt: isoOf(row.firstResponseAt),
    templateId: row.templateId,
    matchScore: row.matchScore === null ? null : Number(row.matchScore),
    tailored: row.tailored === true,
  }));
}

export interface NoResponseCandidate {
  id: number;
  userId: number;
  /** The stage it left (applied or interviewing). */
  stage: string;
}

/**
 * Ends as no_response every applied or interviewing card with no event for its own `no_response_days`
 * (else `defaultDays`) at `now`, each with a `stage` event (data `{ automatic: true, days }`), and answers
 * the cards it changed. "No event" reads both the card's `last_event_at` and its timeline (a document
 * attached later restarts the clock). One statement: the candidates are locked (`skip locked`) and the
 * stage re-checked in the update, so two runners at once never both end (or log) the same card, and a
 * card ended once is not a candidate again.
 */
export async function endSilentApplications(db: Db, now: Date, defaultDays: number): Promise<NoResponseCandidate[]> {
  const nowIso = now.toISOString();
  const result = (await db.execute(sql`
    with silent as (
      select a.id, a.stage, coalesce(a.no_response_days, ${defaultDays}::integer) as days
      from ${applications} a
      where a.stage in ('applied', 'interviewing')
        and greatest(a.last_event_at, (select max(e.at) from ${applicationEvents} e where e.application_id = a.id))
          + make_interval(days => coalesce(a.no_response_days, ${defaultDays}::integer)) <= ${nowIso}::timestamptz
      for update of a skip locked
    ), ended as (
      update ${applications} a
      set stage = 'no_response', stage_changed_at = ${nowIso}::timestamptz, updated_at = ${nowIso}::timestamptz, last_event_at = ${nowIso}::timestamptz
      from silent
      where a.id = silent.id and a.stage in ('applied', 'interviewing')
      returning a.id, a.user_id, silent.stage, silent.days
    )
    insert into ${applicationEvents} (application_id, user_id, kind, stage, from_stage, at, data)
    select ended.id, ended.user_id, 'stage', 'no_response', ended.stage, ${nowIso}::timestamptz, jsonb_build_object('automatic', true, 'days', ended.days)
    from ended
    returning application_id as id, user_id as "userId", from_stage as stage`)) as { rows: NoResponseCandidate[] };
  return result.rows;
}

export type { StoredContact, StoredSalary };
