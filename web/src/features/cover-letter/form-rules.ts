/**
 * The cover letter form's pure rules (spec sections 2 and 5, issue 13): how a resume is named in the
 * picker, the templates in their groups, which extra fields the chosen template asks for, the form's
 * starting values (with ?jobUrl=) and the request a filled form becomes.
 */
import type { JobDetails } from '@jobapp/shared';
import { COVER_LETTER_LIMITS, type GenerateCoverLetterInput } from '@jobapp/shared/cover-letters/cover-letter.schema';
import {
  type CoverLetterGroup,
  type CoverLetterTemplate,
  coverLetterGroups,
  coverLetterTemplates,
  DEFAULT_COVER_LETTER_TEMPLATE_ID,
  type ExtraField,
  findCoverLetterTemplate,
} from '@jobapp/shared/cover-letters/templates';

/** Every field of the form, as the inputs hold them (text; the resume picker's value is the id). */
export interface CoverLetterFormValues {
  resumeId: string;
  jobUrl: string;
  jobTitle: string;
  company: string;
  templateId: string;
  jobDescription: string;
  customInstructions: string;
  referrerName: string;
  referrerRelationship: string;
  appliedOn: string;
  appliedFor: string;
  previousField: string;
}

export type CoverLetterFormField = keyof CoverLetterFormValues;

export const coverLetterFormFields: readonly CoverLetterFormField[] = [
  'resumeId',
  'jobUrl',
  'jobTitle',
  'company',
  'templateId',
  'jobDescription',
  'customInstructions',
  'referrerName',
  'referrerRelationship',
  'appliedOn',
  'appliedFor',
  'previousField',
];

/** The picker's label (spec: jobTitle and company, or 'Resume #id'). */
export function resumeOptionLabel(resume: { id: number; jobTitle: string | null; company: string | null }): string {
  const title = resume.jobTitle?.trim() ?? '';
  const company = resume.company?.trim() ?? '';
  if (title && company) return `${title} at ${company}`;
  if (title) return title;
  if (company) return `Resume #${resume.id} at ${company}`;
  return `Resume #${resume.id}`;
}

const groupLabels: Record<CoverLetterGroup, string> = {
  standard: 'Standard',
  professional: 'Professional',
  specialized: 'Specialized',
};

export interface TemplateGroup {
  group: CoverLetterGroup;
  label: string;
  templates: readonly CoverLetterTemplate[];
}

/** The templates by group, in the order of the shared list (Standard, Professional, Specialized). */
export function templateGroups(templates: readonly CoverLetterTemplate[] = coverLetterTemplates): TemplateGroup[] {
  return coverLetterGroups
    .map((group) => ({ group, label: groupLabels[group], templates: templates.filter((t) => t.group === group) }))
    .filter((entry) => entry.templates.length > 0);
}

export interface ExtraFieldSpec {
  field: ExtraField;
  label: string;
  required: boolean;
  hint: string;
  placeholder: string;
}

const extraFieldTexts: Record<ExtraField, Omit<ExtraFieldSpec, 'field' | 'required'>> = {
  referrerName: {
    label: "Referrer's name",
    hint: 'The person who referred you; the letter opens with their name.',
    placeholder: 'e.g. Maria Lopez',
  },
  referrerRelationship: {
    label: 'How you know them',
    hint: 'Optional: a former manager, a colleague, a classmate…',
    placeholder: 'e.g. my manager at Northwind',
  },
  appliedOn: {
    label: 'When you applied',
    hint: 'A date or a time, as you would say it.',
    placeholder: 'e.g. March 3, 2026',
  },
  appliedFor: {
    label: 'What you applied for',
    hint: 'The opening, with its reference if it had one.',
    placeholder: 'e.g. the Staff Accountant opening, req. 4471',
  },
  previousField: {
    label: 'Previous field',
    hint: 'Optional: the field you are moving from.',
    placeholder: 'e.g. teaching',
  },
};

