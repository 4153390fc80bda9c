/**
 * The digest on the durable job runner (issue 25, sections 2 and 3): at the user's hour in their zone,
 * once with two runners, a batch run again after a crash sending nothing twice and losing no one, and
 * 1,000 users × 5 searches with 60 % overlap reading each distinct search exactly once (counted at a
 * loopback Indeed stand-in).
 */
import type { ServerResponse } from 'node:http';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, jobAlertDigests, jobAlerts, resumes, users } from '../../db/schema';
import { JobRunner } from '../../lib/jobs/job-runner';
import { startFixtureServer, type FixtureServer, type RecordedRequest } from '../../lib/safe-fetch.fixture-server';
import { createLogger } from '../../logger';
import { MAIL_JOB, registerMailJobs } from '../../mail/mail-jobs';
import { createCaptureMailer } from '../../test/capture-mailer';
import { countingRunner, useRunnerDatabase } from '../../test/job-runners';
import { buildTestEnv } from '../../test/test-server';
import { sleep } from '../../test/wait';
import { indeedMosaicPage } from '../job-search/test-kit';
import { ALERT_BATCH_JOB, ALERT_SWEEP_JOB, ensureAlertSweep, registerAlertJobs, runAlertBatch } from './alert-jobs';
import { runAlertGroup } from './alert-run';

const suite = useRunnerDatabase();
const HOUR = 60 * 60 * 1000;
const logger = createLogger('silent');
let site: FixtureServer;

/** Indeed: one card per query starting "Common" or "Role", none for the others. */
function indeed(request: RecordedRequest, response: ServerResponse): void {
  const url = new URL(request.url, 'http://stand-in.invalid');
  if (url.pathname === '/viewjob') {
    const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Shared Role', hiringOrganization: { '@type': 'Organization', name: 'Contoso' }, description: `<p>${'You will build data pipelines in SQL and Python with a small team, and review designs with product. '.repeat(3)}</p>` });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!DOCTYPE html><html><head><title>Shared Role</title><script type="application/ld+json">${jsonLd}</script></head><body></body></html>`);
    return;
  }
  const q = url.searchParams.get('q') ?? '';
  const key = Buffer.from(q).toString('hex').padEnd(16, '0').slice(0, 16);
  const cards = /^(Common|Role)/.test(q) ? [{ jobkey: key, title: q, company: 'Contoso', formattedLocation: 'Remote', snippet: 'Build things.', pubDate: Date.now() }] : [];
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(indeedMosaicPage(cards));
}

beforeAll(async () => {
  site = await startFixtureServer(indeed);
});
afterAll(async () => {
  await site.close();
});

function env() {
  return buildTestEnv({ INDEED_ORIGIN: site.origin, LINKEDIN_ORIGIN: site.origin, JOB_ALERT_RETRY_MS: '10' });
}

let counter = 0;
/** `n` Pro users in one zone and hour, each with the given searches (Indeed only). */
async function insertUsers(n: number, searches: (index: number) => string[], zone = 'America/New_York', hour = 8): Promise<number[]> {
  const tag = `${process.pid}x${(counter += 1)}`;
  const rows = await suite.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `alerts${tag}u${i}`,
        email: `alerts${tag}u${i}@example.com`,
        passwordHash: 'not-a-real-hash',
        subscriptionTier: 'pro' as const,
        subscriptionStatus: 'active' as const,
        timezone: zone,
        digestHour: hour,
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  const alerts = ids.flatMap((userId, i) =>
    searches(i).map((title) => ({ userId, kind: 'search', params: { title, location: '', remote: false, sources: ['indeed'], postedWithinDays: 7 } })),
  );
  for (let at = 0; at < alerts.length; at += 1000) await suite.database.db.insert(jobAlerts).values(alerts.slice(at, at + 1000));
  return ids;
}

async function digestsOf(ids: number[]) {
  return suite.database.db.select().from(jobAlertDigests).where(inArray(jobAlertDigests.userId, ids)).orderBy(jobAlertDigests.userId);
}

