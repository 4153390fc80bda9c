import type { ElementHandle } from 'puppeteer-core';
import { BasePage } from './base.page';

/** /settings: profile, change password, the legal links and the Delete account dialog. */
export class SettingsPage extends BasePage {
  async open(): Promise<void> {
    await this.goto('/settings');
    await this.page.waitForSelector('::-p-aria([name="Profile Information"][role="heading"])', { visible: true });
  }

  /** A form by its accessible name ('Profile Information', 'Change password', 'Delete account'). */
  async form(name: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.waitForSelector(`::-p-aria([name="${name}"][role="form"])`, { visible: true });
    if (!handle) throw new Error(`No form named "${name}"`);
    return handle;
  }

  /** Types into the field labelled `label` inside the form named `formName`. */
  async fillIn(formName: string, label: string, value: string): Promise<void> {
    const input = await (await this.form(formName)).waitForSelector(`::-p-aria(${label})`, { visible: true });
    if (!input) throw new Error(`No field "${label}" in the form "${formName}"`);
    await input.click({ count: 3 });
    await input.press('Backspace');
    await input.type(value);
  }

  async submit(formName: string, button: string): Promise<void> {
    const handle = await (await this.form(formName)).waitForSelector(`::-p-aria([name="${button}"][role="button"])`, {
      visible: true,
    });
    if (!handle) throw new Error(`No button "${button}" in the form "${formName}"`);
    await handle.click();
  }

  /** The message shown under a field of one form (linked by aria-describedby). */
  async errorIn(formName: string, label: string): Promise<string> {
    const input = await (await this.form(formName)).waitForSelector(`::-p-aria(${label})`, { visible: true });
    return input!.evaluate((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      return ids.map((id) => document.getElementById(id)?.innerText ?? '').join(' ').trim();
    });
  }

  /** Waits until the field's message contains `text` and returns it. */
  async waitForErrorIn(formName: string, label: string, text: string, timeout = 10_000): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const message = await this.errorIn(formName, label);
      if (message.includes(text) || Date.now() > deadline) return message;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async changePassword(current: string, next: string, confirm = next): Promise<void> {
    await this.fillIn('Change password', 'Current password', current);
    await this.fillIn('Change password', 'New password', next);
    await this.fillIn('Change password', 'Confirm new password', confirm);
    await this.submit('Change password', 'Change password');
  }

  /** Opens the danger zone's dialog, types the password and confirms. */
  async deleteAccount(password: string): Promise<void> {
    if (!(await this.page.$('[data-testid="delete-account-dialog"]'))) {
      await this.click('Delete account');
      await this.page.waitForSelector('[data-testid="delete-account-dialog"]', { visible: true });
    }
    await this.fillIn('Delete account', 'Password', password);
    await this.submit('Delete account', 'Delete my account');
  }

  /** A link inside the page's main content (the footer repeats the legal links). */
  async mainLink(name: string): Promise<ElementHandle<Element>> {
    const main = await this.page.waitForSelector('main');
    const link = await main!.waitForSelector(`::-p-aria([name="${name}"][role="link"])`, { visible: true });
    if (!link) throw new Error(`No link "${name}" in the main content`);
    return link;
  }
}
