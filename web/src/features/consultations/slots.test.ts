import type { ConsultationView } from '@jobapp/shared/consultations/consultations';
import { consultationMessages } from '@jobapp/shared/consultations/consultations';
import { describe, expect, it } from 'vitest';
import { cardState, formatInZone, formProblem, zonedLocalToIso, zoneOffsetMinutes } from './slots';

describe('times in the user’s zone', () => {
  it('writes wall-clock times with the zone’s offset at that date, daylight saving included', () => {
    expect(zonedLocalToIso('2026-12-03T15:00', 'Europe/Paris')).toBe('2026-12-03T15:00:00+01:00');
    expect(zonedLocalToIso('2026-07-03T15:00', 'Europe/Paris')).toBe('2026-07-03T15:00:00+02:00');
    expect(zonedLocalToIso('2026-12-03T09:30', 'America/New_York')).toBe('2026-12-03T09:30:00-05:00');
    expect(zonedLocalToIso('2026-12-03T09:30', 'Asia/Kolkata')).toBe('2026-12-03T09:30:00+05:30');
    expect(zonedLocalToIso('2026-12-03T09:30', 'UTC')).toBe('2026-12-03T09:30:00+00:00');
    // 2:30 on the March change does not exist in New York: it moves on by the gap.
    expect(zonedLocalToIso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedLocalToIso('', 'UTC')).toBeNull();
    expect(zonedLocalToIso('2026-12-03', 'UTC')).toBeNull();
  });

  it('reads offsets and shows instants back in the zone', () => {
    expect(zoneOffsetMinutes('America/Los_Angeles', Date.parse('2026-01-15T12:00:00Z'))).toBe(-480);
    expect(formatInZone('2026-12-03T14:00:00.000Z', 'Europe/Paris')).toBe('Thu, Dec 3, 3:00 PM');
  });

  it('checks the form with the shared rules before sending', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(formProblem(['2026-12-03T10:00', '2026-12-04T10:00', ''], 'UTC', now)).toBe('Choose 3 times.');
    expect(formProblem(['2026-12-02T10:00', '2026-12-04T10:00', '2026-12-05T10:00'], 'UTC', now)).toBe(consultationMessages.slotTooSoon);
    expect(formProblem(['2026-12-03T10:00', '2026-12-03T10:15', '2026-12-05T10:00'], 'UTC', now)).toBe(consultationMessages.slotsOverlap);
    expect(formProblem(['2026-12-03T10:00', '2026-12-04T10:00', '2027-03-01T10:00'], 'UTC', now)).toBe(consultationMessages.slotTooFar);
    expect(formProblem(['2026-12-03T10:00', '2026-12-04T10:00', '2026-12-05T10:00'], 'Europe/Paris', now)).toBeNull();
  });
});

const booking = (patch: Partial<ConsultationView>): ConsultationView => ({
  id: 7,
  status: 'requested',
  slots: ['2026-12-03T14:00:00.000Z', '2026-12-04T14:00:00.000Z', '2026-12-05T14:00:00.000Z'],
  confirmedSlot: null,
  resumeId: 1,
  applicationId: null,
  topic: 'Help me prepare for a product manager interview.',
  createdAt: '2026-12-01T10:00:00.000Z',
  changeableUntil: '2026-12-04T14:00:00.000Z',
  ...patch,
});

describe('cardState', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const quota = (limit: number, remaining: number) => ({ limit, remaining, resetsAt: '2026-12-20T00:00:00.000Z' });

  it('is locked when the plan has no consultation, without waiting for the bookings', () => {
    expect(cardState(quota(0, 0), undefined, now)).toEqual({ kind: 'locked' });
  });

  it('offers the form while the period’s booking is free', () => {
    expect(cardState(quota(1, 1), [], now)).toEqual({ kind: 'book' });
    expect(cardState(quota(1, 1), [booking({ status: 'cancelled', changeableUntil: null })], now)).toEqual({ kind: 'book' });
  });

  it('shows the upcoming request or confirmed time, and the next date once it has passed', () => {
    expect(cardState(quota(1, 0), [booking({})], now).kind).toBe('requested');
    const confirmed = booking({ status: 'confirmed', confirmedSlot: '2026-12-04T14:00:00.000Z' });
    expect(cardState(quota(1, 0), [confirmed], now)).toEqual({ kind: 'confirmed', booking: confirmed });
    expect(cardState(quota(1, 0), [confirmed], new Date('2026-12-04T15:00:00Z'))).toEqual({ kind: 'used', resetsAt: '2026-12-20T00:00:00.000Z' });
    // A new period: last period's confirmed time still shows until it has happened.
    expect(cardState(quota(1, 1), [confirmed], now).kind).toBe('confirmed');
  });
});
