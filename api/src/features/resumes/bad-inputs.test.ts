/**
 * Files that must be refused with a clear 4xx through the HTTP API (never a 500, a hang or a crash),
 * storing nothing and charging no storage: the shared bad-inputs folder (every file in it must have a
 * row below) and the same kinds of files built in code, so the suite means something without it.
 */
import { EXTRACTION_FAILURE_SENTENCE, limits, messages, type ErrorBody } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { SAMPLE_RESUME_TEXT, buildEmptyPagePdf, buildFakeOle2, buildFlateBombPdf, buildPasswordPdf, buildPdf, buildRandomBytes, buildZipBomb } from './parsing/test-files';
import type { UnreadableReason } from './parsing/types';
import { listSharedFixtures, readSharedFixture, sharedFixturesAvailable } from './shared-fixtures';
import { postResume, useResumesSuite, expectNothingStored } from './test-kit';

type Outcome = { status: 422; reason: UnreadableReason } | { status: 415 };

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** The shared folder's files and what each must get. */
const sharedBadInputs: Record<string, Outcome> = {
  'password-protected.pdf': { status: 422, reason: 'password-protected' },
  'plain-text-named-as.docx': { status: 422, reason: 'unsupported' },
  'random-bytes.docx': { status: 415 },
  'scanned-image-only.pdf': { status: 422, reason: 'no-text' },
  'text-named-as.pdf': { status: 422, reason: 'unsupported' },
  'truncated.pdf': { status: 422, reason: 'corrupted' },
  'zip-bomb.docx': { status: 422, reason: 'too-complex' },
};

/** The same kinds of file, built in code. */
const generatedBadInputs: [string, () => Buffer, Outcome][] = [
  ['password.pdf', buildPasswordPdf, { status: 422, reason: 'password-protected' }],
  ['text-named-as.docx', () => Buffer.from(SAMPLE_RESUME_TEXT), { status: 422, reason: 'unsupported' }],
  ['text-named-as.pdf', () => Buffer.from(SAMPLE_RESUME_TEXT), { status: 422, reason: 'unsupported' }],
  ['random.docx', () => buildRandomBytes(), { status: 415 }],
  ['random.pdf', () => buildRandomBytes(), { status: 415 }],
  ['scan.pdf', buildEmptyPagePdf, { status: 422, reason: 'no-text' }],
  ['truncated.pdf', () => buildPdf().subarray(0, 400), { status: 422, reason: 'corrupted' }],
  ['flate-bomb.pdf', () => buildFlateBombPdf(128), { status: 422, reason: 'too-complex' }],
  ['flate-bomb-forged-end.pdf', () => buildFlateBombPdf(128, true), { status: 422, reason: 'too-complex' }],
  ['bomb.docx', () => buildZipBomb(60), { status: 422, reason: 'too-complex' }],
  ['lying-bomb.docx', () => buildZipBomb(60, true), { status: 422, reason: 'too-complex' }],
  ['not-word.doc', buildFakeOle2, { status: 422, reason: 'corrupted' }],
  ['binary.txt', () => buildRandomBytes(), { status: 415 }],
  ['too-short.txt', () => Buffer.from('Jordan Rivera\njordan@example.com'), { status: 422, reason: 'no-text' }],
];

const suite = useResumesSuite();

async function expectRefused(name: string, bytes: Buffer, outcome: Outcome): Promise<void> {
  const { client } = await registerUser(suite.server);
  const extension = name.split('.').pop() ?? '';
  const response = await postResume<ErrorBody>(client, { bytes, name, type: MIME[extension] ?? 'text/plain' });
  if (outcome.status === 415) {
    expect(response.body).toEqual({ error: 'unsupported_media_type', message: messages.resumeFileType });
  } else {
    expect(response.body).toEqual({
      error: 'resume_unreadable',
      message: EXTRACTION_FAILURE_SENTENCE,
      details: { reason: outcome.reason },
    });
  }
  expect(response.status).toBe(outcome.status);
  await expectNothingStored(client, 0);
}

describe('bad resume files built in code', () => {
  it.each(generatedBadInputs)('%s is refused', async (name, build, outcome) => {
    await expectRefused(name, build(), outcome);
  });
});

describe('files past a bound', () => {
  it(`a text file past ${limits.maxResumeTextLines} lines is refused with 413 before it is tailored`, async () => {
    const { client } = await registerUser(suite.server);
    const lines = [SAMPLE_RESUME_TEXT, ...Array.from({ length: limits.maxResumeTextLines }, (_, i) => `- Line ${i}`)];
    const response = await postResume<ErrorBody>(client, { bytes: Buffer.from(lines.join('\n')), name: 'long.txt', type: 'text/plain' });
    expect(response.body).toEqual({ error: 'payload_too_large', message: messages.resumeTextTooManyLines });
    expect(response.status).toBe(413);
    await expectNothingStored(client, 0);
  });

  it('4 uploads at once of a 1 MB PDF inflating to 1 GB are refused quickly, the process staying under 1 GB RSS', async () => {
    const bomb = buildFlateBombPdf(1024);
    expect(bomb.length).toBeLessThanOrEqual(1024 * 1024);
    const clients = await Promise.all([1, 2, 3, 4].map(async () => (await registerUser(suite.server)).client));
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const started = performance.now();
    try {
      const answers = await Promise.all(clients.map((client) => postResume<ErrorBody>(client, { bytes: bomb, name: 'bomb.pdf', type: 'application/pdf' })));
      for (const answer of answers) {
        expect(answer.status).toBe(422);
        expect(answer.body.details).toEqual({ reason: 'too-complex' });
      }
    } finally {
      clearInterval(sampler);
    }
    // Worker threads' memory is the process's memory.
    expect(peak).toBeLessThan(1024 * 1024 * 1024);
    // The parse threads are not held: counting stops at the bound (a full inflate takes seconds each).
    expect(performance.now() - started).toBeLessThan(5000);
    for (const client of clients) await expectNothingStored(client, 0);
  });
});

describe.skipIf(!sharedFixturesAvailable)('the shared bad-inputs folder', () => {
  const files = listSharedFixtures('bad-inputs').filter((name) => name !== 'README.md');

  it('has an expected outcome for every file', () => {
    expect(files).toEqual(Object.keys(sharedBadInputs).sort());
  });

  it.each(files)('%s is refused', async (name) => {
    const outcome = sharedBadInputs[name];
    expect(outcome, `no expected outcome for ${name}`).toBeDefined();
    await expectRefused(name, readSharedFixture('bad-inputs', name), outcome!);
  });

  it('leaves the server answering: a good file right after the bad ones is optimized', async () => {
    const { client } = await registerUser(suite.server);
    const response = await postResume(client, { bytes: buildPdf(), name: 'cv.pdf', type: 'application/pdf' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});
