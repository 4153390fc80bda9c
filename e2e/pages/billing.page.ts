import { BasePage } from './base.page';

/** /pricing, the dashboard's Account Overview and storage card, Settings → Subscription, and their dialogs. */
export class BillingPage extends BasePage {
  /** The text of an element the app marks with a data-testid, once it shows and (optionally) contains `expected`. */
  async textOf(testId: string, expected = '', timeout = 10_000): Promise<string> {
    const handle = await this.page.waitForFunction(
      (id, text) => {
        const el = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        return el && el.innerText.includes(text) ? el.innerText : null;
      },
      { timeout },
      testId,
      expected,
    );
    return (await handle.jsonValue()) ?? '';
  }

  /** A plan card's Subscribe / Start free trial button (named 'Subscribe: Pro'). */
  async subscribe(planName: string): Promise<void> {
    const button = await this.page.waitForSelector(
      `::-p-aria([name="Subscribe: ${planName}"][role="button"]):not([disabled])`,
      { visible: true },
    );
    await button!.click();
  }

  /** Waits for a dialog marked `testId` and clicks its button named `name`. */
  async clickInDialog(testId: string, name: string): Promise<void> {
    const dialog = await this.page.waitForSelector(`[data-testid="${testId}"]`, { visible: true });
    const button = await dialog!.waitForSelector(`::-p-aria([name="${name}"][role="button"]):not([disabled])`, {
      visible: true,
    });
    await button!.click();
  }

  async dialogGone(testId: string): Promise<void> {
    await this.page.waitForSelector(`[data-testid="${testId}"]`, { hidden: true });
  }
}
