/**
 * Builds the Koa app from its dependencies (database, environment, mailer, clock, rate-limit rules),
 * so server.ts and every test assemble their own. Request path:
 * request id + log → request timing (metrics) → security headers → extension CORS → error handler →
 * /metrics (token) → origin check → JSON body → session → /api routers (404 JSON for unknown /api
 * paths) → built web app with history fallback.
 */
import Router from '@koa/router';
import { AppError, messages } from '@jobapp/shared';
import Koa from 'koa';
import type { Db } from './db/client';
import { createSearchLogRouter } from './features/applications/search-log.routes';
import { createApplicationsRouter } from './features/applications/applications.routes';
import { createPacketsRouter } from './features/packets/packets.routes';
import { createAuthRouter } from './features/auth/auth.routes';
import { resolveSession } from './features/auth/sessions.service';
import { createBillingRouter } from './features/billing/billing.routes';
import type { BillingProvider } from './lib/billing-provider';
import { createBillingProvider } from './features/billing/providers';
import { createContactRouter } from './features/contact/contact.routes';
import { createConsultationsRouter } from './features/consultations/consultations.routes';
import { createExportsRouter } from './features/exports/exports.routes';
import { createHealthRouter } from './features/health/health.routes';
import { serveMetrics, timeRequests } from './features/health/metrics.routes';
import { createJobAlertsRouter } from './features/job-alerts/job-alerts.routes';
import { createJobPostingsRouter } from './features/job-postings/job-postings.routes';
import { createJobSearchRouter } from './features/job-search/job-search.routes';
import { UnreadablePages } from './lib/unreadable-pages';
import { createNewsletterRouter } from './features/newsletter/newsletter.routes';
import { createRemindersRouter } from './features/reminders/reminders.routes';
import { createResumeTemplatesRouter } from './features/resume-templates/resume-templates.routes';
import { createResumesRouter } from './features/resumes/resumes.routes';
import { createEditorRouter } from './features/editor/editor.routes';
import { createCoverLettersRouter } from './features/cover-letters/cover-letters.routes';
import { createLinkedInRouter } from './features/linkedin/linkedin.routes';
import type { TemplatePreviews } from './features/templates/template-previews';
import { createDefaultTemplatePreviews, createTemplatePreviewsRouter } from './features/templates/templates.routes';
import { createUsersRouter } from './features/users/users.routes';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background';
import { createSharedBrowser, type SharedBrowser } from './lib/browser';
import { systemClock, type Clock } from './lib/clock';
import { computeStats } from './lib/compute/compute-pool';
import { countJobsByState } from './lib/jobs/jobs.queries';
import { createMetrics, type AppMetrics } from './lib/metrics';
import { createReadiness, type Readiness } from './lib/readiness';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { loadSession } from './middleware/auth';
import { parseJsonBody } from './middleware/body-parser';
import { compressLargeAnswers } from './middleware/compress';
import { extensionCors } from './middleware/cors';
import { errorHandler } from './middleware/error-handler';
import { originCheck } from './middleware/origin-check';
import { createRateLimiters, type RateLimitConfig } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { serveWebApp } from './middleware/serve-web-app';
import type { AppEnv, AppState, Deps } from './types';

export interface AppOptions {
  db: Db;
  env: AppEnv;
  logger: Logger;
  mailer: Mailer;
  /** The Chromium for PDF exports; its creator closes it. Default: one on env.CHROME_PATH, started on first use. */
  browser?: SharedBrowser;
  clock?: Clock;
  rateLimits?: Partial<RateLimitConfig>;
  /** Work finished after the answer; pass one to wait for it (shutdown, tests). Default: a new one. */
  background?: BackgroundTasks;
  /** Default: Stripe with keys, test mode without (null in production without keys: 503). */
  billing?: BillingProvider | null;
  /** The template previews (their own Chromium, closed by its creator). Default: cached in DATA_DIR. */
  templatePreviews?: TemplatePreviews;
  /** Shutdown turns it to draining (GET /api/ready 503). Default: a new one, always ready. */
  readiness?: Readiness;
  /** Default: request durations, job counts and Chromium pages (server.ts adds the pools and process metrics). */
  metrics?: AppMetrics;
}

function createApiRouter(deps: Deps, previews: TemplatePreviews): Router<AppState> {
  const api = new Router<AppState>({ prefix: '/api' });
  // Answers about a signed-in user must never be stored by browsers or proxies.
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  api.use(compressLargeAnswers());
  for (const router of [
    createHealthRouter(deps),
    createAuthRouter(deps),
    createUsersRouter(deps),
    createSearchLogRouter(deps),
    createApplicationsRouter(deps),
    createPacketsRouter(deps),
    createContactRouter(deps),
    createNewsletterRouter(deps),
    createExportsRouter(deps),
    createResumesRouter(deps),
    createEditorRouter(deps),
    createCoverLettersRouter(deps),
    createLinkedInRouter(deps),
    createJobPostingsRouter(deps),
    createJobSearchRouter(deps),
    createBillingRouter(deps),
    createRemindersRouter(deps),
    createConsultationsRouter(deps),
    createJobAlertsRouter(deps),
    createResumeTemplatesRouter(deps, previews),
    createTemplatePreviewsRouter(deps, previews),
  ]) {
    api.use(router.routes());
  }
  api.all('/{*rest}', () => {
    throw new AppError('not_found', messages.notFound);
  });
  return api;
}

export function createApp(options: AppOptions): Koa<AppState> {
  const clock = options.clock ?? systemClock;
  const browser = options.browser ?? createSharedBrowser({ executablePath: options.env.CHROME_PATH, logger: options.logger });
  const deps: Deps = {
    db: options.db,
    env: options.env,
    logger: options.logger,
    mailer: options.mailer,
    clock,
    limiters: createRateLimiters(options.db, options.rateLimits),
    browser,
    background: options.background ?? createBackgroundTasks(options.logger),
    unreadablePages: new UnreadablePages(),
    billing: options.billing !== undefined ? options.billing : createBillingProvider(options.env, options.db, clock),
    readiness: options.readiness ?? createReadiness(),
    metrics:
      options.metrics ??
      createMetrics(
        { computePool: computeStats, browser: () => browser.stats(), jobs: () => countJobsByState(options.db, systemClock()) },
        { logger: options.logger },
      ),
  };
  // Behind a proxy, the client address is the last X-Forwarded-For entry (the one our proxy added);
  // earlier entries are whatever the client claimed.
  const app = new Koa<AppState>({ proxy: options.env.TRUST_PROXY, maxIpsCount: 1 });
  // Errors are answered by errorHandler; keep Koa from printing them again.
  app.silent = true;

  const api = createApiRouter(deps, options.templatePreviews ?? createDefaultTemplatePreviews(deps));
  app
    .use(requestId(deps.logger))
    .use(timeRequests(deps.metrics))
    .use(securityHeaders(deps.env))
    .use(extensionCors(deps.env))
    .use(errorHandler())
    .use(serveMetrics(deps.metrics, deps.env.METRICS_TOKEN))
    .use(originCheck(deps.env))
    .use(parseJsonBody())
    .use(loadSession(deps.env, (token) => resolveSession(deps, token)))
    .use(api.routes())
    .use(serveWebApp(deps.env.WEB_DIST));
  return app;
}
