/** How a stored resume is named on screen. */
import { formatBytes } from '@jobapp/shared';

/** The job title it was tailored for, else 'Resume {n}' with n counting the user's own resumes. */
export function resumeTitle(resume: { number: number; jobTitle: string | null }): string {
  return resume.jobTitle?.trim() || `Resume ${resume.number}`;
}

/** 'resume.pdf · 120.5 KB', 'Pasted text' when there was no file. */
export function originalFileLabel(resume: { originalFileName: string | null; originalSize: number }): string {
  const name = resume.originalFileName || 'Pasted text';
  return resume.originalSize > 0 ? `${name} · ${formatBytes(resume.originalSize)}` : name;
}
