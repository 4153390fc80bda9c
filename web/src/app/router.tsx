/**
 * The router: every path of `routes.ts` gets its page (loaded on demand), grouped under the guard
 * its access needs, inside the site layout. Unknown paths render the not-found screen.
 */
import { type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { AppLoading, GuestOnly, RequireAuth } from './route-guard';
import { type AppPath, type AppRoute, appRoutes, notFoundTitle, type RouteAccess } from './routes';

type PageLoader = () => Promise<ComponentType>;

const pages: Record<AppPath, PageLoader> = {
  '/': () => import('@/features/marketing/pages/landing-page').then((m) => m.LandingPage),
  '/auth': () => import('@/features/auth/pages/auth-page').then((m) => m.AuthPage),
  '/reset-password': () => import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  '/pricing': () => import('@/features/plans/pages/pricing-page').then((m) => m.PricingPage),
  '/subscription': () => import('@/features/plans/pages/pricing-page').then((m) => m.PricingPage),
  '/about': () => import('@/features/marketing/pages/about-page').then((m) => m.AboutPage),
  '/contact': () => import('@/features/contact/pages/contact-page').then((m) => m.ContactPage),
  '/faq': () => import('@/features/marketing/pages/faq-page').then((m) => m.FaqPage),
  '/refund-policy': () => import('@/features/marketing/pages/refund-policy-page').then((m) => m.RefundPolicyPage),
  '/newsletter': () => import('@/features/newsletter/pages/newsletter-page').then((m) => m.NewsletterPage),
  '/membership': () => import('@/features/plans/pages/membership-page').then((m) => m.MembershipPage),
  '/locations': () => import('@/features/marketing/pages/locations-page').then((m) => m.LocationsPage),
  '/how-it-works': () => import('@/features/marketing/pages/how-it-works-page').then((m) => m.HowItWorksPage),
  '/terms': () => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage),
  '/privacy': () => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
  '/dashboard': () => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage),
  '/job-search': () => import('@/features/job-search/pages/job-search-page').then((m) => m.JobSearchPage),
  '/templates': () => import('@/features/templates/pages/templates-page').then((m) => m.TemplatesPage),
  '/settings': () => import('@/features/settings/pages/settings-page').then((m) => m.SettingsPage),
  '/optimize-resume': () => import('@/features/resumes/pages/optimize-resume-page').then((m) => m.OptimizeResumePage),
  '/cover-letter': () => import('@/features/cover-letter/pages/cover-letter-page').then((m) => m.CoverLetterPage),
  '/linkedin-profile': () => import('@/features/linkedin/pages/linkedin-profile-page').then((m) => m.LinkedInProfilePage),
  '/interactive-editor': () => import('@/features/editor/pages/interactive-editor-page').then((m) => m.InteractiveEditorPage),
  '/interactive-editor/:resumeId': () =>
    import('@/features/editor/pages/interactive-editor-page').then((m) => m.InteractiveEditorPage),
  '/my-resumes': () => import('@/features/resumes/pages/my-resumes-page').then((m) => m.MyResumesPage),
  '/resume/:resumeId': () => import('@/features/resumes/pages/resume-page').then((m) => m.ResumePage),
};

function toRouteObject(route: AppRoute & { path: AppPath }): RouteObject {
  const load = pages[route.path];
  const lazy = async () => ({ Component: await load() });
  const handle = { title: route.title };
  return route.path === '/' ? { index: true, handle, lazy } : { path: route.path.slice(1), handle, lazy };
}

function routesFor(access: RouteAccess): RouteObject[] {
  return appRoutes.filter((route) => route.access === access).map(toRouteObject);
}

export const routeObjects: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code loads.
    hydrateFallbackElement: <AppLoading />,
    children: [
      { element: <GuestOnly />, children: routesFor('guest') },
      ...routesFor('public'),
      { element: <RequireAuth />, children: routesFor('guarded') },
      {
        path: '*',
        handle: { title: notFoundTitle },
        lazy: async () => ({
          Component: (await import('@/features/not-found/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
