/**
 * GET /api/resume/:id/download/docx and /pdf (spec section 7): the signed-in user's resume as a file,
 * and /json: its JSON Resume (resume.json, issue 9).
 * named `{original name without extension}-optimized.{ext}`. Optional `?template=<id>` (else the
 * resume's template, else basic-1; templates the plan does not unlock fall back to basic-1).
 * 401 signed out; 404 when the id is not a resume of the user's (or not an id at all); 429 past the
 * per-user limits (middleware/rate-limit.ts: 2 downloads or previews at once, 60 per 10 minutes).
 */
import Router from '@koa/router';
import { AppError, messages } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitExportsInFlight, limitPerUser } from '../../middleware/rate-limit';
import type { AppMiddleware, AppState, Deps } from '../../types';
import { exportJsonResume, exportResume } from './exports.service';
import type { ExportFormat } from './parse-back';
import { resumeIdParam } from '../../lib/route-params';
import { sendFile, templateQuery } from './send-file';

function isExportFormat(value: string | undefined): value is ExportFormat {
  return value === 'pdf' || value === 'docx';
}

/** An unknown format is 404 before anything is counted. */
const knownFormat: AppMiddleware = async (ctx, next) => {
  if (!isExportFormat((ctx.params as { format?: string }).format)) throw new AppError('not_found', messages.notFound);
  await next();
};

export function createExportsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitDownloads = limitPerUser(createUserLimiter(deps.db, 'export'));


  // JSON Resume (resume.json) of the tailored document: the open format other tools import.
  router.get('/resume/:id/download/json', limitDownloads, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    sendFile(ctx, await exportJsonResume(deps, ctx.state.log, user, resumeIdParam(ctx.params.id)));
  });

  router.get('/resume/:id/download/:format', knownFormat, limitExportsInFlight(deps.db), limitDownloads, async (ctx) => {
    const format = ctx.params.format;
    if (!isExportFormat(format)) throw new AppError('not_found', messages.notFound);
    const { user } = requireAuth(ctx.state);
    const id = resumeIdParam(ctx.params.id);
    sendFile(ctx, await exportResume(deps, ctx.state.log, user, id, format, templateQuery(ctx)));
  });

  return router;
}
