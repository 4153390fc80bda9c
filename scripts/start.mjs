// `pnpm start` (decision D8): builds what is missing, then runs the API, which also serves the web app.
// - web/dist/index.html missing                     → pnpm --filter @jobapp/web build
// - api/dist/server.js missing or older than api/src → pnpm --filter @jobapp/api build
// Then `node api/dist/server.js` with inherited stdio; SIGINT/SIGTERM are passed on so the server can
// shut down cleanly, and its exit code becomes ours.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

/** Newest modification time (ms) of any file under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function run(args, why) {
  console.log(`[start] ${why}: pnpm ${args.join(' ')}`);
  const result = spawnSync(pnpm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] "pnpm ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const webIndex = join(root, 'web', 'dist', 'index.html');
if (!existsSync(webIndex)) run(['--filter', '@jobapp/web', 'build'], 'web app not built');

const serverBundle = join(root, 'api', 'dist', 'server.js');
const sourcesNewer = () => {
  const built = statSync(serverBundle).mtimeMs;
  return [join(root, 'api', 'src'), join(root, 'shared', 'src')].some((dir) => newestMtime(dir) > built);
};
if (!existsSync(serverBundle)) run(['--filter', '@jobapp/api', 'build'], 'API not built');
else if (sourcesNewer()) run(['--filter', '@jobapp/api', 'build'], 'API sources changed since the last build');

const server = spawn(process.execPath, [serverBundle], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
