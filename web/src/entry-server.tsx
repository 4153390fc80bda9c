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
import { routeQueries } from './app/route-data';
import { appRoutes, documentTitle } from './app/routes';
import { signedInLayoutFiles, signedInPageFiles } from './app/signed-in-page-files';
import { sessionPath } from './features/auth/session';

export { pageHeadTags } from './app/page-head';
export { prerenderedPaths } from './app/page-meta';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The page's source file, as the client build's manifest names it (to preload its chunk). */
  pageFile: string;
}

async function renderToHtml(path: string): Promise<string> {
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

export interface SignedInShell {
  /** The route's path, with its parameters (`/resume/:resumeId`). */
  path: string;
  /** The document title. */
  title: string;
  /** The markup inside #root: the layout while the session is checked, as the browser hydrates it. */
  html: string;
  /** The page's source file, as the client build's manifest names it. */
  pageFile: string;
  /** The layout's lazy parts a signed-in visit loads, likewise. */
  layoutFiles: string[];
  /** The API paths the page asks for first (route-data.ts), with the route's parameters in them. */
  data: string[];
}

/** A number no route parameter holds, standing in for each parameter while the data paths are read. */
const PARAMETER_PROBE = '987654321012345';

/**
 * The HTML shell of each signed-in route (issue 26): what the browser shows while the session is
 * checked (the header and the spinner, as `RequireAuth` renders them), the page's chunk to preload,
 * and the first requests of its data, which the server starts preloading with the page (serve-web-app.ts).
 */
export async function renderSignedInShells(): Promise<SignedInShell[]> {
  const shells: SignedInShell[] = [];
  for (const route of appRoutes) {
    if (route.access !== 'guarded') continue;
    const params = route.path.match(/:[A-Za-z]+/g) ?? [];
    if (params.length > 1) throw new Error(`${route.path}: one route parameter at most`);
    const probe = route.path.replace(/:[A-Za-z]+/, PARAMETER_PROBE);
    const html = await renderToHtml(probe);
    if (html.includes('<script')) throw new Error(`${route.path}: the shell holds a script (a boundary suspended)`);
    // The session check first: every signed-in page starts with it (main.tsx), then the page's own data.
    const data = [sessionPath, ...routeQueries(probe).map((query) => query.path.replace(PARAMETER_PROBE, params[0] ?? PARAMETER_PROBE))];
    shells.push({ path: route.path, title: documentTitle(route.title), html, pageFile: signedInPageFiles[route.path], layoutFiles: signedInLayoutFiles, data });
  }
  return shells;
}
