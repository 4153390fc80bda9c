/**
 * The job-alert digest e-mail: its React Email components as HTML, the whole message through the outbox
 * mailer (the .eml a mail client reads, with both parts and the one-click headers), and the outbox
 * preview opened in a real Chromium as a reader sees it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { composeDigest, type DigestItem } from '@jobapp/shared/job-alerts/digest';
import { render } from '@react-email/render';
import { simpleParser } from 'mailparser';
import puppeteer from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { chromeFlags } from '../lib/chrome-flags';
import { createLogger } from '../logger';
import { chromePath, requireChromium } from '../test/chromium';
import { DigestItemCard, jobAlertDigestMail } from './job-alert-mail';
import { startSmtpServer } from '../test/smtp-server';
import { createMailer } from './mailer';

const item = (over: Partial<DigestItem> = {}): DigestItem => ({
  title: 'Data Engineer',
  company: 'Proseware, Inc.',
  location: 'Austin, TX',
  salary: '$110,000 - $130,000 a year',
  age: 'posted 2 days ago',
  reposted: '',
  closes: 'closes on 12 December 2026',
  source: 'Greenhouse',
  url: 'https://job-boards.greenhouse.io/proseware/jobs/1',
  match: { score: 72, met: ['SQL', 'Python', '5 years of experience'], gaps: ['Airflow'] },
  saveUrl: 'http://resumeboost.test/tracker?add=https%3A%2F%2Fjob-boards.greenhouse.io%2Fproseware%2Fjobs%2F1',
  tailorUrl: 'http://resumeboost.test/optimize-resume?jobUrl=https%3A%2F%2Fjob-boards.greenhouse.io%2Fproseware%2Fjobs%2F1',
  ...over,
});

const digest = composeDigest({
  name: 'Dana Reyes',
  items: [item(), item({ title: 'Analytics Engineer <script>alert(1)</script>', url: 'https://jobs.lever.co/x/2', match: null, salary: '', closes: '' })],
  reposts: [item({ title: 'Platform Engineer', reposted: 'reposted twice', url: 'https://jobs.lever.co/x/3' })],
  limited: ['Indeed'],
  frequency: 'daily',
  ranBefore: true,
  hasResume: true,
  publicUrl: 'http://resumeboost.test',
  unsubscribeUrl: 'http://resumeboost.test/api/job-alerts/unsubscribe?token=abc.def',
});

describe('job alert digest e-mail', () => {
  it('shows an item with its facts, match, gaps and both links; escapes what a posting wrote', async () => {
    const html = await render(<DigestItemCard item={item()} />);
    expect(html).toContain('Proseware, Inc. · Austin, TX · $110,000 - $130,000 a year');
    expect(html).toContain('posted 2 days ago · closes on 12 December 2026 · Greenhouse');
    expect(html).toContain('Match: <!-- -->72<!-- -->/100');
    expect(html).toContain('Your resume shows: <!-- -->SQL; Python; 5 years of experience');
    expect(html).toContain('Not on your resume: <!-- -->Airflow');
    expect(html).toContain(`href="${item().saveUrl}"`);
    const unscored = await render(<DigestItemCard item={item({ match: null, title: 'Lead <b>x</b>' })} />);
    expect(unscored).not.toContain('Match:');
    expect(unscored).toContain('Lead &lt;b&gt;x&lt;/b&gt;');
  });

  describe('through the outbox (SMTP_URL unset)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'resumeboost-digest-outbox-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('is a message with text and HTML parts and one-click unsubscribe, and its preview renders in Chromium', async () => {
      const mailer = createMailer({ smtpUrl: undefined, from: 'ResumeBoost <no-reply@localhost>', outboxDir: dir, logger: createLogger('silent') });
      await mailer.send(await jobAlertDigestMail('dana@example.com', digest));
      mailer.close();
      const files = readdirSync(dir).sort();
      expect(files.map((f) => f.replace(/^.*\./, ''))).toEqual(['eml', 'html']);
      const raw = readFileSync(join(dir, files[0] ?? ''));
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe('2 new jobs for your alerts, including Data Engineer');
      const headers = raw.toString('utf8').replace(/\r?\n[ \t]+/g, ' '); // unfolded
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/resumeboost\.test\/api\/job-alerts\/unsubscribe\?token=abc\.def>$/m);
      expect(parsed.text).toContain('Indeed was not reachable or limited our reading today');
      expect(parsed.text).toContain('- Platform Engineer, Proseware, Inc.: reposted twice (https://jobs.lever.co/x/3)');
      expect(parsed.html).toBeTruthy();
      expect(parsed.html).not.toMatch(/<img\b|<script\b/i);

      if (!requireChromium('the digest preview')) return;
      const browser = await puppeteer.launch({ executablePath: chromePath, args: [...chromeFlags], headless: true });
      try {
        const page = await browser.newPage();
        await page.setViewport({ width: 390, height: 900 });
        await page.goto(pathToFileURL(join(dir, files[1] ?? '')).href);
        const seen = await page.evaluate(() => document.body.innerText);
        expect(seen).toContain('Data Engineer');
        expect(seen).toContain('Analytics Engineer <script>alert(1)</script>');
        expect(seen).toContain('Match: 72/100');
        expect(seen).toContain('Posted again (you saw these before)');
        // Both buttons of each item are on screen and point at the web app; nothing is wider than a phone.
        const buttons = await page.$$eval('a', (links) =>
          links.filter((a) => /^(Save to tracker|Tailor my resume)$/.test(a.textContent?.trim() ?? '')).map((a) => ({ href: a.href, width: a.getBoundingClientRect().width })),
        );
        expect(buttons).toHaveLength(4);
        expect(buttons.every((b) => b.href.startsWith('http://resumeboost.test/') && b.width > 40)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      } finally {
        await browser.close();
      }
    }, 60_000);
  });

  it('arrives over SMTP with both parts and the one-click headers', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from: 'ResumeBoost <no-reply@resumeboost.test>', outboxDir: '/nonexistent', logger: createLogger('silent') });
      await mailer.send(await jobAlertDigestMail('dana@example.com', digest));
      mailer.close();
      const [received] = smtp.to('dana@example.com');
      expect(received?.mail.subject).toBe('2 new jobs for your alerts, including Data Engineer');
      expect(received?.mail.text).toContain('Match: 72/100');
      expect(received?.mail.html).toContain('Save to tracker');
      const lines = new Map((received?.mail.headerLines ?? []).map((h) => [h.key, h.line.replace(/\r?\n[ \t]+/g, ' ')]));
      expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(lines.get('list-unsubscribe')).toBe('List-Unsubscribe: <http://resumeboost.test/api/job-alerts/unsubscribe?token=abc.def>');
    } finally {
      await smtp.close();
    }
  });
});
