/**
 * The job-search log (issue 24, section 6): the applications of a date range with their date, company,
 * role, link, stage history and first contact, as CSV (UTF-8 BOM, formula guard from shared/) or as a
 * PDF printed by the shared Chromium (search-log.html.ts). Dates are UTC calendar days, as the range.
 */
import { applicationStageLabels, type ApplicationStage } from '@jobapp/shared/applications/applications.schema';
import { toCsv } from '@jobapp/shared/applications/csv-cell';
import { SEARCH_LOG_COLUMNS, searchLogFileName, type SearchLogRange } from '@jobapp/shared/applications/search-log';
import type { Deps } from '../../types';
import type { UserRecord } from '../../db/user-record';
import { findLogApplications, findStageHistory, type LogApplicationRow, type LogStageRow } from './search-log.queries';
import { renderSearchLogHtml, type LogEntry, type LogStage, type SearchLog } from './search-log.html';

export interface LogFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

function stageLabel(stage: string): string {
  return applicationStageLabels[stage as ApplicationStage] ?? stage;
}

/**
 * One entry per application. The stage history is every stage entered, in time order (a repeat of the
 * stage just entered is left out); a card with no stage events shows its current stage from when it was entered.
 */
export function buildLogEntries(rows: readonly LogApplicationRow[], stages: readonly LogStageRow[]): LogEntry[] {
  const byApplication = new Map<number, LogStageRow[]>();
  for (const stage of stages) {
    const list = byApplication.get(stage.applicationId) ?? [];
    list.push(stage);
    byApplication.set(stage.applicationId, list);
  }
  return rows.map((row) => {
    const history: LogStage[] = [];
    let previous: string | null = null;
    for (const event of byApplication.get(row.id) ?? []) {
      if (event.stage === previous) continue;
      history.push({ label: stageLabel(event.stage), day: dayOf(event.at) });
      previous = event.stage;
    }
    if (history.length === 0) history.push({ label: stageLabel(row.stage), day: dayOf(row.stageChangedAt) });
    const first = row.contacts[0];
    return {
      day: dayOf(row.appliedAt ?? row.createdAt),
      applied: row.appliedAt !== null,
      company: row.company,
      role: row.jobTitle,
      link: row.jobUrl ?? '',
      stages: history,
      contact: first ? { name: first.name, email: first.email ?? '', phone: first.phone ?? '' } : null,
    };
  });
}

export async function loadSearchLog(deps: Pick<Deps, 'db'>, user: Pick<UserRecord, 'id' | 'fullName' | 'username'>, range: SearchLogRange): Promise<SearchLog> {
  const rows = await findLogApplications(deps.db, user.id, range.start, range.endExclusive);
  const stages = await findStageHistory(
    deps.db,
    user.id,
    rows.map((row) => row.id),
  );
  return { owner: user.fullName?.trim() || user.username, range, entries: buildLogEntries(rows, stages) };
}

/** "Applied 2026-03-02; Interviewing 2026-03-10" */
export function stageHistoryText(stages: readonly LogStage[]): string {
  return stages.map((stage) => `${stage.label} ${stage.day}`).join('; ');
}

export function searchLogCsv(log: SearchLog): LogFile {
  const rows = log.entries.map((entry) => [
    entry.day,
    entry.company,
    entry.role,
    entry.link,
    stageHistoryText(entry.stages),
    entry.contact?.name ?? '',
    entry.contact?.email ?? '',
    entry.contact?.phone ?? '',
  ]);
  return {
    fileName: searchLogFileName('csv', log.range),
    contentType: 'text/csv; charset=utf-8',
    bytes: Buffer.from(toCsv([[...SEARCH_LOG_COLUMNS], ...rows]), 'utf8'),
  };
}

export async function searchLogPdf(deps: Pick<Deps, 'browser'>, log: SearchLog): Promise<LogFile> {
  const bytes = await deps.browser.renderPdf(renderSearchLogHtml(log), {
    format: 'Letter',
    printBackground: true,
    tagged: true,
    margin: { top: '0.6in', bottom: '0.6in', left: '0.6in', right: '0.6in' },
  });
  return { fileName: searchLogFileName('pdf', log.range), contentType: 'application/pdf', bytes };
}
