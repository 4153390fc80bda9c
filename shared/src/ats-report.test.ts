import { describe, expect, it } from 'vitest';
import { atsFiguresFor, atsReport, atsTestedLabel } from './ats-report';
import { resumeTemplates } from './templates';

describe('ATS report accessor', () => {
  it('holds figures only for catalogue templates, each consistent (passed ≤ resumes ≥ 4, 0–100 %)', () => {
    const ids = new Set(resumeTemplates.map((t) => t.id));
    for (const [id, figures] of Object.entries(atsReport)) {
      expect(ids.has(id)).toBe(true);
      expect(figures.resumes).toBeGreaterThanOrEqual(4);
      expect(figures.passed).toBeLessThanOrEqual(figures.resumes);
      expect(figures.fieldsPercent).toBeGreaterThanOrEqual(0);
      expect(figures.fieldsPercent).toBeLessThanOrEqual(100);
    }
    expect(atsFiguresFor('basic-1')).toEqual(atsReport['basic-1']);
  });

  it('reads as the /templates page shows it, and null for an untested or unknown template', () => {
    const figures = atsFiguresFor('basic-1')!;
    expect(atsTestedLabel('basic-1')).toBe(
      `ATS-tested: ${figures.fieldsPercent} % of fields read back in ${figures.passed} of ${figures.resumes} test resumes`,
    );
    expect(atsFiguresFor('nope-1')).toBeNull();
    expect(atsTestedLabel('toString')).toBeNull();
  });
});
