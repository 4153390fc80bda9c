/** Application list items for the tracker's tests. */
import { type ApplicationItem } from '@jobapp/shared/applications/applications.schema';

export function makeItem(id: number, overrides: Partial<ApplicationItem> = {}): ApplicationItem {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString();
  return {
    id,
    stage: 'saved',
    jobTitle: `Job ${id}`,
    company: `Company ${id}`,
    jobUrl: `https://jobs.example.com/${id}`,
    resumeIds: [],
    coverLetterIds: [],
    location: 'Berlin',
    board: null,
    requisitionId: null,
    salary: null,
    validThrough: null,
    directApply: null,
    workplaceType: null,
    source: 'manual',
    excitement: 0,
    tags: [],
    interviewRounds: 0,
    createdAt: at,
    updatedAt: at,
    stageChangedAt: at,
    appliedAt: null,
    hasPacket: false,
    ...overrides,
  };
}
