/**
 * The editor's scorer stays linear on hostile input: 50,000-character tokens in the header, a bullet
 * and the skills, and 50,000 characters of short words as the whole resume (shapes and budgets from
 * ../resume/hostile-inputs). The server runs it in a worker, but a slow regular expression would
 * still hold a core for minutes.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_PHRASES, HOSTILE_TOKENS, PHRASE_BUDGET_MS, TOKEN_BUDGET_MS, bestTimeMs } from '../resume/hostile-inputs';
import { analyzeResume } from './analyze';
import { WEAK_RESUME } from './__fixtures__/resumes';

const OPTIONS = { limited: false, today: '2026-11-25', jobKeywords: ['Payroll', 'Excel'] } as const;

const PLACES: Record<string, (hostile: string) => string> = {
  header: (h) => WEAK_RESUME.replace('555-1234', `555-1234 | ${h}`),
  bullet: (h) => WEAK_RESUME.replace('Helped build', `Helped build ${h}`),
  skills: (h) => `${WEAK_RESUME}SKILLS\nExcel, ${h}\n`,
};

describe('analyzeResume on hostile input', () => {
  for (const [place, put] of Object.entries(PLACES)) {
    it.each(Object.entries(HOSTILE_TOKENS))(`${place}: %s`, (_name, token) => {
      expect(bestTimeMs(() => analyzeResume(put(token), OPTIONS), TOKEN_BUDGET_MS)).toBeLessThan(TOKEN_BUDGET_MS);
    });
  }
  it.each(Object.entries(HOSTILE_PHRASES))('whole resume: %s', (_name, phrase) => {
    expect(bestTimeMs(() => analyzeResume(`EXPERIENCE\n${phrase}`, OPTIONS), PHRASE_BUDGET_MS)).toBeLessThan(PHRASE_BUDGET_MS);
  });
});
