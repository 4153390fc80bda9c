/** Following a single-page job site: URL changes, DOM changes, stale panes, invalidation, requests. */
import { readOwnFixture } from '@jobapp/shared/jobs/test-dom';
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { type TrackerContext, startJobTracker } from './job-tracker';
import type { PageJob } from './page-job';
import { readPageJob } from './read-page-job';

/** A stand-in for WXT's ContentScriptContext: real timers, a location-change trigger, invalidation. */
function fakeContext() {
  const onLocation: Array<() => void> = [];
  const onInvalid: Array<() => void> = [];
  let valid = true;
  const ctx: TrackerContext & { navigate(): void; invalidate(): void } = {
    get isValid() {
      return valid;
    },
    setTimeout: (handler, ms) => setTimeout(() => valid && handler(), ms) as unknown as number,
    addEventListener: (_target, _type, handler) => void onLocation.push(handler),
    onInvalidated: (cb) => {
      onInvalid.push(cb);
      return () => undefined;
    },
    navigate: () => onLocation.forEach((handler) => handler()),
    invalidate: () => {
      valid = false;
      onInvalid.forEach((cb) => cb());
    },
  };
  return ctx;
}

function setup(html: string, startUrl: string, options: { requestWaitMs?: number } = {}) {
  const { window, document, MutationObserver } = parseHTML(html);
  const ctx = fakeContext();
  let url = startUrl;
  const reports: Array<PageJob | null> = [];
  const read = vi.fn((doc: Document, pageUrl: string) => readPageJob(doc, pageUrl));
  const tracker = startJobTracker(ctx, {
    doc: document as unknown as Document,
    getUrl: () => url,
    read,
    report: async (job) => void reports.push(job),
    debounceMs: 10,
    maxWaitMs: 100,
    requestWaitMs: options.requestWaitMs ?? 300,
    MutationObserver: MutationObserver as unknown as typeof globalThis.MutationObserver,
    window: window as unknown as Window,
  });
  return {
    ctx,
    doc: document as unknown as Document,
    tracker,
    reports,
    read,
    /** Changes the URL the way history.pushState does, and fires WXT's location event. */
    pushState(next: string) {
      url = next;
      ctx.navigate();
    },
  };
}

const titles = (reports: Array<PageJob | null>) => reports.map((job) => job?.title ?? null);
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

/** Re-renders the LinkedIn details pane for job 4012345679, as the site does after a click. */
function showUiEngineer(doc: Document) {
  doc.querySelector('.job-details-jobs-unified-top-card__job-title h1')!.innerHTML = '<a href="/jobs/view/4012345679/">UI Engineer</a>';
  doc.querySelector('.job-details-jobs-unified-top-card__company-name a')!.textContent = 'Tailwind Traders';
  doc.querySelector('#job-details')!.innerHTML = '<div><p>Ship accessible components for our design system.</p></div>';
}

