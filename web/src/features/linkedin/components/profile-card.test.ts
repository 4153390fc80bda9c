import type { LinkedInProfileDetail, LinkedInProfileItem } from '@jobapp/shared/linkedin/linkedin.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { ProfileCard } from './profile-card';

const check = (id: string, pass: boolean) => ({ id, label: `Check ${id}`, pass, detail: '' });

const base: LinkedInProfileDetail = {
  id: 7,
  profileUrl: 'https://www.linkedin.com/in/jane',
  targetPosition: 'Product Manager',
  targetIndustry: 'Fintech',
  status: 'completed',
  failureReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:01:00.000Z',
  headline: 'Product Manager | Payments',
  summary: 'I build payment products.',
  optimizedContent: 'Full text',
  result: {
    headlines: ['Product Manager | Payments', 'PM for fintech', 'Payments PM'],
    about: 'I build payment products.',
    roles: [{ title: 'PM', company: 'Acme', description: 'Led the checkout team.' }],
    skills: ['Product strategy', 'SQL', 'Payments', 'Roadmaps'],
    before: { score: 44, checks: [check('a', false), check('b', true)] },
    after: { score: 96, checks: [check('a', true), check('b', true)] },
    removedClaims: ['Managed a team of 50'],
  },
};

const render = (item: LinkedInProfileItem | LinkedInProfileDetail, client = new QueryClient()) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ProfileCard, { item, checking: false, onCheckStatus: () => undefined }),
    ),
  );

describe('ProfileCard', () => {
  it('shows target position, industry, status and date', () => {
    const html = render(base);
    expect(html).toContain('Product Manager');
    expect(html).toContain('Fintech');
    expect(html).toContain('Completed');
    expect(html).toContain('November 20, 2026');
  });

  it('shows a completed result with named copy buttons, live counts, the score and what was left out', () => {
    const html = render(base);
    for (const name of ['Copy headline 1', 'Copy headline 2', 'Copy headline 3', 'Copy About', 'Copy role 1', 'Copy skills']) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(html).toContain('26 / 220');
    expect(html).toContain('25 / 2,600');
    expect(html).toContain('22 / 2,000');
    expect(html).toContain('Profile score 44 → 96');
    expect(html).toContain('1 check fixed, 2 of 2 passing');
    expect(html).toContain('Left out or kept as you wrote it, and why');
    expect(html).toContain('Managed a team of 50');
    expect(html).not.toContain('Check Status');
  });

  it('shows a spinner and Check Status while pending or processing', () => {
    for (const status of ['pending', 'processing'] as const) {
      const html = render({ ...base, status, result: null });
      expect(html).toContain('Check Status');
      expect(html).toContain('role="status"');
      expect(html).not.toContain('Copy About');
    }
  });

  it('shows the reason of a failed optimization', () => {
    const html = render({ ...base, status: 'failed', failureReason: 'The profile could not be read', result: null });
    expect(html).toContain('The profile could not be read');
    expect(html).not.toContain('Check Status');
  });

  it('falls back to the stored headline, summary and text when there is no structured result', () => {
    const html = render({ ...base, result: null });
    expect(html).toContain('aria-label="Copy headline 1"');
    expect(html).toContain('aria-label="Copy About"');
    expect(html).toContain('aria-label="Copy optimized profile"');
  });

  it('reads the texts of a completed item the list sent without them from its detail', () => {
    const { headline: _h, summary: _s, optimizedContent: _o, result: _r, ...item } = base;
    expect(render(item)).toContain('Loading the optimized profile');
    const client = new QueryClient();
    client.setQueryData(queryKeys.linkedInProfiles.detail(base.id), base);
    expect(render(item, client)).toContain('aria-label="Copy headline 1"');
  });
});
