/**
 * analyzeResume is deterministic: the same input 1,000 times gives one answer (no state kept from one call to
 * the next changes it). Plain computation over one input, so CI runs it on Node 22 only (.ci/run).
 */
import { describe, it } from 'vitest';
import { analyzeResume, type EditorAnalysisOptions } from './analyze';
import { WEAK_RESUME } from './__fixtures__/resumes';

const FULL: EditorAnalysisOptions = { limited: false, today: '2026-11-25' };

describe('analyzeResume', () => {
  // 1,000 analyses: the shared suite's slowest test (0.13 s each at load 15 on 2 cores, 2026-11-29).
  it('gives one identical answer for the same input 1,000 times', { timeout: 60_000 }, () => {
    const options = { ...FULL, jobKeywords: ['Payroll', 'Microsoft Excel', 'SAP'] };
    const first = JSON.stringify(analyzeResume(WEAK_RESUME, options));
    for (let i = 0; i < 1000; i++) {
      if (JSON.stringify(analyzeResume(WEAK_RESUME, options)) !== first) throw new Error(`run ${i} differed`);
    }
  });
});
