/**
 * tailorForJob with the built-in engine and with the real `openai` SDK talking to an
 * OpenAI-compatible server we run on 127.0.0.1 (POST /v1/chat/completions): a truthful answer, an
 * answer that invents facts, and every failure that must fall back to the built-in engine.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { JobDetails } from '@jobapp/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createServiceDeps, type ServiceTestDeps } from '../jobs/test-deps';
import { tailorForJob, type TailorOutcome } from './tailoring.service';

const RESUME = readFileSync(new URL('./__fixtures__/resume.txt', import.meta.url), 'utf8');
const NOW = new Date('2026-01-15T12:00:00Z');
const MODEL = 'gpt-test-mini';

const JOB: JobDetails = {
  title: 'Senior Backend Engineer',
  company: 'Northwind',
  location: 'Remote',
  skills: ['Python', 'Django', 'PostgreSQL', 'Kubernetes', 'AWS', 'Docker'],
  experience: '5+ years',
  education: '',
  description:
    'We are hiring a Senior Backend Engineer to build our logistics APIs.\n\nRequirements:\n• 5+ years of experience with Python and Django\n• PostgreSQL schema design\n• Kubernetes and AWS\n• Docker',
  origin: 'pasted',
  url: 'https://www.linkedin.com/jobs/view/1/',
  source: 'linkedin',
};

/** A tailored resume that only uses the resume's facts. */
const TRUTHFUL = `Jordan Lee
jordan.lee@example.com | (555) 010-2000 | Portland, OR

SUMMARY
Backend engineer who builds reliable APIs and data pipelines with Python, Django and PostgreSQL.

EXPERIENCE
Backend Engineer | Acme Logistics | Jan 2019 - Present
• Built REST APIs in Python and Django serving 2 million requests a day
• Designed PostgreSQL schemas and cut report query time by 40%
• Containerised services with Docker and set up CI with GitHub Actions

Software Developer | Brightline Retail | Jun 2016 - Dec 2018
• Wrote SQL reports for the finance team
• Maintained the order system written in Java

EDUCATION
B.S. in Computer Science | Oregon State University | 2016

SKILLS
Python, Django, PostgreSQL, Docker, SQL, Java, Git`;

/** The same, plus a skill and an employer the resume does not have. */
const INVENTED = TRUTHFUL.replace('Python, Django, PostgreSQL, Docker, SQL', 'Python, Django, PostgreSQL, Kubernetes, Docker, SQL').replace(
  'EDUCATION',
  'Senior Engineer | Google | Mar 2014 - May 2016\n• Ran Kubernetes clusters on AWS for 300 services\n\nEDUCATION',
);

type Reply = (response: ServerResponse, model: string) => void;

function completion(model: string, message: Record<string, unknown>): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

const answerWith =
  (content: string): Reply =>
  (res, model) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content }));

let database: TestDatabase;
let llm: FixtureServer;
let builtIn: ServiceTestDeps;
let openai: ServiceTestDeps;
let reference: TailorOutcome;

