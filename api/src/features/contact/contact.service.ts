/** Contact form (decision D2): stored, acknowledged to the sender, copied to support. */
import type { ContactInput } from '@jobapp/shared';
import { enqueueMessage } from '../../mail/mail-jobs';
import { contactAcknowledgementMail, contactCopyMail } from '../../mail/templates';
import type { Deps } from '../../types';
import { insertContactMessage } from './contact.queries';

/** The message and its two e-mails are stored together; the job runner sends them (and retries). */
export async function submitContactMessage(deps: Deps, input: Required<ContactInput>, userId: number | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await insertContactMessage(tx, { ...input, userId });
    const mails = [
      contactAcknowledgementMail(input.email, input.name, input.subject),
      contactCopyMail(deps.env.SUPPORT_EMAIL, input),
    ];
    for (const mail of mails) await enqueueMessage(tx, deps.env.SESSION_SECRET, mail);
  });
}
