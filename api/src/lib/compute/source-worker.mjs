// Loads a worker's TypeScript source in a worker thread (tsx, vitest: the source-mode entries
// compute.worker.dev.mjs and resumes/parsing/parse.worker.dev.mjs). Worker threads do not inherit tsx's
// or vitest's TypeScript loader, so the worker's .ts files are loaded with Node's own type stripping;
// the hook below only adds the `.ts` extension our extensionless relative imports leave out (or
// `/index.ts` for a folder, './templates'). Where Node cannot do that (before 22.18: no type stripping
// by default, or no module.registerHooks), tsx loads them instead; that works too, but transforming
// pdf.js costs the worker ~200 MB of heap. The built server bundles its workers and never loads this.
// The workers' files (and the @jobapp/shared sources they import, which resolve outside node_modules)
// must keep to erasable TypeScript (no enums, namespaces or parameter properties).
import * as nodeModule from 'node:module';

/** Imports the worker module at `entryUrl` (a file: URL of a .ts file). */
export async function importSourceWorker(entryUrl) {
  if (typeof nodeModule.registerHooks === 'function' && process.features.typescript) {
    nodeModule.registerHooks({
      resolve(specifier, context, nextResolve) {
        const relative = specifier.startsWith('./') || specifier.startsWith('../');
        if (relative && !/\.[cm]?[jt]s$/.test(specifier) && context.parentURL?.endsWith('.ts')) {
          try {
            return nextResolve(`${specifier}.ts`, context);
          } catch (error) {
            if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
            return nextResolve(`${specifier}/index.ts`, context);
          }
        }
        return nextResolve(specifier, context);
      },
    });
    return import(entryUrl);
  }
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(entryUrl, import.meta.url);
}
