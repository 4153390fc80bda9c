/**
 * Booking, listing, moving and cancelling the Elite consultation, and support's confirmation (D14).
 * The allowance is the shared entitlements' `consultation` quota (D9): one booking per billing period,
 * taken atomically in the booking's transaction (billing/usage.queries.ts) and given back on cancel.
 * The e-mails are queued in the transaction of the change they report (mail/mail-jobs.ts).
 */
import { AppError, formatShortDate } from '@jobapp/shared';
import {
  changeDeadline,
  type ConsultationList,
  type ConsultationView,
  consultationMessages,
  slotProblem,
  type CreateConsultationInput,
  type RescheduleConsultationInput,
} from '@jobapp/shared/consultations/consultations';
import type { Db } from '../../db/client';
import { enqueueMessage } from '../../mail/mail-jobs';
import type { Deps } from '../../types';
import { requireNewWork, type BillingUser } from '../billing/billing-account';
import { consumeQuota, returnQuotaUnit } from '../billing/usage.queries';
import { cancellationMails, invitationMail, supportRequestMail, userRequestMail, type BookingFacts } from './consultation-mail';
import { createConfirmToken, readConfirmToken } from './confirm-token';
import {
  findApplicationForConsultation,
  findConsultation,
  findConsultationUser,
  findResumeForConsultation,
  insertConsultation,
  listConsultations,
  updateConsultationAt,
  type ConsultationRow,
} from './consultations.queries';

type ServiceDeps = Pick<Deps, 'db' | 'env' | 'clock'>;

export function presentConsultation(row: ConsultationRow): ConsultationView {
  const slots = row.slots.map((slot) => new Date(slot));
  const deadline = changeDeadline({ status: row.status, slots, confirmedSlot: row.confirmedSlot });
  return {
    id: row.id,
    status: row.status,
    slots: slots.map((slot) => slot.toISOString()),
    confirmedSlot: row.confirmedSlot?.toISOString() ?? null,
    resumeId: row.resumeId,
    applicationId: row.applicationId,
    topic: row.topic,
    createdAt: row.createdAt.toISOString(),
    changeableUntil: deadline?.toISOString() ?? null,
  };
}

export async function myConsultations(db: Db, userId: number): Promise<ConsultationList> {
  return { consultations: (await listConsultations(db, userId)).map(presentConsultation) };
}

function checkSlots(raw: readonly string[], now: Date): Date[] {
  const slots = raw.map((slot) => new Date(slot));
  const problem = slotProblem(slots, now);
  if (problem) throw new AppError('validation_failed', problem, { slots: problem });
  return slots;
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: message });
}

/** 402 once the plan has ended, 403 (naming Elite) when the plan has no consultation: the allowance otherwise. */
function requireConsultation(user: BillingUser, now: Date) {
  const quota = requireNewWork(user, now).quotas.consultation;
  if (quota.limit === 0) throw new AppError('subscription_required', consultationMessages.eliteOnly, { plan: 'elite', href: '/pricing' });
  return quota;
}

async function personOf(db: Db, userId: number) {
  const person = await findConsultationUser(db, userId);
  if (!person) throw new AppError('not_found', consultationMessages.notFound);
  return { email: person.email, name: person.fullName?.trim() || person.username, timezone: person.timezone };
}

async function factsOf(deps: ServiceDeps, userId: number, row: Pick<ConsultationRow, 'id' | 'topic' | 'resumeId' | 'applicationId'>): Promise<BookingFacts> {
  const user = await personOf(deps.db, userId);
  const resume = row.resumeId === null ? undefined : await findResumeForConsultation(deps.db, userId, row.resumeId);
  const application = row.applicationId === null ? undefined : await findApplicationForConsultation(deps.db, userId, row.applicationId);
  return {
    id: row.id,
    topic: row.topic,
    user,
    resume: resume ?? { number: 0, jobTitle: null, company: null, originalFileName: null, originalMimeType: null, originalFile: null, originalText: null },
    application: application ?? null,
    supportEmail: deps.env.SUPPORT_EMAIL,
    publicUrl: deps.env.PUBLIC_URL,
  };
}

