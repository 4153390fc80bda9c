/**
 * Cover-letter contract (issue 13, spec sections 3 and 5): the generate and update requests, and the
 * answers the API gives. The API validates with these schemas; the web form uses them through
 * zodResolver. Each template's required extra fields (templates.ts `needs`) are checked here, so a
 * Referral letter cannot be asked for without the referrer's name.
 */
import { z } from 'zod';
import type { EngineInfo } from '../resumes.schema';
import { singleLineText, strippedText } from '../text-fields';
import { coverLetterMessages as m } from './messages';
import { DEFAULT_COVER_LETTER_TEMPLATE_ID, coverLetterTemplateIds, findCoverLetterTemplate, type ExtraField } from './templates';

export const COVER_LETTER_LIMITS = {
  jobField: 120,
  extraField: 200,
  customInstructions: 1_000,
  jobDescription: 20_000,
  content: 10_000,
} as const;

/** True for an absolute http(s) link. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

/** A one-line optional field: trimmed, blank is absent. */
function optionalLine(max: number, message: string) {
  return z
    .string()
    .trim()
    .check(singleLineText())
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** A multi-line optional text: control characters dropped, trimmed, blank is absent. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .check(strippedText())
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));
}

function requiredLine(required: string, tooLong: string) {
  return z.string({ error: required }).trim().check(singleLineText()).min(1, { error: required }).max(COVER_LETTER_LIMITS.jobField, { error: tooLong });
}

const extra = () => optionalLine(COVER_LETTER_LIMITS.extraField, m.extraFieldTooLong);

const generateFields = z.object({
  resumeId: z.number({ error: m.resumeInvalid }).int({ error: m.resumeInvalid }).positive({ error: m.resumeInvalid }),
  jobUrl: z
    .string()
    .trim()
    .check(singleLineText())
    .max(2_000, { error: m.jobUrlInvalid })
    .refine((v) => v === '' || isWebUrl(v), { error: m.jobUrlInvalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
  jobTitle: requiredLine(m.jobTitleRequired, m.jobTitleTooLong),
  company: requiredLine(m.companyRequired, m.companyTooLong),
  templateId: z.enum(coverLetterTemplateIds, { error: m.templateUnknown }).default(DEFAULT_COVER_LETTER_TEMPLATE_ID),
  customInstructions: optionalText(COVER_LETTER_LIMITS.customInstructions, m.customInstructionsTooLong),
  /** The pasted posting text, when there is one. */
  jobDescription: optionalText(COVER_LETTER_LIMITS.jobDescription, m.jobDescriptionTooLong),
  referrerName: extra(),
  referrerRelationship: extra(),
  /** When the user applied ("March 3, 2026", "last week"). */
  appliedOn: extra(),
  /** What the user applied for ("the Staff Accountant opening, req. 4471"). */
  appliedFor: extra(),
  previousField: extra(),
});

/** POST /api/generate-cover-letter. */
export const generateCoverLetterSchema = generateFields.superRefine((value, ctx) => {
  const template = findCoverLetterTemplate(value.templateId);
  for (const need of template?.needs ?? []) {
    if (need.required && !value[need.field]) {
      ctx.addIssue({ code: 'custom', message: need.message ?? 'Required', path: [need.field] });
    }
  }
});
export type GenerateCoverLetterInput = z.input<typeof generateCoverLetterSchema>;
export type GenerateCoverLetterRequest = z.output<typeof generateCoverLetterSchema>;

/** The extra fields a template may use, as the generator and the truth check take them. */
export type CoverLetterExtras = Partial<Record<ExtraField, string>>;

/** The request's extra fields (absent ones left out). */
export function extrasOfRequest(request: GenerateCoverLetterRequest): CoverLetterExtras {
  const out: CoverLetterExtras = {};
  for (const field of ['referrerName', 'referrerRelationship', 'appliedOn', 'appliedFor', 'previousField'] as const) {
    const v = request[field];
    if (v) out[field] = v;
  }
  return out;
}

/** PATCH /api/cover-letters/{id}: the user's edited text. */
export const updateCoverLetterSchema = z.object({
  content: z
    .string({ error: m.contentRequired })
    .check(strippedText())
    .trim()
    .min(1, { error: m.contentRequired })
    .max(COVER_LETTER_LIMITS.content, { error: m.contentTooLong }),
});
export type UpdateCoverLetterInput = z.input<typeof updateCoverLetterSchema>;

/** POST /api/generate-cover-letter answer (spec: content, jobDetails {title, company}). */
export interface CoverLetterResult {
  id: number;
  content: string;
  jobDetails: { title: string; company: string };
  templateId: string;
  /** Sentences a model wrote that the user's input does not support, removed before answering (D4). */
  removedClaims: string[];
  /** What the user should know: a thin resume that could not fill the length, no posting given… */
  warnings: string[];
  /** Which engine wrote it (D4). */
  engine: EngineInfo;
}

/** GET /api/cover-letters item (spec section 3's cover_letters fields the list shows). */
export interface CoverLetterListItem {
  id: number;
  /** Null when the resume was deleted. */
  resumeId: number | null;
  jobTitle: string;
  company: string;
  templateUsed: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/cover-letters/{id}. */
export interface CoverLetterDetail extends CoverLetterListItem {
  jobUrl: string | null;
  content: string;
  customInstructions: string | null;
}
