import { describe, expect, it } from 'vitest';
import { reminderKeys } from '@/features/reminders/api';
import { queryKeys } from '@/lib/query-keys';
import { remindersTodayKey, routeQueries } from './route-data';

describe('route data', () => {
  it('asks for a resume page its resume, with the key the page reads', () => {
    expect(routeQueries('/resume/42')).toEqual([{ queryKey: queryKeys.resumes.detail(42), path: '/api/resume/42' }]);
    expect(routeQueries('/resume/42/check')).toEqual([]);
    expect(routeQueries('/resume/abc')).toEqual([]);
  });

  it('asks for the dashboard what it shows first, under the keys its hooks use', () => {
    expect(remindersTodayKey).toEqual(reminderKeys.today);
    const dashboard = routeQueries('/dashboard');
    expect(dashboard.map((query) => query.path)).toEqual([
      '/api/billing/account',
      '/api/reminders/today',
      '/api/my-resumes',
      '/api/user/storage-info',
      '/api/billing/config',
    ]);
    expect(dashboard.map((query) => query.queryKey)).toEqual([
      queryKeys.billing.account,
      reminderKeys.today,
      queryKeys.resumes.list,
      queryKeys.user.storageInfo,
      queryKeys.billing.config,
    ]);
  });

  it('asks nothing for public pages', () => {
    for (const path of ['/', '/auth', '/pricing', '/privacy']) expect(routeQueries(path)).toEqual([]);
  });
});
