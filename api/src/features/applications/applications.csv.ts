/**
 * GET /api/applications/export.csv and POST /api/applications/import.csv (issue 24, section 8): every
 * field of every card, with its timeline, so export → import into another account → export gives the
 * same bytes. Writing uses the shared `toCsv` (UTF-8 BOM, CRLF, RFC 4180 quoting and the formula guard:
 * a cell starting with = + - @, their full-width forms, a tab or CR gets a leading '). Reading uses
 * csv-parse (a maintained RFC 4180 parser: quoted line breaks, doubled quotes, a BOM), and takes the
 * guard off again: a text cell that starts with ' followed by a guarded character loses the '.
 * Lists, contacts and the timeline are JSON in their cell; documents are not carried (their ids belong
 * to the exporting account).
 */
import { AppError, messages } from '@jobapp/shared';
import { applicationCanonicalUrl, applicationMatchKey } from '@jobapp/shared/applications/application-match';
import {
  APPLICATION_SOURCES,
  APPLICATION_STAGES,
  contactSchema,
  JOB_BOARDS,
  SALARY_UNITS,
  type ApplicationStage,
} from '@jobapp/shared/applications/applications.schema';
import { toCsv } from '@jobapp/shared/applications/csv-cell';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { Deps } from '../../types';
import { findAllApplications, findDuplicate, findEvents, insertApplication, insertEvents, lockUserApplications, updateApplicationRow, type ApplicationEventRow, type ApplicationRow, type NewApplicationRow } from './applications.queries';

export const MAX_IMPORT_ROWS = 2000;

const COLUMNS = [
  'Job title',
  'Company',
  'Location',
  'Job link',
  'Board',
  'Requisition ID',
  'Stage',
  'Source',
  'Excitement',
  'Tags',
  'Salary min',
  'Salary max',
  'Salary currency',
  'Salary unit',
  'Valid through',
  'Direct apply',
  'Workplace type',
  'Interview rounds',
  'No response days',
  'Notes',
  'Contacts',
  'Description',
  'Created',
  'Updated',
  'Stage changed',
  'Last event',
  'Timeline',
] as const;
type Column = (typeof COLUMNS)[number];

interface CsvEvent {
  kind: string;
  stage?: string;
  fromStage?: string;
  at: string;
  data?: Record<string, unknown>;
}

function timelineOf(events: readonly ApplicationEventRow[]): CsvEvent[] {
  return events.map((e) => ({
    kind: e.kind,
    ...(e.stage ? { stage: e.stage } : {}),
    ...(e.fromStage ? { fromStage: e.fromStage } : {}),
    at: e.at.toISOString(),
    ...(Object.keys(e.data).length > 0 ? { data: e.data } : {}),
  }));
}

function rowOf(card: ApplicationRow, events: readonly ApplicationEventRow[]): (string | number | null)[] {
  const cells: Record<Column, string | number | null> = {
    'Job title': card.jobTitle,
    Company: card.company,
    Location: card.location,
    'Job link': card.jobUrl,
    Board: card.board,
    'Requisition ID': card.requisitionId,
    Stage: card.stage,
    Source: card.source,
    Excitement: card.excitement,
    Tags: card.tags.length > 0 ? JSON.stringify(card.tags) : '',
    'Salary min': card.salary?.min ?? null,
    'Salary max': card.salary?.max ?? null,
    'Salary currency': card.salary?.currency ?? null,
    'Salary unit': card.salary?.unit ?? null,
    'Valid through': card.validThrough,
    'Direct apply': card.directApply === null ? null : card.directApply ? 'yes' : 'no',
    'Workplace type': card.workplaceType,
    'Interview rounds': card.interviewRounds,
    'No response days': card.noResponseDays,
    Notes: card.notes,
    Contacts: card.contacts.length > 0 ? JSON.stringify(card.contacts) : '',
    Description: card.description,
    Created: card.createdAt.toISOString(),
    Updated: card.updatedAt.toISOString(),
    'Stage changed': card.stageChangedAt.toISOString(),
    'Last event': card.lastEventAt.toISOString(),
    Timeline: JSON.stringify(timelineOf(events)),
  };
  return COLUMNS.map((column) => cells[column]);
}

