// Bundles the API into dist/server.js (esbuild, Node ESM). npm packages stay external and load from
// node_modules at run time; workspace packages (@jobapp/shared, TypeScript source) are bundled in.
// The SQL migrations are copied to dist/migrations, where the bundle looks for them. Last, the templates'
// preview images are made into dist/template-previews (dist/make-template-previews.js; only templates whose
// HTML changed since the last build are photographed again, see src/features/templates/make-previews.cli.ts).
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(apiDir, 'dist');

/** Bare imports (npm packages) stay external, except our own workspace packages. */
const externalizeNpmPackages = {
  name: 'externalize-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@jobapp/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  // The worker pools' modules are entries of their own: piscina loads dist/parse-worker.js (resume
  // parsing) and dist/compute-worker.js (tailoring, exports) in worker threads.
  entryPoints: {
    server: join(apiDir, 'src/server.ts'),
    'parse-worker': join(apiDir, 'src/features/resumes/parsing/parse.worker.ts'),
    'compute-worker': join(apiDir, 'src/compute.worker.ts'),
    'make-template-previews': join(apiDir, 'src/features/templates/make-previews.cli.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [externalizeNpmPackages],
  logLevel: 'warning',
});
await cp(join(apiDir, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log('Built api/dist/server.js, api/dist/parse-worker.js and api/dist/compute-worker.js');
const previews = spawnSync(process.execPath, [join(dist, 'make-template-previews.js')], { cwd: apiDir, stdio: 'inherit' });
if (previews.status !== 0) process.exit(previews.status ?? 1);
