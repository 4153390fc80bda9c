/**
 * Gives every request an id (a sane incoming X-Request-Id is kept, else a new UUID), echoes it in the
 * response, and logs one line per request with a child logger that carries the id.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { AppMiddleware } from '../types';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ requestId: id });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
