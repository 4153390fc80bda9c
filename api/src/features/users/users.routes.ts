/**
 * The signed-in user: GET /api/user, PATCH /api/user/profile (a new e-mail address waits for POST
 * /api/user/email/confirm, opened from the link sent to it), PATCH /api/user/notifications,
 * POST /api/user/password, DELETE /api/user, GET /api/subscription-status, GET /api/user/storage-info.
 * All answer 401 when signed out.
 */
import Router from '@koa/router';
import { changePasswordSchema, confirmEmailChangeSchema, deleteAccountSchema, updateNotificationsSchema, updateProfileSchema } from '@jobapp/shared';
import { clearSessionCookie, requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { presentStorageInfo, presentSubscriptionStatus, presentUser } from './users.presenter';
import { changeNotifications, changePassword, changeProfile, confirmEmailChange, deleteAccount } from './users.service';

export function createUsersRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/user', (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = presentUser(user);
  });

  router.patch('/user/profile', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, updateProfileSchema);
    ctx.body = await changeProfile(deps, user, input, ctx.ip);
  });

  // Opened from the link sent to a new address: no session needed (the link may open in another browser).
  router.post('/user/email/confirm', async (ctx) => {
    const { token } = parseBody(ctx, confirmEmailChangeSchema);
    ctx.body = await confirmEmailChange(deps, token);
  });

  router.post('/user/password', async (ctx) => {
    const { user, session } = requireAuth(ctx.state);
    const input = parseBody(ctx, changePasswordSchema);
    await changePassword(deps, { user, sessionId: session.id }, input, ctx.ip);
    ctx.status = 204;
  });

  router.delete('/user', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const { password } = parseBody(ctx, deleteAccountSchema);
    await deleteAccount(deps, user, password, ctx.ip);
    clearSessionCookie(ctx, deps.env);
    ctx.status = 204;
  });

  router.patch('/user/notifications', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, updateNotificationsSchema);
    ctx.body = presentUser(await changeNotifications(deps, user.id, input));
  });

  router.get('/subscription-status', (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = presentSubscriptionStatus(user, deps.clock());
  });

  router.get('/user/storage-info', (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = presentStorageInfo(user);
  });

  return router;
}
