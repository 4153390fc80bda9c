/**
 * tailorForJob with the built-in engine and with the real `openai` SDK talking to an
 * OpenAI-compatible server we run on 127.0.0.1 (POST /v1/chat/completions): a truthful answer, an
 * answer that invents facts, and every failure that must fall back to the built-in engine.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../lib/safe-fetch.fixture-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createServiceDeps, type ServiceTestDeps } from '../jobs/test-deps';
import { closeAll, JOB, NOW, RESUME } from './__fixtures__/backend-job';
import { tailorForJob, type TailorOutcome } from './tailoring.service';

const MODEL = 'gpt-test-mini';

/** The built-in tailored document's statement that says `words`, and its id. */
function statementWith(words: string): { id: string; text: string } {
  const found = reference.documents.tailored.experience.flatMap((e) => e.statements).find((s) => s.text.includes(words));
  if (!found) throw new Error(`no statement with "${words}"`);
  return found;
}

const TRUTHFUL_SUMMARY = 'Backend engineer who builds reliable APIs and data pipelines with Python, Django and PostgreSQL.';
const TRUTHFUL_REST = 'Delivered REST APIs in Python and Django serving 2 million requests a day';

/** Edits that only use the resume's facts: a summary and one reworded statement. */
const truthfulEdits = () => ({ summary: TRUTHFUL_SUMMARY, edits: [{ id: statementWith('REST APIs').id, text: TRUTHFUL_REST }] });

/** The same, plus an edit with a skill, an employer and a count the resume does not have. */
const inventedEdits = () => ({
  summary: TRUTHFUL_SUMMARY,
  edits: [
    { id: statementWith('REST APIs').id, text: TRUTHFUL_REST },
    { id: statementWith('PostgreSQL schemas').id, text: 'Ran Kubernetes clusters on AWS for 300 services at Google' },
  ],
});

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
  (content: string | (() => string)): Reply =>
  (res, model) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content: typeof content === 'string' ? content : content() }));

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
  reference = await tailorForJob(builtIn, { resumeText: RESUME, job: JOB, now: NOW }, null);
});
afterAll(() => closeAll(builtIn, openai, llm, database));
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
  it('applies truthful edits, each traced to the statement it rewords, names the model and sends a json_schema request', async () => {
    reply(answerWith(() => JSON.stringify(truthfulEdits())));
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW }, null);
    expect(outcome.engine).toEqual({ name: MODEL });
    expect(outcome.text).toContain(TRUTHFUL_REST);
    expect(outcome.text).toContain(TRUTHFUL_SUMMARY);
    expect(outcome.text).not.toContain('Built REST APIs');
    // Everything the model did not edit is the built-in engine's.
    expect(outcome.text).toContain(statementWith('PostgreSQL schemas').text);
    const edited = outcome.documents.tailored.experience.flatMap((e) => e.statements).find((s) => s.text === TRUTHFUL_REST);
    const original = outcome.documents.original.experience.flatMap((e) => e.statements).find((s) => s.text.startsWith('Built REST APIs'));
    expect(edited?.source).toEqual({ kind: 'engine', from: original?.id });
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
    expect(body.response_format.json_schema).toMatchObject({ name: 'tailored_resume_edits', strict: true, schema: { required: ['summary', 'edits'], additionalProperties: false } });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toMatch(/Never add a skill/);
    expect(body.messages[1]!.content).toContain('Acme Logistics');
    expect(body.messages[1]!.content).toContain('Senior Backend Engineer');
    expect(body.messages[1]!.content).toMatch(/Gaps: .*Kubernetes/);
    expect(body.messages[1]!.content).toContain(`${statementWith('REST APIs').id}: ${statementWith('REST APIs').text}`);
  });

  it('keeps the built-in wording of a statement whose edit claims a skill, employer or count the resume lacks, and lists them', async () => {
    reply(answerWith(() => JSON.stringify(inventedEdits())));
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW }, null);
    expect(outcome.engine).toEqual({ name: MODEL });
    expect(outcome.removedClaims).toEqual(expect.arrayContaining(['skill "Kubernetes"', 'skill "AWS"']));
    expect(outcome.text).not.toMatch(/Kubernetes|Google|AWS|300 services/);
    expect(outcome.text).toContain(statementWith('PostgreSQL schemas').text);
    expect(outcome.text).toContain(TRUTHFUL_REST);
    expect(outcome.warnings).toContain('Kept 1 statement(s) as they were: the AI\'s rewording claimed what your resume does not support.');
  });

  const fallbacks: [string, Reply, string][] = [
    [
      'the server answers after OPENAI_TIMEOUT_MS',
      (res, model) => {
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content: JSON.stringify(truthfulEdits()) }));
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
    ['the content is not JSON', answerWith('Here are your edits: {"edits": [{"id'), 'invalid-output'],
    ['the JSON does not match the schema', answerWith(JSON.stringify({ resumeText: 'Jordan Lee' })), 'invalid-output'],
    ['there are no edits and no summary', answerWith(JSON.stringify({ summary: '  ', edits: [] })), 'invalid-output'],
    [
      'the model refuses',
      (res, model) => res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model, { content: null, refusal: "I can't help with that." })),
      'invalid-output',
    ],
    [
      'every edit fails the truthfulness check',
      answerWith(() => JSON.stringify({ summary: '', edits: [{ id: statementWith('REST APIs').id, text: 'Ran Kubernetes clusters on AWS for 300 services' }] })),
      'invalid-output',
    ],
  ];

  it.each(fallbacks)('falls back to the built-in engine when %s', async (_case, handler, reason) => {
    reply(handler);
    const started = Date.now();
    const outcome = await tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW }, null);
    expect(outcome.engine).toEqual({ name: 'built-in', fallbackReason: reason });
    expect(outcome.text).toBe(reference.text);
    expect(outcome.match).toEqual(reference.match);
    expect(outcome.removedClaims).toEqual([]);
    expect(outcome.warnings.at(-1)).toMatch(/built-in engine tailored this resume/);
    expect(llm.requests).toHaveLength(1); // no retries
    expect(Date.now() - started).toBeLessThan(1400);
    expect(openai.logs.some((l) => l.reason === reason || l.msg.includes('refused by the checks'))).toBe(true);
  });
});
