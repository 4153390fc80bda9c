/**
 * One run of job alerts for a group of users (issue 25, sections 2 and 3): the users whose digest is due
 * together (the scheduled batch at one instant, or one user on demand).
 *
 * 1. Whose alerts run: e-mails on (the `jobAlerts` preference), a plan that includes alerts now (a
 *    downgrade at the period's end stops them from its date, D9), alerts not paused and due (daily, or
 *    weekly once a week), and no digest recorded under this run's key (the user's local date).
 * 2. Each distinct source read once for the whole group: identical searches across users are one read,
 *    and each company board one listing (a watch's title filter is applied after). Four reads at a time.
 * 3. Per user: the postings of their alerts, each once, none sent before (`selectNew`: link, then
 *    requisition id, then description; a new link for a sent posting is a repost). Nothing new: nothing sent.
 * 4. The new postings of a search (LinkedIn and Indeed cards carry no description) are read from their
 *    pages, each once for the whole group and at most MAX_PAGE_READS a source, for the users who have a
 *    resume to score; then each user's are scored against their latest resume in the compute pool, best
 *    first, at most 50.
 * 5. The digest row, the postings sent and the e-mail are written in one transaction; the row's key makes
 *    a repeated run (a restart, a second API process) send nothing twice.
 */
import { AppError } from '@jobapp/shared';
import type { AlertScore } from '@jobapp/shared/job-alerts/alert-score';
import { entitlementsFor } from '../billing/billing-account';
import { alertDue, bestFirst, composeDigest, digestItem, fetchesOf, fetchKey, fetchLabel, postedWithin, type SourceFetch } from '@jobapp/shared/job-alerts/digest';
import { titleMatches } from '@jobapp/shared/job-alerts/board-listings';
import type { AlertFrequency, CompanyWatch, SavedSearch } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { selectNew, type AlertPosting, type Selection } from '@jobapp/shared/job-alerts/posting';
import type { Db } from '../../db/client';
import { compute } from '../../lib/compute/compute';
import type { Logger } from '../../logger';
import { jobAlertDigestMail } from '../../mail/job-alert-mail';
import { enqueueMessage } from '../../mail/mail-jobs';
import type { AppEnv } from '../../types';
import { activeAlertsOf, latestResumeText, markAlertsRun, recordAlertDigest, sentKeysOf, usersWithAlerts, usersWithDigest, type AlertUser } from './alert-digest.queries';
import { describePostings, eachLimited, readSource, type SourceRead, type SourceReadOptions } from './alert-sources';
import { unsubscribeUrl } from './alert-unsubscribe';
import type { JobAlertRow } from './job-alerts.queries';

const READS_AT_ONCE = 4;

export interface AlertRunDeps {
  db: Db;
  env: AppEnv;
  logger: Logger;
}

export interface AlertRunResult {
  /** Distinct sources read (each once). */
  reads: number;
  /** Users whose digest was queued. */
  sent: number[];
  /** Users whose alerts ran and had nothing new. */
  nothingNew: number[];
  /** Sources that failed after retries. */
  failed: string[];
}

type Alert = { row: JobAlertRow } & ({ kind: 'search'; search: SavedSearch } | { kind: 'watch'; watch: CompanyWatch });

function asAlert(row: JobAlertRow): Alert {
  return row.kind === 'search' ? { row, kind: 'search', search: row.params as SavedSearch } : { row, kind: 'watch', watch: row.params as CompanyWatch };
}

function postingsOf(alert: Alert, reads: Map<string, SourceRead>, now: Date): { postings: AlertPosting[]; failed: string[] } {
  const postings: AlertPosting[] = [];
  const failed: string[] = [];
  for (const fetch of fetchesOf(alert)) {
    const read = reads.get(fetchKey(fetch));
    if (!read) continue;
    if (read.failed) failed.push(fetchLabel(fetch));
    if (alert.kind === 'watch') postings.push(...read.postings.filter((p) => titleMatches(p.title, alert.watch.titleFilter)));
    else postings.push(...postedWithin(read.postings, alert.search.postedWithinDays, now));
  }
  return { postings, failed };
}

