import type { ElementHandle } from 'puppeteer-core';
import { BasePage } from './base.page';

export interface SearchInput {
  jobTitle: string;
  location?: string;
  source?: 'linkedin' | 'indeed';
}

/** /job-search (and the dashboard's Job Search tab, which holds the same component). */
export class JobSearchPage extends BasePage {
  async open(query = ''): Promise<void> {
    await this.goto(`/job-search${query}`);
    await this.page.waitForSelector('[data-testid="job-search"]', { visible: true });
  }

  async chooseSource(source: 'linkedin' | 'indeed'): Promise<void> {
    const select = await this.field('Source');
    await (select as ElementHandle<HTMLSelectElement>).select(source);
  }

  /** Fills the form and presses Search Jobs (does not wait for the answer). */
  async search({ jobTitle, location = '', source = 'linkedin' }: SearchInput): Promise<void> {
    await this.fill('Job title', jobTitle);
    const locationField = await this.field('Location');
    await locationField.click({ count: 3 });
    await locationField.press('Backspace');
    if (location) await locationField.type(location);
    await this.chooseSource(source);
    await this.click('Search Jobs');
  }

  /**
   * Waits until the search for `jobTitle` on `source` is over and returns the results heading
   * ('Found N matching positions', 'Search results' on error).
   */
  async waitForOutcome({ jobTitle, source = 'linkedin' }: SearchInput, timeout = 20_000): Promise<string> {
    await this.page.waitForFunction(
      (key) => {
        const panel = document.querySelector('[data-testid="job-results"]');
        return panel?.getAttribute('data-search') === key && panel.getAttribute('aria-busy') === 'false';
      },
      { timeout },
      `${source}:${jobTitle}`,
    );
    return this.page.$eval('[data-testid="job-results-heading"]', (el) => (el as HTMLElement).innerText);
  }

  async resultTitles(): Promise<string[]> {
    return this.page.$$eval('[data-testid="job-result"] h3, [data-testid="job-result"] h4', (els) =>
      els.map((el) => (el as HTMLElement).innerText.trim()),
    );
  }

  /** The result card whose title is `title`. */
  async card(title: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid="job-result"]')].find(
          (li) => (li.querySelector('h3, h4') as HTMLElement | null)?.innerText.trim() === t,
        ),
      {},
      title,
    );
    return handle as ElementHandle<Element>;
  }

  /** A control inside one result card, by role and accessible name. */
  async inCard(title: string, name: string, role: 'button' | 'link' | 'checkbox' = 'button'): Promise<ElementHandle<Element>> {
    const card = await this.card(title);
    const handle = await card.waitForSelector(`::-p-aria([name="${name}"][role="${role}"])`, { visible: true });
    if (!handle) throw new Error(`No ${role} "${name}" in the card "${title}"`);
    return handle;
  }

  async cardText(title: string): Promise<string> {
    return (await this.card(title)).evaluate((el) => (el as HTMLElement).innerText);
  }

  async errorBoxText(): Promise<string> {
    const box = await this.page.waitForSelector('[data-testid="job-search-error"]', { visible: true });
    return box!.evaluate((el) => (el as HTMLElement).innerText);
  }

  async dialogText(): Promise<string> {
    const dialog = await this.page.waitForSelector('[data-testid="job-details-dialog"]', { visible: true });
    return dialog!.evaluate((el) => (el as HTMLElement).innerText);
  }
}
