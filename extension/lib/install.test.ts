import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordInstall } from './install';
import { installedAt } from './storage';

describe('recordInstall', () => {
  beforeEach(() => fakeBrowser.reset());

  it('stores the first installation time', async () => {
    await recordInstall(new Date('2026-01-02T03:04:05.000Z'));
    expect(await installedAt.getValue()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('keeps the original date on later updates', async () => {
    await recordInstall(new Date('2026-01-02T03:04:05.000Z'));
    const second = await recordInstall(new Date('2026-05-01T00:00:00.000Z'));
    expect(second).toBe('2026-01-02T03:04:05.000Z');
  });
});
