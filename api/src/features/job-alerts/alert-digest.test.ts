/**
 * The job-alert digest end to end (issue 25, sections 2-5 and 8) over HTTP, against loopback stand-ins
 * for LinkedIn's guest search, Indeed, Greenhouse, Lever, Ashby and Workday. The boards serve the stored
 * board fixtures (features/jobs/__fixtures__/boards) in their listing shapes, with copies under new ids
 * for new postings and reposts; the searches serve cards built as the sites send them. Every request is
 * counted at the stand-in.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerResponse } from 'node:http';
import type { AlertRunAnswer } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { createLogger } from '../../logger';
import { startFixtureServer, type FixtureServer, type RecordedRequest } from '../../lib/safe-fetch.fixture-server';
import { AppError } from '@jobapp/shared';
import { registerUser } from '../../test/factories';
import { runAlertsNow } from './job-alerts.service';
import { useTestServer } from '../../test/test-server';
import { indeedMosaicPage, linkedInCard, linkedInFragment } from '../job-search/test-kit';
import { LINKEDIN_SEARCH_PATH } from '../job-search/providers/linkedin.provider';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'jobs', '__fixtures__', 'boards');
const fixture = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) as Record<string, unknown>;

const BOARDS = ['greenhouse', 'lever', 'ashby', 'workday'] as const;
type Board = (typeof BOARDS)[number];

/** What each stand-in lists now, by search keywords or board slug (tests use their own, so they never meet). */
const catalog = {
  linkedin: new Map<string, string[]>(),
  indeed: new Map<string, unknown[]>(),
  greenhouse: new Map<string, unknown[]>(),
  lever: new Map<string, unknown[]>(),
  ashby: new Map<string, unknown[]>(),
  workday: new Map<string, unknown[]>(),
};
/** Posting pages (LinkedIn /jobs/view/{id}, Indeed /viewjob?jk=), by id: JSON-LD as the sites carry it. */
const pages = new Map<string, { title: string; company: string; description: string }>();
/** Sources forced to refuse (429) every request. */
const refusing = new Set<string>();

const today = new Date().toISOString().slice(0, 10);
let site: FixtureServer;
const boards = {} as Record<Board, FixtureServer>;

