import { describe, expect, it } from 'vitest';
import { importFileError, importSummary } from './data-export-import';

describe('data export import', () => {
  it('accepts a non-empty .zip file only', () => {
    expect(importFileError({ name: 'Basic_LinkedInDataExport.ZIP', size: 10 })).toBeNull();
    expect(importFileError({ name: 'Profile.csv', size: 10 })).toMatch(/ZIP/);
    expect(importFileError({ name: 'export.zip', size: 0 })).toMatch(/empty/);
    expect(importFileError({ name: 'export.zip', size: 5 * 1024 * 1024 })).toBeNull();
    expect(importFileError({ name: 'export.zip', size: 5 * 1024 * 1024 + 1 })).toMatch(/too large/);
  });

  it('summarises what was imported', () => {
    expect(importSummary({ name: 'Jane Doe', positions: 3, education: 1, skills: 12 })).toBe(
      'Imported Jane Doe: 3 positions, 1 education entry, 12 skills. Check the profile content below before optimizing.',
    );
    expect(importSummary({ name: '', positions: 1, education: 2, skills: 1 })).toMatch(/^Imported your profile: 1 position, 2 education entries, 1 skill\./);
  });
});
