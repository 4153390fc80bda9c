import { BasePage } from './base.page';

/** The signed-in navigation: avatar menu and logout. */
export class AppShell extends BasePage {
  async logout(): Promise<void> {
    const trigger = await this.page.waitForSelector('[data-testid="user-menu"]', { visible: true });
    await trigger?.click();
    await this.click('Logout', 'menuitem');
  }
}
