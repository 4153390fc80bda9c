/**
 * GET /api/applications/log.pdf and /log.csv ?from=YYYY-MM-DD&to=YYYY-MM-DD: the signed-in user's
 * job-search log (issue 24, section 6). 401 signed out; 400 `validation_failed` for a missing,
 * malformed, backwards or too long range (shared/applications/search-log.ts); 429 past the export
 * limits (the PDF also takes one of the user's export slots). Registered before the tracker's
 * /applications/:id routes (their id is digits only, so these paths never read as an id anyway).
 */
import Router from '@koa/router';
import { searchLogQuerySchema } from '@jobapp/shared/applications/search-log';
import type { Context } from 'koa';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitExportsInFlight, limitPerUser } from '../../middleware/rate-limit';
import { parseInput } from '../../middleware/validate';
import type { AppMiddleware, AppState, Deps } from '../../types';
import { attachmentDisposition } from '../exports/content-disposition';
import { loadSearchLog, searchLogCsv, searchLogPdf, type LogFile } from './search-log.service';

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function send(ctx: Context, file: LogFile): void {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', attachmentDisposition(file.fileName));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file.bytes;
}

export function createSearchLogRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitDownloads = limitPerUser(createUserLimiter(deps.db, 'export'));

  const rangeOf = (ctx: Context) =>
    parseInput(searchLogQuerySchema, { from: firstValue(ctx.query.from), to: firstValue(ctx.query.to) });

  // The range is checked before a download is counted or an export slot taken.
  const checkRange: AppMiddleware = async (ctx, next) => {
    requireAuth(ctx.state);
    rangeOf(ctx);
    await next();
  };

  router.get('/applications/log.csv', checkRange, limitDownloads, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const range = rangeOf(ctx);
    send(ctx, searchLogCsv(await loadSearchLog(deps, user, range)));
  });

  router.get('/applications/log.pdf', checkRange, limitExportsInFlight(deps.db), limitDownloads, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const log = await loadSearchLog(deps, user, rangeOf(ctx));
    const started = performance.now();
    const file = await searchLogPdf(deps, log);
    ctx.state.log.info({ applications: log.entries.length, ms: Math.round(performance.now() - started) }, 'Job-search log printed');
    send(ctx, file);
  });

  return router;
}
