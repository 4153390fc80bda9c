/**
 * Cover letters over HTTP (issue 13, section 1): a letter written from the user's tailored resume for
 * the posting, listed, read, edited, deleted and downloaded (TXT, DOCX, PDF in the resume's template);
 * the spec's validation messages; plans (403 without cover letters, pro 5 a period with parallel
 * requests at the edge, elite unlimited); another user's resume or letter is 404; and a model on
 * loopback whose inventions are taken out and reported.
 */
import { limits, messages, type ErrorBody, type OptimizeResult } from '@jobapp/shared';
import type { ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import type { CoverLetterDetail, CoverLetterListItem, CoverLetterResult } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { checkCoverLetterStructure } from '@jobapp/shared/cover-letters/check';
import { findCoverLetterTemplate } from '@jobapp/shared/cover-letters/templates';
import mammoth from 'mammoth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { startOpenAiServer, type OpenAiServer } from '../../test/openai-server';
import type { TestClient } from '../../test/test-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { requireChromium } from '../../test/chromium';
import { withParallelComputePerUser } from '../../test/parallel-compute';
import { extractPdfText } from '../exports/parse-back';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { PASTED_DESCRIPTION, useResumesSuite, WALLED_JOB_LINK } from '../resumes/test-kit';

const suite = useResumesSuite();

const POSTING =
  'Northwind Health builds scheduling software for 400 clinics. We are hiring a Backend Engineer to scale our appointment APIs. ' +
  'Requirements: 4+ years of TypeScript and Node.js, PostgreSQL schema design, Docker and AWS. You will own the booking service.';

type Plan = 'free_trial' | 'starter' | 'pro' | 'elite';

async function userOnPlan(server: TestServer, plan: Plan) {
  const made = await registerUser(server);
  if (plan !== 'free_trial') expect((await made.client.post('/api/create-subscription', { plan })).status).toBe(200);
  return made;
}

async function tailor(client: TestClient): Promise<OptimizeResult> {
  const made = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const request = (resumeId: number, extra: Record<string, unknown> = {}) => ({
  resumeId,
  jobTitle: 'Backend Engineer',
  company: 'Northwind Health',
  jobDescription: POSTING,
  ...extra,
});

describe('POST /api/generate-cover-letter', () => {
  it('takes any job link (D12): a page it cannot read still gets its letter, the link kept', async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    // A loopback address is never fetched for a user's link (safe fetcher): the page is unreadable.
    const link = 'http://127.0.0.1:9/careers/backend-engineer';
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId, { jobUrl: link, jobDescription: undefined }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const pasted = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId, { jobUrl: 'https://careers.example.com/jobs/7' }));
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(201);
  });

  it(`answers 413 for a stored resume past ${limits.maxResumeTextLines} lines, before writing or charging anything`, async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const long = [SAMPLE_RESUME_TEXT, ...Array.from({ length: limits.maxResumeTextLines }, (_, i) => `- Line ${i}`)].join('\n');
    // Stored before the bound existed.
    await suite.database.db.update(resumes).set({ optimizedContent: long }).where(eq(resumes.id, resume.resumeId));
    const refused = await client.post<ErrorBody>('/api/generate-cover-letter', request(resume.resumeId));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: 'payload_too_large', message: messages.resumeTextTooManyLines });
    expect((await client.get<CoverLetterListItem[]>('/api/my-cover-letters')).body).toEqual([]);
  });

  it("signs with the account's full name when the resume lost its name line", async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const [row] = await suite.database.db.select({ document: resumes.tailoredDocument, content: resumes.optimizedContent }).from(resumes).where(eq(resumes.id, resume.resumeId));
    const document = structuredClone(row!.document) as { contact: { name: string } };
    document.contact.name = '';
    const content = (row!.content ?? '').replace(/^Jordan Rivera\n/, '');
    await suite.database.db.update(resumes).set({ tailoredDocument: document, optimizedContent: content }).where(eq(resumes.id, resume.resumeId));
    const user = await client.get<{ fullName: string }>('/api/user');
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.content).not.toContain('Jordan Rivera');
    expect(made.body.content.endsWith(`\n${user.body.fullName}`), made.body.content).toBe(true);
  });

  it('writes a letter from the resume for the posting, in its template, and keeps it for the user', async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const letter = made.body;
    expect(letter.jobDetails).toEqual({ title: 'Backend Engineer', company: 'Northwind Health' });
    expect(letter.templateId).toBe('cl-standard-1');
    expect(letter.engine).toEqual({ name: 'built-in' });
    expect(letter.removedClaims).toEqual([]);
    expect(letter.content).toMatch(/^Dear Northwind Health team,/);
    expect(letter.content).toMatch(/Sincerely,\nJordan Rivera$/);
    // Real achievements with their real numbers; nothing in brackets.
    expect(letter.content).toMatch(/2 million requests a day|40%/);
    expect(letter.content).not.toMatch(/\[|\{/);
    // A three-statement resume and a two-line posting give a short letter: it may end under the template's
    // length (the user sees that warning; nothing is padded), and has no other structure problem.
    const problems = checkCoverLetterStructure(letter.content, findCoverLetterTemplate('cl-standard-1')!).problems;
    expect(problems.filter((p) => !/^The letter has \d+ words; the Traditional template asks for 100 to 300\.$/.test(p))).toEqual([]);

    const list = await client.get<CoverLetterListItem[]>('/api/my-cover-letters');
    expect(list.body).toEqual([expect.objectContaining({ id: letter.id, resumeId: resume.resumeId, jobTitle: 'Backend Engineer', company: 'Northwind Health', status: 'completed', templateUsed: 'cl-standard-1' })]);
    const detail = await client.get<CoverLetterDetail>(`/api/cover-letter/${letter.id}`);
    expect(detail.body.content).toBe(letter.content);

    const edited = `${letter.content.replace('Sincerely,', 'Thank you for your time.\n\nSincerely,')}`;
    const patched = await client.patch<CoverLetterDetail>(`/api/cover-letter/${letter.id}`, { content: edited });
    expect(patched.status).toBe(200);
    expect(patched.body.content).toBe(edited);

    const txt = await client.bytes(`/api/cover-letter/${letter.id}/download/txt`);
    expect(txt.status).toBe(200);
    expect(txt.headers.get('content-disposition')).toContain('Cover Letter - Northwind Health.txt');
    expect(txt.body.toString('utf8')).toBe(`${edited}\n`);
    const docx = await client.bytes(`/api/cover-letter/${letter.id}/download/docx`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('x-resume-template')).toBe('basic-1');
    const docxText = (await mammoth.extractRawText({ buffer: docx.body })).value;
    expect(docxText).toContain('Jordan Rivera');
    expect(docxText).toContain('Thank you for your time.');

    expect((await client.delete(`/api/cover-letter/${letter.id}`)).status).toBe(200);
    expect((await client.get(`/api/cover-letter/${letter.id}`)).status).toBe(404);
  });

  it.skipIf(!requireChromium('cover-letters.test.ts'))("downloads as a PDF in the resume's template, or another the plan unlocks", async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const letter = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    const pdf = await client.bytes(`/api/cover-letter/${letter.body.id}/download/pdf?template=prof-1`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('x-resume-template')).toBe('prof-1');
    const pdfText = (await extractPdfText(pdf.body)).replace(/\s+/g, ' ');
    expect(pdfText).toContain('Jordan Rivera');
    expect(pdfText).toContain('jordan.rivera@example.com');
    expect(pdfText).toContain('Dear Northwind Health team,');
    const locked = await client.bytes(`/api/cover-letter/${letter.body.id}/download/pdf?template=excl-1`);
    expect(locked.status).toBe(403);
  });

  it('answers in the spec words for bad input, and asks a Referral letter for the referrer', async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request(resume.resumeId), resumeId: 0 }, 'Please select a valid resume'],
      [{ ...request(resume.resumeId), resumeId: 'abc' }, 'Please select a valid resume'],
      [{ ...request(resume.resumeId), jobTitle: ' ' }, 'Job title is required'],
      [{ ...request(resume.resumeId), company: '' }, 'Company name is required'],
      [{ ...request(resume.resumeId), jobUrl: 'not a link' }, 'Please enter a valid job URL'],
      [{ ...request(resume.resumeId), templateId: 'cl-spec-2' }, 'Please enter who referred you'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post<ErrorBody>('/api/generate-cover-letter', body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const referral = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId, { templateId: 'cl-spec-2', referrerName: 'Priya Shah' }));
    expect(referral.status, JSON.stringify(referral.body)).toBe(201);
    expect(referral.body.content).toContain('Priya Shah');
  });

  it("answers 404 for another user's resume or letter", async () => {
    const owner = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(owner.client);
    const letter = await owner.client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    const { client: other } = await userOnPlan(suite.server, 'elite');
    expect((await other.post('/api/generate-cover-letter', request(resume.resumeId))).status).toBe(404);
    for (const response of [
      await other.get(`/api/cover-letter/${letter.body.id}`),
      await other.patch(`/api/cover-letter/${letter.body.id}`, { content: 'Mine now.' }),
      await other.delete(`/api/cover-letter/${letter.body.id}`),
      await other.bytes(`/api/cover-letter/${letter.body.id}/download/txt`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await other.get<CoverLetterListItem[]>('/api/my-cover-letters')).body).toEqual([]);
  });
});

