import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { exactly, label, mainMenuLabels, type Lang } from '../support/i18n';
import { gujaratiHeaderLinks, siteHeader, switchLanguage } from '../support/ui';

/** Every header menu item is a visible link named in `lang`. */
async function expectMenuIn(page: Page, lang: Lang): Promise<void> {
  const header = siteHeader(page);
  for (const name of mainMenuLabels(lang)) {
    await expect(header.getByRole('link', { name: exactly(name) }).first(), `header link "${name}"`).toBeVisible();
  }
}

test.describe('Language', () => {
  test('switching to Gujarati translates the header, sets html lang=gu and survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expectMenuIn(page, 'en');
    const english = await gujaratiHeaderLinks(page);
    expect(english.gujarati, `header links in English: ${english.texts.join(' | ')}`).toBe(0);

    await switchLanguage(page, 'guj');

    await expect(html).toHaveAttribute('lang', 'gu');
    await expectMenuIn(page, 'guj');
    await expect(siteHeader(page).getByRole('link', { name: label('en', 'menuHome') })).toHaveCount(0);
    const gujarati = await gujaratiHeaderLinks(page);
    expect(gujarati.gujarati, `header links in Gujarati: ${gujarati.texts.join(' | ')}`).toBeGreaterThanOrEqual(
      Math.ceil(gujarati.total / 2),
    );
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('guj');

    await page.reload();

    await expect(html).toHaveAttribute('lang', 'gu');
    await expectMenuIn(page, 'guj');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('guj');
  });

  test('switching back to English restores the English header and html lang=en', async ({ page }) => {
    await page.goto('/');
    await switchLanguage(page, 'guj');
    await expectMenuIn(page, 'guj');

    await switchLanguage(page, 'en');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectMenuIn(page, 'en');
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
  });
});
