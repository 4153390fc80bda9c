import { describe, expect, it } from 'vitest';
import { messages } from '@jobapp/shared';
import { AppShell } from '../pages/app-shell.page';
import { AuthPage } from '../pages/auth.page';
import { ResetPasswordPage } from '../pages/reset-password.page';
import { chromeAvailable } from '../support/browser';
import { findLink } from '../support/mail-catcher';
import { newAccount, useSuite } from '../support/suite';

describe.skipIf(!chromeAvailable)('accounts in the browser', () => {
  const suite = useSuite();

  it('registers and lands on the dashboard, then logs out', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    const account = newAccount('reg');
    await auth.open();
    await auth.register(account);
    await auth.waitForPath('/dashboard');
    await auth.toastText(messages.registrationSuccess); // fails when no such toast appears
    await auth.waitForText(account.fullName);

    const shell = new AppShell(page, suite.app.url);
    await shell.logout();
    await shell.toastText(messages.logoutSuccess); // fails when no such toast appears
    await shell.goto('/dashboard');
    await shell.waitForPath('/auth');
  });

  it('sends signed-out visitors from guarded routes to /auth', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    for (const path of ['/settings', '/dashboard', '/optimize-resume']) {
      await auth.goto(path);
      await auth.waitForPath('/auth');
    }
  });

  it('shows the sign-in error toast with the server message', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.signIn('nobody-here', 'wrong-password');
    const toast = await auth.toastText(messages.loginFailed);
    expect(toast).toContain(messages.invalidCredentials);
    expect(auth.pathname()).toBe('/auth');
  });

  it('shows the spec validation messages under the fields', async () => {
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.click('Sign in');
    expect(await auth.fieldError('Username')).toContain(messages.usernameRequired);
    expect(await auth.fieldError('Password')).toContain(messages.passwordRequired);
  });

  it('register → settings save → sign out → forgot → e-mailed link → reset → sign in', async () => {
    const account = newAccount('reset');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open();
    await auth.register(account);
    await auth.waitForPath('/dashboard');

    // Settings: a real save that survives a reload.
    await auth.goto('/settings');
    await auth.fill('Full name', 'Grace Hopper');
    await auth.click('Save Changes');
    await auth.toastText('Profile updated');
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await (await auth.field('Full name')).evaluate((el) => (el as HTMLInputElement).value)).toBe('Grace Hopper');

    const shell = new AppShell(page, suite.app.url);
    await shell.logout();
    await shell.toastText(messages.logoutSuccess);

    // Forgot password → the e-mail arrives over real SMTP.
    await auth.open();
    await auth.requestReset(account.email);
    await auth.toastText(messages.resetEmailSent); // fails when no such toast appears
    const mail = await suite.mail.waitFor(account.email, /reset/i);
    const link = findLink(mail, '/reset-password');
    expect(link.origin).toBe(suite.app.url);

    const reset = new ResetPasswordPage(page, suite.app.url);
    await reset.openLink(link);
    await reset.reset('second-pass-456');
    await reset.waitForText(messages.resetSuccess);
    await reset.waitForPath('/auth', 8_000);

    // The old password no longer works; the new one does.
    await auth.signIn(account.username, account.password);
    await auth.toastText(messages.loginFailed); // fails when no such toast appears
    await auth.open();
    await auth.signIn(account.username, 'second-pass-456');
    await auth.waitForPath('/dashboard');

    // The link is single use.
    const again = await suite.newPage();
    const reuse = new ResetPasswordPage(again, suite.app.url);
    await reuse.openLink(link);
    await reuse.reset('third-pass-789');
    await reuse.waitForText(messages.resetTokenInvalid);
  });

  it('reset page without a token explains the link is invalid', async () => {
    const page = await suite.newPage();
    const reset = new ResetPasswordPage(page, suite.app.url);
    await reset.goto('/reset-password');
    await reset.waitForText(messages.resetLinkMissing);
  });
});
