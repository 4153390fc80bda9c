import { describe, expect, it } from 'vitest';
import { deriveReminders, dueToday, endOfLocalDay, localDate, localHourInstant, reminderKeySchema, type ReminderEvent } from './reminders';

const app = (stage: string) => ({ id: 7, stage, company: 'Acme', jobTitle: 'Data Analyst' });
const stageEvent = (stage: string, at: string, data: Record<string, unknown> = {}): ReminderEvent => ({
  kind: 'stage',
  stage,
  at: new Date(at),
  data,
});

describe('deriveReminders', () => {
  it('schedules follow-ups 7 and 14 days after the latest move to applied', () => {
    const events = [stageEvent('applied', '2026-03-01T10:00:00Z'), stageEvent('saved', '2026-03-02T10:00:00Z'), stageEvent('applied', '2026-03-03T10:00:00Z')];
    const reminders = deriveReminders(app('applied'), events);
    expect(reminders.map((r) => [r.kind, r.dueAt.toISOString()])).toEqual([
      ['follow_up_7', '2026-03-10T10:00:00.000Z'],
      ['follow_up_14', '2026-03-17T10:00:00.000Z'],
    ]);
    expect(reminders[0]?.key).toBe(`7:follow_up_7:${Date.parse('2026-03-03T10:00:00Z')}`);
    expect(reminderKeySchema.safeParse({ key: reminders[0]?.key }).success).toBe(true);
  });

  it('schedules no follow-up once the card has moved past applied or ended', () => {
    const events = [stageEvent('applied', '2026-03-01T10:00:00Z')];
    for (const stage of ['interviewing', 'offer', 'rejected', 'withdrawn', 'no_response', 'accepted', 'saved']) {
      expect(deriveReminders(app(stage), events).filter((r) => r.kind.startsWith('follow_up'))).toEqual([]);
    }
  });

  it('schedules a thank-you 24 hours after each dated interview, and none for an undated one', () => {
    const events = [
      stageEvent('applied', '2026-03-01T10:00:00Z'),
      stageEvent('interviewing', '2026-03-05T10:00:00Z', { interviewAt: '2026-03-09T15:30:00Z' }),
      stageEvent('interviewing', '2026-03-10T10:00:00Z', {}),
      stageEvent('interviewing', '2026-03-11T10:00:00Z', { interviewAt: 'not a date' }),
      stageEvent('interviewing', '2026-03-12T10:00:00Z', { interviewAt: '2026-03-16T09:00:00-04:00' }),
    ];
    const reminders = deriveReminders(app('interviewing'), events);
    expect(reminders.map((r) => [r.kind, r.dueAt.toISOString()])).toEqual([
      ['thank_you', '2026-03-10T15:30:00.000Z'],
      ['thank_you', '2026-03-17T13:00:00.000Z'],
    ]);
    expect(deriveReminders(app('rejected'), events)).toEqual([]);
  });

  it('reminds 2 days before an offer deadline, only while the card is at offer', () => {
    const events = [stageEvent('offer', '2026-04-01T10:00:00Z', { offerDeadline: '2026-04-10T17:00:00Z' })];
    expect(deriveReminders(app('offer'), events).map((r) => [r.kind, r.dueAt.toISOString()])).toEqual([
      ['offer_deadline', '2026-04-08T17:00:00.000Z'],
    ]);
    expect(deriveReminders(app('accepted'), events)).toEqual([]);
    expect(deriveReminders(app('offer'), [stageEvent('offer', '2026-04-01T10:00:00Z')])).toEqual([]);
  });
});

describe('local time', () => {
  const ny = 'America/New_York';

  it('finds 8:00 in New York on either side of the March and November changes', () => {
    expect(localHourInstant(ny, '2026-03-07', 8).toISOString()).toBe('2026-03-07T13:00:00.000Z'); // EST
    expect(localHourInstant(ny, '2026-03-08', 8).toISOString()).toBe('2026-03-08T12:00:00.000Z'); // EDT, change day
    expect(localHourInstant(ny, '2026-03-09', 8).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(localHourInstant(ny, '2026-10-31', 8).toISOString()).toBe('2026-10-31T12:00:00.000Z'); // EDT
    expect(localHourInstant(ny, '2026-11-01', 8).toISOString()).toBe('2026-11-01T13:00:00.000Z'); // EST, change day
  });

  it('takes the first instant after a skipped hour and the first of a repeated one', () => {
    expect(localHourInstant(ny, '2026-03-08', 2).toISOString()).toBe('2026-03-08T07:00:00.000Z'); // 3:00 EDT
    expect(localDate(ny, new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08');
    expect(localHourInstant(ny, '2026-11-01', 1).toISOString()).toBe('2026-11-01T05:00:00.000Z'); // 1:00 EDT
    expect(localHourInstant('Asia/Kolkata', '2026-03-08', 8).toISOString()).toBe('2026-03-08T02:30:00.000Z');
    expect(localHourInstant('UTC', '2026-03-08', 0).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it('lists as today what is due before the local midnight', () => {
    const now = new Date('2026-03-08T10:00:00Z'); // 6:00 EDT, 19:00 in Tokyo, on the 8th
    expect(endOfLocalDay(ny, now).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const events = [stageEvent('applied', '2026-03-01T23:30:00Z')];
    const reminders = deriveReminders(app('applied'), events);
    // Due 2026-03-08T23:30Z, i.e. 19:30 local on the 8th: today in New York, already the 9th in Tokyo.
    expect(dueToday(reminders, ny, now).map((r) => r.kind)).toEqual(['follow_up_7']);
    expect(dueToday(reminders, 'Asia/Tokyo', now).map((r) => r.kind)).toEqual([]);
  });
});
