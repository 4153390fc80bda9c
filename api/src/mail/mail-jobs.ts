/**
 * Every e-mail the API sends (password reset, e-mail and password change notices, the goodbye after a
 * deletion, contact form acknowledgement and copy, newsletter) goes out through the durable job runner
 * (lib/jobs) as one job kind, MAIL_JOB: the caller enqueues it, where it can in the transaction of the
 * change the e-mail is about, so the e-mail survives a crash or restart and a failed send is retried.
 * Delivery is at least once (see job-runner.ts). The billing e-mails have their own job
 * (features/billing/billing-emails.ts) because they are composed when they run.
 *
 * The payload rests sealed (lib/sealed.ts, AES-256-GCM under a key derived from SESSION_SECRET): the
 * background_jobs table shows no address, no message and no link. A password reset is queued as the
 * typed address only: the handler looks the account up and makes the single-use token when it runs,
 * so no live token is ever stored, in clear or sealed, and a retry sends a fresh link. Log lines name
 * the job and its kind, never the address, the link or the token.
 */
import { z } from 'zod';
import type { Db } from '../db/client';
import type { JobRunner } from '../lib/jobs/job-runner';
import { enqueueJob } from '../lib/jobs/jobs.queries';
import { seal, unseal } from '../lib/sealed';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

export const MAIL_JOB = 'mail.send';
const SEAL_PURPOSE = 'mail-job';

const messageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() })).optional(),
}) satisfies z.ZodType<MailMessage>;

const mailJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: messageSchema }),
  z.object({ kind: z.literal('password_reset'), email: z.string() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;

const storedSchema = z.object({ sealed: z.string() });

export interface EnqueueMailOptions {
  /** The account the e-mail is about: deleting it drops the e-mail if still waiting. */
  userId?: number;
}

/**
 * Queues one e-mail. Pass the transaction of the change it reports, so the e-mail exists if and only
 * if that change committed.
 */
export async function enqueueMail(db: Db, secret: string, mail: MailJob, options: EnqueueMailOptions = {}): Promise<void> {
  await enqueueJob(db, MAIL_JOB, { sealed: seal(secret, SEAL_PURPOSE, mail) }, options.userId ? { userId: options.userId } : {});
}

/** Queues a ready message (the common case). */
export function enqueueMessage(db: Db, secret: string, message: MailMessage, options: EnqueueMailOptions = {}): Promise<void> {
  return enqueueMail(db, secret, { kind: 'message', message }, options);
}

export interface MailJobDeps {
  mailer: Mailer;
  env: { SESSION_SECRET: string };
  logger: Logger;
  /**
   * Makes the password-reset e-mail for the typed address when the job runs (features/auth): a new
   * token stored as its hash, or null when no account has that address (nothing is sent).
   */
  composePasswordReset(email: string): Promise<MailMessage | null>;
}

/** Handles MAIL_JOB on `runner`. A send that throws fails the attempt and the runner retries it. */
export function registerMailJobs(runner: JobRunner, deps: MailJobDeps): void {
  runner.register(MAIL_JOB, async (payload, job) => {
    const { sealed } = storedSchema.parse(payload);
    const mail = mailJobSchema.parse(unseal(deps.env.SESSION_SECRET, SEAL_PURPOSE, sealed));
    const message = mail.kind === 'message' ? mail.message : await deps.composePasswordReset(mail.email);
    if (!message) {
      deps.logger.info({ jobId: job.jobId, kind: mail.kind }, 'E-mail not sent: no account has that address');
      return;
    }
    await deps.mailer.send(message);
    deps.logger.info({ jobId: job.jobId, kind: mail.kind, attempt: job.attempt }, 'E-mail job done');
  });
}
