/**
 * The router: every path of `routes.ts` gets its page, grouped under the guard its access needs,
 * inside the site layout. Unknown paths render the not-found screen.
 *
 * Routes are declared as elements (`<Routes>`), not with React Router's data router: the app loads no
 * data through the router, and the declarative router is half the size, which keeps the landing
 * page's JavaScript small (issue 14). Each page is its own chunk, loaded with `React.lazy` (lazy-page.ts;
 * the signed-in ones are in signed-in-pages.ts). `preloadPage` starts a page's chunk before it renders
 * (main.tsx: at start and on each navigation, with the page's data, route-data.ts). The
 * layout's `<Suspense>` shows a spinner while a first page loads, and keeps the previous page on
 * screen during later navigations (they run as transitions, see browser-router.tsx). A prerendered
 * page is hydrated as its chunk arrives, its server HTML staying on screen until then.
 */
import { matchPath, Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { page, type Page } from './lazy-page';
import { isPrerendered } from './page-meta';
import { GuestOnly, RequireAuth } from './route-guard';
import { type AppPath, type AppRoute, appRoutes, type RouteAccess } from './routes';
import { signedInPages } from './signed-in-pages';

const landing = page(() => import('@/features/marketing/pages/landing-page').then((m) => m.LandingPage));
const pricing = page(() => import('@/features/plans/pages/pricing-page').then((m) => m.PricingPage));

export const pages: Record<AppPath, Page> = {
  '/': landing,
  '/auth': page(() => import('@/features/auth/pages/auth-page').then((m) => m.AuthPage)),
  '/reset-password': page(() => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage)),
  '/confirm-email': page(() => import('@/features/account/pages/confirm-email-page').then((m) => m.ConfirmEmailPage)),
  '/pricing': pricing,
  '/subscription': pricing,
  '/about': page(() => import('@/features/marketing/pages/about-page').then((m) => m.AboutPage)),
  '/contact': page(() => import('@/features/contact/pages/contact-page').then((m) => m.ContactPage)),
  '/faq': page(() => import('@/features/marketing/pages/faq-page').then((m) => m.FaqPage)),
  '/refund-policy': page(() => import('@/features/marketing/pages/refund-policy-page').then((m) => m.RefundPolicyPage)),
  '/newsletter': page(() => import('@/features/newsletter/pages/newsletter-page').then((m) => m.NewsletterPage)),
  '/membership': page(() => import('@/features/plans/pages/membership-page').then((m) => m.MembershipPage)),
  '/locations': page(() => import('@/features/marketing/pages/locations-page').then((m) => m.LocationsPage)),
  '/how-it-works': page(() => import('@/features/marketing/pages/how-it-works-page').then((m) => m.HowItWorksPage)),
  '/terms': page(() => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage)),
  '/privacy': page(() => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage)),
  ...signedInPages,
};

export const notFoundPage = page(() => import('@/features/not-found/pages/not-found-page').then((m) => m.NotFoundPage));

/** Starts fetching the code of the page at `pathname`, if a page has that path. */
export function preloadPage(pathname: string): void {
  const route = appRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (route) void pages[route.path].preload().catch(() => undefined);
}

function pageRoute(route: AppRoute & { path: AppPath }) {
  const Component = pages[route.path];
  return route.path === '/' ? (
    <Route key={route.path} index element={<Component />} />
  ) : (
    <Route key={route.path} path={route.path.slice(1)} element={<Component />} />
  );
}

function routesFor(access: RouteAccess) {
  return appRoutes.filter((route) => route.access === access).map(pageRoute);
}

/**
 * Guest pages each under their own guard: a prerendered one (the landing page) stays on screen while
 * the session is checked, the others show a spinner.
 */
function guestRoutes() {
  return appRoutes
    .filter((route) => route.access === 'guest')
    .map((route) => (
      <Route key={route.path} element={<GuestOnly whileChecking={isPrerendered(route.path) ? 'page' : 'spinner'} />}>
        {pageRoute(route)}
      </Route>
    ));
}

export function AppRoutes() {
  const NotFound = notFoundPage;
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {guestRoutes()}
        {routesFor('public')}
        <Route element={<RequireAuth />}>{routesFor('guarded')}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
