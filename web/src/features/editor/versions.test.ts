import { describe, expect, it } from 'vitest';
import { formatVersionTime, versionSourceLabels, versionTitle } from './versions';

describe('version labels (D10)', () => {
  it('names each source as the panel shows it', () => {
    expect(versionSourceLabels).toEqual({ tailoring: 'Tailored', editor: 'Edited', restore: 'Restored' });
    expect(versionTitle({ version: 3 })).toBe('Version 3');
  });

  it('shows the date with the time, and N/A for an unreadable one', () => {
    expect(formatVersionTime('2026-11-25T12:00:00Z')).toMatch(/^Nov 2[56], 2026, \d{1,2}:00 [AP]M$/);
    expect(formatVersionTime('not a date')).toBe('N/A');
  });
});
