import { expect, test } from '../support/fixtures';
import { exactly, label, mainMenuLabels } from '../support/i18n';
import { scrollWidth, siteHeader } from '../support/ui';

test.use({ viewport: { width: 360, height: 740 } });

test.describe('Mobile', () => {
  test('at 360 px the burger opens the slide-out menu, without horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: label('en', 'newBusiness') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page), 'no horizontal scroll on the home page').toBeLessThanOrEqual(360);

    const burger = siteHeader(page).getByRole('button', { name: label('en', 'burger') });
    await expect(burger).toBeVisible();
    await burger.click();

    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of mainMenuLabels('en')) {
      await expect(menu.getByRole('link', { name: exactly(name) }), `menu link "${name}"`).toBeVisible();
    }
    expect(await scrollWidth(page), 'no horizontal scroll with the menu open').toBeLessThanOrEqual(360);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
