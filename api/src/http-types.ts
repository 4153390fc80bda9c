/**
 * The request side of the app's types: the environment as the app sees it, what a request carries in
 * `ctx.state`, and the middleware type. Middleware imports these from here; types.ts re-exports them
 * next to the app's dependencies (Deps), which are built from middleware and lib/ and so sit above.
 */
import type { Middleware } from 'koa';
import type { SessionRow } from './db/schema';
import type { UserRecord } from './db/user-record';
import type { Env } from './env';
import type { Logger } from './logger';

export type AppEnv = Env & { SESSION_SECRET: string };

/** The signed-in user and session of a request. */
export interface RequestAuth {
  user: UserRecord;
  session: SessionRow;
}

export interface AppState {
  requestId: string;
  log: Logger;
  /** Set by the session middleware when a valid session cookie came with the request. */
  auth?: RequestAuth;
}

export type AppMiddleware = Middleware<AppState>;
