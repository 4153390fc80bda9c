/**
 * GET / POST /api/job-alerts, PATCH / DELETE /api/job-alerts/{id} (issue 25, section 8).
 */
import Router from '@koa/router';
import { createJobAlertSchema, jobAlertMessages, updateJobAlertSchema } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { alertList, changeAlert, createAlert, removeAlert } from './job-alerts.service';

export function createJobAlertsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/job-alerts', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await alertList(deps.db, user, deps.clock());
  });

  router.post('/job-alerts', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, createJobAlertSchema);
    ctx.status = 201;
    ctx.body = await createAlert(deps.db, user, input, deps.clock());
  });

  router.patch('/job-alerts/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = idParam(ctx.params.id, jobAlertMessages.notFound);
    ctx.body = await changeAlert(deps.db, user.id, id, parseBody(ctx, updateJobAlertSchema), deps.clock());
  });

  router.delete('/job-alerts/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await removeAlert(deps.db, user.id, idParam(ctx.params.id, jobAlertMessages.notFound));
    ctx.status = 204;
  });

  return router;
}
