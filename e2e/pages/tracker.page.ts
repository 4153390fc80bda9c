import type { ElementHandle } from 'puppeteer-core';
import { BasePage } from './base.page';

/** /tracker: the funnel, the board (columns by stage) and the table. */
export class TrackerPage extends BasePage {
  async open(query = ''): Promise<void> {
    await this.goto(`/tracker${query}`);
    await this.page.waitForSelector('[data-testid="tracker-board"], [data-testid="tracker-empty"], [data-testid="tracker-table"]', {
      visible: true,
    });
  }

  /** Job titles of the cards in a stage's column, top to bottom. */
  async columnTitles(stage: string): Promise<string[]> {
    // Each card holds two buttons: the grip (Move …) and the title, which opens the card.
    return this.page.$$eval(`[data-testid="tracker-column-${stage}"] [data-testid="tracker-card"]`, (cards) =>
      cards.map((card) => (card.querySelectorAll('button')[1] as HTMLElement | undefined)?.innerText.trim() ?? ''),
    );
  }

  async waitForCardIn(stage: string, title: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      (s, t) =>
        [...document.querySelectorAll(`[data-testid="tracker-column-${s}"] [data-testid="tracker-card"]`)].some((card) =>
          (card as HTMLElement).innerText.includes(t),
        ),
      { timeout },
      stage,
      title,
    );
  }

  /**
   * Moves a card with the keyboard alone: focus its grip, Space to pick it up, `steps` arrow presses,
   * Space to drop. Returns what the live region announced at the end.
   */
  async moveByKeyboard(cardName: string, steps: number, key: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight'): Promise<string> {
    const grip = await this.page.waitForSelector(`::-p-aria([name="Move ${cardName}"][role="button"])`, { visible: true });
    await grip!.focus();
    await this.page.keyboard.press('Space');
    for (let i = 0; i < steps; i += 1) {
      await new Promise((r) => setTimeout(r, 150));
      await this.page.keyboard.press(key);
    }
    await new Promise((r) => setTimeout(r, 150));
    await this.page.keyboard.press('Space');
    const handle = await this.page.waitForFunction(
      () => [...document.querySelectorAll('[role="status"][aria-live]')].map((el) => el.textContent ?? '').find((t) => / moved to | stays /.test(t)),
      { timeout: 5_000 },
    );
    return (await handle.jsonValue()) ?? '';
  }

  async showTable(): Promise<void> {
    await this.click('Table', 'tab');
    await this.page.waitForSelector('[data-testid="tracker-table"]', { visible: true });
  }

  /** The table's rows as [job, company, stage]. */
  async tableRows(): Promise<string[][]> {
    return this.page.$$eval('[data-testid="tracker-row"]', (rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(1, 4).map((td) => (td as HTMLElement).innerText.trim())),
    );
  }

  async chooseOption(label: string, value: string): Promise<void> {
    const select = await this.field(label);
    await (select as ElementHandle<HTMLSelectElement>).select(value);
  }

  /** The User Timing measure the board records on its first render, in ms (null until it exists). */
  async boardFirstRenderMs(): Promise<number | null> {
    return this.page.evaluate(() => performance.getEntriesByName('tracker-board:first-render')[0]?.duration ?? null);
  }
}
