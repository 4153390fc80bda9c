/**
 * GET /api/health (liveness): 200 when the database answers `select 1`, else 503 with Retry-After (the
 * pool's connection and statement time-outs bound how long a silent database can make it wait).
 * GET /api/ready (readiness): the same, and 503 `draining` from the moment shutdown begins, so a load
 * balancer stops sending new requests while those in flight finish (lib/readiness.ts).
 */
import Router from '@koa/router';
import { sql } from 'drizzle-orm';
import type { Context } from 'koa';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../middleware/database-errors';
import type { AppState, Deps } from '../../types';

type HealthDeps = Pick<Deps, 'db' | 'readiness'>;

async function databaseAnswers(deps: HealthDeps, ctx: Context & { state: AppState }, check: string): Promise<boolean> {
  try {
    await deps.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    ctx.state.log.error({ err: error }, `${check}: database unavailable`);
    ctx.status = 503;
    ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    ctx.body = { status: 'error', database: 'unavailable' };
    return false;
  }
}

export function createHealthRouter(deps: HealthDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', async (ctx) => {
    if (await databaseAnswers(deps, ctx, 'Health check')) ctx.body = { status: 'ok', database: 'ok' };
  });
  router.get('/ready', async (ctx) => {
    if (deps.readiness.draining) {
      ctx.status = 503;
      ctx.body = { status: 'draining' };
      return;
    }
    if (await databaseAnswers(deps, ctx, 'Readiness check')) ctx.body = { status: 'ready', database: 'ok' };
  });
  return router;
}
