import { BasePage } from './base.page';

/** /optimize-resume: the form, the result view and its downloads. */
export class OptimizePage extends BasePage {
  async open(jobUrl?: string): Promise<void> {
    await this.goto(jobUrl ? `/optimize-resume?jobUrl=${encodeURIComponent(jobUrl)}` : '/optimize-resume');
  }

  async uploadResume(path: string): Promise<void> {
    const input = await this.page.waitForSelector('input[type="file"]');
    if (!input) throw new Error('No file input on the optimize form');
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(path);
  }

  /** Puts `text` in the field at once, as a paste does (typing a long text takes seconds). */
  async paste(label: string, text: string): Promise<void> {
    const field = await this.field(label);
    await field.evaluate((el, value) => {
      const prototype = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  }

  /** The current value of a text field. */
  async valueIn(label: string): Promise<string> {
    return (await this.field(label)).evaluate((el) => (el as HTMLInputElement).value);
  }

  /**
   * Pasted resume text for a job whose page is walled: submit, the form asks for the description, paste
   * it and submit again; resolves when the result is shown.
   */
  /** `job`: the title and company to type beside the description (asked for when the text does not state them). */
  async optimizePastedBehindWall(jobUrl: string, resumeText: string, description: string, job: { title?: string; company?: string } = {}): Promise<void> {
    await this.open(jobUrl);
    await this.click('Paste Text', 'tab');
    await this.paste('Resume text', resumeText);
    await this.submit();
    await this.page.waitForSelector('[data-testid="job-description-needed"]', { visible: true });
    await this.paste('Job description', description);
    if (job.title) await this.fill('Job title', job.title);
    if (job.company) await this.fill('Company', job.company);
    await this.submit();
    await this.waitForResult();
  }

  async submit(): Promise<void> {
    await this.click('Optimize Resume');
  }

  async waitForResult(timeout = 60_000): Promise<void> {
    await this.page.waitForSelector('[data-testid="optimize-result"]', { visible: true, timeout });
  }

  async shownContent(): Promise<string> {
    return this.page.$eval('[data-testid="optimized-content"]', (el) => el.textContent ?? '');
  }

  async testIdText(testId: string): Promise<string> {
    return this.page.$eval(`[data-testid="${testId}"]`, (el) => (el as HTMLElement).innerText);
  }

  /**
   * Opens the Download Options menu and picks a format with the keyboard, as a keyboard user does: the
   * previous download's toast may still cover the button, and a mouse click would land on the toast.
   */
  async download(format: 'DOCX' | 'PDF' | 'TXT'): Promise<void> {
    // The previous pick's menu closes first: Enter on the trigger while it is still open would close it
    // again. On a loaded machine the menu can take a while to open, so Enter is tried up to three times.
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.page.waitForFunction(() => !document.querySelector('[role="menu"]'), { timeout: 5_000 }).catch(() => undefined);
      const trigger = await this.page.waitForSelector('[data-testid="download-menu"]:not([disabled])', { visible: true });
      if (!trigger) throw new Error('No download menu');
      await trigger.focus();
      await this.page.keyboard.press('Enter');
      const item = await this.page
        .waitForSelector(`::-p-aria([name="${format}"][role="menuitem"])`, { visible: true, timeout: 7_000 })
        .catch(() => null);
      if (!item) continue;
      await item.focus();
      await this.page.keyboard.press('Enter');
      return;
    }
    throw new Error(`No ${format} item in the download menu after three tries`);
  }
}
