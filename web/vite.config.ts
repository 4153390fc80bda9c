import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkNamer } from './chunk-groups';
import { lucideIconImports } from './icon-imports';
import { prerenderedPageFiles } from './src/app/prerendered-pages';

/**
 * The web app. In development Vite serves it on 5173 and forwards /api to the Koa API on 3000, so the
 * browser sees one origin, as it does in production where the API serves `web/dist` itself.
 *
 * `pnpm build` runs `vite build` (the browser bundle and `.vite/manifest.json`), then
 * `scripts/prerender.mjs`: the public pages rendered to HTML in `dist/prerendered/`, and a brotli and
 * a gzip twin of every text file in `dist/`, which the API sends by Accept-Encoding.
 */
const webFile = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A production build is a production build, whatever NODE_ENV the caller runs under (vitest's
  // `test`, when the browser tests build the app first): otherwise Vite bundles React's development
  // build, three times the size and not what visitors get.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [lucideIconImports(), react(), tailwindcss()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      // The footer's year in prerendered pages (site-footer.tsx); same value in both bundles.
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
    build: {
      outDir: 'dist',
      // No source maps in web/dist unless asked for (WEB_SOURCEMAP=1): whatever is in dist may end up
      // served, and the API never serves *.map files anyway (serve-web-app.ts).
      sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
      // The prerender step reads which chunks each page needs, to preload them (not for the SSR bundle).
      manifest: !isSsrBuild,
      // No preload helper (about 1.5 KB of brotli in the first chunk, which must stay within issue 14's
      // 100 KB): a page chunk fetched on navigation then finds its few imports itself, one round trip
      // later. Prerendered pages list their chunks as <link rel="modulepreload"> (scripts/prerender.mjs)
      // and the first chunk holds everything the entry imports.
      modulePreload: false,
      rollupOptions: {
        treeshake: {
          // @jobapp/shared is pure (its package says so: no side effects at import), but does not
          // declare `sideEffects: false`. Saying it here lets a page that imports one constant from its
          // index leave out the zod schemas it does not use (about 25 KB of brotli on the landing page).
          moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        },
        output: {
          // Everything the entry needs before it runs in one chunk (React, the router, TanStack Query,
          // the layout): one request, and compressed as one file it is about 3 KB smaller in brotli than
          // the half-dozen shared chunks the automatic split makes. Pages stay their own chunks.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 1 },
              {
                debugName: 'signed-in',
                includeDependenciesRecursively: false,
                ...chunkNamer({
                  signedInPages: fileURLToPath(new URL('./src/app/signed-in-pages.ts', import.meta.url)),
                  keptLean: Object.values(prerenderedPageFiles).map(webFile),
                  budgeted: [webFile(prerenderedPageFiles['/'])],
                  smallGroup: 4000,
                  firstSignedIn: ['./src/features/dashboard/pages/dashboard-page.tsx', './src/app/layout/user-menu.tsx', './src/app/layout/mobile-menu-sheet.tsx'].map((file) =>
                    fileURLToPath(new URL(file, import.meta.url)),
                  ),
                }),
              },
            ],
          },
        },
      },
    },
  };
});
