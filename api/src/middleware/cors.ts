/**
 * CORS for the browser extension only (EXTENSION_ORIGINS). The extension calls the API from its
 * background service worker, where a host permission already lifts CORS in Chrome; these headers are
 * for the other contexts (popup, Firefox) that do apply it. The web app is same-origin and needs none.
 *
 * - A /api request whose Origin is one of EXTENSION_ORIGINS gets Access-Control-Allow-Origin set to
 *   exactly that origin and Access-Control-Allow-Credentials: true (the session cookie).
 * - A preflight (OPTIONS with Access-Control-Request-Method) from such an origin, for one of the paths the
 *   extension calls, is answered 204 with the allowed methods and headers.
 * - Any other origin gets no CORS header at all, so browsers keep its pages from reading our answers.
 * Every /api answer carries Vary: Origin, since what it holds depends on that header.
 * Runs before the error handler, so error answers keep the headers and the extension can read them.
 */
import type { AppEnv, AppMiddleware } from '../types';

/** The paths the extension calls, with the methods it may use on them. */
export const EXTENSION_PREFLIGHT_PATHS: ReadonlyMap<string, string> = new Map([
  ['/api/job-postings/capture', 'GET, POST'],
  ['/api/user', 'GET'],
]);
const ALLOWED_HEADERS = 'Content-Type';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function extensionCors(env: Pick<AppEnv, 'EXTENSION_ORIGINS'>): AppMiddleware {
  const origins = new Set(env.EXTENSION_ORIGINS);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin || !origins.has(origin)) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    const methods = EXTENSION_PREFLIGHT_PATHS.get(ctx.path);
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') && methods) {
      ctx.set('Access-Control-Allow-Methods', methods);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      ctx.status = 204;
      return;
    }
    await next();
  };
}
