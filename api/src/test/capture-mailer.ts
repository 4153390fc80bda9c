/** A mailer that keeps messages in memory, for tests that read what was "sent". */
import type { MailMessage, Mailer } from '../mail/mailer';

export interface CaptureMailer extends Mailer {
  sent: MailMessage[];
  /** Messages to `to`, oldest first. */
  to(address: string): MailMessage[];
}

export function createCaptureMailer(): CaptureMailer {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory',
    sent,
    to: (address) => sent.filter((m) => m.to === address.toLowerCase() || m.to === address),
    async send(message) {
      sent.push(message);
    },
    close: () => undefined,
  };
}

/** The first URL in a message's text that contains `fragment`. */
export function findLink(message: MailMessage | undefined, fragment: string): string {
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing "${fragment}" in ${message ? `"${message.subject}"` : 'a missing message'}`);
  return link;
}

export function queryParam(link: string, name: string): string {
  const value = new URL(link).searchParams.get(name);
  if (!value) throw new Error(`No ${name} in ${link}`);
  return value;
}
