/**
 * Request validation with the shared zod schemas. A failure becomes 400 `validation_failed` whose
 * message is the first problem and whose details map each field to its first message.
 */
import { AppError, apiMessages } from '@jobapp/shared';
import type { Context } from 'koa';
import type { z } from 'zod';

export function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    details[field] ??= issue.message;
  }
  return new AppError('validation_failed', issues[0]?.message ?? 'Invalid input', details);
}

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

function hasRequestBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  return (length !== '' && length !== '0') || ctx.get('Transfer-Encoding') !== '';
}

/** The JSON body checked against `schema`. A body in another format is refused with 415. */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  if (hasRequestBody(ctx) && !ctx.is('application/json', '+json')) {
    throw new AppError('unsupported_media_type', apiMessages.unsupportedMediaType);
  }
  return parseInput(schema, ctx.request.body ?? {});
}