describe('cover letters per plan (D9)', () => {
  it('refuses free_trial and starter with 403 and its message', async () => {
    for (const plan of ['free_trial', 'starter'] as const) {
      const { client } = await userOnPlan(suite.server, plan);
      const resume = await tailor(client);
      const refused = await client.post<ErrorBody>('/api/generate-cover-letter', request(resume.resumeId));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: 'subscription_required', message: messages.subscriptionRequiredFor('cover letters') });
    }
  });

  it('lets pro write exactly 5 in a period even when 7 are asked for at once; elite has no limit', () => withParallelComputePerUser(async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const answers = await Promise.all(Array.from({ length: 7 }, () => client.post<ErrorBody>('/api/generate-cover-letter', request(resume.resumeId))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 402, 402]);
    const refused = answers.find((a) => a.status === 402)!;
    expect(refused.body).toMatchObject({ error: 'quota_exhausted', details: { href: '/pricing' } });
    expect(refused.body.message).toMatch(/^You have reached your monthly limit of cover letters\. It resets on /);
    expect((await client.get<CoverLetterListItem[]>('/api/my-cover-letters')).body).toHaveLength(5);

    const elite = await userOnPlan(suite.server, 'elite');
    const theirs = await tailor(elite.client);
    const many = await Promise.all(Array.from({ length: 7 }, () => elite.client.post('/api/generate-cover-letter', request(theirs.resumeId))));
    expect(many.map((a) => a.status)).toEqual(Array(7).fill(201));
  }));
});