function confirmLinks(deps: ServiceDeps, row: ConsultationRow): string[] {
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  return row.slots.map((slot, index) => {
    const token = createConfirmToken(deps.env.SESSION_SECRET, {
      consultationId: row.id,
      userId: row.userId,
      slot: index,
      version: row.version,
      expiresAt: new Date(slot).getTime(),
    });
    return `${base}/api/consultations/confirm/${token}`;
  });
}

/** POST /api/consultations: 201 with the booking; 403 below Elite; 409 when this period's booking is taken. */
export async function bookConsultation(deps: ServiceDeps, user: BillingUser, input: CreateConsultationInput & { topic: string }): Promise<ConsultationView> {
  const now = deps.clock();
  const quota = requireConsultation(user, now);
  const slots = checkSlots(input.slots, now);
  const resume = await findResumeForConsultation(deps.db, user.id, input.resumeId);
  if (!resume) throw invalid('resumeId', consultationMessages.resumeNotFound);
  const applicationId = input.applicationId ?? null;
  if (applicationId !== null && !(await findApplicationForConsultation(deps.db, user.id, applicationId))) {
    throw invalid('applicationId', consultationMessages.applicationNotFound);
  }
  const person = await personOf(deps.db, user.id);
  return deps.db.transaction(async (tx) => {
    const decision = await consumeQuota(tx, { userId: user.id, feature: 'consultation', periodStart: quota.periodStart, limit: quota.limit });
    if (!decision.granted) {
      throw new AppError('conflict', consultationMessages.periodUsed(formatShortDate(quota.resetsAt)), { resetsAt: quota.resetsAt.toISOString() });
    }
    const row = await insertConsultation(tx, {
      userId: user.id,
      resumeId: input.resumeId,
      applicationId,
      topic: input.topic,
      slots: slots.map((slot) => slot.toISOString()),
      timezone: person.timezone,
      periodStart: quota.periodStart,
      createdAt: now,
      updatedAt: now,
    });
    const facts = await factsOf({ ...deps, db: tx }, user.id, row);
    await enqueueMessage(tx, deps.env.SESSION_SECRET, supportRequestMail(facts, slots, confirmLinks(deps, row), false), { userId: user.id });
    await enqueueMessage(tx, deps.env.SESSION_SECRET, userRequestMail(facts, slots, false, null), { userId: user.id });
    return presentConsultation(row);
  });
}

async function ownedChangeable(deps: ServiceDeps, userId: number, id: number, now: Date): Promise<ConsultationRow> {
  const row = await findConsultation(deps.db, userId, id);
  if (!row) throw new AppError('not_found', consultationMessages.notFound);
  if (row.status === 'cancelled') throw new AppError('conflict', consultationMessages.alreadyCancelled);
  const deadline = changeDeadline({ status: row.status, slots: row.slots.map((slot) => new Date(slot)), confirmedSlot: row.confirmedSlot });
  if (!deadline || now > deadline) throw new AppError('conflict', consultationMessages.tooLateToChange);
  return row;
}

const changedMeanwhile = () => new AppError('conflict', 'This consultation changed meanwhile. Reload the page and try again.');

/** PATCH /api/consultations/{id}: three new times; the booking goes back to requested and keeps its period. */
export async function rescheduleConsultation(deps: ServiceDeps, userId: number, id: number, input: RescheduleConsultationInput): Promise<ConsultationView> {
  const now = deps.clock();
  const row = await ownedChangeable(deps, userId, id, now);
  const slots = checkSlots(input.slots, now);
  const person = await personOf(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const updated = await updateConsultationAt(
      tx,
      { userId, id, version: row.version, from: ['requested', 'confirmed'] },
      { status: 'requested', slots: slots.map((slot) => slot.toISOString()), confirmedSlot: null, timezone: person.timezone },
      now,
    );
    if (!updated) throw changedMeanwhile();
    const facts = await factsOf({ ...deps, db: tx }, userId, updated);
    await enqueueMessage(tx, deps.env.SESSION_SECRET, supportRequestMail(facts, slots, confirmLinks(deps, updated), true), { userId });
    await enqueueMessage(tx, deps.env.SESSION_SECRET, userRequestMail(facts, slots, true, row.confirmedSlot), { userId });
    return presentConsultation(updated);
  });
}

