import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url));
