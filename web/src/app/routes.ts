/**
 * The route table (spec section 2) as plain data: path, page title and who may see it.
 * `router.tsx` attaches a page to each path, and a unit test checks the table against the spec.
 *  - public:  anyone
 *  - guest:   signed-out visitors; a signed-in user is sent to /dashboard
 *  - guarded: signed-in users; a spinner while the session loads, then signed-out visitors go to /auth
 */
export type RouteAccess = 'public' | 'guest' | 'guarded';

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
}

export const appRoutes = [
  { path: '/', title: 'Get more interviews', access: 'guest' },
  { path: '/auth', title: 'Sign in', access: 'guest' },
  { path: '/reset-password', title: 'Reset password', access: 'public' },
  { path: '/pricing', title: 'Pricing', access: 'public' },
  { path: '/subscription', title: 'Pricing', access: 'public' },
  { path: '/about', title: 'About us', access: 'public' },
  { path: '/contact', title: 'Contact us', access: 'public' },
  { path: '/faq', title: 'FAQ', access: 'public' },
  { path: '/refund-policy', title: 'Refund policy', access: 'public' },
  { path: '/newsletter', title: 'Newsletter', access: 'public' },
  { path: '/membership', title: 'Membership', access: 'public' },
  { path: '/locations', title: 'Locations', access: 'public' },
  { path: '/how-it-works', title: 'How it works', access: 'public' },
  // Not in the spec's route table: added by issue 7 so the register form's Terms checkbox, the footer
  // and /settings can link to what the product stores and on what terms.
  { path: '/terms', title: 'Terms of Service', access: 'public' },
  { path: '/privacy', title: 'Privacy Policy', access: 'public' },
  // Not in the spec's route table: the link sent to a new e-mail address (issue 24) confirms it here.
  { path: '/confirm-email', title: 'Confirm your email address', access: 'public' },
  { path: '/dashboard', title: 'Dashboard', access: 'guarded' },
  { path: '/job-search', title: 'Job Search', access: 'guarded' },
  { path: '/templates', title: 'Resume Templates', access: 'guarded' },
  { path: '/settings', title: 'Settings', access: 'guarded' },
  { path: '/optimize-resume', title: 'Optimize Resume', access: 'guarded' },
  { path: '/cover-letter', title: 'Cover Letters', access: 'guarded' },
  { path: '/linkedin-profile', title: 'LinkedIn Profile Optimization', access: 'guarded' },
  { path: '/interactive-editor', title: 'Interactive Resume Editor', access: 'guarded' },
  { path: '/interactive-editor/:resumeId', title: 'Interactive Resume Editor', access: 'guarded' },
  { path: '/my-resumes', title: 'My Resumes', access: 'guarded' },
  { path: '/resume/:resumeId', title: 'Resume', access: 'guarded' },
  // Not in the spec's route table: decision D13's "Check what we read" (issue 21), the original resume as read.
  { path: '/resume/:resumeId/check', title: 'Check what we read', access: 'guarded' },
  // Not in the spec's route table: the job tracker (issue 24, decision D14).
  { path: '/tracker', title: 'Job Tracker', access: 'guarded' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof appRoutes)[number]['path'];

export const notFoundTitle = 'Page not found';

/** /auth is one route with three modes; its title follows `?action=`. */
export function authTitle(search: string): string {
  const action = new URLSearchParams(search).get('action');
  if (action === 'register') return 'Create an account';
  if (action === 'forgot') return 'Reset your password';
  return 'Sign in';
}

export const siteName = 'ResumeBoost';

/** The document title for a page: 'Pricing · ResumeBoost'. */
export function documentTitle(title: string): string {
  return `${title} · ${siteName}`;
}

/** Where a signed-out visitor goes from a guarded page, and a signed-in one from a guest page. */
export const signInPath = '/auth';
export const homePathSignedIn = '/dashboard';

/**
 * /auth on its Register tab: every "Try for free", "Get started", "Sign Up" and "Start free trial"
 * points here, with the plan when one was chosen (the membership page's `?action=register&plan=`).
 */
export function registerPath(plan?: string): string {
  return plan ? `${signInPath}?action=register&plan=${encodeURIComponent(plan)}` : `${signInPath}?action=register`;
}
