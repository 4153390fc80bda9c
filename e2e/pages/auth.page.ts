import { BasePage } from './base.page';

export interface NewAccount {
  fullName: string;
  email: string;
  username: string;
  password: string;
}

/** /auth: sign in, register and forgot-password modes. */
export class AuthPage extends BasePage {
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
    await this.click('I agree to the Terms of Service', 'checkbox');
    await this.click('Sign up');
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
