/**
 * Test helper: a URL against a WebExtension match pattern as Chromium checks a context menu's
 * `targetUrlPatterns` (the path part includes the query string; scheme `*` = http/https, `*.host`
 * includes host, `*` in path = any).
 */
export function matchesPattern(pattern: string, url: string): boolean {
  const m = /^(\*|https?):\/\/(\*|\*\.[^/]+|[^/*]+)(\/.*)$/.exec(pattern);
  if (!m) throw new Error(`bad pattern ${pattern}`);
  const [, scheme, host, path] = m;
  const u = new URL(url);
  if (scheme === '*' ? !['http:', 'https:'].includes(u.protocol) : u.protocol !== `${scheme}:`) return false;
  if (host !== '*') {
    const bare = host!.replace(/^\*\./, '');
    const ok = host!.startsWith('*.') ? u.hostname === bare || u.hostname.endsWith(`.${bare}`) : u.hostname === bare;
    if (!ok) return false;
  }
  const re = new RegExp(`^${path!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return re.test(u.pathname + u.search);
}
