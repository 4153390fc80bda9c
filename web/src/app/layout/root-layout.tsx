import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useNavigationPending } from '../browser-router';
import { applyPageMeta } from '../page-meta';
import { RouteErrorBoundary } from '../route-error';
import { PageLoading } from '../route-guard';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Keeps the title, description, canonical and Open Graph tags true to the page (page-meta.ts). A
 * prerendered page arrives with its own (it has a canonical link), so the first run leaves it alone.
 */
function PageMetaManager() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const arrivedWithMeta = first.current && document.querySelector('link[rel="canonical"]') !== null;
    first.current = false;
    if (!arrivedWithMeta) applyPageMeta(pathname, search);
  }, [pathname, search]);
  return null;
}

/**
 * Scroll on navigation: to the element named by the hash (waiting briefly for lazy pages to render
 * it), else to the top of the page. Not on arrival without a hash: the browser put the page where it
 * belongs, and a visitor may already have scrolled a prerendered page before it was hydrated.
 */
function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const arrived = useRef(false);
  useEffect(() => {
    const firstRun = !arrived.current;
    arrived.current = true;
    if (!hash) {
      if (firstRun) return;
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
  if (!useNavigationPending()) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-100" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-indigo-600" />
    </div>
  );
}

export function RootLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <PageMetaManager />
      <ScrollManager />
      <NavigationProgress />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so a page that arrives after its
          loading state, or grows as its data comes, never moves it on screen (issue 26). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
