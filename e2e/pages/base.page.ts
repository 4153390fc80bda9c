// Page-object base: finds things the way a person does (by role and accessible name, via
// puppeteer's ARIA selectors), plus the few data-testids the web app exposes for state.
import { TimeoutError, type ElementHandle, type Page } from 'puppeteer-core';

export class BasePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  // A page is read once its requests have settled, or, when they do not settle within 30 s, once it has
  // loaded: every check after a navigation waits for what it reads. In CI, /settings right after a
  // subscription and the optimize page sometimes never reached 500 ms without a request (40 s were not
  // enough, twice in a row in one run); which request keeps the page busy is not found yet.
  async goto(path: string): Promise<void> {
    const url = new URL(path, this.baseUrl);
    try {
      await this.page.goto(url.href, { waitUntil: 'networkidle0', timeout: 30_000 });
    } catch (error) {
      if (!(error instanceof TimeoutError) || new URL(this.page.url()).pathname !== url.pathname) throw error;
      await this.page.waitForFunction(() => document.readyState === 'complete', { timeout: 15_000 });
    }
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  async waitForPath(pathname: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction((p) => window.location.pathname === p, { timeout }, pathname);
  }

  /** A form control by its label text. */
  async field(label: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.waitForSelector(`::-p-aria(${label})`, { visible: true });
    if (!handle) throw new Error(`No field labelled "${label}"`);
    return handle;
  }

  async fill(label: string, value: string): Promise<void> {
    const input = await this.field(label);
    // Focus and select by script, not a mouse click: under the sticky header a click can land on a link.
    await input.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      (el as HTMLInputElement).focus();
      (el as HTMLInputElement).select();
    });
    await input.press('Backspace');
    await input.type(value);
  }

  /**
   * Clicks a control by role and name through puppeteer's locator, which waits until it is visible,
   * enabled and still, and finds it again when React re-renders it between the wait and the click (an
   * element handle found a moment earlier may be detached by then, and its click is lost).
   */
  async click(name: string, role: 'button' | 'link' | 'tab' | 'checkbox' | 'menuitem' = 'button'): Promise<void> {
    await this.page.locator(`::-p-aria([name="${name}"][role="${role}"])`).click();
  }

  /**
   * Text of the toast that contains `expected` (the app shows one at a time, but an earlier toast may
   * still be leaving). Without `expected`, the text of any toast on screen.
   */
  async toastText(expected = '', timeout = 10_000): Promise<string> {
    const handle = await this.page.waitForFunction(
      (text) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')]
          .map((el) => el.innerText)
          .find((t) => t.includes(text)),
      { timeout },
      expected,
    );
    return (await handle.jsonValue()) ?? '';
  }

  async waitForText(text: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
  }

  /**
   * Text of the element that has focus, once it is `expected` or after `timeout` ms, whichever comes
   * first. Focus can move a moment after the change that causes it (Radix returns it when a closed
   * dialog has left the page; an effect focuses a field after it renders), so read it only once it has
   * had the chance; the caller asserts on what comes back.
   */
  async focusedText(expected: string, timeout = 5_000): Promise<string> {
    const read = () => document.activeElement?.textContent?.trim() ?? '';
    await this.page
      .waitForFunction((text) => (document.activeElement?.textContent?.trim() ?? '') === text, { timeout }, expected)
      .catch(() => undefined);
    return this.page.evaluate(read);
  }

  async bodyText(): Promise<string> {
    return this.page.evaluate(() => document.body.innerText);
  }

  /** The message shown for a field (linked by aria-describedby). */
  async fieldError(label: string): Promise<string> {
    const input = await this.field(label);
    return input.evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.innerText ?? '').join(' ').trim();
    });
  }
}