/** The extra fields the template asks for, in its order; none for an unknown id. */
export function templateExtraFields(templateId: string): ExtraFieldSpec[] {
  const template = findCoverLetterTemplate(templateId);
  return (template?.needs ?? []).map((need) => ({ field: need.field, required: need.required, ...extraFieldTexts[need.field] }));
}

/** The starting values: the default template, the first resume, and the job link from `?jobUrl=`. */
export function initialFormValues(search: string, firstResumeId?: number): CoverLetterFormValues {
  return {
    resumeId: firstResumeId === undefined ? '' : String(firstResumeId),
    jobUrl: readJobUrlParam(search),
    jobTitle: '',
    company: '',
    templateId: DEFAULT_COVER_LETTER_TEMPLATE_ID,
    jobDescription: '',
    customInstructions: '',
    referrerName: '',
    referrerRelationship: '',
    appliedOn: '',
    appliedFor: '',
    previousField: '',
  };
}

/** `?jobUrl=` (trimmed), '' when absent. */
export function readJobUrlParam(search: string): string {
  return new URLSearchParams(search).get('jobUrl')?.trim() ?? '';
}

/** The picker's id as a number; 0 (which the schema refuses with its message) when none is chosen. */
function resumeIdOf(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

/**
 * The request body for a filled form, before validation: the resume id as a number, and only the extra
 * fields the chosen template asks for (what was typed for another template is not sent). Blank optional
 * texts are left to the schema, which treats them as absent.
 */
export function toGenerateInput(values: CoverLetterFormValues): GenerateCoverLetterInput {
  const input: GenerateCoverLetterInput = {
    resumeId: resumeIdOf(values.resumeId),
    jobUrl: values.jobUrl,
    jobTitle: values.jobTitle,
    company: values.company,
    templateId: values.templateId,
    jobDescription: values.jobDescription,
    customInstructions: values.customInstructions,
  };
  for (const { field } of templateExtraFields(values.templateId)) {
    const value = values[field];
    if (value.trim()) input[field] = value;
  }
  return input;
}

/** The job fields a chosen resume fills in: the job it was tailored to. */
export type JobPrefill = Pick<CoverLetterFormValues, 'jobUrl' | 'jobTitle' | 'company' | 'jobDescription'>;
const PREFILL_FIELDS = ['jobUrl', 'jobTitle', 'company', 'jobDescription'] as const;

/** The job a resume was tailored to, as form values (the description cut to what the letter takes); null without one. */
export function jobPrefillOf(job: Pick<JobDetails, 'url' | 'title' | 'company' | 'description'> | null | undefined): JobPrefill | null {
  if (!job) return null;
  const title = job.title.slice(0, COVER_LETTER_LIMITS.jobField);
  const company = job.company.slice(0, COVER_LETTER_LIMITS.jobField);
  if (!title && !company && !job.description) return null;
  return { jobUrl: job.url, jobTitle: title, company, jobDescription: job.description.slice(0, COVER_LETTER_LIMITS.jobDescription) };
}

/**
 * What to write into the form when a resume is chosen: each job field that is blank or still holds
 * the previous resume's prefill takes the new resume's job; what the user typed stays. A job link from
 * `?jobUrl=` for another posting keeps the form as it is (that link is the job the letter is for).
 */
export function prefillChanges(current: JobPrefill, previous: JobPrefill | null, next: JobPrefill | null): Partial<JobPrefill> {
  if (!next) return {};
  const linkFromElsewhere = current.jobUrl.trim() !== '' && current.jobUrl !== previous?.jobUrl && current.jobUrl !== next.jobUrl;
  if (linkFromElsewhere) return {};
  const changes: Partial<JobPrefill> = {};
  for (const field of PREFILL_FIELDS) {
    const value = current[field];
    if ((value.trim() === '' || value === previous?.[field]) && value !== next[field]) changes[field] = next[field];
  }
  return changes;
}
