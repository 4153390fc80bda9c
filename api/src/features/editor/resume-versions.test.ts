/**
 * Saving in the editor over HTTP (issue 12, sections 3 and 4; D9, D10): a save is a new version of the
 * same resume, with the user's typed statements marked as theirs, previous versions listed, viewed and
 * restored, exports rendered from the saved version; a revision is counted per plan; storage is charged
 * and refused with the spec's message; another user's resume is 404.
 */
import { formatBytes, limits, messages, type ErrorBody, type OptimizeResult, type ResumeDetail } from '@jobapp/shared';
import type { ResumeVersionDetail, ResumeVersionItem, SavedResumeVersion } from '@jobapp/shared/editor/editor.schema';
import { resumeDocumentSchema } from '@jobapp/shared/resume/document.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotaUsage, resumes, users } from '../../db/schema';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { withParallelComputePerUser } from '../../test/parallel-compute';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { listMine, PASTED_DESCRIPTION, storageUsed, useResumesSuite, WALLED_JOB_LINK } from '../resumes/test-kit';

const suite = useResumesSuite();

const TYPED = 'Mentored three junior engineers through their first production releases';

async function userOnPlan(plan: 'free_trial' | 'starter' | 'pro' | 'elite') {
  const made = await registerUser(suite.server);
  if (plan !== 'free_trial') {
    const subscribed = await made.client.post('/api/create-subscription', { plan });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  }
  return made;
}

async function tailor(client: TestClient): Promise<OptimizeResult> {
  const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
    resumeText: SAMPLE_RESUME_TEXT,
    jobUrl: WALLED_JOB_LINK,
    jobDescription: PASTED_DESCRIPTION,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/** The tailored text with one more bullet under the first role's first bullet. */
function withTypedBullet(content: string): string {
  const lines = content.split('\n');
  const first = lines.findIndex((l) => /^\s*[•\-*]\s/.test(l));
  expect(first).toBeGreaterThan(-1);
  const marker = /^\s*([•\-*])\s/.exec(lines[first]!)![1];
  lines.splice(first + 1, 0, `${marker} ${TYPED}`);
  return lines.join('\n');
}

describe('POST /api/resume/editor-save and the versions', () => {
  it('stores a new version of the same resume, lists, shows and restores versions, and exports the saved one', async () => {
    const { client } = await userOnPlan('pro');
    const made = await tailor(client);
    const edited = withTypedBullet(made.optimizedContent);

    const saved = await client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toEqual({ resumeId: made.resumeId, version: 2, revisionsLeft: null });

    const detail = await client.get<ResumeDetail>(`/api/resume/${made.resumeId}`);
    expect(detail.body.optimizedContent).toBe(edited);
    expect(await listMine(client)).toHaveLength(1);

    // The typed statement is the user's own; the tailored ones keep their provenance.
    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, made.resumeId));
    const doc = resumeDocumentSchema.parse(row?.tailoredDocument);
    const statements = doc.experience.flatMap((e) => e.statements);
    expect(statements.find((s) => s.text === TYPED)?.source).toEqual({ kind: 'user' });
    expect(statements.filter((s) => s.source.kind !== 'user').length).toBeGreaterThan(0);

    const versions = await client.get<ResumeVersionItem[]>(`/api/resume/${made.resumeId}/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body.map((v) => [v.version, v.source, v.current])).toEqual([
      [2, 'editor', true],
      [1, 'tailoring', false],
    ]);
    const first = await client.get<ResumeVersionDetail>(`/api/resume/${made.resumeId}/versions/1`);
    expect(first.body.content).toBe(made.optimizedContent);

    // Exports render from the saved version's document.
    const json = await client.get<{ work: { highlights: string[] }[] }>(`/api/resume/${made.resumeId}/download/json`);
    expect(json.status).toBe(200);
    expect(json.body.work.flatMap((w) => w.highlights)).toContain(TYPED);

    const restored = await client.post<SavedResumeVersion>(`/api/resume/${made.resumeId}/versions/1/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.version).toBe(3);
    expect((await client.get<ResumeDetail>(`/api/resume/${made.resumeId}`)).body.optimizedContent).toBe(made.optimizedContent);
    const after = await client.get<ResumeVersionItem[]>(`/api/resume/${made.resumeId}/versions`);
    expect(after.body.map((v) => [v.version, v.source, v.current])).toEqual([
      [3, 'restore', true],
      [2, 'editor', false],
      [1, 'tailoring', false],
    ]);
    const json2 = await client.get<{ work: { highlights: string[] }[] }>(`/api/resume/${made.resumeId}/download/json`);
    expect(json2.body.work.flatMap((w) => w.highlights)).not.toContain(TYPED);

    const missing = await client.get<ErrorBody>(`/api/resume/${made.resumeId}/versions/9`);
    expect(missing.status).toBe(404);
  });

  it('lists a never-edited resume as its one tailored version', async () => {
    const { client } = await userOnPlan('pro');
    const made = await tailor(client);
    const versions = await client.get<ResumeVersionItem[]>(`/api/resume/${made.resumeId}/versions`);
    expect(versions.body).toEqual([expect.objectContaining({ version: 1, source: 'tailoring', current: true, characters: made.optimizedContent.length })]);
    const one = await client.get<ResumeVersionDetail>(`/api/resume/${made.resumeId}/versions/1`);
    expect(one.body.content).toBe(made.optimizedContent);
  });

  it("answers 404 for another user's resume on every call, and changes nothing", async () => {
    const owner = await userOnPlan('pro');
    const made = await tailor(owner.client);
    const { client: other } = await userOnPlan('pro');
    const calls = [
      other.post<ErrorBody>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: withTypedBullet(made.optimizedContent) }),
      other.get<ErrorBody>(`/api/resume/${made.resumeId}/versions`),
      other.get<ErrorBody>(`/api/resume/${made.resumeId}/versions/1`),
      other.post<ErrorBody>(`/api/resume/${made.resumeId}/versions/1/restore`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Resume not found');
    }
    expect((await owner.client.get<ResumeDetail>(`/api/resume/${made.resumeId}`)).body.optimizedContent).toBe(made.optimizedContent);
  });

  it('saves a resume written in the editor without one as a new resume', async () => {
    const { client } = await userOnPlan('pro');
    const used = await storageUsed(client);
    const saved = await client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeText: SAMPLE_RESUME_TEXT });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.version).toBe(1);
    const detail = await client.get<ResumeDetail>(`/api/resume/${saved.body.resumeId}`);
    expect(detail.body).toMatchObject({ optimizedContent: SAMPLE_RESUME_TEXT, jobUrl: null, jobDetails: null, match: null });
    const versions = await client.get<ResumeVersionItem[]>(`/api/resume/${saved.body.resumeId}/versions`);
    expect(versions.body.map((v) => [v.version, v.source])).toEqual([[1, 'editor']]);
    const bytes = Buffer.byteLength(SAMPLE_RESUME_TEXT);
    expect(await storageUsed(client)).toBe(used + bytes);
    // Deleting it gives its bytes and its versions' back.
    const again = await client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeId: saved.body.resumeId, resumeText: `${SAMPLE_RESUME_TEXT}\n${TYPED}` });
    expect(again.status).toBe(201);
    expect(await storageUsed(client)).toBe(used + bytes + Buffer.byteLength(`${SAMPLE_RESUME_TEXT}\n${TYPED}`));
    expect((await client.delete(`/api/resume/${saved.body.resumeId}`)).status).toBe(200);
    expect(await storageUsed(client)).toBe(used);
  });

  it('refuses text under 100 characters with the spec message', async () => {
    const { client } = await userOnPlan('pro');
    const short = await client.post<ErrorBody>('/api/resume/editor-save', { resumeText: 'Too short to be a resume.' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter more text for your resume (minimum 100 characters)');
  });

  it(`refuses text past ${limits.maxResumeTextLines} lines with 413, on save and on analysis, storing nothing`, async () => {
    const { client } = await userOnPlan('pro');
    const long = [SAMPLE_RESUME_TEXT, ...Array.from({ length: limits.maxResumeTextLines }, (_, i) => `- Line ${i}`)].join('\n');
    for (const path of ['/api/resume/editor-save', '/api/resume/formatting-suggestions']) {
      const refused = await client.post<ErrorBody>(path, { resumeText: long });
      expect(refused.status, path).toBe(413);
      expect(refused.body).toEqual({ error: 'payload_too_large', message: messages.resumeTextTooManyLines });
    }
    expect(await listMine(client)).toEqual([]);
  });
});

