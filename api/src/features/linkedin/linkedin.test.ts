/**
 * LinkedIn profile optimization over HTTP (issue 13, section 2): a `pending` row at once, the work on
 * the durable job runner (pending → processing → completed, and a job pending when the server stopped
 * completes after a runner starts again); the result's limits; elite only, 2 a period with parallel
 * requests at the edge and 'monthly limit' past it; the spec's validation; another user's profile is
 * 404; LinkedIn's data export ZIP fills the profile content; a model on loopback whose good texts are
 * used, and whose texts that invent or fall short of the writing bar give way to the built-in writer's.
 */
import { readFileSync } from 'node:fs';
import { messages, type ErrorBody } from '@jobapp/shared';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX, LINKEDIN_ROLE_MAX, type LinkedInProfileDetail } from '@jobapp/shared/linkedin/linkedin.schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../lib/jobs/job-runner';
import { createLogger } from '../../logger';
import { registerUser } from '../../test/factories';
import { startOpenAiServer, type OpenAiServer } from '../../test/openai-server';
import type { TestClient } from '../../test/test-client';
import { startTestServer, useTestServer, type TestServer } from '../../test/test-server';
import { waitFor } from '../../test/wait';
import { buildZip } from '../resumes/parsing/test-files';
import { closeResumeParser } from '../resumes/parsing/parser-pool';
import { LINKEDIN_JOB_ATTEMPTS, linkedInFailure, registerLinkedInJobs, type LinkedInJobDeps } from './linkedin-jobs';

const fixture = (name: string) => readFileSync(new URL(`../../../../shared/src/linkedin/__fixtures__/${name}`, import.meta.url), 'utf8');
const PROFILE = fixture('weak-profile.txt');
const RESUME = fixture('jordan-resume.txt');

const request = {
  profileUrl: 'https://www.linkedin.com/in/jordan-rivera',
  profileContent: PROFILE,
  targetPosition: 'Backend Engineer',
  targetIndustry: 'Software',
};

afterAll(() => closeResumeParser());
const suite = useTestServer();
const runners: JobRunner[] = [];

function startRunner(env: TestServer['env'] = suite.server.env, overrides: Partial<LinkedInJobDeps> = {}): JobRunner {
  const runner = new JobRunner({ db: suite.database.db, clock: suite.server.clock, pollIntervalMs: 50, retryDelayMs: 50 });
  registerLinkedInJobs(runner, { db: suite.database.db, env, logger: createLogger('silent'), clock: suite.server.clock, ...overrides });
  runner.start();
  runners.push(runner);
  return runner;
}

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});

async function elite(target: TestServer = suite.server): Promise<TestClient> {
  const { client } = await registerUser(target);
  expect((await client.post('/api/create-subscription', { plan: 'elite' })).status).toBe(200);
  // A resume of the user's own: the optimizer's other source of facts.
  expect((await client.post('/api/resume/editor-save', { resumeText: RESUME })).status).toBe(201);
  return client;
}

async function completed(client: TestClient, id: number): Promise<LinkedInProfileDetail> {
  let detail: LinkedInProfileDetail | undefined;
  await waitFor(async () => {
    detail = (await client.get<LinkedInProfileDetail>(`/api/linkedin-profile/${id}`)).body;
    return detail.status === 'completed' || detail.status === 'failed';
  }, 20_000);
  return detail!;
}

