/**
 * The job boards' hosts, as OPTIONAL host permissions (issue 24, section 2). None is granted at install,
 * so install-time warnings do not grow and no content script ever runs on them by itself. On any page
 * the user's click (toolbar button, popup, side panel button, menu item) grants `activeTab` for that one
 * tab, which is enough to read it once. The first time the user acts on a board's page, the extension
 * asks for that board's host, so the side panel can read its jobs later without a click.
 * No imports: wxt.config.ts reads `BOARD_HOST_PATTERNS` from here.
 */

/** Match patterns of the boards' public job pages (the hosts `shared/src/jobs/boards/recognise.ts` reads). */
export const BOARD_HOST_PATTERNS = [
  'https://boards.greenhouse.io/*',
  'https://job-boards.greenhouse.io/*',
  'https://boards.eu.greenhouse.io/*',
  'https://job-boards.eu.greenhouse.io/*',
  'https://jobs.lever.co/*',
  'https://jobs.eu.lever.co/*',
  'https://jobs.ashbyhq.com/*',
  'https://*.myworkdayjobs.com/*',
  'https://jobs.smartrecruiters.com/*',
] as const;

export type BoardHostPattern = (typeof BOARD_HOST_PATTERNS)[number];

/**
 * The boards' job links, for the job-link menu (`targetUrlPatterns`). Coarse, as match patterns are: a
 * click checks the link again (`parseAnyJobUrl`), and a link that names no posting opens as it is.
 */
export const BOARD_JOB_LINK_PATTERNS = [
  'https://boards.greenhouse.io/*/jobs/*',
  'https://job-boards.greenhouse.io/*/jobs/*',
  'https://boards.eu.greenhouse.io/*/jobs/*',
  'https://job-boards.eu.greenhouse.io/*/jobs/*',
  'https://jobs.lever.co/*/*',
  'https://jobs.eu.lever.co/*/*',
  'https://jobs.ashbyhq.com/*/*',
  'https://*.myworkdayjobs.com/*/job/*',
  'https://jobs.smartrecruiters.com/*/*',
] as const;

/** The board pattern that covers `url` (https only, any path), or null for any other page. */
export function boardHostPatternFor(url: string | undefined): BoardHostPattern | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  for (const pattern of BOARD_HOST_PATTERNS) {
    const patternHost = pattern.slice('https://'.length, -'/*'.length);
    if (patternHost.startsWith('*.')) {
      const base = patternHost.slice(2);
      if (host.endsWith(`.${base}`) && host.length > base.length + 1) return pattern;
    } else if (host === patternHost) return pattern;
  }
  return null;
}

/** The part of `browser.permissions` used here (so tests pass the fake browser's, or their own). */
export interface PermissionsApi {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  request(permissions: { origins: string[] }): Promise<boolean>;
}

export interface BoardPermissionDeps {
  permissions: PermissionsApi;
  /** Whether the user was already asked for this pattern (and declined: a granted one is `contains`). */
  askedBefore: (pattern: string) => Promise<boolean>;
  remember: (pattern: string) => Promise<void>;
}

/**
 * Worked out when the page's job is shown, before any click: the board host to ask for on the user's
 * first action on this page, or null (not a board, already granted, or asked once and declined).
 */
export async function boardPermissionToAsk(pageUrl: string | undefined, deps: BoardPermissionDeps): Promise<BoardHostPattern | null> {
  const pattern = boardHostPatternFor(pageUrl);
  if (!pattern) return null;
  const [granted, asked] = await Promise.all([
    deps.permissions.contains({ origins: [pattern] }).catch(() => false),
    deps.askedBefore(pattern),
  ]);
  return granted || asked ? null : pattern;
}

/**
 * Called first thing in the click handler: `permissions.request` must run while the user's gesture is
 * still current, so nothing is awaited before it. The answer does not matter to the click itself
 * (`activeTab` already covers this tab), so callers do not wait for it.
 */
export function askForBoard(pattern: BoardHostPattern | null, deps: BoardPermissionDeps): Promise<boolean> {
  if (!pattern) return Promise.resolve(false);
  const answer = deps.permissions.request({ origins: [pattern] }).catch(() => false);
  void deps.remember(pattern);
  return answer;
}
