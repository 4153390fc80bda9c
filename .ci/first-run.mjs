// CI walks the newcomer's path: the README's first command, copied from the README, on a fresh clone
// of this commit, with the machine's own Node first on PATH (Node 20 here: older than the project's)
// and an empty tool cache, so Node 22 and pnpm really are fetched the way a new user gets them.
// Passes when GET /api/health answers {"status":"ok"} from the started product; the server is then
// stopped. Plain Node, no dependencies. Usage: node .ci/first-run.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const TIME_LIMIT_MS = 15 * 60_000;

/** The first command of the README's "Set up and run" block, without its comment. */
function readmeFirstCommand() {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const block = /## Set up and run[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README.md has no sh block under "## Set up and run"');
  const first = block[1].split('\n').find((line) => line.trim() !== '');
  return first.replace(/\s+#.*$/, '').trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the command exited (code ${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      const body = await response.json();
      if (response.ok && body.status === 'ok') return body;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no answer from ${url} within ${TIME_LIMIT_MS / 60_000} minutes`);
}

const command = readmeFirstCommand();
const work = mkdtempSync(join(tmpdir(), 'rb-first-run-'));
const clone = join(work, 'resumeboost');
execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, clone], { stdio: 'inherit' });
const port = await freePort();
console.log(`first run: \`${command}\` in a fresh clone with ${process.version} first on PATH, port ${port}`);

const env = { ...process.env, PORT: String(port), RB_CACHE_DIR: join(work, 'cache'), NODE_ENV: 'development' };
for (const key of Object.keys(env)) if (/^npm_/i.test(key) || key === 'CI') delete env[key];
env.PATH = `${dirname(process.execPath)}:${env.PATH}`;

const child = spawn('sh', ['-c', command], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));

let status = 0;
const started = Date.now();
try {
  const body = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, started + TIME_LIMIT_MS);
  console.log(`first run: /api/health answered ${JSON.stringify(body)} after ${Math.round((Date.now() - started) / 1000)} s`);
  if (!/using Node 22\./.test(output) && process.versions.node.split('.')[0] < 22) {
    throw new Error('the run did not say it fetched Node 22 for this older Node');
  }
} catch (error) {
  status = 1;
  console.error(`first run FAILED: ${error.message}\n--- output ---\n${output.slice(-6000)}`);
} finally {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  if (child.exitCode === null) {
    await Promise.race([
      new Promise((resolve) => child.once('exit', resolve)),
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]);
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
