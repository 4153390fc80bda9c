import { messages, type ErrorBody } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { findLink, queryParam } from '../../test/capture-mailer';
import { registerUser, signIn } from '../../test/factories';
import { TestClient } from '../../test/test-client';
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server';

describe('forgot and reset password', () => {
  const suite = useTestServer();
  afterEach(() => suite.server.clock.reset());

  /** Asks for a reset link for `email` and returns the token from the e-mail. */
  async function requestResetToken(email: string): Promise<string> {
    const sentBefore = suite.server.mails.to(email).length;
    const response = await suite.server.client().post('/api/forgot-password', { email });
    expect(response.status).toBe(200);
    const mails = suite.server.mails.to(email);
    expect(mails).toHaveLength(sentBefore + 1);
    return queryParam(findLink(mails.at(-1), '/reset-password'), 'token');
  }

  describe('POST /api/forgot-password', () => {
    it('e-mails a one-hour link to PUBLIC_URL/reset-password and stores only a hash of the token', async () => {
      const { input, user } = await registerUser(suite.server);
      const response = await suite.server.client().post('/api/forgot-password', { email: input.email.toUpperCase() });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: messages.forgotPasswordSent });

      const mail = suite.server.mails.to(input.email).at(-1);
      expect(mail?.subject).toMatch(/reset/i);
      const link = findLink(mail, '/reset-password');
      expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(mail?.html).toContain(link.replace(/&/g, '&amp;'));
      const token = queryParam(link, 'token');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const rows = await suite.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
      expect(ttl).toBe(60 * 60 * 1000);
    });

    it('gives the same answer for an unknown address and sends nothing', async () => {
      const sentBefore = suite.server.mails.sent.length;
      const response = await suite.server.client().post('/api/forgot-password', { email: 'nobody@example.com' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: messages.forgotPasswordSent });
      expect(suite.server.mails.sent.length).toBe(sentBefore);
    });

    it('answers 400 for an invalid address', async () => {
      const response = await suite.server.client().post<ErrorBody>('/api/forgot-password', { email: 'nope' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'validation_failed',
        message: messages.emailInvalid,
        details: { email: messages.emailInvalid },
      });
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password, signs the user out everywhere, and the old password stops working', async () => {
      const { input, client: firstBrowser } = await registerUser(suite.server);
      const secondBrowser = await signIn(suite.server, input.username, input.password, true);
      const token = await requestResetToken(input.email);

      const response = await suite.server.client().post('/api/reset-password', { token, newPassword: 'brand new secret' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: messages.resetSuccess });

      expect((await firstBrowser.get('/api/user')).status).toBe(401);
      expect((await secondBrowser.get('/api/user')).status).toBe(401);
      const oldPassword = await suite.server.client().post('/api/login', { username: input.username, password: input.password });
      expect(oldPassword.status).toBe(401);
      await signIn(suite.server, input.username, 'brand new secret');
    });

    it('accepts a token once: a second use answers 400 invalid_reset_token', async () => {
      const { input } = await registerUser(suite.server);
      const token = await requestResetToken(input.email);
      expect((await suite.server.client().post('/api/reset-password', { token, newPassword: 'first new one' })).status).toBe(200);
      const again = await suite.server.client().post('/api/reset-password', { token, newPassword: 'second new one' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ error: 'invalid_reset_token', message: messages.resetTokenInvalid });
      await signIn(suite.server, input.username, 'first new one');
    });

    it('refuses a token older than one hour', async () => {
      const { input } = await registerUser(suite.server);
      const token = await requestResetToken(input.email);
      suite.server.clock.advance(61 * 60 * 1000);
      const response = await suite.server.client().post('/api/reset-password', { token, newPassword: 'too late now' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'invalid_reset_token', message: messages.resetTokenInvalid });
      await signIn(suite.server, input.username, input.password);
    });

    it('accepts a token just before the hour is over', async () => {
      const { input } = await registerUser(suite.server);
      const token = await requestResetToken(input.email);
      suite.server.clock.advance(59 * 60 * 1000);
      const response = await suite.server.client().post('/api/reset-password', { token, newPassword: 'just in time' });
      expect(response.status).toBe(200);
    });

    it('a newer request invalidates the older link', async () => {
      const { input } = await registerUser(suite.server);
      const older = await requestResetToken(input.email);
      const newer = await requestResetToken(input.email);
      const withOlder = await suite.server.client().post('/api/reset-password', { token: older, newPassword: 'from older link' });
      expect(withOlder.status).toBe(400);
      const withNewer = await suite.server.client().post('/api/reset-password', { token: newer, newPassword: 'from newer link' });
      expect(withNewer.status).toBe(200);
    });

    it('answers 400 invalid_reset_token for an unknown token', async () => {
      const response = await suite.server.client().post('/api/reset-password', { token: 'made-up-token', newPassword: 'whatever1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'invalid_reset_token', message: messages.resetTokenInvalid });
    });

    it.each([
      ['token', { token: '', newPassword: 'long enough' }, messages.resetLinkMissing],
      ['newPassword', { token: 'abc' }, messages.passwordRequired],
      ['newPassword', { token: 'abc', newPassword: '12345' }, messages.passwordMin],
    ])('answers 400 validation_failed on %s', async (field, body, message) => {
      const response = await suite.server.client().post<ErrorBody>('/api/reset-password', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
      expect(response.body.details?.[field]).toBe(message);
    });

    it('answers 400 validation_failed without a token', async () => {
      const response = await suite.server.client().post<ErrorBody>('/api/reset-password', { newPassword: 'long enough' });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
      expect(Object.keys(response.body.details ?? {})).toEqual(['token']);
    });
  });
});

describe('forgot-password answers before it looks the address up or sends anything', () => {
  // A mail server that holds every message until the test lets it go.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const suite = useTestServer({
    mailer: {
      kind: 'memory',
      async send(message) {
        await gate;
        sent.push(message.to);
      },
      close: () => undefined,
    },
  });
  // Registered after useTestServer's, so it runs first: the server's close waits for the held e-mail.
  afterAll(() => release());

  it('known and unknown addresses get the same answer while the e-mail is still pending', async () => {
    const { input } = await registerUser(suite.server);
    // A client that does not wait for the app's background work, as a browser would not.
    const browser = new TestClient(suite.server.url);
    const known = await browser.post('/api/forgot-password', { email: input.email });
    const unknown = await browser.post('/api/forgot-password', { email: `nobody${Date.now()}@example.com` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(sent).toEqual([]);
    release();
    await expect.poll(() => sent, { timeout: 5000 }).toEqual([input.email]);
  });
});
