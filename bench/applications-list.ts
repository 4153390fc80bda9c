/**
 * Benchmark (not a test): GET /api/applications with 500 applications and their timelines for one user
 * (issue 24, section 3), against the built server on a scratch PostgreSQL database, requests from this
 * separate process one after another. Target: p95 ≤ 50 ms.
 *
 * The data: the user's 500 cards across every stage, each with its created event, its stage events, a
 * note, 1-2 tailored resumes on three in five, and a frozen packet (with its packet event) on one in
 * five: about 2,700 events. Three other users hold 1,500 more cards and their events, so the owner's
 * scope has to come from the indexes, not from the table being small.
 *
 *   pnpm --filter @jobapp/api build && pnpm --filter @jobapp/bench bench:applications-list [runs]
 *
 * Default: 200 measured requests after 20 warm-up requests. BENCH_DATABASE_URL: the server to use
 * (default postgres://postgres@127.0.0.1:5432/test).
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { percentile, registerUser, scratchDatabase, startBuiltServer } from './support/server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runs = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
const CARDS = 500;
const OTHER_USERS = 3;
const STAGES = ['saved', 'applied', 'interviewing', 'offer', 'accepted', 'rejected', 'withdrawn', 'no_response'];
const PATHS: Record<string, string[]> = {
  saved: [],
  applied: ['applied'],
  interviewing: ['applied', 'interviewing'],
  offer: ['applied', 'interviewing', 'interviewing', 'offer'],
  accepted: ['applied', 'interviewing', 'offer', 'accepted'],
  rejected: ['applied', 'interviewing', 'rejected'],
  withdrawn: ['applied', 'withdrawn'],
  no_response: ['applied', 'no_response'],
};
const DAY = 24 * 60 * 60 * 1000;
const print = (line: string) => process.stdout.write(`${line}\n`);

async function userId(url: string, cookie: string): Promise<number> {
  const response = await fetch(`${url}/api/user`, { headers: { cookie } });
  const body = (await response.json()) as { id?: number };
  if (typeof body.id !== 'number') throw new Error(`GET /api/user answered ${response.status}`);
  return body.id;
}

/** `count` cards with their timelines for `owner`, written in a few multi-row statements. */
async function seed(client: pg.Client, owner: number, count: number): Promise<number> {
  const resumeIds: number[] = [];
  for (let i = 0; i < 60; i++) {
    const { rows } = await client.query<{ id: number }>(
      `insert into resumes (user_id, number, job_title, company, optimized_content, match) values ($1, $2, $3, $4, $5, $6) returning id`,
      [owner, i + 1, `Role ${i}`, `Company ${i}`, 'Tailored resume text. '.repeat(40), JSON.stringify({ scoreBefore: 40, scoreAfter: 50 + (i % 50) })],
    );
    resumeIds.push(rows[0]!.id);
  }
  const start = Date.UTC(2026, 0, 1);
  let events = 0;
  for (let i = 0; i < count; i++) {
    const stage = STAGES[i % STAGES.length]!;
    const created = new Date(start + i * 3_600_000);
    const { rows } = await client.query<{ id: number }>(
      `insert into applications (user_id, stage, job_title, company, location, job_url, canonical_url, match_key, description, source, tags, salary, created_at, updated_at, stage_changed_at, last_event_at)
       values ($1, $2, $3, $4, 'Austin, TX', $5, $5, $6, $7, 'extension', $8, $9, $10, $10, $10, $10) returning id`,
      [
        owner,
        stage,
        `Software Engineer ${i}`,
        `Company ${i % 120}`,
        `https://boards.greenhouse.io/company${owner}x${i}/jobs/${100000 + i}`,
        `company ${i % 120}|software engineer ${i}|austin, tx`,
        'A long job description. '.repeat(400), // ~10 KB a card that the list must not read
        JSON.stringify(['remote', `batch-${i % 7}`]),
        JSON.stringify({ min: 100000, max: 150000, currency: 'USD', unit: 'YEAR' }),
        created,
      ],
    );
    const id = rows[0]!.id;
    const values: unknown[][] = [[id, owner, 'created', 'saved', null, created, '{}', null]];
    let from = 'saved';
    PATHS[stage]!.forEach((next, step) => {
      values.push([id, owner, 'stage', next, from, new Date(created.getTime() + (step + 1) * 5 * DAY), JSON.stringify(next === 'interviewing' ? { round: step } : {}), null]);
      from = next;
    });
    values.push([id, owner, 'note', null, null, new Date(created.getTime() + DAY), JSON.stringify({ text: 'Called the recruiter' }), null]);
    if (i % 5 < 3) values.push([id, owner, 'resume', null, null, created, '{}', resumeIds[i % resumeIds.length]]);
    if (i % 5 === 0) values.push([id, owner, 'resume', null, null, new Date(created.getTime() + DAY), '{}', resumeIds[(i + 7) % resumeIds.length]]);
    if (i % 5 === 1) {
      const packet = await client.query<{ id: number }>(
        `insert into application_packets (application_id, user_id, resume_id, resume_version, template_id, format, content, job) values ($1, $2, $3, 1, 'classic', 'pdf', 'Sent text', '{}') returning id`,
        [id, owner, resumeIds[i % resumeIds.length]],
      );
      values.push([id, owner, 'packet', null, null, new Date(created.getTime() + 5 * DAY), JSON.stringify({ packetId: packet.rows[0]!.id, templateId: 'classic', format: 'pdf' }), resumeIds[i % resumeIds.length]]);
    }
    const placeholders = values.map((_, r) => `($${r * 8 + 1}, $${r * 8 + 2}, $${r * 8 + 3}, $${r * 8 + 4}, $${r * 8 + 5}, $${r * 8 + 6}, $${r * 8 + 7}, $${r * 8 + 8})`).join(', ');
    await client.query(`insert into application_events (application_id, user_id, kind, stage, from_stage, at, data, resume_id) values ${placeholders}`, values.flat());
    events += values.length;
  }
  return events;
}

