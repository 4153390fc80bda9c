/**
 * What was sent, kept (issue 24 sections 4 and 8), for the signed-in user:
 * - POST /api/applications/{id}/apply            applySchema → 201 ApplicationPacket; the card moves to Applied.
 *                                                409 when the card already has its packet; 403 for a template
 *                                                the plan does not unlock; 413 when the new files do not fit.
 * - GET  /api/applications/{id}/packet           → ApplicationPacket (404 before "Mark as applied")
 * - GET  /api/applications/{id}/packet/files/{fileId} → the file's bytes, exactly as frozen
 * Another user's card is 404 like one that does not exist. Freezing renders files, so it shares the
 * downloads' per-user limits.
 */
import Router from '@koa/router';
import { messages } from '@jobapp/shared';
import { applySchema } from '@jobapp/shared/applications/applications.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitExportsInFlight, limitPerUser } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { sendFile } from '../exports/send-file';
import { getPacket, markApplied, packetFile } from './packets.service';

export function createPacketsRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const applicationId = (value: string | undefined) => idParam(value, messages.applicationNotFound);
  const limitRenders = limitPerUser(createUserLimiter(deps.db, 'export'));

  router.post('/applications/:id/apply', limitExportsInFlight(deps.db), limitRenders, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = applicationId(ctx.params.id);
    const input = parseBody(ctx, applySchema);
    ctx.body = await markApplied(deps, ctx.state.log, user, id, input);
    ctx.status = 201;
  });

  router.get('/applications/:id/packet', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getPacket(deps, user.id, applicationId(ctx.params.id));
  });

  router.get('/applications/:id/packet/files/:fileId', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = applicationId(ctx.params.id);
    sendFile(ctx, await packetFile(deps, user.id, id, idParam(ctx.params.fileId, messages.packetNotFound)));
  });

  return router;
}
