/** Contact form and newsletter sign-up (spec sections 3 and 5; decision D2). */
import { z } from 'zod';
import { emailField } from './auth.schema';
import { messages } from './messages';
import { singleLineText, strippedText } from './text-fields';

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .check(singleLineText())
    .min(2, { error: messages.contactNameMin })
    .max(100, { error: 'Name must be at most 100 characters' }),
  email: emailField(messages.contactEmailInvalid),
  subject: z
    .string()
    .trim()
    .check(singleLineText())
    .min(5, { error: messages.contactSubjectMin })
    .max(200, { error: 'Subject must be at most 200 characters' }),
  message: z
    .string()
    .check(strippedText())
    .trim()
    .min(10, { error: messages.contactMessageMin })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
});
export type ContactInput = z.input<typeof contactSchema>;

export const newsletterInterests = [
  { id: 'resume-tips', label: 'Resume tips' },
  { id: 'interview-prep', label: 'Interview preparation' },
  { id: 'job-search', label: 'Job search strategies' },
  { id: 'career-advice', label: 'Career advice' },
  { id: 'industry-trends', label: 'Industry trends' },
  { id: 'product-updates', label: 'Product updates' },
] as const;
export const newsletterInterestIds = newsletterInterests.map((i) => i.id) as [
  (typeof newsletterInterests)[number]['id'],
  ...(typeof newsletterInterests)[number]['id'][],
];
export type NewsletterInterest = (typeof newsletterInterestIds)[number];

export const newsletterSchema = z.object({
  email: emailField(),
  firstName: z
    .string()
    .trim()
    .check(singleLineText())
    .min(2, { error: messages.newsletterFirstNameMin })
    .max(100, { error: 'First name must be at most 100 characters' }),
  interests: z
    .array(z.enum(newsletterInterestIds, { error: 'Unknown interest' }))
    .min(1, { error: messages.newsletterInterestsMin }),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
export const defaultNewsletterInterests: NewsletterInterest[] = ['product-updates'];

export const newsletterTokenSchema = z.object({ token: z.string().trim().check(singleLineText()).min(1).max(200) });
