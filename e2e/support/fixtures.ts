import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const PATCHED = Symbol('waits for the app');

/**
 * A page the server rendered shows its buttons before the app has hydrated them: this page's `goto` and `reload`
 * also wait for the app (`<html data-app-ready>`), as a visitor's click would find it answering.
 */
function waitingForApp(page: Page): Page {
  const marked = page as Page & { [PATCHED]?: true };
  if (marked[PATCHED]) return page;
  marked[PATCHED] = true;
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
  return page;
}

/** Every page a context opens waits for the app the same way. */
function contextWaitingForApp(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForApp(await newPage());
  return context;
}

/** A test's second visitor (`browser.newPage()`, `browser.newContext()`) gets pages that wait too. */
function browserWaitingForApp(browser: Browser): Browser {
  const marked = browser as Browser & { [PATCHED]?: true };
  if (marked[PATCHED]) return browser;
  marked[PATCHED] = true;
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  // A page without JavaScript never hydrates: it is left as it is.
  const scripted = (options?: { javaScriptEnabled?: boolean }) => options?.javaScriptEnabled !== false;
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return scripted(options) ? contextWaitingForApp(context) : context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    return scripted(options) ? waitingForApp(page) : page;
  };
  return browser;
}

/**
 * The suite's `test`: pages wait for the app after `goto`/`reload`, and every test also fails when the page
 * throws an uncaught error (a broken page that happens to render the asserted text must not pass).
 */
export const test = base.extend<{ pageErrors: Error[] }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      await use(browserWaitingForApp(browser));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(contextWaitingForApp(context));
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
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
