import type { Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';

/** Console errors (React reports a hydration mismatch there) collected from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function aPractitioner() {
  const [card] = (await api.call(endpoints.listPractitioners, { query: { limit: 1 } })).rows;
  const profile = await api.call(endpoints.getPractitioner, { params: { id: card!.practitioner_id } });
  return { profile, url: paths.doctor.href({ id: profile.practitioner_id, slug: profile.slug }) };
}

// Decision 65: the practitioner pages are rendered on the server, found in the sitemap, and hydrated.
test.describe('Practitioner pages for search engines', () => {
  test('a profile shows its degrees, registration, fee, timings and free times with JavaScript off', async ({
    browser,
  }) => {
    const { profile, url } = await aPractitioner();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(url);
      const html = await response!.text();
      expect(html).toContain('"@type":"Physician"');
      expect(html).toContain(`<link rel="canonical" href="`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
      await expect(page.getByRole('heading', { name: 'Timings' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Next free times' })).toBeVisible();
      if (profile.registration_number) await expect(page.getByText(profile.registration_number)).toBeVisible();
      if (profile.degrees[0]) await expect(page.getByText(profile.degrees[0], { exact: false }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the profile and the doctors list hydrate without errors, and the sitemap lists the profile', async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const { profile, url } = await aPractitioner();
    const response = await page.goto(url);
    expect(await response!.text()).toContain('data-ssr');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.name);
    const list = await page.goto(paths.doctors.href());
    expect(await list!.text()).toContain('data-ssr');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(url);
  });
});
