import type { APIRequestContext, Page } from '@playwright/test';
import { addBusiness } from '@gd/contracts/endpoints/owner';
import { adminToken } from '../support/admin';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { categories } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { pngFile, registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

/** Signs the page in as the demo admin (token from the admin login API). */
async function signInAdmin(page: Page, request: APIRequestContext) {
  const token = await adminToken(request);
  await useSession(page, { token, userId: 1, name: 'Directory Admin' });
}

test.describe('Admin console', () => {
  test('rejects a pending business with a reason (the owner sees it), then approves it (it appears in search)', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, registration, rejection, approval and a search: past 30 s when the full suite loads both cores.
    test.slow();
    const [category] = await categories();
    const owner = await registerOwner(request);
    const name = `Navrang Kites ${Date.now().toString(36)}`;
    await api.call(
      addBusiness,
      { body: { category_id: category!.category_id, business_name: name } },
      { token: owner.token },
    );

    await signInAdmin(page, request);
    await page.goto(`${paths.businessList.href()}?is_approve=0`);
    await page.getByRole('searchbox', { name: /Search by business/ }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Pending')).toBeVisible();

    await row.getByRole('button', { name: `Reject ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${name}` });
    await dialog.getByLabel('Reason (optional)').fill('Please add a shop photo');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Business rejected.')).toBeVisible();
    // the list keeps its "pending" filter: the rejected business leaves it
    await page.goto(`${paths.businessList.href()}?q=${encodeURIComponent(name)}`);
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByText('Reason: Please add a shop photo'),
    ).toBeVisible();

    // the owner sees the state and the reason on their business list
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner);
    await ownerPage.goto(paths.myBusiness.href());
    await expect(ownerPage.getByText('Reason: Please add a shop photo')).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Approve ${name}` })
      .click();
    await expect(page.getByText('Business approved.')).toBeVisible();

    // public search finds it at once
    await page.goto(`${paths.search.href()}?business_name=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { name: /Search \(1 matches found\)/ })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();

    await ownerPage.reload();
    await expect(ownerPage.getByText('Reason: Please add a shop photo')).toHaveCount(0);
    await ownerContext.close();
  });

  test('creates a featured category with an image; it appears on the home page', async ({ page, request }) => {
    const name = `Kite Makers ${Date.now().toString(36)}`;
    await signInAdmin(page, request);
    await page.goto(paths.businessCategoryList.href());
    await page.getByRole('link', { name: 'Create category' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.businessCategoryCreate.href()}$`));

    // spec §5 messages first
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Category name is required')).toBeVisible();
    await expect(page.getByText('Please select if the category is featured')).toBeVisible();

    await page.getByRole('textbox', { name: 'Category name', exact: false }).first().fill(name);
    await page.getByLabel('Category name in Gujarati').fill('પતંગ બનાવનાર');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.locator('input[type="file"]').setInputFiles(pngFile('kite.png', [230, 120, 20]));
    await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.businessCategoryList.href()}$`));
    await page.getByRole('searchbox', { name: 'Search categories' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: name }).getByText('Yes')).toBeVisible();

    await page.goto(paths.home.href());
    const card = page.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/categories\/.+\.webp$/);
  });

  test('deletes a contact message through the confirm modal', async ({ page, request }) => {
    await signInAdmin(page, request);
    await page.goto(paths.contactList.href());
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Delete / }) });
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const deleteButton = rows.first().getByRole('button', { name: /^Delete / });
    const who = ((await deleteButton.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');

    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm delete' });
    await expect(dialog.getByText('Are you sure want to delete?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(before);

    await deleteButton.click();
    await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Contact deleted successfully!')).toBeVisible();
    await expect(rows).toHaveCount(before - 1);
    await expect(page.getByRole('button', { name: `Delete ${who}`, exact: true })).toHaveCount(0);
  });

  const ADMIN_PAGES = [
    paths.adminDashboard.href(),
    paths.businessList.href(),
    paths.businessCategoryList.href(),
    paths.businessCategoryCreate.href(),
    paths.contactList.href(),
    paths.subsList.href(),
    paths.adminUsers.href(),
    paths.adminSettings.href(),
    paths.adminAudit.href(),
  ];
  for (const width of [1280, 360]) {
    test(`every admin page at ${width}px has no serious or critical axe violations and no sideways scroll`, async ({
      page,
      request,
    }) => {
      test.setTimeout(budget(180_000));
      await page.setViewportSize({ width, height: 800 });
      await signInAdmin(page, request);
      for (const url of ADMIN_PAGES) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${url} at ${width}px`, { soft: true });
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
      }
    });
  }
});
