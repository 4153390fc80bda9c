/**
 * The template picker's rules as plain functions (unit-tested): what a `?template=` or a click selects
 * given what the plan unlocks, what a locked choice says, and which template a download asks for.
 */
import {
  DEFAULT_TEMPLATE_ID,
  lockedTemplateMessage,
  plans,
  type PlanId,
  resumeTemplates,
  type TemplateGroup,
  type TemplateListItem,
  type TemplatesResponse,
} from '@jobapp/shared';

export const templateGroupLabels = {
  basic: 'Basic',
  professional: 'Professional',
  premium: 'Premium',
  exclusive: 'Exclusive',
} as const satisfies Record<TemplateGroup, string>;

export type TemplateStatus =
  | { kind: 'available'; template: TemplateListItem }
  | { kind: 'locked'; template: TemplateListItem; plan: PlanId | null; message: string }
  | { kind: 'unknown' };

/** Where `id` stands for this user: one of theirs, locked (and by which plan), or not a template. */
export function templateStatus(response: TemplatesResponse | undefined, id: string): TemplateStatus {
  const available = response?.available.find((t) => t.id === id);
  if (available) return { kind: 'available', template: available };
  const locked = response?.locked.find((t) => t.id === id);
  if (locked) return { kind: 'locked', template: locked, plan: locked.unlockPlan, message: lockedTemplateMessage(id) };
  return { kind: 'unknown' };
}

/**
 * The template an optimization is made with. A requested id the plan unlocks is kept; a locked one is
 * replaced by the default with the upgrade message beside it; an unknown one silently by the default.
 * While the list loads the request is kept (the server checks the plan again).
 */
export function resolveTemplateChoice(
  response: TemplatesResponse | undefined,
  requested: string,
): { templateId: string; lockedMessage: string | null } {
  if (!response) return { templateId: requested, lockedMessage: null };
  const status = templateStatus(response, requested);
  if (status.kind === 'available') return { templateId: requested, lockedMessage: null };
  const fallback = response.available.some((t) => t.id === DEFAULT_TEMPLATE_ID)
    ? DEFAULT_TEMPLATE_ID
    : (response.available[0]?.id ?? DEFAULT_TEMPLATE_ID);
  return { templateId: fallback, lockedMessage: status.kind === 'locked' ? status.message : null };
}

/** 'Pro plan' on a locked card; '' when no plan unlocks it. */
export function unlockPlanLabel(plan: PlanId | null): string {
  return plan ? `${plans[plan].name} plan` : '';
}

/** The display name of a template id ('basic-1' → its catalogue name), the id itself when unknown. */
export function templateDisplayName(id: string | null | undefined): string {
  if (!id) return resumeTemplates.find((t) => t.id === DEFAULT_TEMPLATE_ID)?.name ?? DEFAULT_TEMPLATE_ID;
  return resumeTemplates.find((t) => t.id === id)?.name ?? id;
}

/** The template a stored resume was made with (older rows without one were made with the default). */
export function ownTemplateId(templateUsed: string | null | undefined): string {
  return templateUsed || DEFAULT_TEMPLATE_ID;
}

/**
 * `?template=` for a download from the resume page: nothing for the resume's own template (the server
 * uses it, even if the plan no longer unlocks it), else the chosen one.
 */
export function downloadTemplateParam(selected: string, templateUsed: string | null | undefined): string | null {
  return selected === ownTemplateId(templateUsed) ? null : selected;
}

/** The resume page's choices: the resume's own template first, then every other template the plan unlocks. */
export function downloadTemplateChoices(
  response: TemplatesResponse | undefined,
  templateUsed: string | null | undefined,
): { id: string; name: string; own: boolean }[] {
  const own = ownTemplateId(templateUsed);
  const others = (response?.available ?? []).filter((t) => t.id !== own).map((t) => ({ id: t.id, name: t.name, own: false }));
  return [{ id: own, name: templateDisplayName(own), own: true }, ...others];
}
