/** The reminders API over HTTP: Today list, done / dismiss, settings, calendar feed and its token. */
import type { ErrorBody } from '@jobapp/shared';
import type { RemindersToday } from '@jobapp/shared/reminders/reminders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentFromResume } from '@jobapp/shared/resume/document';
import { parseResume } from '@jobapp/shared/resume/structure';
import { enforceCoverLetterTruth } from '@jobapp/shared/cover-letters/check';
import { applicationEvents, applications, calendarTokens, resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const DAY = 24 * 60 * 60 * 1000;

describe('reminders API', () => {
  const suite = useTestServer();

  async function card(userId: number, stage: string, at: Date, data: Record<string, unknown> = {}): Promise<number> {
    const db = suite.database.db;
    const [row] = await db.insert(applications).values({ userId, stage, company: 'Globex', jobTitle: 'Support Lead', source: 'manual' }).returning({ id: applications.id });
    if (!row) throw new Error('no card');
    await db.insert(applicationEvents).values({ applicationId: row.id, userId, kind: 'stage', stage, fromStage: 'saved', at, data });
    return row.id;
  }

  it('lists what is due today for the signed-in user only, and takes off what is done or dismissed', async () => {
    const { client, user } = await registerUser(suite.server);
    const other = await registerUser(suite.server);
    const now = suite.server.clock();
    const applied = await card(user.id, 'applied', new Date(now.getTime() - 8 * DAY));
    await card(user.id, 'interviewing', new Date(now.getTime() - 3 * DAY), { interviewAt: new Date(now.getTime() - 2 * DAY).toISOString() });
    await card(user.id, 'rejected', new Date(now.getTime() - 20 * DAY));

    const today = await client.get<RemindersToday>('/api/reminders/today');
    expect(today.status).toBe(200);
    expect(today.body.timezone).toBe('UTC');
    expect(today.body.reminders.map((r) => r.kind).sort()).toEqual(['follow_up_7', 'thank_you']);
    const followUp = today.body.reminders.find((r) => r.kind === 'follow_up_7');
    expect(followUp).toMatchObject({ applicationId: applied, title: 'Follow up on Support Lead at Globex: a week since you applied' });
    expect((await other.client.get<RemindersToday>('/api/reminders/today')).body.reminders).toEqual([]);
    expect((await suite.server.client().get('/api/reminders/today')).status).toBe(401);

    // Someone else's reminder is not theirs to settle.
    const foreign = await other.client.post<ErrorBody>('/api/reminders/done', { key: followUp?.key });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This reminder is not on your list.');

    const done = await client.post<RemindersToday>('/api/reminders/done', { key: followUp?.key });
    expect(done.status).toBe(200);
    expect(done.body.reminders.map((r) => r.kind)).toEqual(['thank_you']);
    const thankYou = done.body.reminders[0];
    const dismissed = await client.post<RemindersToday>('/api/reminders/dismiss', { key: thankYou?.key });
    expect(dismissed.body.reminders).toEqual([]);
    // Settled once: a second answer is refused as not on the list.
    expect((await client.post('/api/reminders/done', { key: thankYou?.key })).status).toBe(404);
  });

  it('answers bad keys and settings in the product words, never a 500', async () => {
    const { client } = await registerUser(suite.server);
    const bad = await client.post<ErrorBody>('/api/reminders/done', { key: 'drop table' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('This is not a reminder.');
    expect((await client.post('/api/reminders/dismiss', { key: '9999999999:follow_up_7:1' })).status).toBe(404);

    expect((await client.get('/api/reminders/settings')).body).toEqual({ timezone: 'UTC', digestHour: 8 });
    const zone = await client.patch<ErrorBody>('/api/reminders/settings', { timezone: 'Mars/Olympus_Mons' });
    expect(zone.status).toBe(400);
    expect(JSON.stringify(zone.body)).toContain('Choose a time zone from the list.');
    expect((await client.patch('/api/reminders/settings', { digestHour: 24 })).status).toBe(400);
    const saved = await client.patch('/api/reminders/settings', { timezone: 'America/New_York', digestHour: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ timezone: 'America/New_York', digestHour: 7 });
  });

  it('serves a private calendar feed by a secret token stored hashed; rotating it ends the old link', async () => {
    const { client, user } = await registerUser(suite.server);
    const now = suite.server.clock();
    const deadline = new Date(now.getTime() + 5 * DAY);
    await card(user.id, 'offer', now, { offerDeadline: deadline.toISOString() });

    const first = await client.post<{ url: string }>('/api/reminders/calendar-token');
    expect(first.status).toBe(201);
    const path = new URL(first.body.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const [stored] = await suite.database.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const anonymous = suite.server.client();
    const feed = await anonymous.get<string>(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    // RFC 5545 folds lines at 75 octets: unfold before reading.
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Answer the offer for Support Lead at Globex: the deadline is in two days');
    const due = new Date(deadline.getTime() - 2 * DAY).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(feed.body).toContain(`DTSTART:${due}`);

    const second = await client.post<{ url: string }>('/api/reminders/calendar-token');
    expect(second.body.url).not.toBe(first.body.url);
    const old = await anonymous.get<ErrorBody>(path);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('This calendar link is not valid. Make a new one in the tracker.');
    expect((await anonymous.get(new URL(second.body.url).pathname)).status).toBe(200);
    expect((await anonymous.get('/api/calendar/nothing.ics')).status).toBe(404);
    expect((await anonymous.get('/api/calendar/%00%ff.ics')).status).toBe(404);
  });

  it('drafts a follow-up of 60-120 words from the card and the resume on it, for the owner only', async () => {
    const { client, user } = await registerUser(suite.server);
    const other = await registerUser(suite.server);
    const resumeText = [
      'Jordan Pike',
      'jordan.pike@example.com',
      'Experience',
      'Inventory Analyst, Northwind Traders, Mar 2021 - Present',
      '- Reconcile stock counts across 3 warehouses each week.',
      '- Built a reorder report that cut stockouts by 18%.',
    ].join('\n');
    const document = documentFromResume(parseResume(resumeText));
    const [resume] = await suite.database.db.insert(resumes).values({ userId: user.id, number: 1, originalDocument: document }).returning({ id: resumes.id });
    const now = suite.server.clock();
    const id = await card(user.id, 'applied', new Date(now.getTime() - 8 * DAY));
    await suite.database.db.insert(applicationEvents).values({ applicationId: id, userId: user.id, kind: 'resume', at: now, resumeId: resume?.id });
    await suite.database.db.update(applications).set({ contacts: [{ name: 'Sam Ortiz' }] }).where(eq(applications.id, id));

    const draft = await client.post<{ content: string; wordCount: number; usedResume: boolean }>(`/api/applications/${id}/follow-up-draft`);
    expect(draft.status).toBe(200);
    expect(draft.body.usedResume).toBe(true);
    expect(draft.body.wordCount).toBeGreaterThanOrEqual(60);
    expect(draft.body.wordCount).toBeLessThanOrEqual(120);
    expect(draft.body.content).toMatch(/^Dear Sam Ortiz,/);
    expect(draft.body.content).toContain('I applied for the Support Lead role at Globex on');
    expect(draft.body.content).toContain('Inventory Analyst at Northwind Traders');
    expect(draft.body.content).toMatch(/Best regards,\nJordan Pike$/);
    expect(enforceCoverLetterTruth(draft.body.content, { document, jobText: '', jobTitle: 'Support Lead', company: 'Globex', customInstructions: draft.body.content.match(/on (\w+ \d+)/)?.[0] ?? '' }).removedClaims).toEqual([]);

    const foreign = await other.client.post<ErrorBody>(`/api/applications/${id}/follow-up-draft`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This application was not found.');
    expect((await client.post(`/api/applications/99999999999/follow-up-draft`)).status).toBe(404);
    const saved = await card(user.id, 'saved', now);
    const early = await client.post<ErrorBody>(`/api/applications/${saved}/follow-up-draft`);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('A follow-up can be drafted once you have applied, had an interview or received an offer.');
  });
});
