/**
 * The build's prerender entry (scripts/prerender.mjs bundles it for Node): renders one public page
 * to HTML with the same tree the browser hydrates (app.tsx), waiting for the page's lazy chunk.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { type PrerenderedPath } from './app/page-meta';

export { pageHeadTags } from './app/page-head';
export { prerenderedPaths } from './app/page-meta';

/**
 * Each prerendered page's source file, as the client build's manifest names it: the prerender step
 * preloads that chunk and its imports. (The browser bundle does not carry these names; a wrong one
 * stops the build, as the manifest then has no such chunk.)
 */
const pageFiles: Record<PrerenderedPath, string> = {
  '/': 'src/features/marketing/pages/landing-page.tsx',
  '/pricing': 'src/features/plans/pages/pricing-page.tsx',
  '/about': 'src/features/marketing/pages/about-page.tsx',
  '/faq': 'src/features/marketing/pages/faq-page.tsx',
  '/how-it-works': 'src/features/marketing/pages/how-it-works-page.tsx',
  '/contact': 'src/features/contact/pages/contact-page.tsx',
  '/refund-policy': 'src/features/marketing/pages/refund-policy-page.tsx',
  '/terms': 'src/features/legal/pages/terms-page.tsx',
  '/privacy': 'src/features/legal/pages/privacy-page.tsx',
  '/locations': 'src/features/marketing/pages/locations-page.tsx',
  '/membership': 'src/features/plans/pages/membership-page.tsx',
  '/newsletter': 'src/features/newsletter/pages/newsletter-page.tsx',
};

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's source file, as the client build's manifest names it (to preload its chunk). */
  pageFile: string;
}

async function renderToHtml(path: PrerenderedPath): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never split a boundary out to be revealed by an inline script (React does so for large ones).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The page as plain HTML. A boundary written out of line comes with an inline script that reveals it,
 * which the Content-Security-Policy forbids (the browser would render the part anew): refused here.
 */
export async function renderPage(path: PrerenderedPath): Promise<RenderedPage> {
  const html = await renderToHtml(path);
  if (html.includes('<script')) throw new Error(`${path}: the prerendered HTML holds a script (a boundary suspended)`);
  return { html, pageFile: pageFiles[path] };
}
