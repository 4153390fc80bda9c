/** The job and resume the tailoring service tests tailor (test support only). */
import { readFileSync } from 'node:fs';
import type { JobDetails } from '@jobapp/shared';

export const RESUME = readFileSync(new URL('./resume.txt', import.meta.url), 'utf8');
export const NOW = new Date('2026-01-15T12:00:00Z');

export const JOB: JobDetails = {
  title: 'Senior Backend Engineer',
  company: 'Northwind',
  location: 'Remote',
  skills: ['Python', 'Django', 'PostgreSQL', 'Kubernetes', 'AWS', 'Docker'],
  experience: '5+ years',
  education: '',
  description:
    'We are hiring a Senior Backend Engineer to build our logistics APIs.\n\nRequirements:\n• 5+ years of experience with Python and Django\n• PostgreSQL schema design\n• Kubernetes and AWS\n• Docker',
  origin: 'pasted',
  url: 'https://www.linkedin.com/jobs/view/1/',
  source: 'linkedin',
};

/** Closes what a test opened, in order. */
export async function closeAll(...items: { close(): Promise<void> }[]): Promise<void> {
  for (const item of items) await item.close();
}
