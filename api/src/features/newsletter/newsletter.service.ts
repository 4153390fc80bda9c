/**
 * Newsletter with double opt-in (decision D2). The confirmation token is random and single use; the
 * unsubscribe token is an HMAC of the address under SESSION_SECRET, so every newsletter e-mail can
 * carry the same working unsubscribe link without the plain token being stored (only its hash is).
 * Answers never reveal whether an address was already known.
 */
import { createHmac } from 'node:crypto';
import { AppError, apiMessages, type NewsletterInput } from '@jobapp/shared';
import { createToken, hashToken } from '../../lib/tokens';
import { enqueueMessage } from '../../mail/mail-jobs';
import type { MailMessage } from '../../mail/mailer';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
  newsletterUnsubscribedMail,
  newsletterWelcomeMail,
} from '../../mail/templates';
import type { Deps } from '../../types';
import {
  confirmSubscription,
  findSubscriptionByEmail,
  unsubscribeByToken,
  upsertPendingSubscription,
} from './newsletter.queries';

function unsubscribeTokenFor(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe\n${email}`).digest('base64url');
}

function linksFor(deps: Deps, email: string) {
  const unsubscribeToken = unsubscribeTokenFor(deps.env.SESSION_SECRET, email);
  return {
    unsubscribeToken,
    unsubscribeUrl: `${deps.env.PUBLIC_URL}/newsletter?unsubscribe=${encodeURIComponent(unsubscribeToken)}`,
  };
}

/** Queued for the job runner (mail/mail-jobs.ts), which sends it and retries a failed send. */
async function sendQuietly(deps: Deps, mail: MailMessage): Promise<void> {
  await enqueueMessage(deps.db, deps.env.SESSION_SECRET, mail);
}

export async function subscribeToNewsletter(deps: Deps, input: Required<NewsletterInput>): Promise<void> {
  const email = input.email.toLowerCase();
  const { unsubscribeToken, unsubscribeUrl } = linksFor(deps, email);
  const existing = await findSubscriptionByEmail(deps.db, email);
  if (existing?.status === 'confirmed') {
    await sendQuietly(deps, newsletterAlreadySubscribedMail(email, existing.firstName, unsubscribeUrl));
    return;
  }
  const confirmToken = createToken();
  await upsertPendingSubscription(deps.db, {
    email,
    firstName: input.firstName,
    interests: [...new Set(input.interests)],
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    now: deps.clock(),
  });
  const confirmUrl = `${deps.env.PUBLIC_URL}/newsletter?confirm=${encodeURIComponent(confirmToken)}`;
  await sendQuietly(deps, newsletterConfirmMail(email, input.firstName, confirmUrl, unsubscribeUrl));
}

export async function confirmNewsletter(deps: Deps, token: string): Promise<void> {
  const subscription = await confirmSubscription(deps.db, hashToken(token), deps.clock());
  if (!subscription) throw new AppError('bad_request', apiMessages.newsletterConfirmTokenInvalid);
  const { unsubscribeUrl } = linksFor(deps, subscription.email);
  await sendQuietly(deps, newsletterWelcomeMail(subscription.email, subscription.firstName, unsubscribeUrl));
}

/** Idempotent: a second click on the same link answers the same. */
export async function unsubscribeFromNewsletter(deps: Deps, token: string): Promise<void> {
  const before = await unsubscribeByToken(deps.db, hashToken(token), deps.clock());
  if (!before) throw new AppError('bad_request', apiMessages.newsletterUnsubscribeTokenInvalid);
  if (before.status !== 'unsubscribed') {
    await sendQuietly(deps, newsletterUnsubscribedMail(before.email, before.firstName));
  }
}
