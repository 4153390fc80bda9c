import { messages } from '@jobapp/shared/messages';
import { plans } from '@jobapp/shared/plans';
import { describe, expect, it } from 'vitest';
import {
  paymentFailedEmail,
  subscriptionStartedEmail,
  trialEndedEmail,
  trialEndingEmail,
} from './billing-templates';
import type { MailMessage } from './mailer';

const to = 'ada@example.test';
const hostileName = `<script>alert("x")</script> O'Brien`;
const escapedName = 'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien,';
const { starter, pro, elite } = plans;
const paidPlansLine = `The plans: ${starter.name} ${starter.price}/month, ${pro.name} ${pro.price}/month, ${elite.name} ${elite.price}/month.`;

/** The URL is a paragraph of its own in the text and a link in the HTML (its & escaped in the attribute). */
function expectLink(mail: MailMessage, url: string): void {
  expect(mail.text).toContain(`\n\n${url}\n`);
  const escaped = url.replace(/&/g, '&amp;');
  expect(mail.html).toContain(`<p><a href="${escaped}">${escaped}</a></p>`);
}

function expectNameEscaped(mail: MailMessage): void {
  expect(mail.text.startsWith(`Hello ${hostileName},\n\n`)).toBe(true);
  expect(mail.html).toContain(`<p>${escapedName}</p>`);
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).not.toContain("O'Brien");
}

describe('subscriptionStartedEmail', () => {
  const dashboardUrl = 'https://app.resumeboost.test/dashboard?welcome=1&plan=pro';
  // 02:00 UTC on Saturday is still Friday evening in the US: the date is written in UTC.
  const mail = subscriptionStartedEmail({
    to,
    fullName: 'Ada Lovelace',
    plan: 'pro',
    periodEnd: new Date('2026-12-05T02:00:00Z'),
    dashboardUrl,
  });

  it('names the plan and its price from the catalogue, and when it renews', () => {
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe(`Your ResumeBoost ${plans.pro.name} plan is active`);
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain(`Your ${plans.pro.name} plan (${plans.pro.price}/month) is active.`);
    expect(mail.text).toContain('It renews on Saturday, December 5, 2026 (UTC).');
    expect(mail.text).toContain('A change takes effect at the next billing cycle');
    expect(mail.text).toContain('after cancelling you keep access until the end of the period you paid for.');
    expect(mail.html).toContain('It renews on Saturday, December 5, 2026 (UTC).');
  });

  it('links to the dashboard', () => {
    expectLink(mail, dashboardUrl);
  });

  it('follows the plan it is given', () => {
    const elite = subscriptionStartedEmail({ to, fullName: 'Ada', plan: 'elite', periodEnd: new Date(), dashboardUrl });
    expect(elite.subject).toBe(`Your ResumeBoost ${plans.elite.name} plan is active`);
    expect(elite.text).toContain(`Your ${plans.elite.name} plan (${plans.elite.price}/month) is active`);
    expect(elite.text).not.toContain(plans.pro.price);
  });

  it('escapes the user’s name in the HTML only', () => {
    expectNameEscaped(
      subscriptionStartedEmail({ to, fullName: hostileName, plan: 'starter', periodEnd: new Date(), dashboardUrl }),
    );
  });
});

describe('paymentFailedEmail', () => {
  const portalUrl = 'https://billing.stripe.test/p/session/test_abc?locale=en&x=1';
  const mail = paymentFailedEmail({ to, fullName: 'Ada Lovelace', plan: 'starter', portalUrl });

  it('says which payment failed and that access continues for now', () => {
    expect(mail.subject).toBe('Your ResumeBoost payment did not go through');
    expect(mail.text).toContain(
      `We could not take the payment for your ${plans.starter.name} plan (${plans.starter.price}/month).`,
    );
    expect(mail.text).toContain('You keep access to your plan for now. To keep it, please update your card here:');
  });

  it('links to the portal', () => {
    expectLink(mail, portalUrl);
  });

  it('escapes the user’s name in the HTML only', () => {
    expectNameEscaped(paymentFailedEmail({ to, fullName: hostileName, plan: 'pro', portalUrl }));
  });
});

