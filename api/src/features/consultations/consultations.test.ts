/**
 * The Elite consultation over HTTP, on a real database, with e-mail delivered by the job runner over
 * real SMTP to a loopback SMTP server: booking (3 calendar files + the resume to support), the signed
 * confirmation link (GET shows, POST confirms, once), the invitation, the period's allowance (409), cancel
 * and reschedule up to 24 h before, plans below Elite (403), and owner scoping (404).
 */
import type { ConsultationList, ConsultationView } from '@jobapp/shared/consultations/consultations';
import { consultationMessages } from '@jobapp/shared/consultations/consultations';
import type { BillingOverview, ErrorBody } from '@jobapp/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createLogger } from '../../logger';
import { createMailer, type Mailer } from '../../mail/mailer';
import { registerUser, signIn } from '../../test/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server';
import type { TestClient } from '../../test/test-client';
import { useTestServer } from '../../test/test-server';
import { waitFor } from '../../test/wait';

const SUPPORT = 'experts@resumeboost.test';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const TOPIC = 'Help me pitch my move from support engineering into product management.';

let smtp: TestSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'ResumeBoost <no-reply@resumeboost.test>', outboxDir: '/nonexistent', logger: createLogger('silent') });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});
const suite = useTestServer(() => ({ mailer, env: { SUPPORT_EMAIL: SUPPORT } }));
afterEach(() => suite.server.clock.reset());

interface Member {
  client: TestClient;
  username: string;
  password: string;
  userId: number;
  email: string;
  resumeId: number;
}

async function member(plan: 'elite' | 'pro' | 'free_trial', timezone = 'Europe/Paris'): Promise<Member> {
  const { client, user, input } = await registerUser(suite.server, { fullName: 'Ada Lovelace' });
  if (plan !== 'free_trial') expect((await client.post('/api/create-subscription', { plan })).status).toBe(200);
  const db = suite.database.db;
  await db.update(users).set({ timezone }).where(eq(users.id, user.id));
  const [row] = await db
    .insert(resumes)
    .values({ userId: user.id, number: 1, jobTitle: 'Product Manager', originalFileName: 'ada-resume.pdf', originalMimeType: 'application/pdf', originalSize: PDF.length, originalFile: PDF, originalText: 'Ada Lovelace' })
    .returning({ id: resumes.id });
  return { client, username: input.username, password: input.password, userId: user.id, email: input.email, resumeId: row!.id };
}

/** Three times, `startDays` from now and a day apart, written with a +02:00 offset. */
function slots(startDays = 3): string[] {
  return [0, 1, 2].map((i) => {
    const at = new Date(suite.server.clock().getTime() + (startDays + i) * DAY);
    at.setUTCMinutes(0, 0, 0);
    const local = new Date(at.getTime() + 2 * HOUR).toISOString().slice(0, 19);
    return `${local}+02:00`;
  });
}

async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  await waitFor(() => smtp.to(address).length >= count, 8_000);
  return smtp.to(address);
}

function linksIn(mail: ReceivedMail): string[] {
  return mail.mail.text?.match(/https?:\/\/\S+\/api\/consultations\/confirm\/[A-Za-z0-9_.-]+/g) ?? [];
}

/** The link as support's browser would open it: the test server's address instead of PUBLIC_URL. */
function local(link: string): string {
  const url = new URL(link);
  return `${suite.server.url}${url.pathname}`;
}

/** What a browser sends for a link and for the page's form. */
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
function open(link: string): Promise<Response> {
  return fetch(link, { headers: HTML });
}
function press(link: string): Promise<Response> {
  return fetch(link, { method: 'POST', headers: { ...HTML, Origin: suite.server.url, 'Content-Type': 'application/x-www-form-urlencoded' } });
}

async function book(who: Member, body: Record<string, unknown> = {}) {
  return who.client.post<ConsultationView & ErrorBody>('/api/consultations', { slots: slots(), resumeId: who.resumeId, topic: TOPIC, ...body });
}

