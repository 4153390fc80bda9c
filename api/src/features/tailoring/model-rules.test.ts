/**
 * With a model configured the tailored resume keeps the built-in writer's rules (issue "The writer",
 * point 8): tailorForJob against the loopback OpenAI-compatible stand-in (test/openai-server.ts), which
 * answers good edits (applied), edits that break one rule each (refused: the built-in wording kept, the
 * reason in the result), and nothing but bad edits (the built-in writer answers and the result says so).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiServer, type OpenAiServer } from '../../test/openai-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createServiceDeps, type ServiceTestDeps } from '../jobs/test-deps';
import { closeAll, JOB, NOW, RESUME } from './__fixtures__/backend-job';
import type { RefusalCode } from './edit-checks';
import { optimizeResultOf } from '../resumes/tailored-row';
import { tailorForJob, type TailorOutcome } from './tailoring.service';

const MODEL = 'gpt-stand-in';

let database: TestDatabase;
let llm: OpenAiServer;
let builtIn: ServiceTestDeps;
let openai: ServiceTestDeps;
let reference: TailorOutcome;

beforeAll(async () => {
  database = await createTestDatabase();
  llm = await startOpenAiServer();
  builtIn = createServiceDeps(database);
  openai = createServiceDeps(database, { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseUrl, OPENAI_MODEL: MODEL });
  reference = await tailorForJob(builtIn, { resumeText: RESUME, job: JOB, now: NOW }, null);
});
afterAll(() => closeAll(builtIn, openai, llm, database));
beforeEach(() => {
  llm.requests.length = 0;
});

/** The id and built-in wording of the statement that says `words`. */
function statement(words: string): { id: string; text: string } {
  const found = [...reference.documents.tailored.experience, ...reference.documents.tailored.projects]
    .flatMap((e) => e.statements)
    .find((s) => s.text.includes(words));
  if (!found) throw new Error(`no statement with "${words}"`);
  return found;
}

const REST = 'REST APIs';
const SCHEMAS = 'PostgreSQL schemas';
const DOCKER = 'Containerised';
const ORDERS = 'order system';
const GOOD_SUMMARY = 'Backend engineer who builds reliable APIs and data pipelines with Python, Django and PostgreSQL.';
const GOOD_REST = 'Delivered REST APIs in Python and Django serving 2 million requests a day';
const GOOD_SCHEMAS = 'Cut report query time by 40% by redesigning PostgreSQL schemas';

async function tailorWith(answer: { summary: string; edits: { id: string; text: string }[] }): Promise<TailorOutcome> {
  llm.answer(answer);
  return tailorForJob(openai, { resumeText: RESUME, job: JOB, now: NOW }, null);
}

describe('a model that keeps the rules', () => {
  it('has its summary and rewordings applied, each in its own role, and nothing refused', async () => {
    const outcome = await tailorWith({
      summary: GOOD_SUMMARY,
      edits: [
        { id: statement(REST).id, text: GOOD_REST },
        { id: statement(SCHEMAS).id, text: GOOD_SCHEMAS },
      ],
    });
    expect(outcome.engine).toEqual({ name: MODEL });
    expect(outcome.refusedEdits).toEqual([]);
    expect(outcome.documents.tailored.summary.map((s) => s.text)).toEqual([GOOD_SUMMARY]);
    const acme = outcome.documents.tailored.experience.find((e) => e.employer === 'Acme Logistics');
    expect(acme?.statements.map((s) => s.text)).toEqual(expect.arrayContaining([GOOD_REST, GOOD_SCHEMAS]));
    expect(outcome.text).not.toContain(statement(REST).text);
    expect(outcome.warnings.join(' ')).not.toMatch(/Kept|built-in engine tailored/);
  });

  it('is asked for the same rules the checks apply', async () => {
    await tailorWith({ summary: GOOD_SUMMARY, edits: [] });
    const body = JSON.parse(llm.requests[0]?.body ?? '{}') as { messages: { role: string; content: string }[] };
    const system = body.messages[0]?.content ?? '';
    for (const rule of [/names it as such/, /never move a statement to another role/, /keeps every fact of that statement: its numbers, dates/, /one grammatical sentence with a verb/, /"results-driven"/, /"proven track record"/, /"team player"/, /sentence case/, /not the current summary with a list of skills appended/]) {
      expect(system).toMatch(rule);
    }
  });
});

