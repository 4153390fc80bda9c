/** How a stored version of a resume is named in the Versions panel (decision D10). */
import type { ResumeVersionItem } from '@jobapp/shared/editor/editor.schema';

export const versionSourceLabels: Record<ResumeVersionItem['source'], string> = {
  tailoring: 'Tailored',
  editor: 'Edited',
  restore: 'Restored',
};

export function versionTitle(version: Pick<ResumeVersionItem, 'version'>): string {
  return `Version ${version.version}`;
}

/** 'Nov 25, 2026, 5:10 PM': versions are often made on the same day, so the time is shown too. */
export function formatVersionTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
