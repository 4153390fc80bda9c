import { describe, expect, it } from 'vitest';
import { isPlanId, planList, planPeriodLabel, plans, resumeTemplateCount } from './plans';
import { availableTemplateIds, resumeTemplates } from './templates';

describe('plan catalogue', () => {
  it('has the four plans with the spec prices in order', () => {
    expect(planList.map((p) => [p.id, p.price])).toEqual([
      ['free_trial', '$0'],
      ['starter', '$9.99'],
      ['pro', '$19.99'],
      ['elite', '$39.99'],
    ]);
  });

  it('labels the trial period in days and paid plans per month', () => {
    expect(planPeriodLabel('free_trial')).toBe('/7 days');
    expect(planPeriodLabel('elite')).toBe('/month');
  });

  it('recognises plan ids only', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
  });
});

describe('template access (D7: cumulative)', () => {
  it('gives each plan the spec count', () => {
    expect(availableTemplateIds('free_trial')).toHaveLength(2);
    expect(availableTemplateIds('starter')).toHaveLength(5);
    expect(availableTemplateIds('pro')).toHaveLength(15);
    expect(availableTemplateIds('elite')).toHaveLength(resumeTemplates.length);
  });

  it('never takes away what a lower plan has', () => {
    const order = ['free_trial', 'starter', 'pro', 'elite'] as const;
    for (let i = 1; i < order.length; i++) {
      const lower = availableTemplateIds(order[i - 1]!);
      const higher = new Set(availableTemplateIds(order[i]!));
      expect(lower.every((id) => higher.has(id))).toBe(true);
    }
  });

  it('matches the plan cards', () => {
    expect(plans.pro.templateCount).toBe(availableTemplateIds('pro').length);
    expect(plans.elite.templateCount).toBe(availableTemplateIds('elite').length);
    expect(resumeTemplateCount).toBe(resumeTemplates.length);
  });
});
