/**
 * Follow-up reminders (issue 24, section 5), derived from an application's timeline rather than stored:
 * the tracker writes stage events, and the reminders due follow from them. Only what the user did with
 * a reminder (done, dismissed) is stored, under the reminder's key.
 *
 * - Applied: follow-ups 7 and 14 days after the latest move to applied, while the card is still there.
 * - Interviewing: a thank-you 24 hours after each dated interview, while the card is still interviewing.
 * - Offer: a reminder 2 days before the answer's deadline, while the card is still at offer.
 *
 * Also the local-time arithmetic of the daily digest (IANA zones, daylight-saving changes included),
 * with the platform's Intl only.
 */
import { z } from 'zod';
import type { ApplicationStage } from '../applications/applications.schema';

export const REMINDER_KINDS = ['follow_up_7', 'follow_up_14', 'thank_you', 'offer_deadline'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const FOLLOW_UP_DAYS = [7, 14] as const;
export const THANK_YOU_DELAY_MS = DAY_MS;
export const OFFER_NOTICE_MS = 2 * DAY_MS;

export interface ReminderApplication {
  id: number;
  stage: ApplicationStage | string;
  company: string;
  jobTitle: string;
}

export interface ReminderEvent {
  kind: string;
  stage: string | null;
  at: Date;
  data: Record<string, unknown>;
}

export interface Reminder {
  /** Stable for one reminder: `{applicationId}:{kind}:{anchor ms}`; done / dismissed are stored under it. */
  key: string;
  applicationId: number;
  kind: ReminderKind;
  dueAt: Date;
  company: string;
  jobTitle: string;
}

/** One reminder as the API answers it (GET /api/reminders/today). */
export interface ReminderItem {
  key: string;
  applicationId: number;
  kind: ReminderKind;
  dueAt: string;
  company: string;
  jobTitle: string;
  title: string;
}

export interface RemindersToday {
  /** The user's date today in their time zone, YYYY-MM-DD. */
  date: string;
  timezone: string;
  reminders: ReminderItem[];
}

export const reminderKeySchema = z.object({
  key: z
    .string()
    .regex(/^\d{1,10}:(follow_up_7|follow_up_14|thank_you|offer_deadline):-?\d{1,15}$/, 'This is not a reminder.'),
});

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function make(app: ReminderApplication, kind: ReminderKind, anchor: Date, dueAt: Date): Reminder {
  return {
    key: `${app.id}:${kind}:${anchor.getTime()}`,
    applicationId: app.id,
    kind,
    dueAt,
    company: app.company,
    jobTitle: app.jobTitle,
  };
}

/** The latest stage event entering `stage` (by `at`, later rows winning ties). */
function latestEntry(events: ReminderEvent[], stage: string): ReminderEvent | undefined {
  let latest: ReminderEvent | undefined;
  for (const event of events) {
    if (event.kind !== 'stage' || event.stage !== stage) continue;
    if (!latest || event.at.getTime() >= latest.at.getTime()) latest = event;
  }
  return latest;
}

/** Every reminder the card's history schedules now, done or not, in due order. */
export function deriveReminders(app: ReminderApplication, events: ReminderEvent[]): Reminder[] {
  const out: Reminder[] = [];
  if (app.stage === 'applied') {
    const applied = latestEntry(events, 'applied');
    if (applied) {
      out.push(make(app, 'follow_up_7', applied.at, new Date(applied.at.getTime() + FOLLOW_UP_DAYS[0] * DAY_MS)));
      out.push(make(app, 'follow_up_14', applied.at, new Date(applied.at.getTime() + FOLLOW_UP_DAYS[1] * DAY_MS)));
    }
  }
  if (app.stage === 'interviewing') {
    const seen = new Set<number>();
    for (const event of events) {
      if (event.kind !== 'stage' || event.stage !== 'interviewing') continue;
      const interviewAt = dateOf(event.data.interviewAt);
      if (!interviewAt || seen.has(interviewAt.getTime())) continue;
      seen.add(interviewAt.getTime());
      out.push(make(app, 'thank_you', interviewAt, new Date(interviewAt.getTime() + THANK_YOU_DELAY_MS)));
    }
  }
  if (app.stage === 'offer') {
    const offer = latestEntry(events, 'offer');
    const deadline = offer ? dateOf(offer.data.offerDeadline) : null;
    if (deadline) out.push(make(app, 'offer_deadline', deadline, new Date(deadline.getTime() - OFFER_NOTICE_MS)));
  }
  return out.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The reminder's line, in the product's words. */
export function reminderTitle(reminder: Pick<Reminder, 'kind' | 'company' | 'jobTitle'>): string {
  const where = [reminder.jobTitle, reminder.company].filter((part) => part.trim() !== '').join(' at ') || 'this application';
  switch (reminder.kind) {
    case 'follow_up_7':
      return `Follow up on ${where}: a week since you applied`;
    case 'follow_up_14':
      return `Follow up again on ${where}: two weeks since you applied`;
    case 'thank_you':
      return `Send a thank-you note for your interview for ${where}`;
    case 'offer_deadline':
      return `Answer the offer for ${where}: the deadline is in two days`;
  }
}

export function toReminderItem(reminder: Reminder): ReminderItem {
  return {
    key: reminder.key,
    applicationId: reminder.applicationId,
    kind: reminder.kind,
    dueAt: reminder.dueAt.toISOString(),
    company: reminder.company,
    jobTitle: reminder.jobTitle,
    title: reminderTitle(reminder),
  };
}

// ---------------------------------------------------------------------------------------------------
// Local time (IANA zones)

/** Whether the platform knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, 'Choose a time zone from the list.');
export const digestHourSchema = z.number().int('Choose a whole hour.').min(0, 'Choose an hour from 0 to 23.').max(23, 'Choose an hour from 0 to 23.');

/** PATCH /api/reminders/settings */
export const reminderSettingsSchema = z
  .object({ timezone: timeZoneSchema.optional(), digestHour: digestHourSchema.optional() })
  .strict();
export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;
export interface ReminderSettings {
  timezone: string;
  digestHour: number;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, instant: Date): LocalParts {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** The local calendar date of `instant` in `zone`, YYYY-MM-DD. */
export function localDate(zone: string, instant: Date): string {
  const { year, month, day } = partsIn(zone, instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The zone's offset from UTC at `instant`, ms (local = UTC + offset). */
function offsetAt(zone: string, instant: Date): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The first instant at or after `hour`:00 local time on `date` (YYYY-MM-DD) in `zone`. On a spring-forward
 * day whose hour does not exist, that is the first local time after the gap; on a fall-back day whose
 * hour happens twice, the first of the two.
 */
export function localHourInstant(zone: string, date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, 0);
  // One offset change at most within half a day either side: the offsets before and after it.
  const before = wall - offsetAt(zone, new Date(wall - DAY_MS / 2));
  const after = wall - offsetAt(zone, new Date(wall + DAY_MS / 2));
  const matching = [before, after].filter((t) => {
    const p = partsIn(zone, new Date(t));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  });
  if (matching.length > 0) return new Date(Math.min(...matching));
  // In a gap: the wall time under the old offset is the very instant the clocks jump past it.
  return new Date(before);
}

/** The end of the local day containing `instant` (the next local midnight). */
export function endOfLocalDay(zone: string, instant: Date): Date {
  const today = localDate(zone, instant);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return localHourInstant(zone, next.toISOString().slice(0, 10), 0);
}

/** Open reminders for the "Today" list: due by the end of the user's day. */
export function dueToday(reminders: Reminder[], zone: string, now: Date): Reminder[] {
  const end = endOfLocalDay(zone, now).getTime();
  return reminders.filter((reminder) => reminder.dueAt.getTime() < end);
}
