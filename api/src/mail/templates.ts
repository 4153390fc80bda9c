/** The e-mails the API sends: plain text plus a simple HTML version of the same words. */
import type { MailMessage } from './mailer';

const PRODUCT = 'ResumeBoost';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Paragraphs of text; a paragraph that is exactly a URL becomes a link in HTML. */
function render(paragraphs: string[]): { text: string; html: string } {
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
    links: [resetUrl],
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
    links: [confirmUrl, unsubscribeUrl],
  };
}

export function newsletterWelcomeMail(to: string, firstName: string, unsubscribeUrl: string): MailMessage {
  const { footer, headers } = newsletterFooter(unsubscribeUrl);
  return {
    to,
    subject: `Welcome to the ${PRODUCT} newsletter`,
    ...render([`Hello ${firstName},`, 'Your subscription is confirmed. Thank you for joining us!', ...footer]),
    headers,
    links: [unsubscribeUrl],
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
    links: [unsubscribeUrl],
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