function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function searchSite(request: RecordedRequest, response: ServerResponse): void {
  const url = new URL(request.url, 'http://stand-in.invalid');
  if (url.pathname === LINKEDIN_SEARCH_PATH) {
    if (refusing.has('linkedin')) return sendJson(response, {}, 429);
    const cards = catalog.linkedin.get(url.searchParams.get('keywords') ?? '') ?? [];
    const start = Number(url.searchParams.get('start') ?? '0');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(linkedInFragment(cards.slice(start, start + 10)));
    return;
  }
  const pageId = /^\/jobs\/view\/(\d+)/.exec(url.pathname)?.[1] ?? (url.pathname === '/viewjob' ? url.searchParams.get('jk') : null);
  const page = pageId ? pages.get(pageId) : undefined;
  if (page) {
    const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'JobPosting', title: page.title, description: page.description, hiringOrganization: { '@type': 'Organization', name: page.company }, datePosted: today });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!DOCTYPE html><html><head><title>${page.title}</title><script type="application/ld+json">${jsonLd}</script></head><body><h1>${page.title}</h1>${page.description}</body></html>`);
    return;
  }
  if (url.pathname === '/jobs') {
    if (refusing.has('indeed')) return sendJson(response, {}, 429);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(indeedMosaicPage(catalog.indeed.get(url.searchParams.get('q') ?? '') ?? []));
    return;
  }
  response.writeHead(404).end();
}

function boardSite(board: Board): (request: RecordedRequest, response: ServerResponse) => void {
  return (request, response) => {
    if (refusing.has(board)) return sendJson(response, {}, 429);
    const parts = new URL(request.url, 'http://stand-in.invalid').pathname.split('/').filter(Boolean);
    switch (board) {
      case 'greenhouse': // /v1/boards/{slug}/jobs?content=true
        return sendJson(response, { jobs: catalog.greenhouse.get(parts[2] ?? '') ?? [], meta: { total: 0 } });
      case 'lever': // /v0/postings/{slug}?mode=json
        return sendJson(response, catalog.lever.get(parts[2] ?? '') ?? []);
      case 'ashby': // /posting-api/job-board/{slug}?includeCompensation=true
        return sendJson(response, { apiVersion: '1', jobs: catalog.ashby.get(parts[2] ?? '') ?? [] });
      case 'workday': {
        // POST /wday/cxs/{tenant}/{site}/jobs {limit, offset}
        if (request.method !== 'POST') return sendJson(response, {}, 405);
        const { limit, offset } = JSON.parse(request.body) as { limit: number; offset: number };
        const all = catalog.workday.get(parts[3] ?? '') ?? [];
        return sendJson(response, { total: all.length, jobPostings: all.slice(offset, offset + limit) });
      }
    }
  };
}

beforeAll(async () => {
  site = await startFixtureServer(searchSite);
  for (const board of BOARDS) boards[board] = await startFixtureServer(boardSite(board));
});
afterAll(async () => {
  await Promise.all([site.close(), ...BOARDS.map((b) => boards[b].close())]);
});

const suite = useTestServer(() => ({
  env: {
    LINKEDIN_ORIGIN: site.origin,
    INDEED_ORIGIN: site.origin,
    JOB_BOARD_ORIGINS: BOARDS.map((b) => `${b}=${boards[b].origin}`).join(','),
    JOB_FETCH_TIMEOUT_MS: '3000',
    JOB_ALERT_RETRY_MS: '10',
  },
}));

type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

async function proUser(): Promise<RegisteredUser> {
  const registered = await registerUser(suite.server);
  await suite.database.db
    .update(users)
    .set({ subscriptionTier: 'pro', subscriptionStatus: 'active', subscriptionEndDate: null, fullName: 'Dana Reyes' })
    .where(eq(users.id, registered.user.id));
  return registered;
}

async function runNow(user: RegisteredUser): Promise<AlertRunAnswer> {
  const answer = await user.client.post<AlertRunAnswer>('/api/job-alerts/run', {});
  expect(answer.status).toBe(200);
  return answer.body;
}

function mailsTo(email: string) {
  return suite.server.mails.sent.filter((m) => m.to === email);
}

const LONG = (topic: string) =>
  `<p>You will own ${topic} end to end: design, build and run it with a small team. ` +
  'We look for five years of experience with SQL, Python and cloud data platforms, clear writing, and care for the people who use what you build. ' +
  'You will mentor two engineers, review designs, and plan the quarter with product and operations.</p>';

/** A Greenhouse job from the stored fixture, under a new id, title and requisition id (content optional). */
function greenhouseJob(id: string, title: string, requisitionId: string, content?: string): unknown {
  const base = fixture('greenhouse/harborlight.api.json');
  return {
    ...base,
    id,
    title,
    requisition_id: requisitionId,
    absolute_url: `https://job-boards.greenhouse.io/harborlight/jobs/${id}`,
    ...(content ? { content: content.replace(/</g, '&lt;').replace(/>/g, '&gt;') } : {}),
  };
}

function leverJob(id: string, title: string, description?: string): unknown {
  const base = fixture('lever/quillstone.api.json');
  return { ...base, id, text: title, ...(description ? { description, descriptionPlain: description.replace(/<[^>]+>/g, ''), lists: [], additional: '', additionalPlain: '' } : {}) };
}

function workdayItem(title: string, req: string): unknown {
  return { title, externalPath: `/job/Chicago-IL/${title.replace(/\W+/g, '-')}_${req}`, locationsText: 'Chicago, IL', postedOn: 'Posted Today', bulletFields: [req] };
}

