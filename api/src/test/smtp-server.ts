/** A real SMTP server on a free loopback port that keeps what it receives (mail delivery tests). */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients. */
  from: string;
  to: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Everything received, oldest first; a message is here before its sender's `send` resolves. */
  received: ReceivedMail[];
  /** What was received for `address`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((r) => r.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
