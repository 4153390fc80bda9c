/**
 * GET /api/reminders/today, POST /api/reminders/done and /dismiss ({ key }), GET and PATCH
 * /api/reminders/settings, POST /api/reminders/calendar-token (→ { url }), GET /api/calendar/{token}.ics
 * (no session: the secret token is the key), POST /api/applications/{id}/follow-up-draft.
 */
import Router from '@koa/router';
import { AppError } from '@jobapp/shared';
import { reminderKeySchema, reminderSettingsSchema } from '@jobapp/shared/reminders/reminders';
import { idParam } from '../../lib/route-params';
import { requireAuth } from '../../middleware/auth';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { followUpMessages, writeFollowUpDraft } from './follow-up-draft';
import { calendarFeed, changeSettings, getSettings, reminderMessages, remindersToday, rotateCalendarToken, settle } from './reminders.service';

const TOKEN_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export function createRemindersRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/reminders/today', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await remindersToday(deps.db, user.id, deps.clock());
  });

  for (const status of ['done', 'dismissed'] as const) {
    router.post(status === 'done' ? '/reminders/done' : '/reminders/dismiss', async (ctx) => {
      const { user } = requireAuth(ctx.state);
      const { key } = parseBody(ctx, reminderKeySchema);
      await settle(deps.db, user.id, key, status);
      ctx.body = await remindersToday(deps.db, user.id, deps.clock());
    });
  }

  router.get('/reminders/settings', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await getSettings(deps.db, user.id);
  });

  router.patch('/reminders/settings', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await changeSettings(deps, user.id, parseBody(ctx, reminderSettingsSchema));
  });

  router.post('/reminders/calendar-token', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.status = 201;
    ctx.body = { url: await rotateCalendarToken(deps, user.id) };
  });

  router.get('/calendar/:file', async (ctx) => {
    const token = TOKEN_FILE.exec(ctx.params.file ?? '')?.[1];
    if (!token) throw new AppError('not_found', reminderMessages.calendarNotFound);
    const body = await calendarFeed(deps, token);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = body;
  });

  router.post('/applications/:id/follow-up-draft', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await writeFollowUpDraft(deps.db, user.id, idParam(ctx.params.id, followUpMessages.notFound));
  });

  return router;
}
