/** POST /api/newsletter, /api/newsletter/confirm, /api/newsletter/unsubscribe (decision D2). */
import Router from '@koa/router';
import { AppError, apiMessages, newsletterSchema, newsletterTokenSchema } from '@jobapp/shared';
import type { Context } from 'koa';
import { limitByIp } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter.service';

/** A missing or malformed token is a bad link, worded like an unknown one. */
function parseToken(ctx: Context, invalidMessage: string): string {
  try {
    return parseBody(ctx, newsletterTokenSchema).token;
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed') throw new AppError('bad_request', invalidMessage);
    throw error;
  }
}

export function createNewsletterRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/newsletter', limitByIp(deps.limiters, 'newsletterIp'), async (ctx) => {
    const input = parseBody(ctx, newsletterSchema);
    await subscribeToNewsletter(deps, input);
    ctx.status = 201;
    ctx.body = { message: apiMessages.newsletterCheckInbox };
  });

  router.post('/newsletter/confirm', limitByIp(deps.limiters, 'newsletterIp'), async (ctx) => {
    await confirmNewsletter(deps, parseToken(ctx, apiMessages.newsletterConfirmTokenInvalid));
    ctx.body = { message: apiMessages.newsletterConfirmed };
  });

  router.post('/newsletter/unsubscribe', limitByIp(deps.limiters, 'newsletterIp'), async (ctx) => {
    await unsubscribeFromNewsletter(deps, parseToken(ctx, apiMessages.newsletterUnsubscribeTokenInvalid));
    ctx.body = { message: apiMessages.newsletterUnsubscribed };
  });

  return router;
}
