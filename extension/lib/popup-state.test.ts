import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageJob } from './page-job';
import { isPageAnswer, loadPopup, lookupJob, popupViewFor, readTab, resolveTabId, settleAnswer, unreachableMessage, viewAfterOptimize } from './popup-state';
import { tabJob, webAppUrl } from './storage';

const job: PageJob = {
  title: 'Senior Backend Engineer',
  company: 'Northwind Health',
  location: 'Sydney, New South Wales, Australia',
  descriptionHtml: '<p>Build APIs</p>',
  canonicalUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
  source: 'linkedin',
  datePosted: '2026-01-13',
  capturedAt: '2026-01-20T12:00:00.000Z',
  pageUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
};
const signedIn = { kind: 'signed-in', username: 'ada' } as const;
const app = 'http://localhost:3000';

describe('lookupJob', () => {
  it('takes the content script answer first', () => {
    expect(lookupJob({ fresh: { kind: 'job', job }, stored: null, tabUrl: undefined })).toEqual({ kind: 'job', job });
    expect(lookupJob({ fresh: { kind: 'none' }, stored: job, tabUrl: 'https://www.linkedin.com/feed/' })).toEqual({
      kind: 'none',
      reason: 'not-job-page',
    });
  });

  it('calls a job URL without a readable job unreadable', () => {
    expect(lookupJob({ fresh: { kind: 'none' }, stored: null, tabUrl: job.pageUrl })).toEqual({ kind: 'none', reason: 'unreadable' });
    expect(lookupJob({ fresh: { kind: 'waiting', reason: 'not-rendered' }, stored: null, tabUrl: undefined })).toEqual({
      kind: 'none',
      reason: 'unreadable',
    });
  });

  it('falls back to the stored job only while the tab still shows its page', () => {
    expect(lookupJob({ fresh: 'no-answer', stored: job, tabUrl: job.pageUrl })).toEqual({ kind: 'job', job });
    expect(lookupJob({ fresh: 'no-answer', stored: job, tabUrl: 'https://example.com/' })).toEqual({ kind: 'none', reason: 'not-job-page' });
    expect(lookupJob({ fresh: 'no-answer', stored: job, tabUrl: undefined })).toEqual({ kind: 'none', reason: 'not-job-page' });
  });

  it('asks for a reload on a job page without a content script', () => {
    expect(lookupJob({ fresh: 'no-answer', stored: null, tabUrl: 'https://uk.indeed.com/viewjob?jk=0123456789abcdef' })).toEqual({
      kind: 'none',
      reason: 'reload-page',
    });
  });
});

describe('popupViewFor', () => {
  it('shows the job with its actions when signed in', () => {
    expect(popupViewFor({ kind: 'job', job }, signedIn)).toEqual({ kind: 'job', job });
  });

  it('asks to sign in when signed out on a job', () => {
    expect(popupViewFor({ kind: 'job', job }, { kind: 'signed-out' })).toEqual({ kind: 'signed-out', job });
  });

  it('explains when there is no job, signed in or not', () => {
    expect(popupViewFor({ kind: 'none', reason: 'not-job-page' }, signedIn)).toEqual({ kind: 'no-job', reason: 'not-job-page' });
    expect(popupViewFor({ kind: 'none', reason: 'reload-page' }, { kind: 'signed-out' })).toEqual({ kind: 'no-job', reason: 'reload-page' });
  });

  it('says when the web app cannot be reached or fails, keeping the job', () => {
    expect(popupViewFor({ kind: 'job', job }, { kind: 'unreachable', webAppUrl: app })).toEqual({ kind: 'unreachable', webAppUrl: app, job });
    expect(popupViewFor({ kind: 'none', reason: 'not-job-page' }, { kind: 'error', status: 500, message: 'Boom' })).toEqual({
      kind: 'error',
      message: 'Boom',
      job: null,
    });
    expect(unreachableMessage(app)).toBe("Can't reach ResumeBoost at http://localhost:3000. Is it running?");
  });
});

describe('viewAfterOptimize', () => {
  it('turns a failed capture into the matching view', () => {
    expect(viewAfterOptimize(job, { kind: 'signed-out' })).toEqual({ kind: 'signed-out', job });
    expect(viewAfterOptimize(job, { kind: 'unreachable', webAppUrl: app })).toEqual({ kind: 'unreachable', webAppUrl: app, job });
    expect(viewAfterOptimize(job, { kind: 'error', status: 403, message: 'Refused' })).toEqual({ kind: 'error', message: 'Refused', job });
  });
});

