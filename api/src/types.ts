/**
 * Types shared by the app's middleware and features: what every handler can reach. Nothing here comes
 * from the features (they import these, never the other way round).
 */
import type { Db } from './db/client';
import type { AppEnv } from './http-types';
import type { BackgroundTasks } from './lib/background';
import type { BillingProvider } from './lib/billing-provider';
import type { SharedBrowser } from './lib/browser';
import type { Clock } from './lib/clock';
import type { AppMetrics } from './lib/metrics';
import type { Readiness } from './lib/readiness';
import type { UnreadablePages } from './lib/unreadable-pages';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { RateLimiters } from './middleware/rate-limit';

export type { AppEnv, AppMiddleware, AppState, RequestAuth } from './http-types';

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
  /** Turns draining on shutdown: GET /api/ready then answers 503. */
  readiness: Readiness;
  /** Request durations and the pools' gauges, served at GET /metrics. */
  metrics: AppMetrics;
}
