/**
 * The signed-in user: GET /api/user, PATCH /api/user/profile, PATCH /api/user/notifications,
 * GET /api/subscription-status, GET /api/user/storage-info. All answer 401 when signed out.
 */
import Router from '@koa/router';
import { updateNotificationsSchema, updateProfileSchema } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { presentStorageInfo, presentSubscriptionStatus, presentUser } from './users.presenter';
import { changeNotifications, changeProfile } from './users.service';

export function createUsersRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/user', (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = presentUser(user);
  });

  router.patch('/user/profile', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, updateProfileSchema);
    ctx.body = presentUser(await changeProfile(deps, user.id, input));
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
