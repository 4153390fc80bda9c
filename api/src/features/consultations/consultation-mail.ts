/**
 * The consultation's e-mails and calendar files:
 * - to support: the request (or its new times) with one confirmation link per proposed time, the resume
 *   as stored (the original upload, else its text) and one `.ics` per proposed time (METHOD:PUBLISH,
 *   TENTATIVE: a hold, not an invitation);
 * - to the user: the request's acknowledgement, then the invitation once support confirms
 *   (METHOD:REQUEST, organizer support, the user as attendee), and a METHOD:CANCEL when a confirmed time
 *   is cancelled or moved. Every event of one booking has the same UID, so calendar apps update it.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { consultationRules } from '@jobapp/shared/consultations/consultations';
import type { MailAttachment, MailMessage } from '../../mail/mailer';
import { PRODUCT, render } from '../../mail/templates';
import type { ResumeForConsultation } from './consultations.queries';

const DURATION_MS = consultationRules.durationMinutes * 60 * 1000;

export interface MailPerson {
  email: string;
  name: string;
  timezone: string;
}

export interface BookingFacts {
  id: number;
  topic: string;
  user: MailPerson;
  resume: ResumeForConsultation;
  application: { jobTitle: string; company: string; stage: string } | null;
  supportEmail: string;
  publicUrl: string;
}

/** 'Thursday, December 3, 2026 at 3:00 PM (Europe/Paris)'. An unknown zone falls back to UTC. */
export function formatSlot(slot: Date, timezone: string): string {
  const zone = isZone(timezone) ? timezone : 'UTC';
  const text = new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(slot);
  return `${text} (${zone})`;
}

function isZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Both the user's time and UTC, for support (who may be anywhere). */
function slotForSupport(slot: Date, timezone: string): string {
  return timezone === 'UTC' ? formatSlot(slot, 'UTC') : `${formatSlot(slot, timezone)}, ${formatSlot(slot, 'UTC')}`;
}

function eventUid(facts: { id: number; publicUrl: string }): string {
  return `consultation-${facts.id}@${new URL(facts.publicUrl).hostname}`;
}

function calendarFile(filename: string, method: ICalCalendarMethod, build: (calendar: ReturnType<typeof ical>) => void): MailAttachment {
  const calendar = ical({ prodId: { company: PRODUCT, product: 'consultations' }, method });
  build(calendar);
  return {
    filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(calendar.toString(), 'utf8').toString('base64'),
  };
}

function summaryFor(name: string): string {
  return `${PRODUCT} expert consultation with ${name} (${consultationRules.durationMinutes} min)`;
}

function resumeAttachment(resume: ResumeForConsultation): MailAttachment | null {
  if (resume.originalFile && resume.originalFile.length > 0) {
    return {
      filename: safeFileName(resume.originalFileName ?? `resume-${resume.number}`),
      contentType: resume.originalMimeType ?? 'application/octet-stream',
      contentBase64: resume.originalFile.toString('base64'),
    };
  }
  if (resume.originalText) {
    return { filename: `resume-${resume.number}.txt`, contentType: 'text/plain; charset=utf-8', contentBase64: Buffer.from(resume.originalText, 'utf8').toString('base64') };
  }
  return null;
}

function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\"]/g, '_').trim();
  return cleaned.slice(0, 120) || 'resume';
}

function resumeLabel(resume: ResumeForConsultation): string {
  const about = [resume.jobTitle, resume.company].filter(Boolean).join(' at ');
  return about ? `Resume ${resume.number} (${about})` : `Resume ${resume.number}`;
}

/** The request (or, with `rescheduled`, its new times) to support, with the confirmation links. */
export function supportRequestMail(facts: BookingFacts, slots: Date[], confirmLinks: string[], rescheduled: boolean): MailMessage {
  const { user } = facts;
  const attachments: MailAttachment[] = [];
  const resume = resumeAttachment(facts.resume);
  if (resume) attachments.push(resume);
  slots.forEach((slot, index) => {
    attachments.push(
      calendarFile(`consultation-${facts.id}-option-${index + 1}.ics`, ICalCalendarMethod.PUBLISH, (calendar) => {
        calendar.createEvent({
          id: `${eventUid(facts).replace('@', `-option-${index + 1}@`)}`,
          start: slot,
          end: new Date(slot.getTime() + DURATION_MS),
          summary: `Proposed: ${summaryFor(user.name)}`,
          description: `Option ${index + 1} of ${slots.length}. Topic: ${facts.topic}`,
          status: ICalEventStatus.TENTATIVE,
        });
      }),
    );
  });
  const options = slots.map((slot, index) => `Option ${index + 1}: ${slotForSupport(slot, user.timezone)}\nConfirm this time: ${confirmLinks[index]}`);
  return {
    to: facts.supportEmail,
    replyTo: user.email,
    subject: `${rescheduled ? 'New times for consultation' : 'Consultation request'} #${facts.id} from ${user.name}`,
    ...render([
      rescheduled
        ? `${user.name} (${user.email}) moved their Elite expert consultation. The earlier times and links no longer apply.`
        : `${user.name} (${user.email}) asked for their Elite ${consultationRules.durationMinutes}-minute expert consultation.`,
      `What they want help with:\n${facts.topic}`,
      `Resume: ${resumeLabel(facts.resume)}${resume ? ' (attached)' : ''}`,
      ...(facts.application ? [`Application: ${facts.application.jobTitle || 'Untitled job'} at ${facts.application.company || 'an unnamed company'} (${facts.application.stage})`] : []),
      `Proposed times (their time zone is ${user.timezone}); each link confirms one, once, and sends them the invitation:`,
      ...options,
      'A calendar file for each proposed time is attached. Reply to this e-mail to write to them.',
    ]),
    attachments,
  };
}

