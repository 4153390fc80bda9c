/**
 * GET /api/consultations, POST /api/consultations, PATCH and DELETE /api/consultations/{id} (signed in);
 * GET and POST /api/consultations/confirm/{token} (no session: the signed token is the key; HTML pages).
 */
import Router from '@koa/router';
import { createConsultationSchema, consultationMessages, rescheduleConsultationSchema } from '@jobapp/shared/consultations/consultations';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { confirmationPage } from './confirm-page';
import { bookConsultation, cancelConsultation, confirmSlot, inspectConfirmation, myConsultations, rescheduleConsultation } from './consultations.service';

export function createConsultationsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/consultations', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await myConsultations(deps.db, user.id);
  });

  router.post('/consultations', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, createConsultationSchema);
    ctx.status = 201;
    ctx.body = await bookConsultation(deps, user, input);
  });

  router.patch('/consultations/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = idParam(ctx.params.id, consultationMessages.notFound);
    ctx.body = await rescheduleConsultation(deps, user.id, id, parseBody(ctx, rescheduleConsultationSchema));
  });

  router.delete('/consultations/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await cancelConsultation(deps, user.id, idParam(ctx.params.id, consultationMessages.notFound));
  });

  router.get('/consultations/confirm/:token', async (ctx) => {
    const { status, html } = confirmationPage(await inspectConfirmation(deps, ctx.params.token ?? ''), ctx.path);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  router.post('/consultations/confirm/:token', async (ctx) => {
    const { status, html } = confirmationPage(await confirmSlot(deps, ctx.params.token ?? ''), ctx.path);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  return router;
}
