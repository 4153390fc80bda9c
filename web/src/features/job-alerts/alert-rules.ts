/** What the Job alerts card says: the limits before they are hit, each alert in one line. Pure; tested in alert-rules.test.ts. */
import { sourceLabels } from '@jobapp/shared';
import type { AlertLimit, JobAlert, JobAlertList } from '@jobapp/shared/job-alerts/job-alerts.schema';

const boardNames = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby', workday: 'Workday' } as const;

/** '2 of 5 saved searches used', with 'none left' at the limit. */
export function limitLine(limit: AlertLimit, noun: 'saved searches' | 'company watches'): string {
  const base = `${limit.used} of ${limit.limit} ${noun} used`;
  return limit.used >= limit.limit ? `${base}: none left. Delete one to add another.` : base;
}

export function canAdd(list: JobAlertList | undefined, kind: JobAlert['kind']): boolean {
  if (!list?.included) return false;
  const limit = kind === 'search' ? list.limits.searches : list.limits.watches;
  return limit.used < limit.limit;
}

/** 'Data Engineer in Berlin, remote · LinkedIn and Indeed · last 7 days' or 'acme on Greenhouse · titles with "engineer"'. */
export function alertSummary(alert: JobAlert): string {
  if (alert.kind === 'search') {
    const { title, location, remote, sources, postedWithinDays } = alert.search;
    const where = [location, remote ? 'remote' : ''].filter(Boolean).join(', ');
    const from = sources.map((source) => sourceLabels[source]).join(' and ');
    const days = postedWithinDays === 1 ? 'last day' : `last ${postedWithinDays} days`;
    return `${title}${where ? ` in ${where}` : ''} · ${from} · ${days}`;
  }
  const { company, board, titleFilter } = alert.watch;
  return `${company} on ${boardNames[board]}${titleFilter ? ` · titles with "${titleFilter}"` : ''}`;
}

export function alertStatus(alert: JobAlert): string {
  return alert.paused ? 'Paused' : alert.frequency === 'weekly' ? 'Weekly' : 'Daily';
}
