/**
 * The context menu "Optimize resume for this job" on LinkedIn and Indeed job links (decision D3's link
 * forms, as the shared `jobLinkPatterns`). A click opens /optimize-resume with the link's canonical URL.
 */
import { jobLinkPatterns, parseJobUrl } from '@jobapp/shared/jobs/job-url';
import { optimizeResumeUrl } from './web-app';

export const OPTIMIZE_LINK_MENU_ID = 'resumeboost-optimize-job-link';

/** Properties for `contextMenus.create`: links only, and only job links. */
export function optimizeLinkMenu() {
  return {
    id: OPTIMIZE_LINK_MENU_ID,
    title: 'Optimize resume for this job',
    contexts: ['link'] as ['link'],
    targetUrlPatterns: [...jobLinkPatterns],
  };
}

/**
 * The page to open for a right-clicked link. Match patterns are coarse, so the link is checked again:
 * a job link opens with its canonical URL; anything else opens with the link as it is, so the web app's
 * form shows why it is not accepted instead of nothing happening.
 */
export function contextMenuTargetUrl(linkUrl: string, webAppUrl: string): string {
  const parsed = parseJobUrl(linkUrl);
  return optimizeResumeUrl(webAppUrl, parsed.ok ? parsed.canonicalUrl : linkUrl);
}

export interface ContextMenuClick {
  menuItemId: string | number;
  linkUrl?: string;
}

export interface ContextMenuDeps {
  getWebAppUrl: () => Promise<string>;
  openTab: (url: string) => Promise<unknown>;
}

/** Handles a click on the menu; returns the URL it opened, or null when the click was not ours. */
export async function handleContextMenuClick(info: ContextMenuClick, deps: ContextMenuDeps): Promise<string | null> {
  if (info.menuItemId !== OPTIMIZE_LINK_MENU_ID || !info.linkUrl) return null;
  const url = contextMenuTargetUrl(info.linkUrl, await deps.getWebAppUrl());
  await deps.openTab(url);
  return url;
}
