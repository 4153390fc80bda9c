/**
 * GET /api/health: 200 when the database answers `select 1`, else 503 with Retry-After (the pool's
 * connection and statement time-outs bound how long a silent database can make it wait).
 */
import Router from '@koa/router';
import { sql } from 'drizzle-orm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../middleware/database-errors';
import type { AppState, Deps } from '../../types';

export function createHealthRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', async (ctx) => {
    try {
      await deps.db.execute(sql`select 1`);
      ctx.body = { status: 'ok', database: 'ok' };
    } catch (error) {
      ctx.state.log.error({ err: error }, 'Health check: database unavailable');
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = { status: 'error', database: 'unavailable' };
    }
  });
  return router;
}
