import type { JobAlert, JobAlertList } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { describe, expect, it } from 'vitest';
import { alertStatus, alertSummary, canAdd, limitLine } from './alert-rules';

const base = { id: 1, paused: false, frequency: 'daily' as const, createdAt: '2026-03-01T00:00:00Z', lastRunAt: null };
const search: JobAlert = { ...base, kind: 'search', search: { title: 'Data Engineer', location: 'Berlin', remote: true, sources: ['linkedin', 'indeed'], postedWithinDays: 7 } };
const watch: JobAlert = { ...base, kind: 'watch', paused: true, watch: { board: 'greenhouse', company: 'acme', boardUrl: 'https://job-boards.greenhouse.io/acme', titleFilter: 'engineer' } };

function list(searches: number, limit: number, included = true): JobAlertList {
  return { alerts: [], included, emailsOn: true, limits: { searches: { used: searches, limit }, watches: { used: 0, limit: limit * 2 } } };
}

describe('job alert wording', () => {
  it('shows the limits before and at them', () => {
    expect(limitLine({ used: 2, limit: 5 }, 'saved searches')).toBe('2 of 5 saved searches used');
    expect(limitLine({ used: 10, limit: 10 }, 'company watches')).toBe('10 of 10 company watches used: none left. Delete one to add another.');
  });

  it('lets a user add only below the limit of a plan with alerts', () => {
    expect(canAdd(list(4, 5), 'search')).toBe(true);
    expect(canAdd(list(5, 5), 'search')).toBe(false);
    expect(canAdd(list(5, 5), 'watch')).toBe(true);
    expect(canAdd(list(0, 0, false), 'search')).toBe(false);
    expect(canAdd(undefined, 'search')).toBe(false);
  });

  it('sums each alert up in one line', () => {
    expect(alertSummary(search)).toBe('Data Engineer in Berlin, remote · LinkedIn and Indeed · last 7 days');
    expect(alertSummary(watch)).toBe('acme on Greenhouse · titles with "engineer"');
    expect(alertStatus(search)).toBe('Daily');
    expect(alertStatus(watch)).toBe('Paused');
  });
});
