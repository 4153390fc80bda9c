import { BasePage } from './base.page';

export interface NewAccount {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** /auth: sign in, register and forgot-password modes. */
export class AuthPage extends BasePage {
  /** The register form's agreement checkbox, named by its label (which links both legal pages). */
  static readonly termsCheckbox = 'I agree to the Terms of Service and Privacy Policy';

  async open(query = ''): Promise<void> {
    await this.goto(`/auth${query}`);
  }

  async register(account: NewAccount): Promise<void> {
    await this.click('Register', 'tab');
    await this.fill('Full name', account.fullName);
    await this.fill('Email address', account.email);
    await this.fill('Username', account.username);
    await this.fill('Password', account.password);
    await this.fill('Confirm password', account.password);
    await this.click(AuthPage.termsCheckbox, 'checkbox');
    await this.click('Sign up');
  }

  /** The tab the auth page shows ('Sign In' or 'Register'); waits for the page to show one. */
  /**
   * The selected tab once it is `expected`, or whatever is selected after a few seconds. A link from
   * /auth to /auth changes the tab a render after the URL, so reading at once can see the old one.
   */
  async settledTab(expected: string, timeoutMs = 5000): Promise<string> {
    await this.page
      .waitForFunction(
        (name) => (document.querySelector('[role="tab"][aria-selected="true"]') as HTMLElement | null)?.innerText.trim() === name,
        { timeout: timeoutMs },
        expected,
      )
      .catch(() => undefined);
    return this.selectedTab();
  }

  async selectedTab(): Promise<string> {
    const tab = await this.page.waitForSelector('[role="tab"][aria-selected="true"]', { visible: true });
    return tab!.evaluate((el) => (el as HTMLElement).innerText.trim());
  }

  /** The agreement checkbox's state (`aria-checked`). */
  async termsChecked(): Promise<boolean> {
    const box = await this.page.waitForSelector(`::-p-aria([name="${AuthPage.termsCheckbox}"][role="checkbox"])`);
    return box!.evaluate((el) => el.getAttribute('aria-checked') === 'true');
  }

  async signIn(username: string, password: string, rememberMe = false): Promise<void> {
    await this.fill('Username', username);
    await this.fill('Password', password);
    if (rememberMe) await this.click('Remember me', 'checkbox');
    await this.click('Sign in');
  }

  async requestReset(email: string): Promise<void> {
    await this.click('Forgot your password?', 'button');
    await this.fill('Email address', email);
    await this.click('Send reset link');
  }
}
