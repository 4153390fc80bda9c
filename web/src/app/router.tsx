/**
 * The router: every path of `routes.ts` gets its page, grouped under the guard its access needs,
 * inside the site layout. Unknown paths render the not-found screen.
 *
 * Routes are declared as elements (`<Routes>`), not with React Router's data router: the app loads no
 * data through the router, and the declarative router is half the size, which keeps the landing
 * page's JavaScript small (issue 14). Each page is its own chunk, loaded with `React.lazy`; the
 * layout's `<Suspense>` shows a spinner while a first page loads, and keeps the previous page on
 * screen during later navigations (they run as transitions, see browser-router.tsx). A prerendered
 * page is hydrated as its chunk arrives, its server HTML staying on screen until then.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { isPrerendered } from './page-meta';
import { GuestOnly, RequireAuth } from './route-guard';
import { type AppPath, type AppRoute, appRoutes, type RouteAccess } from './routes';

type Page = LazyExoticComponent<ComponentType>;

function page(load: () => Promise<ComponentType>): Page {
  return lazy(async () => ({ default: await load() }));
}

const landing = page(() => import('@/features/marketing/pages/landing-page').then((m) => m.LandingPage));
const pricing = page(() => import('@/features/plans/pages/pricing-page').then((m) => m.PricingPage));
const editor = page(() => import('@/features/editor/pages/interactive-editor-page').then((m) => m.InteractiveEditorPage));

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
  '/dashboard': page(() => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
  '/job-search': page(() => import('@/features/job-search/pages/job-search-page').then((m) => m.JobSearchPage)),
  '/templates': page(() => import('@/features/templates/pages/templates-page').then((m) => m.TemplatesPage)),
  '/settings': page(() => import('@/features/settings/pages/settings-page').then((m) => m.SettingsPage)),
  '/optimize-resume': page(() => import('@/features/resumes/pages/optimize-resume-page').then((m) => m.OptimizeResumePage)),
  '/cover-letter': page(() => import('@/features/cover-letter/pages/cover-letter-page').then((m) => m.CoverLetterPage)),
  '/linkedin-profile': page(() => import('@/features/linkedin/pages/linkedin-profile-page').then((m) => m.LinkedInProfilePage)),
  '/interactive-editor': editor,
  '/interactive-editor/:resumeId': editor,
  '/my-resumes': page(() => import('@/features/resumes/pages/my-resumes-page').then((m) => m.MyResumesPage)),
  '/resume/:resumeId': page(() => import('@/features/resumes/pages/resume-page').then((m) => m.ResumePage)),
  '/resume/:resumeId/check': page(() => import('@/features/resume-check/pages/resume-check-page').then((m) => m.ResumeCheckPage)),
  '/tracker': page(() => import('@/features/tracker/pages/tracker-page').then((m) => m.TrackerPage)),
};

export const notFoundPage = page(() => import('@/features/not-found/pages/not-found-page').then((m) => m.NotFoundPage));

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
