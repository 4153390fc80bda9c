// GET /api/applications/log.pdf and log.csv over HTTP, against a real database and real Chromium.
import { CSV_BOM } from '@jobapp/shared/applications/csv-cell';
import { searchLogMessages } from '@jobapp/shared/applications/search-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../lib/browser';
import { createLogger } from '../../logger';
import { chromePath, requireChromium } from '../../test/chromium';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';
import { extractPdfText } from '../exports/parse-back';
import { download, insertCard } from './search-log.test-kit';

function parseCsv(text: string): string[][] {
  // Enough for these rows: quoted cells with doubled quotes and commas, no line breaks inside cells.
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/gu)].map((m) => m[1]!.replace(/^"|"$/gu, '').replace(/""/gu, '"')));
}

describe.skipIf(!requireChromium('search-log.test.ts'))('job-search log', () => {
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
    const { client, user, input } = await registerUser(suite.server);
    return { client, userId: user.id, fullName: input.fullName };
  }

  it('answers 401 when signed out', async () => {
    for (const format of ['pdf', 'csv']) {
      const response = await download(suite.server, null, `/api/applications/log.${format}?from=2026-03-01&to=2026-03-31`);
      expect(response.status).toBe(401);
    }
  });

  it.each([
    ['', searchLogMessages.missing],
    ['?from=2026-03-01', searchLogMessages.missing],
    ['?from=March&to=2026-03-31', searchLogMessages.badDate],
    ['?from=2026-02-30&to=2026-03-31', searchLogMessages.badDate],
    ['?from=2026-04-01&to=2026-03-01', searchLogMessages.backwards],
    ['?from=2020-01-01&to=2026-03-01', searchLogMessages.tooLong],
  ])('a bad range %j is 400 in plain words', async (query, message) => {
    const { client } = await owner();
    for (const format of ['pdf', 'csv']) {
      const response = await download(suite.server, client, `/api/applications/log.${format}${query}`);
      expect(response.status).toBe(400);
      expect(response.error).toMatchObject({ error: 'validation_failed', message });
    }
  });

  it('CSV: the range by date applied (else created), the stage history, the first contact, BOM and formula guard; owner only', async () => {
    const { client, userId } = await owner();
    const other = await owner();
    const db = suite.database.db;
    // Saved in February, applied in March: in March's log, dated the day applied.
    await insertCard(db, userId, {
      company: 'Northwind Health',
      jobTitle: 'Staff Nurse, Nights',
      jobUrl: 'https://boards.example.com/jobs/1',
      createdAt: '2026-02-20T10:00:00Z',
      stages: [
        ['applied', '2026-03-02T15:00:00Z'],
        ['interviewing', '2026-03-10T09:00:00Z'],
        ['rejected', '2026-03-20T09:00:00Z'],
      ],
      contacts: [
        { name: 'Dana Ruiz', email: 'dana@northwind.example', phone: '+1 614 555 0100' },
        { name: 'Second Contact', email: 'second@example.com' },
      ],
    });
    // Never applied, made on the last day of the range (included).
    await insertCard(db, userId, { company: '=HYPERLINK("http://evil.example","x")', jobTitle: '+Cook', createdAt: '2026-03-31T23:30:00Z' });
    // Applied in April: outside, although made in March.
    await insertCard(db, userId, { company: 'April Co', jobTitle: 'Later', createdAt: '2026-03-05T00:00:00Z', stages: [['applied', '2026-04-01T00:00:00Z']] });
    // Made in February, never applied: outside.
    await insertCard(db, userId, { company: 'February Co', jobTitle: 'Earlier', createdAt: '2026-02-28T23:59:59Z' });
    // Another user's card in the range: never shown.
    await insertCard(db, other.userId, { company: 'Someone Else Inc', jobTitle: 'Theirs', createdAt: '2026-03-10T00:00:00Z' });

    const response = await download(suite.server, client, '/api/applications/log.csv?from=2026-03-01&to=2026-03-31');
    expect(response.status, response.error?.message).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('job-search-log-2026-03-01-to-2026-03-31.csv');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = response.bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toEqual([
      ['Date', 'Company', 'Role', 'Link', 'Stage history', 'Contact name', 'Contact e-mail', 'Contact phone'],
      [
        '2026-03-02',
        'Northwind Health',
        'Staff Nurse, Nights',
        'https://boards.example.com/jobs/1',
        'Saved 2026-02-20; Applied 2026-03-02; Interviewing 2026-03-10; Rejected 2026-03-20',
        'Dana Ruiz',
        'dana@northwind.example',
        "'+1 614 555 0100",
      ],
      ['2026-03-31', `'=HYPERLINK("http://evil.example","x")`, "'+Cook", '', 'Saved 2026-03-31', '', '', ''],
    ]);

    // The other user sees only their own card.
    const theirs = await download(suite.server, other.client, '/api/applications/log.csv?from=2026-03-01&to=2026-03-31');
    expect(parseCsv(theirs.bytes.toString('utf8').slice(1)).map((row) => row[1])).toEqual(['Company', 'Someone Else Inc']);
  });

  it('PDF: the heading with the name and range, every application, and a range with nothing says so', async () => {
    const { client, userId, fullName } = await owner();
    await insertCard(suite.database.db, userId, {
      company: 'Zoë Łukasiewicz Studio',
      jobTitle: 'Office Manager',
      jobUrl: 'https://careers.example.org/jobs/office-manager-4411?utm_source=board',
      createdAt: '2026-05-01T08:00:00Z',
      stages: [['applied', '2026-05-02T08:00:00Z']],
      contacts: [{ name: 'Mina Park', email: 'mina@example.org' }],
    });
    const response = await download(suite.server, client, '/api/applications/log.pdf?from=2026-05-01&to=2026-05-31');
    expect(response.status, response.error?.message).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('job-search-log-2026-05-01-to-2026-05-31.pdf');
    const text = (await extractPdfText(response.bytes)).replace(/\s+/gu, ' ');
    for (const needle of [
      `Job-search log: ${fullName}`,
      'Applications from May 1, 2026 to May 31, 2026: 1',
      'Office Manager',
      'Zoë Łukasiewicz Studio',
      'Applied 2026-05-02',
      'Saved 2026-05-01; Applied 2026-05-02',
      'Mina Park, mina@example.org',
    ]) {
      expect(text).toContain(needle);
    }

    const empty = await download(suite.server, client, '/api/applications/log.pdf?from=2026-06-01&to=2026-06-30');
    expect(empty.status).toBe(200);
    const emptyText = (await extractPdfText(empty.bytes)).replace(/\s+/gu, ' ');
    expect(emptyText).toContain('Applications from June 1, 2026 to June 30, 2026: 0');
    expect(emptyText).toContain(searchLogMessages.empty);
  });

});
