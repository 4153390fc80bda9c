/**
 * Cover letters (issue 13; spec sections 5, 7, 8), all for the signed-in user:
 * - POST   /api/generate-cover-letter         GenerateCoverLetterRequest → 201 CoverLetterResult
 * - GET    /api/my-cover-letters              → CoverLetterListItem[] (newest first)
 * - GET    /api/cover-letter/:id              → CoverLetterDetail (+ removedClaims)
 * - PATCH  /api/cover-letter/:id              { content } → CoverLetterDetail
 * - DELETE /api/cover-letter/:id              → { ok: true }
 * - GET    /api/cover-letter/:id/download/:format   txt | docx | pdf (?template= for DOCX and PDF)
 * Another user's letter or resume is 404, like one that does not exist.
 */
import Router from '@koa/router';
import { AppError, messages } from '@jobapp/shared';
import { generateCoverLetterSchema, updateCoverLetterSchema } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitExportsInFlight, limitPerUser } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { sendFile, templateQuery } from '../exports/send-file';
import { exportLetter, type LetterFormat } from './cover-letter-export';
import { coverLetterNotFound, editLetter, generateLetter, getLetter, listLetters, removeLetter } from './cover-letters.service';

function letterFormat(value: string | undefined): LetterFormat {
  if (value === 'txt' || value === 'docx' || value === 'pdf') return value;
  throw new AppError('not_found', messages.notFound);
}


export function createCoverLettersRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  // Writing a letter costs what an optimization costs (a job page, the engine): the same per-user limit.
  const limitWriting = limitPerUser(createUserLimiter(deps.db, 'optimize'));
  const limitDownloads = limitPerUser(createUserLimiter(deps.db, 'export'));
  const letterId = (value: string | undefined) => idParam(value, coverLetterNotFound);

  router.post('/generate-cover-letter', limitWriting, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, generateCoverLetterSchema);
    ctx.status = 201;
    ctx.body = await generateLetter(deps, ctx.state.log, user, input);
  });

  router.get('/my-cover-letters', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await listLetters(deps, user.id);
  });

  router.get('/cover-letter/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getLetter(deps, user.id, letterId(ctx.params.id));
  });

  router.patch('/cover-letter/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = letterId(ctx.params.id);
    const input = parseBody(ctx, updateCoverLetterSchema);
    ctx.body = await editLetter(deps, user.id, id, input.content);
  });

  router.delete('/cover-letter/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await removeLetter(deps, user.id, letterId(ctx.params.id));
    ctx.body = { ok: true };
  });

  router.get('/cover-letter/:id/download/:format', limitExportsInFlight(deps.db), limitDownloads, async (ctx) => {
    const format = letterFormat(ctx.params.format);
    const { user } = requireAuth(ctx.state);
    sendFile(ctx, await exportLetter(deps, ctx.state.log, user, letterId(ctx.params.id), format, templateQuery(ctx)));
  });

  return router;
}
