/** The head tags of a prerendered page (used by the build's prerender step, never in the browser). */
import { escapeHtml } from '@jobapp/shared/text/entities';
import { pageDescriptions } from './page-descriptions';
import { pageTitle, type PrerenderedPath } from './page-meta';
import { siteName } from './routes';

/**
 * The head tags of a prerendered page, as HTML: title, description, canonical link and Open Graph.
 * `siteUrl` is the site's public origin (PUBLIC_URL at build time): canonical URLs are absolute.
 */
export function pageHeadTags(path: PrerenderedPath, siteUrl: string): string {
  const title = pageTitle(path);
  const description = pageDescriptions[path];
  const url = new URL(path, siteUrl).href;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
}

