/** POST /api/optimize-resume-text over HTTP: pasted resume text, no file, its bytes charged to storage. */
import { formatBytes, limits, messages, pastedJobFieldMessages, type ErrorBody, type OptimizeResult, type ResumeDetail } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { createUserLimiter, userLimits } from '../../middleware/rate-limit';
import { registerUser } from '../../test/factories';
import { COMPANY_NEEDED, JOB_TITLE_NEEDED, PASTED_TOO_SHORT } from '../jobs/job-source.service';
import { buildHtmlResume, SAMPLE_RESUME_TEXT } from './parsing/test-files';
import { JOB_CANONICAL, JOB_COMPANY, JOB_LINK, JOB_TITLE, listMine, PASTED_DESCRIPTION, storageUsed, useResumesSuite, WALLED_JOB_LINK, expectNothingStored } from './test-kit';

const suite = useResumesSuite();

describe('POST /api/optimize-resume-text', () => {
  it('answers 401 when signed out', async () => {
    const response = await suite.server.client().post('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
    expect(response.status).toBe(401);
  });

  it('tailors pasted text, stores it without a file and charges its bytes to storage', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: `\r\n${SAMPLE_RESUME_TEXT.replace(/\n/g, '\r\n')}\r\n`,
      jobUrl: JOB_LINK,
      templateId: 'basic-2',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      resumeId: expect.any(Number),
      templateId: 'basic-2',
      engine: { name: 'built-in' },
      removedClaims: [],
      jobDetails: { title: JOB_TITLE, company: JOB_COMPANY, url: JOB_CANONICAL, origin: 'fetch' },
    });
    expect(response.body.optimizedContent).toMatch(/^SKILLS$/m);
    expect(response.body.optimizedContent).not.toContain('\r');
    expect(response.body.match.scoreBefore).toBeLessThanOrEqual(response.body.match.scoreAfter);
    const bytes = Buffer.byteLength(SAMPLE_RESUME_TEXT, 'utf8');
    expect(await storageUsed(client)).toBe(bytes);

    const detail = await client.get<ResumeDetail>(`/api/resume/${response.body.resumeId}`);
    expect(detail.body).toMatchObject({ originalFileName: null, originalSize: bytes, templateUsed: 'basic-2', jobTitle: JOB_TITLE });
    const original = await client.get<ErrorBody>(`/api/resume/${response.body.resumeId}/original`);
    expect(original.status).toBe(404);
    expect(original.body).toEqual({ error: 'not_found', message: messages.resumeNotFound });
  });

  it("reads a pasted web page's source as the words it shows, not its tags", async () => {
    const { client } = await registerUser(suite.server);
    const page = buildHtmlResume().toString('utf8');
    const response = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: page, jobUrl: JOB_LINK });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, response.body.resumeId));
    expect(row?.originalText).toContain(SAMPLE_RESUME_TEXT.split('\n')[0]);
    expect(row?.originalText).not.toMatch(/<|font-family/);
    expect(response.body.optimizedContent).toMatch(/^SKILLS$/m);
    expect(response.body.optimizedContent).not.toMatch(/<|font-family/);
  });

  it.each([
    ['missing', { jobUrl: JOB_LINK }],
    ['shorter than 100 characters', { jobUrl: JOB_LINK, resumeText: 'Jordan Rivera, engineer. '.repeat(3) }],
    ['100 characters only once its spacing is cleaned', { jobUrl: JOB_LINK, resumeText: `Jordan${'\u200B'.repeat(120)} Rivera` }],
  ])('answers 400 with the spec message when the resume text is %s', async (_label, body) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'validation_failed', message: messages.resumeTextMin, details: { resumeText: messages.resumeTextMin } });
    await expectNothingStored(client, 0);
  });

  it.each([
    ['missing', undefined, messages.jobUrlMissing],
    ['not an http(s) URL', 'www.linkedin.com/jobs/view/123', 'Please enter a valid LinkedIn or Indeed job posting URL'],
  ])('answers 400 when the job link is %s', async (_label, jobUrl, message) => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { jobUrl: message } });
    await expectNothingStored(client, 0);
  });

  it('takes any job link, or none, with a pasted description (D12), and asks for a title and company nobody gave', async () => {
    const { client } = await registerUser(suite.server);
    const link = 'https://careers.example.com/jobs/42-platform-engineer?src=mail';
    const anyLink = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: link, jobDescription: PASTED_DESCRIPTION });
    expect(anyLink.status, JSON.stringify(anyLink.body)).toBe(201);
    expect(anyLink.body.jobDetails).toMatchObject({ url: link, source: 'other', origin: 'pasted', title: 'Platform Engineer', company: 'Example Labs' });

    const noLink = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: '', jobDescription: PASTED_DESCRIPTION });
    expect(noLink.status, JSON.stringify(noLink.body)).toBe(201);
    expect(noLink.body.jobDetails).toMatchObject({ url: '', source: 'other', origin: 'pasted' });
    expect((await client.get<ResumeDetail>(`/api/resume/${noLink.body.resumeId}`)).body.jobUrl).toBeNull();

    const unnamed = 'We need someone with 4+ years of TypeScript and PostgreSQL to run our billing services and on-call rota.';
    const asked = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobDescription: unnamed });
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ error: 'validation_failed', details: { jobTitle: JOB_TITLE_NEEDED, company: COMPANY_NEEDED } });
    const named = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobDescription: unnamed, jobTitle: 'Billing Engineer', company: 'Fabrikam' });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(named.body.jobDetails).toMatchObject({ title: 'Billing Engineer', company: 'Fabrikam' });
    expect(await listMine(client)).toHaveLength(3);
  });

  it('asks for the description when the page cannot be read, and uses it once pasted', async () => {
    const { client } = await registerUser(suite.server);
    const refused = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'job_description_required', message: messages.jobDescriptionRequired });
    await expectNothingStored(client, 0);

    const pasted = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(201);
    expect(pasted.body.jobDetails.origin).toBe('pasted');
    expect(await listMine(client)).toHaveLength(1);
  });

  it('refuses pasted text with the storage-full message when it does not fit, storing nothing', async () => {
    const { client, user } = await registerUser(suite.server);
    const bytes = Buffer.byteLength(SAMPLE_RESUME_TEXT, 'utf8');
    const used = limits.defaultStorageBytes - bytes + 1;
    await suite.database.db.update(users).set({ storageUsed: used }).where(eq(users.id, user.id));
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'storage_full', message: messages.notEnoughStorage(formatBytes(bytes - 1), formatBytes(bytes)) });
    await expectNothingStored(client, used);
  });

  it(`answers 413 for pasted text past ${limits.maxResumeTextLines} lines, before any tailoring`, async () => {
    const { client } = await registerUser(suite.server);
    const lines = [...SAMPLE_RESUME_TEXT.split('\n'), ...Array.from({ length: limits.maxResumeTextLines }, (_, i) => `- Line ${i}`)];
    const response = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: lines.join('\n'), jobUrl: JOB_LINK });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'payload_too_large', message: messages.resumeTextTooManyLines });
    await expectNothingStored(client, 0);

    const atBound = lines.slice(0, limits.maxResumeTextLines).join('\n');
    const accepted = await client.post('/api/optimize-resume-text', { resumeText: atBound, jobUrl: JOB_LINK });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.request<ErrorBody>('POST', '/api/optimize-resume-text', {
      raw: `resumeText=${encodeURIComponent(SAMPLE_RESUME_TEXT)}&jobUrl=${encodeURIComponent(JOB_LINK)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it(`answers 429 after ${userLimits.optimize.points} optimize calls in ${userLimits.optimize.durationSeconds / 60} minutes, per user`, async () => {
    const { client, user } = await registerUser(suite.server);
    const limiter = createUserLimiter(suite.database.db, 'optimize');
    await limiter.consume(String(user.id), userLimits.optimize.points);
    const limited = await client.post<ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'rate_limited', message: messages.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const { client: other } = await registerUser(suite.server);
    const allowed = await other.post('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: JOB_LINK });
    expect(allowed.status).toBe(201);
  });
});

describe('POST /api/optimize-resume-text: a pasted job keeps its identity (issue 9)', () => {
  const optimize = (client: Awaited<ReturnType<typeof registerUser>>['client'], body: Record<string, unknown>) =>
    client.post<OptimizeResult & ErrorBody>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, ...body });

  it('names the resume after the job title and company the user gave', async () => {
    const { client } = await registerUser(suite.server);
    const response = await optimize(client, { jobDescription: PASTED_DESCRIPTION, jobTitle: '  Staff Platform Engineer ', company: 'Fabrikam' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.jobDetails).toMatchObject({ title: 'Staff Platform Engineer', company: 'Fabrikam', origin: 'pasted' });
    expect(await listMine(client)).toEqual([expect.objectContaining({ jobTitle: 'Staff Platform Engineer', company: 'Fabrikam' })]);
  });

  it('reads the title and company from the pasted text when the fields are absent', async () => {
    const { client } = await registerUser(suite.server);
    const jobDescription =
      'About Contoso:\nContoso builds scheduling software for clinics.\n\nWe are looking for a Senior Backend Engineer to join our ' +
      'platform team. You will build Node.js and PostgreSQL services on AWS.';
    const response = await optimize(client, { jobDescription });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.jobDetails).toMatchObject({ title: 'Senior Backend Engineer', company: 'Contoso' });
    expect(await listMine(client)).toEqual([expect.objectContaining({ jobTitle: 'Senior Backend Engineer', company: 'Contoso' })]);

    // A field the user gave wins; the other one is still read from the text.
    const mixed = await optimize(client, { jobDescription, company: 'Contoso Health' });
    expect(mixed.body.jobDetails).toMatchObject({ title: 'Senior Backend Engineer', company: 'Contoso Health' });
  });

  it("keeps the readable page's own title and company over the user's fields", async () => {
    const { client } = await registerUser(suite.server);
    const response = await optimize(client, { jobUrl: JOB_LINK, jobTitle: 'Something Else', company: 'Elsewhere' });
    expect(response.status).toBe(201);
    expect(response.body.jobDetails).toMatchObject({ title: JOB_TITLE, company: JOB_COMPANY, origin: 'fetch' });
  });

  it('answers 422 with the reason on the description field when the paste is too short', async () => {
    const { client } = await registerUser(suite.server);
    const response = await optimize(client, { jobDescription: 'Data Engineer, Python.', jobTitle: 'Data Engineer' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: 'job_description_required',
      message: messages.jobDescriptionRequired,
      details: { jobDescription: PASTED_TOO_SHORT },
    });
    expect(PASTED_TOO_SHORT).toBe('Please paste the whole job description (at least 50 characters).');
    await expectNothingStored(client, 0);
  });

  it.each([
    ['jobTitle', pastedJobFieldMessages.jobTitle],
    ['company', pastedJobFieldMessages.company],
  ])('answers 400 with the field message when %s is over 120 characters', async (field, message) => {
    const { client } = await registerUser(suite.server);
    const response = await optimize(client, { jobDescription: PASTED_DESCRIPTION, [field]: 'x'.repeat(121) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { [field]: message } });
    await expectNothingStored(client, 0);
  });
});

describe('POST /api/optimize-resume-text body size', () => {
  it('accepts a long pasted resume beyond the 100 kB JSON limit of other calls', async () => {
    const { client } = await registerUser(suite.server);
    const line = '• Руководил поставками для офисов в Москве и Афинах, Αθήνα και Θεσσαλονίκη\n';
    let resumeText = SAMPLE_RESUME_TEXT + '\n';
    while (Buffer.byteLength(resumeText) < 130_000) resumeText += line;
    expect(resumeText.length).toBeLessThan(100_000);
    const response = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText, jobUrl: JOB_LINK });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201);
  });
});
