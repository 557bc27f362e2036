import { listOptions } from '@gd/contracts/endpoints/directory';
import { api } from '../support/api';
import { newPerson } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { siteHeader } from '../support/ui';
import { paths } from '../../web/src/app/paths';

test.describe('Register', () => {
  test('an owner registers with a business and lands on /profile-setup/{id}', async ({ page }) => {
    const { categories } = await api.call(listOptions);
    const category = categories[0];
    expect(category, 'the demo data has categories').toBeDefined();
    const owner = newPerson('Owner');

    await page.goto(paths.register.href());
    await expect(page.getByRole('combobox', { name: /Business category/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('combobox', { name: /Business category/ }).click();
    await page.getByRole('option', { name: category!.op_value, exact: true }).click();
    await page.getByRole('textbox', { name: /Your name/ }).fill(owner.name);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(owner.phone);
    await page.getByRole('textbox', { name: /Email/ }).fill(owner.email);
    await page.getByLabel(/^Password/).fill(owner.password);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/profile-setup\/\d+$/);
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    expect(token, 'the session is stored').toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(owner.name);

    // The same account cannot be registered twice: the phone field says so.
    await page.evaluate(() => localStorage.clear());
    await page.goto(paths.register.href());
    await page.getByRole('textbox', { name: /Your name/ }).fill(owner.name);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(owner.phone);
    await page.getByLabel(/^Password/).fill(owner.password);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Mobile number is already registered!')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a user registers without a business and sees their name in the header at home', async ({ page }) => {
    const person = newPerson('User');

    await page.goto(paths.register.href());
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.getByRole('textbox', { name: /Your name/ }).fill(person.name);
    await page.getByRole('textbox', { name: /Mobile number/ }).pressSequentially(`x${person.phone}9`);
    await expect(page.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(person.phone);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.home.href()}$`));
    await expect(siteHeader(page).getByRole('button', { name: `Account menu for ${person.name}` })).toBeVisible();
  });
});