/** To the user: the request went to support. */
export function userRequestMail(facts: BookingFacts, slots: Date[], rescheduled: boolean, cancelledSlot: Date | null): MailMessage {
  const { user } = facts;
  return {
    to: user.email,
    subject: rescheduled ? 'Your consultation has new proposed times' : 'We received your consultation request',
    ...render([
      `Hello ${user.name},`,
      rescheduled
        ? 'We sent your new times to our expert. The earlier times no longer apply.'
        : `We sent your request for a ${consultationRules.durationMinutes}-minute expert consultation to our team.`,
      `The times you proposed:\n${slots.map((slot) => `- ${formatSlot(slot, user.timezone)}`).join('\n')}`,
      'You will receive a calendar invitation as soon as one of them is confirmed.',
      `You can cancel or move it in ${PRODUCT} up to ${consultationRules.changeCutoffHours} hours before it starts:`,
      `${facts.publicUrl.replace(/\/$/, '')}/dashboard`,
    ]),
    ...(cancelledSlot ? { attachments: [cancellationFile(facts, cancelledSlot)] } : {}),
  };
}

/** To the user once support confirmed a time: the calendar invitation. */
export function invitationMail(facts: Pick<BookingFacts, 'id' | 'topic' | 'user' | 'supportEmail' | 'publicUrl'>, slot: Date): MailMessage {
  const { user } = facts;
  const invitation = calendarFile('invite.ics', ICalCalendarMethod.REQUEST, (calendar) => {
    calendar.createEvent({
      id: eventUid(facts),
      sequence: 1,
      start: slot,
      end: new Date(slot.getTime() + DURATION_MS),
      summary: `${PRODUCT} expert consultation (${consultationRules.durationMinutes} min)`,
      description: `What you asked for help with: ${facts.topic}`,
      status: ICalEventStatus.CONFIRMED,
      organizer: { name: `${PRODUCT} support`, email: facts.supportEmail },
      attendees: [{ email: user.email, name: user.name, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true }],
    });
  });
  return {
    to: user.email,
    replyTo: facts.supportEmail,
    subject: `Your consultation is confirmed: ${formatSlot(slot, user.timezone)}`,
    ...render([
      `Hello ${user.name},`,
      `Your ${consultationRules.durationMinutes}-minute expert consultation is confirmed for ${formatSlot(slot, user.timezone)}.`,
      'The calendar invitation is attached. Our expert will write to you with how to join.',
      `You can cancel or move it in ${PRODUCT} up to ${consultationRules.changeCutoffHours} hours before it starts.`,
    ]),
    attachments: [invitation],
  };
}

function cancellationFile(facts: Pick<BookingFacts, 'id' | 'user' | 'supportEmail' | 'publicUrl'>, slot: Date): MailAttachment {
  return calendarFile('cancel.ics', ICalCalendarMethod.CANCEL, (calendar) => {
    calendar.createEvent({
      id: eventUid(facts),
      sequence: 2,
      start: slot,
      end: new Date(slot.getTime() + DURATION_MS),
      summary: `${PRODUCT} expert consultation (cancelled)`,
      status: ICalEventStatus.CANCELLED,
      organizer: { name: `${PRODUCT} support`, email: facts.supportEmail },
      attendees: [{ email: facts.user.email, name: facts.user.name }],
    });
  });
}

/** Both sides hear of a cancellation; a confirmed time's invitation is withdrawn (METHOD:CANCEL). */
export function cancellationMails(
  facts: Pick<BookingFacts, 'id' | 'user' | 'supportEmail' | 'publicUrl'>,
  confirmedSlot: Date | null,
): MailMessage[] {
  const { user } = facts;
  const when = confirmedSlot ? ` for ${formatSlot(confirmedSlot, user.timezone)}` : '';
  return [
    {
      to: facts.supportEmail,
      replyTo: user.email,
      subject: `Consultation #${facts.id} cancelled by ${user.name}`,
      ...render([`${user.name} (${user.email}) cancelled their consultation${when}. Its confirmation links no longer work.`]),
    },
    {
      to: user.email,
      subject: 'Your consultation is cancelled',
      ...render([
        `Hello ${user.name},`,
        `Your consultation${when} is cancelled. You can book this period's consultation again from your dashboard.`,
      ]),
      ...(confirmedSlot ? { attachments: [cancellationFile(facts, confirmedSlot)] } : {}),
    },
  ];
}