/** The owner's cards as CSV text (BOM first), oldest first. */
export async function exportApplicationsCsv(deps: Deps, userId: number): Promise<string> {
  const cards = await findAllApplications(deps.db, userId);
  const events = await findEvents(deps.db, userId, cards.map((c) => c.id));
  const byCard = new Map<number, ApplicationEventRow[]>();
  for (const event of events) {
    const list = byCard.get(event.applicationId);
    if (list) list.push(event);
    else byCard.set(event.applicationId, [event]);
  }
  return toCsv([[...COLUMNS], ...cards.map((card) => rowOf(card, byCard.get(card.id) ?? []))]);
}

/** Takes off the export's formula guard: ' before a character a spreadsheet would read as a formula. */
export function unguardCell(value: string): string {
  return /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u.test(value) ? value.slice(1) : value;
}

const isoTime = z.iso.datetime({ offset: true });
const optionalText = (max: number) => z.string().max(max).transform((v) => (v === '' ? null : v));
const optionalNumber = z
  .string()
  .transform((v, ctx) => {
    if (v.trim() === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a number of 0 or more' });
      return z.NEVER;
    }
    return n;
  });
const jsonCell = <T extends z.ZodType>(schema: T, what: string) =>
  z.string().transform((v, ctx): z.output<T> | undefined => {
    if (v.trim() === '') return undefined;
    let value: unknown;
    try {
      value = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${what} is not readable (JSON as the export writes it)` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `${what} is not as the export writes it` });
      return z.NEVER;
    }
    return parsed.data;
  });
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.string().refine((v) => v === '' || (values as readonly string[]).includes(v), { message: `${what} must be one of ${values.join(', ')}` });

const eventSchema = z.object({
  kind: z.enum(['created', 'stage', 'resume', 'cover_letter', 'note', 'packet']),
  stage: z.enum(APPLICATION_STAGES).optional(),
  fromStage: z.enum(APPLICATION_STAGES).optional(),
  at: isoTime,
  data: z.record(z.string(), z.unknown()).optional(),
});

const rowSchema = z.object({
  'Job title': z.string().max(300),
  Company: z.string().max(300),
  Location: z.string().max(300),
  'Job link': z
    .string()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\//i.test(v), { message: 'the job link must start with http:// or https://' })
    ,
  Board: oneOf(JOB_BOARDS, 'the board'),
  'Requisition ID': optionalText(200),
  Stage: oneOf(APPLICATION_STAGES, 'the stage'),
  Source: oneOf(APPLICATION_SOURCES, 'the source'),
  Excitement: z
    .string()
    .regex(/^[0-5]?$/, { message: 'the excitement must be a whole number from 0 to 5' })
    ,
  Tags: jsonCell(z.array(z.string().max(60)).max(30), 'the tags'),
  'Salary min': optionalNumber,
  'Salary max': optionalNumber,
  'Salary currency': z.string().regex(/^([A-Z]{3})?$/, { message: 'the salary currency must be a 3-letter code like USD' }),
  'Salary unit': oneOf(SALARY_UNITS, 'the salary unit'),
  'Valid through': optionalText(40),
  'Direct apply': z.enum(['', 'yes', 'no'], { error: 'direct apply must be yes, no or empty' }),
  'Workplace type': oneOf(['onsite', 'hybrid', 'remote'] as const, 'the workplace type'),
  'Interview rounds': z.string().regex(/^\d{0,3}$/, { message: 'the interview rounds must be a whole number' }),
  'No response days': z
    .string()
    .regex(/^(\d{1,3})?$/, { message: 'the no-response days must be a whole number from 1 to 365' })
    .refine((v) => v === '' || (Number(v) >= 1 && Number(v) <= 365), { message: 'the no-response days must be a whole number from 1 to 365' })
    ,
  Notes: z.string().max(20_000),
  Contacts: jsonCell(z.array(contactSchema).max(50), 'the contacts'),
  Description: z.string().max(100_000),
  Created: z.union([z.literal(''), isoTime], { error: 'the created date must be an ISO date-time' }),
  Updated: z.union([z.literal(''), isoTime], { error: 'the updated date must be an ISO date-time' }),
  'Stage changed': z.union([z.literal(''), isoTime], { error: 'the stage-changed date must be an ISO date-time' }),
  'Last event': z.union([z.literal(''), isoTime], { error: 'the last-event date must be an ISO date-time' }),
  Timeline: jsonCell(z.array(eventSchema).max(1000), 'the timeline'),
});
type CsvRow = z.output<typeof rowSchema>;

function cardOf(row: CsvRow, userId: number, now: Date): NewApplicationRow {
  const stage = (row.Stage || 'saved') as ApplicationStage;
  const created = row.Created ? new Date(row.Created) : now;
  const salary = {
    ...(row['Salary min'] !== null ? { min: row['Salary min'] } : {}),
    ...(row['Salary max'] !== null ? { max: row['Salary max'] } : {}),
    ...(row['Salary currency'] ? { currency: row['Salary currency'] } : {}),
    ...(row['Salary unit'] ? { unit: row['Salary unit'] } : {}),
  };
  return {
    userId,
    jobTitle: row['Job title'],
    company: row.Company,
    location: row.Location,
    jobUrl: row['Job link'] || null,
    canonicalUrl: applicationCanonicalUrl(row['Job link']),
    board: row.Board || null,
    requisitionId: row['Requisition ID'],
    matchKey: applicationMatchKey(row.Company, row['Job title'], row.Location),
    salary: Object.keys(salary).length > 0 ? salary : null,
    validThrough: row['Valid through'],
    directApply: row['Direct apply'] === '' ? null : row['Direct apply'] === 'yes',
    workplaceType: row['Workplace type'] || null,
    description: row.Description,
    source: row.Source || 'import',
    stage,
    excitement: row.Excitement === '' ? 0 : Number(row.Excitement),
    notes: row.Notes,
    contacts: row.Contacts ?? [],
    tags: row.Tags ?? [],
    interviewRounds: row['Interview rounds'] === '' ? (stage === 'interviewing' ? 1 : 0) : Number(row['Interview rounds']),
    noResponseDays: row['No response days'] === '' ? null : Number(row['No response days']),
    createdAt: created,
    updatedAt: row.Updated ? new Date(row.Updated) : now,
    stageChangedAt: row['Stage changed'] ? new Date(row['Stage changed']) : created,
    lastEventAt: row['Last event'] ? new Date(row['Last event']) : now,
  };
}

/** Parses and checks every row before anything is written: a bad row is 400 naming the row and the problem. */
export function readApplicationsCsv(text: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('validation_failed', messages.applicationsImportBadRow(line ?? 1, 'the CSV is not well formed (check the quotes)'));
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw new AppError('validation_failed', messages.applicationsImportEmpty);
  const names = header.map((h) => h.trim());
  if (!names.includes('Job title') || !names.includes('Company')) throw new AppError('validation_failed', messages.applicationsImportBadHeader);
  if (body.length > MAX_IMPORT_ROWS) throw new AppError('payload_too_large', messages.applicationsImportTooMany);
  return body.map((cells, index) => {
    const record: Record<string, string> = Object.fromEntries(COLUMNS.map((c) => [c, '']));
    names.forEach((name, i) => {
      if ((COLUMNS as readonly string[]).includes(name)) record[name] = unguardCell(cells[i] ?? '');
    });
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('validation_failed', messages.applicationsImportBadRow(index + 2, issue?.message ?? 'it cannot be read'));
    }
    return parsed.data;
  });
}

/**
 * POST /api/applications/import.csv: each row makes a card with its timeline, or, when the owner
 * already has the same job (link, board + requisition id, match key), updates that card's fields.
 * All rows or none (one transaction).
 */
export async function importApplicationsCsv(deps: Deps, userId: number, text: string): Promise<{ created: number; updated: number }> {
  const rows = readApplicationsCsv(text);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await lockUserApplications(tx, userId);
    let created = 0;
    let updated = 0;
    for (const row of rows) {
      const card = cardOf(row, userId, now);
      const existing = await findDuplicate(tx, userId, { canonicalUrl: card.canonicalUrl ?? null, board: card.board ?? null, requisitionId: card.requisitionId ?? null, matchKey: card.matchKey ?? '' });
      if (existing) {
        const { userId: _owner, createdAt: _created, source: _source, ...fields } = card;
        await updateApplicationRow(tx, userId, existing.id, { ...fields, updatedAt: now });
        updated += 1;
        continue;
      }
      const inserted = await insertApplication(tx, card);
      if (!inserted) throw new Error('An imported card was neither inserted nor found');
      const timeline = row.Timeline ?? [{ kind: 'created' as const, stage: card.stage as ApplicationStage, at: card.createdAt?.toISOString() ?? now.toISOString() }];
      await insertEvents(
        tx,
        timeline.map((e) => ({ applicationId: inserted.id, userId, kind: e.kind, stage: e.stage ?? null, fromStage: e.fromStage ?? null, at: new Date(e.at), data: e.data ?? {} })),
      );
      created += 1;
    }
    return { created, updated };
  });
}