describe('settleAnswer', () => {
  it('runs the Readability reader only for an unknown layout', async () => {
    const reader = vi.fn(() => job);
    const load = vi.fn(async () => reader);
    expect(await settleAnswer({ kind: 'none' }, load)).toEqual({ kind: 'none' });
    expect(await settleAnswer('no-answer', load)).toBe('no-answer');
    expect(load).not.toHaveBeenCalled();
    expect(await settleAnswer({ kind: 'unknown-layout', html: '<html></html>', pageUrl: job.pageUrl }, load)).toEqual({ kind: 'job', job });
    expect(reader).toHaveBeenCalledWith('<html></html>', job.pageUrl);
    expect(await settleAnswer({ kind: 'unknown-layout', html: '', pageUrl: job.pageUrl }, async () => () => null)).toEqual({ kind: 'none' });
  });
});

/** Opens an active tab in a focused window (what `tabs.query({ active, currentWindow })` finds). */
async function openActiveTab(url: string) {
  const window = await fakeBrowser.windows.create({ focused: true });
  return fakeBrowser.tabs.create({ url, active: true, windowId: window!.id });
}

describe('with the browser', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => vi.restoreAllMocks());

  it('resolveTabId takes ?tabId= (tests open the popup in a tab) or the active tab', async () => {
    expect(await resolveTabId('?tabId=42')).toBe(42);
    const tab = await openActiveTab(job.pageUrl);
    expect(await resolveTabId('')).toBe(tab.id);
    expect(await resolveTabId('?tabId=abc')).toBe(tab.id);
  });

  it('loadPopup: the tab content script job, the saved web app address and the session', async () => {
    const tab = await openActiveTab(job.pageUrl);
    await webAppUrl.setValue('http://127.0.0.1:4567');
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue({ ok: true, value: { kind: 'job', job } } as never);
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ username: 'ada' }), { status: 200 }));
    const loaded = await loadPopup(`?tabId=${tab.id}`, fetchFn);
    expect(loaded).toEqual({ tabId: tab.id, tabUrl: job.pageUrl, webAppUrl: 'http://127.0.0.1:4567', view: { kind: 'job', job } });
    expect(fetchFn).toHaveBeenCalledWith('http://127.0.0.1:4567/api/user', expect.anything());
  });

  it('loadPopup: the stored job when the content script does not answer, signed out', async () => {
    const tab = await openActiveTab(job.pageUrl);
    await tabJob(tab.id!).setValue(job);
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('Could not establish connection. Receiving end does not exist.'));
    const loaded = await loadPopup('', async () => new Response('{}', { status: 401 }));
    expect(loaded.view).toEqual({ kind: 'signed-out', job });
  });

  it('loadPopup: unreachable web app at the default address', async () => {
    await openActiveTab('https://example.com/');
    vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockRejectedValue(new Error('no receiver'));
    const loaded = await loadPopup('', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(loaded.view).toEqual({ kind: 'unreachable', webAppUrl: 'http://localhost:3000', job: null });
  });

  it('loadPopup: shows the job at once while a hung web app has not answered (a loopback server that never replies)', async () => {
    const sockets = new Set<Socket>();
    const server: Server = createServer(() => {
      /* never answers */
    });
    server.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const hung = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const tab = await openActiveTab(job.pageUrl);
      await webAppUrl.setValue(hung);
      vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue({ ok: true, value: { kind: 'job', job } } as never);
      const views: { view: unknown; ms: number }[] = [];
      const started = Date.now();
      const done = loadPopup(`?tabId=${tab.id}`, undefined, (loaded) => views.push({ view: loaded.view, ms: Date.now() - started }));
      await vi.waitFor(() => expect(views).toHaveLength(1), { timeout: 2000 });
      expect(views[0]!.view).toEqual({ kind: 'checking', job });
      expect(views[0]!.ms).toBeLessThan(1000);
      // The status check gives up after its own timeout; the job stays shown with the web app's state.
      await vi.waitFor(() => expect(sockets.size).toBeGreaterThan(0), { timeout: 5000 });
      for (const socket of sockets) socket.destroy();
      expect((await done).view).toEqual({ kind: 'unreachable', webAppUrl: hung, job });
    } finally {
      server.close();
    }
  }, 15_000);

  it('popupViewFor: before the web app answers, the job (or why there is none) shows on its own', () => {
    expect(popupViewFor({ kind: 'job', job }, null)).toEqual({ kind: 'checking', job });
    expect(popupViewFor({ kind: 'none', reason: 'not-job-page' }, null)).toEqual({ kind: 'no-job', reason: 'not-job-page' });
  });

  const noPageReader = () => Promise.reject(new Error('not expected'));

  it('readTab: injects the site reader once into a job page with no content script, then asks again', async () => {
    const answers: ('no-answer' | { kind: 'job'; job: PageJob })[] = ['no-answer', { kind: 'job', job }];
    const ask = vi.fn(async () => answers.shift()!);
    const inject = vi.fn(async () => undefined);
    const readPage = vi.fn(noPageReader);
    expect(await readTab(7, 'https://uk.indeed.com/viewjob?jk=0123456789abcdef', { ask, inject, readPage })).toEqual({ kind: 'job', job });
    expect(inject).toHaveBeenCalledWith(7, '/content-scripts/indeed.js');
    expect(ask).toHaveBeenCalledTimes(2);
    expect(readPage).not.toHaveBeenCalled();
  });

  it('readTab: never injects a site reader off LinkedIn and Indeed job pages, nor when the content script answered', async () => {
    const inject = vi.fn(async () => undefined);
    const none = async () => 'no-answer' as const;
    expect(await readTab(7, 'https://www.linkedin.com/feed/', { ask: none, inject, readPage: noPageReader })).toBe('no-answer');
    expect(await readTab(7, job.pageUrl, { ask: async () => ({ kind: 'none' }), inject, readPage: noPageReader })).toEqual({ kind: 'none' });
    expect(inject).not.toHaveBeenCalled();
    const failing = vi.fn(async () => Promise.reject(new Error('Cannot access contents of the page')));
    expect(await readTab(7, job.pageUrl, { ask: none, inject: failing, readPage: noPageReader })).toBe('no-answer');
  });

  it('readTab: on any other http(s) page, the page reader runs in that tab only and its answer is used (D12)', async () => {
    const ask = vi.fn(async () => 'no-answer' as const);
    const inject = vi.fn(async () => undefined);
    const other = { ...job, source: 'greenhouse' as const, canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/1', pageUrl: 'https://job-boards.greenhouse.io/acme/jobs/1' };
    const readPage = vi.fn(async () => ({ kind: 'job' as const, job: other }));
    expect(await readTab(9, other.pageUrl, { ask, inject, readPage })).toEqual({ kind: 'job', job: other });
    expect(readPage).toHaveBeenCalledWith(9);
    expect(ask).not.toHaveBeenCalled();
    expect(inject).not.toHaveBeenCalled();
    // Browser pages are never injected into.
    expect(await readTab(9, 'chrome://extensions/', { ask, inject, readPage })).toBe('no-answer');
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it('readTab: without access (no click on the tab, no board permission) the answer is no-access', async () => {
    const denied = async () => Promise.reject(new Error('Cannot access contents of the page. Extension manifest must request permission'));
    const none = async () => 'no-answer' as const;
    const inject = async () => undefined;
    // The side panel does not see the address of a tab it has no access to.
    const answer = await readTab(9, undefined, { ask: none, inject, readPage: denied });
    expect(answer).toBe('no-access');
    expect(lookupJob({ fresh: 'no-access', stored: null, tabUrl: undefined })).toEqual({ kind: 'none', reason: 'no-access' });
    expect(await readTab(9, 'https://careers.example.com/jobs/1', { ask: none, inject, readPage: denied })).toBe('no-answer');
  });

  it('isPageAnswer: the page reader\'s result is checked before use', () => {
    expect(isPageAnswer({ kind: 'job', job })).toBe(true);
    expect(isPageAnswer({ kind: 'none' })).toBe(true);
    expect(isPageAnswer({ kind: 'unknown-layout', html: '<p>x</p>', pageUrl: 'https://example.com/' })).toBe(true);
    expect(isPageAnswer({ kind: 'job', job: { ...job, source: 'monster' } })).toBe(false);
    expect(isPageAnswer({ kind: 'unknown-layout', html: 1 })).toBe(false);
    expect(isPageAnswer(null)).toBe(false);
    expect(isPageAnswer(undefined)).toBe(false);
  });
});
