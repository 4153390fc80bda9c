/** The job-alerts API over HTTP (issue 25, sections 1 and 8): plans, limits, owner scoping, 4xx wording. */
import type { ErrorBody } from '@jobapp/shared';
import type { JobAlert, JobAlertList } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe('job alerts API', () => {
  const suite = useTestServer();

  async function onPlan(userId: number, plan: 'pro' | 'elite' | 'starter', extra: Partial<typeof users.$inferInsert> = {}): Promise<void> {
    await suite.database.db
      .update(users)
      .set({ subscriptionTier: plan, subscriptionStatus: 'active', subscriptionEndDate: null, ...extra })
      .where(eq(users.id, userId));
  }

  it('refuses the free trial and Starter with 402 subscription_required and the upgrade wording, and shows no limits', async () => {
    const trial = await registerUser(suite.server);
    const starter = await registerUser(suite.server);
    await onPlan(starter.user.id, 'starter');
    for (const { client } of [trial, starter]) {
      const refused = await client.post<ErrorBody>('/api/job-alerts', { kind: 'search', title: 'Data Engineer' });
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        error: 'subscription_required',
        message: 'Your plan does not include job alerts. Upgrade your subscription to use them.',
        details: { href: '/pricing' },
      });
      const list = await client.get<JobAlertList>('/api/job-alerts');
      expect(list.status).toBe(200);
      expect(list.body).toEqual({
        alerts: [],
        included: false,
        limits: { searches: { used: 0, limit: 0 }, watches: { used: 0, limit: 0 } },
        emailsOn: true,
      });
    }
    expect((await suite.server.client().get('/api/job-alerts')).status).toBe(401);
  });

  it('keeps a Pro user to 5 searches and 10 watches, shows the count, and names the plan that allows more', async () => {
    const { client, user } = await registerUser(suite.server);
    await onPlan(user.id, 'pro');
    const created = await client.post<JobAlert>('/api/job-alerts', { kind: 'search', title: 'Data Engineer', location: 'Berlin', remote: true, sources: ['indeed'], postedWithinDays: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'search',
      paused: false,
      frequency: 'daily',
      lastRunAt: null,
      search: { title: 'Data Engineer', location: 'Berlin', remote: true, sources: ['indeed'], postedWithinDays: 3 },
    });
    // Four more in parallel, then a sixth: the lock makes exactly five.
    const more = await Promise.all([1, 2, 3, 4, 5].map((n) => client.post('/api/job-alerts', { kind: 'search', title: `Role ${n}` })));
    expect(more.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 402]);
    const full: unknown = more.find((r) => r.status === 402)?.body;
    expect(full).toEqual({
      error: 'quota_exhausted',
      message: 'You have 5 saved searches, the most the Pro plan allows. Delete one, or upgrade to Elite for 20.',
      details: { href: '/pricing' },
    });

    const watch = await client.post<JobAlert>('/api/job-alerts', { kind: 'watch', boardUrl: 'https://boards.greenhouse.io/acme/jobs/4012345', titleFilter: 'engineer' });
    expect(watch.status).toBe(201);
    expect(watch.body).toMatchObject({ kind: 'watch', watch: { board: 'greenhouse', company: 'acme', boardUrl: 'https://job-boards.greenhouse.io/acme', titleFilter: 'engineer' } });

    const list = await client.get<JobAlertList>('/api/job-alerts');
    expect(list.body.included).toBe(true);
    expect(list.body.limits).toEqual({ searches: { used: 5, limit: 5 }, watches: { used: 1, limit: 10 } });
    expect(list.body.alerts).toHaveLength(6);
  });

  it('gives Elite 20 searches and 50 watches', async () => {
    const { client, user } = await registerUser(suite.server);
    await onPlan(user.id, 'elite');
    expect((await client.get<JobAlertList>('/api/job-alerts')).body.limits).toEqual({ searches: { used: 0, limit: 20 }, watches: { used: 0, limit: 50 } });
  });

  it('pauses, edits and deletes only the owner’s alerts, and answers bad input in plain words', async () => {
    const { client, user } = await registerUser(suite.server);
    const other = await registerUser(suite.server);
    await onPlan(user.id, 'pro');
    await onPlan(other.user.id, 'pro');
    const search = (await client.post<JobAlert>('/api/job-alerts', { kind: 'search', title: 'Nurse' })).body;
    const watch = (await client.post<JobAlert>('/api/job-alerts', { kind: 'watch', boardUrl: 'https://jobs.lever.co/globex' })).body;

    const paused = await client.patch<JobAlert>(`/api/job-alerts/${search.id}`, { paused: true, frequency: 'weekly', location: 'Leeds' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ paused: true, frequency: 'weekly', search: { title: 'Nurse', location: 'Leeds' } });
    const wrongKind = await client.patch<ErrorBody>(`/api/job-alerts/${watch.id}`, { title: 'Nurse' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('This field belongs to the other kind of alert.');
    expect((await client.patch<ErrorBody>(`/api/job-alerts/${watch.id}`, {})).body.message).toBe('Nothing to change.');
    expect((await client.patch(`/api/job-alerts/${watch.id}`, { titleFilter: 'designer' })).body).toMatchObject({ watch: { titleFilter: 'designer' } });

    const badBoard = await client.post<ErrorBody>('/api/job-alerts', { kind: 'watch', boardUrl: 'https://example.com/careers' });
    expect(badBoard.status).toBe(400);
    expect(JSON.stringify(badBoard.body)).toContain('Paste the address of a company job board on Greenhouse, Lever, Ashby or Workday.');
    expect((await client.post('/api/job-alerts', { kind: 'search', title: 'x', postedWithinDays: 0 })).status).toBe(400);
    expect((await client.post('/api/job-alerts', { kind: 'search', title: 'x', extra: true })).status).toBe(400);
    expect((await client.post('/api/job-alerts', 'nonsense')).status).toBeLessThan(500);

    // Someone else's alert does not exist for them.
    for (const response of [
      await other.client.patch<ErrorBody>(`/api/job-alerts/${search.id}`, { paused: false }),
      await other.client.delete<ErrorBody>(`/api/job-alerts/${search.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('This alert is not on your list.');
    }
    expect((await other.client.get<JobAlertList>('/api/job-alerts')).body.alerts).toEqual([]);
    expect((await client.delete('/api/job-alerts/abc')).status).toBe(404);
    expect((await client.delete('/api/job-alerts/99999999999')).status).toBe(404);

    expect((await client.delete(`/api/job-alerts/${search.id}`)).status).toBe(204);
    expect((await client.delete(`/api/job-alerts/${search.id}`)).status).toBe(404);
    expect((await client.get<JobAlertList>('/api/job-alerts')).body.alerts.map((a) => a.id)).toEqual([watch.id]);
  });

  it('a downgrade to Starter takes effect at the end of the period: alerts stay listed, new ones are refused', async () => {
    const { client, user } = await registerUser(suite.server);
    const now = suite.server.clock();
    await onPlan(user.id, 'pro', { scheduledPlan: 'starter', scheduledPlanAt: new Date(now.getTime() + 2 * DAY) });
    expect((await client.post('/api/job-alerts', { kind: 'search', title: 'Welder' })).status).toBe(201);
    await onPlan(user.id, 'pro', { scheduledPlan: 'starter', scheduledPlanAt: new Date(now.getTime() - 1) });
    const list = await client.get<JobAlertList>('/api/job-alerts');
    expect(list.body.included).toBe(false);
    expect(list.body.alerts).toHaveLength(1);
    expect((await client.post('/api/job-alerts', { kind: 'search', title: 'Welder 2' })).status).toBe(402);
  });
});
