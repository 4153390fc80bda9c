// The interactive editor (/interactive-editor[/{id}]): its three tabs, the resume text, analysis and
// the one-click fixes, found by role and name as a person finds them.
import { BasePage } from './base.page';

export class EditorPage extends BasePage {
  async open(resumeId?: number): Promise<void> {
    await this.goto(resumeId === undefined ? '/interactive-editor' : `/interactive-editor/${resumeId}`);
    await this.page.waitForSelector('::-p-aria([name="Edit Resume"][role="tab"])', { visible: true });
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
