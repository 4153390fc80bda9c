// The job-search log's speed (issue 24, section 6): 200 applications print to PDF in at most 1 s with a
// warm browser (the fastest of five warm prints), and the PDF reads back whole. Runs in the API's timing
// project (one file at a time). The 1 s is for a quiet hour; a slow hour stretches it (machine-speed.ts).
import { describeBound, timeBound } from '@jobapp/shared/testing/machine-speed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../lib/browser';
import { createLogger } from '../../logger';
import { chromePath, requireChromium } from '../../test/chromium';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';
import { extractPdfText } from '../exports/parse-back';
import { download, insertCard, type Card } from './search-log.test-kit';

describe.skipIf(!requireChromium('search-log.timing.test.ts'))('job-search log timing', () => {
  let browser: SharedBrowser;
  beforeAll(async () => {
    browser = createSharedBrowser({ executablePath: chromePath, logger: createLogger('silent') });
    await browser.warmUp();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  const suite = useTestServer(() => ({ browser }));

  async function owner() {
    const { client, user } = await registerUser(suite.server);
    return { client, userId: user.id };
  }

  it('200 applications print in at most 1 s with a warm browser and read back whole', async () => {
    const { client, userId } = await owner();
    const db = suite.database.db;
    const cards: Card[] = Array.from({ length: 200 }, (_, i) => ({
      company: `Company ${String(i).padStart(3, '0')} Holdings`,
      jobTitle: `Role ${String(i).padStart(3, '0')} Specialist`,
      jobUrl: `https://jobs.example.com/posting/${i}`,
      createdAt: new Date(Date.UTC(2026, 6, 1) + i * 3_600_000).toISOString(),
      stages: [['applied', new Date(Date.UTC(2026, 6, 1) + i * 3_600_000 + 60_000).toISOString()]],
      contacts: [{ name: `Contact ${i}`, email: `c${i}@example.com` }],
    }));
    for (const card of cards) await insertCard(db, userId, card);
    const path = '/api/applications/log.pdf?from=2026-07-01&to=2026-07-31';
    // One print first, so the page is warm as in a running server.
    expect((await download(suite.server, client, path)).status).toBe(200);
    // The fastest of five warm prints: the machine is shared, and other work only ever adds time (three were
    // not enough on a slow hour in CI: 1,112 ms).
    let ms = Infinity;
    let response: Awaited<ReturnType<typeof download>> | undefined;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      response = await download(suite.server, client, path);
      ms = Math.min(ms, performance.now() - started);
      expect(response.status, response.error?.message).toBe(200);
    }
    if (response === undefined) throw new Error('no print');
    const text = (await extractPdfText(response.bytes)).replace(/\s+/gu, ' ');
    const missing = cards.filter((card) => !text.includes(card.company) || !text.includes(card.jobTitle)).map((card) => card.company);
    expect(missing).toEqual([]);
    expect(text).toContain(': 200');
    process.stderr.write(`job-search log: 200 applications, PDF answered in ${Math.round(ms)} ms (${response.bytes.length} bytes)\n`);
    expect(ms, describeBound(1000)).toBeLessThanOrEqual(timeBound(1000));
  }, 60_000);
});
