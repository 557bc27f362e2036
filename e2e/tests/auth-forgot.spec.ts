import { ApiError } from '@gd/contracts/api-client';
import { login } from '@gd/contracts/endpoints/auth';
import { api } from '../support/api';
import { loginViaApi, newPerson, registerViaApi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { mailCount, readOtp } from '../support/mail';
import { siteHeader } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { budget } from '../support/budget';

test.describe('Forgot password', () => {
  test('OTP by mail → verify → new password → log in with it', async ({ page, request }) => {
    const person = newPerson('Forgetful');
    await registerViaApi(request, {
      hasBusiness: 'no',
      owner_name: person.name,
      phone: person.phone,
      email: person.email,
      password: person.password,
      agree: true,
    });
    const newPassword = 'Monsoon-Chai-Garam-77';
    const mailsBefore = mailCount(person.email);

    await page.goto(paths.forgotPassword.href());
    await page.getByRole('textbox', { name: /Email/ }).fill(person.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const otpBox = page.getByRole('textbox', { name: /OTP/ });
    await expect(otpBox).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
    const otp = await readOtp(person.email, { after: mailsBefore });
    await otpBox.fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await expect(otpBox).toBeDisabled();
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page.getByText(/Your password has been reset/).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.login.href()}$`), { timeout: budget(6_000) });

    await page.getByRole('textbox', { name: /Mobile number/ }).fill(person.phone);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(siteHeader(page).getByRole('button', { name: `Account menu for ${person.name}` })).toBeVisible();

    // The old password is gone.
    const old = await api.call(login, { body: { phone: person.phone, password: person.password } }).catch((e) => e);
    expect(old).toBeInstanceOf(ApiError);
    expect((old as ApiError).status).toBe(401);
    await loginViaApi(request, person.phone, newPassword);
  });
});
