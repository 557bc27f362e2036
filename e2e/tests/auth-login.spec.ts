import { ApiError } from '@gd/contracts/api-client';
import { getMe } from '@gd/contracts/endpoints/auth';
import { api } from '../support/api';
import { DEMO } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { siteHeader } from '../support/ui';
import { paths } from '../../web/src/app/paths';

test.describe('Login', () => {
  test('log in → log out → a login-required page asks to log in and comes back after it', async ({ page }) => {
    await page.goto(paths.login.href());
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(DEMO.user.phone);
    await page.getByLabel(/^Password/).fill(DEMO.user.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.home.href()}$`));
    const account = siteHeader(page).getByRole('button', { name: /^Account menu for / });
    await expect(account).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('user_token'));

    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(siteHeader(page).getByRole('link', { name: 'Login / Signup' })).toBeVisible();
    // Logout reloads the home page: the header can show the logged-out state before that load replaces the page.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('user_token')).catch(() => 'reloading'))
      .toBeNull();
    // Decision 13: the old token no longer works on the server.
    expect(token, 'the login stored a token').toBeTruthy();
    const me = await api.call(getMe, {}, { token }).catch((e) => e);
    expect(me).toBeInstanceOf(ApiError);
    expect((me as ApiError).status).toBe(401);

    await page.goto(paths.changePassword.href());
    await expect(page).toHaveURL(new RegExp(`${paths.login.href()}$`));

    await page.getByRole('textbox', { name: /Mobile number/ }).fill(DEMO.user.phone);
    await page.getByLabel(/^Password/).fill(DEMO.user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.changePassword.href()}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });

  test('a wrong password shows the server message under "Login failed"', async ({ page }) => {
    await page.goto(paths.login.href());
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(DEMO.user.phone);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(alert).toContainText('Invalid mobile number or password.');
    await expect(page).toHaveURL(new RegExp(`${paths.login.href()}$`));
  });
});
