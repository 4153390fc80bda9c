/**
 * GET /api/consultations, POST /api/consultations, PATCH and DELETE /api/consultations/{id} (signed in);
 * GET and POST /api/consultations/confirm/{token} (no session: the signed token is the key; HTML pages for a
 * browser, JSON otherwise).
 */
import Router from '@koa/router';
import { createConsultationSchema, consultationMessages, rescheduleConsultationSchema } from '@jobapp/shared/consultations/consultations';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import type { Context } from 'koa';
import { confirmationJson, confirmationPage } from './confirm-page';
import { bookConsultation, cancelConsultation, confirmSlot, inspectConfirmation, myConsultations, rescheduleConsultation, type ConfirmationState } from './consultations.service';

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

  // A browser (support opening the e-mail's link) gets the small HTML pages; any other client JSON.
  const answerConfirmation = (ctx: Context, state: ConfirmationState) => {
    if (ctx.accepts('json', 'html') === 'html') {
      const { status, html } = confirmationPage(state, ctx.path);
      ctx.status = status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = html;
      return;
    }
    ctx.body = confirmationJson(state);
  };

  router.get('/consultations/confirm/:token', async (ctx) => {
    answerConfirmation(ctx, await inspectConfirmation(deps, ctx.params.token ?? ''));
  });

  router.post('/consultations/confirm/:token', async (ctx) => {
    answerConfirmation(ctx, await confirmSlot(deps, ctx.params.token ?? ''));
  });

  return router;
}
