import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, signInPathReturningTo } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/optimize-resume?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F1%2F')).toBe(
      '/optimize-resume?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F1%2F',
    );
    expect(safeReturnPath('/tracker#a')).toBe('/tracker#a');
  });

  it.each([
    '//evil.com/x',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com/',
    'http:evil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    '/auth',
    '/auth?next=/x',
  ])('refuses %j', (next) => expect(safeReturnPath(next)).toBeNull());

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('returnPathFrom / signInPathReturningTo', () => {
  it('round-trips a job link through /auth?next=', () => {
    const path = '/optimize-resume?jobUrl=https%3A%2F%2Fwww.indeed.com%2Fviewjob%3Fjk%3D0123456789abcdef';
    const auth = signInPathReturningTo('/auth', path);
    expect(auth).toBe(`/auth?next=${encodeURIComponent(path)}`);
    expect(returnPathFrom(new URL(auth, 'http://localhost').search)).toBe(path);
  });

  it('is plain /auth for the home page or an unsafe path', () => {
    expect(signInPathReturningTo('/auth', '/')).toBe('/auth');
    expect(signInPathReturningTo('/auth', '//evil.com')).toBe('/auth');
    expect(returnPathFrom('?next=%2F%2Fevil.com')).toBeNull();
  });
});
