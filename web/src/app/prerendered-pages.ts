/**
 * Each prerendered page's source file, as the client build's manifest names it: the prerender step
 * preloads that chunk and its imports (entry-server.tsx, scripts/prerender.mjs), and the build keeps
 * these pages' chunks free of code only other pages need (chunk-groups.ts). The browser bundle does
 * not carry these names; a wrong one stops the build, as the manifest then has no such chunk.
 */
import type { PrerenderedPath } from './page-meta';

export const prerenderedPageFiles: Record<PrerenderedPath, string> = {
  '/': 'src/features/marketing/pages/landing-page.tsx',
  '/pricing': 'src/features/plans/pages/pricing-page.tsx',
  '/about': 'src/features/marketing/pages/about-page.tsx',
  '/faq': 'src/features/marketing/pages/faq-page.tsx',
  '/how-it-works': 'src/features/marketing/pages/how-it-works-page.tsx',
  '/contact': 'src/features/contact/pages/contact-page.tsx',
  '/refund-policy': 'src/features/marketing/pages/refund-policy-page.tsx',
  '/terms': 'src/features/legal/pages/terms-page.tsx',
  '/privacy': 'src/features/legal/pages/privacy-page.tsx',
  '/locations': 'src/features/marketing/pages/locations-page.tsx',
  '/membership': 'src/features/plans/pages/membership-page.tsx',
  '/newsletter': 'src/features/newsletter/pages/newsletter-page.tsx',
};