describe('revisions per plan (D9) and storage', () => {
  it('free_trial saves once during the trial, then answers 402 with a way to upgrade; restoring stays open', async () => {
    const { client } = await userOnPlan('free_trial');
    const made = await tailor(client);
    const first = await client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: withTypedBullet(made.optimizedContent) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.revisionsLeft).toBe(0);
    const second = await client.post<ErrorBody>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: `${made.optimizedContent}\n` });
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ error: 'quota_exhausted', details: { href: '/pricing' } });
    expect(second.body.message).toMatch(/^You have reached your monthly limit of revisions\. It resets on /);
    expect((await client.post(`/api/resume/${made.resumeId}/versions/1/restore`)).status).toBe(200);
  });

  it('starter saves once per period; pro saves without a limit, in parallel, each its own version', () => withParallelComputePerUser(async () => {
    const starter = await userOnPlan('starter');
    const mine = await tailor(starter.client);
    const results = await Promise.all(
      [1, 2, 3].map((n) => starter.client.post<ErrorBody>('/api/resume/editor-save', { resumeId: mine.resumeId, resumeText: `${mine.optimizedContent}\n${TYPED} ${n}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402]);

    const pro = await userOnPlan('pro');
    const theirs = await tailor(pro.client);
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => pro.client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeId: theirs.resumeId, resumeText: `${theirs.optimizedContent}\n${TYPED} ${n}` })),
    );
    expect(saves.map((s) => s.status)).toEqual([201, 201, 201, 201, 201]);
    expect(saves.map((s) => s.body.version).sort()).toEqual([2, 3, 4, 5, 6]);
  }));

  it("answers the spec's storage message when a save does not fit, and gives the revision back", async () => {
    const { client, user } = await userOnPlan('starter');
    const made = await tailor(client);
    const [storage] = await suite.database.db.select({ limit: users.storageLimit }).from(users).where(eq(users.id, user.id));
    await suite.database.db.update(users).set({ storageUsed: storage!.limit - 10 }).where(eq(users.id, user.id));
    const text = withTypedBullet(made.optimizedContent);
    const refused = await client.post<ErrorBody>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: text });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(messages.notEnoughStorage('10 Bytes', formatBytes(Buffer.byteLength(text))));
    expect(await suite.database.db.select().from(quotaUsage).where(eq(quotaUsage.userId, user.id))).toEqual([]);
    expect((await client.get<ResumeDetail>(`/api/resume/${made.resumeId}`)).body.optimizedContent).toBe(made.optimizedContent);

    await suite.database.db.update(users).set({ storageUsed: 0 }).where(eq(users.id, user.id));
    const saved = await client.post<SavedResumeVersion>('/api/resume/editor-save', { resumeId: made.resumeId, resumeText: text });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });
});
