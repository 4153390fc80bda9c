/**
 * The tracker's routes over HTTP against a real database (PGlite and PostgreSQL): owner scoping,
 * the product's 4xx words, duplicates (link, board + requisition id, match key), two requests at once,
 * stage changes with interview rounds, bulk moves and the funnel from the stage history.
 */
import { messages } from '@jobapp/shared';
import type { ApplicationDetail, ApplicationItem, Funnel } from '@jobapp/shared/applications/applications.schema';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { applicationEvents, resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const suite = useTestServer();

const job = (extra: Record<string, unknown> = {}) => ({
  jobUrl: 'https://boards.greenhouse.io/northwind/jobs/4242?gh_src=abc',
  jobTitle: 'Backend Engineer',
  company: 'Northwind Health',
  location: 'Austin, TX',
  description: 'Scale our appointment APIs.',
  ...extra,
});

async function owner() {
  return (await registerUser(suite.server)).client;
}

describe('POST and GET /api/applications', () => {
  it('makes a card (201), lists it newest first without the description, and reads its detail with the timeline', async () => {
    const client = await owner();
    const first = await client.post<ApplicationItem>('/api/applications', job({ source: 'extension', board: 'greenhouse', requisitionId: 'R-1', salary: { min: 100000, max: 140000, currency: 'usd', unit: 'YEAR' }, workplaceType: 'hybrid', directApply: true }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ stage: 'saved', source: 'extension', jobTitle: 'Backend Engineer', company: 'Northwind Health', board: 'greenhouse', requisitionId: 'R-1', salary: { min: 100000, max: 140000, currency: 'USD', unit: 'YEAR' }, workplaceType: 'hybrid', directApply: true, resumeIds: [], coverLetterIds: [], interviewRounds: 0, hasPacket: false });
    suite.server.clock.advance(1000);
    const second = await client.post<ApplicationItem>('/api/applications', { jobTitle: 'Data Engineer', company: 'Contoso' });
    expect(second.status).toBe(201);
    const list = await client.get<ApplicationItem[]>('/api/applications');
    expect(list.status).toBe(200);
    expect(list.body.map((a) => a.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).not.toHaveProperty('description');
    const detail = await client.get<ApplicationDetail>(`/api/applications/${first.body.id}`);
    expect(detail.body.description).toBe('Scale our appointment APIs.');
    expect(detail.body.timeline).toEqual([expect.objectContaining({ kind: 'created', stage: 'saved' })]);
  });

  it("answers 404 for another user's card on every route, and leaves it untouched", async () => {
    const alice = await owner();
    const bob = await owner();
    const card = (await alice.post<ApplicationItem>('/api/applications', job())).body;
    for (const [method, body] of [['GET', undefined], ['PATCH', { stage: 'applied' }], ['DELETE', undefined]] as const) {
      const answer = await bob.request(method, `/api/applications/${card.id}`, body ? { json: body } : {});
      expect(answer.status, method).toBe(404);
      expect(answer.body).toEqual({ error: 'not_found', message: messages.applicationNotFound });
    }
    expect((await bob.post('/api/applications/bulk-stage', { ids: [card.id], stage: 'rejected' })).body).toEqual({ updated: 0, skipped: [card.id] });
    expect((await bob.get<ApplicationItem[]>('/api/applications')).body).toEqual([]);
    expect((await alice.get<ApplicationDetail>(`/api/applications/${card.id}`)).body.stage).toBe('saved');
  });

  it('answers 404 for an id that is not digits, and 401 signed out', async () => {
    const client = await owner();
    for (const id of ['abc', '0', '1e3', '99999999999']) expect((await client.get(`/api/applications/${id}`)).status).toBe(404);
    expect((await suite.server.client().get('/api/applications')).status).toBe(401);
  });

  it('answers 400 in the product words for bad bodies', async () => {
    const client = await owner();
    const badLink = await client.post('/api/applications', job({ jobUrl: 'ftp://x' }));
    expect(badLink.status).toBe(400);
    expect(badLink.body).toMatchObject({ error: 'validation_failed', message: 'Please enter a valid http(s) job link' });
    expect((await client.post('/api/applications', job({ stage: 'hired' }))).status).toBe(400);
    const card = (await client.post<ApplicationItem>('/api/applications', job())).body;
    expect((await client.patch(`/api/applications/${card.id}`, { excitement: 9 })).status).toBe(400);
    expect((await client.post('/api/applications/bulk-stage', { ids: [], stage: 'applied' })).status).toBe(400);
    const text = await client.request('POST', '/api/applications', { raw: 'x', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('the list and the detail agree', () => {
  it('gives every list field of a card as its detail does: documents, first applied, packet flag, dates', async () => {
    const { client, user } = await registerUser(suite.server);
    const db = suite.database.db;
    const card = (await client.post<ApplicationItem>('/api/applications', job({ board: 'greenhouse', requisitionId: 'R-9', salary: { min: 1, currency: 'EUR' }, workplaceType: 'remote' }))).body;
    await client.patch(`/api/applications/${card.id}`, { stage: 'applied', at: '2026-02-01T09:30:00.250Z', tags: ['b', 'a'], excitement: 3 });
    await client.patch(`/api/applications/${card.id}`, { stage: 'interviewing', interviewAt: '2026-02-10T15:00:00Z' });
    const resumeIds: number[] = [];
    for (const number of [1, 2]) {
      const [row] = await db.insert(resumes).values({ userId: user.id, number }).returning({ id: resumes.id });
      resumeIds.push(row!.id);
    }
    // Two documents, the newer first by id, one twice; an "applied" written with microseconds by the database.
    await db.insert(applicationEvents).values([
      { applicationId: card.id, userId: user.id, kind: 'resume', resumeId: resumeIds[1]! },
      { applicationId: card.id, userId: user.id, kind: 'resume', resumeId: resumeIds[0]! },
      { applicationId: card.id, userId: user.id, kind: 'resume', resumeId: resumeIds[1]! },
    ]);
    await db.execute(sql`insert into application_events (application_id, user_id, kind, stage, at) values (${card.id}, ${user.id}, 'stage', 'applied', '2026-01-31T08:00:00.123999Z')`);
    const other = (await client.post<ApplicationItem>('/api/applications', { jobTitle: 'Plain', company: 'Card' })).body;

    const list = (await client.get<ApplicationItem[]>('/api/applications')).body;
    expect(list.map((item) => item.id)).toEqual([other.id, card.id]);
    for (const item of list) {
      const detail = (await client.get<ApplicationDetail>(`/api/applications/${item.id}`)).body;
      const { description: _d, notes: _n, contacts: _c, noResponseDays: _r, timeline: _t, ...fields } = detail;
      expect(item).toEqual(fields);
    }
    expect(list[1]).toMatchObject({ resumeIds: [...resumeIds].sort((a, b) => a - b), stage: 'interviewing', appliedAt: '2026-01-31T08:00:00.123Z', tags: ['b', 'a'], hasPacket: false });
    expect(list[0]).toMatchObject({ resumeIds: [], coverLetterIds: [], appliedAt: null, salary: null, board: null });
  });
});

describe('duplicates', () => {
  it('attaches a duplicate by link, by board + requisition id and by match key (200, same card)', async () => {
    const client = await owner();
    const card = (await client.post<ApplicationItem>('/api/applications', job({ board: 'greenhouse', requisitionId: 'R-9' }))).body;
    const sameLink = await client.post<ApplicationItem>('/api/applications', job({ jobUrl: 'https://BOARDS.greenhouse.io/northwind/jobs/4242/#apply', jobTitle: 'Other title' }));
    expect(sameLink.status).toBe(200);
    expect(sameLink.body.id).toBe(card.id);
    const sameReq = await client.post<ApplicationItem>('/api/applications', job({ jobUrl: 'https://northwind.example/careers/9', jobTitle: 'X', board: 'greenhouse', requisitionId: 'R-9' }));
    expect(sameReq.body.id).toBe(card.id);
    const sameKey = await client.post<ApplicationItem>('/api/applications', { jobTitle: 'backend  engineer', company: 'NORTHWIND health', location: 'Austin TX' });
    expect(sameKey.body.id).toBe(card.id);
    const other = await client.post<ApplicationItem>('/api/applications', { jobTitle: 'Backend Engineer', company: 'Northwind Health', location: 'Remote' });
    expect(other.status).toBe(201);
    expect((await client.get<ApplicationItem[]>('/api/applications')).body).toHaveLength(2);
  });

  it('makes one card for two requests for the same job at once', async () => {
    const client = await owner();
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post<ApplicationItem>('/api/applications', job())));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await client.get<ApplicationItem[]>('/api/applications')).body).toHaveLength(1);
  });
});

describe('stages', () => {
  it('writes an event for each change, counts interview rounds, and keeps the offer deadline', async () => {
    const client = await owner();
    const card = (await client.post<ApplicationItem>('/api/applications', job())).body;
    const path = `/api/applications/${card.id}`;
    expect((await client.patch<ApplicationDetail>(path, { stage: 'applied', at: '2026-03-01T10:00:00Z' })).body).toMatchObject({ stage: 'applied', appliedAt: '2026-03-01T10:00:00.000Z' });
    expect((await client.patch<ApplicationDetail>(path, { stage: 'interviewing', interviewAt: '2026-03-05T15:00:00Z' })).body.interviewRounds).toBe(1);
    expect((await client.patch<ApplicationDetail>(path, { stage: 'interviewing' })).body.interviewRounds).toBe(1);
    expect((await client.patch<ApplicationDetail>(path, { stage: 'interviewing', interviewAt: '2026-03-09T15:00:00Z' })).body.interviewRounds).toBe(2);
    const offer = await client.patch<ApplicationDetail>(path, { stage: 'offer', offerDeadline: '2026-03-20T17:00:00Z', excitement: 5, tags: ['remote', 'remote', 'top'] });
    expect(offer.body).toMatchObject({ stage: 'offer', excitement: 5, tags: ['remote', 'top'], interviewRounds: 2 });
    const stages = offer.body.timeline.filter((e) => e.kind === 'stage');
    expect(stages.map((e) => [e.fromStage, e.stage, e.data])).toEqual([
      ['saved', 'applied', {}],
      ['applied', 'interviewing', { round: 1, interviewAt: '2026-03-05T15:00:00Z' }],
      ['interviewing', 'interviewing', { round: 2, interviewAt: '2026-03-09T15:00:00Z' }],
      ['interviewing', 'offer', { offerDeadline: '2026-03-20T17:00:00Z' }],
    ]);
  });

  it('moves many cards at once (bulk-stage) and deletes one (204)', async () => {
    const client = await owner();
    const a = (await client.post<ApplicationItem>('/api/applications', { jobTitle: 'A', company: 'One' })).body;
    const b = (await client.post<ApplicationItem>('/api/applications', { jobTitle: 'B', company: 'Two' })).body;
    // A missing id is named in `skipped`; the ones moved are counted once each.
    const missing = b.id + 1000;
    expect((await client.post('/api/applications/bulk-stage', { ids: [a.id, missing, b.id, b.id], stage: 'applied' })).body).toEqual({ updated: 2, skipped: [missing] });
    // Already there: the user's card, not moved, not skipped.
    expect((await client.post('/api/applications/bulk-stage', { ids: [a.id], stage: 'applied' })).body).toEqual({ updated: 0, skipped: [] });
    expect((await client.request('DELETE', `/api/applications/${a.id}`)).status).toBe(204);
    expect((await client.get(`/api/applications/${a.id}`)).status).toBe(404);
    expect((await client.get<ApplicationItem[]>('/api/applications')).body.map((x) => [x.id, x.stage])).toEqual([[b.id, 'applied']]);
  });
});

describe('GET /api/applications/funnel', () => {
  it('counts from the stage history: a rejection after two interviews still reached interview', async () => {
    const client = await owner();
    const make = async (title: string) => (await client.post<ApplicationItem>('/api/applications', { jobTitle: title, company: 'Co' })).body.id;
    const rejected = await make('Rejected after interviews');
    for (const body of [{ stage: 'applied' }, { stage: 'interviewing', interviewAt: '2026-03-01T10:00:00Z' }, { stage: 'interviewing', interviewAt: '2026-03-08T10:00:00Z' }, { stage: 'rejected' }]) {
      expect((await client.patch(`/api/applications/${rejected}`, body)).status).toBe(200);
    }
    const accepted = await make('Accepted');
    for (const stage of ['applied', 'interviewing', 'offer', 'accepted']) await client.patch(`/api/applications/${accepted}`, { stage });
    await make('Only saved');
    const madeApplied = await client.post<ApplicationItem>('/api/applications', { jobTitle: 'Made applied', company: 'Co', stage: 'applied' });
    await client.patch(`/api/applications/${madeApplied.body.id}`, { stage: 'withdrawn' });
    const funnel = await client.get<Funnel>('/api/applications/funnel');
    expect(funnel.body).toEqual({ total: 4, reachedApplied: 3, reachedInterview: 2, reachedOffer: 1, accepted: 1 });
    expect((await (await owner()).get<Funnel>('/api/applications/funnel')).body).toEqual({ total: 0, reachedApplied: 0, reachedInterview: 0, reachedOffer: 0, accepted: 0 });
  });
});
