import { describe, expect, it, vi } from 'vitest';
import { needsHostPermission, originPermissionPattern, saveWebAppUrl } from './options';

const manifestPatterns = ['*://*.linkedin.com/*', '*://*.indeed.com/*', 'http://localhost/*', 'http://127.0.0.1/*'];

describe('originPermissionPattern', () => {
  it('covers every port of the host', () => {
    expect(originPermissionPattern('https://rb.example.com:8443')).toBe('https://rb.example.com/*');
    expect(originPermissionPattern('http://192.168.1.20:3000')).toBe('http://192.168.1.20/*');
  });
});

describe('needsHostPermission', () => {
  it('is false for origins the manifest covers (loopback on any port)', () => {
    expect(needsHostPermission('http://localhost:3000', manifestPatterns)).toBe(false);
    expect(needsHostPermission('http://127.0.0.1:54321', manifestPatterns)).toBe(false);
  });

  it('is true for other origins', () => {
    expect(needsHostPermission('https://localhost:3000', manifestPatterns)).toBe(true);
    expect(needsHostPermission('https://rb.example.com', manifestPatterns)).toBe(true);
    expect(needsHostPermission('http://192.168.1.20:3000', manifestPatterns)).toBe(true);
  });
});

describe('saveWebAppUrl', () => {
  function deps(granted = true) {
    return { manifestPatterns, requestOrigins: vi.fn(async () => granted), save: vi.fn(async () => undefined) };
  }

  it('saves a covered origin without asking for a permission', async () => {
    const d = deps();
    expect(await saveWebAppUrl('http://localhost:4000/dashboard', d)).toEqual({ kind: 'saved', url: 'http://localhost:4000' });
    expect(d.requestOrigins).not.toHaveBeenCalled();
    expect(d.save).toHaveBeenCalledWith('http://localhost:4000');
  });

  it('asks for a new origin synchronously (inside the click), then saves', async () => {
    const d = deps();
    const pending = saveWebAppUrl('https://rb.example.com', d);
    expect(d.requestOrigins).toHaveBeenCalledWith(['https://rb.example.com/*']);
    expect(await pending).toEqual({ kind: 'saved', url: 'https://rb.example.com' });
    expect(d.save).toHaveBeenCalledWith('https://rb.example.com');
  });

  it('does not save when the permission is refused', async () => {
    const d = deps(false);
    const outcome = await saveWebAppUrl('https://rb.example.com', d);
    expect(outcome).toMatchObject({ kind: 'denied', message: expect.stringContaining('https://rb.example.com') });
    expect(d.save).not.toHaveBeenCalled();
  });

  it('rejects an invalid address without asking or saving', async () => {
    const d = deps();
    expect(await saveWebAppUrl('not a url', d)).toMatchObject({ kind: 'invalid' });
    expect(d.requestOrigins).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });
});
