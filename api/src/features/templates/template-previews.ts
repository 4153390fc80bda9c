/**
 * Template previews (issue 11, section 3): each template's first page, rendered by its real renderer
 * from the sample resume (preview-sample.ts) and photographed by Chromium as a thumbnail (300 px wide)
 * and a full page (1240 px wide), PNG.
 *
 * Cache: DATA_DIR/template-previews/<id>.<size>.<hash>.png, where the hash is of the HTML the renderer
 * makes (and of the preview's own settings), so a change to a template's design makes new previews and
 * the old files are removed (templates are code, so the hash is worked out once per process).
 *
 * Previews are made ahead, never while a visitor waits (issue 26, item 5): `pnpm build` makes them into
 * `api/dist/template-previews` (make-previews.cli.ts), read-only here as `builtDir` and looked up first;
 * the server's start runs `generateAll()` in the background, which reads those files or, where the build
 * could not make them (no Chromium at build time, the sources run with tsx), makes the missing ones once
 * into the cache. A request that comes before that work ends waits on the same work (concurrent requests
 * share it). Read files are kept in memory.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logger';
import type { ResumeDocument } from '../exports/document';
import { renderedTemplateIds, rendererById } from '../exports/templates';
import type { PreviewBrowser } from './preview-browser';
import { previewSampleModel } from './preview-sample';

export const previewSizes = { thumbnail: 300, preview: 1240 } as const;
export type PreviewSize = keyof typeof previewSizes;
const SIZES = Object.keys(previewSizes) as PreviewSize[];

/** Bump when the preview's own look changes (page frame, sizes), to remake every file. */
const PREVIEW_VERSION = 1;
/** The export's page margins (lib/browser.ts) where a template sets none with `@page`. */
const DEFAULT_MARGIN = '0.55in 0.7in';

export interface PreviewImage {
  bytes: Buffer;
  /** Strong ETag: the cache key, quoted. */
  etag: string;
}

export interface TemplatePreviews {
  /** The image, or null when the template has no renderer. */
  get(templateId: string, size: PreviewSize): Promise<PreviewImage | null>;
  /** Makes every rendered template's previews that are not cached yet; the ids that failed (logged). */
  generateAll(): Promise<string[]>;
  /** The file names every rendered template's previews have for the current designs (`<id>.<size>.<hash>.png`). */
  fileNames(): string[];
  /** A full-page preview of any template HTML (a user's own resume), not cached. */
  photograph(html: string): Promise<Buffer>;
  /** Closes the preview Chromium if one runs (at shutdown; it also closes itself when idle). */
  close(): Promise<void>;
}

/**
 * The template's HTML on a screen: the page's margins (its `@page` margin, which only print applies)
 * as padding on a white Letter-sized body.
 */
export function previewHtml(html: string): string {
  const margin = /@page\s*\{[^}]*?margin:\s*([^;}]+)/i.exec(html)?.[1]?.trim() ?? DEFAULT_MARGIN;
  const frame = `<style>@media screen{html{background:#fff}body{box-sizing:border-box;width:8.5in;min-height:11in;padding:${margin}}}</style>`;
  return html.includes('</head>') ? html.replace('</head>', `${frame}</head>`) : `${frame}${html}`;
}

export interface TemplatePreviewsOptions {
  /** The cache the server writes: previews made at run time. */
  dir: string;
  /** Previews made at build time (read only, looked up before `dir`); absent or partial is fine. */
  builtDir?: string;
  browser: PreviewBrowser;
  logger: Logger;
  /** The template's HTML for a resume (default: its renderer's); tests change a design with it. */
  renderHtml?: (templateId: string, doc: ResumeDocument) => string;
}

