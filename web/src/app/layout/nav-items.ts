/** Navigation entries (spec section 2, "Navigation and footer"). */
export interface NavItem {
  to: string;
  label: string;
}

/** The spec's five, plus the tracker and the templates (issue 24: both in the main navigation). */
export const signedInNav: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/job-search', label: 'Job Search' },
  { to: '/tracker', label: 'Tracker' },
  { to: '/optimize-resume', label: 'Resume' },
  { to: '/templates', label: 'Templates' },
  { to: '/cover-letter', label: 'Cover Letter' },
  { to: '/linkedin-profile', label: 'LinkedIn' },
];

export const accountMenu: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/optimize-resume', label: 'Resume' },
  { to: '/my-resumes', label: 'My Resumes' },
  { to: '/cover-letter', label: 'Cover Letter' },
  { to: '/linkedin-profile', label: 'LinkedIn Profile' },
  { to: '/interactive-editor', label: 'Interactive Editor' },
  { to: '/settings', label: 'Settings' },
];

export const signedOutNav: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About Us' },
];

export const footerQuickLinks: NavItem[] = [
  { to: '/membership', label: 'Membership' },
  { to: '/about', label: 'About Us' },
  { to: '/locations', label: 'Locations' },
  { to: '/faq', label: 'FAQ' },
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/contact', label: 'Contact Us' },
];

/** The legal pages (issue 7), linked at the foot of every page beside the copyright. */
export const footerLegalLinks: NavItem[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];
