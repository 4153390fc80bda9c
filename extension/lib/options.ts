/**
 * The options page's one setting: the web app address. Saving validates it (`parseWebAppUrl`), and when
 * its origin is not among the manifest's host permissions (the LinkedIn and Indeed sites, and loopback
 * for the default http://localhost:3000), asks the browser for that origin first: the extension's
 * requests to the web app need host permission to carry the session cookie and to skip CORS.
 */
import { MatchPattern } from 'wxt/utils/match-patterns';
import { parseWebAppUrl } from './web-app';

/** The host-permission pattern for an origin: every port of that host (match patterns have no port). */
export function originPermissionPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** True when none of `patterns` (e.g. the manifest's host_permissions) covers the origin. */
export function needsHostPermission(origin: string, patterns: readonly string[]): boolean {
  const probe = `${origin}/`;
  return !patterns.some((pattern) => {
    try {
      return new MatchPattern(pattern).includes(probe);
    } catch {
      return false;
    }
  });
}

export type SaveOutcome =
  | { kind: 'saved'; url: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'denied'; message: string };

export interface SaveDeps {
  /** The manifest's host_permissions. */
  manifestPatterns: readonly string[];
  /** `browser.permissions.request({ origins })`; must run inside the click (a user gesture). */
  requestOrigins: (origins: string[]) => Promise<boolean>;
  save: (url: string) => Promise<void>;
}

/**
 * Validates and saves. The permission request starts synchronously, before any `await`: Firefox only
 * grants a request made directly in the user's input handler.
 */
export function saveWebAppUrl(input: string, deps: SaveDeps): Promise<SaveOutcome> {
  const parsed = parseWebAppUrl(input);
  if (!parsed.ok) return Promise.resolve({ kind: 'invalid', message: parsed.message });
  const url = parsed.url;
  const granted = needsHostPermission(url, deps.manifestPatterns)
    ? deps.requestOrigins([originPermissionPattern(url)]).catch(() => false)
    : Promise.resolve(true);
  return granted.then(async (ok): Promise<SaveOutcome> => {
    if (!ok) {
      return {
        kind: 'denied',
        message: `ResumeBoost needs permission to reach ${url}. The address was not saved; save it again and allow access.`,
      };
    }
    await deps.save(url);
    return { kind: 'saved', url };
  });
}