describe('POST /api/linkedin-profile/optimize', () => {
  it('answers pending at once, and the job completes it with a result inside LinkedIn’s limits', async () => {
    const client = await elite();
    const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', request);
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    expect(made.body).toMatchObject({ status: 'pending', targetPosition: 'Backend Engineer', targetIndustry: 'Software', result: null });

    startRunner();
    const done = await completed(client, made.body.id);
    expect(done.status).toBe('completed');
    const result = done.result!;
    expect(result.headlines).toHaveLength(3);
    for (const headline of result.headlines) expect(headline.length).toBeLessThanOrEqual(LINKEDIN_HEADLINE_MAX);
    expect(result.headlines[0]).toContain('Backend Engineer');
    expect(result.about.length).toBeLessThanOrEqual(LINKEDIN_ABOUT_MAX);
    for (const role of result.roles) expect(role.description.length).toBeLessThanOrEqual(LINKEDIN_ROLE_MAX);
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(result.before.checks.length).toBeGreaterThanOrEqual(20);
    expect(done.headline).toBe(result.headlines[0]);
    expect(done.summary).toBe(result.about);
    expect(done.optimizedContent).toContain(result.about.slice(0, 40));

    const list = await client.get<LinkedInProfileDetail[]>('/api/linkedin-profiles');
    expect(list.body.map((p) => [p.id, p.status])).toEqual([[made.body.id, 'completed']]);
  });

  it('completes a job left pending when the server stopped, once a server starts again', async () => {
    const first = await startTestServer({ database: suite.database });
    const client = await elite(first);
    const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', request);
    expect(made.status).toBe(202);
    await first.close();

    const second = await startTestServer({ database: suite.database });
    startRunner(second.env);
    try {
      const reader = second.client();
      reader.session = client.session;
      const done = await completed(reader, made.body.id);
      expect(done.status).toBe('completed');
    } finally {
      await second.close();
    }
  });

  it('is for elite only, 2 a period: parallel requests at the edge, then a message naming the monthly limit', async () => {
    const { client: pro } = await registerUser(suite.server);
    expect((await pro.post('/api/create-subscription', { plan: 'pro' })).status).toBe(200);
    const refused = await pro.post<ErrorBody>('/api/linkedin-profile/optimize', request);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.subscriptionRequiredFor('LinkedIn optimizations'));

    const client = await elite();
    const answers = await Promise.all([1, 2, 3].map(() => client.post<ErrorBody>('/api/linkedin-profile/optimize', request)));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 202, 402]);
    const limited = answers.find((a) => a.status === 402)!;
    expect(limited.body.message).toContain('monthly limit');
    expect((await client.get<LinkedInProfileDetail[]>('/api/linkedin-profiles')).body).toHaveLength(2);
  });

  it('gives the quota unit back when the job fails all its attempts', async () => {
    const client = await elite();
    const doomed = { ...request, targetPosition: 'Site Reliability Engineer' };
    let attempts = 0;
    startRunner(suite.server.env, {
      optimizeProfile: (input) => {
        // Jobs other tests left pending fail too; only this one's attempts are counted.
        if (input.targetPosition === doomed.targetPosition) attempts += 1;
        return Promise.reject(new Error('the optimizer is down'));
      },
    });
    const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', doomed);
    expect(made.status).toBe(202);
    const done = await completed(client, made.body.id);
    expect(done).toMatchObject({ status: 'failed', failureReason: linkedInFailure });
    expect(attempts).toBe(LINKEDIN_JOB_ATTEMPTS);

    // Both of the period's 2 optimizations are still there.
    const answers = await Promise.all([1, 2].map(() => client.post<ErrorBody>('/api/linkedin-profile/optimize', request)));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
  });

  it("refuses bad input in the spec's words and answers 404 for another user's profile", async () => {
    const client = await elite();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request, profileUrl: 'not a url' }, 'Please enter a valid LinkedIn profile URL'],
      [{ ...request, profileUrl: 'https://linkedin.com.evil.example/in/x' }, 'URL must be from LinkedIn'],
      [{ ...request, profileContent: '' }, 'Profile content is required'],
      [{ ...request, profileContent: 'Too short to be a profile.' }, 'Profile content must be at least 50 characters'],
      [{ ...request, profileContent: 'x'.repeat(10_001) }, 'Profile content exceeds the maximum allowed length'],
      [{ ...request, targetPosition: 'a' }, 'Target position is required'],
      [{ ...request, targetIndustry: '' }, 'Target industry is required'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post<ErrorBody>('/api/linkedin-profile/optimize', body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const mine = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', request);
    const other = await elite();
    expect((await other.get(`/api/linkedin-profile/${mine.body.id}`)).status).toBe(404);
    expect((await other.get<LinkedInProfileDetail[]>('/api/linkedin-profiles')).body).toEqual([]);
  });
});

