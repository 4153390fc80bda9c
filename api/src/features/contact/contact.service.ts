/** Contact form (decision D2): stored, acknowledged to the sender, copied to support. */
import type { ContactInput } from '@jobapp/shared';
import type { Logger } from '../../logger';
import { contactAcknowledgementMail, contactCopyMail } from '../../mail/templates';
import type { Deps } from '../../types';
import { insertContactMessage } from './contact.queries';

export async function submitContactMessage(
  deps: Deps,
  input: Required<ContactInput>,
  userId: number | null,
  log: Logger,
): Promise<void> {
  await insertContactMessage(deps.db, { ...input, userId });
  const mails = [
    contactAcknowledgementMail(input.email, input.name, input.subject),
    contactCopyMail(deps.env.SUPPORT_EMAIL, input),
  ];
  for (const mail of mails) {
    // The message is stored; a mail failure is logged, not reported to the sender.
    await deps.mailer.send(mail).catch((error: unknown) => log.error({ err: error }, 'Could not send a contact e-mail'));
  }
}
