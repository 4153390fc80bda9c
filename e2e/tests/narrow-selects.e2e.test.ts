// Issue 24, section 7: at 390 px wide every select in the web app shows its full text. A resume is
// tailored to a job with a long title and company (its name in the resume pickers), then every page
// with a select is opened at 390 × 844 and each visible select's shown text is measured:
// - a customizable select (appearance: base-select, what the web app uses at phone widths in Chromium)
//   is a real layout box, so its text is cut exactly when it overflows: scrollWidth > clientWidth or
//   scrollHeight > clientHeight;
// - a native select does not report its inner text's overflow, so the shown option's text is measured
//   in the select's own font (canvas measureText) against the select's content width.
// Each select must also lie inside the viewport.
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthPage } from '../pages/auth.page';
import { BasePage } from '../pages/base.page';
import { chromeAvailable } from '../support/browser';
import { type SiteServer, startCountingLinkedIn } from '../support/extension-sites';
import { subscribeInPage } from '../support/subscribe';
import { newAccount, useSuite } from '../support/suite';
import { tailorInPage } from '../support/tailor';

const jobTitle = 'Senior Registered Nurse, Cardiac Intensive Care Unit (Nights)';
const company = 'Northwind Regional Health Systems';
const posting =
  'Northwind Regional Health Systems runs a 40-bed cardiac intensive care unit. We are looking for a Senior Registered Nurse for nights. ' +
  'Requirements: 5+ years of critical care nursing, BLS and ACLS certification, telemetry and ventilator care, charge nurse experience.';

interface SelectMeasure {
  label: string;
  text: string;
  mode: string;
  clipped: boolean;
  detail: string;
}

/** Every visible select on the page, measured as the module comment says. */
async function measureSelects(page: Page): Promise<SelectMeasure[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    const out: SelectMeasure[] = [];
    for (const select of Array.from(document.querySelectorAll('select'))) {
      const rect = select.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(select);
      const text = select.selectedOptions[0]?.text ?? '';
      const label = select.labels?.[0]?.textContent?.trim() || select.getAttribute('aria-label') || select.id;
      const outside = rect.left < 0 || rect.right > window.innerWidth + 0.5;
      if (style.appearance === 'base-select') {
        const over = select.scrollWidth > select.clientWidth || select.scrollHeight > select.clientHeight;
        out.push({
          label,
          text,
          mode: 'base-select',
          clipped: over || outside,
          detail: `scroll ${select.scrollWidth}×${select.scrollHeight} in ${select.clientWidth}×${select.clientHeight}, right ${Math.round(rect.right)}`,
        });
      } else {
        if (!canvas) throw new Error('no canvas');
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = canvas.measureText(text).width;
        const available = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        out.push({
          label,
          text,
          mode: style.appearance,
          clipped: needed > available || outside,
          detail: `text ${Math.ceil(needed)} px in ${Math.floor(available)} px, right ${Math.round(rect.right)}`,
        });
      }
    }
    return out;
  });
}

describe.skipIf(!chromeAvailable)('selects at 390 px', () => {
  let linkedIn: SiteServer;
  beforeAll(async () => {
    linkedIn = await startCountingLinkedIn();
  });
  afterAll(async () => linkedIn?.close());
  const suite = useSuite(() => ({ LINKEDIN_ORIGIN: linkedIn.origin }));

  it('every select on every page that has one shows its whole text', async () => {
    const page = await suite.newPage({ width: 390, height: 844 });
    const app = new BasePage(page, suite.app.url);
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(newAccount('narrow'));
    await auth.waitForPath('/dashboard');
    expect(await subscribeInPage(page, 'pro')).toBe(200);

    const resumeText = readFileSync(new URL('../fixtures/backend-resume.txt', import.meta.url), 'utf8');
    const { resumeId } = await tailorInPage(page, { jobUrl: 'https://www.linkedin.com/jobs/view/4000000077/', jobDescription: posting, jobTitle, company }, resumeText);

    const pages: { path: string; ready: string; prepare?: () => Promise<void>; longText?: boolean }[] = [
      { path: '/job-search', ready: 'select' },
      { path: `/interactive-editor/${resumeId}`, ready: '[data-testid="resume-picker"] select', longText: true },
      {
        path: `/interactive-editor/${resumeId}`,
        ready: '[data-testid="resume-picker"] select',
        // The sections tab's two selects (section, section type), with a section chosen.
        prepare: async () => {
          await app.click('Improve Sections', 'tab');
          const section = await page.waitForSelector('::-p-aria(Section[role="combobox"])', { visible: true });
          const value = await section!.evaluate((el) => (el as HTMLSelectElement).options[1]?.value ?? '');
          await section!.select(value);
        },
      },
      { path: `/resume/${resumeId}`, ready: '[data-testid="download-template"] select' },
      {
        path: '/cover-letter',
        ready: 'form[aria-label="Generate a cover letter"] select',
        longText: true,
        // The resume chosen, so the select shows its long name.
        prepare: async () => {
          const select = await page.waitForSelector('form[aria-label="Generate a cover letter"] select');
          await select!.select(String(resumeId));
        },
      },
    ];
    const problems: string[] = [];
    let measured = 0;
    for (const { path, ready, prepare, longText } of pages) {
      await app.goto(path);
      await page.waitForSelector(ready, { visible: true });
      await prepare?.();
      const selects = await measureSelects(page);
      expect(selects.length, `${path}: selects found`).toBeGreaterThan(0);
      // The long resume name is what a select on this page shows, so the check is not of short texts only.
      if (longText) expect(selects.map((s) => s.text).join(' | '), path).toContain(company);
      measured += selects.length;
      for (const s of selects) if (s.clipped) problems.push(`${path} “${s.label}” (${s.mode}): “${s.text}” — ${s.detail}`);
    }
    expect(problems).toEqual([]);
    // Job search 1, editor 1, editor's sections tab 3 (the picker and its two), resume page 1, cover letter 2.
    expect(measured).toBeGreaterThanOrEqual(8);
  });
});
