import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The web app. In development Vite serves it on 5173 and forwards /api to the Koa API on 3000, so the
 * browser sees one origin, as it does in production where the API serves `web/dist` itself.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  },
});
