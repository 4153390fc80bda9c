// Every piece of persisted extension state is declared here, in one place.
//
// local:   survives browser restarts (settings, install date).
// session: kept in memory while the browser runs, cleared on restart and on extension reload; only
//          extension pages and the background can read it (content scripts send their findings to the
//          background, which writes them here).
import { storage } from 'wxt/utils/storage';
import type { PageJob } from './page-job';

/** Where the ResumeBoost web app runs unless the user sets another address on the options page. */
export const DEFAULT_WEB_APP_URL = 'http://localhost:3000';

/** When the extension was first installed (ISO date-time). */
export const installedAt = storage.defineItem<string | null>('local:installedAt', { fallback: null });

/** The web app's origin (e.g. `http://localhost:3000`), validated by `parseWebAppUrl` before it is saved. */
export const webAppUrl = storage.defineItem<string>('local:webAppUrl', { fallback: DEFAULT_WEB_APP_URL });

/**
 * The job posting the content script last found in one tab (null: the tab shows no job). Written by the
 * background when the tab's content script reports, removed when the tab closes or navigates away.
 */
export function tabJob(tabId: number) {
  return storage.defineItem<PageJob | null>(`session:tabJob:${tabId}`, { fallback: null });
}

/** Board host patterns the user was asked for once (board-hosts.ts); a declined one is not asked again. */
export const askedBoardHosts = storage.defineItem<string[]>('local:askedBoardHosts', { fallback: [] });
