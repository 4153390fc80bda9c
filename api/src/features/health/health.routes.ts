/** GET /api/health: 200 when the database answers `select 1`, 503 otherwise. */
import Router from '@koa/router';
import { sql } from 'drizzle-orm';
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
      ctx.body = { status: 'error', database: 'unavailable' };
    }
  });
  return router;
}
