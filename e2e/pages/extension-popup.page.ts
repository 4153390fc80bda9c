import type { Page } from 'puppeteer-core';
import { BasePage } from './base.page';

/**
 * The extension popup, opened as a tab (`popup.html?tabId=N`: the popup reads that tab instead of the
 * active one), since a real toolbar popup cannot be opened in headless Chromium.
 */
export class ExtensionPopupPage extends BasePage {
  constructor(page: Page, extensionOrigin: string) {
    super(page, `${extensionOrigin}/`);
  }

  /** Opens the popup (or `sidepanel.html`) for a tab and waits until it has looked (no more "Looking for a job…"). */
  async open(tabId: number, file: 'popup.html' | 'sidepanel.html' = 'popup.html'): Promise<void> {
    await this.page.goto(new URL(`${file}?tabId=${tabId}`, this.baseUrl).href, { waitUntil: 'load' });
    await this.page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return main !== null && main.getAttribute('aria-busy') === 'false';
      },
      { timeout: 15_000 },
    );
  }

  async testIdText(testId: string): Promise<string> {
    return this.page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).innerText.trim());
  }

  async hasTestId(testId: string): Promise<boolean> {
    return (await this.page.$(`[data-testid="${testId}"]`)) !== null;
  }

  /**
   * Waits until the popup offers an action by that name: the job shows while the web app is still asked whether the
   * browser is signed in ('checking'), and the signed-in actions come with its answer (slow beside other suites' load).
   */
  async waitForAction(name: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction(
      (wanted) => [...document.querySelectorAll('main button, main a')].some((el) => (el as HTMLElement).innerText.trim() === wanted),
      { timeout },
      name,
    );
  }

  /** Names of the buttons and links the popup offers (what a screen-reader user can reach). */
  async actionNames(): Promise<string[]> {
    return this.page.$$eval('main button, main a', (els) => els.map((el) => (el as HTMLElement).innerText.trim()).filter(Boolean));
  }

  async linkHref(name: string): Promise<string> {
    const handle = await this.page.waitForSelector(`::-p-aria([name="${name}"][role="link"])`, { visible: true });
    if (!handle) throw new Error(`No link named "${name}"`);
    return handle.evaluate((el) => (el as HTMLAnchorElement).href);
  }
}
