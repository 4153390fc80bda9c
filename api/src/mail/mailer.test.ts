import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@jobapp/shared';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { registerUser, signIn } from '../test/factories';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../test/test-server';
import { createMailer } from './mailer';

function resetLinkIn(text: string | undefined): string {
  const link = text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`No reset link in: ${text}`);
  return link;
}

describe('e-mail delivery', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  describe('over SMTP (SMTP_URL set)', () => {
    let smtp: TestSmtpServer;
    let server: TestServer;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const smtpUrl = smtp.url;
      server = await startTestServer({
        database,
        env: { SMTP_URL: smtpUrl, MAIL_FROM: 'ResumeBoost <no-reply@resumeboost.test>' },
        mailer: createMailer({ smtpUrl, from: 'ResumeBoost <no-reply@resumeboost.test>', outboxDir: '/nonexistent', logger: createLogger('silent') }),
      });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('delivers the reset e-mail, and its link resets the password', async () => {
      const { input } = await registerUser(server);
      const response = await server.client().post('/api/forgot-password', { email: input.email });
      expect(response.status).toBe(200);

      const delivered = smtp.received.find((r) => r.to.includes(input.email));
      expect(delivered).toBeDefined();
      expect(delivered!.from).toBe('no-reply@resumeboost.test');
      expect(delivered!.mail.subject).toBe('Reset your ResumeBoost password');
      const link = resetLinkIn(delivered!.mail.text);
      expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
      expect(delivered!.mail.html).toContain(link);

      const token = new URL(link).searchParams.get('token');
      const reset = await server.client().post('/api/reset-password', { token, newPassword: 'from the mail link' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ message: messages.resetSuccess });
      await signIn(server, input.username, 'from the mail link');
    });

    it('sends nothing for an unknown address', async () => {
      const before = smtp.received.length;
      await server.client().post('/api/forgot-password', { email: 'unknown-person@example.com' });
      expect(smtp.received.length).toBe(before);
    });

    it('delivers the contact acknowledgement to the sender', async () => {
      await server.client().post('/api/contact', {
        name: 'Sam Sender',
        email: 'sam.sender@example.com',
        subject: 'Hello support',
        message: 'Just checking that mail works.',
      });
      const ack = smtp.received.find((r) => r.to.includes('sam.sender@example.com'));
      expect(ack?.mail.subject).toBe('We received your message: Hello support');
    });
  });

  describe('to the outbox folder (SMTP_URL unset)', () => {
    let dataDir: string;
    let server: TestServer;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'resumeboost-outbox-'));
      server = await startTestServer({
        database,
        env: { DATA_DIR: dataDir },
        mailer: createMailer({ smtpUrl: undefined, from: 'ResumeBoost <no-reply@localhost>', outboxDir: join(dataDir, 'outbox'), logger: createLogger('silent') }),
      });
    });
    afterAll(async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('writes the reset e-mail as an .eml file whose link works', async () => {
      const { input } = await registerUser(server);
      await server.client().post('/api/forgot-password', { email: input.email });

      const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(dataDir, 'outbox', files[0]!));
      const mail = await simpleParser(raw);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(input.email);
      expect(mail.subject).toBe('Reset your ResumeBoost password');
      const token = new URL(resetLinkIn(mail.text)).searchParams.get('token');
      const reset = await server.client().post('/api/reset-password', { token, newPassword: 'from the outbox' });
      expect(reset.status).toBe(200);
    });
  });
});
