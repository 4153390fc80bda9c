// Source-mode entry of the compute worker (tsx, vitest); see lib/compute/source-worker.mjs. The built
// server uses dist/compute-worker.js and never loads this file.
import { importSourceWorker } from './lib/compute/source-worker.mjs';

const worker = await importSourceWorker(new URL('./compute.worker.ts', import.meta.url).href);
export default worker.default;
