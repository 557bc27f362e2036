import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: every test also fails when the page throws an uncaught error (a broken page that
 * happens to render the asserted text must not pass).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
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
