/**
 * The application tracker (issue 24, sections 3 and 8), all for the signed-in user, every plan, no cap:
 * - GET    /api/applications              → ApplicationItem[] (newest first)
 * - POST   /api/applications              createApplicationSchema → 201 ApplicationItem, or 200 with the
 *                                          card already there for the same job
 * - GET    /api/applications/{id}         → ApplicationDetail
 * - PATCH  /api/applications/{id}         updateApplicationSchema → ApplicationDetail
 * - DELETE /api/applications/{id}         → 204
 * - POST   /api/applications/bulk-stage   bulkStageSchema → { updated, skipped } (skipped: ids not found or
 *                                          not the user's)
 * - GET    /api/applications/funnel       → Funnel
 * - GET    /api/applications/analytics    → ApplicationAnalytics (funnel, median days to a response, response
 *                                          rates by source, template, match band and tailoring)
 * - GET    /api/applications/export.csv   every card with its timeline (UTF-8 BOM, formula guard)
 * - POST   /api/applications/import.csv   text/csv (up to 2 MB) → { created, updated }
 * `{id}` is digits only; another user's card is 404 like one that does not exist.
 */
import Router from '@koa/router';
import { AppError, messages } from '@jobapp/shared';
import { bulkStageSchema, createApplicationSchema, updateApplicationSchema } from '@jobapp/shared/applications/applications.schema';
import { readRawBody } from '../../lib/raw-body';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { exportApplicationsCsv, importApplicationsCsv } from './applications.csv';
import { analytics, bulkStage, createApplication, funnel, getApplication, listApplications, removeApplication, updateApplication } from './applications.service';

const IMPORT_LIMIT_BYTES = 2 * 1024 * 1024;

export function createApplicationsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const applicationId = (value: string | undefined) => idParam(value, messages.applicationNotFound);

  router.get('/applications', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    // Already JSON text (the database builds it): sent as it is.
    ctx.type = 'application/json';
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

  router.get('/applications/analytics', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await analytics(deps, user.id);
  });

  router.get('/applications/export.csv', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const csv = await exportApplicationsCsv(deps, user.id);
    ctx.set('Content-Disposition', 'attachment; filename="applications.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  router.post('/applications/import.csv', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    if (!ctx.is('text/csv', 'text/plain')) throw new AppError('unsupported_media_type', messages.applicationsImportNotCsv);
    const text = (await readRawBody(ctx.req, IMPORT_LIMIT_BYTES)).toString('utf8');
    ctx.body = await importApplicationsCsv(deps, user.id, text);
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