describe('job alert digest on the job runner', () => {
  it('goes out at 8:00 in the user\'s zone, once, with two runners; a batch run again after a crash sends nothing twice and loses no one', async () => {
    const [first, second] = await insertUsers(2, (i) => [`Role ${i} ${process.pid}`]);
    if (first === undefined || second === undefined) throw new Error('no users');
    let now = new Date('2026-03-07T11:00:00Z').getTime(); // 6:00 in New York (EST)
    const clock = () => new Date(now);
    const mailer = createCaptureMailer();
    const handled: { name: string; by: string }[] = [];
    await ensureAlertSweep(suite.database.db, clock);
    await ensureAlertSweep(suite.database.db, clock); // a second process starting: still one sweep
    for (const workerId of ['runner-a', 'runner-b']) {
      const runner = countingRunner({ db: suite.database.db, clock, pollIntervalMs: 5, retryDelayMs: 10, workerId }, handled);
      registerAlertJobs(runner, { db: suite.database.db, env: env(), logger, clock });
      registerMailJobs(runner, { mailer, env: env(), logger, composePasswordReset: async () => null });
      runner.start();
      suite.runners.push(runner);
    }
    const settle = async () => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const due = await suite.database.db
          .select({ id: backgroundJobs.id })
          .from(backgroundJobs)
          .where(and(inArray(backgroundJobs.name, [ALERT_SWEEP_JOB, ALERT_BATCH_JOB]), isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt), lte(backgroundJobs.runAt, clock())));
        if (due.length === 0) return;
        if (Date.now() > deadline) throw new Error('alert jobs still due after 15 s');
        await sleep(5);
      }
    };

    // The crash: the batch got as far as the first user (their digest and e-mail recorded) and died.
    await runAlertGroup({ db: suite.database.db, env: env(), logger }, { userIds: [first], runKeyOf: () => '2026-03-07', now: new Date('2026-03-07T13:00:00Z') });
    // 6:00, 7:00, 8:00 and 9:00 in New York; the clock stays at 9:00 after.
    for (let step = 0; step < 4; step++) {
      if (step > 0) now += HOUR;
      await settle();
    }
    // Run the batch of 8:00 once more, as a second process would after a restart.
    await runAlertBatch({ db: suite.database.db, env: env(), logger, clock }, new Date('2026-03-07T13:00:00Z'));

    const rows = await digestsOf([first, second]);
    expect(rows.map((r) => [r.userId, r.runKey, r.sentAt.toISOString()])).toEqual([
      [first, '2026-03-07', '2026-03-07T13:00:00.000Z'],
      [second, '2026-03-07', '2026-03-07T13:00:00.000Z'], // 8:00 EST, by the runner's batch
    ]);
    expect(handled.filter((h) => h.name === ALERT_BATCH_JOB)).toHaveLength(1);
    expect(handled.filter((h) => h.name === ALERT_SWEEP_JOB)).toHaveLength(4);
    // Each user's e-mail queued once. The mail jobs carry the database's now(): a runner of e-mails only
    // sends them on real time (the alert runners stop first, or their sweep would catch up to today).
    await Promise.all(suite.runners.splice(0).map((runner) => runner.stop()));
    const mailRunner = new JobRunner({ db: suite.database.db, clock: () => new Date(Date.now() + 1_000), pollIntervalMs: 5, workerId: 'mail-only' });
    registerMailJobs(mailRunner, { mailer, env: env(), logger, composePasswordReset: async () => null });
    mailRunner.start();
    suite.runners.push(mailRunner);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const waiting = await suite.database.db.select({ id: backgroundJobs.id }).from(backgroundJobs).where(and(eq(backgroundJobs.name, MAIL_JOB), isNull(backgroundJobs.doneAt), isNull(backgroundJobs.failedAt)));
      if (waiting.length === 0) break;
      await sleep(10);
    }
    const emails = await suite.database.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [first, second]));
    for (const { email } of emails) expect(mailer.to(email)).toHaveLength(1);
  });

  it('reads each distinct search once for 1,000 users with 5 searches each, 60 % of them shared', async () => {
    const pool = Array.from({ length: 10 }, (_, k) => `Common ${k} ${process.pid}`);
    const ids = await insertUsers(1000, (i) => [pool[i % 10] as string, pool[(i + 1) % 10] as string, pool[(i + 2) % 10] as string, `Solo ${i}a ${process.pid}`, `Solo ${i}b ${process.pid}`], 'UTC', 9);
    const before = site.requests.length;
    await runAlertBatch({ db: suite.database.db, env: env(), logger, clock: () => new Date('2026-03-07T09:00:00Z') }, new Date('2026-03-07T09:00:00Z'));
    const asked = site.requests.slice(before).map((r) => new URL(r.url, 'http://x.invalid').searchParams.get('q'));
    expect(asked).toHaveLength(10 + 2000);
    expect(new Set(asked).size).toBe(asked.length);
    // Every user's digest holds their three shared searches' postings, and went out once.
    const rows = await digestsOf(ids);
    expect(rows).toHaveLength(1000);
    expect(rows.every((r) => r.itemCount === 3 && r.runKey === '2026-03-07')).toBe(true);
  }, 180_000);

  it('reads a shared posting\'s page once for every user of the batch who has a resume', async () => {
    const ids = await insertUsers(3, () => [`Role shared ${process.pid}`], 'Europe/Berlin', 7);
    const resume = ['Kim Lee', 'kim@example.com', 'EXPERIENCE', 'Data Engineer, Fabrikam, 2017 - Present', '- Built SQL and Python pipelines for 40 analysts', 'SKILLS', 'SQL, Python'].join('\n');
    await suite.database.db.insert(resumes).values(ids.map((userId) => ({ userId, number: 1, originalText: resume, optimizedContent: resume })));
    const before = site.requests.length;
    await runAlertBatch({ db: suite.database.db, env: env(), logger, clock: () => new Date('2026-03-07T06:00:00Z') }, new Date('2026-03-07T06:00:00Z'));
    const asked = site.requests.slice(before).map((r) => new URL(r.url, 'http://x.invalid').pathname);
    expect(asked).toEqual(['/jobs', '/viewjob']);
    expect(await digestsOf(ids)).toHaveLength(3);
  });
});
