/**
 * Where to go after signing in: `/auth?next=/optimize-resume?jobUrl=…` (the browser extension's Sign in
 * button, or a signed-out visit to a signed-in page) returns there instead of /dashboard. Only a path on
 * this site is accepted, never another origin (`//evil.com`, `/\evil.com`, `https://…`, `javascript:`),
 * so `next` cannot be used as an open redirect.
 */
const BASE = 'https://return-path.invalid';

function hasControlCharacter(text: string): boolean {
  return [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/** The safe same-origin path in `next`, or null (missing, another origin, or the sign-in page itself). */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `safeReturnPath` of the `next` parameter in a location's search string. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}

/** `/auth?next=<path>` for a signed-out visit to `path` (search included). */
export function signInPathReturningTo(signInPath: string, path: string): string {
  const safe = safeReturnPath(path);
  return safe && safe !== '/' ? `${signInPath}?next=${encodeURIComponent(safe)}` : signInPath;
}
