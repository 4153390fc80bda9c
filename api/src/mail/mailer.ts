/**
 * Outgoing e-mail (decision D6) through nodemailer:
 * - SMTP_URL set: sent over SMTP;
 * - unset: each message is rendered to a raw .eml file in DATA_DIR/outbox and the file's path is logged,
 *   so someone running the app locally can open it and follow a reset or confirmation link; its HTML part
 *   is written beside it as a .html file, the outbox preview a browser opens. The folder
 *   is 0700 and each file 0600 (they hold live reset tokens), and the log line never holds the link, the
 *   token or the address. The environment check refuses to start without SMTP_URL in production.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

/** A file sent with a message; bytes as base64 so a queued message stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'memory' is the tests' capturing mailer (test/capture-mailer.ts). */
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options) : createOutboxMailer(options);
}

function toNodemailer(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments
      ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' })) }
      : {}),
  };
}

function createSmtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(toNodemailer(message, options.from));
      options.logger.info({ subject: message.subject }, 'E-mail sent');
    },
    close: () => transport.close(),
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message, options.from));
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      await chmod(options.outboxDir, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      // The HTML part beside it, to preview in a browser as a mail client shows it.
      const preview = file.replace(/\.eml$/, '.html');
      await writeFile(preview, message.html, { mode: 0o600, flag: 'wx' });
      options.logger.info({ subject: message.subject, file, preview }, 'E-mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}