interface UserRun {
  user: AlertUser;
  alerts: Alert[];
}

/** The users of the group whose alerts run now, with their due alerts. */
async function whoRuns(db: Db, userIds: readonly number[] | undefined, runKeyOf: (user: AlertUser) => string, now: Date, manual: boolean): Promise<UserRun[]> {
  const users = (await usersWithAlerts(db, userIds)).filter((user) => {
    const allowed = entitlementsFor(user, now).jobAlerts;
    return allowed.searches > 0 || allowed.watches > 0;
  });
  const alerts = await activeAlertsOf(db, users.map((u) => u.id));
  const runs: UserRun[] = [];
  for (const user of users) {
    const own = alerts
      .filter((row) => row.userId === user.id && (manual || alertDue(row.frequency as AlertFrequency, row.lastRunAt, now)))
      .map(asAlert);
    if (own.length > 0) runs.push({ user, alerts: own });
  }
  if (manual) return runs;
  // A repeated run (a restart, another process) skips whoever has this run's digest already.
  const byKey = new Map<string, number[]>();
  for (const { user } of runs) byKey.set(runKeyOf(user), [...(byKey.get(runKeyOf(user)) ?? []), user.id]);
  const done = new Set<number>();
  for (const [key, ids] of byKey) for (const id of await usersWithDigest(db, ids, key)) done.add(id);
  return runs.filter((run) => !done.has(run.user.id));
}

async function readAll(runs: readonly UserRun[], options: SourceReadOptions): Promise<Map<string, SourceRead>> {
  const distinct = new Map<string, SourceFetch>();
  for (const run of runs) for (const alert of run.alerts) for (const fetch of fetchesOf(alert)) distinct.set(fetchKey(fetch), fetch);
  const reads = new Map<string, SourceRead>();
  await eachLimited([...distinct], READS_AT_ONCE, async ([key, fetch]) => {
    reads.set(key, await readSource(fetch, options));
  });
  return reads;
}

interface Chosen {
  run: UserRun;
  selection: Selection;
  failed: string[];
  resumeText: string | null;
}

/** Sorts a user's postings (no reads, no writes but the alerts' last run when nothing is new). */
async function choose(deps: AlertRunDeps, run: UserRun, reads: Map<string, SourceRead>, now: Date): Promise<Chosen | null> {
  const collected = run.alerts.map((alert) => postingsOf(alert, reads, now));
  const selection = selectNew(
    collected.flatMap((c) => c.postings),
    await sentKeysOf(deps.db, run.user.id),
  );
  if (selection.fresh.length === 0) {
    // The alerts ran: a weekly one waits its week again.
    await markAlertsRun(deps.db, run.user.id, run.alerts.map((a) => a.row.id), now);
    return null;
  }
  return { run, selection, failed: [...new Set(collected.flatMap((c) => c.failed))], resumeText: await latestResumeText(deps.db, run.user.id) };
}

/** Postings scored a few at a time, so each compute task stays short beside users' requests. */
const SCORED_PER_TASK = 10;
/** A user's new postings scored in one digest, at most (an Elite user's 20 searches can bring a thousand). */
const MAX_SCORED = 150;

/** The match of each posting, in order; a batch the pool refuses (busy, past its limit) goes unscored, not unsent. */
async function scoreAll(deps: AlertRunDeps, resumeText: string, postings: AlertPosting[], now: Date): Promise<(AlertScore | null)[]> {
  const scores: (AlertScore | null)[] = [];
  for (let at = 0; at < postings.length; at += SCORED_PER_TASK) {
    const batch = postings.slice(at, at + SCORED_PER_TASK);
    try {
      scores.push(...(await compute('alert-scores', { resumeText, postings: batch, now: now.toISOString() }, { log: deps.logger, owner: null })));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.logger.warn({ code: error.code, postings: batch.length }, 'Job alert postings sent without a match score');
      scores.push(...batch.map(() => null));
    }
  }
  return scores;
}