describe('startJobTracker', () => {
  it('reports the job on the page once, not again for changes that leave it the same', async () => {
    const t = setup(readOwnFixture('linkedin-guest-view.html'), 'https://www.linkedin.com/jobs/view/4411867124/');
    expect(titles(t.reports)).toEqual(['Senior Backend Engineer']);
    t.doc.body.appendChild(t.doc.createElement('div')).textContent = 'an ad';
    await settle();
    expect(t.read.mock.calls.length).toBeGreaterThan(1);
    expect(titles(t.reports)).toEqual(['Senior Backend Engineer']);
  });

  it('follows another job picked in a LinkedIn search: waits for the pane, then reports the new job', async () => {
    const t = setup(readOwnFixture('linkedin-search-pane.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678');
    expect(titles(t.reports)).toEqual(['Frontend Developer']);

    t.pushState('https://www.linkedin.com/jobs/search/?currentJobId=4012345679');
    await settle();
    // The pane still shows the first job: nothing is reported under the new id.
    expect(t.tracker.current()).toEqual({ kind: 'waiting', reason: 'stale-pane' });
    expect(titles(t.reports)).toEqual(['Frontend Developer']);

    showUiEngineer(t.doc);
    await vi.waitFor(() => expect(titles(t.reports)).toEqual(['Frontend Developer', 'UI Engineer']));
    expect(t.reports[1]).toMatchObject({ company: 'Tailwind Traders', canonicalUrl: 'https://www.linkedin.com/jobs/view/4012345679/' });
  });

  it('reports "no job" after navigating away from a job, and stops watching the DOM there', async () => {
    const t = setup(readOwnFixture('linkedin-search-pane.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678');
    t.pushState('https://www.linkedin.com/feed/');
    await vi.waitFor(() => expect(titles(t.reports)).toEqual(['Frontend Developer', null]));
    const reads = t.read.mock.calls.length;
    t.doc.body.appendChild(t.doc.createElement('p')).textContent = 'feed post';
    await settle();
    expect(t.read.mock.calls.length).toBe(reads);
  });

  it('follows Indeed search results (vjk)', async () => {
    const t = setup(readOwnFixture('indeed-search-pane.html'), 'https://www.indeed.com/jobs?q=python&vjk=1a2b3c4d5e6f7081');
    expect(titles(t.reports)).toEqual(['Python Developer']);
    t.pushState('https://www.indeed.com/jobs?q=python&vjk=90a0b0c0d0e0f001');
    const header = t.doc.querySelector('[data-testid="jobsearch-JobInfoHeader-title"]')!;
    header.innerHTML = '<a href="/viewjob?jk=90a0b0c0d0e0f001"><span>Data Analyst</span></a>';
    t.doc.querySelector('[data-testid="inlineHeader-companyName"] a')!.textContent = "Margie's Travel";
    t.doc.querySelector('#jobDescriptionText')!.innerHTML = '<p>SQL and Tableau dashboards.</p>';
    await vi.waitFor(() => expect(titles(t.reports)).toEqual(['Python Developer', 'Data Analyst']));
  });

  it('stops when the context is invalidated (extension reloaded)', async () => {
    const t = setup(readOwnFixture('linkedin-search-pane.html'), 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678');
    t.ctx.invalidate();
    const reads = t.read.mock.calls.length;
    showUiEngineer(t.doc);
    t.pushState('https://www.linkedin.com/jobs/search/?currentJobId=4012345679');
    await settle();
    expect(t.read.mock.calls.length).toBe(reads);
    expect(titles(t.reports)).toEqual(['Frontend Developer']);
  });

  it('answers a request on a page still rendering once the job appears', async () => {
    const t = setup('<html><body><main id="app"></main></body></html>', 'https://www.linkedin.com/jobs/search/?currentJobId=4012345678', {
      requestWaitMs: 2000,
    });
    const answer = t.tracker.request();
    const pane = parseHTML(readOwnFixture('linkedin-search-pane.html')).document.body.innerHTML;
    setTimeout(() => (t.doc.querySelector('#app')!.innerHTML = pane), 30);
    await expect(answer).resolves.toMatchObject({ kind: 'job', job: { title: 'Frontend Developer' } });
  });

  it('answers with the page markup when a job page stays in an unknown layout', async () => {
    const html = readOwnFixture('careers-page.html');
    const t = setup(html, 'https://www.linkedin.com/jobs/view/4099999999/', { requestWaitMs: 50 });
    const answer = await t.tracker.request();
    expect(answer).toMatchObject({ kind: 'unknown-layout', pageUrl: 'https://www.linkedin.com/jobs/view/4099999999/' });
    expect(answer.kind === 'unknown-layout' && answer.html).toContain('Product Designer');
  });

  it('answers "none" at once off job pages', async () => {
    const t = setup(readOwnFixture('careers-page.html'), 'https://www.linkedin.com/feed/');
    const started = Date.now();
    await expect(t.tracker.request()).resolves.toEqual({ kind: 'none' });
    expect(Date.now() - started).toBeLessThan(100);
  });
});
