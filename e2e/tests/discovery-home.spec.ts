import { searchApi, shownName, suggestions } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { escapeRegExp } from '../support/i18n';
import { paths } from '../../web/src/app/paths';

test.describe('Discovery from the home page', () => {
  test('type one letter → pick a suggestion with the keyboard → its profile opens', async ({ page }) => {
    const expected = await suggestions('j');
    expect(expected.length, 'the demo data has businesses starting with "j"').toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(10);
    const second = expected[1]!;

    await page.goto(paths.home.href());
    const box = page.getByRole('combobox', { name: 'Business name' });
    await box.fill('j');
    const listbox = page.getByRole('listbox', { name: 'Business suggestions' });
    await expect(listbox.getByRole('option')).toHaveText(expected.map((s) => s.business_name));
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(listbox.getByRole('option', { name: second.business_name, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await box.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${paths.viewBusiness.href({ id: second.business_id })}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.business_name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(second.business_name)} · `));

    // Back home, the empty box offers it under 'Recently selected'.
    await page.goto(paths.home.href());
    await page.getByRole('combobox', { name: 'Business name' }).focus();
    const recent = page.getByRole('listbox', { name: 'Recently selected' });
    await expect(recent.getByRole('option').first()).toHaveText(second.business_name);
    await recent.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`${paths.viewBusiness.href({ id: second.business_id })}$`));
  });

  test('city + name → Search opens /search with city_id and business_name', async ({ page }) => {
    await page.goto(paths.home.href());
    const city = page.getByRole('combobox', { name: 'City' });
    await expect(city.getByRole('option', { name: 'Surat' })).toBeAttached();
    await city.selectOption({ label: 'Surat' });
    await page.getByRole('combobox', { name: 'Business name' }).fill('Textiles');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?city_id=\d+&business_name=Textiles$/);
    const cityId = Number(new URL(page.url()).searchParams.get('city_id'));
    const { rows, count } = await searchApi({ city_id: cityId, q: 'Textiles' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search (${count} matches found)`);
    if (rows[0]) await expect(page.getByRole('heading', { level: 2, name: shownName(rows[0]) })).toBeVisible();
  });
});
