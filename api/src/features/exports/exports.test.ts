// GET /api/resume/:id/download/docx and /pdf over HTTP, against a real database and real Chromium.
import { messages, type ErrorBody } from '@jobapp/shared';
import { exportMessages } from '@jobapp/shared/export-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { chromePath, requireChromium } from '../../test/chromium';
import { createSharedBrowser, type SharedBrowser } from '../../lib/browser';
import { createLogger } from '../../logger';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { startTestServer, useTestServer, type TestServer } from '../../test/test-server';
import { closeComputePool, configureComputePool } from '../../lib/compute/compute-pool';
import { insertResume, setPlan } from './__fixtures__/resume-rows';
import { fixture } from './__fixtures__/resumes';
import { exportsInFlight, userLimits } from '../../middleware/rate-limit';
import { extractText } from './parse-back';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The JSON error body, when the answer is one. */
  error: ErrorBody | undefined;
}

/** A GET with the client's session cookie, keeping the body as bytes. */
async function download(server: TestServer, client: TestClient | null, path: string): Promise<Download> {
  const headers: Record<string, string> = client?.session ? { cookie: `session=${client.session}` } : {};
  const response = await fetch(`${server.url}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, bytes, error: isJson ? (JSON.parse(bytes.toString('utf8')) as ErrorBody) : undefined };
}

describe.skipIf(!requireChromium('exports.test.ts'))('resume downloads', () => {
  let browser: SharedBrowser;

  beforeAll(async () => {
    browser = createSharedBrowser({ executablePath: chromePath, logger: createLogger('silent') });
    await browser.warmUp();
  }, 60_000);
  // Hooks run as a stack after the tests: the pool closes first, then the server and database, then Chromium.
  afterAll(async () => {
    await browser?.close();
  });
  const suite = useTestServer(() => ({ browser }));
  afterAll(() => closeComputePool());

  async function owner() {
    const { client, user } = await registerUser(suite.server);
    return { client, userId: user.id };
  }

  it.each(['docx', 'pdf'])('answers 401 when signed out (%s)', async (format) => {
    const { userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    const response = await download(suite.server, null, `/api/resume/${id}/download/${format}`);
    expect(response.status).toBe(401);
    expect(response.error).toEqual({ error: 'unauthenticated', message: messages.notSignedIn });
  });

  it('downloads the PDF: type, file name, no caching, and the text reads back', async () => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    const response = await download(suite.server, client, `/api/resume/${id}/download/pdf`);
    expect(response.status, response.error?.message).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Aisha Thompson Resume-optimized.pdf"; filename*=UTF-8''Aisha%20Thompson%20Resume-optimized.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-resume-template')).toBe('basic-1');
    expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractText('pdf', response.bytes);
    const f = fixture('nurse');
    for (const needle of [f.name, f.email, f.phone, ...f.headings]) expect(text).toContain(needle);
  });

  it('downloads the DOCX: type, file name, no caching, and the text reads back', async () => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId, originalFileName: 'cv.final.v2.doc' });
    const response = await download(suite.server, client, `/api/resume/${id}/download/docx`);
    expect(response.status, response.error?.message).toBe(200);
    expect(response.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="cv.final.v2-optimized.docx"; filename*=UTF-8''cv.final.v2-optimized.docx`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const text = await extractText('docx', response.bytes);
    expect(text).toContain('Aisha Thompson');
    expect(text).toContain('PROFESSIONAL EXPERIENCE');
  });

  it('keeps a non-ASCII name in filename* and an ASCII stand-in in filename; no name gives "resume"', async () => {
    const { client, userId } = await owner();
    const f = fixture('unicode-marketing');
    const named = await insertResume(suite.database.db, { userId, originalFileName: 'José Müller Lebenslauf.pdf', optimizedContent: f.text });
    const unnamed = await insertResume(suite.database.db, { userId, originalFileName: null });
    for (const format of ['pdf', 'docx'] as const) {
      const response = await download(suite.server, client, `/api/resume/${named}/download/${format}`);
      expect(response.status, response.error?.message).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Jose Muller Lebenslauf-optimized.${format}"; filename*=UTF-8''Jos%C3%A9%20M%C3%BCller%20Lebenslauf-optimized.${format}`,
      );
      const text = await extractText(format, response.bytes);
      expect(text).toContain(f.name);
      expect(text).toContain('Universität zu Köln');
      const plain = await download(suite.server, client, `/api/resume/${unnamed}/download/${format}`);
      expect(plain.headers.get('content-disposition')).toBe(
        `attachment; filename="resume-optimized.${format}"; filename*=UTF-8''resume-optimized.${format}`,
      );
    }
  });

  it("answers 404 for another user's resume, and the owner still gets it", async () => {
    const alice = await owner();
    const bob = await owner();
    const id = await insertResume(suite.database.db, { userId: alice.userId });
    for (const format of ['docx', 'pdf']) {
      const response = await download(suite.server, bob.client, `/api/resume/${id}/download/${format}`);
      expect(response.status).toBe(404);
      expect(response.error).toEqual({ error: 'not_found', message: messages.resumeNotFound });
    }
    expect((await download(suite.server, alice.client, `/api/resume/${id}/download/docx`)).status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483647'])('answers 404 for the id %s', async (id) => {
    const { client } = await owner();
    const response = await download(suite.server, client, `/api/resume/${id}/download/pdf`);
    expect(response.status).toBe(404);
    expect(response.error).toEqual({ error: 'not_found', message: messages.resumeNotFound });
  });

  it('answers 404 for a format it does not make (TXT is made in the browser)', async () => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    const response = await download(suite.server, client, `/api/resume/${id}/download/txt`);
    expect(response.status).toBe(404);
    expect(response.error?.error).toBe('not_found');
  });

  it('answers 422 when the resume has no usable optimized text', async () => {
    const { client, userId } = await owner();
    const empty = await insertResume(suite.database.db, { userId, optimizedContent: null });
    const short = await insertResume(suite.database.db, { userId, optimizedContent: 'Too short to be a resume.' });
    for (const id of [empty, short]) {
      const response = await download(suite.server, client, `/api/resume/${id}/download/pdf`);
      expect(response.status).toBe(422);
      expect(response.error).toEqual({ error: 'unprocessable', message: messages.contentNeedsProcessing });
    }
  });

  describe('templates', () => {
    async function templateOf(client: TestClient, id: number, query = '') {
      const response = await download(suite.server, client, `/api/resume/${id}/download/pdf${query}`);
      expect(response.status, response.error?.message).toBe(200);
      // The font embedded in the PDF tells the templates apart (basic-1 serif, basic-2 sans).
      const font = /LiberationSerif|SourceSerif/.test(response.bytes.toString('latin1')) ? 'serif' : 'sans';
      return { template: response.headers.get('x-resume-template'), font };
    }

    it("uses ?template, else the resume's template, else basic-1", async () => {
      const { client, userId } = await owner();
      const plain = await insertResume(suite.database.db, { userId, templateUsed: null });
      const modern = await insertResume(suite.database.db, { userId, templateUsed: 'basic-2' });
      expect(await templateOf(client, plain)).toEqual({ template: 'basic-1', font: 'serif' });
      expect(await templateOf(client, plain, '?template=basic-2')).toEqual({ template: 'basic-2', font: 'sans' });
      expect(await templateOf(client, modern)).toEqual({ template: 'basic-2', font: 'sans' });
      expect(await templateOf(client, modern, '?template=basic-1')).toEqual({ template: 'basic-1', font: 'serif' });
      expect(await templateOf(client, modern, '?template=%3Cscript%3E')).toEqual({ template: 'basic-2', font: 'sans' });
    });

    it('answers 403 for an asked-for template the plan does not unlock; a stored one it no longer unlocks falls back to basic-1', async () => {
      const { client, userId } = await owner();
      const id = await insertResume(suite.database.db, { userId, templateUsed: 'basic-2' });
      const refused = await client.get<ErrorBody>(`/api/resume/${id}/download/pdf?template=prem-3`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This template comes with the Pro plan. Upgrade to use it.');
      const locked = await insertResume(suite.database.db, { userId, templateUsed: 'prof-2' });
      expect((await templateOf(client, locked)).template).toBe('basic-1');
      await setPlan(suite.database.db, userId, 'elite');
      expect((await templateOf(client, id, '?template=excl-5')).template).toBe('excl-5');
      expect((await templateOf(client, locked)).template).toBe('prof-2');
      expect((await templateOf(client, id, '?template=basic-2')).template).toBe('basic-2');
    });
  });

  it('serves several PDF downloads at once from the one browser (four users, one each)', async () => {
    // One each: a user's second download at the same moment may meet their first in the compute pool (429).
    const users = [await owner(), await owner(), await owner(), await owner()];
    const downloads = await Promise.all(
      ['nurse', 'long-software', 'unicode-marketing', 'nurse'].map(async (f, i) => {
        const { client, userId } = users[i]!;
        return { client, id: await insertResume(suite.database.db, { userId, optimizedContent: fixture(f).text }) };
      }),
    );
    const pid = browser.processId();
    const responses = await Promise.all(downloads.map(({ client, id }) => download(suite.server, client, `/api/resume/${id}/download/pdf`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(browser.processId()).toBe(pid);
  });

  it(`answers 429 past ${exportsInFlight.max} downloads at once per user; another user's download still prints`, async () => {
    const greedy = await owner();
    const other = await owner();
    const greedyId = await insertResume(suite.database.db, { userId: greedy.userId });
    const otherId = await insertResume(suite.database.db, { userId: other.userId });
    const burst = Array.from({ length: 80 }, () => download(suite.server, greedy.client, `/api/resume/${greedyId}/download/pdf`));
    const mine = download(suite.server, other.client, `/api/resume/${otherId}/download/pdf`);
    const [answers, own] = await Promise.all([Promise.all(burst), mine]);

    expect(own.status, own.error?.message).toBe(200);
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 429), statuses.join(',')).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // Without the per-user limit most of the burst would queue for Chromium or get 503.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(60);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.error).toEqual({ error: 'rate_limited', message: exportMessages.tooManyAtOnce });
    expect(limited.headers.get('retry-after')).toBe('1');
    // Once the burst is over the user downloads again.
    expect((await download(suite.server, greedy.client, `/api/resume/${greedyId}/download/docx`)).status).toBe(200);
  });

  it('counts resume and cover-letter downloads and my-preview.png against one per-user limit kept in the database', async () => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    const key = `exportsInFlight:${userId}`;
    const slots = async () => (await suite.database.db.select({ points: rateLimits.points }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.points;
    // Another API instance runs both of this user's downloads.
    await suite.database.db.insert(rateLimits).values({ key, points: exportsInFlight.max, expire: new Date(Date.now() + 60_000) });
    const routes = [`/api/resume/${id}/download/pdf`, `/api/resume/${id}/download/docx`, '/api/cover-letter/1/download/pdf', '/api/resume-templates/basic-1/my-preview.png'];
    for (const path of routes) {
      const answer = await download(suite.server, client, path);
      expect(answer.status, path).toBe(429);
      expect(answer.error).toEqual({ error: 'rate_limited', message: exportMessages.tooManyAtOnce });
    }
    expect(await slots()).toBe(exportsInFlight.max);

    // One of them finishes: a preview renders, and gives its slot back.
    await suite.database.db.update(rateLimits).set({ points: exportsInFlight.max - 1 }).where(eq(rateLimits.key, key));
    const preview = await download(suite.server, client, '/api/resume-templates/basic-1/my-preview.png');
    expect(preview.status, preview.error?.message).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(await slots()).toBe(exportsInFlight.max - 1);

    // Slots of an instance that died lapse with their lease.
    await suite.database.db.update(rateLimits).set({ points: exportsInFlight.max, expire: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, key));
    expect((await download(suite.server, client, `/api/resume/${id}/download/docx`)).status).toBe(200);
    expect(await slots()).toBe(0);
  });

  it(`answers 429 rate_limited past ${userLimits.export.points} downloads in ${userLimits.export.durationSeconds / 60} minutes, per user`, async () => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    for (let i = 0; i < userLimits.export.points; i++) {
      const answer = await download(suite.server, client, `/api/resume/${id}/download/docx`);
      expect(answer.status, `download ${i + 1}: ${answer.error?.message ?? ''}`).toBe(200);
    }
    const limited = await download(suite.server, client, `/api/resume/${id}/download/docx`);
    expect(limited.status).toBe(429);
    expect(limited.error).toEqual({ error: 'rate_limited', message: messages.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await owner();
    expect((await download(suite.server, other.client, `/api/resume/${await insertResume(suite.database.db, { userId: other.userId })}/download/docx`)).status).toBe(200);
  });

  it('answers 500 export_failed when the produced file fails its parse-back check', async () => {
    // A Chromium that loses the EDUCATION heading on the way to PDF.
    const lossy: SharedBrowser = {
      ...browser,
      renderPdf: (html, options) => browser.renderPdf(html.replace('<h2>EDUCATION</h2>', ''), options),
    };
    const broken = await startTestServer({ database: suite.database, browser: lossy });
    try {
      const { client, userId } = await owner();
      const id = await insertResume(suite.database.db, { userId });
      const response = await download(broken, client, `/api/resume/${id}/download/pdf`);
      expect(response.status).toBe(500);
      expect(response.error).toEqual({ error: 'export_failed', message: messages.exportFailed });
      expect((await download(suite.server, client, `/api/resume/${id}/download/pdf`)).status).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it.each(['docx', 'pdf'] as const)('answers 422 when rendering goes past its time limit, then works again (%s)', async (format) => {
    const { client, userId } = await owner();
    const id = await insertResume(suite.database.db, { userId });
    await configureComputePool({ timeoutsMs: { 'prepare-export': 1 } });
    try {
      const slow = await download(suite.server, client, `/api/resume/${id}/download/${format}`);
      expect(slow.status).toBe(422);
      expect(slow.error).toEqual({ error: 'unprocessable', message: exportMessages.tooComplex });
    } finally {
      await closeComputePool();
    }
    expect((await download(suite.server, client, `/api/resume/${id}/download/${format}`)).status).toBe(200);
  });

  it('answers 503 for PDF when Chromium is not installed; DOCX still works', async () => {
    const noChrome = await startTestServer({ database: suite.database, env: { CHROME_PATH: '/nonexistent/chromium' } });
    try {
      const { client, userId } = await owner();
      const id = await insertResume(suite.database.db, { userId });
      const pdf = await download(noChrome, client, `/api/resume/${id}/download/pdf`);
      expect(pdf.status).toBe(503);
      expect(pdf.error).toEqual({ error: 'service_unavailable', message: 'PDF export is not available: Chromium is not installed' });
      expect((await download(noChrome, client, `/api/resume/${id}/download/docx`)).status).toBe(200);
    } finally {
      await noChrome.close();
    }
  });
});
