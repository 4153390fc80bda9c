import { readFileSync } from 'node:fs';
import type { ResumeListItem } from '@jobapp/shared/resumes.schema';
import { describe, expect, it, vi } from 'vitest';
import { fetchLatestResume, matchScore, newestResume } from './match-score';

const resumeText = readFileSync(new URL('../../e2e/fixtures/backend-resume.txt', import.meta.url), 'utf8');
const app = 'http://127.0.0.1:4567';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const listItem = (id: number, createdAt: string) => ({ id, createdAt, jobTitle: `Job ${id}` }) as ResumeListItem;

const backendJob = {
  title: 'Senior Backend Engineer',
  company: 'Northwind Health',
  location: 'Sydney, NSW',
  descriptionHtml:
    '<p>We are hiring a backend engineer to build APIs for our patient-records platform.</p><ul><li>5+ years building backend services in Node.js and TypeScript</li><li>PostgreSQL, REST APIs, Docker and AWS</li><li>Experience with CI/CD and automated testing</li></ul>',
};
const nurseJob = {
  title: 'Registered Nurse',
  company: 'OhioHealth',
  location: 'Columbus, OH 43215',
  descriptionHtml:
    '<p>Provide direct patient care on a medical-surgical unit.</p><ul><li>Active RN license in Ohio</li><li>BLS and ACLS certification</li><li>Medication administration, wound care and patient education</li><li>Two years of acute care nursing experience</li></ul>',
};

describe('matchScore (the shared engine)', () => {
  it('scores 0-100 and higher for the job the resume fits', () => {
    const backend = matchScore(resumeText, backendJob);
    const nurse = matchScore(resumeText, nurseJob);
    for (const score of [backend, nurse]) expect(score).toBeGreaterThanOrEqual(0);
    expect(backend).toBeLessThanOrEqual(100);
    expect(backend).toBeGreaterThan(nurse);
  });
});

describe('fetchLatestResume', () => {
  it('takes the newest resume and its text', async () => {
    expect(newestResume([listItem(1, '2026-01-01T00:00:00Z'), listItem(3, '2026-02-01T00:00:00Z'), listItem(2, '2026-01-15T00:00:00Z')])?.id).toBe(3);
    const fetchFn = vi.fn(async (url: string) =>
      url.endsWith('/api/my-resumes') ? json([listItem(1, '2026-01-01T00:00:00Z'), listItem(3, '2026-02-01T00:00:00Z')]) : json({ optimizedContent: 'Ada Lovelace\nEngineer' }),
    );
    expect(await fetchLatestResume(app, fetchFn as unknown as typeof fetch)).toEqual({
      kind: 'resume',
      resume: { id: 3, jobTitle: 'Job 3', text: 'Ada Lovelace\nEngineer' },
    });
    expect(fetchFn).toHaveBeenLastCalledWith(`${app}/api/resume/3`, expect.objectContaining({ credentials: 'include' }));
  });

  it('says when there is no resume, or the user is signed out', async () => {
    expect(await fetchLatestResume(app, async () => json([]))).toEqual({ kind: 'no-resume' });
    expect(await fetchLatestResume(app, async () => json({ error: 'unauthorized' }, 401))).toEqual({ kind: 'signed-out' });
  });
});
