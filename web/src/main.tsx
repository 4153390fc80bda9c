import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppBrowserRouter } from './app/browser-router';
import { prefetchRouteData } from './app/route-data';
import { preloadPage } from './app/router';
import { fetchSession } from './features/auth/session';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();

/**
 * A page's code, the session check and the page's first data all start at once, before React renders
 * (issue 26): the data as soon as the session says someone is signed in (a signed-out visitor is
 * sent to /auth and asks nothing more). The same on each navigation.
 */
function startPage(pathname: string): void {
  preloadPage(pathname);
  void queryClient
    .fetchQuery({ queryKey: queryKeys.session, queryFn: ({ signal }) => fetchSession(signal) })
    .then((user) => {
      if (user) prefetchRouteData(queryClient, pathname);
    })
    .catch(() => undefined);
}
startPage(window.location.pathname);

const app = (
  <StrictMode>
    <AppBrowserRouter onNavigate={startPage}>
      <App queryClient={queryClient} />
    </AppBrowserRouter>
  </StrictMode>
);

// A prerendered page (scripts/prerender.mjs) arrives with its HTML in #root: hydrate it. The SPA shell
// (index.html, every other path) arrives empty: render.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
