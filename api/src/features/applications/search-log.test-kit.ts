// Test support for the job-search log's suites: downloads with a session cookie, and cards written
// straight to the database (the tracker's API is built beside this one).
import type { ErrorBody } from '@jobapp/shared';
import { applicationEvents, applications } from '../../db/schema';
import type { Db } from '../../db/client';
import type { TestClient } from '../../test/test-client';
import type { TestServer } from '../../test/test-server';

export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  error: ErrorBody | undefined;
}

export async function download(server: TestServer, client: TestClient | null, path: string): Promise<Download> {
  const headers: Record<string, string> = client?.session ? { cookie: `session=${client.session}` } : {};
  const response = await fetch(`${server.url}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, bytes, error: isJson ? (JSON.parse(bytes.toString('utf8')) as ErrorBody) : undefined };
}

export interface Card {
  company: string;
  jobTitle: string;
  jobUrl?: string | null;
  createdAt: string;
  stage?: string;
  contacts?: { name: string; email?: string; phone?: string }[];
  /** Stage events: [stage, at]. */
  stages?: [string, string][];
}

export async function insertCard(db: Db, userId: number, card: Card): Promise<number> {
  const createdAt = new Date(card.createdAt);
  const last = card.stages?.at(-1);
  const [row] = await db
    .insert(applications)
    .values({
      userId,
      company: card.company,
      jobTitle: card.jobTitle,
      jobUrl: card.jobUrl ?? null,
      source: 'manual',
      stage: last?.[0] ?? card.stage ?? 'saved',
      contacts: card.contacts ?? [],
      createdAt,
      stageChangedAt: last ? new Date(last[1]) : createdAt,
    })
    .returning({ id: applications.id });
  const id = row!.id;
  await db.insert(applicationEvents).values([
    { applicationId: id, userId, kind: 'created', stage: 'saved', at: createdAt },
    ...(card.stages ?? []).map(([stage, at], i, all) => ({
      applicationId: id,
      userId,
      kind: 'stage',
      stage,
      fromStage: i === 0 ? 'saved' : all[i - 1]![0],
      at: new Date(at),
    })),
    // A note is not a stage and never shows in the history.
    { applicationId: id, userId, kind: 'note', at: createdAt, data: { text: 'called them' } },
  ]);
  return id;
}