describe('POST /api/linkedin-profile/import', () => {
  const csv = (name: string) => Buffer.from(fixture(`data-export/${name}`), 'utf8');

  async function upload(client: TestClient, bytes: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), 'Basic_LinkedInDataExport.zip');
    const response = await fetch(`${suite.server.url}/api/linkedin-profile/import`, { method: 'POST', body: form, headers: { cookie: `session=${client.session}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("fills the profile content from LinkedIn's export, with no AI", async () => {
    const client = await elite();
    const zip = buildZip(['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Connections.csv'].map((name) => ({ name, data: name === 'Connections.csv' ? Buffer.from('First Name\n') : csv(name) })));
    const answer = await upload(client, zip);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.positions).toBeGreaterThan(0);
    expect(answer.body.skills).toBeGreaterThan(0);
    const content = String(answer.body.profileContent);
    expect(content).toContain('Providence Health');
    expect(content.length).toBeLessThanOrEqual(10_000);
    // The content it gives is a valid request.
    const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', { ...request, profileContent: content, targetPosition: 'ICU Nurse', targetIndustry: 'Healthcare' });
    expect(made.status).toBe(202);
  });

  it('refuses a file that is not an export, in words', async () => {
    const client = await elite();
    const notZip = await upload(client, Buffer.from('just text'));
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toMatch(/not a LinkedIn data export/);
    const otherZip = await upload(client, buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]));
    expect(otherZip.status).toBe(400);
    expect(otherZip.body.message).toMatch(/none of the files/);
  });
});

describe('a model optimizes the profile (D4)', () => {
  let llm: OpenAiServer;
  let modelServer: TestServer;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    modelServer = await startTestServer({
      database: suite.database,
      env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl, OPENAI_MODEL: 'gpt-test-mini', OPENAI_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await modelServer?.close();
    await llm?.close();
  });

  /** One optimization with the model answering `answer`; the completed row. */
  async function optimizeWith(answer: unknown): Promise<LinkedInProfileDetail> {
    const client = await elite(modelServer);
    const made = await client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', request);
    const before = (await client.get<LinkedInProfileDetail>(`/api/linkedin-profile/${made.body.id}`)).body;
    expect(before.status).toBe('pending');
    llm.answer(answer);
    startRunner(modelServer.env);
    const done = await completed(client, made.body.id);
    expect(done.status).toBe('completed');
    return done;
  }

  it("uses the model's texts when they clear the built-in writer's bar", async () => {
    const good = {
      headlines: ['Backend Engineer | Python, PostgreSQL and Redis', 'Backend Engineer at Northwind Traders | Python · Django', 'Backend Engineer | Cut checkout latency by 35% | Python, Redis'],
      about:
        'At Northwind Traders I cut checkout latency by 35%. I build backend services in Python and Django, and I care about fast, reliable APIs.\n\nBefore that, at Contoso Ltd, I built internal tools for 3 warehouse teams.\n\nIf you are hiring a backend engineer, I would be glad to connect.',
      roles: [],
      skills: ['Python', 'PostgreSQL', 'Django', 'Redis'],
    };
    const done = await optimizeWith(good);
    expect(done.result!.headlines).toEqual(good.headlines);
    expect(done.summary).toBe(good.about);
    expect(done.result!.removedClaims.join('\n')).not.toMatch(/built-in writer/);
    expect(llm.requests.length).toBeGreaterThan(0);
  });

  it('answers with the built-in writer when the model invents employers, counts and skills, and says why', async () => {
    const done = await optimizeWith({
      headlines: ['Backend Engineer | Python, Django, PostgreSQL', 'Backend Engineer | Terraform expert', 'Backend Engineer at Northwind Traders'],
      about: 'I build backend services in Python and Django. At Initech I led 12 engineers and ran Terraform for twelve teams.',
      roles: [],
      skills: ['Python', 'Django', 'Terraform'],
    });
    const text = JSON.stringify({ headlines: done.result!.headlines, about: done.result!.about, skills: done.result!.skills });
    expect(text).not.toMatch(/Initech|12 engineers|twelve|Terraform/);
    expect(done.result!.removedClaims[0]).toMatch(/AI model's draft was not used \(.*the About does not open with a result.*claimed what your profile and resumes do not show.*built-in writer/);
    expect(done.result!.about).toMatch(/^Checkout latency fell by 35%[^.]*\bafter I added Redis caching\./);
    expect(done.result!.headlines).toHaveLength(3);
    expect(done.result!.skills).toEqual(expect.arrayContaining(['Python', 'Django']));
  });
});
