/**
 * Marketing copy shared by the landing and how-it-works pages (spec sections 1 and 2). The landing
 * hero's tiles are in hero-tiles.ts, so the top of the landing page loads without the rest.
 */
import {
  BadgeCheck,
  FileCheck,
  FileText,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  Mail,
  Search,
  ShieldCheck,
  Sparkles,
  Upload,
  UserRound,
} from 'lucide-react';
import { resumeTemplateCount } from '@jobapp/shared/plans';

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const landingSteps: IconItem[] = [
  {
    icon: Link2,
    title: 'Paste a job posting URL',
    text: 'Copy the link of a LinkedIn or Indeed job posting you want to apply for.',
  },
  {
    icon: Upload,
    title: 'Upload your current resume',
    text: 'Add your resume as a Word or PDF file. We read your experience, skills and education.',
  },
  {
    icon: FileCheck,
    title: 'Get an optimized resume',
    text: 'Receive a resume tailored to the posting, formatted to pass applicant tracking systems.',
  },
];

export const howItWorksSteps: IconItem[] = [
  {
    icon: Upload,
    title: 'Upload your resume',
    text: 'Upload your current resume as a PDF or Word document, or paste its text.',
  },
  {
    icon: Link2,
    title: 'Provide job details',
    text: 'Paste the link of the LinkedIn or Indeed job posting you are applying for.',
  },
  {
    icon: FileCheck,
    title: 'Get your optimized resume',
    text: 'Download a resume tailored to the job as DOCX, PDF or plain text, ready to send.',
  },
];

export const landingFeatures: IconItem[] = [
  {
    icon: Sparkles,
    title: 'AI-Powered Optimization',
    text: 'Your resume is rewritten around the skills and keywords the posting asks for, using only facts from your own resume.',
  },
  {
    icon: Search,
    title: 'Job Search Integration',
    text: 'Search LinkedIn and Indeed jobs and tailor your resume to any result in one step.',
  },
  {
    icon: LayoutTemplate,
    title: 'Professional Templates',
    text: `From clean basics to exclusive designs: up to ${resumeTemplateCount} templates depending on your plan.`,
  },
  {
    icon: ShieldCheck,
    title: 'ATS Compatibility',
    text: 'Simple structure, standard headings and matched keywords so applicant tracking systems read you right.',
  },
];

export const keyFeatures: IconItem[] = [
  ...landingFeatures,
  {
    icon: Mail,
    title: 'Cover Letters',
    text: 'Generate a cover letter for the same job from twelve templates (Pro and Elite).',
  },
  {
    icon: UserRound,
    title: 'LinkedIn Profile Optimization',
    text: 'Rework your headline and summary for the role you are targeting (Elite).',
  },
];

export const testimonials = [
  {
    name: 'Sarah Mitchell',
    role: 'Marketing Manager',
    quote:
      'I had sent out dozens of applications with no answer. After tailoring my resume to each posting I had three interviews in two weeks.',
  },
  {
    name: 'David Okafor',
    role: 'Software Engineer',
    quote:
      'Pasting the LinkedIn link and getting a resume that speaks the job’s language saved me hours for every application.',
  },
  {
    name: 'Elena Rossi',
    role: 'Registered Nurse',
    quote: 'The suggestions were clear and honest. My resume finally reads well for people and for the screening software.',
  },
] as const;

export const trustPoints: IconItem[] = [
  { icon: BadgeCheck, title: 'No invented facts', text: 'Only what your own resume says.' },
  { icon: FileText, title: 'Word and PDF', text: 'Upload and download in both.' },
];