/** DELETE /api/consultations/{id}: cancelled, and the period's booking is given back. */
export async function cancelConsultation(deps: ServiceDeps, userId: number, id: number): Promise<ConsultationView> {
  const now = deps.clock();
  const row = await ownedChangeable(deps, userId, id, now);
  const person = await personOf(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const updated = await updateConsultationAt(tx, { userId, id, version: row.version, from: ['requested', 'confirmed'] }, { status: 'cancelled' }, now);
    if (!updated) throw changedMeanwhile();
    await returnQuotaUnit(tx, { userId, feature: 'consultation', periodStart: row.periodStart });
    const facts = { id, user: person, supportEmail: deps.env.SUPPORT_EMAIL, publicUrl: deps.env.PUBLIC_URL };
    for (const mail of cancellationMails(facts, row.confirmedSlot)) await enqueueMessage(tx, deps.env.SESSION_SECRET, mail, { userId });
    return presentConsultation(updated);
  });
}

export type ConfirmationState =
  | { kind: 'invalid' }
  | { kind: 'used'; confirmedSlot: Date | null; status: ConsultationRow['status'] }
  | { kind: 'ready' | 'confirmed'; slot: Date; name: string; timezone: string; topic: string };

/** What a confirmation link leads to, without changing anything (GET: mail scanners follow links). */
export async function inspectConfirmation(deps: ServiceDeps, token: string): Promise<ConfirmationState> {
  const claim = readConfirmToken(deps.env.SESSION_SECRET, token, deps.clock());
  if (!claim) return { kind: 'invalid' };
  const row = await findConsultation(deps.db, claim.userId, claim.consultationId);
  const slot = row?.slots[claim.slot];
  if (!row || !slot) return { kind: 'invalid' };
  if (row.version !== claim.version || row.status !== 'requested') return { kind: 'used', confirmedSlot: row.confirmedSlot, status: row.status };
  const person = await personOf(deps.db, claim.userId);
  return { kind: 'ready', slot: new Date(slot), name: person.name, timezone: row.timezone, topic: row.topic };
}

/** POST: confirms the link's time once and sends the user the invitation, in one transaction. */
export async function confirmSlot(deps: ServiceDeps, token: string): Promise<ConfirmationState> {
  const state = await inspectConfirmation(deps, token);
  if (state.kind !== 'ready') return state;
  const claim = readConfirmToken(deps.env.SESSION_SECRET, token, deps.clock());
  if (!claim) return { kind: 'invalid' };
  return deps.db.transaction(async (tx): Promise<ConfirmationState> => {
    const updated = await updateConsultationAt(
      tx,
      { userId: claim.userId, id: claim.consultationId, version: claim.version, from: ['requested'] },
      { status: 'confirmed', confirmedSlot: state.slot },
      deps.clock(),
    );
    if (!updated) {
      const now = await findConsultation(tx, claim.userId, claim.consultationId);
      return { kind: 'used', confirmedSlot: now?.confirmedSlot ?? null, status: now?.status ?? 'cancelled' };
    }
    const user = await personOf(tx, claim.userId);
    const mail = invitationMail({ id: updated.id, topic: updated.topic, user, supportEmail: deps.env.SUPPORT_EMAIL, publicUrl: deps.env.PUBLIC_URL }, state.slot);
    await enqueueMessage(tx, deps.env.SESSION_SECRET, mail, { userId: claim.userId });
    return { ...state, kind: 'confirmed' };
  });
}
