/**
 * The background's wiring (the entrypoint only calls `startBackground`): install bookkeeping, the
 * context menu, the per-tab job state the content scripts report, and the capture the popup asks for.
 * Listeners are registered synchronously at start, as MV3 service workers and event pages require.
 */
import { browser } from 'wxt/browser';
import { handleContextMenuClick, optimizeLinkMenu } from './context-menu';
import { recordInstall } from './install';
import { contentScriptTabId, isFromExtensionPage, type MessageSender, onMessage } from './messaging';
import { type OptimizeOutcome, optimizeJob } from './optimize-job';
import { isPageJob, type PageJob } from './page-job';
import { webAppUrl } from './storage';
import { forgetTabJob, recordTabJob } from './tab-jobs';

async function openTab(url: string): Promise<void> {
  await browser.tabs.create({ url, active: true });
}

/** (Re)creates the context menu; menus persist, so this runs on install and update. */
export async function createContextMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  await new Promise<void>((resolve) => {
    browser.contextMenus.create(optimizeLinkMenu(), () => {
      // Reading lastError marks it handled; a failure here would only hide the menu.
      void browser.runtime.lastError;
      resolve();
    });
  });
}

/** A content script's report: the job its tab shows now (or null). */
export async function handlePageJobChanged(data: { job: PageJob | null }, sender: MessageSender) {
  const tabId = contentScriptTabId(sender);
  if (tabId === null) throw new Error('pageJobChanged must come from a content script');
  if (data.job !== null && !isPageJob(data.job)) throw new Error('pageJobChanged carries no valid job');
  await recordTabJob(tabId, data.job);
}

/** The popup's "Optimize my resume for this job". */
export async function handleOptimizeJob(
  data: { job: PageJob },
  sender: MessageSender,
): Promise<OptimizeOutcome> {
  if (!isFromExtensionPage(sender)) throw new Error('optimizeJob must come from the extension popup');
  if (!isPageJob(data.job)) throw new Error('optimizeJob carries no valid job');
  return optimizeJob(data.job, { webAppUrl: await webAppUrl.getValue(), openTab });
}

/** The context menu's click (exported so tests can call it through the service worker). */
export function openJobLink(linkUrl: string): Promise<string | null> {
  return handleContextMenuClick({ menuItemId: optimizeLinkMenu().id, linkUrl }, { getWebAppUrl: () => webAppUrl.getValue(), openTab });
}

export function startBackground(): void {
  browser.runtime.onInstalled.addListener(() => {
    void recordInstall();
    void createContextMenu();
  });
  browser.contextMenus.onClicked.addListener((info) => {
    void handleContextMenuClick(info, { getWebAppUrl: () => webAppUrl.getValue(), openTab });
  });
  onMessage('pageJobChanged', handlePageJobChanged);
  onMessage('optimizeJob', handleOptimizeJob);
  browser.tabs.onRemoved.addListener((tabId) => {
    void forgetTabJob(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, changeInfo) => {
    // A new document is loading (same-document navigations do not load): its content script reports
    // afresh, and a page without one must not keep the previous page's job.
    if (changeInfo.status === 'loading') void recordTabJob(tabId, null);
  });
}
