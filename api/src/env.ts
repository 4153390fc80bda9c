/**
 * The environment, checked once at boot with zod. `readEnvOrExit` prints every problem and stops the
 * process; tests build their own `Env` with `parseEnv` and never touch process.env.
 * Every variable is listed with its default in /.env.example.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_ORIGIN } from '@jobapp/shared/extension';
import { z } from 'zod';
import { printEnvProblems } from './logger';

/** The folder holding pnpm-workspace.yaml, searched upwards from this module, then from the cwd. */
export function findRepoRoot(): string {
  for (const start of [dirname(fileURLToPath(import.meta.url)), process.cwd()]) {
    let dir = start;
    for (;;) {
      if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  );

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = (what: string) =>
  z.url({ protocol: /^https?$/, error: `must be an http(s) URL (${what})` }).transform((v) => v.replace(/\/+$/, ''));

const JOB_BOARD_NAMES = ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters'] as const;
export type JobBoardOrigins = Partial<Record<(typeof JOB_BOARD_NAMES)[number], string>>;

const boardOrigins = z
  .string()
  .optional()
  .transform((value, ctx): JobBoardOrigins => {
    const out: JobBoardOrigins = {};
    for (const pair of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
      const [name = '', origin = ''] = pair.split(/=(.*)/s).map((p) => p.trim());
      const board = JOB_BOARD_NAMES.find((b) => b === name.toLowerCase());
      if (!board || !/^https?:\/\//i.test(origin) || !URL.canParse(origin)) {
        ctx.addIssue({ code: 'custom', message: `must be board=origin pairs (${JOB_BOARD_NAMES.join(', ')}); got "${pair}"` });
        return z.NEVER;
      }
      out[board] = new URL(origin).origin;
    }
    return out;
  });

export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // With DATABASE_URL: the longest wait for a connection and the longest statement, in milliseconds
  // (a database that is down or silent then answers 503 instead of hanging requests).
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // With DATABASE_URL: connections each instance's pool may open (instances × this ≤ the server's limit).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  // Where migrations run, when DATABASE_URL goes through a transaction-mode pooler (PgBouncer): they
  // hold a session-level advisory lock, so they need a direct (or session-mode) connection.
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // What this process runs: web (HTTP), worker (job runner and compute; health and metrics only on PORT), or all.
  ROLE: z.enum(ROLES, { error: 'must be all, web or worker' }).default('all'),
  // On SIGTERM/SIGINT: how long requests and jobs in flight may take to finish. Default: OPENAI_TIMEOUT_MS + 10 s.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  // On SIGTERM/SIGINT: how long new requests are still accepted (with /api/ready answering 503) before the
  // listener closes, so a load balancer that polls readiness stops sending them first.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // Bearer token for GET /metrics (Prometheus); unset = /metrics answers 404.
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('ResumeBoost <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@resumeboost.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ALLOWED_ORIGINS: list,
  EXTENSION_ORIGINS: list,
  TRUST_PROXY: bool,
  WEB_DIST: z.string().min(1).optional(),
  // Job pages (decision D3): where LinkedIn and Indeed pages are fetched from. Tests point these at
  // fixture servers on 127.0.0.1; those configured origins are the only non-public addresses fetched.
  LINKEDIN_ORIGIN: url('LINKEDIN_ORIGIN').default('https://www.linkedin.com'),
  INDEED_ORIGIN: url('INDEED_ORIGIN').default('https://www.indeed.com'),
  JOB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Job alerts: the wait before a refused source (429, 403) is read again, doubled for the second retry.
  JOB_ALERT_RETRY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  // Job boards read from their public JSON (decision D12): board=origin pairs, e.g.
  // "greenhouse=http://127.0.0.1:4101,lever=http://127.0.0.1:4102". A configured board's API and pages
  // are fetched from that origin instead (tests: loopback stand-ins). Unset: the boards themselves.
  JOB_BOARD_ORIGINS: boardOrigins,
  // Other job sites' origins that may be fetched although not public (tests only: loopback stand-ins
  // for career pages). Unset: only public addresses are fetched.
  JOB_PAGE_TRUSTED_ORIGINS: list,
  // AI (decision D4): the built-in engine unless an OpenAI key is set.
  AI_PROVIDER: z.enum(['builtin', 'openai']).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url('OPENAI_BASE_URL').optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Chromium for PDF exports (puppeteer-core; no browser download).
  CHROME_PATH: z.string().min(1).default('/usr/bin/chromium'),
  // Billing (decision D5): Stripe when STRIPE_SECRET_KEY is set (then every STRIPE_* below but the API
  // base is required), else the test-mode provider (or, in production, 'Billing is not configured').
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, { error: 'must be a Stripe secret key (sk_test_…, sk_live_…)' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, { error: 'must be a Stripe publishable key (pk_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, { error: 'must be a webhook signing secret (whsec_…)' }).optional(),
  STRIPE_PRICE_STARTER: z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' }).optional(),
  STRIPE_PRICE_PRO: z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' }).optional(),
  STRIPE_PRICE_ELITE: z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' }).optional(),
  STRIPE_PRICE_STORAGE: z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' }).optional(),
  // Where the Stripe SDK sends requests; unset is Stripe itself. Tests point it at a loopback stand-in.
  STRIPE_API_BASE: url('STRIPE_API_BASE').optional(),
});

/** Set together: with STRIPE_SECRET_KEY, each of these must be set too (named at boot when missing). */
export const STRIPE_REQUIRED = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_ELITE',
  'STRIPE_PRICE_STORAGE',
] as const;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { starter: string; pro: string; elite: string; storage: string };
  /** e.g. http://127.0.0.1:4010; undefined is api.stripe.com. */
  apiBase: string | undefined;
}

export interface Env {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  PUBLIC_URL: string;
  /** Absolute. */
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  DATABASE_POOL_MAX: number;
  /** Migrations connect here; defaults to DATABASE_URL. */
  DATABASE_MIGRATION_URL: string | undefined;
  /** all: HTTP and jobs (npm start); web: HTTP only; worker: jobs and compute, health and metrics only. */
  ROLE: Role;
  /** Grace for requests and jobs in flight at shutdown, ms. */
  SHUTDOWN_TIMEOUT_MS: number;
  /** New requests still accepted (readiness 503) after the signal, ms. */
  SHUTDOWN_DELAY_MS: number;
  METRICS_TOKEN: string | undefined;
  /** Undefined only before `ensureSessionSecret` ran. */
  SESSION_SECRET: string | undefined;
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  SUPPORT_EMAIL: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  ALLOWED_ORIGINS: string[];
  EXTENSION_ORIGINS: string[];
  TRUST_PROXY: boolean;
  /** Absolute. */
  WEB_DIST: string;
  LINKEDIN_ORIGIN: string;
  INDEED_ORIGIN: string;
  JOB_FETCH_TIMEOUT_MS: number;
  JOB_ALERT_RETRY_MS: number;
  /** Stand-in origins for the job boards read from their JSON (unset boards: the real hosts). */
  JOB_BOARD_ORIGINS: JobBoardOrigins;
  /** Non-public origins other job pages may be fetched from (tests). */
  JOB_PAGE_TRUSTED_ORIGINS: string[];
  /** 'openai' when AI_PROVIDER=openai or an OPENAI_API_KEY is set (D4); else 'builtin'. */
  AI_PROVIDER: 'builtin' | 'openai';
  OPENAI_API_KEY: string | undefined;
  OPENAI_BASE_URL: string | undefined;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
  CHROME_PATH: string;
  /** Stripe when configured; undefined runs the test-mode provider (D5). */
  STRIPE: StripeSettings | undefined;
}

/** Shutdown waits this much longer than one model answer may take, so a tailoring in flight completes. */
const SHUTDOWN_MARGIN_MS = 10_000;

export type ParseEnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Empty strings count as unset, as in most .env tooling. */
function dropEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export function parseEnv(source: Record<string, string | undefined>): ParseEnvResult {
  const present = dropEmpty(source);
  const parsed = rawEnvSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  // Checked outside the schema so it is reported together with every other problem.
  if (present.NODE_ENV === 'production' && !present.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required in production (at least 32 random characters)');
  }
  // PGlite keeps the data in one process's folder: instances cannot share it, so production needs a server.
  if (present.NODE_ENV === 'production' && !present.DATABASE_URL) {
    problems.push('DATABASE_URL: is required in production (PGlite in DATA_DIR serves one process only)');
  }
  if (present.DATABASE_MIGRATION_URL && !present.DATABASE_URL) {
    problems.push('DATABASE_URL: is required when DATABASE_MIGRATION_URL is set');
  }
  // The outbox (mail/) writes e-mails, reset links included, to local files: for development only.
  if (present.NODE_ENV === 'production' && !present.SMTP_URL) {
    problems.push('SMTP_URL: is required in production (without it e-mails would be written to the local outbox folder)');
  }
  if (present.AI_PROVIDER === 'openai' && !present.OPENAI_API_KEY) {
    problems.push('OPENAI_API_KEY: is required when AI_PROVIDER=openai');
  }
  if (present.STRIPE_SECRET_KEY) {
    for (const name of STRIPE_REQUIRED) {
      if (!present[name]) problems.push(`${name}: is required when STRIPE_SECRET_KEY is set`);
    }
  } else {
    for (const name of STRIPE_REQUIRED) {
      if (present[name]) problems.push(`STRIPE_SECRET_KEY: is required when ${name} is set`);
    }
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const raw = parsed.data;
  const root = findRepoRoot();
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  const devOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return {
    ok: true,
    env: {
      NODE_ENV: raw.NODE_ENV,
      PORT: raw.PORT,
      HOST: raw.HOST,
      PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
      DATA_DIR: fromRoot(raw.DATA_DIR),
      DATABASE_URL: raw.DATABASE_URL,
      DATABASE_CONNECT_TIMEOUT_MS: raw.DATABASE_CONNECT_TIMEOUT_MS,
      DATABASE_STATEMENT_TIMEOUT_MS: raw.DATABASE_STATEMENT_TIMEOUT_MS,
      DATABASE_POOL_MAX: raw.DATABASE_POOL_MAX,
      DATABASE_MIGRATION_URL: raw.DATABASE_MIGRATION_URL,
      ROLE: raw.ROLE,
      SHUTDOWN_TIMEOUT_MS: raw.SHUTDOWN_TIMEOUT_MS ?? raw.OPENAI_TIMEOUT_MS + SHUTDOWN_MARGIN_MS,
      SHUTDOWN_DELAY_MS: raw.SHUTDOWN_DELAY_MS,
      METRICS_TOKEN: raw.METRICS_TOKEN,
      SESSION_SECRET: raw.SESSION_SECRET,
      SMTP_URL: raw.SMTP_URL,
      MAIL_FROM: raw.MAIL_FROM,
      SUPPORT_EMAIL: raw.SUPPORT_EMAIL,
      LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
      ALLOWED_ORIGINS:
        source.ALLOWED_ORIGINS === undefined && raw.NODE_ENV !== 'production' ? devOrigins : raw.ALLOWED_ORIGINS,
      // Outside production the development build of the extension (its fixed id, shared/src/extension.ts)
      // may call the API unless EXTENSION_ORIGINS says otherwise; in production only the listed ones.
      EXTENSION_ORIGINS:
        source.EXTENSION_ORIGINS === undefined && raw.NODE_ENV !== 'production' ? [EXTENSION_ORIGIN] : raw.EXTENSION_ORIGINS,
      TRUST_PROXY: raw.TRUST_PROXY,
      WEB_DIST: fromRoot(raw.WEB_DIST ?? 'web/dist'),
      LINKEDIN_ORIGIN: raw.LINKEDIN_ORIGIN,
      INDEED_ORIGIN: raw.INDEED_ORIGIN,
      JOB_FETCH_TIMEOUT_MS: raw.JOB_FETCH_TIMEOUT_MS,
      JOB_ALERT_RETRY_MS: raw.JOB_ALERT_RETRY_MS,
      JOB_BOARD_ORIGINS: raw.JOB_BOARD_ORIGINS,
      JOB_PAGE_TRUSTED_ORIGINS: raw.JOB_PAGE_TRUSTED_ORIGINS,
      AI_PROVIDER: raw.AI_PROVIDER ?? (raw.OPENAI_API_KEY ? 'openai' : 'builtin'),
      OPENAI_API_KEY: raw.OPENAI_API_KEY,
      OPENAI_BASE_URL: raw.OPENAI_BASE_URL,
      OPENAI_MODEL: raw.OPENAI_MODEL,
      OPENAI_TIMEOUT_MS: raw.OPENAI_TIMEOUT_MS,
      CHROME_PATH: raw.CHROME_PATH,
      STRIPE: stripeSettings(raw),
    },
  };
}

function stripeSettings(raw: z.infer<typeof rawEnvSchema>): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = raw;
  const { STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO, STRIPE_PRICE_ELITE, STRIPE_PRICE_STORAGE } = raw;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return undefined;
  if (!STRIPE_PRICE_STARTER || !STRIPE_PRICE_PRO || !STRIPE_PRICE_ELITE || !STRIPE_PRICE_STORAGE) return undefined;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { starter: STRIPE_PRICE_STARTER, pro: STRIPE_PRICE_PRO, elite: STRIPE_PRICE_ELITE, storage: STRIPE_PRICE_STORAGE },
    apiBase: raw.STRIPE_API_BASE,
  };
}

/**
 * Outside production an unset SESSION_SECRET is generated once and kept in DATA_DIR/session-secret
 * (mode 0600), so sessions survive restarts without any set-up.
 */
export function ensureSessionSecret(env: Env): Env & { SESSION_SECRET: string } {
  if (env.SESSION_SECRET) return { ...env, SESSION_SECRET: env.SESSION_SECRET };
  const file = join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { ...env, SESSION_SECRET: stored };
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...env, SESSION_SECRET: secret };
}

/** Reads <repo>/.env into process.env when it exists; variables already set keep their value. */
export function loadDotEnv(): void {
  const file = join(findRepoRoot(), '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** For server.ts and the db scripts: parse process.env, or print every problem and exit(1). */
export function readEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const result = parseEnv(source);
  if (!result.ok) {
    printEnvProblems(result.problems);
    process.exit(1);
  }
  return result.env;
}
