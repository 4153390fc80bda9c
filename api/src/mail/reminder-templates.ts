/** The daily reminder e-mail (features/reminders): the day's follow-ups, plain text and simple HTML. */
import type { ReminderItem } from '@jobapp/shared/reminders/reminders';
import type { MailMessage } from './mailer';
import { PRODUCT, render } from './templates';

export function reminderDigestMail(to: string, fullName: string, reminders: ReminderItem[], trackerUrl: string): MailMessage {
  const name = fullName.trim() || 'there';
  const count = reminders.length;
  return {
    to,
    subject: count === 1 ? 'One follow-up for today' : `${count} follow-ups for today`,
    ...render([
      `Hello ${name},`,
      count === 1 ? 'Here is what your job hunt asks of you today:' : `Here are the ${count} things your job hunt asks of you today:`,
      reminders.map((reminder) => `- ${reminder.title}`).join('\n'),
      'Open your tracker to draft a follow-up, or mark a reminder done:',
      trackerUrl,
      `${PRODUCT} never writes to anyone for you. You can change the hour of this e-mail in your settings.`,
    ]),
  };
}
