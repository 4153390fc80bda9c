/**
 * GET /api/resume-templates/:id/thumbnail.png and /preview.png (issue 11, section 3): each template's
 * preview (template-previews.ts), public (the catalogue is public too), cacheable: a strong ETag (the
 * hash of the template's HTML), `Cache-Control: public, max-age=3600`, and 304 for a matching
 * If-None-Match. 404 for an id outside the catalogue or a template with no renderer yet.
 *
 * Mount it on the /api router, like every router: `api.use(createTemplatePreviewsRouter(deps).routes())`.
 * `generateAll()` on the returned router's `previews` makes every preview up front (server.ts runs it in
 * the background at start).
 */
import { join } from 'node:path';
import Router from '@koa/router';
import { AppError, messages, resumeTemplates } from '@jobapp/shared';
import type { Logger } from '../../logger';
import type { AppState, Deps } from '../../types';
import { builtPreviewsFolder } from './built-previews-folder';
import { createPreviewBrowser, PreviewBrowserMissingError } from './preview-browser';
import { createTemplatePreviews, type PreviewSize, type TemplatePreviews } from './template-previews';

export const PREVIEW_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The previews of an app: those the build made (api/dist/template-previews) first, then the ones cached
 * in DATA_DIR/template-previews, photographed by their own Chromium.
 */
export function createDefaultTemplatePreviews(deps: Pick<Deps, 'env' | 'logger'>): TemplatePreviews {
  return createTemplatePreviews({
    dir: join(deps.env.DATA_DIR, 'template-previews'),
    builtDir: builtPreviewsFolder,
    browser: createPreviewBrowser({ executablePath: deps.env.CHROME_PATH, logger: deps.logger }),
    logger: deps.logger,
  });
}

const catalogue = new Set(resumeTemplates.map((t) => t.id));

function previewNotFound(): AppError {
  return new AppError('not_found', messages.notFound);
}

export function createTemplatePreviewsRouter(
  deps: Pick<Deps, 'env' | 'logger'>,
  previews: TemplatePreviews = createDefaultTemplatePreviews(deps),
): Router<AppState> & { previews: TemplatePreviews } {
  const router = new Router<AppState>();

  for (const size of ['thumbnail', 'preview'] as const satisfies readonly PreviewSize[]) {
    router.get(`/resume-templates/:id/${size}.png`, async (ctx) => {
      const id = ctx.params.id ?? '';
      if (!catalogue.has(id)) throw previewNotFound();
      const image = await loadPreview(previews, id, size, ctx.state.log ?? deps.logger);
      if (!image) throw previewNotFound();
      ctx.set('Cache-Control', PREVIEW_CACHE_CONTROL);
      ctx.set('ETag', image.etag);
      ctx.type = 'image/png';
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = image.bytes;
    });
  }

  return Object.assign(router, { previews });
}

async function loadPreview(previews: TemplatePreviews, id: string, size: PreviewSize, log: Logger) {
  try {
    return await previews.get(id, size);
  } catch (error) {
    if (error instanceof PreviewBrowserMissingError) {
      throw new AppError('service_unavailable', 'Template previews are not available: Chromium is not installed');
    }
    log.error({ err: error, templateId: id, size }, 'Template preview failed');
    throw error;
  }
}
