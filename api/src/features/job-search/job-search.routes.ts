/**
 * Job search (spec sections 2, 5 and 7), for the signed-in user (401 otherwise):
 * - POST /api/search-jobs  { jobTitle, location?, source? } (searchJobsSchema) → 200 JobSearchResult[]
 *   (empty when nothing matched). 400 validation_failed ('Job title is required'); 429 rate_limited past
 *   the user's search limit; 429 search_limited when the site refuses us; 503 search_unavailable when
 *   it cannot be reached.
 */
import Router from '@koa/router';
import { searchJobsSchema } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { createUserLimiter } from '../../middleware/rate-limit';
import { searchJobs } from './job-search.service';

export function createJobSearchRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limiter = createUserLimiter(deps.db, 'search');

  router.post('/search-jobs', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, searchJobsSchema);
    ctx.body = await searchJobs(deps, user.id, input, { limiter, log: ctx.state.log });
  });

  return router;
}
