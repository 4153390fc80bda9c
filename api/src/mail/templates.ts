/** The e-mails the API sends: plain text plus a simple HTML version of the same words. */
import { escapeHtml } from '@jobapp/shared/text/entities';
import type { MailMessage } from './mailer';

export const PRODUCT = 'ResumeBoost';


/** Paragraphs of text; a paragraph that is exactly a URL becomes a link in HTML. */
export function render(paragraphs: string[]): { text: string; html: string } {
  const text = `${paragraphs.join('\n\n')}\n`;
  const body = paragraphs
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
  const style = 'font-family:Arial,sans-serif;line-height:1.5;color:#111';
  const html = `<!doctype html><html><body style="${style}">\n${body}\n</body></html>\n`;
  return { text, html };
}

function newsletterFooter(unsubscribeUrl: string): Pick<MailMessage, 'headers'> & { footer: string[] } {
  return {
    footer: ['To stop receiving these e-mails, unsubscribe here:', unsubscribeUrl],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

export function passwordResetMail(to: string, name: string, resetUrl: string): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    ...render([
      `Hello ${name},`,
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.` +
        ' Open this link within one hour to choose a new password:',
      resetUrl,
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

export function contactAcknowledgementMail(to: string, name: string, subject: string): MailMessage {
  return {
    to,
    subject: `We received your message: ${subject}`,
    ...render([
      `Hello ${name},`,
      `Thank you for contacting ${PRODUCT}. We answer e-mail within 24 hours (Mon-Fri 9:00-18:00 EST, Sat 10:00-16:00 EST).`,
      `Your subject: ${subject}`,
    ]),
  };
}

export function contactCopyMail(
  to: string,
  input: { name: string; email: string; subject: string; message: string },
): MailMessage {
  return {
    to,
    replyTo: input.email,
    subject: `[Contact] ${input.subject}`,
    ...render([`From: ${input.name} <${input.email}>`, `Subject: ${input.subject}`, input.message]),
  };
}

export function newsletterConfirmMail(to: string, firstName: string, confirmUrl: string, unsubscribeUrl: string): MailMessage {
  const { footer, headers } = newsletterFooter(unsubscribeUrl);
  return {
    to,
    subject: `Confirm your ${PRODUCT} newsletter subscription`,
    ...render([
      `Hello ${firstName},`,
      'Please confirm that you want to receive our newsletter by opening this link:',
      confirmUrl,
      'If you did not sign up, ignore this e-mail and you will not hear from us.',
      ...footer,
    ]),
    headers,
  };
}

export function newsletterWelcomeMail(to: string, firstName: string, unsubscribeUrl: string): MailMessage {
  const { footer, headers } = newsletterFooter(unsubscribeUrl);
  return {
    to,
    subject: `Welcome to the ${PRODUCT} newsletter`,
    ...render([`Hello ${firstName},`, 'Your subscription is confirmed. Thank you for joining us!', ...footer]),
    headers,
  };
}

export function newsletterAlreadySubscribedMail(to: string, firstName: string, unsubscribeUrl: string): MailMessage {
  const { footer, headers } = newsletterFooter(unsubscribeUrl);
  return {
    to,
    subject: `You are already subscribed to the ${PRODUCT} newsletter`,
    ...render([
      `Hello ${firstName},`,
      'Someone asked to subscribe this address, and it is already subscribed. Nothing changed.',
      ...footer,
    ]),
    headers,
  };
}

export function newsletterUnsubscribedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    subject: `You have left the ${PRODUCT} newsletter`,
    ...render([
      `Hello ${firstName},`,
      'You have been unsubscribed and will receive no more newsletter e-mails from us. You can sign up again at any time.',
    ]),
  };
}

/** Sent to the address the account had, after its e-mail address changed. */
export function emailChangedMail(to: string, name: string, newEmail: string, supportEmail: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} e-mail address was changed`,
    ...render([
      `Hello ${name},`,
      `The e-mail address of your ${PRODUCT} account was changed to ${newEmail}. Password-reset links now go there.`,
      `If you did not make this change, write to ${supportEmail} at once so we can secure your account.`,
    ]),
  };
}

/** Sent to a new address given in Settings: it replaces the old one only once this link is opened. */
export function confirmEmailChangeMail(to: string, name: string, confirmUrl: string): MailMessage {
  return {
    to,
    subject: `Confirm your new ${PRODUCT} e-mail address`,
    ...render([
      `Hello ${name},`,
      `You asked to use this address for your ${PRODUCT} account. Open this link within 24 hours to confirm it:`,
      confirmUrl,
      'Until then your account keeps its old address. If you did not ask for this, ignore this e-mail.',
    ]),
  };
}

/** Sent to the account's address after its password was changed in Settings. */
export function passwordChangedMail(to: string, name: string, supportEmail: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} password was changed`,
    ...render([
      `Hello ${name},`,
      `The password of your ${PRODUCT} account was just changed, and every other device was signed out.`,
      `If you did not make this change, reset your password from the sign-in page and write to ${supportEmail}.`,
    ]),
  };
}

/** Sent to the account's address once the account and everything in it are deleted. */
export function accountDeletedMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} account was deleted`,
    ...render([
      `Hello ${name},`,
      `Your ${PRODUCT} account was deleted, together with your resumes, their tailored versions, saved job postings and searches. Nothing of it is kept.`,
      'Thank you for trying us. You are welcome back at any time.',
    ]),
  };
}
