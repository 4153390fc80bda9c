/**
 * GET /api/applications/analytics over HTTP (PGlite and PostgreSQL) on a fixture of 60 applications whose
 * figures are worked out by hand below, not by the code under test. The cards are written straight to
 * the database (stage history, resumes with match scores, packet events), as their history would be.
 */
import type { ApplicationAnalytics } from '@jobapp/shared/applications/analytics';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, resumes } from '../../db/schema';
import type { Db } from '../../db/client';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const suite = useTestServer();
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T00:00:00Z');
const at = (days: number) => new Date(T0 + days * DAY);

interface FixtureCard {
  source: string;
  /** Stages after the created one, with the day they were entered (days after T0). */
  path: [string, number][];
  /** The stage the card was made in (default saved, at day 0). */
  createdStage?: string;
  /** Resumes attached, oldest first: [scoreAfter or null, day]. */
  resumes?: [number | null, number][];
  template?: string;
}

let resumeNumber = 0;

async function insertFixtureCard(db: Db, userId: number, card: FixtureCard): Promise<void> {
  const created = card.createdStage ?? 'saved';
  const last = card.path.at(-1);
  const [row] = await db
    .insert(applications)
    .values({ userId, stage: last?.[0] ?? created, company: 'Fixture Co', jobTitle: 'Fixture role', source: card.source, createdAt: at(0) })
    .returning({ id: applications.id });
  if (!row) throw new Error('no card');
  const events: (typeof applicationEvents.$inferInsert)[] = [{ applicationId: row.id, userId, kind: 'created', stage: created, at: at(0) }];
  let from = created;
  for (const [stage, day] of card.path) {
    events.push({ applicationId: row.id, userId, kind: 'stage', stage, fromStage: from, at: at(day) });
    from = stage;
  }
  for (const [score, day] of card.resumes ?? []) {
    resumeNumber += 1;
    const [resume] = await db
      .insert(resumes)
      .values({ userId, number: resumeNumber, optimizedContent: 'Tailored text', match: score === null ? null : { scoreBefore: 30, scoreAfter: score } })
      .returning({ id: resumes.id });
    events.push({ applicationId: row.id, userId, kind: 'resume', resumeId: resume?.id ?? null, at: at(day) });
  }
  if (card.template) events.push({ applicationId: row.id, userId, kind: 'packet', at: at(1), data: { templateId: card.template, format: 'pdf', packetId: 0 } });
  // A note is not a stage: it changes nothing here.
  events.push({ applicationId: row.id, userId, kind: 'note', at: at(2), data: { text: 'called' } });
  await db.insert(applicationEvents).values(events);
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i + 1));

/**
 * The fixture, by block (every "applied" is on day 1; a response's day is day 1 + its days-to-response):
 *   A  10 extension, saved only (A1 has a resume scored 90, A2 a 'classic' packet: not applied, so not counted)
 *   B   4 manual, saved → withdrawn (never applied)
 *   C  12 extension, applied → no_response. C1 resume 49.5, C2 resume 50, C3 a resume with no score;
 *        C1-C5 packet 'classic'
 *   D   6 job_search, applied, nothing since. D1-D2 packet 'modern'
 *   E  10 extension, applied → rejected after 1, 2, … 10 days. E1-E4 resume 45; E1-E2 packet 'classic'
 *   F   8 tailoring, applied → interviewing after 4,4,6,6,8,8,10,10 days → rejected 5 days later. All packet
 *        'modern'. F1-F4: an older resume (40) then a newer one (F1 85, F2-F4 88); F5 84, F6 70, F7-F8 72
 *   G   5 tailoring, applied → interviewing after 12,14,16,18,20 days → offer. Resume 60, packet 'classic'
 *   H   2 job_search, applied → interviewing after 21 and 30 days → offer → accepted
 *   I   2 manual, applied → withdrawn
 *   J   1 manual, made as interviewing (no applied event)
 * Another user's 3 cards (all responded, tailored) must change nothing.
 */
