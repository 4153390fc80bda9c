/**
 * Resumes (spec section 7, decision D2), all for the signed-in user (401 otherwise):
 * - POST /api/optimize-resume        multipart: resumeFile, jobUrl, templateId?, clientTimestamp?, jobDescription?,
 *                                    jobTitle?, company? → 201 OptimizeResult
 * - POST /api/optimize-resume-text   JSON: resumeText, jobUrl, templateId?, jobDescription?, jobTitle?, company? → 201 OptimizeResult
 * - GET /api/my-resumes              → ResumeListItem[] (newest first)
 * - GET /api/resume/:id              → ResumeDetail
 * - PATCH /api/resume/:id            { jobTitle } → ResumeDetail
 * - DELETE /api/resume/:id           → { ok: true } (its bytes go back to the user's storage)
 * - GET /api/resume/:id/original     → the uploaded file (attachment, its own name)
 * - POST /api/resume/:id/evidence    { requirement, statement } → OptimizeResult ("I have this": the
 *                                    user's line added as their own statement, tailored again)
 * - GET /api/resume/:id/document?which=original|tailored → { which, version, document } (D13)
 * - PUT /api/resume/:id/document     { which: 'original', document } → OptimizeResult (the corrected
 *                                    original stored and tailored again: free, not a revision);
 *                                    { which: 'tailored', document } → SavedResumeVersion (a revision, D9)
 * Another user's resume, or an id that is not a positive integer, is 404 not_found. New work (the two
 * optimizations and evidence) is refused with 402 once the trial or the plan has ended (D9); reading,
 * downloading, renaming and deleting stay open.
 */
import Router from '@koa/router';
import { optimizeTextSchema, renameResumeSchema } from '@jobapp/shared';
import { addEvidenceSchema } from '@jobapp/shared/resume/evidence.schema';
import { requireAuth } from '../../middleware/auth';
import { requireNewWork } from '../billing/billing-account';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { attachmentDisposition } from '../exports/content-disposition';
import { optimizePastedResume, optimizeUploadedResume } from './optimize.service';
import { readResumeUpload } from './resume-upload';
import { addEvidence } from './evidence.service';
import { documentQuerySchema, saveResumeDocumentSchema } from '@jobapp/shared/resume/document.schema';
import { parseInput } from '../../middleware/validate';
import { getResumeDocument, saveOriginalDocument, saveTailoredDocument } from './resume-document.service';
import { deleteResume, getOriginalFile, getResume, listResumes, renameResumeTitle } from './resumes.service';
import { createUserLimiter, limitPerUser } from '../../middleware/rate-limit';
import { resumeIdParam } from '../../lib/route-params';


export function createResumesRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitOptimize = limitPerUser(createUserLimiter(deps.db, 'optimize'));

  router.post('/optimize-resume', limitOptimize, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    requireNewWork(user, deps.clock());
    const upload = await readResumeUpload(ctx);
    ctx.status = 201;
    ctx.body = await optimizeUploadedResume(deps, ctx.state.log, user, upload);
  });

  router.post('/optimize-resume-text', limitOptimize, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    requireNewWork(user, deps.clock());
    const input = parseBody(ctx, optimizeTextSchema);
    ctx.status = 201;
    ctx.body = await optimizePastedResume(deps, ctx.state.log, user, input);
  });

  router.get('/my-resumes', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await listResumes(deps, user.id);
  });

  router.get('/resume/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getResume(deps, user.id, resumeIdParam(ctx.params.id));
  });

  router.patch('/resume/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = resumeIdParam(ctx.params.id);
    const input = parseBody(ctx, renameResumeSchema);
    ctx.body = await renameResumeTitle(deps, user.id, id, input.jobTitle);
  });

  router.delete('/resume/:id', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await deleteResume(deps, user.id, resumeIdParam(ctx.params.id));
    ctx.body = { ok: true };
  });

  // Tailors again, so it counts against the same per-user limit as an optimization.
  router.post('/resume/:id/evidence', limitOptimize, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    requireNewWork(user, deps.clock());
    const id = resumeIdParam(ctx.params.id);
    const input = parseBody(ctx, addEvidenceSchema);
    ctx.body = await addEvidence(deps, ctx.state.log, user.id, id, input);
  });

  router.get('/resume/:id/document', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = resumeIdParam(ctx.params.id);
    const { which } = parseInput(documentQuerySchema, { which: ctx.query.which });
    ctx.body = await getResumeDocument(deps, user.id, id, which);
  });

  // A corrected original is tailored again, so it counts against the same per-user limit as an optimization.
  router.put('/resume/:id/document', limitOptimize, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    requireNewWork(user, deps.clock());
    const id = resumeIdParam(ctx.params.id);
    const input = parseBody(ctx, saveResumeDocumentSchema);
    ctx.body =
      input.which === 'original'
        ? await saveOriginalDocument(deps, ctx.state.log, user.id, id, input.document)
        : await saveTailoredDocument(deps, ctx.state.log, user, id, input.document);
  });

  router.get('/resume/:id/original', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const file = await getOriginalFile(deps, user.id, resumeIdParam(ctx.params.id));
    ctx.type = file.contentType;
    ctx.set('Content-Disposition', attachmentDisposition(file.fileName));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.bytes;
  });

  return router;
}
