/**
 * The meta descriptions of the prerendered pages. Kept out of page-meta.ts so the browser loads them
 * only when it needs one (after a client-side navigation), not with every page's first chunk.
 */
import { type PrerenderedPath } from './page-meta';

export const defaultDescription =
  'ResumeBoost tailors your resume to any LinkedIn or Indeed job posting so it passes applicant tracking systems and gets you more interviews.';

/** Each prerendered page's own meta description. */
export const pageDescriptions = {
  '/': defaultDescription,
  '/pricing':
    'ResumeBoost plans and prices: start with a 7-day free trial, then pick the plan with the templates, cover letters and LinkedIn help you need.',
  '/about':
    'Why we built ResumeBoost and what we stand for: helping job seekers turn the resume they have into one written for the job they want.',
  '/faq': 'Answers about how ResumeBoost tailors your resume, what happens to your files, plans and billing, and your account.',
  '/how-it-works':
    'Paste a LinkedIn or Indeed job link, upload your resume and get a tailored, ATS-friendly version in three steps. See how ResumeBoost works.',
  '/contact': 'Questions about ResumeBoost, your plan or your account? Write to us, call us or visit our office in Virginia.',
  '/refund-policy':
    'When and how ResumeBoost refunds a subscription: the 14-day window, outages longer than 72 hours and how to ask for your money back.',
  '/terms': 'The terms of service for ResumeBoost: your account, your plan, what you may upload and what we promise in return.',
  '/privacy':
    'What ResumeBoost stores about you, where, for how long, who can see it, and how to delete all of it.',
  '/locations': 'Where ResumeBoost works from: our office in Virginia, its opening hours, and online help for job seekers everywhere.',
  '/membership':
    'Compare ResumeBoost memberships: every plan tailors your resume to LinkedIn and Indeed jobs; higher plans add templates, cover letters and expert help.',
  '/newsletter': 'Career advice and resume tips from ResumeBoost in your inbox. Confirm by e-mail, leave any time with one click.',
} as const satisfies Record<PrerenderedPath, string>;
