import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerSchema, resetPasswordFormSchema, usernameCharactersMessage } from './auth.schema';
import { contactSchema, newsletterSchema } from './contact.schema';
import { messages } from './messages';
import { updateProfileSchema } from './user.schema';

function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('shared schemas give the spec messages', () => {
  it('login', () => {
    expect(firstMessages(loginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordRequired,
    });
  });

  it('register', () => {
    const result = registerFormSchema.safeParse({
      fullName: 'Ada',
      email: 'not-an-email',
      username: 'ada',
      password: '12345',
      confirmPassword: '',
      acceptTerms: false,
    });
    expect(firstMessages(result)).toMatchObject({
      email: messages.emailInvalid,
      password: messages.passwordMin,
      confirmPassword: messages.confirmPasswordRequired,
      acceptTerms: messages.termsRequired,
    });
  });

  it('register: passwords must match, shown on confirmPassword', () => {
    const result = registerFormSchema.safeParse({
      fullName: 'Ada',
      email: 'ada@example.com',
      username: 'ada',
      password: 'secret1',
      confirmPassword: 'secret2',
      acceptTerms: true,
    });
    expect(firstMessages(result)).toEqual({ confirmPassword: messages.passwordsDontMatch });
  });

  it('register trims and accepts a valid account', () => {
    const parsed = registerSchema.parse({
      fullName: ' Ada Lovelace ',
      email: ' ada@example.com ',
      username: 'ada.l',
      password: 'secret1',
      acceptTerms: true,
    });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.fullName).toBe('Ada Lovelace');
  });

  it('reset form', () => {
    expect(firstMessages(resetPasswordFormSchema.safeParse({ newPassword: 'abc', confirmPassword: 'abcdef' }))).toEqual({
      newPassword: messages.passwordMin,
      confirmPassword: messages.passwordsDontMatch,
    });
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });

  it('profile', () => {
    expect(firstMessages(updateProfileSchema.safeParse({ fullName: '', email: 'x' }))).toEqual({
      fullName: messages.fullNameRequired,
      email: messages.profileEmailInvalid,
    });
  });

  it('contact', () => {
    expect(firstMessages(contactSchema.safeParse({ name: 'A', email: 'b', subject: 'hey', message: 'short' }))).toEqual({
      name: messages.contactNameMin,
      email: messages.contactEmailInvalid,
      subject: messages.contactSubjectMin,
      message: messages.contactMessageMin,
    });
  });

  it('newsletter', () => {
    expect(firstMessages(newsletterSchema.safeParse({ email: 'x', firstName: 'A', interests: [] }))).toEqual({
      email: messages.emailInvalid,
      firstName: messages.newsletterFirstNameMin,
      interests: messages.newsletterInterestsMin,
    });
  });
});

describe('capture schema', () => {
  it('names the missing url and title in the spec words', async () => {
    const { captureJobSchema } = await import('./job-search.schema');
    const result = captureJobSchema.safeParse({ source: 'linkedin', capturedAt: '2026-11-21T07:00:00Z' });
    expect(firstMessages(result)).toEqual({ url: messages.jobUrlMissing, title: messages.jobTitleRequired });
  });
});

describe('usernames (NFKC, one writing system)', () => {
  const account = { fullName: 'A', email: 'a@example.com', password: 'secret-123', acceptTerms: true as const };

  it.each(['john.doe_1', 'José-María', 'иван', 'Δημήτρης', '山田たろう', '김민준', 'محمد', 'דוד'])('accepts %s', (username) => {
    expect(registerSchema.safeParse({ ...account, username }).success).toBe(true);
  });

  it.each([
    ['a Cyrillic а inside a Latin name', 'p\u0430ypal'],
    ['a Greek ο inside a Latin name', 'g\u03bfogle'],
    ['Latin mixed with Cyrillic', 'adminадмин'],
    ['a space', 'john doe'],
    ['an at sign', 'john@doe'],
    ['Arabic-Indic digits in a Latin name', 'john\u0661'],
  ])('refuses %s', (_what, username) => {
    expect(firstMessages(registerSchema.safeParse({ ...account, username }))).toEqual({ username: usernameCharactersMessage });
  });

  it('stores and signs in by the NFKC form: full-width letters and ligatures become plain ones', () => {
    expect(registerSchema.parse({ ...account, username: 'ｊｏｈｎ' }).username).toBe('john');
    expect(registerSchema.parse({ ...account, username: '\ufb01le' }).username).toBe('file');
    expect(loginSchema.parse({ username: ' ｊｏｈｎ ', password: 'x' }).username).toBe('john');
  });
});
