/**
 * Serves the built React app from WEB_DIST in the same process as the API (decision D8):
 * - files as they are (koa-send), or their pre-compressed twin (`x.js.br`, `x.js.gz`, made by the web
 *   build) when the request's Accept-Encoding allows: brotli first, then gzip, else the plain file.
 *   Every file answer says `Vary: Accept-Encoding` and keeps the original file's Content-Type;
 * - /assets/* (content-hashed by Vite) cached for a year as immutable; everything else (HTML, the
 *   favicon) `no-cache`, revalidated with Last-Modified (an unchanged file answers 304);
 * - the public pages prerendered by the web build (`prerendered/<page>.html`, `prerendered/index.html`
 *   for /) answer their path, so a visitor sees the page before any script runs; not when the URL has
 *   a query: a query may change what a page first shows (the newsletter's confirm and unsubscribe
 *   links), which the prerendered HTML cannot know, so those get the shell;
 * - a signed-in route (`prerendered/signed-in.json`, written by the web build) answers its own shell:
 *   the SPA shell with the page's chunks as modulepreload links and the layout in #root (issue 26),
 *   and a `Link` header that preloads the API requests the page makes first, with the path's
 *   parameter put in (`/api/resume/12` for /resume/12), so they start with the HTML instead of after
 *   the scripts. The page's own requests then take the preloaded answers (same URL, credentials and
 *   headers: web/src/lib/api-client.ts). A parameter that is not a number preloads nothing, and a
 *   request without a session cookie preloads only the session check;
 * - any other GET/HEAD outside /api that is not a file gets index.html (the SPA shell: history
 *   fallback), so deep links such as /reset-password?token=… load the app;
 * - without a build, GET / answers a plain-text hint;
 * - source maps (*.map) are never served, even if a build left some in WEB_DIST: 404.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ParameterizedContext } from 'koa';
import send from 'koa-send';
import type { AppMiddleware } from '../types';
import { SESSION_COOKIE } from './auth';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, immutable`;
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** Where the web build writes the prerendered public pages, inside WEB_DIST. */
export const PRERENDERED_DIR = 'prerendered';

const NOT_BUILT_HINT = [
  'ResumeBoost API is running, but the web app is not built yet.',
  'Run `pnpm build` (or `pnpm start`, which builds what is missing) and reload.',
  '',
].join('\n');

/** A source map, or a compressed copy of one. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;
/** One path segment of lower-case words: the shape of every prerendered page's path. */
const PAGE_PATH = /^\/[a-z0-9-]+$/;

function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/** The prerendered file for a path, relative to WEB_DIST, or undefined when the path has none. */
function prerenderedFile(webDist: string, path: string): string | undefined {
  if (path !== '/' && !PAGE_PATH.test(path)) return undefined;
  const file = `${PRERENDERED_DIR}/${path === '/' ? 'index' : path.slice(1)}.html`;
  return existsSync(join(webDist, file)) ? file : undefined;
}

type Ctx = ParameterizedContext;

/** Where the web build lists the signed-in routes' shells, inside WEB_DIST. */
export const SIGNED_IN_SHELLS = `${PRERENDERED_DIR}/signed-in.json`;

interface SignedInShell {
  /** The route, `/resume/:resumeId`. */
  path: string;
  /** The shell's file, relative to WEB_DIST. */
  file: string;
  /** The API paths the page asks for first, with the route's parameter (`/api/resume/:resumeId`); the session check first. */
  data: string[];
}

/** A route parameter that may go into a preloaded API path: an id. */
const ID_PARAMETER = /^\d{1,15}$/;

let shellTable: { source: string; mtimeMs: number; shells: SignedInShell[] } | undefined;

/** The build's shell table, read again when the file changes (a new build under a running server). */
function signedInShells(webDist: string): SignedInShell[] {
  const source = join(webDist, SIGNED_IN_SHELLS);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(source).mtimeMs;
  } catch {
    return [];
  }
  if (shellTable?.source !== source || shellTable.mtimeMs !== mtimeMs) {
    shellTable = { source, mtimeMs, shells: JSON.parse(readFileSync(source, 'utf8')) as SignedInShell[] };
  }
  return shellTable.shells;
}

/** The shell for a path and the API paths to preload with it, or undefined when no signed-in route matches. */
export function signedInShellFor(webDist: string, path: string): { file: string; preload: string[]; sessionPath: string | undefined } | undefined {
  const segments = (path.length > 1 ? path.replace(/\/$/, '') : path).split('/');
  for (const shell of signedInShells(webDist)) {
    const pattern = shell.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (!part.startsWith(':')) return part === segment;
      params.set(part, segment);
      return segment !== '';
    });
    if (!matches || !existsSync(join(webDist, shell.file))) continue;
    const preload = shell.data.flatMap((apiPath) => {
      let filled = apiPath;
      for (const [name, value] of params) {
        if (!filled.includes(name)) continue;
        if (!ID_PARAMETER.test(value)) return [];
        filled = filled.replace(name, value);
      }
      return [filled];
    });
    return { file: shell.file, preload, sessionPath: shell.data[0] };
  }
  return undefined;
}

/**
 * Sends one file of WEB_DIST (or its .br/.gz twin). Resolves to false when there is no such file.
 * A revalidated answer the browser already holds becomes 304 without a body.
 */
async function sendFile(ctx: Ctx, webDist: string, file: string, immutable: boolean): Promise<boolean> {
  const served = await send(ctx, file, {
    root: webDist,
    index: false,
    hidden: false,
    format: false,
    brotli: true,
    gzip: true,
    setHeaders: () => {
      ctx.vary('Accept-Encoding');
      ctx.set('Cache-Control', immutable ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
    },
  }).catch((error: unknown) => {
    if (isNotFound(error)) return undefined;
    throw error;
  });
  if (!served) {
    // koa-send may have chosen an encoding before finding nothing to send.
    ctx.remove('Content-Encoding');
    return false;
  }
  if (!immutable && ctx.fresh) {
    (ctx.body as NodeJS.ReadableStream & { destroy(): void }).destroy();
    ctx.status = 304;
    ctx.body = null;
  }
  return true;
}

export function serveWebApp(webDist: string): AppMiddleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const hasIndex = existsSync(join(webDist, 'index.html'));
    if (!hasIndex) {
      if (ctx.path !== '/') return next();
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = NOT_BUILT_HINT;
      return;
    }
    if (SOURCE_MAP.test(ctx.path)) return next();

    const page = ctx.querystring === '' ? prerenderedFile(webDist, ctx.path) : undefined;
    if (page) {
      await sendFile(ctx, webDist, page, false);
      return;
    }
    const shell = signedInShellFor(webDist, ctx.path);
    if (shell) {
      // Without a session cookie only the session check (which answers 401 and sends the visitor to
      // /auth): the page's data would answer 401 too, and go unused.
      const preload = ctx.cookies.get(SESSION_COOKIE) ? shell.preload : shell.preload.filter((path) => path === shell.sessionPath);
      if (preload.length > 0) {
        ctx.set('Link', preload.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', '));
      }
      await sendFile(ctx, webDist, shell.file, false);
      return;
    }
    const immutable = ctx.path.startsWith('/assets/');
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      if (await sendFile(ctx, webDist, ctx.path, immutable)) return;
      // A missing hashed asset is a real 404, not a page of the app.
      if (immutable) return next();
    }
    await sendFile(ctx, webDist, 'index.html', false);
  };
}
