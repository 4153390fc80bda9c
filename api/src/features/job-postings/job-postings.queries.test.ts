/** Captured postings: one row per user and canonical URL, replaced on re-capture, sanitised on write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { findCapturedPosting, upsertCapturedPosting, type CapturedPostingInput } from './job-postings.queries';
import { insertTestUser } from '../jobs/test-deps';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function capture(userId: number, overrides: Partial<CapturedPostingInput> = {}): CapturedPostingInput {
  return {
    userId,
    url: 'https://www.indeed.com/jobs?q=x&vjk=0123456789abcdef',
    canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
    source: 'indeed',
    title: 'Analyst',
    company: 'Contoso',
    location: 'Remote',
    descriptionHtml: '<p style="x">Hello<script>alert(1)</script></p>',
    datePosted: '2026-02-01',
    ...overrides,
  };
}

describe('captured postings', () => {
  it('stores sanitised HTML and finds the row only for its owner', async () => {
    const owner = await insertTestUser(database);
    const stranger = await insertTestUser(database);
    await upsertCapturedPosting(database.db, capture(owner));
    const found = await findCapturedPosting(database.db, { userId: owner, canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef' });
    expect(found).toMatchObject({ title: 'Analyst', company: 'Contoso', location: 'Remote', source: 'indeed', descriptionHtml: '<p>Hello</p>' });
    expect(Object.keys(found!).sort()).toEqual(['canonicalUrl', 'capturedAt', 'company', 'datePosted', 'descriptionHtml', 'id', 'location', 'source', 'title', 'url']);
    expect(await findCapturedPosting(database.db, { userId: stranger, canonicalUrl: found!.canonicalUrl })).toBeUndefined();
  });

  it('replaces the earlier capture of the same posting by the same user', async () => {
    const owner = await insertTestUser(database);
    const first = await upsertCapturedPosting(database.db, capture(owner));
    const second = await upsertCapturedPosting(database.db, capture(owner, { title: 'Senior Analyst', descriptionHtml: null }));
    expect(second.id).toBe(first.id);
    const found = await findCapturedPosting(database.db, { userId: owner, canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef' });
    expect(found).toMatchObject({ title: 'Senior Analyst', descriptionHtml: null });
  });
});
