/**
 * LinkedIn profile optimization (issue 13; spec sections 5, 7, 8), all for the signed-in user:
 * - POST /api/linkedin-profile/optimize   { profileUrl, profileContent, targetPosition, targetIndustry }
 *                                         → 202 LinkedInProfileDetail (status 'pending'; a job does the work)
 * - POST /api/linkedin-profile/import     multipart `file`: LinkedIn's data export ZIP → its profile content
 * - GET  /api/linkedin-profiles           → LinkedInProfileDetail[] (newest first)
 * - GET  /api/linkedin-profile/:id        → LinkedInProfileDetail
 * Elite only (403 otherwise), 2 per billing period (402 with 'monthly limit' past it); another user's
 * profile is 404.
 */
import Router from '@koa/router';
import { optimizeLinkedInSchema } from '@jobapp/shared/linkedin/linkedin.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitPerUser } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { createUploadReader } from '../resumes/resume-upload';
import { dataExportMessages, MAX_DATA_EXPORT_BYTES } from './data-export-task';
import { getProfile, importDataExport, linkedInProfileNotFound, listProfiles, startOptimization } from './linkedin.service';

const readDataExportUpload = createUploadReader({
  field: 'file',
  maxFileBytes: MAX_DATA_EXPORT_BYTES,
  fileTooLarge: dataExportMessages.tooLarge,
  multipartRequired: 'Send the data export as multipart/form-data with the ZIP in the file field.',
});

export function createLinkedInRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitWork = limitPerUser(createUserLimiter(deps.db, 'optimize'));

  router.post('/linkedin-profile/optimize', limitWork, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, optimizeLinkedInSchema);
    ctx.status = 202;
    ctx.body = await startOptimization(deps, ctx.state.log, user, input);
  });

  router.post('/linkedin-profile/import', limitWork, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const upload = await readDataExportUpload(ctx);
    ctx.body = await importDataExport(deps, user.id, upload.file?.bytes);
  });

  router.get('/linkedin-profiles', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await listProfiles(deps, user.id);
  });

  router.get('/linkedin-profile/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getProfile(deps, user.id, idParam(ctx.params.id, linkedInProfileNotFound));
  });

  return router;
}
