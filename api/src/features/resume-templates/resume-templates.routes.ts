/**
 * GET /api/resume-templates (spec sections 2 and 3; decision D7): the 27 templates split into what the
 * signed-in user's plan unlocks and what it does not, from the entitlements, each with its previews
 * and, when locked, the plan that unlocks it. 401 when signed out.
 */
import Router from '@koa/router';
import { planUnlockingTemplate, resumeTemplates, type TemplateListItem, type TemplatesResponse } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import type { AppState, Deps } from '../../types';
import { entitlementsFor } from '../billing/billing-account';

export function templatePreviewPath(id: string, size: 'thumbnail' | 'preview'): string {
  return `/api/resume-templates/${id}/${size}.png`;
}

export function createResumeTemplatesRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/resume-templates', (ctx) => {
    const { user } = requireAuth(ctx.state);
    const unlocked = new Set(entitlementsFor(user, deps.clock()).templateIds);
    const item = (template: (typeof resumeTemplates)[number], locked: boolean): TemplateListItem => ({
      id: template.id,
      name: template.name,
      group: template.group,
      previewUrl: templatePreviewPath(template.id, 'thumbnail'),
      fullPreviewUrl: templatePreviewPath(template.id, 'preview'),
      unlockPlan: locked ? planUnlockingTemplate(template.id) : null,
    });
    const body: TemplatesResponse = {
      available: resumeTemplates.filter((t) => unlocked.has(t.id)).map((t) => item(t, false)),
      locked: resumeTemplates.filter((t) => !unlocked.has(t.id)).map((t) => item(t, true)),
    };
    ctx.body = body;
  });

  return router;
}
