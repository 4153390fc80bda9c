/** POST /api/contact: open to everyone; remembers the user when signed in. */
import Router from '@koa/router';
import { contactSchema, messages } from '@jobapp/shared';
import { limitByIp } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { submitContactMessage } from './contact.service';

export function createContactRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.post('/contact', limitByIp(deps.limiters, 'contactIp'), async (ctx) => {
    const input = parseBody(ctx, contactSchema);
    await submitContactMessage(deps, input, ctx.state.auth?.user.id ?? null);
    ctx.status = 201;
    ctx.body = { message: messages.contactSuccess };
  });
  return router;
}
