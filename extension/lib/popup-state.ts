/**
 * What the popup shows, decided from what it learns: the job on the tab (asked from the tab's content
 * script, or as the background stored it) and whether the browser is signed in to the web app.
 * `popupViewFor` and `lookupJob` are pure; `loadPopup` gathers their inputs through the browser.
 */
import { isJobPageUrl, jobSourceOf } from '@jobapp/shared/jobs/job-url';
import { browser } from 'wxt/browser';
import { checkSession, type SessionStatus } from './api-client';
import { sendTabMessage } from './messaging';
import type { OptimizeOutcome } from './optimize-job';
import { isPageJob, type PageJob } from './page-job';
import type { PageAnswer, PageReading } from './read-page-job';
import { tabJob, webAppUrl as webAppUrlItem } from './storage';

/** Why no job is shown. */
export type NoJobReason =
  /** The tab shows no job (a LinkedIn feed, a page without a posting, a browser page). */
  | 'not-job-page'
  /** The extension may not read this tab until the user clicks its toolbar button there (activeTab). */
  | 'no-access'
  /** A job URL whose page has no content script yet (opened before the extension was installed). */
  | 'reload-page'
  /** A job URL whose page shows no readable job (sign-in wall, bot check, unknown layout). */
  | 'unreadable';

export type JobLookup = { kind: 'job'; job: PageJob } | { kind: 'none'; reason: NoJobReason };

export type PopupView =
  | { kind: 'loading' }
  /** The job is read; the web app has not answered yet (it may be slow or hung). */
  | { kind: 'checking'; job: PageJob }
  /** Signed in, on a job: "Optimize my resume for this job". */
  | { kind: 'job'; job: PageJob }
  /** On a job but signed out: "Sign in". */
  | { kind: 'signed-out'; job: PageJob | null }
  | { kind: 'no-job'; reason: NoJobReason }
  /** The web app does not answer at its address. */
  | { kind: 'unreachable'; webAppUrl: string; job: PageJob | null }
  /** The web app answered with an error. */
  | { kind: 'error'; message: string; job: PageJob | null };

/**
 * `fresh`: the content script's (or page reader's) answer, 'no-answer' when none listens in the tab,
 * 'no-access' when the page reader could not be injected (no click on this tab, no board permission).
 */
export function lookupJob(input: { fresh: PageReading | 'no-answer' | 'no-access'; stored: PageJob | null; tabUrl: string | undefined }): JobLookup {
  const { fresh, stored, tabUrl } = input;
  if (fresh === 'no-access') return { kind: 'none', reason: 'no-access' };
  const onJobUrl = tabUrl !== undefined && isJobPageUrl(tabUrl);
  if (fresh !== 'no-answer') {
    if (fresh.kind === 'job') return { kind: 'job', job: fresh.job };
    return { kind: 'none', reason: onJobUrl || fresh.kind === 'waiting' ? 'unreadable' : 'not-job-page' };
  }
  if (stored && tabUrl !== undefined && stored.pageUrl === tabUrl) return { kind: 'job', job: stored };
  return { kind: 'none', reason: onJobUrl ? 'reload-page' : 'not-job-page' };
}

/** `session` null: the web app has not answered yet; the job (or why there is none) shows meanwhile. */
export function popupViewFor(lookup: JobLookup, session: SessionStatus | null): PopupView {
  const job = lookup.kind === 'job' ? lookup.job : null;
  if (session === null) return lookup.kind === 'job' ? { kind: 'checking', job: lookup.job } : { kind: 'no-job', reason: lookup.reason };
  if (session.kind === 'unreachable') return { kind: 'unreachable', webAppUrl: session.webAppUrl, job };
  if (session.kind === 'error') return { kind: 'error', message: session.message, job };
  if (lookup.kind === 'none') return { kind: 'no-job', reason: lookup.reason };
  if (session.kind === 'signed-out') return { kind: 'signed-out', job: lookup.job };
  return { kind: 'job', job: lookup.job };
}

/** The view after "Optimize my resume for this job" did not open the web app. */
export function viewAfterOptimize(job: PageJob, outcome: Exclude<OptimizeOutcome, { kind: 'opened' }>): PopupView {
  if (outcome.kind === 'signed-out') return { kind: 'signed-out', job };
  if (outcome.kind === 'unreachable') return { kind: 'unreachable', webAppUrl: outcome.webAppUrl, job };
  return { kind: 'error', message: outcome.message, job };
}

/** The user's text for the unreachable web app. */
export function unreachableMessage(webAppUrl: string): string {
  return `Can't reach ResumeBoost at ${webAppUrl}. Is it running?`;
}

/**
 * The tab the popup is about: `?tabId=N` in the popup's URL (tests open popup.html in a tab of its
 * own), else the active tab of the popup's window.
 */
