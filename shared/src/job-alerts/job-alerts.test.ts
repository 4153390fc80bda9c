import { describe, expect, it } from 'vitest';
import { entitlementsOf, type BillingAccount } from '../billing/entitlements';
import { recogniseCompanyBoard } from './board-url';
import { alertLimitMessage, alertLimitsLine, createJobAlertSchema, jobAlertMessages, updateJobAlertSchema } from './job-alerts.schema';

describe('company boards from their addresses', () => {
  it('reads the four boards from the front page or a posting, one form per board', () => {
    expect(recogniseCompanyBoard('https://boards.greenhouse.io/Acme')).toEqual({
      board: 'greenhouse',
      company: 'acme',
      boardUrl: 'https://job-boards.greenhouse.io/acme',
      listUrl: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true',
    });
    expect(recogniseCompanyBoard('https://job-boards.greenhouse.io/acme/jobs/4012345')?.boardUrl).toBe('https://job-boards.greenhouse.io/acme');
    expect(recogniseCompanyBoard('https://jobs.lever.co/globex/0b9c3f7e-1f2a-4c1e-9d52-3c1f1a2b3c4d')).toMatchObject({
      board: 'lever',
      company: 'globex',
      listUrl: 'https://api.lever.co/v0/postings/globex?mode=json',
    });
    expect(recogniseCompanyBoard('https://jobs.ashbyhq.com/initech')).toMatchObject({ board: 'ashby', company: 'initech' });
    expect(recogniseCompanyBoard('https://umbrella.wd5.myworkdayjobs.com/en-US/External/job/Remote/Engineer_R123')).toEqual({
      board: 'workday',
      company: 'umbrella/External',
      boardUrl: 'https://umbrella.wd5.myworkdayjobs.com/External',
      listUrl: 'https://umbrella.wd5.myworkdayjobs.com/wday/cxs/umbrella/External/jobs',
    });
  });

  it('refuses other sites, credentials, ports and odd schemes', () => {
    for (const bad of [
      'https://example.com/careers',
      'https://www.linkedin.com/jobs/view/123',
      'ftp://jobs.lever.co/acme',
      'https://user:pw@jobs.lever.co/acme',
      'https://jobs.lever.co:8443/acme',
      'https://jobs.lever.co/',
      'not a url',
      'https://umbrella.wd5.myworkdayjobs.com/wday/cxs/x',
    ]) {
      expect(recogniseCompanyBoard(bad), bad).toBeNull();
    }
  });
});

describe('alert shapes', () => {
  it('fills a saved search with its defaults and orders its sources', () => {
    expect(createJobAlertSchema.parse({ kind: 'search', title: ' Data Engineer ', sources: ['indeed', 'linkedin', 'indeed'] })).toEqual({
      kind: 'search',
      title: 'Data Engineer',
      location: '',
      remote: false,
      sources: ['linkedin', 'indeed'],
      postedWithinDays: 7,
      frequency: 'daily',
    });
  });

  it('refuses bad input with the product words', () => {
    const cases: [unknown, string][] = [
      [{ kind: 'search', title: '' }, jobAlertMessages.titleRequired],
      [{ kind: 'search', title: 'x', sources: [] }, jobAlertMessages.sourcesRequired],
      [{ kind: 'search', title: 'x', sources: ['monster'] }, jobAlertMessages.sourcesRequired],
      [{ kind: 'search', title: 'x', postedWithinDays: 31 }, jobAlertMessages.postedWithin],
      [{ kind: 'watch', boardUrl: 'https://example.com/jobs' }, jobAlertMessages.boardUrl],
      [{ kind: 'radar' }, jobAlertMessages.kind],
    ];
    for (const [input, message] of cases) {
      const result = createJobAlertSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
    expect(updateJobAlertSchema.safeParse({}).error?.issues[0]?.message).toBe(jobAlertMessages.nothingToChange);
    expect(updateJobAlertSchema.safeParse({ paused: true, extra: 1 }).success).toBe(false);
  });
});

describe('limits in the shared entitlements', () => {
  const account = (plan: BillingAccount['plan'], status: BillingAccount['status'] = 'active'): BillingAccount => ({
    plan,
    status,
    trialStart: new Date('2026-03-01T00:00:00Z'),
    trialEnd: null,
    periodStart: new Date('2026-03-01T00:00:00Z'),
    periodEnd: new Date('2026-04-01T00:00:00Z'),
    storageAddons: 0,
    trialUsed: true,
  });
  const now = new Date('2026-03-05T00:00:00Z');

  it('Pro 5 and 10, Elite 20 and 50, none on the trial, Starter or an ended plan', () => {
    expect(entitlementsOf(account('pro'), now).jobAlerts).toEqual({ searches: 5, watches: 10 });
    expect(entitlementsOf(account('elite'), now).jobAlerts).toEqual({ searches: 20, watches: 50 });
    expect(entitlementsOf(account('starter'), now).jobAlerts).toEqual({ searches: 0, watches: 0 });
    expect(entitlementsOf(account('free_trial', 'trialing'), now).jobAlerts).toEqual({ searches: 0, watches: 0 });
    expect(entitlementsOf(account('elite', 'expired'), now).jobAlerts).toEqual({ searches: 0, watches: 0 });
    // Cancelled: alerts run to the end of the paid period, then pause.
    expect(entitlementsOf(account('pro', 'canceled'), now).jobAlerts.searches).toBe(5);
    expect(entitlementsOf(account('pro', 'canceled'), new Date('2026-04-01T00:00:00Z')).jobAlerts.searches).toBe(0);
  });

  it('words the limits before and at the limit', () => {
    expect(alertLimitsLine()).toBe('Pro: 5 saved searches and 10 company watches. Elite: 20 and 50.');
    expect(alertLimitMessage('search', 'pro', 5)).toBe('You have 5 saved searches, the most the Pro plan allows. Delete one, or upgrade to Elite for 20.');
    expect(alertLimitMessage('watch', 'elite', 50)).toBe('You have 50 company watches, the most the Elite plan allows. Delete one to add another.');
  });
});
