// Source-mode entry of the parse worker (tsx, vitest); see lib/compute/source-worker.mjs. The built
// server uses dist/parse-worker.js and never loads this file. The worker's files must import only npm
// packages, each other, ../../../lib/compute/thread-priority.ts and ../../../lib/zip-archive.ts.
// Source maps off in this thread before pdf.js loads (tsx turns them on; see parse.worker.ts).
import { importSourceWorker } from '../../../lib/compute/source-worker.mjs';

process.setSourceMapsEnabled(false);

const worker = await importSourceWorker(new URL('./parse.worker.ts', import.meta.url).href);
export default worker.default;
