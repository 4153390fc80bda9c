/**
 * The template registry: template id → renderer. Add a template by adding its file and one entry.
 * Which template an export uses: the requested one, else the resume's own, else basic-1; an id the
 * user's plan does not unlock (D7) or that has no renderer yet falls back to basic-1.
 */
import { availableTemplateIds, DEFAULT_TEMPLATE_ID, type PlanId } from '@jobapp/shared';
import { basic1 } from './basic-1';
import { basic2 } from './basic-2';
import type { ResumeTemplateRenderer } from './types';

export type { DocxTheme, ResumeTemplateRenderer } from './types';

const renderers: ReadonlyMap<string, ResumeTemplateRenderer> = new Map([basic1, basic2].map((r) => [r.id, r]));

export const defaultRenderer = basic1;

/** Ids that have a renderer. */
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
