import { adminSession } from '../support/admin';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';

const SIDEBAR = [
  ['Dashboard', paths.adminDashboard.href()],
  ['Contact List', paths.contactList.href()],
  ['Business List', paths.businessList.href()],
  ['Business Category List', paths.businessCategoryList.href()],
  ['Subscription List', paths.subsList.href()],
] as const;

test.describe('Admin', () => {
  test('the demo admin logs in at /admin-login and sees the admin sidebar', async ({ page }) => {
    await page.goto(paths.adminLogin.href());
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.admin.email);
    await page.getByLabel(/^Password/).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard.href()}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Admin menu' });
    for (const [name, href] of SIDEBAR) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('at 360 px the admin sidebar opens as a drawer', async ({ page }) => {
    const data = await adminSession();
    await useSession(page, { token: data.token, userId: data.userData.id, name: data.userData.name });
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto(paths.adminDashboard.href());
    await page.getByRole('button', { name: 'Admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin console' });
    await expect(drawer.getByRole('link', { name: 'Business List', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a plain user cannot reach /admin-dashboard', async ({ page, request }) => {
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });

    await page.goto(paths.adminDashboard.href());

    await expect(page).toHaveURL(new RegExp(`${paths.home.href()}$`));
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBe(session.token);
  });
});
