/**
 * GET / POST /api/job-alerts, PATCH / DELETE /api/job-alerts/{id} (issue 25, section 8), POST
 * /api/job-alerts/run (not in production), and the digest's one-click unsubscribe (GET shows a button,
 * POST turns the e-mails off; RFC 8058).
 */
import Router from '@koa/router';
import { createJobAlertSchema, jobAlertMessages, updateJobAlertSchema } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { alertList, changeAlert, createAlert, removeAlert, runAlertsNow, unsubscribeFromAlerts } from './job-alerts.service';
import { unsubscribePage } from './unsubscribe-page';

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

  router.post('/job-alerts/run', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await runAlertsNow(deps, user.id, deps.clock());
  });

  // The link in the e-mail: a mail client POSTs `List-Unsubscribe=One-Click` to it; a person opening it
  // sees one button that POSTs the same. Answers HTML to a browser, JSON to any other client.
  router.get('/job-alerts/unsubscribe', (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const { status, html } = unsubscribePage(token ? 'ask' : 'invalid', ctx.originalUrl);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  router.post('/job-alerts/unsubscribe', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const html = ctx.accepts('json', 'html') === 'html';
    try {
      await unsubscribeFromAlerts(deps, token, deps.clock());
    } catch (error) {
      if (!html) throw error;
      const page = unsubscribePage('invalid', ctx.originalUrl);
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page.html;
      return;
    }
    if (html) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = unsubscribePage('done', ctx.originalUrl).html;
      return;
    }
    ctx.body = { message: jobAlertMessages.unsubscribed };
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
