import { describe, expect, it } from 'vitest';
import { extrasOfRequest, generateCoverLetterSchema, updateCoverLetterSchema } from './cover-letter.schema';
import { coverLetterMessages } from './messages';
import { DEFAULT_COVER_LETTER_TEMPLATE_ID, coverLetterTemplates } from './templates';

const valid = { resumeId: 7, jobTitle: 'Staff Accountant', company: 'Bramble Outdoor Co.' };

/** The messages of a failed parse, by field. */
function errorsOf(input: unknown): Record<string, string[]> {
  const parsed = generateCoverLetterSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return out;
}

describe('generateCoverLetterSchema', () => {
  it('accepts the minimum and defaults the template to cl-standard-1', () => {
    const parsed = generateCoverLetterSchema.parse(valid);
    expect(parsed.templateId).toBe(DEFAULT_COVER_LETTER_TEMPLATE_ID);
    expect(parsed.templateId).toBe('cl-standard-1');
    expect(parsed.jobUrl).toBeUndefined();
  });

  it.each([0, -3, 1.5, '7', null, undefined])('refuses resumeId %s with the spec message', (resumeId) => {
    expect(errorsOf({ ...valid, resumeId }).resumeId).toEqual(['Please select a valid resume']);
  });

  it('refuses a job URL that is not a web link, and accepts none or an empty one', () => {
    expect(errorsOf({ ...valid, jobUrl: 'not a url' }).jobUrl).toEqual(['Please enter a valid job URL']);
    expect(errorsOf({ ...valid, jobUrl: 'ftp://example.com/job' }).jobUrl).toEqual(['Please enter a valid job URL']);
    expect(generateCoverLetterSchema.parse({ ...valid, jobUrl: '' }).jobUrl).toBeUndefined();
    expect(generateCoverLetterSchema.parse({ ...valid, jobUrl: ' https://www.linkedin.com/jobs/view/123 ' }).jobUrl).toBe('https://www.linkedin.com/jobs/view/123');
  });

  it('requires the job title and the company with the spec messages', () => {
    expect(errorsOf({ ...valid, jobTitle: '  ' }).jobTitle).toEqual(['Job title is required']);
    expect(errorsOf({ resumeId: 1, company: 'X' }).jobTitle).toEqual(['Job title is required']);
    expect(errorsOf({ ...valid, company: '' }).company).toEqual(['Company name is required']);
    expect(errorsOf({ resumeId: 1, jobTitle: 'X' }).company).toEqual(['Company name is required']);
  });

  it('accepts each of the 15 templates and refuses another id', () => {
    expect(coverLetterTemplates).toHaveLength(15);
    for (const t of coverLetterTemplates) {
      const extras = { referrerName: 'Maria Lopez', appliedOn: 'March 3, 2026', appliedFor: 'the Staff Accountant opening' };
      expect(generateCoverLetterSchema.safeParse({ ...valid, ...extras, templateId: t.id }).success).toBe(true);
    }
    expect(errorsOf({ ...valid, templateId: 'cl-prof-9' }).templateId).toEqual([coverLetterMessages.templateUnknown]);
  });

  it('limits custom instructions to 1,000 characters and the pasted posting to 20,000', () => {
    expect(generateCoverLetterSchema.safeParse({ ...valid, customInstructions: 'x'.repeat(1_000) }).success).toBe(true);
    expect(errorsOf({ ...valid, customInstructions: 'x'.repeat(1_001) }).customInstructions).toEqual([coverLetterMessages.customInstructionsTooLong]);
    expect(errorsOf({ ...valid, jobDescription: 'x'.repeat(20_001) }).jobDescription).toEqual([coverLetterMessages.jobDescriptionTooLong]);
    expect(generateCoverLetterSchema.parse({ ...valid, customInstructions: '   ' }).customInstructions).toBeUndefined();
  });

  it('requires the referrer for a Referral letter', () => {
    expect(errorsOf({ ...valid, templateId: 'cl-spec-2' }).referrerName).toEqual(['Please enter who referred you']);
    expect(errorsOf({ ...valid, templateId: 'cl-spec-2', referrerName: '  ' }).referrerName).toEqual(['Please enter who referred you']);
    expect(generateCoverLetterSchema.safeParse({ ...valid, templateId: 'cl-spec-2', referrerName: 'Maria Lopez' }).success).toBe(true);
  });

  it('requires when and what was applied for in a Follow-Up letter', () => {
    const errors = errorsOf({ ...valid, templateId: 'cl-spec-5' });
    expect(errors.appliedOn).toEqual(['Please enter when you applied']);
    expect(errors.appliedFor).toEqual(['Please enter what you applied for']);
  });

  it('needs no posting for a Cold Application, and previousField stays optional for a Career Change', () => {
    expect(generateCoverLetterSchema.safeParse({ ...valid, templateId: 'cl-spec-3' }).success).toBe(true);
    expect(generateCoverLetterSchema.safeParse({ ...valid, templateId: 'cl-spec-1' }).success).toBe(true);
  });

  it('gives the extra fields that were filled in', () => {
    const parsed = generateCoverLetterSchema.parse({ ...valid, templateId: 'cl-spec-2', referrerName: 'Maria Lopez', previousField: '' });
    expect(extrasOfRequest(parsed)).toEqual({ referrerName: 'Maria Lopez' });
  });
});

describe('updateCoverLetterSchema', () => {
  it('takes 1 to 10,000 characters of content', () => {
    expect(updateCoverLetterSchema.safeParse({ content: 'Dear team,\n\nHello.' }).success).toBe(true);
    expect(updateCoverLetterSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe(coverLetterMessages.contentRequired);
    expect(updateCoverLetterSchema.safeParse({ content: 'x'.repeat(10_001) }).error?.issues[0]?.message).toBe(coverLetterMessages.contentTooLong);
  });
});
