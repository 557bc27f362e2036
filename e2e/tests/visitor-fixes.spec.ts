import * as authEndpoints from '@gd/contracts/endpoints/auth';
import { api } from '../support/api';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { searchApi, shownName } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { preferLanguage, siteHeader } from '../support/ui';
import { paths } from '../../web/src/app/paths';

// What a visitor hit before issue 16 (decisions 58, 59): each test failed before its fix.
test.describe('What a visitor hits', () => {
  test('a stored session the server revoked: the visitor is told, shown logged out, and stays on the page', async ({
    page,
    request,
  }) => {
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
    await api.call(authEndpoints.logout, {}, { token: session.token }); // logged out elsewhere: the token is revoked
    await page.setViewportSize({ width: 1280, height: 800 });

    const { rows } = await searchApi({ q: 'Patel Caterers', limit: 5 });
    const business = rows.find((b) => b.business_name === 'Patel Caterers')!;
    const url = paths.businessSlug.href({ id: business.business_id, slug: business.slug });
    await page.goto(url);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(siteHeader(page).getByRole('link', { name: 'Login / Signup' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(session.userData.name) })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(business));
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  });

  test('the same notice in Gujarati', async ({ page, request }) => {
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await preferLanguage(page, 'guj');
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
    await api.call(authEndpoints.logout, {}, { token: session.token });
    await page.goto(paths.jobList.href());
    await expect(page.getByText('તમારું સત્ર સમાપ્ત થયું છે. કૃપા કરીને ફરી લૉગિન કરો.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(paths.jobList.href());
  });

  test('the first click on Login submits, even when the field left shows its error', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.login.href());
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('98'); // focus stays in the invalid field
    await page.getByRole('button', { name: 'Login' }).click();
    // The submit ran: every field's error, not only the one of the field that lost focus.
    await expect(page.getByText('Enter a valid 10-digit mobile number.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test('the first click on Register submits, even when the field left shows its error', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.register.href());
    await page.getByRole('textbox', { name: /Your name/ }).fill('Asha Patel');
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('98');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Mobile number must be 10 digits.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });
});