async function sendOne(deps: AlertRunDeps, chosen: Chosen, described: Map<string, AlertPosting>, runKey: string, now: Date): Promise<boolean> {
  const { run, selection, failed, resumeText } = chosen;
  const { user, alerts } = run;
  // The newest MAX_SCORED are scored and the best 50 sent; the rest stay new for a later digest.
  const fresh = [...selection.fresh]
    .sort((a, b) => (b.posting.datePosted ?? '').localeCompare(a.posting.datePosted ?? ''))
    .slice(0, MAX_SCORED)
    .map((item) => ({ ...item, posting: described.get(item.posting.canonicalUrl) ?? item.posting }));
  const scores = resumeText ? await scoreAll(deps, resumeText, fresh.map((f) => f.posting), now) : fresh.map(() => null);
  const picked = bestFirst(fresh.map((item, i) => ({ ...item, match: scores[i] ?? null })));
  const frequency: AlertFrequency = alerts.every((a) => a.row.frequency === 'weekly') ? 'weekly' : 'daily';
  const digest = composeDigest({
    name: user.fullName ?? '',
    items: picked.map((item) => digestItem(item, item.match, deps.env.PUBLIC_URL, now)),
    reposts: selection.reposts.map((item) => digestItem(item, null, deps.env.PUBLIC_URL, now)),
    limited: failed,
    frequency,
    ranBefore: alerts.some((a) => a.row.lastRunAt !== null),
    hasResume: resumeText !== null,
    publicUrl: deps.env.PUBLIC_URL,
    unsubscribeUrl: unsubscribeUrl(deps.env, user.id),
  });
  const message = await jobAlertDigestMail(user.email, digest);
  return deps.db.transaction(async (tx) => {
    const recorded = await recordAlertDigest(tx, {
      userId: user.id,
      runKey,
      itemCount: picked.length,
      limitedSources: failed,
      sent: [...[...picked, ...selection.reposts].map((item) => item.keys), ...selection.duplicates],
      alertIds: alerts.map((a) => a.row.id),
      now,
    });
    if (recorded) await enqueueMessage(tx, deps.env.SESSION_SECRET, message, { userId: user.id });
    return recorded;
  });
}

export interface RunGroup {
  /** The users to consider; undefined: every user with alerts (not used by the scheduler). */
  userIds: readonly number[] | undefined;
  /** The digest's key per user: the local date for the scheduled digest, `run:<time>` on demand. */
  runKeyOf: (user: AlertUser) => string;
  now: Date;
  /** On demand: every alert runs, whatever its frequency, and no earlier digest of the day stops it. */
  manual?: boolean;
}

export async function runAlertGroup(deps: AlertRunDeps, group: RunGroup): Promise<AlertRunResult> {
  const runs = await whoRuns(deps.db, group.userIds, group.runKeyOf, group.now, group.manual === true);
  const reads = await readAll(runs, { env: deps.env, log: deps.logger });
  const result: AlertRunResult = { reads: reads.size, sent: [], nothingNew: [], failed: [] };
  for (const [key, read] of reads) if (read.failed) result.failed.push(key);
  const chosen: Chosen[] = [];
  for (const run of runs) {
    const picked = await choose(deps, run, reads, group.now);
    if (picked) chosen.push(picked);
    else result.nothingNew.push(run.user.id);
  }
  // Search cards carry no description: the postings going to users with a resume are read once each.
  const toDescribe = chosen.filter((c) => c.resumeText !== null).flatMap((c) => c.selection.fresh.map((f) => f.posting));
  const described = await describePostings({ env: deps.env, logger: deps.logger, clock: () => group.now }, toDescribe);
  for (const one of chosen) {
    if (await sendOne(deps, one, described, group.runKeyOf(one.run.user), group.now)) result.sent.push(one.run.user.id);
  }
  return result;
}
