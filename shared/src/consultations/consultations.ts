/**
 * Elite's monthly 30-minute expert consultation (decision D14): a booking request in which the user
 * proposes three times; support confirms one of them. The allowance per billing period is the shared
 * entitlements' `consultation` quota (plans.ts `consultations`, D9). These rules are used by the API
 * (enforced) and the web app (the booking form checks the same things before sending).
 */
import { z } from 'zod';

export const consultationStatuses = ['requested', 'confirmed', 'cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

export const consultationRules = {
  slotCount: 3,
  durationMinutes: 30,
  /** A proposed time is at least this far ahead. */
  minLeadHours: 24,
  /** …and no further ahead than this. */
  maxAheadDays: 60,
  /** Cancelling or rescheduling is possible up to this long before the time. */
  changeCutoffHours: 24,
  topicMin: 20,
  topicMax: 2000,
} as const;

const HOUR_MS = 60 * 60 * 1000;

export const consultationMessages = {
  slotsCount: 'Propose exactly three times.',
  slotFormat: 'Each time must be a date and time with its offset, e.g. 2026-12-03T15:00:00+01:00.',
  slotTooSoon: `Each time must be at least ${consultationRules.minLeadHours} hours from now.`,
  slotTooFar: `Each time must be within the next ${consultationRules.maxAheadDays} days.`,
  slotsOverlap: `Choose three different times, at least ${consultationRules.durationMinutes} minutes apart.`,
  resumeRequired: 'Choose the resume to discuss.',
  resumeNotFound: 'Resume not found.',
  applicationNotFound: 'Application not found.',
  topicTooShort: `Tell us what you want help with in at least ${consultationRules.topicMin} characters.`,
  topicTooLong: `Keep what you want help with to ${consultationRules.topicMax} characters or fewer.`,
  notFound: 'Consultation not found.',
  eliteOnly: 'The 30-minute expert consultation is part of the Elite plan. Upgrade to Elite to book one.',
  periodUsed: (nextOn: string) => `You have already booked this period's consultation. You can book the next one from ${nextOn}.`,
  tooLateToChange: `A consultation can be cancelled or moved up to ${consultationRules.changeCutoffHours} hours before it starts. Write to support if you cannot make it.`,
  alreadyCancelled: 'This consultation was cancelled.',
} as const;

/** An ISO 8601 date-time with seconds optional and an explicit offset (Z or ±hh:mm). */
const slotSchema = z.iso.datetime({ offset: true, error: consultationMessages.slotFormat });

const slotsSchema = z
  .array(slotSchema, { error: consultationMessages.slotsCount })
  .length(consultationRules.slotCount, { error: consultationMessages.slotsCount });

const idSchema = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });

/** POST /api/consultations */
export const createConsultationSchema = z.object({
  slots: slotsSchema,
  resumeId: idSchema(consultationMessages.resumeRequired),
  applicationId: idSchema(consultationMessages.applicationNotFound).nullish(),
  topic: z
    .string({ error: consultationMessages.topicTooShort })
    .trim()
    .min(consultationRules.topicMin, { error: consultationMessages.topicTooShort })
    .max(consultationRules.topicMax, { error: consultationMessages.topicTooLong }),
});
export type CreateConsultationInput = z.input<typeof createConsultationSchema>;

/** PATCH /api/consultations/{id}: three new times (the booking goes back to requested). */
export const rescheduleConsultationSchema = z.object({ slots: slotsSchema });
export type RescheduleConsultationInput = z.input<typeof rescheduleConsultationSchema>;

/**
 * What is wrong with three proposed times at `now`, or null: each at least 24 h ahead, within 60 days,
 * and no two closer than the consultation's length.
 */
export function slotProblem(slots: readonly Date[], now: Date): string | null {
  if (slots.length !== consultationRules.slotCount) return consultationMessages.slotsCount;
  for (const slot of slots) {
    if (Number.isNaN(slot.getTime())) return consultationMessages.slotFormat;
    if (slot.getTime() - now.getTime() < consultationRules.minLeadHours * HOUR_MS) return consultationMessages.slotTooSoon;
    if (slot.getTime() - now.getTime() > consultationRules.maxAheadDays * 24 * HOUR_MS) return consultationMessages.slotTooFar;
  }
  const sorted = [...slots].map((slot) => slot.getTime()).sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]! - sorted[i - 1]! < consultationRules.durationMinutes * 60 * 1000) return consultationMessages.slotsOverlap;
  }
  return null;
}

/** One booking as GET /api/consultations shows it. Dates are ISO strings (UTC). */
export interface ConsultationView {
  id: number;
  status: ConsultationStatus;
  /** The three proposed times. */
  slots: string[];
  /** The time support confirmed, once confirmed. */
  confirmedSlot: string | null;
  resumeId: number | null;
  applicationId: number | null;
  topic: string;
  createdAt: string;
  /** Until when it can still be cancelled or moved (24 h before its time); null once cancelled. */
  changeableUntil: string | null;
}

/** GET /api/consultations */
export interface ConsultationList {
  consultations: ConsultationView[];
}

/**
 * Until when a booking can be cancelled or moved: 24 h before the confirmed time; before confirmation,
 * 24 h before the latest proposed time (support may still confirm that one). Null once cancelled.
 */
export function changeDeadline(booking: { status: ConsultationStatus; slots: readonly Date[]; confirmedSlot: Date | null }): Date | null {
  if (booking.status === 'cancelled') return null;
  const anchor = booking.status === 'confirmed' && booking.confirmedSlot ? booking.confirmedSlot : new Date(Math.max(...booking.slots.map((slot) => slot.getTime())));
  return new Date(anchor.getTime() - consultationRules.changeCutoffHours * HOUR_MS);
}

/**
 * The booking the card shows: the newest one not cancelled whose time has not passed (a confirmed one
 * until its 30 minutes are over; a request while any proposed time is still ahead), else null.
 */
export function upcomingBooking<T extends Pick<ConsultationView, 'status' | 'slots' | 'confirmedSlot' | 'createdAt'>>(bookings: readonly T[], now: Date): T | null {
  const open = bookings.filter((booking) => {
    if (booking.status === 'cancelled') return false;
    if (booking.status === 'confirmed' && booking.confirmedSlot) {
      return Date.parse(booking.confirmedSlot) + consultationRules.durationMinutes * 60 * 1000 > now.getTime();
    }
    return booking.slots.some((slot) => Date.parse(slot) > now.getTime());
  });
  return open.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}
