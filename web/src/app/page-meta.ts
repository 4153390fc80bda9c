/**
 * What search engines and link previews read about a page: its title, meta description, canonical
 * URL and Open Graph tags. The build writes them into each prerendered page (scripts/prerender.mjs,
 * with page-head.ts); in the browser, `applyPageMeta` keeps them true as the visitor moves between
 * pages.
 *
 * The public pages (and the signed-out landing page) are prerendered: rendered to HTML at build time,
 * then hydrated. /auth, /reset-password, /confirm-email and /subscription are not: the first three
 * depend on their query and /subscription is /pricing under another name.
 */
import { matchPath } from 'react-router-dom';
import { type AppPath, appRoutes, authTitle, documentTitle, notFoundTitle } from './routes';

/** The prerendered pages: the public ones and the signed-out landing page. */
export const prerenderedPaths = [
  '/',
  '/pricing',
  '/about',
  '/faq',
  '/how-it-works',
  '/contact',
  '/refund-policy',
  '/terms',
  '/privacy',
  '/locations',
  '/membership',
  '/newsletter',
] as const satisfies readonly AppPath[];

export type PrerenderedPath = (typeof prerenderedPaths)[number];

export function isPrerendered(path: string): path is PrerenderedPath {
  return (prerenderedPaths as readonly string[]).includes(path);
}

/** The route title for a location: the matched route's, /auth's by its mode, else 'Page not found'. */
export function routeTitle(pathname: string, search = ''): string {
  if (pathname === '/auth') return authTitle(search);
  const route = appRoutes.find((r) => matchPath(r.path, pathname));
  return route ? route.title : notFoundTitle;
}

/** The document title for a location: 'Pricing · ResumeBoost'. */
export function pageTitle(pathname: string, search = ''): string {
  return documentTitle(routeTitle(pathname, search));
}

function setContent(selector: string, value: string): void {
  document.querySelector(selector)?.setAttribute('content', value);
}

/**
 * Brings the head up to date after a client-side navigation: the title at once; the description, and
 * the canonical and Open Graph URL when the page arrived with them (prerendered), once the
 * descriptions are loaded.
 */
export function applyPageMeta(pathname: string, search: string): void {
  const title = pageTitle(pathname, search);
  document.title = title;
  setContent('meta[property="og:title"]', title);
  void import('./page-descriptions').then(({ defaultDescription, pageDescriptions }) => {
    if (document.title !== title) return; // another navigation came first
    const description = isPrerendered(pathname) ? pageDescriptions[pathname] : defaultDescription;
    setContent('meta[name="description"]', description);
    setContent('meta[property="og:description"]', description);
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      const url = new URL(pathname, canonical.href).href;
      canonical.href = url;
      setContent('meta[property="og:url"]', url);
    }
  });
}