/** One bad edit beside a good one: [case, the bad edit, the statement it names, code, words of the reason]. */
const broken: [string, () => { summary: string; edits: { id: string; text: string }[] }, string, RefusalCode, RegExp][] = [
  [
    'an unsupported skill',
    () => ({ summary: GOOD_SUMMARY, edits: [{ id: statement(SCHEMAS).id, text: 'Designed PostgreSQL schemas on Kubernetes and cut report query time by 40%' }] }),
    SCHEMAS,
    'unsupported-claim',
    /claims what the resume does not support/,
  ],
  [
    'a stock phrase',
    () => ({ summary: GOOD_SUMMARY, edits: [{ id: statement(DOCKER).id, text: 'Results-driven team player who containerised services with Docker and set up CI with GitHub Actions' }] }),
    DOCKER,
    'stock-phrase',
    /adds the stock phrase "results-driven"/,
  ],
  [
    'a broken sentence (no verb)',
    () => ({ summary: GOOD_SUMMARY, edits: [{ id: statement(REST).id, text: 'REST APIs in Python and Django for 2 million requests a day' }] }),
    REST,
    'grammar',
    /has no verb/,
  ],
  [
    'a statement moved to another role',
    () => ({ summary: GOOD_SUMMARY, edits: [{ id: statement(ORDERS).id, text: 'Built REST APIs in Python and Django serving 2 million requests a day' }] }),
    ORDERS,
    'moved',
    /puts a statement of the role Backend Engineer, Acme Logistics under the role Software Developer, Brightline Retail/,
  ],
  [
    'a dropped number',
    () => ({ summary: GOOD_SUMMARY, edits: [{ id: statement(SCHEMAS).id, text: 'Designed PostgreSQL schemas and sharply cut report query time' }] }),
    SCHEMAS,
    'dropped-number',
    /drops the number 40/,
  ],
  [
    'a summary naming a skill the resume does not name as such ("Wrote SQL reports" is no "report writing")',
    () => ({ summary: 'Backend engineer who builds reliable APIs and data pipelines and is experienced in report writing.', edits: [{ id: statement(REST).id, text: GOOD_REST }] }),
    'summary',
    'unnamed-skill',
    /names Report Writing, which the resume does not name as a skill/,
  ],
  [
    'a summary that is the old one plus a tail of skills',
    () => ({ summary: 'Backend engineer who builds reliable APIs and data pipelines, skilled in Python, Django and PostgreSQL.', edits: [{ id: statement(REST).id, text: GOOD_REST }] }),
    'summary',
    'skills-tail',
    /is the old summary with a list of skills appended/,
  ],
];

describe('a model that breaks one rule', () => {
  it.each(broken)('is refused for %s: the built-in wording stays and the result says why', async (_case, answer, which, code, reason) => {
    const outcome = await tailorWith(answer());
    expect(outcome.engine).toEqual({ name: MODEL });
    const kept = which === 'summary' ? reference.documents.tailored.summary.map((s) => s.text).join(' ') : statement(which).text;
    expect(outcome.refusedEdits).toEqual([{ id: which === 'summary' ? 'summary' : statement(which).id, code, kept, reason: expect.stringMatching(reason) }]);
    expect(outcome.text).toContain(kept);
    if (code === 'unsupported-claim') {
      expect(outcome.removedClaims).toEqual(['skill "Kubernetes"']);
      expect(outcome.warnings).toContain("Kept 1 statement(s) as they were: the AI's rewording claimed what your resume does not support.");
    } else {
      expect(outcome.removedClaims).toEqual([]);
      expect(outcome.warnings.find((w) => w.startsWith('Kept '))).toMatch(new RegExp(`^Kept (?:the summary|".+") as it was: the AI's version ${reason.source}`));
    }
    // The good edit beside it is applied.
    expect(outcome.text).toContain(which === 'summary' ? GOOD_REST : GOOD_SUMMARY);
  });
});

describe('a model whose every edit breaks a rule', () => {
  it('leaves the answer to the built-in writer, and the result says so and lists each refusal', async () => {
    const outcome = await tailorWith({
      summary: 'Results-Driven Backend Engineer Who Builds Reliable APIs.',
      edits: [
        { id: statement(REST).id, text: 'REST APIs in Python and Django for 2 million requests a day' },
        { id: statement(SCHEMAS).id, text: 'Designed PostgreSQL schemas. Cut report query time by 40%.' },
        { id: statement(ORDERS).id, text: 'Maintained the order system written in Java and wrote SQL reports for the finance team' },
      ],
    });
    expect(outcome.engine).toEqual({ name: 'built-in', fallbackReason: 'invalid-output' });
    expect(outcome.text).toBe(reference.text);
    expect(outcome.match).toEqual(reference.match);
    expect(outcome.refusedEdits.map((r) => [r.id, r.code])).toEqual([
      [statement(REST).id, 'grammar'],
      [statement(SCHEMAS).id, 'split'],
      [statement(ORDERS).id, 'merged'],
      ['summary', 'stock-phrase'],
    ]);
    expect(outcome.warnings.at(-1)).toBe("None of the AI's changes passed the checks, so the built-in engine tailored this resume.");
    // The answer the web shows says each refusal (a claim the resume does not support is in removedClaims instead).
    const answer = optimizeResultOf(1, JOB, outcome, 'modern-1');
    expect(answer.aiNotes).toHaveLength(4);
    expect(answer.aiNotes?.[3]).toMatch(/^Kept the summary as it was: the AI's version /);
    expect(openai.logs.some((l) => l.msg.includes('built-in engine answered'))).toBe(true);
  });
});
