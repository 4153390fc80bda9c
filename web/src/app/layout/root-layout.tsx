import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { authTitle, documentTitle } from '../routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface RouteHandle {
  title?: string;
}

/** Sets `document.title` from the deepest matched route's `handle.title`. */
function TitleManager() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = pathname === '/auth' ? authTitle(search) : handle?.title;
  useEffect(() => {
    document.title = title ? documentTitle(title) : 'ResumeBoost';
  }, [title]);
  return null;
}

/**
 * Scroll on navigation: to the element named by the hash (waiting briefly for lazy pages to render
 * it), else to the top of the page.
 */
function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let frame = 0;
    const tryScroll = () => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView({ block: 'start' });
        return;
      }
      if (attempts++ < 60) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);
  return null;
}

/** A thin bar at the top while a lazily loaded page is fetched. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
    </div>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <TitleManager />
      <ScrollManager />
      <NavigationProgress />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
