import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';
import { offsetToIndiaWeekdayTime, pageAt } from '../support/test-clock';

/** Decision 63: "Near me" with the browser's location (granted), nearest first, each card saying how far. */
test.describe('Near me', () => {
  test.use({ geolocation: { latitude: 22.3039, longitude: 70.8022 }, permissions: ['geolocation'] });

  test('in Rajkot, Near me + Open now lists the nearest open businesses first with their distance', async ({
    page,
  }) => {
    // Open now depends on the hour: the journey runs on a Wednesday late morning, India time, whenever CI runs it.
    await pageAt(page, offsetToIndiaWeekdayTime(3, '11:00'));
    await page.goto(paths.search.href());
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/lat=22\.304&lng=70\.802&sort=distance/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');

    const distances = page.getByTestId('distance');
    await expect(distances.first()).toBeVisible();
    const km = (await distances.allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
    expect(km.length).toBeGreaterThan(1);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((d) => d <= 25)).toBe(true);
    // The demo pins are within 2.5 km of their town's centre: Rajkot's come first.
    await expect(
      page
        .getByRole('region', { name: /^Search/ })
        .getByText('Rajkot')
        .first(),
    ).toBeVisible();

    await page.getByRole('checkbox', { name: 'Open now' }).check();
    await expect(page).toHaveURL(/open_now=1/);
    await expect(page).toHaveURL(/sort=distance/);
    // The list is asked again: wait for the new one (every badge open) rather than read the old one's badges.
    await expect(page.locator('[data-testid="open-badge"][data-open="true"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="open-badge"]:not([data-open="true"])')).toHaveCount(0);

    await page.getByRole('button', { name: 'Stop searching near me' }).click();
    await expect(page).not.toHaveURL(/lat=/);
    await expect(page.getByTestId('distance')).toHaveCount(0);
  });

  test('in Gujarati at 360 px, the search page near me, with the filters open, has no serious axe violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'guj'));
    await page.goto(paths.search.href());
    await page.getByRole('button', { name: 'મારી નજીક' }).click();
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByTestId('distance').first()).toBeVisible();
    await page.getByRole('button', { name: 'ફિલ્ટર બતાવો' }).click();
    await expectNoSeriousWcagViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
