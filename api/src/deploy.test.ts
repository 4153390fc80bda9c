/**
 * The deployment files at the repo root: compose.yaml's structure (no Docker here to run it), the
 * Dockerfile's essentials, the proxy's upstreams, and deploy/smoke.mjs run against a real server.
 * File checks touch no database: they run once, in the PGlite project.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRepoRoot, parseEnv } from './env';
import { usesPostgresServer } from './test/test-db';
import { useTestServer } from './test/test-server';

const root = findRepoRoot();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const withRole = (role: string) => Object.keys(services).filter((name) => services[name]?.environment?.ROLE === role);
const appServices = [...withRole('web'), ...withRole('worker')];

/** Compose's variable substitution: `${NAME:-default}`, `${NAME:?error}`, `${NAME}`, from `vars`. */
function substitute(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    const set = vars[name];
    if (set) return set;
    if (kind === '?') throw new Error(`${name} is required: ${rest ?? ''}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

function runSmoke(url: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'deploy/smoke.mjs'), url], { env: { PATH: process.env.PATH ?? '', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(usesPostgresServer())('deployment', () => {
  it('compose.yaml: PostgreSQL, two web instances and one worker of one image, behind a proxy', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'proxy']));
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(withRole('web')).toHaveLength(2);
    expect(withRole('worker')).toHaveLength(1);
    for (const name of appServices) {
      const service = services[name]!;
      expect(service.build, name).toBe('.');
      expect(service.image, name).toBe('resumeboost:latest');
      // Each environment, as compose fills it in, is one the server accepts in production.
      const raw = Object.entries(service.environment ?? {}).map(([key, value]) => [key, String(value ?? '')] as const);
      expect(() => substitute(raw.map(([, value]) => value).join(' '), {}), name).toThrow('SESSION_SECRET is required');
      const environment = Object.fromEntries(raw.map(([key, value]) => [key, substitute(value, { SESSION_SECRET: 'x'.repeat(32) })]));
      expect(environment.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      const checked = parseEnv(environment);
      expect(checked.ok ? checked.env.NODE_ENV : checked.problems, name).toBe('production');
      expect(service.healthcheck?.test?.join(' '), name).toContain('/api/ready');
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      // Docker waits longer than the drain before it kills.
      expect(Number.parseInt(service.stop_grace_period ?? '10', 10) * 1000, name).toBeGreaterThan(Number(environment.SHUTDOWN_TIMEOUT_MS));
      expect(service.ports, `${name} is reached through the proxy only`).toBeUndefined();
    }
    expect(services.postgres?.healthcheck?.test?.join(' ')).toContain('pg_isready');
    const proxy = services.proxy!;
    expect(proxy.ports).toEqual([expect.stringMatching(/:80$/)]);
    expect(Object.keys(proxy.depends_on ?? {}).sort()).toEqual(withRole('web').sort());
    for (const web of withRole('web')) expect(proxy.depends_on?.[web]?.condition).toBe('service_healthy');
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('the proxy balances over exactly the web instances, and does not expose /metrics', () => {
    const nginx = read('deploy/nginx.conf');
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):3000\b/gm)].map((match) => match[1]);
    expect(upstreams.sort()).toEqual(withRole('web').sort());
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });

  it('Dockerfile: multi-stage on the official Node image, Chromium and fonts from Debian, a non-root user', () => {
    const dockerfile = read('Dockerfile');
    const stages = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(stages).toHaveLength(2);
    for (const image of stages) expect(image).toMatch(/^node:22-bookworm-slim$/);
    expect(dockerfile).toMatch(/apt-get install[^\n]*\bchromium\b[^\n]*\bfonts-liberation\b/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CHROME_PATH=/usr/bin/chromium');
    const packageManager = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager;
    expect(dockerfile).toContain(`corepack prepare ${packageManager} --activate`);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile');
    expect(dockerfile).toMatch(/^CMD \["node", "api\/dist\/server\.js"\]$/m);
    expect(read('.dockerignore')).toMatch(/^\*\*\/node_modules$/m);
  });

  describe('deploy/smoke.mjs', () => {
    // The job page is never fetched: a closed loopback port, so the pasted description is used.
    const suite = useTestServer({ env: { LINKEDIN_ORIGIN: 'http://127.0.0.1:9', AI_PROVIDER: 'builtin' } });

    it('passes against a running server: ready, register, sign in, tailor from pasted text, list', async () => {
      const { code, output } = await runSmoke(suite.server.url);
      expect(output).toContain('Smoke test passed');
      expect(code, output).toBe(0);
    });

    it('fails with the step that failed when nothing answers', async () => {
      const { code, output } = await runSmoke('http://127.0.0.1:9', { SMOKE_READY_TIMEOUT_MS: '300' });
      expect(code).toBe(1);
      expect(output).toContain('Smoke test FAILED: GET /api/ready did not answer 200');
    });
  });
});