describe('a model writes the letter (D4)', () => {
  let llm: OpenAiServer;
  let server: TestServer;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    server = await startTestServer({
      database: suite.database,
      env: {
        LINKEDIN_ORIGIN: suite.site.origin,
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: llm.baseUrl,
        OPENAI_MODEL: 'gpt-test-mini',
        OPENAI_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await llm?.close();
  });

  const honest = {
    hook: 'The Backend Engineer role at Northwind Health asks for TypeScript, Node.js and PostgreSQL, which is the work I have done for six years.',
    evidence:
      'At Acme Corp I built REST APIs in Node.js and TypeScript serving 2 million requests a day, and I designed PostgreSQL schemas that cut query latency by 40%. ' +
      'Before that, at Globex, I wrote Python services and Docker deployments on AWS.',
    close: 'I would welcome the chance to talk about how I could help scale your appointment APIs and the booking service.',
  };

  it('removes every invented employer, count and skill, reports them, and keeps the rest', async () => {
    llm.answer({
      paragraphs: [
        { role: 'hook', text: honest.hook },
        { role: 'why-company', text: 'Northwind Health builds scheduling software for 400 clinics, and owning the booking service is work I want to do.' },
        {
          role: 'evidence',
          text: `${honest.evidence} At Initech I led 12 engineers through a platform rewrite. I also ran Kubernetes clusters in production for twelve teams.`,
        },
        { role: 'close', text: honest.close },
      ],
    });
    const { client } = await userOnPlan(server, 'pro');
    const resume = await tailor(client);
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const text = made.body.content;
    expect(text).not.toMatch(/Initech|12 engineers|Kubernetes|twelve/);
    expect(text).toContain('serving 2 million requests a day');
    expect(made.body.removedClaims.join('\n')).toMatch(/Initech|12/);
    expect(made.body.removedClaims.join('\n')).toMatch(/Kubernetes|twelve/);
    expect(llm.requests.length).toBeGreaterThan(0);
    const sent = JSON.parse(llm.requests.at(-1)!.body) as { response_format?: { type?: string } };
    expect(sent.response_format?.type).toBe('json_schema');
    const stored = await client.get<CoverLetterDetail & { removedClaims: string[] }>(`/api/cover-letter/${made.body.id}`);
    expect(stored.body.removedClaims).toEqual(made.body.removedClaims);
  });

  it("answers with the model's letter when it passes the built-in letter's checks (truth, structure, grammar)", async () => {
    const good = [
      { role: 'hook', text: 'I would like to be considered for the Backend Engineer position at Northwind Health. I am a backend engineer with 6 years of experience building APIs in TypeScript, Node.js and PostgreSQL, and I currently work as a senior software engineer at Acme Corp.' },
      {
        role: 'evidence',
        text:
          'At Acme Corp I built REST APIs in Node.js and TypeScript that serve 2 million requests a day. I also designed PostgreSQL schemas there and cut query latency by 40%. ' +
          'Before that, at Globex, I wrote Python services and set up Docker deployments on AWS. Across both roles my daily tools were TypeScript, Python and PostgreSQL.',
      },
      { role: 'why-company', text: 'Your posting says the company builds scheduling software for 400 clinics and that this role owns the booking service. Keeping appointments running for those clinics is work I would be glad to do every day.' },
      { role: 'close', text: 'I would welcome a conversation about the booking service and your appointment APIs. Thank you for reading my application.' },
    ];
    llm.answer({ paragraphs: good });
    const { client } = await userOnPlan(server, 'pro');
    const resume = await tailor(client);
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status).toBe(201);
    expect(made.body.removedClaims).toEqual([]);
    expect(made.body.engine).toEqual({ name: 'gpt-test-mini' });
    expect(made.body.content).toContain('Keeping appointments running for those clinics is work I would be glad to do every day.');
    expect(made.body.content).toMatch(/Sincerely,\nJordan Rivera$/);
  });

  it("answers with the built-in letter, and says so, when the model's letter is not grammatical", async () => {
    llm.answer({
      paragraphs: [
        // "I" before a title, a clause without a verb and a common noun in capitals: each a fault the built-in writer never makes.
        { role: 'hook', text: 'I registered Engineer with six years of Node.js and TypeScript work; strong PostgreSQL skills.' },
        { role: 'why-company', text: 'Northwind Health builds scheduling software for 400 clinics.' },
        { role: 'evidence', text: `${honest.evidence} I am experienced with Troubleshooting and Deployments.` },
        { role: 'close', text: honest.close },
      ],
    });
    const { client } = await userOnPlan(server, 'pro');
    const resume = await tailor(client);
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status).toBe(201);
    expect(made.body.engine).toEqual({ name: 'built-in', fallbackReason: 'invalid-output' });
    expect(made.body.content).not.toContain('I registered Engineer');
    expect(made.body.content).not.toContain('Troubleshooting');
    const sent = JSON.parse(llm.requests.at(-1)!.body) as { messages: { content: string }[] };
    // The prompt asks for the chosen template's structure, paragraph by paragraph.
    expect(sent.messages.map((m) => m.content).join('\n')).toMatch(/1\. role "hook"[\s\S]*2\. role "evidence"[\s\S]*3\. role "why-company"[\s\S]*4\. role "close"/);
  });

  it('falls back to the built-in letter when the model fails', async () => {
    llm.fail(500);
    const { client } = await userOnPlan(server, 'pro');
    const resume = await tailor(client);
    const made = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(made.status).toBe(201);
    expect(made.body.engine).toEqual({ name: 'built-in', fallbackReason: 'error' });
    expect(made.body.content).toMatch(/^Dear Northwind Health team,/);
  });
});

