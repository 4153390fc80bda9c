/** The stored resumes over HTTP: list, open, rename, delete (storage given back), original file; owner only. */
import { messages, type ErrorBody, type OptimizeResult, type ResumeDetail, type ResumeListItem } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { SAMPLE_RESUME_TEXT, buildPdf } from './parsing/test-files';
import { JOB_COMPANY, JOB_LINK, JOB_TITLE, listMine, postResume, storageUsed, useResumesSuite } from './test-kit';

const suite = useResumesSuite();

async function uploadPdf(client: TestClient, name = 'cv.pdf'): Promise<{ id: number; size: number }> {
  const bytes = buildPdf();
  const response = await postResume<OptimizeResult>(client, { bytes, name, type: 'application/pdf' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.resumeId, size: bytes.length };
}

async function pasteText(client: TestClient): Promise<number> {
  const response = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.resumeId;
}

const notFound = { error: 'not_found', message: messages.resumeNotFound };

describe('stored resumes', () => {
  it.each([
    ['GET', '/api/my-resumes'],
    ['GET', '/api/resume/1'],
    ['PATCH', '/api/resume/1'],
    ['DELETE', '/api/resume/1'],
    ['GET', '/api/resume/1/original'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const response = await suite.server.client().request(method, path, method === 'PATCH' ? { json: { jobTitle: 'x' } } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
  });

  it('lists the user’s resumes newest first with their scores', async () => {
    const { client } = await registerUser(suite.server);
    expect(await listMine(client)).toEqual([]);
    const first = await uploadPdf(client, 'first.pdf');
    suite.server.clock.advance(60_000);
    const second = await pasteText(client);
    suite.server.clock.reset();

    const list = await listMine(client);
    expect(list.map((r) => r.id)).toEqual([second, first.id]);
    expect(list[1]).toEqual({
      id: first.id,
      number: 1,
      jobTitle: JOB_TITLE,
      company: JOB_COMPANY,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      originalFileName: 'first.pdf',
      originalSize: first.size,
      templateUsed: 'basic-1',
      scoreBefore: expect.any(Number),
      scoreAfter: expect.any(Number),
    } satisfies Record<keyof ResumeListItem, unknown>);
    expect(list[1]!.scoreBefore!).toBeLessThanOrEqual(list[1]!.scoreAfter!);
    // The list's scores are the stored columns PostgreSQL keeps beside the report: the same numbers.
    const detail = (await client.get<ResumeDetail>(`/api/resume/${first.id}`)).body;
    expect([list[1]!.scoreBefore, list[1]!.scoreAfter]).toEqual([detail.match!.scoreBefore, detail.match!.scoreAfter]);
    // A pasted resume has no file; its text's bytes are what it takes of the storage.
    expect(list[0]).toMatchObject({ originalFileName: null, originalSize: Buffer.byteLength(SAMPLE_RESUME_TEXT, 'utf8'), number: 2 });
  });

  it("numbers each user's resumes 1, 2, 3… on their own, never by the database id, and never reuses a number", async () => {
    const other = await registerUser(suite.server);
    await pasteText(other.client);
    await pasteText(other.client);
    const { client } = await registerUser(suite.server);
    const first = await pasteText(client);
    const second = await pasteText(client);
    expect((await client.get<ResumeDetail>(`/api/resume/${first}`)).body.number).toBe(1);
    expect((await client.request('DELETE', `/api/resume/${second}`)).status).toBe(200);
    const third = await pasteText(client);
    const list = await listMine(client);
    expect(list.map((r) => [r.id, r.number])).toEqual([
      [third, 3],
      [first, 1],
    ]);
  });

  it('renames a resume (PATCH jobTitle) and validates the name', async () => {
    const { client } = await registerUser(suite.server);
    const id = await pasteText(client);
    const renamed = await client.patch<ResumeDetail>(`/api/resume/${id}`, { jobTitle: '  Backend role – Northwind  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, jobTitle: 'Backend role – Northwind', company: JOB_COMPANY });
    expect((await client.get<ResumeDetail>(`/api/resume/${id}`)).body.jobTitle).toBe('Backend role – Northwind');

    const empty = await client.patch<ErrorBody>(`/api/resume/${id}`, { jobTitle: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'validation_failed', details: { jobTitle: 'Name is required' } });
  });

  it('deletes a resume and gives its bytes back to the storage', async () => {
    const { client } = await registerUser(suite.server);
    const a = await uploadPdf(client);
    const b = await uploadPdf(client);
    expect(await storageUsed(client)).toBe(a.size + b.size);

    const deleted = await client.request(`DELETE`, `/api/resume/${a.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect(await storageUsed(client)).toBe(b.size);
    expect((await listMine(client)).map((r) => r.id)).toEqual([b.id]);
    expect((await client.get(`/api/resume/${a.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/resume/${a.id}`)).body).toEqual(notFound);
    expect(await storageUsed(client)).toBe(b.size);
  });

  it('serves the original file with its name', async () => {
    const { client } = await registerUser(suite.server);
    const { id } = await uploadPdf(client, 'Résumé 2026.pdf');
    const response = await fetch(`${client.baseUrl}/api/resume/${id}/original`, { headers: { cookie: `session=${client.session}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(buildPdf())).toBe(true);
  });

  it('answers 404 for another user’s resume on every route, and changes nothing', async () => {
    const owner = await registerUser(suite.server);
    const { id, size } = await uploadPdf(owner.client);
    const { client: stranger } = await registerUser(suite.server);

    expect((await stranger.get(`/api/resume/${id}`)).body).toEqual(notFound);
    expect((await stranger.get(`/api/resume/${id}/original`)).body).toEqual(notFound);
    const rename = await stranger.patch(`/api/resume/${id}`, { jobTitle: 'Mine now' });
    expect(rename.status).toBe(404);
    expect(rename.body).toEqual(notFound);
    const remove = await stranger.request('DELETE', `/api/resume/${id}`);
    expect(remove.status).toBe(404);
    expect(await listMine(stranger)).toEqual([]);

    const kept = await owner.client.get<ResumeDetail>(`/api/resume/${id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.jobTitle).toBe(JOB_TITLE);
    expect(await storageUsed(owner.client)).toBe(size);
    expect(await storageUsed(stranger)).toBe(0);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648'])('answers 404 for the id %s', async (id) => {
    const { client } = await registerUser(suite.server);
    const response = await client.get<ErrorBody>(`/api/resume/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(notFound);
  });
});
