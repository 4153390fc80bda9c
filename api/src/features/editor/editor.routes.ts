/**
 * The interactive editor (issue 12; spec sections 3, 7; decision D10), all for the signed-in user:
 * - POST /api/resume/section-suggestions    { sectionText, sectionType, resumeId? } → SectionSuggestionsResult
 * - POST /api/resume/formatting-suggestions { resumeText, resumeId? } → FormattingSuggestionsResult
 * - POST /api/resume/editor-save            { resumeText, resumeId? } → 201 SavedResumeVersion (a revision, D9)
 * - GET  /api/resume/:id/versions           → ResumeVersionItem[] (newest first)
 * - GET  /api/resume/:id/versions/:version  → ResumeVersionDetail
 * - POST /api/resume/:id/versions/:version/restore → SavedResumeVersion
 * Another user's resume is 404, like one that does not exist.
 */
import Router from '@koa/router';
import { messages } from '@jobapp/shared';
import { formattingSuggestionsSchema, saveEditedResumeSchema, sectionSuggestionsSchema } from '@jobapp/shared/editor/editor.schema';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitPerUser } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import { idParam, resumeIdParam } from '../../lib/route-params';
import type { AppState, Deps } from '../../types';
import { suggestForResume, suggestForSection } from './editor.service';
import { assertResumeTextBound } from '../resumes/text-bound';
import { getVersion, listVersions, restoreVersion, saveEditedResume } from './resume-versions.service';

export function createEditorRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitEditor = limitPerUser(createUserLimiter(deps.db, 'editor'));

  router.post('/resume/section-suggestions', limitEditor, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await suggestForSection(deps, user, parseBody(ctx, sectionSuggestionsSchema));
  });

  router.post('/resume/formatting-suggestions', limitEditor, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, formattingSuggestionsSchema);
    assertResumeTextBound(input.resumeText);
    ctx.body = await suggestForResume(deps, user, input);
  });

  router.post('/resume/editor-save', limitEditor, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const input = parseBody(ctx, saveEditedResumeSchema);
    assertResumeTextBound(input.resumeText);
    ctx.status = 201;
    ctx.body = await saveEditedResume(deps, ctx.state.log, user, input);
  });

  router.get('/resume/:id/versions', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await listVersions(deps, user.id, resumeIdParam(ctx.params.id));
  });

  router.get('/resume/:id/versions/:version', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getVersion(deps, user.id, resumeIdParam(ctx.params.id), idParam(ctx.params.version, messages.versionNotFound));
  });

  router.post('/resume/:id/versions/:version/restore', limitEditor, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const id = resumeIdParam(ctx.params.id);
    ctx.body = await restoreVersion(deps, ctx.state.log, user.id, id, idParam(ctx.params.version, messages.versionNotFound));
  });

  return router;
}
