/** POST /api/register, /api/login, /api/logout, /api/forgot-password, /api/reset-password (spec section 7). */
import Router from '@koa/router';
import {
  forgotPasswordSchema,
  loginSchema,
  messages,
  registerSchema,
  resetPasswordSchema,
  type RegisteredUser,
} from '@jobapp/shared';
import { clearSessionCookie, setSessionCookie } from '../../middleware/auth';
import { limitByIp } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { presentUser } from '../users/users.presenter';
import { authenticateUser, registerUser, requestPasswordReset, resetPassword } from './auth.service';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { createSession, endSession } from './sessions.service';

export function createAuthRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/register', limitByIp(deps.limiters, 'registerIp'), async (ctx) => {
    const { acceptTerms: _accepted, ...input } = parseBody(ctx, registerSchema);
    const { user, trialGiven } = await registerUser(deps, input);
    setDeviceCookie(ctx, deps.env, user.id);
    setSessionCookie(ctx, deps.env, await createSession(deps, user.id, false, ctx.get('User-Agent')));
    ctx.status = 201;
    // freeTrial: false when the address had its free trial before (the account must choose a plan).
    const body: RegisteredUser = { ...presentUser(user), freeTrial: trialGiven };
    ctx.body = body;
  });

  // Sign-in limits count failures only (auth/login-limits.ts), never successful sign-ins. A browser
  // that signs in gets the account's device cookie (device-cookie.ts).
  router.post('/login', async (ctx) => {
    const input = parseBody(ctx, loginSchema);
    const user = await authenticateUser(deps, input, { ip: ctx.ip, deviceToken: readDeviceCookie(ctx) });
    setDeviceCookie(ctx, deps.env, user.id);
    setSessionCookie(ctx, deps.env, await createSession(deps, user.id, input.rememberMe, ctx.get('User-Agent')));
    ctx.body = presentUser(user);
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.auth) await endSession(deps, ctx.state.auth.session.id);
    clearSessionCookie(ctx, deps.env);
    ctx.body = { ok: true };
  });

  router.post('/forgot-password', limitByIp(deps.limiters, 'forgotIp'), async (ctx) => {
    const { email } = parseBody(ctx, forgotPasswordSchema);
    await requestPasswordReset(deps, email);
    ctx.body = { message: messages.forgotPasswordSent };
  });

  router.post('/reset-password', limitByIp(deps.limiters, 'resetIp'), async (ctx) => {
    const input = parseBody(ctx, resetPasswordSchema);
    await resetPassword(deps, input);
    ctx.body = { message: messages.resetSuccess };
  });

  return router;
}
