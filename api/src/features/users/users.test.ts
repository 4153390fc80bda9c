import { limits, messages, type ErrorBody, type PublicUser, type StorageInfo, type SubscriptionStatus } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerUser, signIn } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe('the signed-in user', () => {
  const suite = useTestServer();
  afterEach(() => suite.server.clock.reset());

  it.each([
    ['GET', '/api/user'],
    ['PATCH', '/api/user/profile'],
    ['PATCH', '/api/user/notifications'],
    ['GET', '/api/subscription-status'],
    ['GET', '/api/user/storage-info'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const body = method === 'PATCH' ? { fullName: 'X', email: 'x@example.com', jobAlerts: true, resumeUpdates: true, marketingEmails: true } : undefined;
    const response = await suite.server.client().request(method, path, body ? { json: body } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
  });

  describe('PATCH /api/user/profile', () => {
    it('changes the full name, sends a link to the new e-mail, and answers the updated user', async () => {
      const { client, user, input } = await registerUser(suite.server);
      const response = await client.patch<PublicUser>('/api/user/profile', {
        fullName: ' Grace Hopper ',
        email: 'Grace@Example.org',
        currentPassword: input.password,
      });
      expect(response.status).toBe(200);
      // The name at once; the address once the link sent to it is opened (account.test.ts).
      expect(response.body).toEqual({ ...user, fullName: 'Grace Hopper', pendingEmail: 'grace@example.org' });
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(user.email);
    });

    it('keeps the own e-mail without complaint', async () => {
      const { client, input } = await registerUser(suite.server);
      const response = await client.patch('/api/user/profile', { fullName: 'Same Mail', email: input.email.toUpperCase() });
      expect(response.status).toBe(200);
    });

    it("answers 409 email_taken for another user's e-mail, whatever its case", async () => {
      const { input: other } = await registerUser(suite.server);
      const { client, user, input } = await registerUser(suite.server);
      const response = await client.patch('/api/user/profile', {
        fullName: 'Taker',
        email: other.email.toUpperCase(),
        currentPassword: input.password,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'email_taken', message: messages.emailTaken });
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(user.email);
    });

    it.each([
      ['fullName', { fullName: '', email: 'ok@example.com' }, messages.fullNameRequired],
      ['fullName', { email: 'ok@example.com' }, messages.fullNameRequired],
      ['email', { fullName: 'Someone', email: 'not-an-email' }, messages.profileEmailInvalid],
      ['email', { fullName: 'Someone' }, messages.profileEmailInvalid],
    ])('answers 400 for an invalid %s', async (field, body, message) => {
      const { client } = await registerUser(suite.server);
      const response = await client.patch<ErrorBody>('/api/user/profile', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'validation_failed', message, details: { [field]: message } });
    });
  });

  describe('PATCH /api/user/notifications', () => {
    it('saves the three preferences', async () => {
      const { client } = await registerUser(suite.server);
      const preferences = { jobAlerts: false, resumeUpdates: true, marketingEmails: true };
      const response = await client.patch<PublicUser>('/api/user/notifications', preferences);
      expect(response.status).toBe(200);
      expect(response.body.notificationPreferences).toEqual(preferences);
      expect((await client.get<PublicUser>('/api/user')).body.notificationPreferences).toEqual(preferences);
    });

    it('answers 400 when a preference is missing or not a boolean', async () => {
      const { client } = await registerUser(suite.server);
      const response = await client.patch<ErrorBody>('/api/user/notifications', { jobAlerts: 'yes', resumeUpdates: true });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
      expect(Object.keys(response.body.details ?? {}).sort()).toEqual(['jobAlerts', 'marketingEmails']);
    });
  });

  describe('GET /api/subscription-status', () => {
    it('shows an active free trial ending in 7 days, inactive once it has ended', async () => {
      const { input, user } = await registerUser(suite.server);
      // A remembered session, so it outlives the jump past the trial.
      const client = await signIn(suite.server, input.username, input.password, true);
      const response = await client.get<SubscriptionStatus>('/api/subscription-status');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ plan: 'free_trial', endDate: user.subscriptionEndDate, active: true });

      suite.server.clock.advance(limits.freeTrialDays * DAY + 60_000);
      const later = await client.get<SubscriptionStatus>('/api/subscription-status');
      expect(later.status).toBe(200);
      expect(later.body).toEqual({ plan: 'free_trial', endDate: user.subscriptionEndDate, active: false });
    });

    it('a paid plan is active while it renews; a cancelled one until its period ends, then not', async () => {
      const { client, user } = await registerUser(suite.server);
      await suite.database.db.update(users).set({ subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: null }).where(eq(users.id, user.id));
      expect((await client.get('/api/subscription-status')).body).toEqual({ plan: 'pro', endDate: null, active: true });

      // A renewal whose webhook has not arrived yet keeps the plan (Stripe says past_due or canceled when it fails).
      const past = new Date(Date.now() - DAY);
      await suite.database.db.update(users).set({ subscriptionEndDate: past }).where(eq(users.id, user.id));
      expect((await client.get('/api/subscription-status')).body).toEqual({ plan: 'pro', endDate: past.toISOString(), active: true });

      const future = new Date(Date.now() + DAY);
      await suite.database.db.update(users).set({ subscriptionStatus: 'canceled', subscriptionEndDate: future }).where(eq(users.id, user.id));
      expect((await client.get('/api/subscription-status')).body).toEqual({ plan: 'pro', endDate: future.toISOString(), active: true });

      await suite.database.db.update(users).set({ subscriptionEndDate: past }).where(eq(users.id, user.id));
      expect((await client.get('/api/subscription-status')).body).toEqual({ plan: 'pro', endDate: past.toISOString(), active: false });
    });
  });

  describe('GET /api/user/storage-info', () => {
    it('answers limit, used and percentage', async () => {
      const { client, user } = await registerUser(suite.server);
      expect((await client.get<StorageInfo>('/api/user/storage-info')).body).toEqual({
        limit: limits.defaultStorageBytes,
        used: 0,
        percentage: 0,
      });
      await suite.database.db.update(users).set({ storageUsed: limits.defaultStorageBytes / 4 }).where(eq(users.id, user.id));
      expect((await client.get<StorageInfo>('/api/user/storage-info')).body).toEqual({
        limit: limits.defaultStorageBytes,
        used: limits.defaultStorageBytes / 4,
        percentage: 25,
      });
    });
  });

  it('each user sees and changes only their own account', async () => {
    const alice = await registerUser(suite.server);
    const bob = await registerUser(suite.server);
    const changed = await alice.client.patch('/api/user/profile', {
      fullName: 'Alice Changed',
      email: 'alice.changed@example.com',
      currentPassword: alice.input.password,
    });
    expect(changed.status).toBe(200);
    await alice.client.patch('/api/user/notifications', { jobAlerts: false, resumeUpdates: false, marketingEmails: true });

    const bobNow = await bob.client.get<PublicUser>('/api/user');
    expect(bobNow.body).toEqual(bob.user);
    const aliceNow = await alice.client.get<PublicUser>('/api/user');
    expect(aliceNow.body.id).toBe(alice.user.id);
    expect(aliceNow.body.fullName).toBe('Alice Changed');
  });
});
