/**
 * Saved searches and company watches (issue 25, sections 1 and 8): list, create within the plan's
 * limits, change, pause, delete. The limits come from the shared entitlements (`jobAlerts`), so a plan
 * that has ended or changed (D9: at the end of the period) is read as it is now.
 */
import { AppError, type PlanId } from '@jobapp/shared';
import { recogniseCompanyBoard } from '@jobapp/shared/job-alerts/board-url';
import {
  alertLimitMessage,
  jobAlertMessages,
  searchOnlyFields,
  watchOnlyFields,
  type AlertFrequency,
  type CompanyWatch,
  type CreateJobAlert,
  type JobAlert,
  type AlertRunAnswer,
  type JobAlertList,
  type SavedSearch,
  type UpdateJobAlert,
} from '@jobapp/shared/job-alerts/job-alerts.schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../types';
import { turnAlertEmailsOff } from './alert-digest.queries';
import { runAlertGroup } from './alert-run';
import { unsubscribingUser } from './alert-unsubscribe';
import { entitlementsFor, type BillingUser } from '../billing/billing-account';
import { countAlerts, deleteAlert, findAlert, insertAlert, jobAlertsPreference, listAlerts, lockUser, updateAlert, type JobAlertRow } from './job-alerts.queries';

/** 402 `subscription_required`: the plan has no job alerts (the code's usual status is 403; the issue fixes 402). */
export class AlertsNotInPlanError extends AppError {
  override readonly status: number = 402;
  constructor() {
    super('subscription_required', jobAlertMessages.notInPlan, { href: '/pricing' });
  }
}

export function presentAlert(row: JobAlertRow): JobAlert {
  const base = {
    id: row.id,
    paused: row.paused,
    frequency: row.frequency as AlertFrequency,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
  return row.kind === 'search'
    ? { ...base, kind: 'search', search: row.params as SavedSearch }
    : { ...base, kind: 'watch', watch: row.params as CompanyWatch };
}

export async function alertList(db: Db, user: BillingUser, now: Date): Promise<JobAlertList> {
  const rows = await listAlerts(db, user.id);
  const allowed = entitlementsFor(user, now).jobAlerts;
  const used = (kind: string) => rows.filter((row) => row.kind === kind).length;
  return {
    alerts: rows.map(presentAlert),
    included: allowed.searches > 0 || allowed.watches > 0,
    limits: { searches: { used: used('search'), limit: allowed.searches }, watches: { used: used('watch'), limit: allowed.watches } },
    emailsOn: await jobAlertsPreference(db, user.id),
  };
}

function paramsOf(input: CreateJobAlert): SavedSearch | CompanyWatch {
  if (input.kind === 'search') {
    const { title, location, remote, sources, postedWithinDays } = input;
    return { title, location, remote, sources, postedWithinDays };
  }
  const board = recogniseCompanyBoard(input.boardUrl);
  if (!board) throw new AppError('validation_failed', jobAlertMessages.boardUrl, { boardUrl: jobAlertMessages.boardUrl });
  return { board: board.board, company: board.company, boardUrl: board.boardUrl, titleFilter: input.titleFilter };
}

export async function createAlert(db: Db, user: BillingUser, input: CreateJobAlert, now: Date): Promise<JobAlert> {
  const entitlements = entitlementsFor(user, now);
  const limit = input.kind === 'search' ? entitlements.jobAlerts.searches : entitlements.jobAlerts.watches;
  if (entitlements.jobAlerts.searches === 0 && entitlements.jobAlerts.watches === 0) throw new AlertsNotInPlanError();
  const params = paramsOf(input);
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if ((await countAlerts(tx, user.id, input.kind)) >= limit) {
      throw new AppError('quota_exhausted', alertLimitMessage(input.kind, entitlements.plan as PlanId, limit), { href: '/pricing' });
    }
    return presentAlert(await insertAlert(tx, { userId: user.id, kind: input.kind, params, frequency: input.frequency, createdAt: now, updatedAt: now }));
  });
}

export async function changeAlert(db: Db, userId: number, id: number, input: UpdateJobAlert, now: Date): Promise<JobAlert> {
  const row = await findAlert(db, userId, id);
  if (!row) throw new AppError('not_found', jobAlertMessages.notFound);
  const foreign = row.kind === 'search' ? watchOnlyFields : searchOnlyFields;
  const wrong = foreign.find((field) => input[field] !== undefined);
  if (wrong) throw new AppError('validation_failed', jobAlertMessages.wrongKind, { [wrong]: jobAlertMessages.wrongKind });
  const { paused, frequency, ...fields } = input;
  const params = Object.keys(fields).length > 0 ? { ...(row.params as object), ...fields } : undefined;
  const updated = await updateAlert(db, userId, id, { ...(params ? { params } : {}), ...(paused === undefined ? {} : { paused }), ...(frequency ? { frequency } : {}) }, now);
  if (!updated) throw new AppError('not_found', jobAlertMessages.notFound);
  return presentAlert(updated);
}

export async function removeAlert(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteAlert(db, userId, id))) throw new AppError('not_found', jobAlertMessages.notFound);
}

/** POST /api/job-alerts/run: the signed-in user's alerts run now (tests and development; refused in production). */
export async function runAlertsNow(deps: Pick<Deps, 'db' | 'env' | 'logger'>, userId: number, now: Date): Promise<AlertRunAnswer> {
  if (deps.env.NODE_ENV === 'production') throw new AppError('forbidden', jobAlertMessages.productionOnly);
  const result = await runAlertGroup(
    { db: deps.db, env: deps.env, logger: deps.logger },
    { userIds: [userId], runKeyOf: () => `run:${now.toISOString()}`, now, manual: true },
  );
  return { sent: result.sent.includes(userId), reads: result.reads, limited: result.failed };
}

/** The one-click unsubscribe (RFC 8058): the `jobAlerts` preference off for the link's user. */
export async function unsubscribeFromAlerts(deps: Pick<Deps, 'db' | 'env'>, token: string, now: Date): Promise<void> {
  const userId = unsubscribingUser(deps.env, token, now);
  if (userId === null || !(await turnAlertEmailsOff(deps.db, userId, now))) throw new AppError('bad_request', jobAlertMessages.unsubscribeInvalid);
}
