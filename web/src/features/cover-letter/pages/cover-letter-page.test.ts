import type { PlanId, PublicUser, ResumeListItem } from '@jobapp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { CoverLetterPage } from './cover-letter-page';

const user = (plan: PlanId): PublicUser => ({
  id: 1,
  username: 'jane',
  email: 'jane@example.com',
  fullName: 'Jane Doe',
  subscriptionTier: plan,
  subscriptionEndDate: null,
  storageLimit: 5_000_000,
  storageUsed: 0,
  hasExpandedStorage: false,
  hasPaymentMethod: false,
  notificationPreferences: { jobAlerts: true, resumeUpdates: true, marketingEmails: false },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const resume = (id: number, jobTitle: string | null, company: string | null): ResumeListItem => ({
  id,
  number: id,
  jobTitle,
  company,
  createdAt: '2026-01-01T00:00:00.000Z',
  originalFileName: null,
  originalSize: 0,
  templateUsed: null,
  scoreBefore: null,
  scoreAfter: null,
});

function render(plan: PlanId, resumes: ResumeListItem[] | undefined, url = '/cover-letter'): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session, user(plan));
  // A server render sees the session as still being checked; the plan comes from the billing overview.
  const quota = (limit: number | null) => ({ limit, used: 1, remaining: limit === null ? null : limit - 1, resetsAt: '2026-12-04T00:00:00.000Z' });
  queryClient.setQueryData(queryKeys.billing.account, {
    plan,
    quotas: { revision: quota(null), cover_letter: quota(plan === 'elite' ? null : plan === 'pro' ? 5 : 0), linkedin_optimization: quota(0) },
  });
  if (resumes) queryClient.setQueryData(queryKeys.resumes.list, resumes);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(MemoryRouter, { initialEntries: [url] }, createElement(CoverLetterPage)),
    ),
  );
}

describe('CoverLetterPage', () => {
  it.each(['free_trial', 'starter'] as const)('shows %s the Premium Feature card and no form', (plan) => {
    const html = render(plan, [resume(1, 'Analyst', 'Acme')]);
    expect(html).toContain('Premium Feature');
    expect(html).toContain('href="/subscription"');
    expect(html).toContain('Upgrade Subscription');
    expect(html).not.toContain('Generate Cover Letter');
  });

  it.each(['pro', 'elite'] as const)('gives %s the tabs and the form, grouped templates and resume labels', (plan) => {
    const html = render(plan, [resume(4, 'Data Analyst', 'Acme'), resume(9, null, null)]);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Generate New');
    expect(html).toContain('My Cover Letters');
    for (const label of ['Resume', 'Job URL', 'Job title', 'Company', 'Template', 'Job description', 'Custom instructions']) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(html).toContain('>Data Analyst at Acme</option>');
    expect(html).toContain('>Resume #9</option>');
    expect(html).toContain('<optgroup label="Specialized">');
    expect(html).toContain('Generate Cover Letter');
    expect(html).toContain('>Referral — Opens with the person who referred you.</option>');
    expect(html).toContain(plan === 'pro' ? '4 of 5 cover letters left this period' : 'Unlimited cover letters');
    // The default template asks for nothing more.
    expect(html).not.toContain('template-fields');
  });

  it("offers 'Create a Resume' without any resume", () => {
    const html = render('pro', []);
    expect(html).toContain('No Resumes Found');
    expect(html).toContain('href="/optimize-resume"');
    expect(html).toContain('Create a Resume');
  });
});
