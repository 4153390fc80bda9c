/**
 * Reminders (issue 24, section 5): the "Today" list, done / dismissed, the user's hour and zone, and the
 * private calendar feed. The daily e-mail's jobs are in reminder-jobs.ts.
 */
import { AppError } from '@jobapp/shared';
import {
  dueToday,
  localDate,
  reminderTitle,
  toReminderItem,
  type ReminderSettings,
  type ReminderSettingsInput,
  type RemindersToday,
} from '@jobapp/shared/reminders/reminders';
import ical from 'ical-generator';
import type { Db } from '../../db/client';
import { idParam } from '../../lib/route-params';
import { createToken, hashToken } from '../../lib/tokens';
import type { Deps } from '../../types';
import {
  openReminders,
  reminderSettings,
  replaceCalendarToken,
  settleReminder,
  updateReminderSettings,
  userByCalendarToken,
} from './reminders.queries';

export const reminderMessages = {
  notFound: 'This reminder is not on your list.',
  calendarNotFound: 'This calendar link is not valid. Make a new one in the tracker.',
  userGone: 'Your account was not found.',
} as const;

/** The reminders due by the end of the user's day in their zone (overdue ones included). */
export async function remindersToday(db: Db, userId: number, now: Date): Promise<RemindersToday> {
  const settings = await reminderSettings(db, userId);
  if (!settings) throw new AppError('not_found', reminderMessages.userGone);
  const due = dueToday(await openReminders(db, userId), settings.timezone, now);
  return { date: localDate(settings.timezone, now), timezone: settings.timezone, reminders: due.map(toReminderItem) };
}

/** Marks a reminder done or dismissed: only a reminder the user's own cards schedule now. */
export async function settle(db: Db, userId: number, key: string, status: 'done' | 'dismissed'): Promise<void> {
  const applicationId = idParam(key.split(':')[0], reminderMessages.notFound);
  const open = await openReminders(db, userId, applicationId);
  if (!open.some((reminder) => reminder.key === key)) throw new AppError('not_found', reminderMessages.notFound);
  await settleReminder(db, userId, key, status);
}

export async function getSettings(db: Db, userId: number): Promise<ReminderSettings> {
  const settings = await reminderSettings(db, userId);
  if (!settings) throw new AppError('not_found', reminderMessages.userGone);
  return settings;
}

export async function changeSettings(deps: Pick<Deps, 'db' | 'clock'>, userId: number, input: ReminderSettingsInput): Promise<ReminderSettings> {
  await updateReminderSettings(deps.db, userId, input, deps.clock());
  return getSettings(deps.db, userId);
}

export function calendarUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar/${token}.ics`;
}

/** A new secret feed URL; the previous one stops working. The token is stored only as its hash. */
export async function rotateCalendarToken(deps: Pick<Deps, 'db' | 'clock' | 'env'>, userId: number): Promise<string> {
  const token = createToken();
  await replaceCalendarToken(deps.db, userId, hashToken(token), deps.clock());
  return calendarUrl(deps.env.PUBLIC_URL, token);
}

/**
 * The feed for a token: every open reminder as a 15-minute event at its due time, with a stable UID so
 * a calendar app updates rather than duplicates it. 404 for an unknown or rotated token.
 */
export async function calendarFeed(deps: Pick<Deps, 'db' | 'env'>, token: string): Promise<string> {
  const user = await userByCalendarToken(deps.db, hashToken(token));
  if (!user) throw new AppError('not_found', reminderMessages.calendarNotFound);
  const host = new URL(deps.env.PUBLIC_URL).hostname;
  const calendar = ical({ name: 'Job hunt follow-ups', prodId: { company: 'ResumeBoost', product: 'reminders' }, ttl: 60 * 60 });
  for (const reminder of await openReminders(deps.db, user.id)) {
    calendar.createEvent({
      id: `reminder-${reminder.key.replace(/:/g, '-')}@${host}`,
      start: reminder.dueAt,
      end: new Date(reminder.dueAt.getTime() + 15 * 60 * 1000),
      summary: reminderTitle(reminder),
      url: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/tracker`,
    });
  }
  return calendar.toString();
}
