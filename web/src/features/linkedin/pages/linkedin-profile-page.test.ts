import { type BillingOverview, planAllowances, type PlanId } from '@jobapp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { LinkedInProfilePage } from './linkedin-profile-page';

function render(plan: PlanId, path = '/linkedin-profile') {
  const client = new QueryClient();
  // The overview's quota as the server's entitlements give it: the plan's allowance, one used.
  const limit = planAllowances[plan].linkedInOptimizations;
  const quota = { limit, used: limit ? 1 : 0, remaining: limit ? limit - 1 : 0, resetsAt: '2026-12-04T12:00:00.000Z' };
  client.setQueryData(queryKeys.billing.account, { plan, quotas: { linkedin_optimization: quota } } as unknown as BillingOverview);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(LinkedInProfilePage)),
    ),
  );
}

describe('LinkedInProfilePage', () => {
  it('shows other plans the Elite gate with View Pricing', () => {
    const html = render('pro');
    expect(html).toContain('Elite Plan Feature');
    expect(html).toContain('Upgrade Required');
    expect(html).toContain('href="/pricing"');
    expect(html).not.toContain('Optimize Profile');
  });

  it('shows elite the two tabs and the form with its labelled fields', () => {
    const html = render('elite');
    expect(html).toMatch(/role="tab"[^>]*>Optimize Profile</);
    expect(html).toMatch(/role="tab"[^>]*>My Optimized Profiles</);
    for (const label of ['LinkedIn profile URL', 'Profile content', 'Target position', 'Target industry', 'Import LinkedIn data export']) {
      expect(html).toContain(label);
    }
    expect(html).toContain('0 / 10,000');
    expect(html).toContain('Get a copy of your data');
    expect(html).toMatch(/<button type="submit"[^>]*>Optimize Profile<\/button>/);
    expect(html).toContain('1 of 2 optimizations left this month');
  });

  it('opens the profiles tab from ?tab=profiles', () => {
    const html = render('elite', '/linkedin-profile?tab=profiles');
    expect(html).toMatch(/aria-selected="true"[^>]*>My Optimized Profiles</);
  });
});