export function createTemplatePreviews(options: TemplatePreviewsOptions): TemplatePreviews {
  const renderHtml = options.renderHtml ?? ((templateId: string, doc: ResumeDocument) => rendererById(templateId).renderHtml(doc));
  const log = options.logger.child({ component: 'template-previews' });
  const memory = new Map<string, PreviewImage>();
  const making = new Map<string, Promise<void>>();
  let sample: ResumeDocument | null = null;

  /** Template designs are code: a template's hash holds for the process's life (its HTML is not kept). */
  const hashes = new Map<string, string>();

  function htmlOf(templateId: string): string {
    sample ??= previewSampleModel();
    return previewHtml(renderHtml(templateId, sample));
  }

  function hashOf(templateId: string): string {
    let hash = hashes.get(templateId);
    if (!hash) {
      hash = createHash('sha256').update(`${PREVIEW_VERSION}\n${JSON.stringify(previewSizes)}\n${htmlOf(templateId)}`).digest('hex').slice(0, 20);
      hashes.set(templateId, hash);
    }
    return hash;
  }

  const fileOf = (templateId: string, size: PreviewSize, hash: string, dir = options.dir) => join(dir, `${templateId}.${size}.${hash}.png`);

  async function readCached(templateId: string, hash: string, dir: string | undefined): Promise<boolean> {
    if (!dir) return false;
    try {
      for (const size of SIZES) {
        const bytes = await readFile(fileOf(templateId, size, hash, dir));
        memory.set(`${templateId}.${size}.${hash}`, { bytes, etag: `"${hash}-${size}"` });
      }
      return true;
    } catch {
      return false;
    }
  }

  async function make(templateId: string, hash: string): Promise<void> {
    const started = performance.now();
    const shots = await options.browser.screenshots(htmlOf(templateId), SIZES.map((size) => ({ width: previewSizes[size] })));
    await mkdir(options.dir, { recursive: true });
    // Older versions of this template's previews are stale now.
    const stale = (await readdir(options.dir)).filter((f) => f.startsWith(`${templateId}.`) && !f.includes(`.${hash}.`));
    await Promise.all(stale.map((f) => rm(join(options.dir, f), { force: true })));
    await Promise.all(
      SIZES.map(async (size, i) => {
        const bytes = shots[i]!;
        // A temporary name first, so a crash mid-write never leaves a torn file under the cache key.
        const file = fileOf(templateId, size, hash);
        await writeFile(`${file}.tmp`, bytes);
        await rename(`${file}.tmp`, file);
        memory.set(`${templateId}.${size}.${hash}`, { bytes, etag: `"${hash}-${size}"` });
      }),
    );
    log.info({ templateId, ms: Math.round(performance.now() - started) }, 'Template preview made');
  }

  async function ensure(templateId: string): Promise<string> {
    const hash = hashOf(templateId);
    if (memory.has(`${templateId}.${SIZES[0]}.${hash}`)) return hash;
    const key = `${templateId}.${hash}`;
    let work = making.get(key);
    if (!work) {
      work = (async () => {
        if (await readCached(templateId, hash, options.builtDir)) return;
        if (!(await readCached(templateId, hash, options.dir))) await make(templateId, hash);
      })().finally(() => making.delete(key));
      making.set(key, work);
    }
    await work;
    return hash;
  }

  return {
    async get(templateId, size) {
      if (!renderedTemplateIds().includes(templateId)) return null;
      const hash = await ensure(templateId);
      return memory.get(`${templateId}.${size}.${hash}`) ?? null;
    },
    async photograph(html) {
      const [shot] = await options.browser.screenshots(previewHtml(html), [{ width: previewSizes.preview }]);
      if (!shot) throw new Error('the preview browser returned no screenshot');
      return shot;
    },
    close: () => options.browser.close(),
    fileNames: () => renderedTemplateIds().flatMap((id) => SIZES.map((size) => `${id}.${size}.${hashOf(id)}.png`)),
    async generateAll() {
      const ids = renderedTemplateIds();
      const results = await Promise.allSettled(ids.map((id) => ensure(id)));
      return ids.filter((id, i) => {
        const result = results[i];
        if (result?.status !== 'rejected') return false;
        log.error({ err: result.reason, templateId: id }, 'Template preview failed');
        return true;
      });
    },
  };
}
