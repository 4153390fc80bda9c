/**
 * Where the previews made at build time live: next to the bundle (`api/dist/template-previews`, made by
 * make-previews.cli.ts during `pnpm build`). Run from the sources (tsx, tests) this names a folder that
 * does not exist, and every preview comes from the run-time cache instead.
 */
import { fileURLToPath } from 'node:url';

export const builtPreviewsFolder = fileURLToPath(new URL('./template-previews', import.meta.url));