describe('the tracker follows the work (issue 24)', () => {
  it('a tailoring makes the job’s card without another call, and a letter for the same job attaches to it', async () => {
    const { client } = await userOnPlan(suite.server, 'pro');
    const resume = await tailor(client);
    const afterTailoring = await client.get<ApplicationItem[]>('/api/applications');
    expect(afterTailoring.body).toHaveLength(1);
    const { title, company } = resume.jobDetails;
    expect(afterTailoring.body[0]).toMatchObject({ source: 'tailoring', stage: 'saved', jobTitle: title, company, jobUrl: WALLED_JOB_LINK, resumeIds: [resume.resumeId], coverLetterIds: [] });

    const letter = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId, { jobTitle: title, company, jobUrl: WALLED_JOB_LINK }));
    expect(letter.status, JSON.stringify(letter.body)).toBe(201);
    const afterLetter = await client.get<ApplicationItem[]>('/api/applications');
    expect(afterLetter.body).toHaveLength(1);
    expect(afterLetter.body[0]).toMatchObject({ resumeIds: [resume.resumeId], coverLetterIds: [letter.body.id] });

    // A letter for another job makes that job's card.
    const other = await client.post<CoverLetterResult>('/api/generate-cover-letter', request(resume.resumeId));
    expect(other.status).toBe(201);
    const afterOther = await client.get<ApplicationItem[]>('/api/applications');
    expect(afterOther.body.map((a) => [a.source, a.company])).toEqual([['cover_letter', 'Northwind Health'], ['tailoring', company]]);
  });
});
