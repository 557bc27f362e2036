import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { t, type Lang } from '../support/i18n';
import { siteHeader } from '../support/ui';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { budget } from '../support/budget';

/**
 * Decision 80: the installable app. Lighthouse 12 has no PWA category any more, so installability is asked of
 * Chromium itself: `Page.getInstallabilityErrors` is what Lighthouse's installable-manifest audit read.
 */

const text = (lang: Lang, key: string) => {
  const value = t(lang, key);
  if (!value) throw new Error(`no ${key} in ${lang}.json`);
  return value;
};

/** Loads home and waits until the service worker controls the page (it registers after `load` and claims it). */
async function controlledHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: budget(20_000),
  });
}

async function offline(context: BrowserContext, page: Page, url: string) {
  await context.setOffline(true);
  try {
    // The fixture's goto waits for the app on rendered pages; the offline page is not one.
    const response = await page.goto(url);
    return response;
  } finally {
    await context.setOffline(false);
  }
}

test.describe('Installable app', () => {
  test('Chromium finds the site installable: manifest, icons, service worker', async ({
    page,
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    // Chromium never offers to install from an incognito-like context (Playwright's own): a real profile asks.
    const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL,
    });
    try {
      const installed = profile.pages()[0] ?? (await profile.newPage());
      await controlledHome(installed);
      const cdp = await profile.newCDPSession(installed);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors, JSON.stringify(installabilityErrors)).toEqual([]);
    } finally {
      await profile.close();
    }

    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifestResponse = await request.get(manifestUrl!);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      lang: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Gujarat Business Directory',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
    });
    const sizes = new Set<string>();
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      // The PNG header's width and height (IHDR) are what the manifest says.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
    }
    expect([...sizes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toContain('javascript');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });

  test('offline, a page shows the offline page in the visitor language', async ({ page, context }) => {
    await controlledHome(page);

    const english = await offline(context, page, '/job-list');
    expect(english?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'OFFLINE.TITLE'));
    await expect(page.getByRole('link', { name: text('en', 'OFFLINE.RETRY') })).toHaveAttribute('href', /\/job-list$/);

    // The visitor's choice (the cookie the server renders by) picks Gujarati.
    await context.addCookies([{ name: 'selectedLanguage', value: 'guj', url: page.url() }]);
    await offline(context, page, '/event');
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('guj', 'OFFLINE.TITLE'));
    await expect(page.getByText(text('guj', 'OFFLINE.MESSAGE'))).toBeVisible();
    await expect(page.getByText(text('en', 'OFFLINE.TITLE'))).toHaveCount(0);

    // A page's language version names its language, whatever the cookie says.
    await offline(context, page, '/?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'OFFLINE.TITLE'));
  });

  test('offline, a Gujarati reader’s page is drawn in the app’s Gujarati font, kept by the worker', async ({
    page,
    context,
  }) => {
    // A Gujarati reader (the page's language version stores the choice; the app tells the worker).
    await page.goto('/?lang=gu');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: budget(20_000),
    });
    await page.reload();
    // The worker keeps the Gujarati font once it hears the reader's language.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.keys()).length
            ? (await Promise.all((await caches.keys()).map(async (n) => (await caches.open(n)).keys())))
                .flat()
                .some((r) => /noto-sans-gujarati-gujarati-400-normal-[\w-]+\.woff2$/.test(r.url))
            : false,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.goto('/event');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('guj', 'OFFLINE.TITLE'));
      // Still offline: the face loads from the worker's cache (a device without Gujarati fonts shows boxes otherwise).
      const loaded = await page.evaluate(async () =>
        (await document.fonts.load('16px "Noto Sans Gujarati"', 'ગુજરાત')).map((f) => f.status),
      );
      expect(loaded).toEqual(['loaded']);
    } finally {
      await context.setOffline(false);
    }
  });

  test('online, with the worker in control, pages are still the server-rendered HTML', async ({ page }) => {
    await controlledHome(page);
    const response = await page.goto('/job-list');
    expect(response?.fromServiceWorker(), 'the worker answered the navigation (from the network)').toBe(true);
    const html = await response!.text();
    expect(html).toContain('data-ssr');
    expect(html).toMatch(/<div id="root">\s*<[a-z]/); // the page's content, not an empty #root
    await expect(page.locator('html[data-ssr]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The API is never the worker's: its answers come from the network.
    const api = await page.evaluate(async () => (await fetch('/api/settings/public')).status);
    expect(api).toBe(200);
  });

  test('a Gujarati page links the Gujarati manifest', async ({ page, request }) => {
    await page.goto('/?lang=gu');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-gu.webmanifest');
    const manifest = (await (await request.get('/manifest-gu.webmanifest')).json()) as { name: string; id: string };
    expect(manifest).toMatchObject({ name: 'ગુજરાત બિઝનેસ ડિરેક્ટરી', id: '/' });
  });

  test('"Download app" opens the browser prompt when it offered one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // Chromium decides by itself when to offer its prompt; the test offers one as the browser would.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      (window as unknown as { prompted: number }).prompted = 0;
      event.prompt = () => {
        (window as unknown as { prompted: number }).prompted++;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
    await siteHeader(page)
      .getByRole('button', { name: text('en', 'NAV.DOWNLOAD_APP') })
      .click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('without a prompt, "Download app" explains how to add it to the home screen (360 px, Gujarati, keyboard)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?lang=gu');
    await siteHeader(page)
      .getByRole('button', { name: text('guj', 'NAV.OPEN_MENU') })
      .click();
    await page.getByRole('button', { name: text('guj', 'NAV.DOWNLOAD_APP') }).click();
    const dialog = page.getByRole('dialog', { name: text('guj', 'INSTALL.TITLE') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text('guj', 'INSTALL.IOS_STEPS'))).toBeVisible();
    await expect(dialog.getByRole('heading', { name: text('guj', 'INSTALL.ANDROID_TITLE') })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('install-dialog-360-gu.png') });
    // Focus is inside; Escape closes it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
