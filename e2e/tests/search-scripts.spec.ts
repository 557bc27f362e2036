import { suggestions } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';

/** Decision 54: a Gujarati speaker types Gujarati names in Latin letters, and English names in Gujarati. */
test.describe('Search across scripts', () => {
  test('typing "jalaram" in Latin letters on home offers the business named in Gujarati, and opens it', async ({
    page,
  }) => {
    const offered = await suggestions('jalaram');
    const gujarati = offered.find((s) => s.business_name === 'શ્રી જલારામ ટ્રેડર્સ');
    expect(gujarati, 'the demo data has શ્રી જલારામ ટ્રેડર્સ').toBeTruthy();

    await page.goto(paths.home.href());
    const box = page.getByRole('combobox', { name: 'Business name' });
    await box.fill('jalaram');
    const listbox = page.getByRole('listbox', { name: 'Business suggestions' });
    await listbox.getByRole('option', { name: 'શ્રી જલારામ ટ્રેડર્સ', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${paths.viewBusiness.href({ id: gujarati!.business_id })}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('શ્રી જલારામ ટ્રેડર્સ');
  });

  test('"shree jalaram traders" finds it on the search page; a misspelt word gets "Did you mean"', async ({ page }) => {
    await page.goto(`${paths.search.href()}?business_name=${encodeURIComponent('shree jalaram traders')}`);
    await expect(page.getByRole('heading', { level: 2, name: 'શ્રી જલારામ ટ્રેડર્સ' })).toBeVisible();

    await page.goto(`${paths.search.href()}?business_name=${encodeURIComponent('jalaram traderz')}`);
    const line = page.getByTestId('did-you-mean');
    await expect(line).toContainText('Did you mean');
    await expect(page.getByRole('heading', { level: 2, name: 'શ્રી જલારામ ટ્રેડર્સ' })).toBeVisible();
  });

  test('in Gujarati at 360 px, પટેલ finds the businesses spelt Patel, each card saying why it matched', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'guj'));
    await page.goto(`${paths.search.href()}?business_name=${encodeURIComponent('પટેલ')}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Patel/ }).first()).toBeVisible();
    // A business found by its owner's name (a Patel) says so, in Gujarati.
    await expect(
      page
        .getByTestId('match-reason')
        .filter({ hasText: /^માલિક: .*Patel/ })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
