/**
 * The automatic "No response" on two job runners over one database, with a clock the test moves day by
 * day: each silent card ends once with one timeline event, each day's run happens once, and a stop of
 * every runner for days loses nothing.
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, backgroundJobs } from '../../db/schema';
import { JobRunner } from '../../lib/jobs/job-runner';
import { useRunnerDatabase } from '../../test/job-runners';
import { sleep } from '../../test/wait';
import { insertTestUser } from '../jobs/test-deps';
import { endSilentApplications } from './applications.queries';
import { ensureNoResponseSweep, NO_RESPONSE_JOB, registerNoResponseJobs } from './no-response-jobs';

const suite = useRunnerDatabase();
const DAY = 24 * 60 * 60 * 1000;

function startRunners(clock: () => Date, workerIds: string[], handled: { by: string; day: string }[] = []) {
  for (const workerId of workerIds) {
    const runner = new JobRunner({ db: suite.database.db, clock, pollIntervalMs: 5, retryDelayMs: 10, workerId });
    const register = runner.register.bind(runner);
    runner.register = (name, handler) =>
      register(name, async (payload, job) => {
        handled.push({ by: workerId, day: (payload as { day: string }).day });
        await handler(payload, job);
      });
    registerNoResponseJobs(runner, { db: suite.database.db, clock });
    runner.start();
    suite.runners.push(runner);
  }
  return handled;
}

/** Waits until no no-response run is due and unfinished at the clock's time. */
async function settled(clock: () => Date): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const due = await suite.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.name, NO_RESPONSE_JOB), isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt), lte(backgroundJobs.runAt, clock())));
    if (due.length === 0) return;
    if (Date.now() > deadline) throw new Error('no-response runs still due after 10 s');
    await sleep(5);
  }
}

/** A card in `stage` whose last event (the stage entered) was at `at`. */
async function card(userId: number, stage: string, at: Date, noResponseDays: number | null = null): Promise<number> {
  const [row] = await suite.database.db
    .insert(applications)
    .values({ userId, stage, company: 'Acme', jobTitle: `Role ${stage}`, source: 'manual', noResponseDays, createdAt: at, stageChangedAt: at, lastEventAt: at })
    .returning({ id: applications.id });
  if (!row) throw new Error('no card');
  await suite.database.db.insert(applicationEvents).values({ applicationId: row.id, userId, kind: 'created', stage, at });
  return row.id;
}

async function stageOf(ids: number[]): Promise<Record<number, string>> {
  const rows = await suite.database.db.select({ id: applications.id, stage: applications.stage }).from(applications).where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.stage]));
}

async function noResponseEvents(ids: number[]) {
  return suite.database.db
    .select({ applicationId: applicationEvents.applicationId, fromStage: applicationEvents.fromStage, at: applicationEvents.at, data: applicationEvents.data })
    .from(applicationEvents)
    .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.stage, 'no_response')))
    .orderBy(asc(applicationEvents.applicationId));
}

describe('automatic No response', () => {
  it('ends each silent card once, with one event, run daily by one of two runners; a restart loses none', async () => {
    const userId = await insertTestUser(suite.database);
    const start = new Date('2026-05-01T00:00:00Z');
    const applied = await card(userId, 'applied', new Date('2026-04-01T10:00:00Z')); // silent 30 days on May 1 10:00
    const interviewing = await card(userId, 'interviewing', new Date('2026-04-03T09:00:00Z')); // on May 3 09:00
    const short = await card(userId, 'applied', new Date('2026-04-28T12:00:00Z'), 5); // its own 5 days: May 3 12:00
    const saved = await card(userId, 'saved', new Date('2026-01-01T00:00:00Z')); // saved cards never end
    const offer = await card(userId, 'offer', new Date('2026-01-01T00:00:00Z')); // nor offers
    const attached = await card(userId, 'applied', new Date('2026-04-01T10:00:00Z'));
    // A tailored resume attached on April 20 restarts its clock (the row's last_event_at is left as it was).
    await suite.database.db.insert(applicationEvents).values({ applicationId: attached, userId, kind: 'resume', at: new Date('2026-04-20T08:00:00Z') });
    const ids = [applied, interviewing, short, saved, offer, attached];

    let now = start.getTime();
    const clock = () => new Date(now);
    await ensureNoResponseSweep(suite.database.db, clock);
    await ensureNoResponseSweep(suite.database.db, clock); // a second process starting: still one run
    const handled = startRunners(clock, ['runner-a', 'runner-b']);

    // May 1 00:00: nothing silent yet (the first card's 30 days end at 10:00).
    await settled(clock);
    expect(await stageOf(ids)).toMatchObject({ [applied]: 'applied', [interviewing]: 'interviewing', [short]: 'applied', [attached]: 'applied' });
    // May 2 00:00: the first card.
    now += DAY;
    await settled(clock);
    expect((await stageOf(ids))[applied]).toBe('no_response');
    expect((await stageOf(ids))[interviewing]).toBe('interviewing');

    // Every runner stops (a deploy) for four days; a new pair starts on May 6 at 06:00.
    await Promise.all(suite.runners.splice(0).map((runner) => runner.stop()));
    now = new Date('2026-05-06T06:00:00Z').getTime();
    await ensureNoResponseSweep(suite.database.db, clock);
    startRunners(clock, ['runner-c', 'runner-d'], handled);
    await settled(clock);
    expect(await stageOf(ids)).toEqual({
      [applied]: 'no_response',
      [interviewing]: 'no_response',
      [short]: 'no_response',
      [saved]: 'saved',
      [offer]: 'offer',
      [attached]: 'applied', // silent since April 20 08:00: until May 20 08:00
    });
    // Two more days, then May 20: the attached card.
    for (const day of ['2026-05-07', '2026-05-08', '2026-05-20', '2026-05-21']) {
      now = new Date(`${day}T00:30:00Z`).getTime();
      await settled(clock);
    }
    expect((await stageOf(ids))[attached]).toBe('no_response');

    const events = await noResponseEvents(ids);
    expect(events.map((e) => [e.applicationId, e.fromStage, e.at.toISOString(), e.data])).toEqual([
      [applied, 'applied', '2026-05-02T00:00:00.000Z', { automatic: true, days: 30 }],
      [interviewing, 'interviewing', '2026-05-06T06:00:00.000Z', { automatic: true, days: 30 }],
      [short, 'applied', '2026-05-06T06:00:00.000Z', { automatic: true, days: 5 }],
      [attached, 'applied', '2026-05-21T00:30:00.000Z', { automatic: true, days: 30 }],
    ]);
    // Each day's run ran once in all, whichever runner took it.
    const days = handled.map((h) => h.day);
    expect(new Set(days).size).toBe(days.length);
    expect(days).toEqual(expect.arrayContaining(['2026-05-01', '2026-05-02', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-20', '2026-05-21']));
    // The missed days (May 3-5) were not run one by one: the late run caught up at once.
    expect(days).not.toContain('2026-05-04');
  });

  it('ends a card once when two runs race on one database', async () => {
    const userId = await insertTestUser(suite.database);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => card(userId, i % 2 ? 'applied' : 'interviewing', new Date('2026-01-01T00:00:00Z'))));
    const now = new Date('2026-03-01T00:00:00Z');
    const [a, b] = await Promise.all([endSilentApplications(suite.database.db, now, 30), endSilentApplications(suite.database.db, now, 30)]);
    expect((a?.length ?? 0) + (b?.length ?? 0)).toBe(20);
    const events = await noResponseEvents(ids);
    expect(events).toHaveLength(20);
    expect(new Set(events.map((e) => e.applicationId)).size).toBe(20);
  });
});
