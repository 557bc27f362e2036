import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';

/** Decision 62: "Open now" in India time, on cards, the filter and the profile. */
test.describe('Open now', () => {
  test('in Gujarati at 360 px, the Open now filter leaves only open businesses, and a profile lists its week', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'guj'));
    await page.goto(paths.search.href());
    await page.getByRole('button', { name: 'ફિલ્ટર બતાવો' }).click();
    // The list is asked again: wait for that answer rather than read the previous list's badges.
    const filtered = page.waitForResponse((r) => /\/api\/businesses\?.*open_now=1/.test(r.url()) && r.ok());
    await page.getByRole('checkbox', { name: 'હમણાં ખુલ્લું' }).check();
    await expect(page).toHaveURL(/open_now=1/);
    await filtered;

    // The demo data has businesses open around the clock (hotels, hospitals), so at any hour some are open.
    const badges = page.getByTestId('open-badge');
    await expect(page.locator('[data-testid="open-badge"]:not([data-open="true"])')).toHaveCount(0);
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) await expect(badge).toHaveAttribute('data-open', 'true');
    await expect(badges.first()).toContainText('હમણાં ખુલ્લું');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A business the list shows open (late at night, one open around the clock) opens on its profile, open too.
    await page
      .getByRole('link')
      .filter({ has: page.locator('[data-testid="open-badge"][data-open="true"]') })
      .first()
      .getByRole('heading', { level: 2 })
      .click();
    const hours = page.getByRole('region', { name: 'ખુલવાનો સમય' });
    await expect(hours.getByRole('row')).toHaveCount(8);
    await expect(hours.getByRole('cell', { name: 'સોમવાર' })).toBeVisible();
    await expect(hours.getByTestId('open-badge')).toContainText('હમણાં ખુલ્લું');
  });
});
