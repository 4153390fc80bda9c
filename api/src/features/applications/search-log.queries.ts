/**
 * The job-search log's reads, scoped to the user: the applications whose log date (the first time the
 * card entered "applied", else when it was made) falls in the range, oldest first, and their stage
 * history from application_events.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications, type StoredContact } from '../../db/schema/applications';

export interface LogApplicationRow {
  id: number;
  company: string;
  jobTitle: string;
  jobUrl: string | null;
  stage: string;
  contacts: StoredContact[];
  createdAt: Date;
  stageChangedAt: Date;
  /** The first time the card entered "applied" (a stage event, or a card made as applied); null when never. */
  appliedAt: Date | null;
}

export interface LogStageRow {
  applicationId: number;
  stage: string;
  at: Date;
}

// The outer id is written out in full: Drizzle leaves columns unqualified in a one-table select list,
// where `${applications.id}` would read as the event's own id.
const appliedAt = sql`(
  SELECT min(e.at) FROM ${applicationEvents} e
  WHERE e.application_id = "applications"."id" AND e.kind IN ('stage', 'created') AND e.stage = 'applied'
)`;
const logDate = sql`coalesce(${appliedAt}, ${applications.createdAt})`;

export async function findLogApplications(db: Db, userId: number, start: Date, endExclusive: Date): Promise<LogApplicationRow[]> {
  return db
    .select({
      id: applications.id,
      company: applications.company,
      jobTitle: applications.jobTitle,
      jobUrl: applications.jobUrl,
      stage: applications.stage,
      contacts: applications.contacts,
      createdAt: applications.createdAt,
      stageChangedAt: applications.stageChangedAt,
      appliedAt: appliedAt.mapWith(applications.createdAt),
    })
    .from(applications)
    .where(and(eq(applications.userId, userId), sql`${logDate} >= ${start.toISOString()}::timestamptz`, sql`${logDate} < ${endExclusive.toISOString()}::timestamptz`))
    .orderBy(asc(logDate), asc(applications.id));
}

/** Every stage each application entered (its "created" event counts, with the stage it was made in), in time order. */
export async function findStageHistory(db: Db, userId: number, applicationIds: readonly number[]): Promise<LogStageRow[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ applicationId: applicationEvents.applicationId, stage: applicationEvents.stage, at: applicationEvents.at })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.userId, userId),
        inArray(applicationEvents.applicationId, [...applicationIds]),
        inArray(applicationEvents.kind, ['stage', 'created']),
        sql`${applicationEvents.stage} IS NOT NULL`,
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  return rows.flatMap((row) => (row.stage === null ? [] : [{ applicationId: row.applicationId, stage: row.stage, at: row.at }]));
}
