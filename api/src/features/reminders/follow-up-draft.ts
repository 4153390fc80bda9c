/**
 * POST /api/applications/{id}/follow-up-draft: the note the user copies to follow up on an application
 * (shared/src/reminders/follow-up.ts writes it), held to the cover letters' truth check with the resume
 * on the card and the card's own facts as its only sources. Nothing is sent and nothing is stored.
 */
import { AppError } from '@jobapp/shared';
import { enforceCoverLetterTruth } from '@jobapp/shared/cover-letters/check';
import { countLetterWords } from '@jobapp/shared/cover-letters/letter-text';
import { draftFollowUp, FOLLOW_UP_STAGES, type FollowUpStage } from '@jobapp/shared/reminders/follow-up';
import { documentFromResume } from '@jobapp/shared/resume/document';
import { resumeDocumentSchema, type ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { parseResume } from '@jobapp/shared/resume/structure';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications, resumes, users } from '../../db/schema';

export const followUpMessages = {
  notFound: 'This application was not found.',
  wrongStage: 'A follow-up can be drafted once you have applied, had an interview or received an offer.',
} as const;

export interface FollowUpDraftResult {
  content: string;
  wordCount: number;
  /** Whether the resume on the card was used (none attached: a note from the card alone). */
  usedResume: boolean;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function documentOf(row: { tailored: unknown; original: unknown } | undefined): ResumeDocument | null {
  for (const candidate of [row?.tailored, row?.original]) {
    const parsed = resumeDocumentSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

export async function writeFollowUpDraft(db: Db, userId: number, applicationId: number): Promise<FollowUpDraftResult> {
  const [card] = await db.select().from(applications).where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!card) throw new AppError('not_found', followUpMessages.notFound);
  if (!(FOLLOW_UP_STAGES as readonly string[]).includes(card.stage)) throw new AppError('bad_request', followUpMessages.wrongStage);
  const stage = card.stage as FollowUpStage;

  const events = await db
    .select({ kind: applicationEvents.kind, stage: applicationEvents.stage, at: applicationEvents.at, data: applicationEvents.data, resumeId: applicationEvents.resumeId })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, card.id), eq(applicationEvents.userId, userId)))
    .orderBy(desc(applicationEvents.at), desc(applicationEvents.id));
  const latest = (entered: string) => events.find((e) => e.kind === 'stage' && e.stage === entered);
  const resumeId = events.find((e) => e.resumeId !== null)?.resumeId ?? null;
  const [resume] = resumeId
    ? await db
        .select({ tailored: resumes.tailoredDocument, original: resumes.originalDocument })
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    : [];
  const document = documentOf(resume);
  const [user] = await db.select({ fullName: users.fullName, timezone: users.timezone }).from(users).where(eq(users.id, userId));

  const draft = draftFollowUp({
    stage,
    company: card.company,
    jobTitle: card.jobTitle,
    appliedAt: latest('applied')?.at ?? null,
    interviewAt: dateOf(latest('interviewing')?.data.interviewAt),
    offerDeadline: dateOf(latest('offer')?.data.offerDeadline),
    contactName: card.contacts[0]?.name ?? null,
    document,
    signOffName: document?.contact.name.trim() || user?.fullName || '',
    timezone: user?.timezone ?? 'UTC',
  });
  // The letter's truth check, as for a cover letter: a sentence it cannot support is taken out.
  const checked = enforceCoverLetterTruth(draft.content, {
    document: document ?? documentFromResume(parseResume('')),
    jobText: '',
    jobTitle: card.jobTitle,
    company: card.company,
    customInstructions: draft.facts,
  });
  return { content: checked.content, wordCount: countLetterWords(checked.content), usedResume: document !== null };
}
