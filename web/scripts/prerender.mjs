// The build's second step, after `vite build` (issue 14):
// 1. bundles src/entry-server.tsx for Node (Vite SSR build, in node_modules/.cache, removed after);
// 2. renders each public page (page-meta.ts `prerenderedPages`) into the SPA shell dist/index.html:
//    the markup inside #root, the page's own title, description, canonical link and Open Graph tags,
//    and <link rel="modulepreload"> for the page's chunks (read from dist/.vite/manifest.json), so the
//    browser fetches them with the entry instead of after it. Written to dist/prerendered/<page>.html
//    (`index.html` for /), which the API answers for that path (api/src/middleware/serve-web-app.ts);
//    Then the signed-in routes' shells (issue 26): dist/prerendered/signed-in/<route>.html, the SPA shell
//    with the layout as it is while the session is checked, the page's chunks (and the layout's lazy
//    parts a signed-in visit loads) as modulepreload links, and dist/prerendered/signed-in.json: which
//    route gets which shell and which API requests the API preloads with it;
// 3. writes a brotli (.br) and a gzip (.gz) twin beside every text file of dist/ that compresses, so the
//    API sends them by Accept-Encoding without compressing anything per request.
// Canonical and Open Graph URLs are absolute, on PUBLIC_URL (the environment, else the repository's
// .env, else http://localhost:<PORT or 3000>, as the API defaults it).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webDir, '..');
const dist = join(webDir, 'dist');
const ssrOut = join(webDir, 'node_modules', '.cache', 'prerender');
/** Where the signed-in routes' shells go, inside dist/ (and `<this>.json`, their table). */
const SIGNED_IN_DIR = 'prerendered/signed-in';

/** Text types worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed twin saves less than a TCP packet's worth; not worth a file. */
const MIN_BYTES = 256;

function siteUrl() {
  const envFile = join(repoRoot, '.env');
  const fileEnv = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const url = process.env.PUBLIC_URL || fileEnv.PUBLIC_URL || `http://localhost:${process.env.PORT || fileEnv.PORT || 3000}`;
  return new URL(url).origin;
}

/** The files a manifest chunk loads before it runs: itself and its static imports, transitively. */
function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key} (router.tsx names the page's file)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

function replaceOnce(html, search, replacement, what) {
  const at = html.indexOf(search);
  if (at === -1 || html.indexOf(search, at + 1) !== -1) throw new Error(`dist/index.html: expected one ${what}`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

async function prerender() {
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inShell = chunkFiles(manifest, entryKey);

  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: ['@jobapp/shared'] },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: {
        // page-descriptions.ts is imported lazily in the browser and at once here: expected.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
      },
    },
  });
  const server = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
  const origin = siteUrl();
  const head = shell.match(/<title>[^<]*<\/title>\s*/)?.[0];
  const description = shell.match(/<meta name="description"[^>]*>\s*/)?.[0];
  if (!head || !description) throw new Error('dist/index.html: expected a <title> and a meta description');

  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const path of server.prerenderedPaths) {
    const { html, pageFile } = await server.renderPage(path);
    const preloads = [...chunkFiles(manifest, pageFile)]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const css = (manifest[pageFile].css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    let page = replaceOnce(shell, description, '', 'meta description');
    page = replaceOnce(page, head, `${server.pageHeadTags(path, origin)}\n    `, '<title>');
    page = replaceOnce(page, '</head>', `${[...preloads, ...css].map((l) => `  ${l}\n`).join('')}  </head>`, '</head>');
    page = replaceOnce(page, '<div id="root"></div>', `<div id="root">${html}</div>`, 'empty #root');
    const name = path === '/' ? 'index' : path.slice(1);
    writeFileSync(join(dist, 'prerendered', `${name}.html`), page);
  }
  const shells = await writeSignedInShells(server, shell, manifest, inShell);
  rmSync(ssrOut, { recursive: true, force: true });
  return { pages: server.prerenderedPaths.length, shells };
}

/**
 * The signed-in routes' shells (issue 26): the SPA shell with the route's title, the layout as it is
 * while the session is checked inside #root (hydrated, not drawn anew), and every chunk the page
 * loads before it runs as <link rel="modulepreload">, so the browser asks for them with the entry
 * instead of a level at a time after it. `signed-in.json` tells the API which path gets which shell
 * and which API requests the page makes first; the API preloads those with a Link header, the
 * route's parameter put in (serve-web-app.ts).
 */
async function writeSignedInShells(server, shell, manifest, inShell) {
  const routes = [];
  mkdirSync(join(dist, SIGNED_IN_DIR), { recursive: true });
  for (const route of await server.renderSignedInShells()) {
    const files = new Set();
    for (const key of [route.pageFile, ...route.layoutFiles]) chunkFiles(manifest, key, files);
    // Low priority: the header and spinner in the HTML paint without them (CSS only), and Lighthouse's
    // simulation counts high-priority scripts fetched before the first paint as holding it back. They
    // still start with the HTML, so the page's code arrives without a chain of round trips.
    const preloads = [...files]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
    const css = (manifest[route.pageFile].css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    let page = replaceOnce(shell, '<title>ResumeBoost</title>', `<title>${escapeHtml(route.title)}</title>`, '<title>ResumeBoost</title>');
    page = replaceOnce(page, '</head>', `${[...preloads, ...css].map((l) => `  ${l}\n`).join('')}  </head>`, '</head>');
    page = replaceOnce(page, '<div id="root"></div>', `<div id="root">${route.html}</div>`, 'empty #root');
    const file = `${SIGNED_IN_DIR}/${route.path.slice(1).replace(/[/:]+/g, '-')}.html`;
    writeFileSync(join(dist, file), page);
    routes.push({ path: route.path, file, data: route.data });
  }
  writeFileSync(join(dist, `${SIGNED_IN_DIR}.json`), `${JSON.stringify(routes, null, 2)}\n`);
  return routes.length;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function compressDist() {
  let count = 0;
  for (const file of filesUnder(dist)) {
    const rel = relative(dist, file);
    if (rel.split(sep)[0] === '.vite' || !COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

const { pages, shells } = await prerender();
const compressed = compressDist();
console.log(`Prerendered ${pages} pages and ${shells} signed-in shells into web/dist/prerendered; compressed ${compressed} files (.br, .gz)`);
