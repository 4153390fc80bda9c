import { apiMessages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { isEmailChange, profileFormSchema, profileUpdate } from './profile-rules';

const current = 'ada@example.test';

describe('isEmailChange', () => {
  it('ignores case and surrounding spaces, as the stored address does', () => {
    expect(isEmailChange(' ADA@example.test ', current)).toBe(false);
    expect(isEmailChange('ada.l@example.test', current)).toBe(true);
  });
});

describe('profileFormSchema', () => {
  const schema = profileFormSchema(current);

  it('asks for the current password only when the e-mail address changes', () => {
    expect(schema.safeParse({ fullName: 'Ada', email: current, currentPassword: '' }).success).toBe(true);
    const missing = schema.safeParse({ fullName: 'Ada', email: 'new@example.test', currentPassword: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['currentPassword'], message: apiMessages.currentPasswordRequired }),
    ]);
    expect(schema.safeParse({ fullName: 'Ada', email: 'new@example.test', currentPassword: 'pw' }).success).toBe(true);
  });
});

describe('profileUpdate', () => {
  it('sends the password with a new address and never otherwise', () => {
    expect(profileUpdate({ fullName: 'Ada', email: 'new@example.test', currentPassword: 'pw' }, current)).toEqual({
      fullName: 'Ada',
      email: 'new@example.test',
      currentPassword: 'pw',
    });
    // Typed, then the address was put back: the password stays in the browser.
    expect(profileUpdate({ fullName: 'Ada L', email: current, currentPassword: 'pw' }, current)).toEqual({
      fullName: 'Ada L',
      email: current,
    });
  });
});
