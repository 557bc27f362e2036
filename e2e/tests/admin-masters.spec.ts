import type { Page } from '@playwright/test';
import { createRecord } from '@gd/contracts/endpoints/records';
import { adminSession } from '../support/admin';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { useSession } from '../support/auth';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

/** Signs the demo admin in through the API and answers the token. */
async function signInAdmin(page: Page) {
  const data = await adminSession();
  await useSession(page, { token: data.token, userId: data.userData.id, name: data.userData.name });
  return data.token;
}

test.describe('Admin masters (generated from the record registry)', () => {
  test('the admin adds a room category and a room through the generated screens', async ({ page }) => {
    await signInAdmin(page);
    const tag = Date.now().toString(36).toUpperCase();
    const category = `Ayurveda Suite ${tag}`;
    const roomNumber = `E-${tag.slice(-5)}`;

    await page.goto(paths.adminMasters.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Masters' })).toBeVisible();
    await page.getByRole('link', { name: 'Room categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Room categories' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Room categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room categories' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(category);
    await dialog.getByRole('textbox', { name: 'Name in Gujarati' }).fill('આયુર્વેદ સ્યુટ');
    await dialog.getByRole('textbox', { name: /^Charge per day/ }).fill('4500');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Your record is saved!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('combobox', { name: 'Search by Name' }).fill(category);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const categoryRow = page.getByRole('row', { name: new RegExp(category) });
    await expect(categoryRow).toContainText('₹4,500.00');

    await page.goto(paths.adminMasterTable.href({ table: 'room' }));
    await page.getByRole('button', { name: 'Add Rooms' }).click();
    const roomDialog = page.getByRole('dialog', { name: 'Add Rooms' });
    await roomDialog.getByRole('textbox', { name: /^Room number/ }).fill(roomNumber);
    await roomDialog.getByRole('combobox', { name: /^Room category/ }).click();
    await page.getByRole('option', { name: category }).click();
    await roomDialog.getByRole('textbox', { name: /^Floor/ }).fill('3');
    await roomDialog.getByRole('textbox', { name: /^Beds/ }).fill('2');
    await roomDialog.getByRole('switch', { name: 'Air-conditioned' }).check({ force: true });
    await roomDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Your record is saved!').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Search by Room number' }).fill(roomNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const roomRow = page.getByRole('row', { name: new RegExp(roomNumber) });
    await expect(roomRow).toContainText(category);
    await expect(roomRow).toContainText('Yes');

    // The success toast is still on screen: it is checked with the page.
    await expect(page.getByRole('button', { name: 'Close' }).first()).toBeAttached();
    await expectNoSeriousViolations(page);
  });

  test('the admin pages through 45 records and deletes one through the confirm modal', async ({ page }) => {
    const token = await signInAdmin(page);
    const tag = `Pager ${Date.now().toString(36)}`;
    for (let i = 1; i <= 45; i++) {
      await api.call(
        createRecord,
        {
          params: { table: 'yoga' },
          body: { name: `${tag} Asana ${String(i).padStart(2, '0')}`, duration_minutes: 10 },
        },
        { token },
      );
    }

    await page.goto(`${paths.adminMasterTable.href({ table: 'yoga' })}?q=${encodeURIComponent(tag)}`);
    await expect(page.getByText('45 records')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Yoga' }).getByRole('row');
    await expect(rows).toHaveCount(21); // header + 20
    await expect(rows.nth(1)).toContainText(`1${tag} Asana 01`);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows.nth(1)).toContainText(`21${tag} Asana 21`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(5)).toContainText(`45${tag} Asana 45`);
    await expect(page).toHaveURL(/page=3/);

    const last = `${tag} Asana 45`;
    await page.getByRole('button', { name: `Delete ${last}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete record' });
    await expect(dialog).toContainText('Are you sure want to delete?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('45 records')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${last}` }).click();
    await page.getByRole('dialog', { name: 'Delete record' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Record deleted.').first()).toBeVisible();
    await expect(page.getByText('44 records')).toBeVisible();
    await expect(rows).toHaveCount(5);
    await expect(page.getByRole('row', { name: new RegExp(last) })).toHaveCount(0);
  });
});
