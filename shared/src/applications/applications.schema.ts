/**
 * The application tracker's calls (issue 24, decision D14), shared by the API, the web app and the
 * extension. The names of the routes and of the list item's fields are fixed by the issue:
 * - GET    /api/applications                  → ApplicationItem[] (newest first)
 * - POST   /api/applications                  createApplicationSchema → ApplicationItem (an existing card when it is a duplicate)
 * - GET    /api/applications/{id}             → ApplicationDetail
 * - PATCH  /api/applications/{id}             updateApplicationSchema → ApplicationDetail
 * - DELETE /api/applications/{id}             → 204
 * - POST   /api/applications/bulk-stage       bulkStageSchema → BulkStageResult { updated, skipped }
 * - POST   /api/applications/{id}/apply       applySchema → ApplicationDetail (freezes the packet, stage applied)
 * - GET    /api/applications/{id}/packet      → ApplicationPacket (its files, each with sha256 and a download link)
 * - GET    /api/applications/{id}/packet/files/{fileId} → the file's bytes, exactly as frozen
 * - GET    /api/applications/export.csv       CSV (UTF-8 BOM, formula guard)
 * - POST   /api/applications/import.csv       CSV text → { created, updated }
 * - GET    /api/applications/funnel           → Funnel
 * - GET    /api/applications/analytics        → ApplicationAnalytics (./analytics.ts)
 * `{id}` is digits only, so the fixed paths never read as an id.
 */
import { z } from 'zod';
import type { PacketChange } from './packet';

/** The board's columns, in order. */
export const APPLICATION_COLUMNS = ['saved', 'applied', 'interviewing', 'offer'] as const;
/** Where an application ends. `no_response` is set by the tracker after `NO_RESPONSE_DAYS` without an event. */
export const APPLICATION_ENDINGS = ['accepted', 'rejected', 'withdrawn', 'no_response'] as const;
export const APPLICATION_STAGES = [...APPLICATION_COLUMNS, ...APPLICATION_ENDINGS] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const applicationStageLabels: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  no_response: 'No response',
};

/** Days without an event before an applied or interviewing card ends as "No response" (per card, configurable). */
export const NO_RESPONSE_DAYS = 30;

export const APPLICATION_SOURCES = ['extension', 'tailoring', 'cover_letter', 'job_search', 'manual', 'import'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** Where the job was posted. */
export const JOB_BOARDS = ['linkedin', 'indeed', 'greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters', 'other'] as const;
export type JobBoard = (typeof JOB_BOARDS)[number];

export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

export const salarySchema = z.object({
  min: z.number().nonnegative().optional(),
  max: z.number().nonnegative().optional(),
  /** ISO 4217, "USD". */
  currency: z.string().trim().toUpperCase().length(3).optional(),
  unit: z.enum(SALARY_UNITS).optional(),
});
export type Salary = z.infer<typeof salarySchema>;

export const contactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  role: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  phone: z.string().trim().max(60).optional(),
  url: z.string().trim().max(2000).optional(),
  notes: z.string().trim().max(2000).optional(),
});
export type ApplicationContact = z.infer<typeof contactSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v), { error: 'Please enter a valid http(s) job link' });

/** The job as a card keeps it (issue 24: salary, validThrough, requisition id, directApply, workplace type, location as written). */
export const applicationJobSchema = z.object({
  jobUrl: httpUrl.optional(),
  jobTitle: z.string().trim().max(300).default(''),
  company: z.string().trim().max(300).default(''),
  location: z.string().trim().max(300).default(''),
  description: z.string().max(300_000).default(''),
  board: z.enum(JOB_BOARDS).optional(),
  requisitionId: z.string().trim().max(200).optional(),
  salary: salarySchema.optional(),
  validThrough: z.string().trim().max(40).optional(),
  directApply: z.boolean().optional(),
  workplaceType: z.enum(['onsite', 'hybrid', 'remote']).optional(),
});

