/**
 * GET /api/resume-templates (spec sections 2 and 3; decision D7): the 27 templates split into what the
 * signed-in user's plan unlocks and what it does not, from the entitlements, each with its previews
 * and, when locked, the plan that unlocks it.
 * GET /api/resume-templates/:id/my-preview.png: the user's newest resume in that template (any template,
 * locked ones too: seeing one's own resume in it is how a plan is chosen), counted as an export and
 * among the user's downloads running at once (middleware/rate-limit.ts exportsInFlight).
 * Both 401 when signed out.
 */
import Router from '@koa/router';
import { AppError, messages, planUnlockingTemplate, resumeTemplates, type TemplateListItem, type TemplatesResponse } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitExportsInFlight, limitPerUser } from '../../middleware/rate-limit';
import { latestResumeHtml } from '../exports/exports.service';
import { renderedTemplateIds } from '../exports/templates';
import type { TemplatePreviews } from '../templates/template-previews';
import type { AppState, Deps } from '../../types';
import { entitlementsFor } from '../billing/billing-account';

export function templatePreviewPath(id: string, size: 'thumbnail' | 'preview'): string {
  return `/api/resume-templates/${id}/${size}.png`;
}

export function createResumeTemplatesRouter(deps: Deps, previews: TemplatePreviews): Router<AppState> {
  const router = new Router<AppState>();
  const limitPreviews = limitPerUser(createUserLimiter(deps.db, 'export'));
  const oneOfTheExportsInFlight = limitExportsInFlight(deps.db);

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

  router.get('/resume-templates/:id/my-preview.png', oneOfTheExportsInFlight, limitPreviews, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = ctx.params.id ?? '';
    if (!renderedTemplateIds().includes(id)) throw new AppError('not_found', messages.notFound);
    const html = await latestResumeHtml(deps, ctx.state.log, user, id);
    if (html === null) throw new AppError('not_found', messages.noResumeToPreview);
    ctx.type = 'image/png';
    ctx.body = await previews.photograph(html);
  });

  return router;
}
