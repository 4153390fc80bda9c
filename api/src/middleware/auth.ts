/**
 * Sessions on the HTTP side: the `session` cookie (httpOnly, SameSite=Lax, Path=/, Secure when
 * PUBLIC_URL is https), `loadSession` which resolves it on every /api request, and `requireAuth`.
 */
import { AppError, messages } from '@jobapp/shared';
import type { Context } from 'koa';
import type { AppEnv, AppMiddleware, AppState, RequestAuth } from '../http-types';

export const SESSION_COOKIE = 'session';

function cookieOptions(env: AppEnv) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: env.PUBLIC_URL.startsWith('https:'),
    overwrite: true,
  };
}

/**
 * With PUBLIC_URL on https the app sits behind TLS (often a proxy that terminates it), so the
 * cookie is marked Secure even when the hop to us is plain http.
 */
export function allowSecureCookie(ctx: Context, env: AppEnv): void {
  if (env.PUBLIC_URL.startsWith('https:')) ctx.cookies.secure = true;
}

/** A new session's token and cookie lifetime (undefined: a browser-session cookie). */
export interface SessionCookie {
  token: string;
  maxAgeMs: number | undefined;
}

export function setSessionCookie(ctx: Context, env: AppEnv, session: SessionCookie): void {
  allowSecureCookie(ctx, env);
  ctx.cookies.set(SESSION_COOKIE, session.token, {
    ...cookieOptions(env),
    ...(session.maxAgeMs !== undefined ? { maxAge: session.maxAgeMs } : {}),
  });
}

export function clearSessionCookie(ctx: Context, env: AppEnv): void {
  allowSecureCookie(ctx, env);
  ctx.cookies.set(SESSION_COOKIE, '', { ...cookieOptions(env), maxAge: 0, expires: new Date(0) });
}

/**
 * Resolves the session cookie of every /api request with `resolve` (the auth feature's
 * resolveSession, passed in by app.ts so that middleware does not reach into features).
 */
export function loadSession(env: AppEnv, resolve: (token: string) => Promise<RequestAuth | undefined>): AppMiddleware {
  return async (ctx, next) => {
    const token = ctx.path.startsWith('/api/') ? ctx.cookies.get(SESSION_COOKIE) : undefined;
    if (token) {
      const auth = await resolve(token);
      if (auth) ctx.state.auth = auth;
      else clearSessionCookie(ctx, env);
    }
    await next();
  };
}

/** The signed-in user and session; throws 401 when signed out. */
export function requireAuth(state: AppState): NonNullable<AppState['auth']> {
  if (!state.auth) throw new AppError('unauthenticated', messages.notSignedIn);
  return state.auth;
}
