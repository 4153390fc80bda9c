import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_ORIGIN } from '@jobapp/shared/extension';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureSessionSecret, findRepoRoot, parseEnv } from './env';

const DATABASE_URL = 'postgres://app@db:5432/app';

describe('parseEnv', () => {
  it('fills every default from an empty environment', () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const root = findRepoRoot();
    expect(result.env).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: join(root, 'data'),
      DATABASE_URL: undefined,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10000,
      DATABASE_POOL_MAX: 10,
      DATABASE_MIGRATION_URL: undefined,
      ROLE: 'all',
      SHUTDOWN_TIMEOUT_MS: 30_000,
      SHUTDOWN_DELAY_MS: 0,
      METRICS_TOKEN: undefined,
      SESSION_SECRET: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'ResumeBoost <no-reply@localhost>',
      SUPPORT_EMAIL: 'support@resumeboost.local',
      LOG_LEVEL: 'info',
      ALLOWED_ORIGINS: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      EXTENSION_ORIGINS: ['chrome-extension://cndnamjfcpdkonljaapbopoabcejmoke'],
      TRUST_PROXY: false,
      WEB_DIST: join(root, 'web', 'dist'),
      LINKEDIN_ORIGIN: 'https://www.linkedin.com',
      INDEED_ORIGIN: 'https://www.indeed.com',
      JOB_FETCH_TIMEOUT_MS: 5000,
      JOB_ALERT_RETRY_MS: 2000,
      JOB_BOARD_ORIGINS: {},
      JOB_PAGE_TRUSTED_ORIGINS: [],
      AI_PROVIDER: 'builtin',
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 20000,
      CHROME_PATH: '/usr/bin/chromium',
      STRIPE: undefined,
    });
  });

  it('reads JOB_BOARD_ORIGINS as board=origin pairs and names a bad pair', () => {
    const ok = parseEnv({ JOB_BOARD_ORIGINS: ' greenhouse=http://127.0.0.1:4101/ , Lever=http://127.0.0.1:4102/x ', JOB_PAGE_TRUSTED_ORIGINS: 'http://127.0.0.1:4200/' });
    expect(ok.ok && ok.env.JOB_BOARD_ORIGINS).toEqual({ greenhouse: 'http://127.0.0.1:4101', lever: 'http://127.0.0.1:4102' });
    expect(ok.ok && ok.env.JOB_PAGE_TRUSTED_ORIGINS).toEqual(['http://127.0.0.1:4200']);
    for (const bad of ['monster=http://127.0.0.1:1', 'lever=ftp://x', 'lever']) {
      const result = parseEnv({ JOB_BOARD_ORIGINS: bad });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.join('\n')).toMatch(/^JOB_BOARD_ORIGINS: must be board=origin pairs/);
    }
  });

  it('runs Stripe only with every STRIPE_* set, and names each missing one at boot', () => {
    const complete = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PRICE_STARTER: 'price_s',
      STRIPE_PRICE_PRO: 'price_p',
      STRIPE_PRICE_ELITE: 'price_e',
      STRIPE_PRICE_STORAGE: 'price_x',
      STRIPE_API_BASE: 'http://127.0.0.1:4010/',
    };
    const ok = parseEnv(complete);
    expect(ok.ok && ok.env.STRIPE).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      prices: { starter: 'price_s', pro: 'price_p', elite: 'price_e', storage: 'price_x' },
      apiBase: 'http://127.0.0.1:4010',
    });
    const partial = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PRICE_PRO: 'price_p' });
    expect(partial.ok).toBe(false);
    expect(!partial.ok && partial.problems).toEqual(
      expect.arrayContaining([
        'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
        'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
        'STRIPE_PRICE_STORAGE: is required when STRIPE_SECRET_KEY is set',
      ]),
    );
    const noKey = parseEnv({ STRIPE_PRICE_PRO: 'price_p' });
    expect(!noKey.ok && noKey.problems).toEqual(['STRIPE_SECRET_KEY: is required when STRIPE_PRICE_PRO is set']);
    const publishableAsSecret = parseEnv({ ...complete, STRIPE_SECRET_KEY: 'pk_test_abc' });
    expect(!publishableAsSecret.ok && publishableAsSecret.problems[0]).toMatch(/^STRIPE_SECRET_KEY: must be a Stripe secret key/);
  });

  it('uses OpenAI when a key is set, and needs a key when AI_PROVIDER=openai', () => {
    const withKey = parseEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1/' });
    expect(withKey.ok && withKey.env.AI_PROVIDER).toBe('openai');
    expect(withKey.ok && withKey.env.OPENAI_BASE_URL).toBe('http://127.0.0.1:9/v1');
    const forced = parseEnv({ AI_PROVIDER: 'builtin', OPENAI_API_KEY: 'sk-test' });
    expect(forced.ok && forced.env.AI_PROVIDER).toBe('builtin');
    const missing = parseEnv({ AI_PROVIDER: 'openai' });
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.problems).toContain('OPENAI_API_KEY: is required when AI_PROVIDER=openai');
  });

  it('finds the repository root by pnpm-workspace.yaml', () => {
    expect(readFileSync(join(findRepoRoot(), 'pnpm-workspace.yaml'), 'utf8')).toContain('api');
  });

  it('derives PUBLIC_URL from PORT, keeps absolute paths and reads lists and booleans', () => {
    const result = parseEnv({
      PORT: '4100',
      DATA_DIR: '/var/lib/resumeboost',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      EXTENSION_ORIGINS: 'chrome-extension://abc',
      TRUST_PROXY: 'true',
      NODE_ENV: 'test',
    });
    expect(result.ok && result.env).toMatchObject({
      PUBLIC_URL: 'http://localhost:4100',
      DATA_DIR: '/var/lib/resumeboost',
      ALLOWED_ORIGINS: ['https://a.example', 'https://b.example'],
      EXTENSION_ORIGINS: ['chrome-extension://abc'],
      TRUST_PROXY: true,
      LOG_LEVEL: 'silent',
    });
  });

  it('has no default dev origins in production', () => {
    const result = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587', DATABASE_URL });
    expect(result.ok && result.env.ALLOWED_ORIGINS).toEqual([]);
    expect(result.ok && result.env.EXTENSION_ORIGINS).toEqual([]);
  });

  it("accepts the development extension's fixed origin by default outside production only", () => {
    expect(EXTENSION_ORIGIN).toBe('chrome-extension://cndnamjfcpdkonljaapbopoabcejmoke');
    for (const NODE_ENV of ['development', 'test']) {
      const result = parseEnv({ NODE_ENV });
      expect(result.ok && result.env.EXTENSION_ORIGINS, NODE_ENV).toEqual([EXTENSION_ORIGIN]);
    }
    // Set, even to nothing, the list replaces the default.
    const none = parseEnv({ EXTENSION_ORIGINS: '' });
    expect(none.ok && none.env.EXTENSION_ORIGINS).toEqual([]);
    const own = parseEnv({ EXTENSION_ORIGINS: 'moz-extension://0b5f1e9c-3a7d-4c51-9f1e-2d7b6a4c8e10/' });
    expect(own.ok && own.env.EXTENSION_ORIGINS).toEqual(['moz-extension://0b5f1e9c-3a7d-4c51-9f1e-2d7b6a4c8e10']);
    const production = parseEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:587',
      DATABASE_URL,
      EXTENSION_ORIGINS: EXTENSION_ORIGIN,
    });
    expect(production.ok && production.env.EXTENSION_ORIGINS).toEqual([EXTENSION_ORIGIN]);
  });

  it('lists every problem at once', () => {
    const result = parseEnv({
      NODE_ENV: 'production',
      PORT: 'eighty',
      PUBLIC_URL: 'ftp://nope',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      TRUST_PROXY: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const fields = result.problems.map((p) => p.split(':')[0]);
    expect(fields.sort()).toEqual(['DATABASE_URL', 'PORT', 'PUBLIC_URL', 'SESSION_SECRET', 'SMTP_URL', 'TRUST_PROXY'].sort());
  });

  it('refuses the outbox (no SMTP_URL) in production, listed with the other problems', () => {
    const result = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PORT: 'eighty', DATABASE_URL });
    expect(!result.ok && result.problems.map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'SMTP_URL']);
    expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
  });

  it('requires DATABASE_URL in production: PGlite serves one process per data folder', () => {
    const result = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587' });
    expect(!result.ok && result.problems).toEqual([
      'DATABASE_URL: is required in production (PGlite in DATA_DIR serves one process only)',
    ]);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:587', DATABASE_URL }).ok).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
  });

  it('reads the role, the pool size, the shutdown times and the metrics token', () => {
    const defaults = parseEnv({});
    expect(defaults.ok && defaults.env).toMatchObject({
      ROLE: 'all',
      DATABASE_POOL_MAX: 10,
      // Longer than one model answer may take (OPENAI_TIMEOUT_MS, 20 s), so a tailoring in flight ends.
      SHUTDOWN_TIMEOUT_MS: 30_000,
      SHUTDOWN_DELAY_MS: 0,
      METRICS_TOKEN: undefined,
      DATABASE_MIGRATION_URL: undefined,
    });
    const slowModel = parseEnv({ OPENAI_TIMEOUT_MS: '45000' });
    expect(slowModel.ok && slowModel.env.SHUTDOWN_TIMEOUT_MS).toBe(55_000);
    const set = parseEnv({
      ROLE: 'worker',
      DATABASE_URL,
      DATABASE_MIGRATION_URL: 'postgres://direct:5432/app',
      DATABASE_POOL_MAX: '4',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_DELAY_MS: '2000',
      METRICS_TOKEN: 'm'.repeat(24),
    });
    expect(set.ok && set.env).toMatchObject({
      ROLE: 'worker',
      DATABASE_MIGRATION_URL: 'postgres://direct:5432/app',
      DATABASE_POOL_MAX: 4,
      SHUTDOWN_TIMEOUT_MS: 5000,
      SHUTDOWN_DELAY_MS: 2000,
      METRICS_TOKEN: 'm'.repeat(24),
    });
    const wrong = parseEnv({ ROLE: 'both', DATABASE_POOL_MAX: '0', SHUTDOWN_TIMEOUT_MS: 'later', METRICS_TOKEN: 'short', DATABASE_MIGRATION_URL: 'postgres://x/y' });
    expect(!wrong.ok && wrong.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_POOL_MAX',
      'DATABASE_URL',
      'METRICS_TOKEN',
      'ROLE',
      'SHUTDOWN_TIMEOUT_MS',
    ]);
    expect(!wrong.ok && wrong.problems).toContain('ROLE: must be all, web or worker');
  });

  it('reads the database time limits', () => {
    const result = parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: '2500', DATABASE_STATEMENT_TIMEOUT_MS: '60000' });
    expect(result.ok && [result.env.DATABASE_CONNECT_TIMEOUT_MS, result.env.DATABASE_STATEMENT_TIMEOUT_MS]).toEqual([2500, 60000]);
    const wrong = parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: '0', DATABASE_STATEMENT_TIMEOUT_MS: 'soon' });
    expect(!wrong.ok && wrong.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
    ]);
  });

  it('requires a session secret of at least 32 characters when one is given', () => {
    const result = parseEnv({ SESSION_SECRET: 'short' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(['SESSION_SECRET: must be at least 32 characters']);
  });
});

describe('ensureSessionSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a secret once, stores it with mode 0600 and reuses it', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'resumeboost-env-')), 'data');
    dirs.push(dataDir);
    const result = parseEnv({ DATA_DIR: dataDir });
    if (!result.ok) throw new Error('env');
    const first = ensureSessionSecret(result.env);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureSessionSecret(result.env).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('keeps a configured secret', () => {
    const result = parseEnv({ SESSION_SECRET: 's'.repeat(40), DATA_DIR: '/nonexistent' });
    if (!result.ok) throw new Error('env');
    expect(ensureSessionSecret(result.env).SESSION_SECRET).toBe('s'.repeat(40));
  });
});
