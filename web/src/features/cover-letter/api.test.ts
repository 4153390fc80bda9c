import type { CoverLetterListItem } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { type CoverLetterDetailWithClaims, storeSavedLetter } from './api';

const item: CoverLetterListItem = {
  id: 3,
  resumeId: 1,
  jobTitle: 'Analyst',
  company: 'Acme',
  templateUsed: 'cl-standard-1',
  status: 'completed',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const saved: CoverLetterDetailWithClaims = {
  ...item,
  updatedAt: '2026-11-02T00:00:00.000Z',
  jobUrl: null,
  content: 'Dear Acme team, edited.',
  customInstructions: null,
};

describe('storeSavedLetter', () => {
  it("updates a loaded detail and keeps its removed claims (the PATCH answer has none)", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.coverLetters.detail(3), { ...item, jobUrl: null, content: 'old', customInstructions: null, removedClaims: ['I led 40 people.'] });
    client.setQueryData(queryKeys.coverLetters.list, [item, { ...item, id: 4 }]);
    storeSavedLetter(client, saved);
    expect(client.getQueryData<CoverLetterDetailWithClaims>(queryKeys.coverLetters.detail(3))).toMatchObject({
      content: 'Dear Acme team, edited.',
      removedClaims: ['I led 40 people.'],
    });
    expect(client.getQueryData<CoverLetterListItem[]>(queryKeys.coverLetters.list)?.map((l) => l.updatedAt)).toEqual([
      '2026-11-02T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
  });

  it('leaves a detail never loaded unloaded, so opening it reads it whole', () => {
    const client = new QueryClient();
    storeSavedLetter(client, saved);
    expect(client.getQueryData(queryKeys.coverLetters.detail(3))).toBeUndefined();
  });
});
