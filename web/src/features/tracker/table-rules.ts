/**
 * The table's filters (stage, text, tag), applied before the rows reach the table so the same
 * rule serves the count above it and the rows in it.
 */
import { type ApplicationItem, type ApplicationStage } from '@jobapp/shared/applications/applications.schema';

export interface ApplicationFilter {
  /** '' = every stage. */
  stage: ApplicationStage | '';
  /** Matched, case-insensitively, in the title, company, location and tags. */
  text: string;
  /** '' = any tag; else the exact tag (case-insensitive). */
  tag: string;
}

export const noFilter: ApplicationFilter = { stage: '', text: '', tag: '' };

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function filterApplications(items: readonly ApplicationItem[], filter: ApplicationFilter): ApplicationItem[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  const tag = fold(filter.tag.trim());
  return items.filter((item) => {
    if (filter.stage && item.stage !== filter.stage) return false;
    if (tag && !item.tags.some((t) => fold(t) === tag)) return false;
    if (words.length === 0) return true;
    const haystack = fold([item.jobTitle, item.company, item.location, ...item.tags].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Every tag in use, once each (first spelling kept), sorted. */
export function tagsInUse(items: readonly ApplicationItem[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) for (const tag of item.tags) if (!seen.has(fold(tag))) seen.set(fold(tag), tag);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Tags typed as 'remote, fintech , remote' → ['remote', 'fintech']. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().slice(0, 60);
    if (tag && !seen.has(fold(tag))) {
      seen.add(fold(tag));
      tags.push(tag);
    }
  }
  return tags.slice(0, 30);
}
