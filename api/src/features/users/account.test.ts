/**
 * Account changes that need the current password (issue 8) and deleting the account (issue 7):
 * e-mail and password changes tell the old address (a new address is confirmed from a link sent to it); deletion leaves nothing of the user in any table.
 */
import { apiMessages, messages, type ErrorBody, type ProfileUpdateResult, type PublicUser } from '@jobapp/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, coverLetters, jobSearches, linkedinProfiles, storagePurchases } from '../../db/schema';
import { findLink, queryParam } from '../../test/capture-mailer';
import type { TestClient } from '../../test/test-client';
import { registerUser, signIn } from '../../test/factories';
import type { TestDatabase } from '../../test/test-db';
import { useTestServer } from '../../test/test-server';

const PASTED_RESUME = [
  'Jordan Rivera',
  'jordan.rivera@example.com | +1 555 010 2000',
  'EXPERIENCE',
  'Backend Engineer, Acme Corp, 2019 - Present',
  '• Built payment APIs in Node.js and PostgreSQL serving 2 million requests a day',
  'SKILLS',
  'Node.js, PostgreSQL, TypeScript',
].join('\n');
const JOB_LINK = 'https://www.linkedin.com/jobs/view/backend-engineer-at-northwind-4000000002';

/** Captures the job (as the extension does) and tailors pasted text for it: no page is fetched. */
async function tailorOne(client: TestClient): Promise<number> {
  const captured = await client.post('/api/job-postings/capture', {
    url: JOB_LINK,
    source: 'linkedin',
    title: 'Backend Engineer',
    company: 'Northwind',
    location: 'Remote',
    descriptionHtml: '<p>Northwind needs a Backend Engineer with Node.js, PostgreSQL and TypeScript to build APIs.</p>',
    capturedAt: new Date().toISOString(),
  });
  expect(captured.status, JSON.stringify(captured.body)).toBe(201);
  const optimized = await client.post<{ resumeId: number }>('/api/optimize-resume-text', { resumeText: PASTED_RESUME, jobUrl: JOB_LINK });
  expect(optimized.status, JSON.stringify(optimized.body)).toBe(201);
  return optimized.body.resumeId;
}