describe('trialEndingEmail', () => {
  const pricingUrl = 'https://app.resumeboost.test/pricing';
  const trialEndsAt = new Date('2026-12-04T15:00:00Z');
  const mail = trialEndingEmail({
    to,
    fullName: 'Ada Lovelace',
    trialEndsAt,
    pricingUrl,
    now: new Date('2026-12-02T15:00:00Z'),
  });

  it('says the trial ends in 2 days, with the date written out', () => {
    expect(mail.subject).toBe('Your ResumeBoost free trial ends in 2 days');
    expect(mail.text).toContain(
      'Your ResumeBoost free trial ends in 2 days, on Friday, December 4, 2026 (UTC). Nothing is charged when it ends.',
    );
    expect(mail.html).toContain('on Friday, December 4, 2026 (UTC).');
  });

  it('says what keeps working and what waits for a plan, with the plans from the catalogue', () => {
    expect(mail.text).toContain('After that you can still sign in and see, download and delete your resumes.');
    expect(mail.text).toContain(
      'New resume tailoring, cover letters, LinkedIn profile optimization and saving edits in the editor are not available until you choose a plan.',
    );
    expect(mail.text).toContain(paidPlansLine);
    expect(mail.text).not.toContain(plans.free_trial.name);
    expectLink(mail, pricingUrl);
  });

  it('counts UTC calendar days from when it is written', () => {
    const at = (now: string) => trialEndingEmail({ to, fullName: 'Ada', trialEndsAt, pricingUrl, now: new Date(now) });
    expect(at('2026-12-01T23:59:00Z').subject).toBe('Your ResumeBoost free trial ends in 3 days');
    expect(at('2026-12-02T00:00:00Z').subject).toBe('Your ResumeBoost free trial ends in 2 days');
    expect(at('2026-12-03T20:00:00Z').subject).toBe('Your ResumeBoost free trial ends tomorrow');
    expect(at('2026-12-04T09:00:00Z').text).toContain('free trial ends today, on Friday, December 4, 2026 (UTC).');
    expect(() => at('2026-12-04T15:00:00Z')).toThrow(RangeError);
  });

  it('escapes the user’s name in the HTML only', () => {
    expectNameEscaped(trialEndingEmail({ to, fullName: hostileName, trialEndsAt, pricingUrl, now: new Date('2026-12-02T15:00:00Z') }));
  });
});

describe('trialEndedEmail', () => {
  const pricingUrl = 'https://app.resumeboost.test/pricing?from=trial&utm=none';
  const mail = trialEndedEmail({ to, fullName: 'Ada Lovelace', pricingUrl });

  it('says the trial ended, what still works and what waits for a plan', () => {
    expect(mail.subject).toBe('Your ResumeBoost free trial has ended');
    expect(mail.text).toContain(messages.trialEnded);
    expect(mail.text).toContain('You can still sign in and see, download and delete your resumes.');
    expect(mail.text).toContain(
      'New resume tailoring, cover letters, LinkedIn profile optimization and saving edits in the editor are not available until you choose a plan.',
    );
    expect(mail.text).toContain(paidPlansLine);
    expect(mail.html).toContain('You can still sign in and see, download and delete your resumes.');
  });

  it('links to the pricing page', () => {
    expectLink(mail, pricingUrl);
  });

  it('escapes the user’s name in the HTML only', () => {
    expectNameEscaped(trialEndedEmail({ to, fullName: hostileName, pricingUrl }));
  });

  it('greets without a name when there is none', () => {
    expect(trialEndedEmail({ to, fullName: '  ', pricingUrl }).text.startsWith('Hello,\n\n')).toBe(true);
  });
});
