import { describe, expect, it } from 'vitest';
import { apiMessages } from './api-messages';
import { optimizeFileFieldsSchema, optimizeTextSchema, PASTED_JOB_FIELD_MAX, pastedJobFieldMessages } from './resumes.schema';

const jobUrl = 'https://www.linkedin.com/jobs/view/1';
const resumeText = 'Ada Lovelace, analyst. Wrote the first program for the Analytical Engine in 1843 and annotated it. '.repeat(2);

describe.each([
  ['optimizeTextSchema', optimizeTextSchema, { jobUrl, resumeText }],
  ['optimizeFileFieldsSchema', optimizeFileFieldsSchema, { jobUrl }],
] as const)('%s: the job title and company beside a pasted description', (_name, schema, base) => {
  it('keeps them trimmed, and reads blank or absent as absent', () => {
    expect(schema.parse({ ...base, jobTitle: '  Data Engineer ', company: ' Contoso ' })).toMatchObject({ jobTitle: 'Data Engineer', company: 'Contoso' });
    const blank = schema.parse({ ...base, jobTitle: '   ', company: '' });
    expect(blank.jobTitle).toBeUndefined();
    expect(blank.company).toBeUndefined();
    expect(schema.parse(base)).not.toHaveProperty('jobTitle', expect.anything());
  });

  it(`refuses more than ${PASTED_JOB_FIELD_MAX} characters with the field's message`, () => {
    const long = 'x'.repeat(PASTED_JOB_FIELD_MAX + 1);
    expect(schema.safeParse({ ...base, jobTitle: 'x'.repeat(PASTED_JOB_FIELD_MAX) }).success).toBe(true);
    const title = schema.safeParse({ ...base, jobTitle: long });
    expect(title.error?.issues).toEqual([expect.objectContaining({ path: ['jobTitle'], message: pastedJobFieldMessages.jobTitle })]);
    const company = schema.safeParse({ ...base, company: long });
    expect(company.error?.issues).toEqual([expect.objectContaining({ path: ['company'], message: pastedJobFieldMessages.company })]);
  });

  it('refuses a line break or another control character', () => {
    const result = schema.safeParse({ ...base, jobTitle: 'Data\nEngineer', company: 'Con\u0000toso' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['jobTitle', apiMessages.controlCharacters],
      ['company', apiMessages.controlCharacters],
    ]);
  });
});
