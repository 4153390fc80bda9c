import { describe, expect, it } from 'vitest';
import { parseResume } from './structure';

describe('a project whose name line carries a link or a tool after a bar', () => {
  it('reads the line as the project, not as its first statement', () => {
    const resume = parseResume(
      [
        'Priya Raman',
        'priya.raman@example.com',
        '',
        'PROJECTS',
        'soilmap | github.com/praman-4c1/soilmap',
        '• A field app that maps soil samples to county parcels; used by two extension offices.',
      ].join('\n'),
    );
    expect(resume.projects).toEqual([
      { name: 'soilmap | github.com/praman-4c1/soilmap', bullets: ['A field app that maps soil samples to county parcels; used by two extension offices.'] },
    ]);
  });
});
