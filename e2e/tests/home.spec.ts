import { cardName, featuredCategories, newestBusinesses } from '../support/api';
import { expect, test } from '../support/fixtures';
import { label } from '../support/i18n';
import { paths } from '../../web/src/app/paths';

test.describe('Home', () => {
  test('the Popular Category grid shows the featured categories as cards', async ({ page }) => {
    const categories = await featuredCategories();
    expect(categories.length, 'the demo data has featured categories').toBeGreaterThan(0);

    await page.goto(paths.home.href());
    await expect(page.getByRole('heading', { name: label('en', 'popularCategory') })).toBeVisible();

    // A category card links to /search/{category_id}/{slug} (spec §2) and shows the category's name.
    const hrefs = categories.map((c) => paths.searchCategorySlug.href({ categoryId: c.category_id, slug: c.slug }));
    const cards = page.locator(hrefs.map((href) => `a[href="${href}"]`).join(', '));
    await expect(cards.first(), 'at least one featured category card').toBeVisible();
    const href = await cards.first().getAttribute('href');
    const category = categories[hrefs.indexOf(href ?? '')];
    expect(category, `a card links to ${href}`).toBeDefined();
    await expect(cards.first()).toContainText(category?.category_name ?? '');
  });

  test('the New Business grid shows the 8 newest businesses from the API', async ({ page }) => {
    const newest = await newestBusinesses();
    expect(newest, 'the demo data has at least 8 approved businesses').toHaveLength(8);

    await page.goto(paths.home.href());
    await expect(page.getByRole('heading', { name: label('en', 'newBusiness') })).toBeVisible();

    for (const business of newest) {
      const name = cardName(business);
      await expect(page.getByText(name, { exact: true }).first(), `the card of "${name}"`).toBeVisible();
      const href = paths.businessSlug.href({ id: business.business_id, slug: business.slug });
      await expect(page.locator(`a[href="${href}"]`).first(), `the card of "${name}" links to ${href}`).toBeVisible();
    }
  });

  test('the first visit downloads no schema code (zod) and no screen of the signed-in areas', async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: response.text() });
    });
    await page.goto(paths.home.href(), { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: label('en', 'newBusiness') })).toBeVisible();
    expect(scripts.length, 'the home page loaded its scripts').toBeGreaterThan(3);
    for (const script of scripts) {
      const name = new URL(script.url).pathname;
      // zod's objects carry a `_zod` member: the endpoints' and forms' schemas load only with the pages that use them.
      expect(await script.body, `${name} carries no zod`).not.toContain('_zod');
      expect(name, 'no admin, owner or login screen code').not.toMatch(/\/(?:admin|owner|profile-setup|login-form)/);
    }
  });
});
