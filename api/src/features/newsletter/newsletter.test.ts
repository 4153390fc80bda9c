import { apiMessages, messages, type ErrorBody } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema';
import { findLink, queryParam } from '../../test/capture-mailer';
import { TEST_PUBLIC_URL, useTestServer } from '../../test/test-server';

let counter = 0;
function signup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { email: `reader${counter}@example.com`, firstName: 'Reader', interests: ['resume-tips', 'job-search'], ...overrides };
}

describe('newsletter', () => {
  const suite = useTestServer();

  async function subscribe(input = signup()) {
    const response = await suite.server.client().post('/api/newsletter', input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: apiMessages.newsletterCheckInbox });
    const mail = suite.server.mails.to(input.email).at(-1);
    return { input, mail };
  }

  async function rowFor(email: string) {
    const [row] = await suite.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    return row;
  }

  it('stores a pending subscription and e-mails a confirmation link that carries an unsubscribe link too', async () => {
    const { input, mail } = await subscribe(signup({ email: 'Pending.Reader@Example.com' }));
    const row = await rowFor('pending.reader@example.com');
    expect(row).toMatchObject({ status: 'pending', firstName: 'Reader', interests: input.interests });

    const confirmLink = findLink(mail, '?confirm=');
    expect(confirmLink.startsWith(`${TEST_PUBLIC_URL}/newsletter?confirm=`)).toBe(true);
    const unsubscribeLink = findLink(mail, '?unsubscribe=');
    expect(mail?.headers?.['List-Unsubscribe']).toBe(`<${unsubscribeLink}>`);
    expect(row?.confirmTokenHash).not.toContain(queryParam(confirmLink, 'confirm'));
  });

  it('confirms with the token once, then mails a welcome with the unsubscribe link', async () => {
    const { input, mail } = await subscribe();
    const token = queryParam(findLink(mail, '?confirm='), 'confirm');

    const response = await suite.server.client().post('/api/newsletter/confirm', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: apiMessages.newsletterConfirmed });
    expect((await rowFor(input.email))?.status).toBe('confirmed');

    const welcome = suite.server.mails.to(input.email).at(-1);
    expect(welcome?.subject).toMatch(/welcome/i);
    expect(findLink(welcome, '?unsubscribe=')).toBe(findLink(mail, '?unsubscribe='));

    const again = await suite.server.client().post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'bad_request', message: apiMessages.newsletterConfirmTokenInvalid });
  });

  it('unsubscribes with the link from any newsletter e-mail, idempotently', async () => {
    const { input, mail } = await subscribe();
    await suite.server.client().post('/api/newsletter/confirm', { token: queryParam(findLink(mail, '?confirm='), 'confirm') });
    const token = queryParam(findLink(suite.server.mails.to(input.email).at(-1), '?unsubscribe='), 'unsubscribe');

    const response = await suite.server.client().post('/api/newsletter/unsubscribe', { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: apiMessages.newsletterUnsubscribed });
    expect((await rowFor(input.email))?.status).toBe('unsubscribed');
    expect(suite.server.mails.to(input.email).at(-1)?.subject).toMatch(/left/i);

    const mailsBefore = suite.server.mails.to(input.email).length;
    const again = await suite.server.client().post('/api/newsletter/unsubscribe', { token });
    expect(again.status).toBe(200);
    expect(suite.server.mails.to(input.email).length).toBe(mailsBefore);
  });

  it('re-subscribing a pending or unsubscribed address sends a new confirmation, and the old link stops working', async () => {
    const first = await subscribe();
    const oldToken = queryParam(findLink(first.mail, '?confirm='), 'confirm');
    const second = await subscribe({ ...first.input, firstName: 'Renamed', interests: ['career-advice'] });
    const newToken = queryParam(findLink(second.mail, '?confirm='), 'confirm');
    expect(newToken).not.toBe(oldToken);
    expect(await rowFor(first.input.email)).toMatchObject({ status: 'pending', firstName: 'Renamed', interests: ['career-advice'] });

    expect((await suite.server.client().post('/api/newsletter/confirm', { token: oldToken })).status).toBe(400);
    expect((await suite.server.client().post('/api/newsletter/confirm', { token: newToken })).status).toBe(200);

    await suite.server.client().post('/api/newsletter/unsubscribe', {
      token: queryParam(findLink(second.mail, '?unsubscribe='), 'unsubscribe'),
    });
    const third = await subscribe(first.input);
    expect((await rowFor(first.input.email))?.status).toBe('pending');
    expect((await suite.server.client().post('/api/newsletter/confirm', { token: queryParam(findLink(third.mail, '?confirm='), 'confirm') })).status).toBe(200);
  });

  it('answers a confirmed address exactly like a new one, without a new confirmation link', async () => {
    const { input, mail } = await subscribe();
    await suite.server.client().post('/api/newsletter/confirm', { token: queryParam(findLink(mail, '?confirm='), 'confirm') });

    const { mail: notice } = await subscribe({ ...input, firstName: 'Someone Else' });
    expect(notice?.subject).toMatch(/already subscribed/i);
    expect(notice?.text).not.toContain('?confirm=');
    expect(await rowFor(input.email)).toMatchObject({ status: 'confirmed', firstName: 'Reader' });
  });

  it.each([
    ['confirm', {}, apiMessages.newsletterConfirmTokenInvalid],
    ['confirm', { token: 'not-a-real-token' }, apiMessages.newsletterConfirmTokenInvalid],
    ['unsubscribe', { token: '' }, apiMessages.newsletterUnsubscribeTokenInvalid],
    ['unsubscribe', { token: 'not-a-real-token' }, apiMessages.newsletterUnsubscribeTokenInvalid],
  ])('/api/newsletter/%s answers 400 bad_request for a bad token', async (action, body, message) => {
    const response = await suite.server.client().post(`/api/newsletter/${action}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'bad_request', message });
  });

  it.each([
    ['email', { email: 'reader-at-example' }, messages.emailInvalid],
    ['firstName', { firstName: 'R' }, messages.newsletterFirstNameMin],
    ['interests', { interests: [] }, messages.newsletterInterestsMin],
  ])('answers 400 for an invalid %s', async (field, override, message) => {
    const response = await suite.server.client().post<ErrorBody>('/api/newsletter', signup(override));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { [field]: message } });
  });

  it('answers 400 for an unknown interest', async () => {
    const response = await suite.server.client().post<ErrorBody>('/api/newsletter', signup({ interests: ['gardening'] }));
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual({ 'interests.0': 'Unknown interest' });
  });
});
