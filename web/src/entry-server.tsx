/**
 * The build's prerender entry (scripts/prerender.mjs bundles it for Node): renders one public page
 * to HTML with the same tree the browser hydrates (app.tsx), waiting for the page's lazy chunk.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { type PrerenderedPath } from './app/page-meta';
import { prerenderedPageFiles } from './app/prerendered-pages';

export { pageHeadTags } from './app/page-head';
export { prerenderedPaths } from './app/page-meta';

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
  return { html, pageFile: prerenderedPageFiles[path] };
}
