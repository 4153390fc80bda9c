/**
 * The HTTP side of a ROLE=worker process: only GET /api/health, GET /api/ready and GET /metrics, on
 * PORT, so an orchestrator can probe the worker and Prometheus can scrape it. Everything else is 404;
 * the product's routes are served by web instances.
 */
import Router from '@koa/router';
import { AppError, messages } from '@jobapp/shared';
import Koa from 'koa';
import type { AppMetrics } from '../../lib/metrics';
import type { Logger } from '../../logger';
import { errorHandler } from '../../middleware/error-handler';
import { requestId } from '../../middleware/request-id';
import type { AppState, Deps } from '../../types';
import { createHealthRouter } from './health.routes';
import { serveMetrics, timeRequests } from './metrics.routes';

export interface OpsAppOptions extends Pick<Deps, 'db' | 'readiness'> {
  logger: Logger;
  metrics: AppMetrics;
  metricsToken: string | undefined;
}

export function createOpsApp(options: OpsAppOptions): Koa<AppState> {
  const app = new Koa<AppState>();
  app.silent = true;
  const api = new Router<AppState>({ prefix: '/api' });
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  api.use(createHealthRouter(options).routes());
  app
    .use(requestId(options.logger))
    .use(timeRequests(options.metrics))
    .use(errorHandler())
    .use(serveMetrics(options.metrics, options.metricsToken))
    .use(api.routes())
    .use(() => {
      throw new AppError('not_found', messages.notFound);
    });
  return app;
}
