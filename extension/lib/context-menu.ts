/**
 * The context menu "Optimize resume for this job" on LinkedIn and Indeed job links (decision D3's link
 * forms, as the shared `jobLinkPatterns`) and on the job boards' posting links (D12: Greenhouse, Lever,
 * Ashby, Workday, SmartRecruiters, whose postings the API reads from their public JSON). A click opens
 * /optimize-resume with the link's canonical URL.
 */
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { jobLinkPatterns, parseJobUrl } from '@jobapp/shared/jobs/job-url';
import { BOARD_JOB_LINK_PATTERNS } from './board-hosts';
import { optimizeResumeUrl } from './web-app';

export const OPTIMIZE_LINK_MENU_ID = 'resumeboost-optimize-job-link';

/** Properties for `contextMenus.create`: links only, and only job links. */
export function optimizeLinkMenu() {
  return {
    id: OPTIMIZE_LINK_MENU_ID,
    title: 'Optimize resume for this job',
    contexts: ['link'] as ['link'],
    targetUrlPatterns: [...jobLinkPatterns, ...BOARD_JOB_LINK_PATTERNS],
  };
}

/**
 * The page to open for a right-clicked link. Match patterns are coarse (they list sponsored Indeed links
 * only with a `jk`, but cannot check the key), so the link is checked again: a job link opens
 * /optimize-resume with its canonical URL; a link that names no job opens as it is, in a new tab, so the
 * posting is still shown (and the toolbar button can read it) instead of an "invalid job URL" form.
 */
export function contextMenuTargetUrl(linkUrl: string, webAppUrl: string): string {
  const parsed = parseJobUrl(linkUrl);
  if (parsed.ok) return optimizeResumeUrl(webAppUrl, parsed.canonicalUrl);
  const board = parseAnyJobUrl(linkUrl);
  return board.ok && board.boardLink ? optimizeResumeUrl(webAppUrl, board.canonicalUrl) : linkUrl;
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
