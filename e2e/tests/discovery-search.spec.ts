import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import { categories, cities, searchApi, shownName } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { escapeRegExp } from '../support/i18n';
import { paths } from '../../web/src/app/paths';

test.describe('Search', () => {
  test('city + categories → 5 results, Load More appends the next 5, counts agree with the API', async ({ page }) => {
    // The demo city with the most businesses, and its categories in order of size until more than 5 match.
    const allCities = await cities();
    const sized = await Promise.all(
      allCities.slice(0, 8).map(async (c) => ({ city: c, count: (await searchApi({ city_id: c.op_key })).count })),
    );
    const { city } = sized.sort((a, b) => b.count - a.count)[0]!;
    const inCity = await searchApi({ city_id: city.op_key, limit: 100 });
    const perCategory = new Map<number, number>();
    for (const row of inCity.rows) {
      if (row.category_id) perCategory.set(row.category_id, (perCategory.get(row.category_id) ?? 0) + 1);
    }
    const allCategories = await categories();
    const chosen: number[] = [];
    let total = 0;
    for (const [id, n] of [...perCategory].sort((a, b) => b[1] - a[1])) {
      chosen.push(id);
      total += n;
      if (total > 5) break;
    }
    const expected = await searchApi({ city_id: city.op_key, category_id: chosen, limit: 10 });
    expect(expected.count, 'the demo data has more than 5 matches').toBeGreaterThan(5);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.search.href());
    const filters = page.getByRole('search', { name: 'Search filters' });
    const citySelect = filters.getByRole('combobox', { name: 'City' });
    await expect(citySelect.getByRole('option', { name: city.op_value, exact: true })).toBeAttached();
    await citySelect.selectOption({ label: city.op_value });
    await expect(page).toHaveURL(new RegExp(`\\?city_id=${city.op_key}$`));

    for (const id of chosen) {
      const category = allCategories.find((c) => c.category_id === id)!;
      await filters.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(category.category_name)} \\(`) }).check();
    }
    if (chosen.length === 1) {
      const only = allCategories.find((c) => c.category_id === chosen[0])!;
      await expect(page).toHaveURL(
        new RegExp(
          `${paths.searchCategorySlug.href({ categoryId: only.category_id, slug: only.slug })}\\?city_id=${city.op_key}$`,
        ),
      );
    } else {
      await expect(page).toHaveURL(new RegExp(`city_id=${city.op_key}&category_id=`));
    }

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Search (${expected.count} matches found)`);
    const results = page
      .getByRole('region', { name: /^Search \(/ })
      .getByRole('heading', { level: 2 })
      // The results' names, not the heading of a city's or category's Featured row above them (decision 67).
      .filter({ hasNotText: /^Featured businesses$/ });
    const names = (rows: TBusinessCard[]) => rows.map(shownName);
    await expect(results).toHaveText(names(expected.rows.slice(0, 5)));

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(results).toHaveText(names(expected.rows.slice(0, Math.min(10, expected.count))));
    // Spec §4: more is assumed while a full page came back, so exactly 10 matches still offer Load More.
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(expected.count >= 10 ? 1 : 0);

    // A result opens its profile at /view/{business_id}.
    const first = expected.rows[0]!;
    await page
      .getByRole('link', { name: new RegExp(escapeRegExp(shownName(first))) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.viewBusiness.href({ id: first.business_id })}$`));
  });

  test('a filter change starts from the first page again', async ({ page }) => {
    const all = await searchApi({});
    expect(all.count).toBeGreaterThan(10);
    await page.goto(paths.search.href());
    const results = page
      .getByRole('region', { name: /^Search \(/ })
      .getByRole('heading', { level: 2 })
      // The results' names, not the heading of a city's or category's Featured row above them (decision 67).
      .filter({ hasNotText: /^Featured businesses$/ });
    await expect(results).toHaveCount(5);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(results).toHaveCount(10);

    const [city] = await cities();
    const expected = await searchApi({ city_id: city!.op_key });
    await page.getByRole('combobox', { name: 'City' }).selectOption({ label: city!.op_value });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search (${expected.count} matches found)`);
    await expect(results).toHaveText(expected.rows.map(shownName));
  });

  test('the category browser lists every category with its count and opens its search', async ({ page }) => {
    const all = await categories();
    await page.goto(paths.businessCategory.href());
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb).toContainText('Business Categories');
    const main = page.getByRole('main');
    for (const category of all) {
      const href = paths.searchCategorySlug.href({ categoryId: category.category_id, slug: category.slug });
      await expect(main.locator(`a[href="${href}"]`)).toContainText(category.category_name);
    }
    const first = all[0]!;
    await main
      .locator(`a[href="${paths.searchCategorySlug.href({ categoryId: first.category_id, slug: first.slug })}"]`)
      .click();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(first.category_name)} \\(`) }),
    ).toBeChecked();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search (${first.business_count} matches found)`);
  });

  test('a phone shows the filters behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paths.search.href());
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search', { name: 'Search filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('search', { name: 'Search filters' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