function reply(handler: Reply): void {
  llm.handle((request, response) => {
    const body = JSON.parse(request.body || '{}') as { model?: string };
    handler(response, body.model ?? 'unknown');
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startFixtureServer();
  builtIn = createServiceDeps(database, { OPENAI_BASE_URL: `${llm.origin}/v1` });
  openai = createServiceDeps(database, {
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: `${llm.origin}/v1`,
    OPENAI_MODEL: MODEL,
    OPENAI_TIMEOUT_MS: '400',
  });
  reference = await tailorForJob(builtIn, { resumeText: RESUME, job: JOB, now: NOW });
});
afterAll(async () => {
  await builtIn.close();
  await openai.close();
  await llm.close();
  await database.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  openai.logs.length = 0;
});

describe('built-in engine (AI_PROVIDER=builtin)', () => {
  it('tailors with the shared engine and never calls an LLM', () => {
    expect(builtIn.env.AI_PROVIDER).toBe('builtin');
    expect(reference.engine).toEqual({ name: 'built-in' });
    expect(reference.removedClaims).toEqual([]);
    expect(reference.text).toContain('EXPERIENCE');
    expect(reference.text).toContain('Acme Logistics');
    expect(reference.text).not.toMatch(/Kubernetes|AWS/);
    expect(reference.match.gaps).toEqual(expect.arrayContaining(['Kubernetes', 'AWS']));
    expect(reference.match.scoreAfter).toBeGreaterThanOrEqual(reference.match.scoreBefore);
    expect(llm.requests).toHaveLength(0);
  });
});

describe('OpenAI provider', () => {
  it('uses a truthful answer as is, names the model and sends a json_schema request', async () => {
    reply(answerWith(JSON.stringify({ resumeText: TRUTHFUL })));
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW });
    expect(outcome.engine).toEqual({ name: MODEL });
    expect(outcome.text).toBe(TRUTHFUL);
    expect(outcome.removedClaims).toEqual([]);
    expect(outcome.match.scoreBefore).toBe(reference.match.scoreBefore);
    expect(outcome.match.gaps).toEqual(reference.match.gaps);
    expect(outcome.match.scoreAfter).toBeGreaterThanOrEqual(outcome.match.scoreBefore);

    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(request.body) as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[]; additionalProperties: boolean } } };
    };
    expect(body.model).toBe(MODEL);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({ name: 'tailored_resume', strict: true, schema: { required: ['resumeText'], additionalProperties: false } });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toMatch(/Never add a skill/);
    expect(body.messages[1]!.content).toContain('Acme Logistics');
    expect(body.messages[1]!.content).toContain('Senior Backend Engineer');
    expect(body.messages[1]!.content).toMatch(/Gaps: .*Kubernetes/);
  });

  it('removes a skill and an employer the resume does not have, and lists them', async () => {
    reply(answerWith(JSON.stringify({ resumeText: INVENTED })));
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW });
    expect(outcome.engine).toEqual({ name: MODEL });
    expect(outcome.removedClaims).toEqual(expect.arrayContaining(['skill "Kubernetes"', 'employer "Google"', 'skill "AWS"', 'date "Mar 2014"']));
    expect(outcome.text).not.toMatch(/Kubernetes|Google|AWS|300 services|2014/);
    expect(outcome.text).toContain('Python, Django, PostgreSQL, Docker, SQL, Java, Git');
    expect(outcome.text).toContain('Backend Engineer | Acme Logistics | Jan 2019 - Present');
    expect(outcome.text).not.toMatch(/\n{3,}/);
    expect(outcome.warnings).toContain(`Removed ${outcome.removedClaims.length} statement(s) the AI wrote that your resume does not support.`);
  });

  const fallbacks: [string, Reply, string][] = [
    [
      'the server answers after OPENAI_TIMEOUT_MS',
      (res, model) => {
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content: JSON.stringify({ resumeText: TRUTHFUL }) }));
        }, 1500);
      },
      'timeout',
    ],
    [
      'the server answers 500',
      (res) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } })),
      'error',
    ],
    [
      'the server answers 401',
      (res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad key', type: 'invalid_request_error' } })),
      'error',
    ],
    ['the content is not JSON', answerWith('Here is your tailored resume: {"resumeText": "Jordan'), 'invalid-output'],
    ['the JSON does not match the schema', answerWith(JSON.stringify({ text: TRUTHFUL })), 'invalid-output'],
    ['the resume text is empty', answerWith(JSON.stringify({ resumeText: '  ' })), 'invalid-output'],
    [
      'the model refuses',
      (res, model) => res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content: null, refusal: "I can't help with that." })),
      'invalid-output',
    ],
    [
      'nothing is left after the truthfulness check',
      answerWith(JSON.stringify({ resumeText: 'Senior Engineer | Google | Mar 2014 - May 2016\n• Ran Kubernetes clusters on AWS for 300 services' })),
      'invalid-output',
    ],
  ];

  it.each(fallbacks)('falls back to the built-in engine when %s', async (_case, handler, reason) => {
    reply(handler);
    const started = Date.now();
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW });
    expect(outcome.engine).toEqual({ name: 'built-in', fallbackReason: reason });
    expect(outcome.text).toBe(reference.text);
    expect(outcome.match).toEqual(reference.match);
    expect(outcome.removedClaims).toEqual([]);
    expect(outcome.warnings.at(-1)).toMatch(/built-in engine tailored this resume/);
    expect(llm.requests).toHaveLength(1); // no retries
    expect(Date.now() - started).toBeLessThan(1400);
    expect(openai.logs.some((l) => l.reason === reason || l.msg.includes('truthfulness check'))).toBe(true);
  });
});
