/**
 * The template registry: template id → renderer, for all 27 catalogue ids (shared resumeTemplates).
 * Each renderer is design tokens (design.ts) turned into CSS over the shared HTML (html.ts), plus its
 * Word theme. Which template an export uses: the requested one, else the resume's own, else basic-1;
 * an id the user's plan does not unlock (D7) or an unknown id falls back to basic-1.
 */
import { availableTemplateIds, DEFAULT_TEMPLATE_ID, type PlanId } from '@jobapp/shared';
import { basic1 } from './basic-1';
import { basic2 } from './basic-2';
import { exclusiveTemplates } from './exclusive';
import { premiumTemplates } from './premium';
import { professionalTemplates } from './professional';
import type { ResumeTemplateRenderer } from './types';

export type { DocxTheme, ResumeTemplateRenderer } from './types';

const renderers: ReadonlyMap<string, ResumeTemplateRenderer> = new Map(
  [basic1, basic2, ...professionalTemplates, ...premiumTemplates, ...exclusiveTemplates].map((r) => [r.id, r]),
);

export const defaultRenderer = basic1;

/** Ids that have a renderer, in catalogue order. */
export function renderedTemplateIds(): string[] {
  return [...renderers.keys()];
}

/** The renderer of a template id (one resolveTemplate chose), else the default. */
export function rendererById(id: string): ResumeTemplateRenderer {
  return renderers.get(id) ?? defaultRenderer;
}

export function resolveTemplate(
  requested: string | null | undefined,
  stored: string | null | undefined,
  plan: PlanId,
): ResumeTemplateRenderer {
  const wanted = requested || stored || DEFAULT_TEMPLATE_ID;
  const renderer = renderers.get(wanted);
  if (!renderer || !availableTemplateIds(plan).includes(wanted)) return defaultRenderer;
  return renderer;
}
