import { messages, type ErrorBody, type PublicUser } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { registerUser, signIn } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe('sign-in, sessions and sign-out', () => {
  const suite = useTestServer();
  afterEach(() => suite.server.clock.reset());

  describe('POST /api/login', () => {
    it('signs in with username and password: 200, the public user and a browser-session cookie', async () => {
      const { input, user } = await registerUser(suite.server);
      const client = suite.server.client();
      const response = await client.post<PublicUser>('/api/login', { username: input.username, password: input.password });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(user);
      expect(response.sessionCookie).toBeDefined();
      expect(response.sessionCookie).not.toMatch(/max-age|expires/i);
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('with rememberMe sets a persistent cookie of 30 days', async () => {
      const { input } = await registerUser(suite.server);
      const response = await suite.server
        .client()
        .post('/api/login', { username: input.username, password: input.password, rememberMe: true });
      expect(response.status).toBe(200);
      // Koa's cookies library turns maxAge into an Expires date.
      const expires = Date.parse(/expires=([^;]+)/i.exec(response.sessionCookie ?? '')?.[1] ?? '');
      expect(Math.abs(expires - (Date.now() + 30 * DAY))).toBeLessThan(5000);
      expect(response.sessionCookie).toMatch(/httponly/i);
      expect(response.sessionCookie).toMatch(/samesite=lax/i);
    });

    it('accepts the e-mail address or a differently cased username in the username field', async () => {
      const { input } = await registerUser(suite.server);
      for (const login of [input.email.toUpperCase(), input.username.toUpperCase()]) {
        const response = await suite.server.client().post('/api/login', { username: login, password: input.password });
        expect(response.status, login).toBe(200);
      }
    });

    it('answers 401 invalid_credentials, the same for a wrong password and an unknown user', async () => {
      const { input } = await registerUser(suite.server);
      const wrongPassword = await suite.server.client().post('/api/login', { username: input.username, password: 'wrong password' });
      const unknownUser = await suite.server.client().post('/api/login', { username: 'nobody-here', password: 'whatever1' });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error: 'invalid_credentials', message: messages.invalidCredentials });
        expect(response.sessionCookie).toBeUndefined();
      }
    });

    it.each([
      ['username', { password: 'x' }, messages.usernameRequired],
      ['username', { username: '   ', password: 'x' }, messages.usernameRequired],
      ['password', { username: 'someone' }, messages.passwordRequired],
      ['password', { username: 'someone', password: '' }, messages.passwordRequired],
    ])('answers 400 when %s is missing', async (field, body, message) => {
      const response = await suite.server.client().post<ErrorBody>('/api/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'validation_failed', message, details: { [field]: message } });
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 unauthenticated when signed out', async () => {
      const response = await suite.server.client().get('/api/user');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
    });

    it('refuses a forged or tampered cookie and clears it', async () => {
      const { client } = await registerUser(suite.server);
      const [header, payload] = client.session!.split('.');
      const forged = suite.server.client();
      forged.session = `${header}.${payload}.invalidsignature`;
      const response = await forged.get('/api/user');
      expect(response.status).toBe(401);
      expect(response.sessionCookie).toMatch(/^session=;/);
      expect(forged.session).toBeUndefined();
    });
  });

  describe('POST /api/logout', () => {
    it('deletes the session: the old cookie no longer works, even if replayed', async () => {
      const { client } = await registerUser(suite.server);
      const oldCookie = client.session;
      const response = await client.post('/api/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect(response.sessionCookie).toMatch(/^session=;/);
      expect(client.session).toBeUndefined();

      const replay = suite.server.client();
      replay.session = oldCookie;
      expect((await replay.get('/api/user')).status).toBe(401);
    });

    it('only ends the session it was called with', async () => {
      const { input, client: first } = await registerUser(suite.server);
      const second = await signIn(suite.server, input.username, input.password);
      await first.post('/api/logout');
      expect((await first.get('/api/user')).status).toBe(401);
      expect((await second.get('/api/user')).status).toBe(200);
    });

    it('answers 200 when already signed out', async () => {
      const response = await suite.server.client().post('/api/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
    });
  });

  describe('session lifetime', () => {
    it('a browser session ends after a day without use', async () => {
      const { client } = await registerUser(suite.server);
      suite.server.clock.advance(DAY - 60_000);
      expect((await client.get('/api/user')).status).toBe(200);
      suite.server.clock.advance(DAY - 60_000);
      expect((await client.get('/api/user')).status, 'kept alive by use').toBe(200);
      suite.server.clock.advance(DAY + 60_000);
      expect((await client.get('/api/user')).status, 'idle for more than a day').toBe(401);
    });

    it('a remembered session lasts 30 days', async () => {
      const { input } = await registerUser(suite.server);
      const client = await signIn(suite.server, input.username, input.password, true);
      suite.server.clock.advance(29 * DAY);
      expect((await client.get('/api/user')).status).toBe(200);
      suite.server.clock.advance(2 * DAY);
      expect((await client.get('/api/user')).status).toBe(401);
    });

    it('keeps one row per session in the database, owned by the user', async () => {
      const { user, input } = await registerUser(suite.server);
      await signIn(suite.server, input.username, input.password);
      const rows = await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(rows.filter((r) => r.persistent)).toHaveLength(0);
    });
  });
});
