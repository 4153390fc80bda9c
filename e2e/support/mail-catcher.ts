// A real SMTP server on loopback (smtp-server) that keeps every message it receives, parsed with
// postal-mime, so tests can follow the links the product e-mails.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { getFreePort } from './ports';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message to `to` whose subject matches, waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            messages.push({
              to: (mail.to ?? []).map((a) => ('address' in a && a.address ? a.address.toLowerCase() : '')),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(
          (m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
        );
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No e-mail to ${to} matching ${subject ?? 'any subject'} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a message whose path starts with `pathPrefix`. */
export function findLink(mail: CaughtMail, pathPrefix: string): URL {
  for (const match of `${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No ${pathPrefix} link in e-mail "${mail.subject}"`);
}