export async function resolveTabId(search: string): Promise<number | null> {
  const param = new URLSearchParams(search).get('tabId');
  if (param !== null && /^\d+$/.test(param)) return Number(param);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

/** Asks the tab's content script; 'no-answer' when there is none (or it does not answer in time). */
export async function askTab(tabId: number, timeoutMs = 5000): Promise<PageAnswer | 'no-answer'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'no-answer'>((resolve) => {
    timer = setTimeout(() => resolve('no-answer'), timeoutMs);
  });
  const answer = sendTabMessage(tabId, 'readPageJob', undefined).catch(() => 'no-answer' as const);
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

export type HtmlReader = (html: string, pageUrl: string) => PageJob | null;

/** Loads the Readability fallback (a separate chunk, so only when a page needs it). */
export async function loadHtmlReader(): Promise<HtmlReader> {
  return (await import('./readability-reading')).readJobFromHtml;
}

/** A content script's answer as a reading: markup of an unknown layout goes through Readability here. */
export async function settleAnswer(
  answer: PageAnswer | 'no-answer' | 'no-access',
  loadReader: () => Promise<HtmlReader> = loadHtmlReader,
): Promise<PageReading | 'no-answer' | 'no-access'> {
  if (answer === 'no-answer' || answer === 'no-access' || answer.kind !== 'unknown-layout') return answer;
  const job = (await loadReader())(answer.html, answer.pageUrl);
  return job ? { kind: 'job', job } : { kind: 'none' };
}

/** True for an http(s) page on neither LinkedIn nor Indeed (read by the injected page reader). */
export function isOtherWebPage(tabUrl: string): boolean {
  return /^https?:\/\//i.test(tabUrl) && jobSourceOf(tabUrl) === null;
}

/**
 * The reader's answer for a tab.
 * - LinkedIn and Indeed: the site's content script answers. When none does on a job page (the page was
 *   open before the extension was installed or updated), the click's `activeTab` lets the site's reader
 *   be injected into that tab once (`scripting.executeScript`), and it is asked again.
 * - Any other http(s) page (D12): the page reader is injected into that tab only and its result is the
 *   answer. Allowed by `activeTab` after the user's click on the toolbar button, or by a board's optional
 *   host permission; without either (the side panel on a tab never clicked) the answer is 'no-access'.
 *   An unknown address (the tab's URL is hidden without access) is tried the same way.
 */
export async function readTab(
  tabId: number,
  tabUrl: string | undefined,
  deps: {
    ask: (tabId: number) => Promise<PageAnswer | 'no-answer'>;
    inject: (tabId: number, file: string) => Promise<unknown>;
    readPage: (tabId: number) => Promise<PageAnswer>;
  },
): Promise<PageAnswer | 'no-answer' | 'no-access'> {
  if (tabUrl === undefined || isOtherWebPage(tabUrl)) {
    try {
      return await deps.readPage(tabId);
    } catch {
      return tabUrl === undefined ? 'no-access' : 'no-answer';
    }
  }
  const first = await deps.ask(tabId);
  if (first !== 'no-answer' || !isJobPageUrl(tabUrl)) return first;
  const source = jobSourceOf(tabUrl);
  if (!source) return first;
  try {
    await deps.inject(tabId, `/content-scripts/${source}.js`);
  } catch {
    return first;
  }
  return deps.ask(tabId);
}

/** `scripting.executeScript` of a site's content script in the tab (allowed by `activeTab` after the user's click). */
function injectFile(tabId: number, file: string): Promise<unknown> {
  const files = { '/content-scripts/linkedin.js': '/content-scripts/linkedin.js', '/content-scripts/indeed.js': '/content-scripts/indeed.js' } as const;
  const known = files[file as keyof typeof files];
  if (!known) return Promise.reject(new Error(`No content script ${file}`));
  return browser.scripting.executeScript({ target: { tabId }, files: [known] });
}

/** Runs the page reader (`entrypoints/page-reader.ts`) in the tab's top frame; rejects without access. */
async function readPageInTab(tabId: number): Promise<PageAnswer> {
  const [first] = await browser.scripting.executeScript({ target: { tabId }, files: ['/page-reader.js'] });
  return isPageAnswer(first?.result) ? first.result : { kind: 'none' };
}

/** Shape check of the page reader's answer (it comes from a script that ran inside a web page). */
export function isPageAnswer(value: unknown): value is PageAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { kind?: unknown; job?: unknown; html?: unknown; pageUrl?: unknown };
  if (answer.kind === 'none') return true;
  if (answer.kind === 'job') return isPageJob(answer.job);
  return answer.kind === 'unknown-layout' && typeof answer.html === 'string' && typeof answer.pageUrl === 'string';
}

export interface LoadedPopup {
  tabId: number | null;
  /** The tab's address, when the extension may see it (undefined without access). */
  tabUrl?: string | undefined;
  webAppUrl: string;
  view: PopupView;
}

/**
 * Gathers what the popup shows. The job on the tab and the web app's session are asked at the same
 * time and reported apart: `onView` is called as soon as the job is read (the session still pending:
 * `checking`), then again with the session's answer, so a slow or hung web app never holds back the job.
 * Resolves with the final view.
 */
export async function loadPopup(search: string, fetchFn?: typeof fetch, onView?: (loaded: LoadedPopup) => void): Promise<LoadedPopup> {
  const [tabId, webAppUrl] = await Promise.all([resolveTabId(search), webAppUrlItem.getValue()]);
  let session: SessionStatus | null = null;
  const sessionPromise = checkSession(webAppUrl, fetchFn).then((status) => (session = status));
  let lookup: JobLookup = { kind: 'none', reason: 'not-job-page' };
  let tabUrl: string | undefined;
  if (tabId !== null) {
    const [stored, tab] = await Promise.all([tabJob(tabId).getValue(), browser.tabs.get(tabId).catch(() => undefined)]);
    const fresh = await readTab(tabId, tab?.url, { ask: (id) => askTab(id), inject: injectFile, readPage: readPageInTab }).then((answer) => settleAnswer(answer));
    lookup = lookupJob({ fresh, stored, tabUrl: tab?.url });
    tabUrl = tab?.url;
  }
  if (session === null) onView?.({ tabId, tabUrl, webAppUrl, view: popupViewFor(lookup, null) });
  const loaded = { tabId, tabUrl, webAppUrl, view: popupViewFor(lookup, await sessionPromise) };
  onView?.(loaded);
  return loaded;
}
