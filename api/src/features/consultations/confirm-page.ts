/**
 * The small pages support sees from a confirmation link (served by the API: no admin account, no app
 * bundle). GET only shows the time and a button; the POST of that button confirms. Mail scanners that
 * follow links therefore never confirm anything. Plain HTML with inline styles (the CSP allows them) and
 * no script.
 */
import { AppError } from '@jobapp/shared';
import { escapeHtml } from '@jobapp/shared/text/entities';
import type { ConfirmationState } from './consultations.service';
import { formatSlot } from './consultation-mail';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function confirmationPage(state: ConfirmationState, action: string): { status: number; html: string } {
  switch (state.kind) {
    case 'invalid':
      return { status: 404, html: page('Link not valid', p('This confirmation link is not valid or has expired (a time that has passed cannot be confirmed).')) };
    case 'used': {
      const what =
        state.status === 'cancelled'
          ? 'The consultation was cancelled.'
          : state.confirmedSlot
            ? `The consultation is confirmed for ${formatSlot(state.confirmedSlot, 'UTC')}.`
            : 'The consultation has new proposed times: use the links of the latest e-mail.';
      return { status: 409, html: page('Link already used', p(`This link no longer works. ${what}`)) };
    }
    case 'ready':
      return {
        status: 200,
        html: page(
          'Confirm this consultation time',
          [
            p(`${state.name} asked for a 30-minute consultation.`),
            p(`Time: ${formatSlot(state.slot, state.timezone)}${state.timezone === 'UTC' ? '' : `, ${formatSlot(state.slot, 'UTC')}`}`),
            p(`Topic: ${state.topic}`),
            `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Confirm this time</button></form>`,
            p('Confirming sends them the calendar invitation. The other proposed times then no longer apply.'),
          ].join(''),
        ),
      };
    case 'confirmed':
      return {
        status: 200,
        html: page('Consultation confirmed', p(`Confirmed for ${formatSlot(state.slot, state.timezone)}. ${state.name} has been sent the calendar invitation.`)),
      };
  }
}

const INVALID = 'This confirmation link is not valid or has expired.';
const USED = 'This confirmation link no longer works: the consultation was confirmed, moved or cancelled.';

/** The same answers for a client that asked for JSON: 404 / 409 errors, else the time. */
export function confirmationJson(state: ConfirmationState): { status: 'ready' | 'confirmed'; slot: string } {
  if (state.kind === 'invalid') throw new AppError('not_found', INVALID);
  if (state.kind === 'used') throw new AppError('conflict', USED);
  return { status: state.kind, slot: state.slot.toISOString() };
}
