/**
 * How the API's services run a task in the compute pool: one call, typed by the task registry
 * (api/src/compute-tasks.ts), with the pool's refusals turned into the product's answers — past the
 * time or memory limit 422 (`tooComplex`), the queue full 503 (`busy`), the owner's other task still
 * queued or running 429 rate_limited with Retry-After.
 */
import { apiMessages, AppError, messages } from '@jobapp/shared';
import type { Logger } from '../../logger';
import { RateLimitedError } from '../../middleware/rate-limit';
import { getComputePool, type ComputeOwner } from './compute-pool';
import { ComputeBusyError, ComputeLimitError, ComputeOwnerBusyError } from './errors';
import type { ComputeInput, ComputeKind, ComputeResult } from './tasks';

export interface ComputeCall {
  log: Logger;
  /** The user the task is for (at most one task each at a time), or null for system work. */
  owner: ComputeOwner;
  /** The 422 past a limit (default: apiMessages.computeTooComplex). */
  tooComplex?: string;
  /** The 503 when the queue is full (default: messages.optimizationFailedDefault). */
  busy?: string;
  /** The 429 while the owner's other task runs (default: messages.rateLimited). */
  tooMany?: string;
}

export async function compute<K extends ComputeKind>(kind: K, input: ComputeInput<K>, call: ComputeCall): Promise<ComputeResult<K>> {
  const { log } = call;
  const pool = getComputePool((error) => log.error({ err: error }, 'Compute worker failed'));
  try {
    return await pool.run(kind, input, call.owner);
  } catch (error) {
    if (error instanceof ComputeLimitError) {
      log.warn({ task: kind, limit: error.limit, detail: error.message }, 'Compute task stopped at its limit');
      throw new AppError('unprocessable', call.tooComplex ?? apiMessages.computeTooComplex);
    }
    if (error instanceof ComputeBusyError) throw new AppError('service_unavailable', call.busy ?? messages.optimizationFailedDefault);
    if (error instanceof ComputeOwnerBusyError) {
      const limited = new RateLimitedError(error.retryAfterMs);
      throw call.tooMany ? Object.assign(new AppError('rate_limited', call.tooMany), { retryAfterSeconds: limited.retryAfterSeconds }) : limited;
    }
    throw error;
  }
}
