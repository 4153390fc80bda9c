/**
 * The job each tab shows, as its content script reported it (background side). Kept in
 * storage.session per tab (see `tabJob` in storage.ts) and shown as a badge on the toolbar button.
 */
import { browser } from 'wxt/browser';
import type { PageJob } from './page-job';
import { tabJob } from './storage';

export const JOB_BADGE_TEXT = 'JOB';
const BADGE_COLOR = '#2563eb';

async function setBadge(tabId: number, found: boolean): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: found ? JOB_BADGE_TEXT : '' });
    if (found) await browser.action.setBadgeBackgroundColor({ tabId, color: BADGE_COLOR });
  } catch {
    // The tab closed meanwhile: nothing to show.
  }
}

/** Stores what the tab's content script found (null: no job) and updates the badge. */
export async function recordTabJob(tabId: number, job: PageJob | null): Promise<void> {
  if (job) await tabJob(tabId).setValue(job);
  else await tabJob(tabId).removeValue();
  await setBadge(tabId, job !== null);
}

/** Forgets a tab's job (the tab closed, or it is loading another page). */
export async function forgetTabJob(tabId: number): Promise<void> {
  await tabJob(tabId).removeValue();
}

/** The job stored for a tab, or null. */
export function storedTabJob(tabId: number): Promise<PageJob | null> {
  return tabJob(tabId).getValue();
}
