import { BasePage } from './base.page';

export class ResetPasswordPage extends BasePage {
  async openLink(link: URL): Promise<void> {
    await this.goto(`${link.pathname}${link.search}`);
  }

  async reset(newPassword: string): Promise<void> {
    await this.fill('New Password', newPassword);
    await this.fill('Confirm New Password', newPassword);
    await this.click('Reset Password');
  }
}
