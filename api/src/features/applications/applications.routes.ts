/**
 * The application tracker (issue 24, sections 3 and 8), all for the signed-in user, every plan, no cap:
 * - GET    /api/applications              → ApplicationItem[] (newest first)
 * - POST   /api/applications              createApplicationSchema → 201 ApplicationItem, or 200 with the
 *                                          card already there for the same job
 * - GET    /api/applications/{id}         → ApplicationDetail
 * - PATCH  /api/applications/{id}         updateApplicationSchema → ApplicationDetail
 * - DELETE /api/applications/{id}         → 204
 * - POST   /api/applications/bulk-stage   bulkStageSchema → { updated }
 * - GET    /api/applications/funnel       → Funnel
 * `{id}` is digits only; another user's card is 404 like one that does not exist.
 */
import Router from '@koa/router';
import { messages } from '@jobapp/shared';
import { bulkStageSchema, createApplicationSchema, updateApplicationSchema } from '@jobapp/shared/applications/applications.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { bulkStage, createApplication, funnel, getApplication, listApplications, removeApplication, updateApplication } from './applications.service';

export function createApplicationsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const applicationId = (value: string | undefined) => idParam(value, messages.applicationNotFound);

  router.get('/applications', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await listApplications(deps, user.id);
  });

  router.post('/applications', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, createApplicationSchema);
    const made = await createApplication(deps, user.id, input);
    ctx.status = made.created ? 201 : 200;
    ctx.body = made.item;
  });

  router.post('/applications/bulk-stage', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, bulkStageSchema);
    ctx.body = await bulkStage(deps, user.id, input.ids, input.stage);
  });

  router.get('/applications/funnel', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await funnel(deps, user.id);
  });

  router.get('/applications/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getApplication(deps, user.id, applicationId(ctx.params.id));
  });

  router.patch('/applications/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = applicationId(ctx.params.id);
    const input = parseBody(ctx, updateApplicationSchema);
    ctx.body = await updateApplication(deps, user.id, id, input);
  });

  router.delete('/applications/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await removeApplication(deps, user.id, applicationId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
