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
