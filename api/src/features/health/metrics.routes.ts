/**
 * GET /metrics: the Prometheus exposition of lib/metrics.ts, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Without METRICS_TOKEN the route does not exist (404); a missing
 * or wrong token is 401. The token is compared in constant time and never logged.
 * `timeRequests` records each answer's duration under its route pattern.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, messages } from '@jobapp/shared';
import type { AppMetrics } from '../../lib/metrics';
import type { AppMiddleware } from '../../types';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export function serveMetrics(metrics: AppMetrics, token: string | undefined): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    if (!token || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) throw new AppError('not_found', messages.notFound);
    if (!bearerMatches(ctx.get('authorization'), token)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthenticated', 'The metrics token is missing or wrong');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.contentType;
    ctx.body = await metrics.render();
  };
}

/** The route label: the router's pattern for API routes, else one label for everything the web app serves. */
function routeOf(ctx: { path: string; _matchedRoute?: unknown }): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  if (ctx.path === METRICS_PATH) return METRICS_PATH;
  return ctx.path === '/api' || ctx.path.startsWith('/api/') ? '/api (no route)' : 'web app';
}

export function timeRequests(metrics: AppMetrics): AppMiddleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest({ method: ctx.method, route: routeOf(ctx), status: ctx.status }, (performance.now() - started) / 1000);
    }
  };
}
