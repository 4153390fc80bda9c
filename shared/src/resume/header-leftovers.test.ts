import { describe, expect, it } from 'vitest';
import { parseResume } from './structure';

describe('header lines that are not the name, headline or contact details', () => {
  it('keeps a section with an unknown heading above the first known one, with its bullets', () => {
    const resume = parseResume(
      [
        'Priya Raman',
        'priya.raman@example.com | (555) 010-4477 | Austin, TX',
        '',
        'Field Notes',
        '• Logged soil samples for 14 county farms each season',
        '• Wrote the sampling guide the crew still uses',
        '',
        'EXPERIENCE',
        'Lab Technician | Hillcrest Soils | Austin, TX | Jan 2020 – Present',
        '• Ran 300 nutrient panels a month',
      ].join('\n'),
    );
    expect(resume.contact.name).toBe('Priya Raman');
    expect(resume.other).toEqual([
      { heading: 'Field Notes', lines: ['Logged soil samples for 14 county farms each season', 'Wrote the sampling guide the crew still uses'] },
    ]);
    expect(resume.experience).toHaveLength(1);
  });

  it('keeps a lone note as a line and takes nothing that is contact detail', () => {
    const resume = parseResume(
      [
        'Priya Raman',
        'Last updated in March 2026',
        'priya.raman@example.com',
        'linkedin.com/in/priya-raman-4c1',
        '',
        'EXPERIENCE',
        'Lab Technician | Hillcrest Soils | Austin, TX | Jan 2020 – Present',
        '• Ran 300 nutrient panels a month',
      ].join('\n'),
    );
    expect(resume.other).toEqual([{ heading: '', lines: ['Last updated in March 2026'] }]);
  });
});
