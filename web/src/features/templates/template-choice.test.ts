import { availableTemplateIds, planUnlockingTemplate, resumeTemplates, type TemplateListItem, type TemplatesResponse } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { readTemplateParam } from '@/features/resumes/optimize-rules';
import {
  downloadTemplateChoices,
  downloadTemplateParam,
  ownTemplateId,
  resolveTemplateChoice,
  templateDisplayName,
  templateStatus,
  unlockPlanLabel,
} from './template-choice';

/** What GET /api/resume-templates answers for a plan (the server builds it the same way). */
function responseFor(plan: 'free_trial' | 'starter' | 'pro' | 'elite'): TemplatesResponse {
  const unlocked = new Set(availableTemplateIds(plan));
  const item = (t: (typeof resumeTemplates)[number], locked: boolean): TemplateListItem => ({
    id: t.id,
    name: t.name,
    group: t.group,
    previewUrl: `/api/resume-templates/${t.id}/thumbnail.png`,
    fullPreviewUrl: `/api/resume-templates/${t.id}/preview.png`,
    unlockPlan: locked ? planUnlockingTemplate(t.id) : null,
  });
  return {
    available: resumeTemplates.filter((t) => unlocked.has(t.id)).map((t) => item(t, false)),
    locked: resumeTemplates.filter((t) => !unlocked.has(t.id)).map((t) => item(t, true)),
  };
}

describe('the picker state from ?template=', () => {
  it('preselects a template the plan unlocks', () => {
    const id = readTemplateParam('?template=prem-1');
    expect(resolveTemplateChoice(responseFor('pro'), id)).toEqual({ templateId: 'prem-1', lockedMessage: null });
  });

  it('falls back to basic-1 with the upgrade message naming the plan for a locked one', () => {
    const id = readTemplateParam('?template=prem-1');
    expect(resolveTemplateChoice(responseFor('free_trial'), id)).toEqual({
      templateId: 'basic-1',
      lockedMessage: 'This template comes with the Pro plan. Upgrade to use it.',
    });
    expect(resolveTemplateChoice(responseFor('pro'), 'excl-2').lockedMessage).toBe(
      'This template comes with the Elite plan. Upgrade to use it.',
    );
  });

  it('defaults to basic-1 without a parameter or with an unknown one, silently', () => {
    expect(resolveTemplateChoice(responseFor('starter'), readTemplateParam(''))).toEqual({ templateId: 'basic-1', lockedMessage: null });
    expect(resolveTemplateChoice(responseFor('starter'), readTemplateParam('?template=fancy-99'))).toEqual({
      templateId: 'basic-1',
      lockedMessage: null,
    });
    expect(resolveTemplateChoice(responseFor('starter'), 'fancy-99')).toEqual({ templateId: 'basic-1', lockedMessage: null });
  });

  it('keeps the request while the list is loading (the server checks the plan again)', () => {
    expect(resolveTemplateChoice(undefined, 'prem-4')).toEqual({ templateId: 'prem-4', lockedMessage: null });
  });

  it('tells available, locked (with the plan) and unknown apart', () => {
    const pro = responseFor('pro');
    expect(templateStatus(pro, 'prof-5').kind).toBe('available');
    expect(templateStatus(pro, 'prem-12')).toMatchObject({ kind: 'locked', plan: 'elite' });
    expect(templateStatus(pro, 'nope-1')).toEqual({ kind: 'unknown' });
    expect(unlockPlanLabel('pro')).toBe('Pro plan');
    expect(unlockPlanLabel(null)).toBe('');
  });
});

describe('the resume page download template', () => {
  it('sends no ?template= for the resume\'s own template, and the chosen one otherwise', () => {
    expect(downloadTemplateParam('prem-1', 'prem-1')).toBeNull();
    expect(downloadTemplateParam('basic-2', 'prem-1')).toBe('basic-2');
    // Rows from before templates were stored were made with the default.
    expect(ownTemplateId(null)).toBe('basic-1');
    expect(downloadTemplateParam('basic-1', null)).toBeNull();
  });

  it("offers the resume's own template first, then every other unlocked one", () => {
    const choices = downloadTemplateChoices(responseFor('starter'), 'prof-2');
    expect(choices.map((c) => c.id)).toEqual(['prof-2', 'basic-1', 'basic-2', 'prof-1', 'prof-3']);
    expect(choices[0]).toMatchObject({ own: true });
    // Own template no longer unlocked (a downgrade): still offered, as the one it was made with.
    expect(downloadTemplateChoices(responseFor('free_trial'), 'prem-3').map((c) => c.id)).toEqual(['prem-3', 'basic-1', 'basic-2']);
    // Before the list arrives: only the own template.
    expect(downloadTemplateChoices(undefined, 'basic-2').map((c) => c.id)).toEqual(['basic-2']);
  });

  it('names templates from the catalogue', () => {
    expect(templateDisplayName('prem-1')).toBe(resumeTemplates.find((t) => t.id === 'prem-1')!.name);
    expect(templateDisplayName(null)).toBe(resumeTemplates[0]!.name);
    expect(templateDisplayName('made-up-1')).toBe('made-up-1');
  });
});
