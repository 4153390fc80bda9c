/**
 * Job postings captured by the browser extension (decision D3), for the signed-in user (401 otherwise):
 * - POST /api/job-postings/capture   captureJobSchema → 201 CaptureJobResult { id, canonicalUrl } for a
 *                                    new capture, 200 when it replaced the user's earlier capture
 * - GET /api/job-postings/capture?url=<job link>  → CapturedJob (404 not_found when there is none)
 * The extension's origin is accepted by the origin check and CORS (EXTENSION_ORIGINS); captures are
 * limited per user (userLimits.capture in middleware/rate-limit.ts).
 */
import Router from '@koa/router';
import { captureJobSchema } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { captureJobPosting, getCapturedJobPosting } from './job-postings.service';
import { createUserLimiter, limitPerUser } from '../../middleware/rate-limit';

export function createJobPostingsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitCapture = limitPerUser(createUserLimiter(deps.db, 'capture'));

  router.post('/job-postings/capture', limitCapture, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, captureJobSchema);
    const { created, result } = await captureJobPosting(deps, user.id, input);
    ctx.status = created ? 201 : 200;
    ctx.body = result;
  });

  router.get('/job-postings/capture', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const url = typeof ctx.query.url === 'string' ? ctx.query.url : undefined;
    ctx.body = await getCapturedJobPosting(deps, user.id, url);
  });

  return router;
}