describe('account settings that need the current password', () => {
  const suite = useTestServer();

  describe('PATCH /api/user/profile with a new e-mail address', () => {
    it('asks for the current password, refuses a wrong one, then changes it and tells the old address', async () => {
      const { client, input } = await registerUser(suite.server);
      const missing = await client.patch<ErrorBody>('/api/user/profile', { fullName: 'Moved', email: 'moved@example.org' });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual({ currentPassword: apiMessages.currentPasswordRequired });

      const wrong = await client.patch<ErrorBody>('/api/user/profile', {
        fullName: 'Moved',
        email: 'moved@example.org',
        currentPassword: 'not my password',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toEqual({ currentPassword: apiMessages.currentPasswordWrong });
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(input.email);

      const moved = `moved${Date.now()}@example.org`;
      const right = await client.patch<ProfileUpdateResult>('/api/user/profile', { fullName: 'Moved', email: moved, currentPassword: input.password });
      expect(right.status).toBe(200);
      // Not yet: the new address is confirmed first, from a link sent to it.
      expect(right.body.email).toBe(input.email);
      expect(right.body.pendingEmail).toBe(moved);
      expect(right.body.fullName).toBe('Moved');
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(input.email);
      expect(suite.server.mails.to(input.email)).toHaveLength(0);

      const token = queryParam(findLink(suite.server.mails.to(moved).at(-1), '/confirm-email'), 'token');
      // Opened in another browser: no session needed.
      const confirmed = await suite.server.client().post<{ email: string }>('/api/user/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ email: moved });
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(moved);
      const notice = suite.server.mails.to(input.email).at(-1);
      expect(notice?.subject).toMatch(/e-mail address was changed/);
      expect(notice?.text).toContain(moved);

      // The link works once; a forged or altered one never.
      const again = await suite.server.client().post<ErrorBody>('/api/user/email/confirm', { token });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(messages.emailChangeInvalid);
      const [payload = '', signature = ''] = token.split('.');
      const forged = `${payload.slice(0, -2)}AA.${signature}`;
      expect((await suite.server.client().post('/api/user/email/confirm', { token: forged })).status).toBe(400);
      expect((await suite.server.client().post('/api/user/email/confirm', {})).status).toBe(400);
    });

    it('refuses a confirmation link after 24 hours, and one whose address was taken meanwhile', async () => {
      const { client, input } = await registerUser(suite.server);
      const late = `late${Date.now()}@example.org`;
      await client.patch('/api/user/profile', { fullName: 'Late', email: late, currentPassword: input.password });
      const lateToken = queryParam(findLink(suite.server.mails.to(late).at(-1), '/confirm-email'), 'token');
      suite.server.clock.advance(24 * 60 * 60 * 1000 + 1000);
      try {
        expect((await suite.server.client().post('/api/user/email/confirm', { token: lateToken })).status).toBe(400);
      } finally {
        suite.server.clock.reset();
      }

      const wanted = `wanted${Date.now()}@example.org`;
      await client.patch('/api/user/profile', { fullName: 'Late', email: wanted, currentPassword: input.password });
      const token = queryParam(findLink(suite.server.mails.to(wanted).at(-1), '/confirm-email'), 'token');
      await registerUser(suite.server, { email: wanted });
      const taken = await suite.server.client().post<ErrorBody>('/api/user/email/confirm', { token });
      expect(taken.status).toBe(409);
      expect((await client.get<PublicUser>('/api/user')).body.email).toBe(input.email);
    });

    it('changes only the name without a password', async () => {
      const { client, input } = await registerUser(suite.server);
      const response = await client.patch<PublicUser>('/api/user/profile', { fullName: 'Only The Name', email: input.email });
      expect(response.status).toBe(200);
      expect(response.body.fullName).toBe('Only The Name');
      expect(suite.server.mails.to(input.email)).toHaveLength(0);
    });
  });

  describe('POST /api/user/password', () => {
    it('needs the current password; signs out the other devices, keeps this one; tells the address', async () => {
      const { client, input } = await registerUser(suite.server);
      const otherDevice = await signIn(suite.server, input.username, input.password);

      const wrong = await client.post<ErrorBody>('/api/user/password', { currentPassword: 'nope-nope', newPassword: 'second-pass-456' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toEqual({ currentPassword: apiMessages.currentPasswordWrong });

      const short = await client.post<ErrorBody>('/api/user/password', { currentPassword: input.password, newPassword: '123' });
      expect(short.status).toBe(400);
      expect(short.body.details).toEqual({ newPassword: messages.passwordMin });

      const changed = await client.post('/api/user/password', { currentPassword: input.password, newPassword: 'second-pass-456' });
      expect(changed.status).toBe(204);
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await otherDevice.get('/api/user')).status).toBe(401);
      expect((await suite.server.client().post('/api/login', { username: input.username, password: input.password })).status).toBe(401);
      await signIn(suite.server, input.username, 'second-pass-456');
      expect(suite.server.mails.to(input.email).at(-1)?.subject).toMatch(/password was changed/);
    });

    it('answers 401 when signed out', async () => {
      const response = await suite.server.client().post('/api/user/password', { currentPassword: 'a', newPassword: 'bbbbbb' });
      expect(response.status).toBe(401);
    });
  });

  describe('DELETE /api/user', () => {
    it('refuses a missing or wrong password and keeps everything', async () => {
      const { client } = await registerUser(suite.server);
      const missing = await client.delete<ErrorBody>('/api/user', {});
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual({ password: messages.passwordRequired });
      const wrong = await client.delete<ErrorBody>('/api/user', { password: 'wrong password' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.details).toEqual({ password: apiMessages.currentPasswordWrong });
      expect((await client.get('/api/user')).status).toBe(200);
    });

    it('removes the user and every row they own in any table, signs them out, and leaves others alone', async () => {
      const keeper = await registerUser(suite.server);
      await tailorOne(keeper.client);

      const { client, user, input } = await registerUser(suite.server);
      // Something in every table a user can reach.
      const resumeId = await tailorOne(client);
      await client.post('/api/contact', { name: 'Jordan', email: input.email, subject: 'Hello there', message: 'A message long enough.' });
      await client.post('/api/newsletter', { email: input.email, firstName: 'Jordan', interests: ['product-updates'] });
      await suite.server.client().post('/api/login', { username: input.username, password: 'a wrong guess' });
      await suite.server.client().post('/api/login', { username: input.email, password: 'another wrong guess' });
      await suite.server.client().post('/api/forgot-password', { email: input.email });
      const db = suite.database.db;
      // Tables whose features come later (or need a search site): rows written directly.
      await db.insert(jobSearches).values({ userId: user.id, source: 'linkedin', jobTitle: 'Backend', location: '', results: [] });
      await db.insert(coverLetters).values({ userId: user.id, resumeId });
      await db.insert(linkedinProfiles).values({ userId: user.id, profileUrl: `https://www.linkedin.com/in/${input.username}` });
      await db.insert(storagePurchases).values({ userId: user.id, amountBytes: 50 * 1024 * 1024 });
      expect((await db.select().from(contactMessages)).some((row) => row.userId === user.id)).toBe(true);

      const deleted = await client.delete('/api/user', { password: input.password });
      expect(deleted.status).toBe(204);
      expect(deleted.sessionCookie).toMatch(/^session=;|max-age=0|expires=Thu, 01 Jan 1970/i);
      expect((await client.get('/api/user')).status).toBe(401);
      expect(suite.server.mails.to(input.email).at(-1)?.subject).toMatch(/account was deleted/);

      // Every table, every row: nothing names the user's id (in a user_id column), username or e-mail.
      const tables = await rows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(12);
      const leftovers: string[] = [];
      for (const { table_name: table } of tables) {
        const columns = await rows<{ column_name: string }>(
          db,
          sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
        );
        const byId = columns.some((c) => c.column_name === 'user_id')
          ? await rows(db, sql`select 1 from ${sql.identifier(table)} where user_id = ${user.id}`)
          : [];
        const byText = await rows(
          db,
          sql`select 1 from ${sql.identifier(table)} t where lower(row_to_json(t)::text) like ${`%${input.username.toLowerCase()}%`} or lower(row_to_json(t)::text) like ${`%${input.email.toLowerCase()}%`} or row_to_json(t)::text ~ ${`"[a-zA-Z]+:(user:)?${user.id}([|"])`}`,
        );
        if (byId.length + byText.length > 0) leftovers.push(`${table}: ${byId.length} by id, ${byText.length} by name`);
      }
      expect(leftovers).toEqual([]);
      // (After the scan: a failed sign-in with the old name writes a counter of its own.)
      expect((await suite.server.client().post('/api/login', { username: input.username, password: input.password })).status).toBe(401);

      // The other user's resume is still there.
      const theirs = await keeper.client.get<unknown[]>('/api/my-resumes');
      expect(theirs.body).toHaveLength(1);
    });
  });
});

async function rows<T = Record<string, unknown>>(db: TestDatabase['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
