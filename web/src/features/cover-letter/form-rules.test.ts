import { generateCoverLetterSchema } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { coverLetterMessages as m } from '@jobapp/shared/cover-letters/messages';
import { coverLetterTemplates } from '@jobapp/shared/cover-letters/templates';
import { describe, expect, it } from 'vitest';
import { checkCoverLetterForm, coverLetterResolver } from './form-resolver';
import {
  type CoverLetterFormValues,
  initialFormValues,
  jobPrefillOf,
  prefillChanges,
  readJobUrlParam,
  resumeOptionLabel,
  templateExtraFields,
  templateGroups,
  toGenerateInput,
} from './form-rules';

const filled = (changes: Partial<CoverLetterFormValues> = {}): CoverLetterFormValues => ({
  ...initialFormValues('', 7),
  jobTitle: 'Data Analyst',
  company: 'Acme',
  ...changes,
});

/** The field → message map the form shows for these values. */
function issues(values: CoverLetterFormValues): Record<string, string> {
  const check = checkCoverLetterForm(values);
  return check.ok ? {} : check.errors;
}

describe('resumeOptionLabel', () => {
  it('names a resume by its job title and company', () => {
    expect(resumeOptionLabel({ id: 3, jobTitle: 'Data Analyst', company: 'Acme' })).toBe('Data Analyst at Acme');
  });
  it('uses the job title alone, or the id with the company', () => {
    expect(resumeOptionLabel({ id: 3, jobTitle: 'Data Analyst', company: null })).toBe('Data Analyst');
    expect(resumeOptionLabel({ id: 3, jobTitle: ' ', company: 'Acme' })).toBe('Resume #3 at Acme');
  });
  it("falls back to 'Resume #id'", () => {
    expect(resumeOptionLabel({ id: 12, jobTitle: null, company: '' })).toBe('Resume #12');
  });
});

describe('templateGroups', () => {
  it('puts every template in its group: Standard, Professional, Specialized', () => {
    const groups = templateGroups();
    expect(groups.map((g) => g.label)).toEqual(['Standard', 'Professional', 'Specialized']);
    expect(groups.flatMap((g) => g.templates)).toHaveLength(coverLetterTemplates.length);
    expect(groups[0]?.templates.map((t) => t.name)).toContain('Traditional');
    expect(groups[2]?.templates.map((t) => t.name)).toContain('Referral');
  });
});

describe('templateExtraFields', () => {
  it('asks nothing more for the standard templates', () => {
    expect(templateExtraFields('cl-standard-1')).toEqual([]);
    expect(templateExtraFields('no-such-template')).toEqual([]);
  });
  it("asks a Referral for the referrer's name (required) and the relationship (optional)", () => {
    expect(templateExtraFields('cl-spec-2').map(({ field, label, required }) => ({ field, label, required }))).toEqual([
      { field: 'referrerName', label: "Referrer's name", required: true },
      { field: 'referrerRelationship', label: 'How you know them', required: false },
    ]);
  });
  it('asks a Follow-Up when and what you applied for, both required', () => {
    expect(templateExtraFields('cl-spec-5').map(({ label, required }) => [label, required])).toEqual([
      ['When you applied', true],
      ['What you applied for', true],
    ]);
  });
  it('asks a Career Change for the previous field, optional', () => {
    expect(templateExtraFields('cl-spec-1').map(({ label, required }) => [label, required])).toEqual([['Previous field', false]]);
  });
});

describe('initialFormValues and readJobUrlParam', () => {
  it('reads ?jobUrl= and starts with the default template and the first resume', () => {
    const values = initialFormValues('?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F42', 5);
    expect(values.jobUrl).toBe('https://www.linkedin.com/jobs/view/42');
    expect(values.templateId).toBe('cl-standard-1');
    expect(values.resumeId).toBe('5');
  });
  it('is empty without the parameter or a resume', () => {
    expect(readJobUrlParam('?other=1')).toBe('');
    expect(initialFormValues('').resumeId).toBe('');
  });
});

