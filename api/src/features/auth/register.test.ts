import { limits, messages, usernameCharactersMessage, type ErrorBody, type PublicUser } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { buildRegistration, registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

describe('POST /api/register', () => {
  const suite = useTestServer();

  it('creates the account on a 7-day free trial, answers 201 with the public user and signs in', async () => {
    const client = suite.server.client();
    const input = buildRegistration({ email: 'Mixed.Case@Example.COM', fullName: '  Ada Lovelace ' });
    const before = Date.now();
    const response = await client.post<PublicUser>('/api/register', input);

    expect(response.status).toBe(201);
    const user = response.body;
    expect(user).toMatchObject({
      username: input.username,
      email: 'mixed.case@example.com',
      fullName: 'Ada Lovelace',
      subscriptionTier: 'free_trial',
      storageLimit: limits.defaultStorageBytes,
      storageUsed: 0,
      hasExpandedStorage: false,
      hasPaymentMethod: false,
      notificationPreferences: { jobAlerts: true, resumeUpdates: true, marketingEmails: false },
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'freeTrial',
        'fullName',
        'hasExpandedStorage',
        'hasPaymentMethod',
        'id',
        'notificationPreferences',
        'storageLimit',
        'storageUsed',
        'subscriptionEndDate',
        'subscriptionTier',
        'username',
      ].sort(),
    );
    expect(response.body).toMatchObject({ freeTrial: true });
    const trialEnd = Date.parse(user.subscriptionEndDate!);
    const sevenDays = limits.freeTrialDays * 24 * 60 * 60 * 1000;
    expect(trialEnd).toBeGreaterThanOrEqual(before + sevenDays - 1000);
    expect(trialEnd).toBeLessThanOrEqual(Date.now() + sevenDays + 1000);

    expect(response.sessionCookie).toMatch(/^session=[^;]+; path=\/; samesite=lax; httponly$/);
    const me = await client.get<PublicUser>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('answers 409 username_taken for a username in use, whatever its case', async () => {
    const { input } = await registerUser(suite.server);
    const response = await suite.server
      .client()
      .post<ErrorBody>('/api/register', buildRegistration({ username: input.username.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'username_taken', message: messages.usernameTaken });
    expect(response.sessionCookie).toBeUndefined();
  });

  it('answers 409 email_taken for an e-mail in use, whatever its case', async () => {
    const { input } = await registerUser(suite.server);
    const response = await suite.server
      .client()
      .post<ErrorBody>('/api/register', buildRegistration({ email: input.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'email_taken', message: messages.emailTaken });
  });

  it('answers 409 to the loser when two identical registrations race', async () => {
    const input = buildRegistration();
    const [a, b] = await Promise.all([
      suite.server.client().post('/api/register', input),
      suite.server.client().post('/api/register', input),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(['username_taken', 'email_taken']).toContain(loser.body.error);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing username', { username: undefined }, 'username', messages.usernameRequired],
    ['empty username', { username: '  ' }, 'username', messages.usernameRequired],
    ['missing password', { password: undefined }, 'password', messages.passwordRequired],
    ['short password', { password: '12345' }, 'password', messages.passwordMin],
    ['invalid e-mail', { email: 'not-an-email' }, 'email', messages.emailInvalid],
    ['missing full name', { fullName: '' }, 'fullName', messages.fullNameRequired],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', messages.termsRequired],
  ];
  it.each(invalid)('answers 400 validation_failed for %s', async (_case, override, field, message) => {
    const response = await suite.server.client().post<ErrorBody>('/api/register', { ...buildRegistration(), ...override });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('validation_failed');
    expect(response.body.message).toBe(message);
    expect(response.body.details?.[field]).toBe(message);
    expect(response.sessionCookie).toBeUndefined();
  });

  it('lists every invalid field in details, and the first one as the message', async () => {
    const response = await suite.server.client().post<ErrorBody>('/api/register', {});
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual({
      fullName: messages.fullNameRequired,
      email: messages.emailInvalid,
      username: messages.usernameRequired,
      password: messages.passwordRequired,
      acceptTerms: messages.termsRequired,
    });
    expect(response.body.message).toBe(messages.fullNameRequired);
  });

  it('refuses a look-alike username (a Cyrillic а in a Latin name) and signs in by the NFKC form', async () => {
    const base = buildRegistration();
    const lookAlike = await suite.server.client().post<ErrorBody>('/api/register', { ...base, username: `\u0430${base.username}` });
    expect(lookAlike.status).toBe(400);
    expect(lookAlike.body.details).toEqual({ username: usernameCharactersMessage });

    const fullWidth = [...base.username].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    const created = await suite.server.client().post<PublicUser>('/api/register', { ...base, username: fullWidth });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe(base.username);
    const signedIn = await suite.server.client().post('/api/login', { username: fullWidth, password: base.password });
    expect(signedIn.status).toBe(200);
  });
});
