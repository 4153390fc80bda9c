/**
 * CSRF defence for state-changing requests (POST, PUT, PATCH, DELETE), on top of SameSite=Lax cookies.
 * A request is refused with 403 when its Origin header is present and is none of: PUBLIC_URL's origin,
 * ALLOWED_ORIGINS (the Vite dev server by default), EXTENSION_ORIGINS (the browser extension), or the
 * origin the request itself was sent to (a same-origin request, e.g. http://127.0.0.1:3000 while
 * PUBLIC_URL says localhost; browsers never send a foreign page's request with our Host and its Origin).
 * Without Origin, `Sec-Fetch-Site: cross-site` is refused too; with neither header (curl, server-to-server
 * clients) the request is allowed. Extension origins are matched exactly: any chrome-extension:// or
 * moz-extension:// origin not listed in EXTENSION_ORIGINS is refused like any foreign site
 * (tests: http.test.ts, cors.test.ts).
 */
import { AppError, messages } from '@jobapp/shared';
import type { AppEnv, AppMiddleware } from '../types';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function allowedOriginsFor(env: Pick<AppEnv, 'PUBLIC_URL' | 'ALLOWED_ORIGINS' | 'EXTENSION_ORIGINS'>): Set<string> {
  return new Set([new URL(env.PUBLIC_URL).origin, ...env.ALLOWED_ORIGINS, ...env.EXTENSION_ORIGINS]);
}

export function originCheck(env: AppEnv): AppMiddleware {
  const allowed = allowedOriginsFor(env);
  return async (ctx, next) => {
    if (UNSAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('Origin');
      if (origin) {
        // Koa 3's ctx.origin is the Origin header itself; build the request's own origin instead.
        const sameOrigin = origin === `${ctx.protocol}://${ctx.host}`;
        if (!sameOrigin && !allowed.has(origin)) throw new AppError('origin_not_allowed', messages.originNotAllowed);
      } else if (ctx.get('Sec-Fetch-Site') === 'cross-site') {
        throw new AppError('origin_not_allowed', messages.originNotAllowed);
      }
    }
    await next();
  };
}
