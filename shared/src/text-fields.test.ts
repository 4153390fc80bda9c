import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiMessages } from './api-messages';
import { loginSchema, registerSchema, resetPasswordSchema } from './auth.schema';
import { contactSchema, newsletterSchema, newsletterTokenSchema } from './contact.schema';
import { captureJobSchema, searchJobsSchema } from './job-search.schema';
import { optimizeFileFieldsSchema, optimizeTextSchema, renameResumeSchema } from './resumes.schema';
import { isSingleLineText, stripControlCharacters } from './text-fields';
import { changePasswordSchema, deleteAccountSchema, updateProfileSchema } from './user.schema';

const resume =
  'Ada Lovelace\nAnalyst\n\tWrote the first program for the Analytical Engine in 1843.\n\tTranslated and annotated Menabrea on the engine.';

/** For each schema, a valid value and the one-line fields that must refuse control characters. */
const singleLineFields: [string, { safeParse(v: unknown): { success: boolean; error?: unknown } }, Record<string, unknown>, string[]][] = [
  ['login', loginSchema, { username: 'ada', password: 'secret1' }, ['username', 'password']],
  [
    'register',
    registerSchema,
    { fullName: 'Ada', email: 'ada@example.com', username: 'ada', password: 'secret1', acceptTerms: true },
    ['fullName', 'email', 'username', 'password'],
  ],
  ['reset', resetPasswordSchema, { token: 'abc', newPassword: 'secret12' }, ['token', 'newPassword']],
  ['contact', contactSchema, { name: 'Ada', email: 'ada@example.com', subject: 'Hello there', message: 'A long enough message.' }, ['name', 'email', 'subject']],
  ['newsletter', newsletterSchema, { email: 'ada@example.com', firstName: 'Ada', interests: ['job-search'] }, ['email', 'firstName']],
  ['newsletter token', newsletterTokenSchema, { token: 'abc' }, ['token']],
  ['search', searchJobsSchema, { jobTitle: 'Analyst', location: 'Paris' }, ['jobTitle', 'location']],
  [
    'capture',
    captureJobSchema,
    { url: 'https://www.linkedin.com/jobs/view/1', source: 'linkedin', title: 'Analyst', capturedAt: '2024-01-01T00:00:00Z' },
    ['url'],
  ],
  ['optimize text', optimizeTextSchema, { resumeText: resume, jobUrl: 'https://www.linkedin.com/jobs/view/1' }, ['jobUrl', 'templateId']],
  ['optimize file', optimizeFileFieldsSchema, { jobUrl: 'https://www.linkedin.com/jobs/view/1', clientTimestamp: 'now' }, ['jobUrl', 'clientTimestamp']],
  ['rename', renameResumeSchema, { jobTitle: 'Analyst' }, ['jobTitle']],
  ['profile', updateProfileSchema, { fullName: 'Ada', email: 'ada@example.com', currentPassword: 'secret1' }, ['fullName', 'email', 'currentPassword']],
  ['change password', changePasswordSchema, { currentPassword: 'secret1', newPassword: 'secret12' }, ['currentPassword', 'newPassword']],
  ['delete account', deleteAccountSchema, { password: 'secret1' }, ['password']],
];

function issuesOf(result: { success: boolean; error?: unknown }): { path: PropertyKey[]; message: string }[] {
  return (result.error as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues ?? [];
}

describe('text fields', () => {
  it('tells one-line text from text with control characters or lone surrogates', () => {
    expect(isSingleLineText('Ada Lovelace — café 🎉')).toBe(true);
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001fb', 'a\ud800b', 'a\udc00']) expect(isSingleLineText(bad), bad).toBe(false);
  });

  it('strips control characters except tab and line breaks, and lone surrogates', () => {
    expect(stripControlCharacters('a\u0000b\u0007c\td\ne\rf\u001b[0m\ud800g🎉')).toBe('abc\td\ne\rf[0mg🎉');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (value) => {
        const stripped = stripControlCharacters(value);
        expect(isSingleLineText(stripped.replace(/[\t\n\r]/g, ''))).toBe(true);
        expect(stripControlCharacters(stripped)).toBe(stripped);
      }),
      { numRuns: 200 },
    );
  });

  it.each(singleLineFields)('%s: every one-line field refuses NUL and other control characters', (_name, schema, valid, fields) => {
    expect(issuesOf(schema.safeParse(valid))).toEqual([]);
    for (const field of fields) {
      for (const bad of ['\u0000', '\u0007', '\n', '\ud800']) {
        const value = `${String(valid[field] ?? 'x')}${bad}x`;
        const issues = issuesOf(schema.safeParse({ ...valid, [field]: value }));
        expect(issues.map((i) => [i.path.join('.'), i.message]), `${field} + ${JSON.stringify(bad)}`).toContainEqual([
          field,
          apiMessages.controlCharacters,
        ]);
      }
    }
  });

  it('keeps the lines of pasted text and drops the other control characters', () => {
    const parsed = optimizeTextSchema.parse({
      resumeText: `${resume}\u0000\u0007\r\n`,
      jobUrl: 'https://www.linkedin.com/jobs/view/1',
      jobDescription: 'Build\u0000 things\n\twell',
    });
    expect(parsed.resumeText).toBe(resume);
    expect(parsed.jobDescription).toBe('Build things\n\twell');
    expect(contactSchema.parse({ name: 'Ada', email: 'ada@example.com', subject: 'Hello there', message: 'Line one\u0000\nline two' }).message).toBe(
      'Line one\nline two',
    );
  });

  it('drops control characters from what the extension read on the page', () => {
    const parsed = captureJobSchema.parse({
      url: 'https://www.linkedin.com/jobs/view/1',
      source: 'linkedin',
      title: 'Data\u0000 Analyst\u0008',
      company: 'Acme\u0000',
      descriptionHtml: '<p>Hi\u0000</p>',
      capturedAt: '2024-01-01T00:00:00Z',
    });
    expect(parsed).toMatchObject({ title: 'Data Analyst', company: 'Acme', descriptionHtml: '<p>Hi</p>' });
    // A title of control characters only is an empty title.
    expect(captureJobSchema.safeParse({ ...parsed, title: '\u0000\u0001' }).success).toBe(false);
  });
});
