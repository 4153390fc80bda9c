// Template previews over HTTP: a Koa app with the request-id and error middleware and only this router
// (app.ts wires it into the real app), Chromium photographing the real renderers' HTML.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Router from '@koa/router';
import { resumeTemplates } from '@jobapp/shared';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { errorHandler } from '../../middleware/error-handler';
import { requestId } from '../../middleware/request-id';
import { chromePath, requireChromium } from '../../test/chromium';
import { renderedTemplateIds, rendererById } from '../exports/templates';
import type { AppState } from '../../types';
import { createPreviewBrowser, type PreviewBrowser } from './preview-browser';
import { createTemplatePreviews, previewHtml } from './template-previews';
import { createTemplatePreviewsRouter, PREVIEW_CACHE_CONTROL } from './templates.routes';

const logger = createLogger('silent');
const runs = requireChromium('templates.routes.test.ts');
const dir = mkdtempSync(join(tmpdir(), 'template-previews-'));
let browser: PreviewBrowser;
let server: Server;
let url = '';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  expect(view.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** A browser that must not be used (the cache must answer). */
const noBrowser: PreviewBrowser = {
  screenshots: () => Promise.reject(new Error('the cache should have answered')),
  close: () => Promise.resolve(),
};

async function startApp(router: Router<AppState>): Promise<{ server: Server; url: string }> {
  const api = new Router<AppState>({ prefix: '/api' });
  api.use(router.routes());
  const app = new Koa<AppState>();
  app.silent = true;
  app.use(requestId(logger)).use(errorHandler()).use(api.routes());
  const started = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => started.once('listening', resolve));
  return { server: started, url: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  if (!runs) return;
  browser = createPreviewBrowser({ executablePath: chromePath, logger });
  const previews = createTemplatePreviews({ dir, browser, logger });
  ({ server, url } = await startApp(createTemplatePreviewsRouter({ env: {} as never, logger }, previews)));
});

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!runs)('GET /api/resume-templates/:id/{thumbnail,preview}.png', () => {
  it('answers a 300 px thumbnail and a 1240 px page of the template, public and cacheable, 304 when unchanged', async () => {
    const thumb = await fetch(`${url}/api/resume-templates/basic-1/thumbnail.png`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL);
    const etag = thumb.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{20}-thumbnail"$/);
    const small = pngSize(new Uint8Array(await thumb.arrayBuffer()));
    expect(small.width).toBe(300);
    expect(small.height).toBe(Math.round((300 * 11) / 8.5));

    const page = await fetch(`${url}/api/resume-templates/basic-1/preview.png`);
    expect(page.status).toBe(200);
    const big = new Uint8Array(await page.arrayBuffer());
    expect(pngSize(big).width).toBe(1240);
    // A page of real text, not a blank image: a blank Letter page at this size compresses to a few kB.
    expect(big.byteLength).toBeGreaterThan(60_000);

    const again = await fetch(`${url}/api/resume-templates/basic-1/thumbnail.png`, {
      // As a browser revalidates its cached copy (fetch() would otherwise add "Cache-Control: no-cache").
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('makes a preview once, on disk in the cache folder, and serves it from there after a restart', async () => {
    await fetch(`${url}/api/resume-templates/basic-2/preview.png`);
    const files = readdirSync(dir).filter((f) => f.startsWith('basic-2.'));
    expect(files.sort()).toEqual([expect.stringMatching(/^basic-2\.preview\.[0-9a-f]{20}\.png$/), expect.stringMatching(/^basic-2\.thumbnail\.[0-9a-f]{20}\.png$/)]);

    const restarted = await startApp(createTemplatePreviewsRouter({ env: {} as never, logger }, createTemplatePreviews({ dir, browser: noBrowser, logger })));
    try {
      const response = await fetch(`${restarted.url}/api/resume-templates/basic-2/thumbnail.png`);
      expect(response.status).toBe(200);
      expect(pngSize(new Uint8Array(await response.arrayBuffer())).width).toBe(300);
    } finally {
      await new Promise((resolve) => restarted.server.close(resolve));
    }
  });

  it('a cold server serves a thumbnail made at build time without photographing it, and writes nothing', async () => {
    // The build's folder: what make-previews.cli.ts leaves in dist (here made by the same module).
    const built = mkdtempSync(join(tmpdir(), 'template-previews-built-'));
    const cold = mkdtempSync(join(tmpdir(), 'template-previews-cold-'));
    try {
      const build = createTemplatePreviews({ dir: built, browser, logger });
      expect(await build.get('prem-3', 'thumbnail')).not.toBeNull();
      expect(readdirSync(built).sort()).toEqual(build.fileNames().filter((f) => f.startsWith('prem-3.')).sort());

      let photographed = 0;
      const counting: PreviewBrowser = {
        screenshots: (html, sizes) => {
          photographed += 1;
          return browser.screenshots(html, sizes);
        },
        close: () => Promise.resolve(),
      };
      const app = await startApp(createTemplatePreviewsRouter({ env: {} as never, logger }, createTemplatePreviews({ dir: cold, builtDir: built, browser: counting, logger })));
      try {
        const response = await fetch(`${app.url}/api/resume-templates/prem-3/thumbnail.png`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(built, build.fileNames().find((f) => f.startsWith('prem-3.thumbnail.'))!)))).toBe(true);
        expect(photographed).toBe(0);
        expect(readdirSync(cold)).toEqual([]);
        // A template the build did not make is photographed once, into the run-time cache.
        expect((await fetch(`${app.url}/api/resume-templates/prem-4/thumbnail.png`)).status).toBe(200);
        expect(photographed).toBe(1);
        expect(readdirSync(cold).filter((f) => f.startsWith('prem-4.'))).toHaveLength(2);
      } finally {
        await new Promise((resolve) => app.server.close(resolve));
      }
    } finally {
      rmSync(built, { recursive: true, force: true });
      rmSync(cold, { recursive: true, force: true });
    }
  });

  it('makes new previews when the template HTML changes, and removes the old ones', async () => {
    const before = await fetch(`${url}/api/resume-templates/basic-1/thumbnail.png`);
    const changed = createTemplatePreviews({
      dir,
      browser,
      logger,
      renderHtml: (id, doc) => rendererById(id).renderHtml(doc).replace('</style>', 'h2{color:#b91c1c}</style>'),
    });
    const image = await changed.get('basic-1', 'thumbnail');
    expect(image?.etag).not.toBe(before.headers.get('etag'));
    const files = readdirSync(dir).filter((f) => f.startsWith('basic-1.'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.includes(image!.etag.slice(1, 21)))).toBe(true);
  });

  it('404 for an id outside the catalogue, and for a template with no renderer yet', async () => {
    const unknown = await fetch(`${url}/api/resume-templates/nope-1/thumbnail.png`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
    const missing = resumeTemplates.find((t) => !renderedTemplateIds().includes(t.id));
    if (missing) expect((await fetch(`${url}/api/resume-templates/${missing.id}/preview.png`)).status).toBe(404);
  });
});

describe('previews without Chromium', () => {
  it('503 naming the reason, not a 500', async () => {
    const missing = createPreviewBrowser({ executablePath: join(dir, 'no-chromium'), logger });
    const app = await startApp(createTemplatePreviewsRouter({ env: {} as never, logger }, createTemplatePreviews({ dir: join(dir, 'none'), browser: missing, logger })));
    try {
      const response = await fetch(`${app.url}/api/resume-templates/basic-1/thumbnail.png`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'service_unavailable', message: 'Template previews are not available: Chromium is not installed' });
    } finally {
      await new Promise((resolve) => app.server.close(resolve));
    }
  });
});

describe('previewHtml', () => {
  it('lays the page out with the template’s own @page margins, else the export’s', () => {
    expect(previewHtml('<html><head><style>@page{size:letter;margin:0.6in 0.75in}</style></head><body></body></html>')).toContain('padding:0.6in 0.75in');
    expect(previewHtml('<html><head></head><body></body></html>')).toContain('padding:0.55in 0.7in');
  });
});
