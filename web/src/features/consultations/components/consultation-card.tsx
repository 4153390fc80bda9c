import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate, planAllowances, type ResumeListItem } from '@jobapp/shared';
import type { ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { consultationMessages, consultationRules, type ConsultationView } from '@jobapp/shared/consultations/consultations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { useReminderSettings } from '@/features/reminders/api';
import { useMyResumes } from '@/features/resumes/api';
import { useApplications } from '@/features/tracker/api';
import { errorMessage } from '@/lib/error-messages';
import { useBookConsultation, useCancelConsultation, useConsultations, useRescheduleConsultation } from '../api';
import { cardState, formatInZone, formProblem, zonedLocalToIso, type CardState } from '../slots';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const TITLE = 'Book your consultation';

/**
 * Elite's 30-minute monthly expert consultation (D14), on the dashboard and in settings: locked below
 * Elite (with the plan that unlocks it), else the form, the request waiting for support, or the
 * confirmed time, all shown in the user's time zone (their reminders setting).
 */
export function ConsultationCard() {
  const user = useCurrentUser();
  const account = useBillingAccount();
  const settings = useReminderSettings();
  // Before the overview arrives the session's plan says whether the card is locked (same table, D9).
  const sessionLimit = user ? planAllowances[user.subscriptionTier].consultations : undefined;
  const quota = account.data?.quotas.consultation ?? (sessionLimit === 0 ? { limit: 0, remaining: 0, resetsAt: '' } : undefined);
  const unlocked = quota !== undefined && quota.limit !== 0;
  const bookings = useConsultations(unlocked);
  const state = cardState(quota, bookings.data?.consultations, new Date());
  return <ConsultationCardView state={state} timezone={settings.data?.timezone ?? 'UTC'} />;
}

export function ConsultationCardView({ state, timezone }: { state: CardState; timezone: string }) {
  return (
    <Card data-testid="consultation-card" data-state={state.kind}>
      <CardHeader>
        <CardTitle id="consultation-title">{TITLE}</CardTitle>
        <CardDescription>
          A {consultationRules.durationMinutes}-minute session with one of our experts, once per billing period: your resume, a job you
          are going for, your interviews.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CardBody state={state} timezone={timezone} />
      </CardContent>
    </Card>
  );
}

function CardBody({ state, timezone }: { state: CardState; timezone: string }) {
  const [moving, setMoving] = useState(false);
  switch (state.kind) {
    case 'loading':
      return <p className="text-sm text-slate-600">Loading…</p>;
    case 'locked':
      return (
        <div className="grid gap-3" data-testid="consultation-locked">
          <p className="text-sm text-slate-700">
            <Badge variant="neutral">Elite</Badge> The monthly expert consultation is part of the Elite plan.
          </p>
          <div>
            <Button asChild>
              <Link to="/pricing">Upgrade to Elite</Link>
            </Button>
          </div>
        </div>
      );
    case 'used':
      return (
        <p className="text-sm text-slate-700" data-testid="consultation-used">
          You have had this period&apos;s consultation. You can book the next one from {formatShortDate(new Date(state.resetsAt))}.
        </p>
      );
    case 'book':
      return <BookingForm timezone={timezone} />;
    case 'requested':
    case 'confirmed': {
      const { booking } = state;
      if (moving) return <BookingForm timezone={timezone} moving={booking} onDone={() => setMoving(false)} />;
      return <BookingSummary booking={booking} timezone={timezone} onMove={() => setMoving(true)} />;
    }
  }
}

function BookingSummary({ booking, timezone, onMove }: { booking: ConsultationView; timezone: string; onMove: () => void }) {
  const cancel = useCancelConsultation();
  const changeable = booking.changeableUntil !== null && Date.parse(booking.changeableUntil) > Date.now();
  const onCancel = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => toast({ title: 'Consultation cancelled', description: 'You can book this period’s consultation again.', variant: 'success' }),
      onError: (error) => toast({ title: 'The consultation was not cancelled', description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <div className="grid gap-3" data-testid={`consultation-${booking.status}`}>
      {booking.status === 'confirmed' && booking.confirmedSlot ? (
        <p className="text-sm text-slate-800">
          <Badge variant="success">Confirmed</Badge> {formatInZone(booking.confirmedSlot, timezone)} ({timezone}). The calendar invitation
          is in your inbox.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-800">
            <Badge variant="warning">Requested</Badge> Waiting for our expert to confirm one of your times ({timezone}):
          </p>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {booking.slots.map((slot) => (
              <li key={slot}>{formatInZone(slot, timezone)}</li>
            ))}
          </ul>
        </>
      )}
      {changeable ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={onMove}>
            Propose new times
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={cancel.isPending}>
            {cancel.isPending ? <ButtonSpinner /> : null}
            Cancel consultation
          </Button>
        </div>
      ) : (
        <p className="text-xs text-slate-600">
          It can no longer be moved or cancelled here ({consultationRules.changeCutoffHours} hours before). Reply to our e-mail if you cannot make it.
        </p>
      )}
    </div>
  );
}

function BookingForm({ timezone, moving, onDone }: { timezone: string; moving?: ConsultationView; onDone?: () => void }) {
  const resumes = useMyResumes();
  const applications = useApplications();
  const book = useBookConsultation();
  const reschedule = useRescheduleConsultation();
  const [open, setOpen] = useState(Boolean(moving));
  const [slots, setSlots] = useState(['', '', '']);
  const [resumeId, setResumeId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const [topic, setTopic] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = book.isPending || reschedule.isPending;

  if (!open) {
    return (
      <div>
        <Button type="button" onClick={() => setOpen(true)}>
          {TITLE}
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formProblem(slots, timezone, new Date()) ?? (moving ? null : formOnlyProblem(resumeId, topic));
    setProblem(found);
    if (found) return;
    const isos = slots.map((slot) => zonedLocalToIso(slot, timezone)!);
    const onError = (error: unknown) => setProblem(errorMessage(error));
    if (moving) {
      reschedule.mutate(
        { id: moving.id, input: { slots: isos } },
        { onSuccess: () => (toast({ title: 'New times sent', variant: 'success' }), onDone?.()), onError },
      );
      return;
    }
    book.mutate(
      { slots: isos, resumeId: Number(resumeId), applicationId: applicationId ? Number(applicationId) : null, topic },
      { onSuccess: () => toast({ title: 'Request sent', description: 'You will get the invitation once a time is confirmed.', variant: 'success' }), onError },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="consultation-title" className="grid gap-4" data-testid="consultation-form">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Three times that suit you ({timezone})</legend>
        {slots.map((value, index) => (
          <Field key={index} id={`consultation-slot-${index + 1}`} label={`Option ${index + 1}`}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                value={value}
                onChange={(event) => setSlots((current) => current.map((slot, i) => (i === index ? event.target.value : slot)))}
              />
            )}
          </Field>
        ))}
      </fieldset>
      {moving ? null : (
        <>
          <Field id="consultation-resume" label="Resume to discuss">
            {(props) => (
              <select {...props} className={selectClass} value={resumeId} onChange={(event) => setResumeId(event.target.value)}>
                <option value="">Choose a resume</option>
                {(resumes.data ?? []).map((resume) => (
                  <option key={resume.id} value={resume.id}>
                    {resumeName(resume)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="consultation-application" label="Job you are going for (optional)">
            {(props) => (
              <select {...props} className={selectClass} value={applicationId} onChange={(event) => setApplicationId(event.target.value)}>
                <option value="">None</option>
                {(applications.data ?? []).map((item: ApplicationItem) => (
                  <option key={item.id} value={item.id}>
                    {[item.jobTitle, item.company].filter(Boolean).join(' at ') || `Application ${item.id}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="consultation-topic"
            label="What do you want help with?"
            hint={`${consultationRules.topicMin} to ${consultationRules.topicMax} characters.`}
          >
            {(props) => <Textarea {...props} value={topic} maxLength={consultationRules.topicMax} onChange={(event) => setTopic(event.target.value)} />}
          </Field>
        </>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? <ButtonSpinner /> : null}
          {moving ? 'Send new times' : 'Send request'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => (moving ? onDone?.() : setOpen(false))}>
          Back
        </Button>
      </div>
    </form>
  );
}

function formOnlyProblem(resumeId: string, topic: string): string | null {
  if (!resumeId) return consultationMessages.resumeRequired;
  const length = topic.trim().length;
  if (length < consultationRules.topicMin) return consultationMessages.topicTooShort;
  if (length > consultationRules.topicMax) return consultationMessages.topicTooLong;
  return null;
}

function resumeName(resume: ResumeListItem): string {
  const about = [resume.jobTitle, resume.company].filter(Boolean).join(' at ');
  return about ? `Resume ${resume.number}: ${about}` : `Resume ${resume.number}`;
}
