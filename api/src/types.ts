/** Types shared by the app's middleware and features: what every handler can reach. */
import type { Middleware } from 'koa';
import type { Db } from './db/client';
import type { SessionRow } from './db/schema';
import type { Env } from './env';
import type { BillingProvider } from './features/billing/provider';
import type { UnreadablePages } from './features/jobs/unreadable-pages';
import type { UserRecord } from './features/users/users.queries';
import type { BackgroundTasks } from './lib/background';
import type { SharedBrowser } from './lib/browser';
import type { Clock } from './lib/clock';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { RateLimiters } from './middleware/rate-limit';

export type AppEnv = Env & { SESSION_SECRET: string };

/** The app's dependencies, built once in createApp and closed over by routers and services. */
export interface Deps {
  db: Db;
  env: AppEnv;
  logger: Logger;
  mailer: Mailer;
  clock: Clock;
  limiters: RateLimiters;
  /** The one Chromium that prints PDF exports (started on first use). */
  browser: SharedBrowser;
  /** Work started by a request and finished after its answer (lib/background.ts). */
  background: BackgroundTasks;
  /** Job pages that failed to read in the last minutes (a retry with a pasted description skips them). */
  unreadablePages: UnreadablePages;
  /** Stripe, the test-mode provider, or null in production without keys (D5: 503 'Billing is not configured'). */
  billing: BillingProvider | null;
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by the session middleware when a valid session cookie came with the request. */
  auth?: { user: UserRecord; session: SessionRow };
}

export type AppMiddleware = Middleware<AppState>;
