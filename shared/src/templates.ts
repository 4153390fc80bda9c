/** Resume and cover-letter template catalogues (spec section 3; access by plan per decision D7). */
import { planIds, plans, type PlanId } from './plans';

export const templateGroups = ['basic', 'professional', 'premium', 'exclusive'] as const;
export type TemplateGroup = (typeof templateGroups)[number];

export interface ResumeTemplate {
  id: string;
  name: string;
  group: TemplateGroup;
  previewUrl: string;
}

function makeGroup(group: TemplateGroup, prefix: string, names: readonly string[]): ResumeTemplate[] {
  return names.map((name, i) => ({ id: `${prefix}-${i + 1}`, name, group, previewUrl: '' }));
}

/** Ids and groups as the spec has them; the names are ours (each template's design is in the API's templates/). */
export const resumeTemplates: ResumeTemplate[] = [
  ...makeGroup('basic', 'basic', ['Classic', 'Clean']),
  ...makeGroup('professional', 'prof', ['Harvard', 'Compact', 'Executive', 'Meridian', 'Chronicle']),
  ...makeGroup('premium', 'prem', [
    'Horizon',
    'Atlas',
    'Cambridge',
    'Slate',
    'Aurora',
    'Copper',
    'Nordic',
    'Evergreen',
    'Metro',
    'Baseline',
    'Ivy',
    'Harbor',
    'Sterling',
    'Coral',
    'Indigo',
  ]),
  ...makeGroup('exclusive', 'excl', ['Monarch', 'Vanguard', 'Prestige', 'Signature', 'Luminary']),
];

export const DEFAULT_TEMPLATE_ID = 'basic-1';

/**
 * D7: free_trial the 2 basic; starter adds 3 professional (5); pro adds the remaining professional
 * and 8 premium (15); elite has all.
 */
export function availableTemplateIds(plan: PlanId): string[] {
  const ids = resumeTemplates.map((t) => t.id);
  switch (plan) {
    case 'free_trial':
      return ids.filter((id) => id.startsWith('basic-'));
    case 'starter':
      return ['basic-1', 'basic-2', 'prof-1', 'prof-2', 'prof-3'];
    case 'pro':
      return [
        ...ids.filter((id) => id.startsWith('basic-') || id.startsWith('prof-')),
        ...Array.from({ length: 8 }, (_, i) => `prem-${i + 1}`),
      ];
    case 'elite':
      return ids;
  }
}

/** The lowest plan that unlocks a template (D7 is cumulative); null for an unknown id. */
export function planUnlockingTemplate(templateId: string): PlanId | null {
  return planIds.find((plan) => availableTemplateIds(plan).includes(templateId)) ?? null;
}

/** 'This template comes with the Pro plan. Upgrade to use it.' */
export function lockedTemplateMessage(templateId: string): string {
  const plan = planUnlockingTemplate(templateId);
  return plan ? `This template comes with the ${plans[plan].name} plan. Upgrade to use it.` : 'Unknown template';
}

/** GET /api/resume-templates: the catalogue split by what the user's plan unlocks. */
export interface TemplateListItem {
  id: string;
  name: string;
  group: TemplateGroup;
  /** A thumbnail rendered by the template's own renderer from a sample resume. */
  previewUrl: string;
  /** The full-page preview. */
  fullPreviewUrl: string;
  /** For locked templates: the lowest plan that unlocks it. */
  unlockPlan: PlanId | null;
}

export interface TemplatesResponse {
  available: TemplateListItem[];
  locked: TemplateListItem[];
}

/** The cover-letter templates themselves (15 structures) live in cover-letters/templates.ts. */
export const DEFAULT_COVER_LETTER_TEMPLATE_ID = 'cl-standard-1';
