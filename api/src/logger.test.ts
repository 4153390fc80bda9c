/**
 * No secret reaches the logs (issue 8): the app runs with its logger at trace level writing into memory
 * and mail going to the outbox, through register → login → forgot → reset, then database errors whose
 * parameters hold a session id, a reset token's hash, a new password hash and e-mail addresses. Every
 * secret the run handled is then searched for in every line.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@jobapp/shared';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './lib/tokens';
import { createMailer } from './mail/mailer';
import { buildRegistration, registerUser, signIn } from './test/factories';
import { createMemoryLog, type MemoryLog } from './test/memory-log';
import type { TestClient } from './test/test-client';
import { createTestDatabase, type TestDatabase } from './test/test-db';
import { startTestServer, type TestServer } from './test/test-server';
import { serializeError } from './logger';

/** The `sid` a session cookie (a JWT) names: the sessions row id. */
function sessionIdOf(client: TestClient): string {
  const payload = client.session?.split('.')[1];
  if (!payload) throw new Error('not signed in');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

describe('logs', () => {
  let database: TestDatabase;
  let server: TestServer;
  let log: MemoryLog;
  let dataDir: string;
  const outbox = () => join(dataDir, 'outbox');

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'resumeboost-logs-'));
    log = createMemoryLog('trace');
    server = await startTestServer({
      database,
      logger: log.logger,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'trace' },
      mailer: createMailer({ smtpUrl: undefined, from: 'ResumeBoost <no-reply@localhost>', outboxDir: outbox(), logger: log.logger }),
    });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The reset token of the newest .eml in the outbox. */
  async function newestResetToken(): Promise<string> {
    const newest = readdirSync(outbox())
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .at(-1);
    const mail = await simpleParser(readFileSync(join(outbox(), newest!)));
    const link = mail.text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    return new URL(link!).searchParams.get('token')!;
  }

  async function passwordHashOf(username: string): Promise<string> {
    const result = (await database.db.execute(sql`select password_hash from users where username = ${username}`)) as unknown as {
      rows: { password_hash: string }[];
    };
    return result.rows[0]!.password_hash;
  }

  async function withTableRenamed<T>(table: string, run: () => Promise<T>): Promise<T> {
    await database.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
    try {
      return await run();
    } finally {
      await database.db.execute(sql.raw(`alter table ${table}_gone rename to ${table}`));
    }
  }

  it('hold no password, hash, session id, cookie, reset token or e-mail address after a realistic run with database errors', async () => {
    const secrets: Record<string, string> = {};

    const { client, input } = await registerUser(server);
    Object.assign(secrets, { password: input.password, email: input.email, registerCookie: client.session!, registerSid: sessionIdOf(client) });
    const signedIn = await signIn(server, input.username, input.password);
    Object.assign(secrets, { loginCookie: signedIn.session!, loginSid: sessionIdOf(signedIn), hash: await passwordHashOf(input.username) });

    // Forgot → reset through the outbox: the e-mail is a private file, the log names the file only.
    expect((await server.client().post('/api/forgot-password', { email: input.email })).status).toBe(200);
    const token = await newestResetToken();
    Object.assign(secrets, { resetToken: token, resetTokenHash: hashToken(token) });
    expect(statSync(outbox()).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(outbox())) expect(statSync(join(outbox(), file)).mode & 0o777, file).toBe(0o600);
    const outboxLine = log.entries().find((e) => e.msg === 'E-mail written to the outbox (SMTP_URL is not set)');
    expect(outboxLine).toMatchObject({ file: expect.stringMatching(/outbox\/.+\.eml$/), preview: expect.stringMatching(/outbox\/.+\.html$/) });
    expect(Object.keys(outboxLine!).sort()).toEqual(['file', 'level', 'msg', 'preview', 'subject', 'time']);

    const newPassword = 'a brand new passphrase';
    expect((await server.client().post('/api/reset-password', { token, newPassword })).status).toBe(200);
    const afterReset = await signIn(server, input.username, newPassword);
    Object.assign(secrets, { newPassword, newHash: await passwordHashOf(input.username), resetCookie: afterReset.session!, resetSid: sessionIdOf(afterReset) });

    // A database error whose parameters hold the session id (the session lookup of a signed-in request).
    const lookup = await withTableRenamed('sessions', () => afterReset.get('/api/user'));
    expect(lookup.status).toBe(500);
    expect(lookup.body).toEqual({ error: 'internal', message: messages.internal });

    // One whose parameters hold a reset token's hash.
    await server.client().post('/api/forgot-password', { email: input.email });
    const secondToken = await newestResetToken();
    Object.assign(secrets, { secondToken, secondTokenHash: hashToken(secondToken) });
    const reset = await withTableRenamed('password_reset_tokens', () =>
      server.client().post('/api/reset-password', { token: secondToken, newPassword: 'another new passphrase' }),
    );
    expect(reset.status).toBe(500);

    // One whose parameters hold a fresh argon2 hash, a username and an e-mail address (the new user row).
    await database.db.execute(
      sql.raw(`create function refuse_users() returns trigger language plpgsql as $$ begin raise exception 'no new users'; end $$`),
    );
    await database.db.execute(sql.raw('create trigger refuse_users before insert on users for each row execute function refuse_users()'));
    const refused = buildRegistration();
    Object.assign(secrets, { refusedPassword: refused.password, refusedEmail: refused.email });
    const register = await server.client().post('/api/register', refused);
    await database.db.execute(sql.raw('drop trigger refuse_users on users'));
    expect(register.status).toBe(500);

    const text = log.lines.join('');
    expect(log.lines.length).toBeGreaterThan(10);
    const found = Object.entries(secrets).filter(([, secret]) => text.includes(secret));
    expect(found.map(([name]) => name)).toEqual([]);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/reset-password\?token=/);
    expect(text).not.toMatch(/@example\.com/);

    // The errors were logged, as codes.
    const errors = log.entries().filter((e) => e.msg === 'Unhandled error');
    expect(errors.map((e) => (e.err as { type: string; cause?: { code?: string } }).cause?.code)).toEqual(['42P01', '42P01', 'P0001']);
    expect(errors.every((e) => (e.err as { type: string }).type === 'DrizzleQueryError')).toBe(true);
  });
});

describe('serializeError', () => {
  it('keeps only code, constraint and table of a database error, wrapped or not', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(ada@example.com) already exists.',
      severity: 'ERROR',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into users values ($1)\nparams: ada@example.com'), {
      query: 'insert into users values ($1)',
      params: ['ada@example.com'],
      cause: pgError,
    });
    const serialized = serializeError(wrapped);
    expect(JSON.stringify(serialized)).not.toContain('ada@example.com');
    expect(JSON.stringify(serialized)).not.toContain('insert into');
    expect(serialized).toMatchObject({ type: 'DrizzleQueryError', cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email_unique', table: 'users' } });
  });

  it('keeps message, stack and code of other errors but none of their other fields', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token'), { status: 400, body: '{"password":"hunter2"' });
    const serialized = serializeError(parseError);
    expect(serialized).toMatchObject({ type: 'SyntaxError', message: 'Unexpected token', status: 400 });
    expect(JSON.stringify(serialized)).not.toContain('hunter2');
  });

  it('redacts secret-looking fields wherever a call site puts them', () => {
    const memory = createMemoryLog('info');
    memory.logger.info({ password: 'p1', user: { email: 'e@x.y', token: 't1' }, params: ['p2'], query: 'select' }, 'line');
    const [entry] = memory.entries();
    expect(entry).toMatchObject({ password: '[redacted]', user: { email: '[redacted]', token: '[redacted]' }, params: '[redacted]' });
  });
});