/** POST /api/applications (an extension Save, a job-search result, or a card made by hand). */
export const createApplicationSchema = applicationJobSchema.extend({
  source: z.enum(['extension', 'job_search', 'manual']).default('manual'),
  stage: z.enum(APPLICATION_STAGES).default('saved'),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

/**
 * PATCH /api/applications/{id}: any editable field; a stage change is dated `at` (default now).
 * The job's text fields lose their defaults here: `.partial()` keeps a default, so a PATCH of the
 * stage alone would otherwise come out with an empty title, company, location and description.
 */
export const updateApplicationSchema = applicationJobSchema
  .extend({
    jobTitle: z.string().trim().max(300),
    company: z.string().trim().max(300),
    location: z.string().trim().max(300),
    description: z.string().max(300_000),
  })
  .partial()
  .extend({
  stage: z.enum(APPLICATION_STAGES).optional(),
  /** When the stage change happened (ISO date-time); default now. */
  at: z.iso.datetime({ offset: true }).optional(),
  /** With stage interviewing: the interview's date-time, for the thank-you reminder. */
  interviewAt: z.iso.datetime({ offset: true }).optional(),
  /** With stage offer: the answer's deadline (ISO date-time), for the reminder two days before. */
  offerDeadline: z.iso.datetime({ offset: true }).optional(),
  excitement: z.number().int().min(0).max(5).optional(),
  notes: z.string().max(20_000).optional(),
  contacts: z.array(contactSchema).max(50).optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  noResponseDays: z.number().int().min(1).max(365).nullable().optional(),
});
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;

export const bulkStageSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
  stage: z.enum(APPLICATION_STAGES),
});

/** POST /api/applications/bulk-stage: the cards moved, and the ids left alone (not found or not the user's). */
export interface BulkStageResult {
  updated: number;
  skipped: number[];
}

/** POST /api/applications/{id}/apply */
export const applySchema = z.object({
  resumeId: z.number().int().positive(),
  format: z.enum(['pdf', 'docx']),
  templateId: z.string().trim().min(1).max(100),
  coverLetterId: z.number().int().positive().optional(),
});
export type ApplyInput = z.input<typeof applySchema>;

/** GET /api/applications item. */
export interface ApplicationItem {
  id: number;
  stage: ApplicationStage;
  jobTitle: string;
  company: string;
  jobUrl: string | null;
  resumeIds: number[];
  coverLetterIds: number[];
  location: string;
  board: JobBoard | null;
  requisitionId: string | null;
  salary: Salary | null;
  validThrough: string | null;
  directApply: boolean | null;
  workplaceType: 'onsite' | 'hybrid' | 'remote' | null;
  source: ApplicationSource;
  excitement: number;
  tags: string[];
  interviewRounds: number;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  stageChangedAt: string;
  appliedAt: string | null;
  /** True once "Mark as applied" froze what was sent. */
  hasPacket: boolean;
}

export type ApplicationEventKind = 'created' | 'stage' | 'resume' | 'cover_letter' | 'note' | 'packet';

export interface ApplicationEvent {
  id: number;
  kind: ApplicationEventKind;
  stage: ApplicationStage | null;
  fromStage: ApplicationStage | null;
  at: string;
  data: Record<string, unknown>;
  resumeId: number | null;
  coverLetterId: number | null;
}

/** GET /api/applications/{id} */
export interface ApplicationDetail extends ApplicationItem {
  description: string;
  notes: string;
  contacts: ApplicationContact[];
  noResponseDays: number | null;
  timeline: ApplicationEvent[];
}

/** GET /api/applications/{id}/packet item: one file exactly as it was sent. */
export interface PacketFile {
  kind: 'resume' | 'cover_letter';
  fileName: string;
  mimeType: string;
  format: 'pdf' | 'docx';
  templateId: string;
  sha256: string;
  size: number;
  /** GET link that downloads the bytes. */
  url: string;
  frozenAt: string;
}

/** GET /api/applications/funnel: counted from the stage history, not the current stage. */
export interface Funnel {
  total: number;
  reachedApplied: number;
  reachedInterview: number;
  reachedOffer: number;
  accepted: number;
}

/** GET /api/applications/{id}/packet: what was sent, as it was at "Mark as applied". */
export interface ApplicationPacket {
  id: number;
  frozenAt: string;
  /** null once the resume (or letter) itself was deleted: the packet keeps its files. */
  resumeId: number | null;
  resumeVersion: number;
  coverLetterId: number | null;
  templateId: string;
  format: 'pdf' | 'docx';
  files: PacketFile[];
  /** The job as the card held it. */
  job: { jobTitle: string; company: string; location: string; jobUrl: string | null; description: string; salary: Salary | null };
  /** The match report's scores when the resume has one (a resume made without a job has none). */
  match: { scoreBefore: number; scoreAfter: number; matchedSkills: string[]; gaps: string[] } | null;
  /** The truth check of the sent text against the original: claims the original does not support. */
  truth: { ok: boolean; unsupported: { kind: string; value: string; line: string }[] } | null;
  /** "What changed from my original": the edits with their originals, the user's own, what was left out. */
  changes: PacketChange[];
}