function indeedCard(jobkey: string, title: string, company: string): unknown {
  return { jobkey, title, company, formattedLocation: 'Austin, TX', snippet: '<ul><li>Build data pipelines.</li></ul>', pubDate: Date.now() };
}

async function addAlert(user: RegisteredUser, body: Record<string, unknown>): Promise<void> {
  const created = await user.client.post('/api/job-alerts', body);
  expect(created.status).toBe(201);
}

describe('job alert digest', () => {
  it('sends every matching posting once, from six sources, then nothing on a second run the same day; new postings and reposts on a third', async () => {
    const user = await proUser();
    const ashby = fixture('ashby/orbitalkitchen.api.json');
    catalog.linkedin.set('Data Engineer', [linkedInCard('4200000001', 'Data Engineer', 'Woodgrove Bank', 'Munich, Germany', today), linkedInCard('4200000002', 'Senior Data Engineer', 'Fourth Coffee', 'Berlin, Germany', today)]);
    catalog.indeed.set('Data Engineer', [indeedCard('aaaa000000000001', 'Data Engineer', 'Proseware, Inc.')]);
    catalog.greenhouse.set('harborlight', [greenhouseJob('4012345006', 'Senior Platform Engineer', 'ENG-2291'), greenhouseJob('4012345007', 'Office Manager', 'OPS-1')]);
    catalog.lever.set('quillstone', [leverJob('5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3', 'Data Engineer')]);
    catalog.ashby.set('orbitalkitchen', ashby.jobs as unknown[]);
    catalog.workday.set('NorthgateCareers', [workdayItem('Senior Financial Analyst', 'R-104233'), workdayItem('Claims Engineer', 'R-104300')]);

    await addAlert(user, { kind: 'search', title: 'Data Engineer', postedWithinDays: 3 });
    await addAlert(user, { kind: 'watch', boardUrl: 'https://job-boards.greenhouse.io/harborlight', titleFilter: 'engineer' });
    await addAlert(user, { kind: 'watch', boardUrl: 'https://jobs.lever.co/quillstone' });
    await addAlert(user, { kind: 'watch', boardUrl: 'https://jobs.ashbyhq.com/orbitalkitchen', titleFilter: 'designer' });
    await addAlert(user, { kind: 'watch', boardUrl: 'https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers' });

    const first = await runNow(user);
    expect(first).toEqual({ sent: true, reads: 6, limited: [] });
    const [mail] = mailsTo(user.user.email);
    expect(mailsTo(user.user.email)).toHaveLength(1);
    const expected = ['Data Engineer', 'Senior Data Engineer', 'Senior Platform Engineer', 'Product Designer', 'Senior Financial Analyst', 'Claims Engineer'];
    for (const title of expected) expect(mail?.text).toContain(`\n${title}\n`);
    expect(mail?.text).not.toContain('Office Manager');
    expect(mail?.text).not.toContain('Office Coordinator');
    // Data Engineer appears on LinkedIn, Indeed and Lever: three postings, three links.
    expect(mail?.text.match(/^Data Engineer$/gm)).toHaveLength(3);
    expect(mail?.subject).toMatch(/^8 new jobs for your alerts, including /);
    // The one-click unsubscribe headers (RFC 8058) and both parts.
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/resumeboost\.test\/api\/job-alerts\/unsubscribe\?token=[^>]+>$/);
    expect(mail?.html).toContain('Save to tracker');
    expect(mail?.html).toContain('Tailor my resume');
    expect(mail?.html).not.toMatch(/<img\b/i);
    expect(mail?.html).toContain(`/optimize-resume?jobUrl=${encodeURIComponent('https://job-boards.greenhouse.io/harborlight/jobs/4012345006')}`);

    // The same day again: nothing new, nothing sent.
    const second = await runNow(user);
    expect(second.sent).toBe(false);
    expect(mailsTo(user.user.email)).toHaveLength(1);

    // Three new postings and two reposts (a new link for a sent posting: same requisition id, same text).
    catalog.greenhouse.set('harborlight', [
      greenhouseJob('4012345006', 'Senior Platform Engineer', 'ENG-2291'),
      greenhouseJob('4012349999', 'Senior Platform Engineer', 'ENG-2291'),
      greenhouseJob('4012345100', 'Data Platform Engineer', 'ENG-2400', LONG('the data platform')),
    ]);
    catalog.lever.set('quillstone', [leverJob('5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3', 'Data Engineer'), leverJob('77777777-3b7d-4e21-9c0a-7d2e8b6f41a3', 'Data Engineer')]);
    catalog.workday.set('NorthgateCareers', [workdayItem('Senior Financial Analyst', 'R-104233'), workdayItem('Claims Engineer', 'R-104300'), workdayItem('Actuarial Engineer', 'R-104400')]);
    catalog.linkedin.set('Data Engineer', [...(catalog.linkedin.get('Data Engineer') ?? []), linkedInCard('4200000003', 'Lead Data Engineer', 'Tailspin Toys', 'Hamburg, Germany', today)]);
    const third = await runNow(user);
    expect(third.sent).toBe(true);
    const latest = mailsTo(user.user.email)[1];
    expect(latest?.subject).toMatch(/^3 new jobs/);
    for (const title of ['Data Platform Engineer', 'Actuarial Engineer', 'Lead Data Engineer']) expect(latest?.text).toContain(`\n${title}\n`);
    expect(latest?.text).toContain('Posted again (you saw these before):');
    expect(latest?.text).toContain('- Senior Platform Engineer, Harborlight Analytics: reposted once (https://job-boards.greenhouse.io/harborlight/jobs/4012349999)');
    expect(latest?.text).toMatch(/- Data Engineer, Quillstone: reposted once \(https:\/\/jobs\.lever\.co\/quillstone\/77777777/);
  });

  it('shows the same posting on two sources once', async () => {
    const user = await proUser();
    const text = LONG('the shared inventory service');
    catalog.greenhouse.set('pinecrestfoods', [greenhouseJob('7719402003', 'Inventory Analyst', 'INV-7', text)]);
    catalog.lever.set('pinecrest', [leverJob('0d9b4c1e-6f7a-4a3b-8e2d-5c6f7a8b9c0d', 'Inventory Analyst', text)]);
    await addAlert(user, { kind: 'watch', boardUrl: 'https://job-boards.greenhouse.io/pinecrestfoods' });
    await addAlert(user, { kind: 'watch', boardUrl: 'https://jobs.lever.co/pinecrest' });
    expect((await runNow(user)).sent).toBe(true);
    const [mail] = mailsTo(user.user.email);
    expect(mail?.subject).toBe('New job: Inventory Analyst at Harborlight Analytics');
    expect(mail?.text.match(/^Inventory Analyst$/gm)).toHaveLength(1);
  });

  it('still sends the rest when a source answers 429 after its retries, naming the limited source', async () => {
    const user = await proUser();
    catalog.linkedin.set('Supply Planner', [linkedInCard('4300000001', 'Supply Planner', 'Contoso', 'Lyon, France', today)]);
    catalog.indeed.set('Supply Planner', [indeedCard('bbbb000000000001', 'Supply Planner', 'Fabrikam')]);
    await addAlert(user, { kind: 'search', title: 'Supply Planner' });
    refusing.add('indeed');
    const before = site.requests.filter((r) => r.url.startsWith('/jobs?')).length;
    try {
      const answer = await runNow(user);
      expect(answer.sent).toBe(true);
      expect(answer.limited).toHaveLength(1);
    } finally {
      refusing.delete('indeed');
    }
    // The first try and two retries.
    expect(site.requests.filter((r) => r.url.startsWith('/jobs?')).length - before).toBe(3);
    const [mail] = mailsTo(user.user.email);
    expect(mail?.text).toContain('Indeed was not reachable or limited our reading today, so this e-mail holds what the other sources had.');
    expect(mail?.text).toContain('\nSupply Planner\n');
    expect(mail?.text).not.toContain('Fabrikam');
  });

  it('reads LinkedIn at most 5 pages a search, with the alert\'s filters', async () => {
    const user = await proUser();
    catalog.linkedin.set('Tax Associate', Array.from({ length: 80 }, (_, i) => linkedInCard(String(4400000000 + i), `Tax Associate ${i}`, 'Contoso', 'Paris, France', today)));
    await addAlert(user, { kind: 'search', title: 'Tax Associate', sources: ['linkedin'], remote: true, postedWithinDays: 2 });
    const before = site.requests.length;
    expect((await runNow(user)).sent).toBe(true);
    const asked = site.requests.slice(before).map((r) => new URL(r.url, 'http://x.invalid'));
    expect(asked).toHaveLength(5);
    expect(asked.map((u) => u.searchParams.get('start'))).toEqual(['0', '10', '20', '30', '40']);
    expect(asked.every((u) => u.searchParams.get('f_WT') === '2' && u.searchParams.get('f_TPR') === 'r172800')).toBe(true);
    expect(mailsTo(user.user.email)[0]?.subject).toMatch(/^50 new jobs/);
  });

  it('stops with one click: the POST a mail client sends answers 200 and the next run sends nothing', async () => {
    const user = await proUser();
    catalog.indeed.set('Payroll Clerk', [indeedCard('cccc000000000001', 'Payroll Clerk', 'Litware')]);
    await addAlert(user, { kind: 'search', title: 'Payroll Clerk', sources: ['indeed'] });
    expect((await runNow(user)).sent).toBe(true);
    const header = mailsTo(user.user.email)[0]?.headers?.['List-Unsubscribe'] ?? '';
    const link = new URL(header.slice(1, -1));
    const target = `${suite.server.url}${link.pathname}${link.search}`;

    // A person opening the link sees a button; nothing changes on GET.
    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit"');
    expect((await suite.database.db.select({ on: users.jobAlerts }).from(users).where(eq(users.id, user.user.id)))[0]?.on).toBe(true);

    // The mail client's one-click POST (RFC 8058): form body, no cookie, no Origin.
    const posted = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ message: 'Job alert e-mails are off. You can turn them on again in your settings.' });
    expect((await suite.database.db.select({ on: users.jobAlerts }).from(users).where(eq(users.id, user.user.id)))[0]?.on).toBe(false);

    catalog.indeed.set('Payroll Clerk', [indeedCard('cccc000000000001', 'Payroll Clerk', 'Litware'), indeedCard('cccc000000000002', 'Payroll Lead', 'Litware')]);
    expect(await runNow(user)).toEqual({ sent: false, reads: 0, limited: [] });
    expect(mailsTo(user.user.email)).toHaveLength(1);

    // A forged or damaged token: 400 in the product's words.
    const forged = await fetch(`${suite.server.url}/api/job-alerts/unsubscribe?token=${encodeURIComponent(`${link.searchParams.get('token') ?? ''}x`)}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'bad_request', message: 'This unsubscribe link is not valid. Turn job alert e-mails off in your settings.' });
  });

  it('renders the HTML part as a mail client parses it: the items, their links and the match against the latest resume', async () => {
    const user = await proUser();
    const resume = [
      'Dana Reyes',
      'dana@example.com',
      'EXPERIENCE',
      'Data Engineer, Woodgrove Bank, 2018 - Present',
      '- Built SQL and Python pipelines on a cloud data platform for 40 analysts',
      '- Mentored two engineers and reviewed designs',
      'SKILLS',
      'SQL, Python, Airflow',
    ].join('\n');
    await suite.database.db.insert(resumes).values({ userId: user.user.id, number: 1, originalText: resume, optimizedContent: resume, originalFileName: 'dana.txt' });
    catalog.greenhouse.set('tidewaterbio', [greenhouseJob('5523017', 'Analytics Engineer', 'AN-1', LONG('the analytics warehouse'))]);
    await addAlert(user, { kind: 'watch', boardUrl: 'https://job-boards.greenhouse.io/tidewaterbio' });
    expect((await runNow(user)).sent).toBe(true);
    const [mail] = mailsTo(user.user.email);
    const parsed = await simpleParser(`Content-Type: text/html; charset=utf-8\n\n${mail?.html ?? ''}`);
    expect(parsed.html).toContain('Analytics Engineer');
    expect(mail?.text).toMatch(/Match: \d+\/100/);
    expect(mail?.text).toContain('Your resume shows:');
    expect(mail?.html).toContain('tracker?add=https%3A%2F%2Fjob-boards.greenhouse.io%2Ftidewaterbio%2Fjobs%2F5523017');
  });

  it('reads each new search posting\'s page once for all users with a resume, and scores it', async () => {
    const resume = ['Sam Ortiz', 'sam@example.com', 'EXPERIENCE', 'Data Engineer, Fabrikam, 2017 - Present', '- Built SQL and Python pipelines on a cloud data platform for 40 analysts', '- Mentored two engineers and reviewed designs', 'SKILLS', 'SQL, Python, Airflow'].join('\n');
    const both = [await proUser(), await proUser()];
    for (const user of both) {
      await suite.database.db.insert(resumes).values({ userId: user.user.id, number: 1, originalText: resume, optimizedContent: resume, originalFileName: 'sam.txt' });
      await addAlert(user, { kind: 'search', title: 'Pipeline Engineer' });
    }
    catalog.linkedin.set('Pipeline Engineer', [linkedInCard('4600000001', 'Pipeline Engineer', 'Northwind', 'Remote', today)]);
    catalog.indeed.set('Pipeline Engineer', [indeedCard('eeee000000000001', 'Pipeline Engineer II', 'Northwind Traders')]);
    pages.set('4600000001', { title: 'Pipeline Engineer', company: 'Northwind', description: LONG('our pipelines') });
    pages.set('eeee000000000001', { title: 'Pipeline Engineer II', company: 'Northwind Traders', description: LONG('the ingestion pipelines') });
    const before = site.requests.length;
    for (const user of both) expect((await runNow(user)).sent).toBe(true);
    // Each user's own run reads the pages for them; a scheduled batch reads them once for all (below).
    const pageReads = site.requests.slice(before).filter((r) => r.url.startsWith('/jobs/view/') || r.url.startsWith('/viewjob'));
    expect(pageReads).toHaveLength(4);
    for (const user of both) {
      const [mail] = mailsTo(user.user.email);
      expect(mail?.text.match(/^Match: \d+\/100$/gm)).toHaveLength(2);
      expect(mail?.text).toContain('Your resume shows:');
    }
  });

  it('pauses at the end of the period after a downgrade (D9): a Starter account gets no digest', async () => {
    const user = await proUser();
    catalog.indeed.set('Line Cook', [indeedCard('dddd000000000001', 'Line Cook', 'Alpine Ski House')]);
    await addAlert(user, { kind: 'search', title: 'Line Cook', sources: ['indeed'] });
    await suite.database.db
      .update(users)
      .set({ scheduledPlan: 'starter', scheduledPlanAt: new Date(suite.server.clock().getTime() - 1000) })
      .where(eq(users.id, user.user.id));
    expect(await runNow(user)).toEqual({ sent: false, reads: 0, limited: [] });
    expect(mailsTo(user.user.email)).toHaveLength(0);
  });

  it('refuses the on-demand run in production', async () => {
    const user = await proUser();
    const production = { db: suite.database.db, env: { ...suite.server.env, NODE_ENV: 'production' as const }, logger: createLogger('silent') };
    const refused = await runAlertsNow(production, user.user.id, new Date()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'forbidden', message: 'Running alerts on demand is for testing only.' });
    expect((refused as AppError).status).toBe(403);
  });
});
