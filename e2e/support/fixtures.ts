import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: every test also fails when the page throws an uncaught error (a broken page that
 * happens to render the asserted text must not pass).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  /**
   * A page the server rendered shows its buttons before the app has hydrated them: `goto` and `reload` also wait
   * for the app (`<html data-app-ready>`), as a visitor's click would find it answering.
   */
  page: async ({ page }, use) => {
    const waitForApp = async () => {
      if (await page.locator('html[data-ssr]').count()) {
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp();
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.stack ?? e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
