// The project's toolchain for the README's two commands (`npm start`, `npm test`) and for CI.
//
// Plain Node with no dependencies, so it runs on whatever Node the machine has (Node 18 and 20
// included). It makes sure of three things, then runs the command:
//   1. Node: the running Node if it satisfies package.json `engines`, else the official Node binary
//      (NODE_VERSION below) from the npm registry's `node-<os>-<arch>` package, cached per user.
//   2. pnpm: exactly the version package.json `packageManager` names, from the npm registry, cached per
//      user. A pnpm installed globally is never used: pnpm 12 cannot switch itself to a pinned 10.x
//      (ERR_PNPM_BAD_CONFIG_DEP) and corepack refuses to run on an old Node.
//   3. Dependencies: `pnpm install --frozen-lockfile` when the lockfile or a package.json changed
//      since the last install (a stamp in node_modules records what was installed).
// Both tools are put first on PATH (a shim folder with `node` and `pnpm`) for every child process, so
// the scripts that call `pnpm` or `node` get the project's versions, and npm's own `npm_*` variables
// are dropped so pnpm does not mistake them for its configuration.
//
// Usage: node scripts/bootstrap.mjs start [args]   install if needed, then build what is missing and serve
//        node scripts/bootstrap.mjs test [args]    install if needed, then `vitest run [args]`
//        node scripts/bootstrap.mjs pnpm <args>    install if needed, then `pnpm <args>`
//        node scripts/bootstrap.mjs env            print `export PATH=…` for a shell (CI: eval it)
// Cache folder: RB_CACHE_DIR, else $XDG_CACHE_HOME/resumeboost, else ~/.cache/resumeboost.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Node fetched when the running one is too old. Keep in step with package.json engines. */
const NODE_VERSION = '22.23.3';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const isWindows = process.platform === 'win32';

function say(message) {
  process.stderr.write(`[setup] ${message}\n`);
}

function fail(message) {
  process.stderr.write(`[setup] ${message}\n`);
  process.exit(1);
}

/** `>=22.12.0` → [22, 12, 0]; only the `>=` form is used in package.json. */
function requiredNode() {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines?.node ?? '');
  if (!match) fail(`package.json engines.node must read ">=X.Y.Z" (found "${pkg.engines?.node}").`);
  return match.slice(1).map(Number);
}

function versionAtLeast(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  }
  return true;
}

function cacheDir() {
  if (process.env.RB_CACHE_DIR) return process.env.RB_CACHE_DIR;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'resumeboost');
}

/** The environment for npm and pnpm children: no npm_* variables of the npm that started us. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

/**
 * Installs one npm package into `<cache>/<folder>` unless `check` already passes. The install goes to
 * a temporary folder first and is renamed into place, so two runs at once never see half a tool.
 */
function ensurePackage(folder, spec, check) {
  const target = join(cacheDir(), folder);
  if (check(target)) return target;
  const staging = `${target}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  say(`downloading ${spec} from the npm registry into ${target}`);
  const npm = isWindows ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', spec],
    { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'], env: cleanEnv(), shell: isWindows },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    fail(`could not install ${spec} with npm (exit ${result.status ?? result.signal}).`);
  }
  if (!check(staging)) fail(`${spec} installed but did not work from ${staging}.`);
  rmSync(target, { recursive: true, force: true });
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another run finished the same install first: use theirs.
    rmSync(staging, { recursive: true, force: true });
    if (!check(target)) throw error;
  }
  return target;
}

function runsAndPrints(command, args, expected) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: cleanEnv() });
  return result.status === 0 && result.stdout.trim() === expected;
}

/** The Node binary to run the project with. */
function resolveNode() {
  const minimum = requiredNode();
  if (versionAtLeast(process.version, minimum)) return process.execPath;
  const platformPackage = `node-${isWindows ? 'win' : process.platform}-${process.arch}`;
  const binary = (prefix) =>
    isWindows
      ? join(prefix, 'node_modules', platformPackage, 'bin', 'node.exe')
      : join(prefix, 'node_modules', platformPackage, 'bin', 'node');
  say(`Node ${process.version} is older than the project's ${pkg.engines.node}; using Node ${NODE_VERSION}.`);
  const probe = spawnSync(isWindows ? 'npm.cmd' : 'npm', ['view', `${platformPackage}@${NODE_VERSION}`, 'version'], {
    encoding: 'utf8',
    env: cleanEnv(),
    shell: isWindows,
  });
  const prefix = join(cacheDir(), `node-${NODE_VERSION}`);
  if (!existsSync(binary(prefix)) && (probe.status !== 0 || probe.stdout.trim() !== NODE_VERSION)) {
    fail(
      `The npm registry has no ${platformPackage}@${NODE_VERSION} for this machine. ` +
        `Install Node ${minimum.join('.')} or newer (https://nodejs.org), then run the command again.`,
    );
  }
  const folder = ensurePackage(`node-${NODE_VERSION}`, `${platformPackage}@${NODE_VERSION}`, (dir) =>
    existsSync(binary(dir)) && runsAndPrints(binary(dir), ['--version'], `v${NODE_VERSION}`),
  );
  return binary(folder);
}

