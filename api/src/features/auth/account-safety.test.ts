/**
 * Account safety around e-mail addresses: an e-mail change voids outstanding reset links, and a free
 * trial is given once per address (remembered after deletion only as a keyed hash).
 */
import type { ErrorBody, PublicUser, SubscriptionStatus } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, freeTrialAddresses, users } from '../../db/schema';
import { findLink, queryParam } from '../../test/capture-mailer';
import { buildRegistration, changeEmail, registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const suite = useTestServer();

async function resetTokenFor(email: string): Promise<string> {
  const { server } = suite;
  expect((await server.client().post('/api/forgot-password', { email })).status).toBe(200);
  return queryParam(findLink(server.mails.to(email).at(-1), '/reset-password'), 'token');
}

describe('an e-mail change voids outstanding reset links', () => {
  it('a link sent to the old address no longer resets the password once the address changed', async () => {
    const { client, input } = await registerUser(suite.server);
    const token = await resetTokenFor(input.email);

    const moved = `moved-${input.username}@example.org`;
    await changeEmail(suite.server, client, input.password, moved);

    const reset = await suite.server.client().post<ErrorBody>('/api/reset-password', { token, newPassword: 'taken over' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe('invalid_reset_token');
    // A link asked for at the new address works.
    const fresh = await resetTokenFor(moved);
    expect((await suite.server.client().post('/api/reset-password', { token: fresh, newPassword: 'my new one' })).status).toBe(200);
  });

  it('a name-only change leaves the link working', async () => {
    const { client, input } = await registerUser(suite.server);
    const token = await resetTokenFor(input.email);
    expect((await client.patch('/api/user/profile', { fullName: 'Renamed', email: input.email })).status).toBe(200);
    expect((await suite.server.client().post('/api/reset-password', { token, newPassword: 'still mine' })).status).toBe(200);
  });
});

describe('one free trial per e-mail address', () => {
  async function deleteAccount(client: Awaited<ReturnType<typeof registerUser>>['client'], password: string) {
    expect((await client.delete('/api/user', { password })).status).toBe(204);
  }

  it('deleting the account and registering again with the same address gives no second trial', async () => {
    const first = await registerUser(suite.server, { email: `Trial.Once.${Date.now()}@Example.com` });
    await deleteAccount(first.client, first.input.password);

    const client = suite.server.client();
    const again = buildRegistration({ email: first.input.email.toUpperCase() });
    const before = Date.now();
    const response = await client.post<PublicUser & { freeTrial: boolean }>('/api/register', again);
    expect(response.status).toBe(201);
    expect(response.body.freeTrial).toBe(false);
    expect(response.body.subscriptionTier).toBe('free_trial');
    expect(Date.parse(response.body.subscriptionEndDate!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(response.body.subscriptionEndDate!)).toBeGreaterThanOrEqual(before - 1000);
    const status = await client.get<SubscriptionStatus>('/api/subscription-status');
    expect(status.body.active).toBe(false);
    // No trial e-mails are scheduled for a trial that was not given.
    const jobs = await suite.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.userId, response.body.id));
    expect(jobs).toEqual([]);
  });

  it('keeps only a keyed hash of the address, never the address', async () => {
    const { client, input } = await registerUser(suite.server);
    await deleteAccount(client, input.password);
    const rows = await suite.database.db.select().from(freeTrialAddresses);
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(input.email);
    expect(dump).not.toContain(input.email.split('@')[0]);
    for (const row of rows) expect(row.emailHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await suite.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email))).toEqual([]);
  });

  it('the old address of an account whose e-mail changed gives no second trial either', async () => {
    const { client, input } = await registerUser(suite.server);
    const moved = `elsewhere-${input.username}@example.org`;
    await changeEmail(suite.server, client, input.password, moved);
    const again = await suite.server.client().post<{ freeTrial: boolean }>('/api/register', buildRegistration({ email: input.email }));
    expect(again.status).toBe(201);
    expect(again.body.freeTrial).toBe(false);
  });

  it('a new address still gets its 7-day trial', async () => {
    const response = await suite.server.client().post<{ freeTrial: boolean }>('/api/register', buildRegistration());
    expect(response.status).toBe(201);
    expect(response.body.freeTrial).toBe(true);
  });
});
