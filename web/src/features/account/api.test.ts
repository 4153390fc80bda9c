/// <reference types="node" />
import { apiMessages } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { fieldErrors } from '@/lib/error-messages';
import { useStandInApi } from '@/test/stand-in-api';
import { changePassword, deleteAccount, updateProfile } from './api';

// A stand-in for the account endpoints: the right password is 'right-pass', 'busy' is rate limited.
const stand = useStandInApi(({ url, body }) => {
  const input = JSON.parse(body || '{}') as Record<string, string>;
  const password = input.password ?? input.currentPassword;
  if (password === 'busy') return [429, { error: 'rate_limited', message: 'Too many attempts.' }];
  if (password !== undefined && password !== 'right-pass') {
    const field = url === '/api/user' ? 'password' : 'currentPassword';
    return [
      400,
      { error: 'validation_failed', message: apiMessages.currentPasswordWrong, details: { [field]: apiMessages.currentPasswordWrong } },
    ];
  }
  if (url === '/api/user/profile') return [200, { id: 1, ...input }];
  return [204];
});
const seen = stand.seen;

describe('deleteAccount', () => {
  it('sends DELETE /api/user with the password as JSON and resolves on 204', async () => {
    const client = createApiClient(stand.baseUrl);
    await expect(deleteAccount({ password: 'right-pass' }, { client })).resolves.toBeUndefined();
    expect(seen.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/user',
      contentType: 'application/json',
      body: JSON.stringify({ password: 'right-pass' }),
    });
  });

  it('turns a wrong password into a message for the password field', async () => {
    const client = createApiClient(stand.baseUrl);
    const error = await deleteAccount({ password: 'wrong' }, { client }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(fieldErrors(error)).toEqual({ password: apiMessages.currentPasswordWrong });
  });

  it('keeps the rate-limit answer as an error with its message', async () => {
    const client = createApiClient(stand.baseUrl);
    await expect(deleteAccount({ password: 'busy' }, { client })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many attempts.',
    });
  });
});

describe('changePassword', () => {
  it('posts both passwords and resolves on 204', async () => {
    const client = createApiClient(stand.baseUrl);
    await changePassword({ currentPassword: 'right-pass', newPassword: 'new-pass-123' }, { client });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/user/password');
    expect(JSON.parse(request.body)).toEqual({ currentPassword: 'right-pass', newPassword: 'new-pass-123' });
  });

  it('names the current-password field when it is wrong', async () => {
    const client = createApiClient(stand.baseUrl);
    const error = await changePassword({ currentPassword: 'nope', newPassword: 'new-pass-123' }, { client }).catch(
      (e: unknown) => e,
    );
    expect(fieldErrors(error)).toEqual({ currentPassword: apiMessages.currentPasswordWrong });
  });
});

describe('updateProfile', () => {
  it('sends the current password along with a new e-mail address', async () => {
    const client = createApiClient(stand.baseUrl);
    await updateProfile({ fullName: 'Ada', email: 'new@example.test', currentPassword: 'right-pass' }, { client });
    const request = seen.at(-1)!;
    expect(request.method).toBe('PATCH');
    expect(JSON.parse(request.body)).toEqual({ fullName: 'Ada', email: 'new@example.test', currentPassword: 'right-pass' });
  });
});
