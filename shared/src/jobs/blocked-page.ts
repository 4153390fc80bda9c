/**
 * Pages that stand in for a job posting: LinkedIn's sign-in wall (authwall, login) and bot checks
 * (Cloudflare "Just a moment...", "Verify you are human", other captcha interstitials). A page that
 * carries job content is never reported as blocked, even when it also holds a sign-in modal.
 */
import { scriptTexts } from './dom-utils';
import { collapseWhitespace } from './html-text';
import { isIndeedHost, isLinkedInHost } from './job-url';
import { findJobPostingJsonLd } from './jsonld';

export type BlockedPageKind = 'sign-in-wall' | 'bot-check';

const JOB_CONTENT = [
  'h1.top-card-layout__title',
  '.show-more-less-html__markup',
  '.job-details-jobs-unified-top-card__job-title',
  '.jobs-unified-top-card__job-title',
  '#job-details',
  '[data-testid="jobsearch-JobInfoHeader-title"]',
  '#jobDescriptionText',
];

const BOT_CHECK_SELECTORS = [
  '#challenge-form',
  '#challenge-running',
  '#challenge-stage',
  '#challenge-error-title',
  '#cf-challenge-running',
  '.cf-browser-verification',
  '#cf-wrapper',
  '[id^="cf-chl"]',
  '[class*="cf-chl"]',
  'script[src*="/cdn-cgi/challenge-platform/"]',
  'iframe[src*="challenges.cloudflare.com"]',
  '#px-captcha',
];
const BOT_CHECK_TITLE = /^(just a moment|attention required|security check|access denied|are you a robot|hcaptcha|human verification|one more step|please wait)\b/i;
const BOT_CHECK_TEXT =
  /verify you are (a )?human|checking (if the site connection is secure|your browser)|enable javascript and cookies to continue|additional verification required|needs to review the security of your connection|press (and|&) hold|unusual traffic from your (computer|network)/i;

const SIGN_IN_SELECTORS = [
  '.authwall-join-form',
  '.authwall-sign-in-form',
  'form[action*="/uas/login-submit"]',
  'form[action*="/checkpoint/lg/"]',
  'input[name="session_key"]',
  'meta[name="pageKey"][content*="authwall"]',
  'meta[name="pageKey"][content*="login"]',
];
const SIGN_IN_TITLE = /^(sign up|sign in|log ?in|linkedin login)\b|\bsign in \| (linkedin|indeed)/i;
const SIGN_IN_TEXT = /sign in to view|sign in to see (this|the) job|join linkedin to see|sign in to continue|you must sign in|please (sign|log) in to (view|continue)/i;
const SIGN_IN_PATH = /^\/(authwall|login|uas\/login|checkpoint|signup|auth|account\/login)(\/|$)/i;

function pageUrlOf(doc: Document, pageUrl?: string): URL | null {
  const candidate = pageUrl ?? doc.location?.href ?? '';
  try {
    return candidate ? new URL(candidate) : null;
  } catch {
    return null;
  }
}

/** True when the page shows a job posting (LinkedIn or Indeed markup, or a JSON-LD JobPosting). */
export function hasJobContent(doc: Document): boolean {
  for (const selector of JOB_CONTENT) if (doc.querySelector(selector)) return true;
  return findJobPostingJsonLd(doc) !== null;
}

/**
 * Tells whether the page is a sign-in wall or a bot check instead of a job posting; null otherwise.
 * `pageUrl` (default: the document's own location, when it has one) helps recognise `/authwall`.
 */
export function detectBlockedPage(doc: Document, pageUrl?: string): BlockedPageKind | null {
  if (hasJobContent(doc)) return null;
  const title = collapseWhitespace(doc.title ?? '');
  const bodyText = collapseWhitespace((doc.body?.textContent ?? '').slice(0, 20_000));

  if (BOT_CHECK_TITLE.test(title)) return 'bot-check';
  for (const selector of BOT_CHECK_SELECTORS) if (doc.querySelector(selector)) return 'bot-check';
  if (scriptTexts(doc).some((t) => t.includes('_cf_chl_opt') || t.includes('cf-chl'))) return 'bot-check';
  if (BOT_CHECK_TEXT.test(bodyText)) return 'bot-check';

  const url = pageUrlOf(doc, pageUrl);
  const jobSite = url !== null && (isLinkedInHost(url.hostname) || isIndeedHost(url.hostname) || url.hostname === 'secure.indeed.com');
  if (jobSite && SIGN_IN_PATH.test(url.pathname)) return 'sign-in-wall';
  for (const selector of SIGN_IN_SELECTORS) if (doc.querySelector(selector)) return 'sign-in-wall';
  if (SIGN_IN_TITLE.test(title)) return 'sign-in-wall';
  // Wording alone is trusted on LinkedIn/Indeed (or unknown) pages only: a company careers page may say
  // "sign in to view your applications" next to a real posting.
  if ((jobSite || url === null) && SIGN_IN_TEXT.test(bodyText)) return 'sign-in-wall';
  return null;
}
