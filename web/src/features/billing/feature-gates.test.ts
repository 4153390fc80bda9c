import { type BillingOverview, type QuotaView } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { coverLetterGateText, featureIncluded, linkedInGateText, plansIncluding } from './feature-gates';

const quota = (limit: number | null): QuotaView => ({ limit, used: 0, remaining: limit, resetsAt: '2026-12-04T12:00:00Z' });
const quotas = (coverLetters: number | null, linkedIn: number | null): Pick<BillingOverview, 'quotas'> => ({
  quotas: { revision: quota(null), cover_letter: quota(coverLetters), linkedin_optimization: quota(linkedIn), consultation: quota(0) },
});

describe('feature gates (D9, from the shared entitlements)', () => {
  it('goes by the overview’s quotas: a limit of 0 is not in the plan', () => {
    expect(featureIncluded('cover_letter', quotas(5, 0), 'starter')).toBe(true);
    expect(featureIncluded('linkedin_optimization', quotas(5, 0), 'elite')).toBe(false);
    expect(featureIncluded('cover_letter', quotas(null, 2), undefined)).toBe(true);
  });

  it('falls back to the session plan’s allowances while the overview loads, and shuts without either', () => {
    expect(featureIncluded('cover_letter', undefined, 'pro')).toBe(true);
    expect(featureIncluded('cover_letter', undefined, 'starter')).toBe(false);
    expect(featureIncluded('linkedin_optimization', undefined, 'pro')).toBe(false);
    expect(featureIncluded('linkedin_optimization', undefined, 'elite')).toBe(true);
    expect(featureIncluded('linkedin_optimization', undefined, null)).toBe(false);
  });

  it('names the plans and the allowance from the shared table', () => {
    expect(plansIncluding('cover_letter')).toEqual(['pro', 'elite']);
    expect(plansIncluding('linkedin_optimization')).toEqual(['elite']);
    expect(linkedInGateText()).toBe('LinkedIn profile optimization is part of the Elite plan, with 2 optimizations a month.');
    expect(coverLetterGateText()).toMatch(/^Cover letters are part of the Pro and Elite plans \(from 5 letters a month\): /);
  });
});
