import { describe, expect, it } from 'vitest';
import { editorStart, newestFirst, resumeChoiceLabel } from './resume-choice';

const older = { id: 4, createdAt: '2026-11-20T12:00:00Z' };
const newer = { id: 3, createdAt: '2026-11-27T12:00:00Z' };

describe('editorStart (issue 23: the way into the editor)', () => {
  it("opens the route's resume without waiting for the list", () => {
    expect(editorStart({ routeResumeId: 4, resumes: undefined, listFailed: false })).toEqual({ kind: 'resume', resumeId: 4 });
    expect(editorStart({ routeResumeId: 4, resumes: [newer, older], listFailed: true })).toEqual({ kind: 'resume', resumeId: 4 });
  });

  it('opens the latest saved resume when the route names none', () => {
    expect(editorStart({ routeResumeId: null, resumes: [older, newer], listFailed: false })).toEqual({ kind: 'resume', resumeId: 3 });
  });

  it('waits for the list, and tells no resumes from a list that failed', () => {
    expect(editorStart({ routeResumeId: null, resumes: undefined, listFailed: false })).toEqual({ kind: 'loading' });
    expect(editorStart({ routeResumeId: null, resumes: [], listFailed: false })).toEqual({ kind: 'none' });
    expect(editorStart({ routeResumeId: null, resumes: undefined, listFailed: true })).toEqual({ kind: 'list-failed' });
  });
});

describe('newestFirst', () => {
  it('orders by creation time, the higher id first on a tie', () => {
    const tie = { id: 9, createdAt: older.createdAt };
    expect(newestFirst([older, tie, newer]).map((r) => r.id)).toEqual([3, 9, 4]);
  });
});

describe('resumeChoiceLabel', () => {
  it("names a resume by its job and company, else by its number, with the day it was made", () => {
    expect(resumeChoiceLabel({ number: 2, jobTitle: 'Data Analyst', company: 'Acme Corp', createdAt: '2026-11-27T12:00:00Z' })).toBe(
      'Data Analyst at Acme Corp, November 27, 2026',
    );
    expect(resumeChoiceLabel({ number: 2, jobTitle: null, company: ' ', createdAt: '2026-11-27T12:00:00Z' })).toBe(
      'Resume 2, November 27, 2026',
    );
  });
});
