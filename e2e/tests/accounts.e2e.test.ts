import { describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@jobapp/shared';
import { AppShell } from '../pages/app-shell.page';
import { AuthPage } from '../pages/auth.page';
import { ResetPasswordPage } from '../pages/reset-password.page';
import { SettingsPage } from '../pages/settings.page';
import { seriousViolations } from '../support/axe';
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

  it('settings: a new e-mail address needs the current password', async () => {
    const account = newAccount('mail');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open('?action=register');
    await auth.register(account);
    await auth.waitForPath('/dashboard');

    const settings = new SettingsPage(page, suite.app.url);
    await settings.open();
    const profile = 'Profile Information';
    // The field appears only once the address differs, and is required.
    expect(await page.$('#settings-current-password')).toBeNull();
    const newEmail = `new.${account.email}`;
    await settings.fillIn(profile, 'Email address', newEmail);
    await settings.submit(profile, 'Save Changes');
    expect(await settings.waitForErrorIn(profile, 'Current password', apiMessages.currentPasswordRequired)).toContain(
      apiMessages.currentPasswordRequired,
    );
    // A wrong password: the API's answer under the field.
    await settings.fillIn(profile, 'Current password', 'not-my-password');
    await settings.submit(profile, 'Save Changes');
    expect(await settings.waitForErrorIn(profile, 'Current password', apiMessages.currentPasswordWrong)).toContain(
      apiMessages.currentPasswordWrong,
    );
    // The right one saves; the address waits for the link sent to it, and the field goes away.
    await settings.fillIn(profile, 'Current password', account.password);
    await settings.submit(profile, 'Save Changes');
    await settings.toastText('Profile updated');
    await settings.waitForText(messages.emailChangeSent.replace('{email}', newEmail));
    await page.waitForFunction(() => !document.querySelector('#settings-current-password'));
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await (await settings.field('Email address')).evaluate((el) => (el as HTMLInputElement).value)).toBe(account.email);

    // The link sent to the new address makes the change (here in a fresh browser context: no session).
    const mail = await suite.mail.waitFor(newEmail, /Confirm your new/i);
    const link = findLink(mail, '/confirm-email');
    const other = await suite.newPage();
    expect(link.origin).toBe(suite.app.url);
    await other.goto(link.toString(), { waitUntil: 'networkidle0' });
    await other.waitForFunction((text) => document.body.innerText.includes(text), {}, messages.emailChangeDone.replace('{email}', newEmail));
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await (await settings.field('Email address')).evaluate((el) => (el as HTMLInputElement).value)).toBe(newEmail);
  });

  it('settings: change password → sign out → the new password signs in, the old one no longer does', async () => {
    const account = newAccount('pw');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open('?action=register');
    await auth.register(account);
    await auth.waitForPath('/dashboard');

    const settings = new SettingsPage(page, suite.app.url);
    await settings.open();
    const form = 'Change password';
    await settings.changePassword('not-my-password', 'brand-new-pass-1');
    expect(await settings.waitForErrorIn(form, 'Current password', apiMessages.currentPasswordWrong)).toContain(
      apiMessages.currentPasswordWrong,
    );
    // The confirmation is checked before anything is sent.
    await settings.changePassword(account.password, 'brand-new-pass-1', 'brand-new-pass-2');
    expect(await settings.waitForErrorIn(form, 'Confirm new password', messages.passwordsDontMatch)).toContain(
      messages.passwordsDontMatch,
    );

    await settings.changePassword(account.password, 'brand-new-pass-1');
    await settings.toastText(apiMessages.passwordChanged);
    // The form is cleared for the next change.
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      const input = await (await settings.form(form)).waitForSelector(`::-p-aria(${label})`);
      expect(await input!.evaluate((el) => (el as HTMLInputElement).value)).toBe('');
    }

    await new AppShell(page, suite.app.url).logout();
    await auth.waitForPath('/');
    await auth.open();
    await auth.signIn(account.username, account.password);
    expect(await auth.toastText(messages.loginFailed)).toContain(messages.invalidCredentials);
    await auth.open();
    await auth.signIn(account.username, 'brand-new-pass-1');
    await auth.waitForPath('/dashboard');
  });

  it('settings: delete account — a wrong password is refused, the right one deletes it and signs out', async () => {
    const account = newAccount('bye');
    const page = await suite.newPage();
    const auth = new AuthPage(page, suite.app.url);
    await auth.open('?action=register');
    await auth.register(account);
    await auth.waitForPath('/dashboard');

    const settings = new SettingsPage(page, suite.app.url);
    await settings.open();
    await settings.deleteAccount('not-my-password');
    expect(await settings.waitForErrorIn('Delete account', 'Password', apiMessages.currentPasswordWrong)).toContain(
      apiMessages.currentPasswordWrong,
    );
    expect(settings.pathname()).toBe('/settings');
    expect(await seriousViolations(page)).toEqual([]); // the page with the dialog and its error

    await settings.deleteAccount(account.password);
    await settings.waitForPath('/');
    await settings.toastText(apiMessages.accountDeleted);
    // Signed out: guarded pages send to /auth, and the old credentials are gone.
    await settings.goto('/settings');
    await settings.waitForPath('/auth');
    await auth.signIn(account.username, account.password);
    expect(await auth.toastText(messages.loginFailed)).toContain(messages.invalidCredentials);
    expect(auth.pathname()).toBe('/auth');
  });
});