/** The pinned pnpm's entry script, run with the project's Node. */
function resolvePnpm(node) {
  const version = String(pkg.packageManager ?? '').replace(/^pnpm@/, '').split('+')[0];
  if (!/^\d+\.\d+\.\d+$/.test(version)) fail(`package.json packageManager must read "pnpm@X.Y.Z".`);
  const entry = (dir) => join(dir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const folder = ensurePackage(`pnpm-${version}`, `pnpm@${version}`, (dir) =>
    existsSync(entry(dir)) && runsAndPrints(node, [entry(dir), '--version'], version),
  );
  return entry(folder);
}

/** A folder holding `node` and `pnpm` that run the project's versions; goes first on PATH. */
function writeShims(node, pnpmEntry) {
  const dir = join(cacheDir(), 'bin', createHash('sha256').update(`${node}\n${pnpmEntry}`).digest('hex').slice(0, 12));
  mkdirSync(dir, { recursive: true });
  if (isWindows) {
    writeFileSync(join(dir, 'pnpm.cmd'), `@"${node}" "${pnpmEntry}" %*\r\n`);
    writeFileSync(join(dir, 'node.cmd'), `@"${node}" %*\r\n`);
  } else {
    const shims = { pnpm: `exec "${node}" "${pnpmEntry}" "$@"`, node: `exec "${node}" "$@"` };
    for (const [name, body] of Object.entries(shims)) {
      const file = join(dir, name);
      writeFileSync(file, `#!/bin/sh\n${body}\n`);
      chmodSync(file, 0o755);
    }
  }
  return dir;
}

/** What the last install was made from: the lockfile, every package.json and the pnpm that ran it. */
function installFingerprint(pnpmEntry) {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', '.npmrc']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  for (const dir of ['shared', 'api', 'web', 'e2e', 'bench']) {
    const path = join(root, dir, 'package.json');
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hash.update(pnpmEntry);
  return hash.digest('hex');
}

function ensureInstalled(env, pnpmEntry, node) {
  const stamp = join(root, 'node_modules', '.resumeboost-install');
  const fingerprint = installFingerprint(pnpmEntry);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  say('installing dependencies: pnpm install --frozen-lockfile');
  const result = spawnSync(node, [pnpmEntry, 'install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) fail(`pnpm install failed (exit ${result.status ?? result.signal}).`);
  writeFileSync(stamp, fingerprint);
}

/** Runs a child with our stdio, passing SIGINT/SIGTERM on, and exits with its code. */
function runToEnd(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
  });
}

const [command, ...args] = process.argv.slice(2);
const commands = ['start', 'test', 'pnpm', 'env'];
if (!commands.includes(command)) fail(`usage: node scripts/bootstrap.mjs <${commands.join('|')}> [args]`);

const node = resolveNode();
const pnpmEntry = resolvePnpm(node);
const shimDir = writeShims(node, pnpmEntry);
const env = cleanEnv({ PATH: `${shimDir}${delimiter}${process.env.PATH ?? ''}` });

if (command === 'env') {
  process.stdout.write(`export PATH='${shimDir}'${delimiter}"$PATH"\n`);
  process.exit(0);
}

ensureInstalled(env, pnpmEntry, node);

if (command === 'start') runToEnd(node, [join(root, 'scripts', 'start.mjs'), ...args], env);
else if (command === 'test') runToEnd(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...args], env);
else runToEnd(node, [pnpmEntry, ...args], env);
