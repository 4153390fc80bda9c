/** Answers a download (resume or cover letter): its type, an attachment name, no caching, and the template used. */
import type { Context } from 'koa';
import { attachmentDisposition } from './content-disposition';
import type { ExportFile } from './exports.service';

export function sendFile(ctx: Context, file: ExportFile): void {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', attachmentDisposition(file.fileName));
  ctx.set('Cache-Control', 'no-store');
  if (file.templateId) ctx.set('X-Resume-Template', file.templateId);
  ctx.body = file.bytes;
}

/** `?template=` when it has a template id's shape (the service checks it is one the plan unlocks). */
export function templateQuery(ctx: Pick<Context, 'query'>): string | undefined {
  const value = ctx.query.template;
  return typeof value === 'string' && /^[a-z]+-\d{1,3}$/.test(value) ? value : undefined;
}
