/**
 * The booking form's times: the user types wall-clock times in their own time zone (the reminders
 * setting, `users.timezone`), whatever the browser's zone; the API gets ISO date-times with the offset
 * that zone has at that moment (daylight saving included). Shown back in the same zone.
 */
import { consultationRules, slotProblem, upcomingBooking, type ConsultationView } from '@jobapp/shared/consultations/consultations';

/** The zone's offset from UTC in minutes at `instant` (Paris in summer: 120). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '2026-12-03T15:00' (an `<input type="datetime-local">` value) in `zone` → '2026-12-03T15:00:00+01:00',
 * or null when it is not such a value. A time skipped by a daylight-saving change moves forward by the gap.
 */
export function zonedLocalToIso(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets on either side of `wall`: a candidate is right when its own offset gives back the wall
  // time (the earlier one when the time happens twice); in a skipped hour, the offset before the gap
  // puts the time after it.
  const offsets = [zoneOffsetMinutes(zone, wall - 12 * 3600000), zoneOffsetMinutes(zone, wall + 12 * 3600000)];
  const candidates = offsets.map((o) => wall - o * 60000).sort((a, b) => a - b);
  const exact = candidates.find((c) => c + zoneOffsetMinutes(zone, c) * 60000 === wall);
  const instant = exact ?? wall - Math.min(...offsets) * 60000;
  const offset = zoneOffsetMinutes(zone, instant);
  const shown = new Date(instant + offset * 60000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const date = `${shown.getUTCFullYear()}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}`;
  return `${date}T${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'Thu, Dec 3, 3:00 PM' in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** The form's check before sending (the API checks the same rules): a message or null. */
export function formProblem(locals: readonly string[], zone: string, now: Date): string | null {
  const isos = locals.map((local) => zonedLocalToIso(local, zone));
  if (isos.some((iso) => iso === null)) return `Choose ${consultationRules.slotCount} times.`;
  return slotProblem(
    isos.map((iso) => new Date(iso!)),
    now,
  );
}

export type CardState =
  | { kind: 'loading' }
  | { kind: 'locked' }
  | { kind: 'book' }
  | { kind: 'used'; resetsAt: string }
  | { kind: 'requested' | 'confirmed'; booking: ConsultationView };

/**
 * What the card shows: locked below Elite (the plan's allowance is 0); the upcoming booking when there is
 * one; else the form while this period's booking is free, or when the next one can be booked.
 */
export function cardState(
  quota: { limit: number | null; remaining: number | null; resetsAt: string } | undefined,
  bookings: readonly ConsultationView[] | undefined,
  now: Date,
): CardState {
  if (!quota) return { kind: 'loading' };
  if (quota.limit === 0) return { kind: 'locked' };
  if (!bookings) return { kind: 'loading' };
  const upcoming = upcomingBooking(bookings, now);
  if (upcoming) return { kind: upcoming.status === 'confirmed' ? 'confirmed' : 'requested', booking: upcoming };
  if (quota.remaining === 0) return { kind: 'used', resetsAt: quota.resetsAt };
  return { kind: 'book' };
}