describe('POST /api/consultations', () => {
  it('sends support the request with the resume and one calendar file per time, and the user an acknowledgement', async () => {
    const ada = await member('elite');
    const application = await ada.client.post<{ id: number }>('/api/applications', { jobTitle: 'Product Manager', company: 'Northwind Health' });
    expect(application.status).toBe(201);
    const before = smtp.to(SUPPORT).length;
    const booked = await book(ada, { applicationId: application.body.id });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ status: 'requested', confirmedSlot: null, resumeId: ada.resumeId, applicationId: application.body.id, topic: TOPIC });
    expect(booked.body.slots).toEqual(slots().map((slot) => new Date(slot).toISOString()));

    const request = (await mailsTo(SUPPORT, before + 1)).at(-1)!;
    expect(request.mail.subject).toBe(`Consultation request #${booked.body.id} from Ada Lovelace`);
    expect(request.mail.replyTo?.text).toContain(ada.email);
    expect(request.mail.text).toContain(TOPIC);
    expect(request.mail.text).toContain('Northwind Health');
    expect(request.mail.text).toContain('(Europe/Paris)');
    const files = request.mail.attachments;
    expect(files.map((file) => file.filename)).toEqual([
      'ada-resume.pdf',
      ...[1, 2, 3].map((n) => `consultation-${booked.body.id}-option-${n}.ics`),
    ]);
    expect(files[0]!.content.equals(PDF)).toBe(true);
    for (const [index, file] of files.slice(1).entries()) {
      const ics = file.content.toString('utf8');
      expect(ics).toContain('METHOD:PUBLISH');
      expect(ics).toContain(`DTSTART:${booked.body.slots[index]!.replace(/[-:]/g, '').replace('.000', '')}`);
    }
    expect(linksIn(request)).toHaveLength(3);

    const acknowledgement = (await mailsTo(ada.email, 1)).at(-1)!;
    expect(acknowledgement.mail.subject).toBe('We received your consultation request');
    expect(acknowledgement.mail.text).toMatch(/\(Europe\/Paris\)/);

    const list = await ada.client.get<ConsultationList>('/api/consultations');
    expect(list.body.consultations.map((c) => c.id)).toEqual([booked.body.id]);
  });

  it('confirms through a signed link: GET only shows, POST confirms once and sends the invitation', async () => {
    const ada = await member('elite', 'America/New_York');
    const booked = await book(ada);
    const request = (await mailsTo(SUPPORT, 1)).find((m) => m.mail.subject?.includes(`#${booked.body.id} `))!;
    const [first, second] = linksIn(request).map(local);

    const shown = await open(second!);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Confirm this time');
    expect(html).toContain('<form method="post"');
    expect((await ada.client.get<ConsultationList>('/api/consultations')).body.consultations[0]!.status).toBe('requested');

    const mailsBefore = smtp.to(ada.email).length;
    const confirmed = await press(second!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Consultation confirmed');
    const invitation = (await mailsTo(ada.email, mailsBefore + 1)).at(-1)!;
    expect(invitation.mail.subject).toMatch(/^Your consultation is confirmed: .*\(America\/New_York\)$/);
    const ics = invitation.mail.attachments.find((file) => file.filename === 'invite.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const icsText = ics.content.toString('utf8');
    expect(icsText).toContain('METHOD:REQUEST');
    expect(icsText).toContain(`ORGANIZER;CN="ResumeBoost support":mailto:${SUPPORT}`);
    expect(icsText).toContain(ada.email);

    const view = (await ada.client.get<ConsultationList>('/api/consultations')).body.consultations[0]!;
    expect(view.status).toBe('confirmed');
    expect(view.confirmedSlot).toBe(booked.body.slots[1]);

    // Single use: the same link and the other slots' links no longer confirm anything.
    const again = await press(second!);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This link no longer works');
    expect((await press(first!)).status).toBe(409);
    // An API client (no HTML in Accept) gets JSON errors.
    const json = await fetch(first!, { method: 'POST' });
    expect(json.status).toBe(409);
    expect(((await json.json()) as ErrorBody).error).toBe('conflict');
    expect((await ada.client.get<ConsultationList>('/api/consultations')).body.consultations[0]!.confirmedSlot).toBe(booked.body.slots[1]);

    // A forged or tampered token is refused.
    const tampered = second!.replace(/\.([A-Za-z0-9_-]+)$/, (_m, sig: string) => `.${sig.slice(0, -2)}AA`);
    expect((await press(tampered)).status).toBe(404);
    expect((await open(`${suite.server.url}/api/consultations/confirm/nonsense`)).status).toBe(404);
    expect(((await (await fetch(`${suite.server.url}/api/consultations/confirm/nonsense`)).json()) as ErrorBody).error).toBe('not_found');
  });

  it('allows one booking per billing period (409), and cancelling ≥ 24 h before gives it back', async () => {
    const ada = await member('elite');
    const first = await book(ada);
    expect(first.status).toBe(201);
    const second = await book(ada, { slots: slots(10) });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('conflict');
    expect(second.body.message).toMatch(/^You have already booked this period's consultation\. You can book the next one from \w{3} \d{1,2}\.$/);
    const overview = await ada.client.get<BillingOverview>('/api/billing/account');
    expect(overview.body.quotas.consultation).toMatchObject({ limit: 1, used: 1, remaining: 0 });

    const cancelled = await ada.client.delete<ConsultationView>(`/api/consultations/${first.body.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await ada.client.get<BillingOverview>('/api/billing/account')).body.quotas.consultation).toMatchObject({ used: 0, remaining: 1 });
    expect((await ada.client.delete<ErrorBody>(`/api/consultations/${first.body.id}`)).status).toBe(409);
    // The cancelled request's links are dead.
    const request = smtp.to(SUPPORT).find((m) => m.mail.subject?.includes(`#${first.body.id} `))!;
    expect((await press(local(linksIn(request)[0]!))).status).toBe(409);

    const again = await book(ada, { slots: slots(10) });
    expect(again.status).toBe(201);
  });

  it('refuses cancelling or moving within 24 h of the time, and moves it earlier than that', async () => {
    const ada = await member('elite');
    const booked = await book(ada, { slots: slots(2) });
    const link = local(linksIn(smtp.to(SUPPORT).find((m) => m.mail.subject?.includes(`#${booked.body.id} `))!)[0]!);
    expect((await press(link)).status).toBe(200);

    // Moving: back to requested with new times, new links; the invitation is withdrawn.
    const moved = await ada.client.patch<ConsultationView>(`/api/consultations/${booked.body.id}`, { slots: slots(5) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'requested', confirmedSlot: null });
    const userMail = smtp.to(ada.email).at(-1)!;
    expect(userMail.mail.subject).toBe('Your consultation has new proposed times');
    expect(userMail.mail.attachments.find((f) => f.filename === 'cancel.ics')?.content.toString('utf8')).toContain('METHOD:CANCEL');
    const newRequest = smtp.to(SUPPORT).at(-1)!;
    expect(newRequest.mail.subject).toBe(`New times for consultation #${booked.body.id} from Ada Lovelace`);
    expect(newRequest.mail.attachments.filter((f) => f.filename?.endsWith('.ics'))).toHaveLength(3);
    const newLink = local(linksIn(newRequest)[0]!);
    expect((await press(newLink)).status).toBe(200);

    // 4 days later the confirmed time (5 days ahead at booking) is 1 day ahead minus: too late.
    suite.server.clock.advance(4 * DAY + 2 * HOUR);
    ada.client = await signIn(suite.server, ada.username, ada.password, true);
    const late = await ada.client.delete<ErrorBody>(`/api/consultations/${booked.body.id}`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(consultationMessages.tooLateToChange);
    expect((await ada.client.patch<ErrorBody>(`/api/consultations/${booked.body.id}`, { slots: slots(5) })).status).toBe(409);
  });

  it('answers 400 with clear words for times too soon, too far, repeated or malformed, and a resume that is not theirs', async () => {
    const ada = await member('elite');
    const other = await member('elite');
    const now = suite.server.clock().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const cases: [unknown, string][] = [
      [[at(2 * HOUR), at(3 * DAY), at(4 * DAY)], consultationMessages.slotTooSoon],
      [[at(2 * DAY), at(3 * DAY), at(61 * DAY)], consultationMessages.slotTooFar],
      [[at(2 * DAY), at(2 * DAY), at(4 * DAY)], consultationMessages.slotsOverlap],
      [[at(2 * DAY), at(3 * DAY)], consultationMessages.slotsCount],
      [['2026-12-03T15:00:00', at(3 * DAY), at(4 * DAY)], consultationMessages.slotFormat],
    ];
    for (const [bad, message] of cases) {
      const answer = await book(ada, { slots: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await book(ada, { topic: 'Too short' })).body.message).toBe(consultationMessages.topicTooShort);
    expect((await book(ada, { topic: 'x'.repeat(2001) })).body.message).toBe(consultationMessages.topicTooLong);
    const foreign = await book(ada, { resumeId: other.resumeId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toEqual({ resumeId: consultationMessages.resumeNotFound });
    // None of these took the period's booking.
    expect((await book(ada)).status).toBe(201);
  });

  it('is Elite only: 403 naming Elite for Pro and the trial', async () => {
    for (const plan of ['pro', 'free_trial'] as const) {
      const someone = await member(plan);
      const refused = await book(someone);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'subscription_required', message: consultationMessages.eliteOnly, details: { plan: 'elite', href: '/pricing' } });
    }
  });

  it("keeps bookings to their owner: another user's booking is 404", async () => {
    const ada = await member('elite');
    const eve = await member('elite');
    const booked = await book(ada);
    expect((await eve.client.get<ConsultationList>('/api/consultations')).body.consultations).toEqual([]);
    expect((await eve.client.delete<ErrorBody>(`/api/consultations/${booked.body.id}`)).status).toBe(404);
    expect((await eve.client.patch<ErrorBody>(`/api/consultations/${booked.body.id}`, { slots: slots(5) })).status).toBe(404);
    expect((await eve.client.delete<ErrorBody>('/api/consultations/abc')).status).toBe(404);
    expect((await ada.client.get<ConsultationList>('/api/consultations')).body.consultations[0]!.status).toBe('requested');
    expect((await suite.server.client().get<ErrorBody>('/api/consultations')).status).toBe(401);
  });
});
