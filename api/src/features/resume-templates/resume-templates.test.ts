/**
 * Template access by plan over HTTP (issue 11 §4, decision D7): the catalogue split per plan, and a
 * locked template refused with 403 naming the plan that unlocks it, for tailoring and for downloads.
 */
import { lockedTemplateMessage, messages, planIds, resumeTemplates, type ErrorBody, type OptimizeResult, type PlanId, type TemplatesResponse } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { requireChromium } from '../../test/chromium';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import type { TestDatabase } from '../../test/test-db';
import { useTestServer, type TestServer } from '../../test/test-server';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';

const suite = useTestServer();
let database: TestDatabase;
let server: TestServer;
beforeAll(() => {
  ({ database, server } = suite);
});

const JOB = {
  jobUrl: 'https://www.linkedin.com/jobs/view/backend-engineer-at-northwind-4000000002',
  jobDescription: 'Northwind needs a Backend Engineer with Node.js, PostgreSQL and TypeScript to build payment APIs for its customers.',
  jobTitle: 'Backend Engineer',
  company: 'Northwind',
};

async function userOnPlan(plan: PlanId): Promise<TestClient> {
  const { client, user } = await registerUser(server);
  if (plan !== 'free_trial') {
    await database.db.update(users).set({ subscriptionTier: plan, subscriptionStatus: 'active', subscriptionEndDate: null }).where(eq(users.id, user.id));
  }
  return client;
}

describe('GET /api/resume-templates', () => {
  const expected: Record<PlanId, number> = { free_trial: 2, starter: 5, pro: 15, elite: 27 };

  it.each(planIds)('%s: the templates its plan unlocks, and the rest locked with the plan that unlocks each', async (plan) => {
    const client = await userOnPlan(plan);
    const response = await client.get<TemplatesResponse>('/api/resume-templates');
    expect(response.status).toBe(200);
    const { available, locked } = response.body;
    expect(available).toHaveLength(expected[plan]);
    expect(available.length + locked.length).toBe(resumeTemplates.length);
    expect(available.every((t) => t.unlockPlan === null && t.previewUrl === `/api/resume-templates/${t.id}/thumbnail.png`)).toBe(true);
    for (const t of locked) expect(planIds.indexOf(t.unlockPlan ?? 'free_trial')).toBeGreaterThan(planIds.indexOf(plan));
    expect(available.map((t) => t.id)).toContain('basic-1');
  });

  it.skipIf(!requireChromium('template previews'))('serves the preview a listed template names, as a PNG', async () => {
    const client = await userOnPlan('free_trial');
    const [first] = (await client.get<TemplatesResponse>('/api/resume-templates')).body.available;
    const image = await fetch(`${server.url}${first?.previewUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }, 60_000);

  it.skipIf(!requireChromium('template previews'))("previews the user's newest resume in any template, locked ones too", async () => {
    const client = await userOnPlan('free_trial');
    const none = await client.get<ErrorBody>('/api/resume-templates/prem-3/my-preview.png');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(messages.noResumeToPreview);
    expect((await client.post('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, ...JOB })).status).toBe(201);
    const image = await client.request('GET', '/api/resume-templates/prem-3/my-preview.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/api/resume-templates/prem-99/my-preview.png')).status).toBe(404);
  }, 60_000);

  it('answers 401 when signed out', async () => {
    expect((await server.client().get('/api/resume-templates')).status).toBe(401);
    expect((await server.client().get('/api/resume-templates/basic-1/my-preview.png')).status).toBe(401);
  });
});

describe('locked templates', () => {
  it('refuses tailoring in a template the plan does not unlock with 403 naming the plan, and allows an unlocked one', async () => {
    const trial = await userOnPlan('free_trial');
    const refused = await trial.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, ...JOB, templateId: 'prem-1' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(lockedTemplateMessage('prem-1'));
    expect(refused.body.message).toBe('This template comes with the Pro plan. Upgrade to use it.');
    expect((await trial.get<unknown[]>('/api/my-resumes')).body).toHaveLength(0);

    const pro = await userOnPlan('pro');
    const made = await pro.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, ...JOB, templateId: 'prem-1' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });

  it('answers an id outside the catalogue with 400', async () => {
    const client = await userOnPlan('elite');
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, ...JOB, templateId: 'prem-99' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.unknownTemplate);
  });

  it('downloads in any unlocked template with ?template=, 403 for a locked one, and no new resume or storage', async () => {
    const client = await userOnPlan('pro');
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, ...JOB });
    const id = made.body.resumeId;
    const storage = (await client.get<{ used: number }>('/api/user/storage-info')).body.used;
    const other = await client.request('GET', `/api/resume/${id}/download/docx?template=prem-8`);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-resume-template')).toBe('prem-8');
    const locked = await client.get<ErrorBody>(`/api/resume/${id}/download/docx?template=excl-1`);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('This template comes with the Elite plan. Upgrade to use it.');
    const own = await client.request('GET', `/api/resume/${id}/download/docx`);
    expect(own.headers.get('x-resume-template')).toBe('basic-1');
    expect((await client.get<unknown[]>('/api/my-resumes')).body).toHaveLength(1);
    expect((await client.get<{ used: number }>('/api/user/storage-info')).body.used).toBe(storage);
  });
});