function fixture(): FixtureCard[] {
  return [
    ...times(10, (i) => ({ source: 'extension', path: [], ...(i === 1 ? { resumes: [[90, 0]] as [number, number][] } : {}), ...(i === 2 ? { template: 'classic' } : {}) })),
    ...times(4, () => ({ source: 'manual', path: [['withdrawn', 3]] as [string, number][] })),
    ...times(12, (i) => ({
      source: 'extension',
      path: [['applied', 1], ['no_response', 31]] as [string, number][],
      ...(i <= 3 ? { resumes: [[[49.5, 50, null][i - 1] ?? null, 0]] as [number | null, number][] } : {}),
      ...(i <= 5 ? { template: 'classic' } : {}),
    })),
    ...times(6, (i) => ({ source: 'job_search', path: [['applied', 1]] as [string, number][], ...(i <= 2 ? { template: 'modern' } : {}) })),
    ...times(10, (i) => ({
      source: 'extension',
      path: [['applied', 1], ['rejected', 1 + i]] as [string, number][],
      ...(i <= 4 ? { resumes: [[45, 0]] as [number, number][] } : {}),
      ...(i <= 2 ? { template: 'classic' } : {}),
    })),
    ...times(8, (i) => {
      const days = [4, 4, 6, 6, 8, 8, 10, 10][i - 1] ?? 0;
      const newest = [85, 88, 88, 88, 84, 70, 72, 72][i - 1] ?? 0;
      return {
        source: 'tailoring',
        path: [['applied', 1], ['interviewing', 1 + days], ['rejected', 6 + days]] as [string, number][],
        resumes: (i <= 4 ? [[40, 0], [newest, 1]] : [[newest, 0]]) as [number, number][],
        template: 'modern',
      };
    }),
    ...times(5, (i) => {
      const days = [12, 14, 16, 18, 20][i - 1] ?? 0;
      return { source: 'tailoring', path: [['applied', 1], ['interviewing', 1 + days], ['offer', 3 + days]] as [string, number][], resumes: [[60, 0]] as [number, number][], template: 'classic' };
    }),
    ...times(2, (i) => {
      const days = [21, 30][i - 1] ?? 0;
      return { source: 'job_search', path: [['applied', 1], ['interviewing', 1 + days], ['offer', 5 + days], ['accepted', 6 + days]] as [string, number][] };
    }),
    ...times(2, () => ({ source: 'manual', path: [['applied', 1], ['withdrawn', 4]] as [string, number][] })),
    { source: 'manual', createdStage: 'interviewing', path: [] },
  ];
}

