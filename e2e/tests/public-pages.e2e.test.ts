import { describe, expect, it } from 'vitest';
import { messages } from '@jobapp/shared';
import { BasePage } from '../pages/base.page';
import { chromeAvailable } from '../support/browser';
import { findLink } from '../support/mail-catcher';
import { useSuite } from '../support/suite';
import { seriousViolations } from '../support/axe';

const publicPaths = [
  '/',
  '/auth',
  '/auth?action=register&plan=pro',
  '/reset-password?token=abc',
  '/pricing',
  '/subscription',
  '/about',
  '/contact',
  '/faq',
  '/refund-policy',
  '/newsletter',
  '/membership',
  '/locations',
  '/how-it-works',
  '/terms',
  '/privacy',
  '/no-such-page',
];

describe.skipIf(!chromeAvailable)('public pages in the browser', () => {
  const suite = useSuite();

  it('shows the 404 screen for unknown paths', async () => {
    const page = new BasePage(await suite.newPage(), suite.app.url);
    await page.goto('/definitely/not/here');
    await page.waitForText(messages.notFoundTitle);
    expect(await page.bodyText()).toContain(messages.notFoundHint);
  });

  it('axe-core finds no serious or critical violation on the public pages', async () => {
    const page = await suite.newPage();
    const found: string[] = [];
    for (const path of publicPaths) {
      await page.goto(new URL(path, suite.app.url).href, { waitUntil: 'networkidle0' });
      for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
    }
    expect(found).toEqual([]);
  });

  it('fits a 360 px wide screen without sideways scrolling', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    const overflowing: string[] = [];
    for (const path of publicPaths) {
      await page.goto(new URL(path, suite.app.url).href, { waitUntil: 'networkidle0' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) overflowing.push(`${path}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
  });

  it('sends the contact form and acknowledges it by e-mail', async () => {
    const page = new BasePage(await suite.newPage(), suite.app.url);
    await page.goto('/contact');
    await page.fill('Name', 'Lin Contact');
    await page.fill('Email', 'lin.contact@example.test');
    await page.fill('Subject', 'Question about plans');
    await page.fill('Message', 'Can I switch from Starter to Pro mid-month?');
    await page.click('Send Message');
    await page.toastText(messages.contactSuccess); // fails when no such toast appears
    const mail = await suite.mail.waitFor('lin.contact@example.test');
    expect(mail.text).toContain('Question about plans');
  });

  it('signs up for the newsletter, confirms by the e-mailed link, and can unsubscribe', async () => {
    const page = new BasePage(await suite.newPage(), suite.app.url);
    await page.goto('/newsletter');
    await page.fill('Email address', 'reader@example.test');
    await page.fill('First name', 'Reader');
    await page.click('Subscribe');
    await page.page.waitForSelector('[data-testid="newsletter-confirmation"]', { visible: true });

    const confirmMail = await suite.mail.waitFor('reader@example.test', /confirm/i);
    const confirm = findLink(confirmMail, '/newsletter');
    expect(confirm.searchParams.get('confirm')).toBeTruthy();
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await page.waitForText('confirmed');

    const welcome = await suite.mail.waitFor('reader@example.test', /welcome|confirmed|subscribed/i);
    const unsubscribe = findLink(welcome, '/newsletter');
    expect(unsubscribe.searchParams.get('unsubscribe')).toBeTruthy();
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.waitForText('unsubscribed');
  });
});
