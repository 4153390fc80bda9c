/**
 * Serves the built React app from WEB_DIST in the same process as the API (decision D8):
 * - files as they are (koa-send), /assets/* (content-hashed by Vite) cached for a year as immutable;
 * - any other GET/HEAD outside /api that is not a file gets index.html (history fallback), so deep
 *   links such as /reset-password?token=… load the app; index.html is never cached;
 * - without a build, GET / answers a plain-text hint;
 * - source maps (*.map) are never served, even if a build left some in WEB_DIST: 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import send from 'koa-send';
import type { AppMiddleware } from '../types';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_BUILT_HINT = [
  'ResumeBoost API is running, but the web app is not built yet.',
  'Run `pnpm build` (or `pnpm start`, which builds what is missing) and reload.',
  '',
].join('\n');

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

export function serveWebApp(webDist: string): AppMiddleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const hasIndex = existsSync(join(webDist, 'index.html'));
    if (!hasIndex) {
      if (ctx.path !== '/') return next();
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = NOT_BUILT_HINT;
      return;
    }
    if (ctx.path.endsWith('.map')) return next();
    const immutable = ctx.path.startsWith('/assets/');
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      const served = await send(ctx, ctx.path, {
        root: webDist,
        index: false,
        hidden: false,
        format: false,
        immutable,
        maxage: immutable ? YEAR_SECONDS * 1000 : 0,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
        },
      }).catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      if (served) return;
      // A missing hashed asset is a real 404, not a page of the app.
      if (immutable) return next();
    }
    await send(ctx, 'index.html', { root: webDist, index: false, format: false });
    ctx.set('Cache-Control', 'no-cache');
  };
}
