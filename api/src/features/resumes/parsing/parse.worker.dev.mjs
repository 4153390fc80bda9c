// Source-mode entry of the parse worker (tsx, vitest). Worker threads do not inherit tsx's or
// vitest's TypeScript loader, so the worker's .ts files are loaded with Node's own type stripping;
// the hook below only adds the `.ts` extension our extensionless relative imports leave out. Where
// Node cannot do that (before 22.18: no type stripping by default, or no module.registerHooks), tsx
// loads them instead; that works too, but transforming pdf.js costs the worker ~200 MB of heap.
// The built server uses dist/parse-worker.js and never loads this file. The worker's files must keep
// to erasable TypeScript (no enums, namespaces or parameter properties) and import only npm packages,
// each other and ../../tailoring/thread-priority.ts.
// Source maps off in this thread before pdf.js loads (tsx turns them on; see parse.worker.ts).
import * as nodeModule from 'node:module';

process.setSourceMapsEnabled(false);

async function loadWorker() {
  if (typeof nodeModule.registerHooks === 'function' && process.features.typescript) {
    nodeModule.registerHooks({
      resolve(specifier, context, nextResolve) {
        const relative = specifier.startsWith('./') || specifier.startsWith('../');
        if (relative && !/\.[cm]?[jt]s$/.test(specifier) && context.parentURL?.endsWith('.ts')) {
          return nextResolve(`${specifier}.ts`, context);
        }
        return nextResolve(specifier, context);
      },
    });
    return import('./parse.worker.ts');
  }
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./parse.worker.ts', import.meta.url);
}

const worker = await loadWorker();
export default worker.default;
