/**
 * The small page behind the digest's unsubscribe link (served by the API, no app bundle): GET asks with
 * one button, whose POST turns the e-mails off; a mail client's one-click POST needs no page. Plain HTML,
 * inline styles, no script.
 */
import { jobAlertMessages } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { escapeHtml } from '@jobapp/shared/text/entities';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function unsubscribePage(state: 'ask' | 'done' | 'invalid', action: string): { status: number; html: string } {
  if (state === 'invalid') return { status: 400, html: page('Link not valid', p(jobAlertMessages.unsubscribeInvalid)) };
  if (state === 'done') return { status: 200, html: page('Job alert e-mails are off', p(jobAlertMessages.unsubscribed)) };
  return {
    status: 200,
    html: page(
      jobAlertMessages.unsubscribeTitle,
      `${p(jobAlertMessages.unsubscribeQuestion)}<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">${escapeHtml(jobAlertMessages.unsubscribeButton)}</button></form>`,
    ),
  };
}
