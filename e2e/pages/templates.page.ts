import type { ElementHandle, HTTPResponse } from 'puppeteer-core';
import { BasePage } from './base.page';

/** /templates, the template picker (dashboard and optimize form) and the resume page's download template. */
export class TemplatesPage extends BasePage {
  /**
   * Not `networkidle0`: the server renders each preview PNG on its first request, so the thumbnails may
   * keep the network busy for a while; the cards are what the page shows first.
   */
  async open(): Promise<void> {
    await this.page.goto(new URL('/templates', this.baseUrl).href, { waitUntil: 'domcontentloaded' });
    await this.page.waitForSelector('[data-testid="template-card"]', { visible: true, timeout: 30_000 });
  }

  /**
   * Opens a tab with the keyboard (focus, Enter): after the page has scrolled, the sticky site header
   * covers the tab list and a mouse click would land on the header.
   */
  async openTab(name: string): Promise<void> {
    const tab = (await this.page.waitForFunction(
      (text) =>
        [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
          (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
        ),
      {},
      name,
    )) as ElementHandle<HTMLElement>;
    await tab.evaluate((el) => el.focus());
    await this.page.keyboard.press('Enter');
    await this.page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', {}, tab);
  }

  /** The number in a tab's count badge ('available' or 'locked'). */
  async count(tab: 'available' | 'locked'): Promise<number> {
    return Number(await this.page.$eval(`[data-testid="${tab}-count"]`, (el) => (el as HTMLElement).innerText.trim()));
  }

  /** Ids of the cards in the open tab, in order. */
  async cardIds(): Promise<string[]> {
    return this.page.$$eval('[role="tabpanel"]:not([hidden]) [data-testid="template-card"]', (cards) =>
      cards.map((c) => c.getAttribute('data-template-id') ?? ''),
    );
  }

  /** The id of the checked option of the template picker (a radio group). */
  async pickedTemplate(): Promise<string | null> {
    await this.page.waitForSelector('[data-testid="template-option"]', { visible: true });
    return this.page.$eval('[data-testid="template-picker"]', (el) => el.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null);
  }

  /** Waits until the picker's checked option is `id` (a controlled radio group settles after a render). */
  async waitForPicked(id: string): Promise<void> {
    await this.page
      .waitForFunction(
        (value) => document.querySelector<HTMLInputElement>('[data-testid="template-picker"] input[type="radio"]:checked')?.value === value,
        { timeout: 5_000 },
        id,
      )
      .catch(async () => {
        throw new Error(`The template picker shows ${await this.pickedTemplate()}, not ${id}`);
      });
  }

  async isOptionDisabled(id: string): Promise<boolean> {
    return this.page.$eval(`[data-testid="template-picker"] input[value="${id}"]`, (el) => (el as HTMLInputElement).disabled);
  }

  /** Focuses the picker's checked option (Tab stops there in a radio group) and presses `key`. */
  async pressInPicker(key: 'ArrowRight' | 'ArrowLeft'): Promise<void> {
    await this.page.$eval('[data-testid="template-picker"] input[type="radio"]:checked', (el) => (el as HTMLInputElement).focus());
    await this.page.keyboard.press(key);
  }

  /**
   * Collects the server's answers to the resume downloads (DOCX and PDF) from now on: the path asked for
   * and the X-Resume-Template header naming the template it was rendered in.
   */
  recordDownloads(): { path: string; template: string | undefined }[] {
    const seen: { path: string; template: string | undefined }[] = [];
    this.page.on('response', (response: HTTPResponse) => {
      const url = new URL(response.url());
      if (!/^\/api\/resume\/\d+\/download\/(pdf|docx)$/.test(url.pathname) || response.status() !== 200) return;
      seen.push({ path: url.pathname + url.search, template: response.headers()['x-resume-template'] });
    });
    return seen;
  }
}
