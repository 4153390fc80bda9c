import { messages, type ErrorBody } from '@jobapp/shared';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { useTestServer } from '../../test/test-server';

const validMessage = {
  name: 'Jane Roe',
  email: 'jane.roe@example.com',
  subject: 'Question about plans',
  message: 'Does the Pro plan include cover letters?',
};

describe('POST /api/contact', () => {
  const suite = useTestServer({ env: { SUPPORT_EMAIL: 'help@resumeboost.test' } });

  async function latestStoredMessage() {
    const [row] = await suite.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    return row;
  }

  it('stores the message, acknowledges it to the sender, copies support, and answers 201', async () => {
    const response = await suite.server.client().post('/api/contact', validMessage);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: messages.contactSuccess });

    expect(await latestStoredMessage()).toMatchObject({ ...validMessage, userId: null });

    const ack = suite.server.mails.to(validMessage.email).at(-1);
    expect(ack?.subject).toContain(validMessage.subject);
    expect(ack?.text).toContain('24 hours');
    const copy = suite.server.mails.to('help@resumeboost.test').at(-1);
    expect(copy?.replyTo).toBe(validMessage.email);
    expect(copy?.text).toContain(validMessage.message);
  });

  it('records the signed-in user as the sender', async () => {
    const { client, user } = await registerUser(suite.server);
    const response = await client.post('/api/contact', { ...validMessage, subject: 'From a member' });
    expect(response.status).toBe(201);
    expect(await latestStoredMessage()).toMatchObject({ subject: 'From a member', userId: user.id });
  });

  it('escapes the sender text in the HTML e-mail', async () => {
    await suite.server.client().post('/api/contact', { ...validMessage, message: '<script>alert(1)</script> hello there' });
    const copy = suite.server.mails.to('help@resumeboost.test').at(-1);
    expect(copy?.html).not.toContain('<script>');
    expect(copy?.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['name', { name: 'J' }, messages.contactNameMin],
    ['email', { email: 'jane@' }, messages.contactEmailInvalid],
    ['subject', { subject: 'Hi' }, messages.contactSubjectMin],
    ['message', { message: 'Too short' }, messages.contactMessageMin],
  ])('answers 400 for an invalid %s, and stores nothing', async (field, override, message) => {
    const before = await latestStoredMessage();
    const response = await suite.server.client().post<ErrorBody>('/api/contact', { ...validMessage, ...override });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { [field]: message } });
    expect((await latestStoredMessage())?.id).toBe(before?.id);
  });
});
