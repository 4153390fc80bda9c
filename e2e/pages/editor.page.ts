// The interactive editor (/interactive-editor[/{id}]): the way in from the menu, the resume picker and
// the plan's revision allowance, its three tabs, the resume text, analysis and the one-click fixes,
// found by role and name as a person finds them.
import { BasePage } from './base.page';

export class EditorPage extends BasePage {
  async open(resumeId?: number): Promise<void> {
    await this.goto(resumeId === undefined ? '/interactive-editor' : `/interactive-editor/${resumeId}`);
    await this.page.waitForSelector('::-p-aria([name="Edit Resume"][role="tab"])', { visible: true });
  }

  /** From the avatar menu's 'Interactive Editor', as a user opens it. */
  async openFromMenu(): Promise<void> {
    const trigger = await this.page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    await trigger?.click();
    await this.click('Interactive Editor', 'menuitem');
    await this.waitForPath('/interactive-editor');
    await this.page.waitForSelector('::-p-aria([name="Edit Resume"][role="tab"])', { visible: true });
  }

  private resumePicker = '::-p-aria([name="Resume"][role="combobox"])';

  /** The resume picker's chosen option, as shown. */
  async pickedResume(): Promise<string> {
    const select = await this.page.waitForSelector(this.resumePicker, { visible: true });
    return select!.evaluate((el) => {
      const picker = el as HTMLSelectElement;
      return picker.selectedOptions[0]?.textContent ?? '';
    });
  }

  /** The picker's options, as shown, in their order. */
  async resumeChoices(): Promise<string[]> {
    const select = await this.page.waitForSelector(this.resumePicker, { visible: true });
    return select!.evaluate((el) => [...(el as HTMLSelectElement).options].map((option) => option.textContent ?? ''));
  }

  /** Picks the resume whose option starts with `label`, as choosing it in the open list does. */
  async pickResume(label: string): Promise<void> {
    const select = await this.page.waitForSelector(this.resumePicker, { visible: true });
    const value = await select!.evaluate(
      (el, l) => [...(el as HTMLSelectElement).options].find((option) => option.textContent?.startsWith(l))?.value ?? '',
      label,
    );
    if (!value) throw new Error(`No resume "${label}" in the picker`);
    await select!.select(value);
  }

  /** The plan's revision allowance shown above the editor. */
  async allowanceText(): Promise<string> {
    const note = await this.page.waitForSelector('[data-testid="revision-allowance"]', { visible: true });
    return note!.evaluate((el) => (el as HTMLElement).innerText);
  }

  /** The resume text area's value (the Edit Resume tab must be shown). */
  async resumeText(): Promise<string> {
    const area = await this.field('Resume text');
    return area.evaluate((el) => (el as HTMLTextAreaElement).value);
  }

  async waitForResumeText(predicate: (text: string) => boolean, timeout = 15_000): Promise<string> {
    const started = Date.now();
    for (;;) {
      const text = await this.resumeText();
      if (predicate(text)) return text;
      if (Date.now() - started > timeout) throw new Error(`Resume text never matched; it is:\n${text.slice(0, 400)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async selectedTab(): Promise<string> {
    return this.page.$eval('[role="tab"][aria-selected="true"]', (el) => el.textContent?.trim() ?? '');
  }

  async waitForSelectedTab(name: string, timeout = 5_000): Promise<void> {
    await this.page.waitForFunction(
      (n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === n,
      { timeout },
      name,
    );
  }

  async waitForAnalysis(timeout = 20_000): Promise<void> {
    await this.page.waitForSelector('[data-testid="analysis-results"]', { visible: true, timeout });
  }

  /** The fixes offered in the shown panel: what each changes. */
  async fixes(): Promise<{ before: string; after: string }[]> {
    return this.page.$$eval('[data-testid="editor-fixes"] li', (items) =>
      items
        .filter((li) => (li as HTMLElement).offsetParent !== null)
        .map((li) => ({ before: li.querySelector('del')?.textContent ?? '', after: li.querySelector('ins')?.textContent ?? '' })),
    );
  }
}
