/** The card's states rendered by React (server render of the real components, the tests' usual way here). */
import type { ConsultationView } from '@jobapp/shared/consultations/consultations';
import type { PlanId, PublicUser, QuotaView } from '@jobapp/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reminderKeys } from '@/features/reminders/api';
import { queryKeys } from '@/lib/query-keys';
import { consultationKeys } from '../api';
import { ConsultationCard } from './consultation-card';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * DAY).toISOString();
// Far enough ahead that the card's own clock (now) sees these times as upcoming.
const upcoming = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / DAY) * DAY + 14 * 60 * 60 * 1000).toISOString();

const user = (plan: PlanId): PublicUser => ({
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  subscriptionTier: plan,
  subscriptionEndDate: null,
  storageLimit: 5_000_000,
  storageUsed: 0,
  hasExpandedStorage: false,
  hasPaymentMethod: false,
  notificationPreferences: { jobAlerts: true, resumeUpdates: true, marketingEmails: false },
  createdAt: '2026-01-01T00:00:00.000Z',
});

function render(plan: PlanId, consultation: QuotaView | undefined, bookings: ConsultationView[] | undefined, timezone = 'Europe/Paris'): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session, user(plan));
  const none: QuotaView = { limit: 0, used: 0, remaining: 0, resetsAt: inDays(20) };
  if (consultation) {
    queryClient.setQueryData(queryKeys.billing.account, { plan, quotas: { revision: none, cover_letter: none, linkedin_optimization: none, consultation } });
  }
  queryClient.setQueryData(reminderKeys.settings, { timezone, digestHour: 8 });
  if (bookings) queryClient.setQueryData(consultationKeys.list, { consultations: bookings });
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(MemoryRouter, null, createElement(ConsultationCard))),
  );
}

const booking = (patch: Partial<ConsultationView>): ConsultationView => ({
  id: 3,
  status: 'requested',
  slots: [upcoming(3), upcoming(4), upcoming(5)],
  confirmedSlot: null,
  resumeId: 1,
  applicationId: null,
  topic: 'Help me prepare for a product manager interview.',
  createdAt: new Date().toISOString(),
  changeableUntil: new Date(Date.parse(upcoming(5)) - DAY).toISOString(),
  ...patch,
});

const elite = (remaining: number): QuotaView => ({ limit: 1, used: 1 - remaining, remaining, resetsAt: '2030-01-21T00:00:00.000Z' });
const state = (html: string) => /data-state="(\w+)"/.exec(html)?.[1];

describe('ConsultationCard', () => {
  it.each(['free_trial', 'starter', 'pro'] as const)('is locked for %s, naming Elite with a link to upgrade', (plan) => {
    const html = render(plan, { limit: 0, used: 0, remaining: 0, resetsAt: inDays(3) }, undefined);
    expect(state(html)).toBe('locked');
    expect(html).toContain('The monthly expert consultation is part of the Elite plan.');
    expect(html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Upgrade to Elite<\/a>/);
    expect(html).not.toContain('Book your consultation</button>');
  });

  it('offers Elite the booking while the period’s consultation is free', () => {
    const html = render('elite', elite(1), []);
    expect(state(html)).toBe('book');
    expect(html).toMatch(/<button[^>]*>Book your consultation<\/button>/);
    expect(html).not.toContain('Upgrade to Elite');
  });

  it('shows a request with its three times in the user’s zone, and ways to move or cancel it', () => {
    const requested = booking({});
    const html = render('elite', elite(0), [requested], 'America/New_York');
    expect(state(html)).toBe('requested');
    expect(html).toContain('Waiting for our expert to confirm one of your times (America/New_York)');
    const shown = requested.slots.map((slot) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(slot)),
    );
    for (const time of shown) expect(html).toContain(`<li>${time}</li>`);
    expect(html).toContain('Propose new times');
    expect(html).toContain('Cancel consultation');
  });

  it('shows the confirmed time; within 24 h it can no longer be changed here', () => {
    const slot = upcoming(3);
    const confirmed = booking({ status: 'confirmed', confirmedSlot: slot, changeableUntil: new Date(Date.parse(slot) - DAY).toISOString() });
    const html = render('elite', elite(0), [confirmed], 'Asia/Tokyo');
    expect(state(html)).toBe('confirmed');
    const time = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(slot));
    expect(html).toContain(`Confirmed</span> ${time} (Asia/Tokyo)`);
    expect(html).toContain('Cancel consultation');

    const soon = booking({ status: 'confirmed', confirmedSlot: slot, changeableUntil: new Date(Date.now() - 1000).toISOString() });
    const late = render('elite', elite(0), [soon]);
    expect(late).not.toContain('Cancel consultation');
    expect(late).toContain('It can no longer be moved or cancelled here (24 hours before).');
  });

  it('says when the next one can be booked once this period’s has been had', () => {
    const past = booking({ status: 'confirmed', confirmedSlot: new Date(Date.now() - 2 * DAY).toISOString() });
    const html = render('elite', elite(0), [past]);
    expect(state(html)).toBe('used');
    expect(html).toContain('You can book the next one from Jan 21.');
  });
});
