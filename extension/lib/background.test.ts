import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleOptimizeJob, handlePageJobChanged, openJobLink, startBackground } from './background';
import { optimizeLinkMenu } from './context-menu';
import type { PageJob } from './page-job';
import { installedAt, tabJob, webAppUrl } from './storage';
import { JOB_BADGE_TEXT } from './tab-jobs';

const job: PageJob = {
  title: 'Operations Analyst',
  company: 'Adventure Works',
  location: 'Melbourne, VIC, AU',
  descriptionHtml: '<p>Plan warehouse capacity</p>',
  canonicalUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef',
  source: 'indeed',
  datePosted: '2026-01-12',
  capturedAt: '2026-01-20T12:00:00.000Z',
  pageUrl: 'https://www.indeed.com/viewjob?jk=0123456789abcdef&from=serp',
};

const contentScript = (tabId: number) => ({ id: fakeBrowser.runtime.id, url: job.pageUrl, tab: { id: tabId } as never });
const popupPage = () => ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') });

describe('background', () => {
  beforeEach(() => fakeBrowser.reset());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the job a content script reports for its tab, with a badge, and clears it', async () => {
    await handlePageJobChanged({ job }, contentScript(5));
    expect(await tabJob(5).getValue()).toEqual(job);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe(JOB_BADGE_TEXT);

    await handlePageJobChanged({ job: null }, contentScript(5));
    expect(await tabJob(5).getValue()).toBeNull();
    expect(await fakeBrowser.action.getBadgeText({ tabId: 5 })).toBe('');
  });

  it('refuses reports that do not come from a content script or carry no valid job', async () => {
    await expect(handlePageJobChanged({ job }, popupPage())).rejects.toThrow(/content script/);
    await expect(handlePageJobChanged({ job: { ...job, source: 'monster' } as never }, contentScript(5))).rejects.toThrow(/no valid job/);
    expect(await tabJob(5).getValue()).toBeNull();
  });

  it('captures the job and opens /optimize-resume for the popup', async () => {
    await webAppUrl.setValue('http://127.0.0.1:4000');
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ id: 1, canonicalUrl: job.canonicalUrl }), { status: 201 }));
    vi.stubGlobal('fetch', fetchFn);
    const outcome = await handleOptimizeJob({ job }, popupPage());
    const expected = 'http://127.0.0.1:4000/optimize-resume?jobUrl=https%3A%2F%2Fwww.indeed.com%2Fviewjob%3Fjk%3D0123456789abcdef';
    expect(outcome).toEqual({ kind: 'opened', url: expected });
    expect(fetchFn).toHaveBeenCalledWith('http://127.0.0.1:4000/api/job-postings/capture', expect.objectContaining({ method: 'POST' }));
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((t) => t.url)).toContain(expected);
  });

  it('does not open anything when the capture is refused (signed out)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    expect(await handleOptimizeJob({ job }, popupPage())).toEqual({ kind: 'signed-out' });
    expect((await fakeBrowser.tabs.query({})).map((t) => t.url).filter(Boolean)).toEqual([]);
  });

  it('refuses capture requests from content scripts (web pages)', async () => {
    await expect(handleOptimizeJob({ job }, contentScript(5))).rejects.toThrow(/extension popup/);
  });

  it('opens a right-clicked job link at its canonical URL', async () => {
    expect(await openJobLink('https://uk.indeed.com/rc/clk?jk=0123456789ABCDEF&from=serp')).toBe(
      'http://localhost:3000/optimize-resume?jobUrl=https%3A%2F%2Fuk.indeed.com%2Fviewjob%3Fjk%3D0123456789abcdef',
    );
  });

  it('on install: records the date and creates the job-link context menu; a click opens the job; closed tabs are forgotten', async () => {
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(((_props: unknown, done?: () => void) => {
      done?.();
      return 1;
    }) as never);
    vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined);
    const clicks: Array<(info: { menuItemId: string; linkUrl?: string }) => void> = [];
    vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(((listener: (typeof clicks)[number]) => {
      clicks.push(listener);
    }) as never);

    startBackground();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith(optimizeLinkMenu(), expect.any(Function)));
    await vi.waitFor(async () => expect(await installedAt.getValue()).not.toBeNull());

    clicks[0]!({ menuItemId: optimizeLinkMenu().id, linkUrl: 'https://www.linkedin.com/jobs/view/senior-engineer-4411867124?trk=x' });
    const expected = 'http://localhost:3000/optimize-resume?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F4411867124%2F';
    await vi.waitFor(async () => expect((await fakeBrowser.tabs.query({})).map((t) => t.url)).toContain(expected));

    await tabJob(9).setValue(job);
    await fakeBrowser.tabs.onRemoved.trigger(9, { windowId: 0, isWindowClosing: false });
    await vi.waitFor(async () => expect(await tabJob(9).getValue()).toBeNull());
  });
});