const database = await scratchDatabase(adminUrl, 'rb_bench_tracker');
const server = await startBuiltServer({ env: { DATABASE_URL: database.url, AI_PROVIDER: 'builtin', ROLE: 'web' } });
const db = new pg.Client({ connectionString: database.url });
try {
  await db.connect();
  const cookies = await Promise.all(Array.from({ length: OTHER_USERS + 1 }, (_, n) => registerUser(server.url, n)));
  const ids = await Promise.all(cookies.map((cookie) => userId(server.url, cookie)));
  let events = 0;
  for (const id of ids) events += await seed(db, id, CARDS);
  await db.query('analyze');
  const cookie = cookies[0]!;
  const ownerEvents = Math.round(events / ids.length);

  const timed = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/applications`, { headers: { cookie } });
    const body = (await response.json()) as unknown[];
    const ms = performance.now() - started;
    if (response.status !== 200 || body.length !== CARDS) throw new Error(`GET /api/applications answered ${response.status} with ${body.length} cards`);
    return ms;
  };
  for (let i = 0; i < WARM_UP; i++) await timed();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed());
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95) ?? NaN;
  const bytes = (await (await fetch(`${server.url}/api/applications`, { headers: { cookie } })).arrayBuffer()).byteLength;
  print(`GET /api/applications, ${CARDS} cards and ~${ownerEvents} events for the user (${ids.length * CARDS} cards in all), ${runs} requests after ${WARM_UP} warm-up:`);
  print(`  p50 ${percentile(sorted, 50)?.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (target p95 ≤ 50 ms); ${(bytes / 1024).toFixed(0)} KB a response`);
  print(`  PostgreSQL ${adminUrl.replace(/\/\/[^@]*@/u, '//')}; ${cpus().length} × ${cpus()[0]?.model ?? '?'}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (p95 > 50) process.exitCode = 1;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await database.drop();
}