describe('toGenerateInput', () => {
  it('sends the resume id as a number and the texts as typed', () => {
    expect(toGenerateInput(filled({ customInstructions: 'Mention my move to Denver' }))).toEqual({
      resumeId: 7,
      jobUrl: '',
      jobTitle: 'Data Analyst',
      company: 'Acme',
      templateId: 'cl-standard-1',
      jobDescription: '',
      customInstructions: 'Mention my move to Denver',
    });
  });
  it("drops another template's extra fields and blank ones", () => {
    const input = toGenerateInput(filled({ templateId: 'cl-spec-2', referrerName: 'Maria', appliedOn: 'May 1', referrerRelationship: ' ' }));
    expect(input.referrerName).toBe('Maria');
    expect(input).not.toHaveProperty('appliedOn');
    expect(input).not.toHaveProperty('referrerRelationship');
  });
  it('gives the spec messages for a blank form', () => {
    expect(issues({ ...initialFormValues(''), jobUrl: 'not a link' })).toEqual({
      resumeId: m.resumeInvalid,
      jobUrl: m.jobUrlInvalid,
      jobTitle: m.jobTitleRequired,
      company: m.companyRequired,
    });
  });
  it("requires the Referral's referrer and the Follow-Up's details", () => {
    expect(issues(filled({ templateId: 'cl-spec-2' }))).toEqual({ referrerName: 'Please enter who referred you' });
    expect(issues(filled({ templateId: 'cl-spec-5', appliedOn: 'May 1' }))).toEqual({ appliedFor: 'Please enter what you applied for' });
    expect(issues(filled({ templateId: 'cl-spec-1' }))).toEqual({});
  });
  it('passes a complete form, blank optional texts becoming absent', () => {
    const parsed = generateCoverLetterSchema.parse(toGenerateInput(filled({ jobUrl: ' https://www.indeed.com/viewjob?jk=1 ' })));
    expect(parsed).toMatchObject({ resumeId: 7, jobUrl: 'https://www.indeed.com/viewjob?jk=1', templateId: 'cl-standard-1' });
    expect(parsed.jobDescription).toBeUndefined();
    expect(parsed.customInstructions).toBeUndefined();
  });
});

describe('coverLetterResolver', () => {
  it('gives react-hook-form the request, or the field errors', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const good = await coverLetterResolver(filled(), undefined, options);
    expect(good.values).toMatchObject({ resumeId: 7, jobTitle: 'Data Analyst' });
    const bad = await coverLetterResolver(filled({ company: ' ' }), undefined, options);
    expect(bad.errors).toEqual({ company: { type: 'validate', message: m.companyRequired } });
  });
});

describe('the chosen resume fills in its job', () => {
  const blank = { jobUrl: '', jobTitle: '', company: '', jobDescription: '' };
  const jobA = { url: 'https://jobs.lever.co/q/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3', title: 'Data Engineer', company: 'Quillstone', description: 'Build pipelines.' };
  const jobB = { url: '', title: 'Brewer', company: 'Harrowgate', description: 'Run brew days.' };

  it('fills blank fields with the job the resume was tailored to', () => {
    const next = jobPrefillOf(jobA);
    expect(prefillChanges(blank, null, next)).toEqual({ jobUrl: jobA.url, jobTitle: 'Data Engineer', company: 'Quillstone', jobDescription: 'Build pipelines.' });
    expect(jobPrefillOf(null)).toBeNull();
    expect(prefillChanges(blank, null, null)).toEqual({});
  });

  it('replaces the previous resume prefill but keeps what the user typed', () => {
    const a = jobPrefillOf(jobA)!;
    const b = jobPrefillOf(jobB)!;
    const typed = { ...a, company: 'Quillstone Inc. (typed)' };
    expect(prefillChanges(typed, a, b)).toEqual({ jobUrl: '', jobTitle: 'Brewer', jobDescription: 'Run brew days.' });
  });

  it('leaves the form alone when ?jobUrl= names another posting', () => {
    const fromQuery = { ...blank, jobUrl: 'https://careers.example.com/jobs/9' };
    expect(prefillChanges(fromQuery, null, jobPrefillOf(jobA))).toEqual({});
    expect(prefillChanges({ ...blank, jobUrl: jobA.url }, null, jobPrefillOf(jobA))).toMatchObject({ jobTitle: 'Data Engineer' });
  });

  it('cuts a long description to what the letter takes', () => {
    expect(jobPrefillOf({ ...jobA, description: 'x'.repeat(25_000) })?.jobDescription).toHaveLength(20_000);
  });
});