describe('GET /api/applications/analytics', () => {
  it('answers the hand-computed figures for the 60-card fixture, from the history and for the owner only', async () => {
    const { client, user } = await registerUser(suite.server);
    const other = await registerUser(suite.server);
    const cards = fixture();
    expect(cards).toHaveLength(60);
    for (const card of cards) await insertFixtureCard(suite.database.db, user.id, card);
    for (let i = 0; i < 3; i++) {
      await insertFixtureCard(suite.database.db, other.user.id, { source: 'extension', path: [['applied', 1], ['offer', 2]], resumes: [[10, 0]], template: 'classic' });
    }

    const answer = await client.get<ApplicationAnalytics>('/api/applications/analytics');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      // saved: all 60. applied: C12 + D6 + E10 + F8 + G5 + H2 + I2 + J1 = 46 (A and B never applied).
      // responded: E10 + F8 + G5 + H2 + J1 = 26. interviewed: F8 + G5 + H2 + J1 = 16 (F counts though it
      // ends rejected). offers: G5 + H2 = 7.
      funnel: { saved: 60, applied: 46, responded: 26, interviewed: 16, offers: 7 },
      // Days from applied to the first response, 25 cards (J has no applied event):
      // E 1..10; F 4,4,6,6,8,8,10,10; G 12,14,16,18,20; H 21,30. Sorted: 1 2 3 4 4 4 5 6 6 6 7 8 [8] 8 9
      // 10 10 10 12 14 16 18 20 21 30: the 13th of 25 is 8.
      medianDaysToResponse: 8,
      responseTimesCounted: 25,
      // extension C12 + E10 = 22, responded E10 → 10/22 = 45.5 %; tailoring F8 + G5 = 13, all → 100 %;
      // job_search D6 + H2 = 8, H2 → 25 %; manual I2 + J1 = 3, J1 → 33.3 %. Most applied first.
      bySource: [
        { key: 'extension', label: 'Browser extension', applied: 22, responded: 10, rate: 45 },
        { key: 'tailoring', label: 'Tailored resume', applied: 13, responded: 13, rate: 100 },
        { key: 'job_search', label: 'Job search', applied: 8, responded: 2, rate: 25 },
        { key: 'manual', label: 'Added by hand', applied: 3, responded: 1, rate: 33 },
      ],
      // classic: C1-C5 (0) + E1-E2 (2) + G1-G5 (5) = 12, 7 → 58.3 %; modern: D1-D2 (0) + F1-F8 (8) = 10,
      // 8 → 80 %; none: 46 - 22 = 24, responded 26 - 15 = 11 (E3-E10, H1-H2, J1) → 45.8 %.
      byTemplate: [
        { key: 'none', label: 'No packet', applied: 24, responded: 11, rate: 46 },
        { key: 'classic', label: 'classic', applied: 12, responded: 7, rate: 58 },
        { key: 'modern', label: 'modern', applied: 10, responded: 8, rate: 80 },
      ],
      // The newest resume's score: under 50: E1-E4 (45, 4 responded) + C1 (49.5) = 5, 4 → 80 %;
      // 50-69: G1-G5 (60, 5) + C2 (50) = 6, 5 → 83.3 %; 70-84: F5 (84), F6 (70), F7-F8 (72) = 4, 4 → 100 %;
      // 85 and over: F1 (85), F2-F4 (88; their older 40 does not count) = 4, 4 → 100 %;
      // no score: C3 (a resume without one) and the 26 without a resume = 27, 26 - 17 = 9 → 33.3 %.
      byMatchBand: [
        { key: 'under_50', label: 'Under 50', applied: 5, responded: 4, rate: 80 },
        { key: '50_69', label: '50-69', applied: 6, responded: 5, rate: 83 },
        { key: '70_84', label: '70-84', applied: 4, responded: 4, rate: 100 },
        { key: '85_plus', label: '85 and over', applied: 4, responded: 4, rate: 100 },
        { key: 'none', label: 'No score', applied: 27, responded: 9, rate: 33 },
      ],
      // Tailored (a resume attached): C1-C3 (0) + E1-E4 (4) + F1-F8 (8) + G1-G5 (5) = 20, 17 → 85 %;
      // not: 46 - 20 = 26, 26 - 17 = 9 → 34.6 %.
      byTailoring: [
        { key: 'tailored', label: 'Tailored', applied: 20, responded: 17, rate: 85 },
        { key: 'not_tailored', label: 'Not tailored', applied: 26, responded: 9, rate: 35 },
      ],
    });
  });

  it('answers an empty history with zeros and no median, and 401 signed out', async () => {
    const { client } = await registerUser(suite.server);
    expect((await client.get<ApplicationAnalytics>('/api/applications/analytics')).body).toEqual({
      funnel: { saved: 0, applied: 0, responded: 0, interviewed: 0, offers: 0 },
      medianDaysToResponse: null,
      responseTimesCounted: 0,
      bySource: [],
      byTemplate: [],
      byMatchBand: [],
      byTailoring: [],
    });
    expect((await suite.server.client().get('/api/applications/analytics')).status).toBe(401);
  });
});
