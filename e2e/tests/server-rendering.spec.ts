import type { Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/directory';
import * as eventEndpoints from '@gd/contracts/endpoints/events';
import * as offerEndpoints from '@gd/contracts/endpoints/offers';
import { api } from '../support/api';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { searchApi, shownName } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';

/** Remembers the page's first `h1` as the server sent it, to tell hydration (same node) from a re-render. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('#root h1');
    });
  });
}

const headingIsTheServers = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { serverH1: Element | null }).serverH1;
    return first !== null && first === document.querySelector('#root h1') && first.isConnected;
  });

/** Console errors (React reports a hydration mismatch there) collected from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function aProfile() {
  const { rows } = await searchApi({ q: 'Patel Caterers', limit: 5 });
  const business = rows.find((b) => b.business_name === 'Patel Caterers')!;
  return { business, url: paths.businessSlug.href({ id: business.business_id, slug: business.slug }) };
}

test.describe('Server rendering', () => {
  test('home and a profile show their content with JavaScript off, and the home search still searches', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gujarat Business Directory');
      await expect(page.getByRole('heading', { name: 'Popular Category' })).toBeVisible();
      const newest = (await api.call(endpoints.listBusinesses, { query: { sort: 'newest', limit: 8 } })).rows;
      const cards = page.getByRole('region', { name: 'New Business' }).locator('a[href^="/business/"]');
      await expect(cards).toHaveCount(newest.length);
      const firstCard = await cards.first().innerText();
      // The newest business, or the one before it when another test approved a business after the page was sent.
      const newestNames = newest.slice(0, 2).map((b) => shownName(b));
      expect(
        newestNames.some((name) => firstCard.includes(name)),
        `${firstCard} is one of ${newestNames.join(', ')}`,
      ).toBe(true);
      // Decision 67: the Featured row (businesses whose plan includes it) is rendered by the server too.
      const featured = await api.call(endpoints.listFeaturedBusinesses, { query: {} });
      await expect(
        page.getByRole('region', { name: 'Featured businesses' }).locator('a[href^="/business/"]'),
      ).toHaveCount(featured.length);
      await expect(page.getByRole('option', { name: 'Ahmedabad' })).toBeAttached();

      // Before the app has started (or without it), the form is sent by the browser to the search URL of spec §2.
      await page.getByRole('combobox', { name: 'Business name' }).fill('Patel');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?city_id=&business_name=Patel$/);

      const { business, url } = await aProfile();
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(business));
      await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Inquiry' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the browser hydrates the HTML it was sent: the same nodes, no errors, and the page answers', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await rememberServerHeading(page);
    const response = await page.goto('/');
    expect(await response!.text()).toContain('data-ssr');
    expect(await headingIsTheServers(page)).toBe(true);

    // The hydrated autocomplete answers from one letter and opens the profile, whose HTML the server also sent.
    await page.getByRole('combobox', { name: 'Business name' }).fill('p');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    const { business, url } = await aProfile();
    await page.goto(url);
    expect(await headingIsTheServers(page)).toBe(true);
    await page.getByRole('button', { name: 'Contact Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(business));
    expect(errors).toEqual([]);
  });

  test('a category search comes from the server with its first results, and Load More appends after hydration', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const categories = await api.call(endpoints.listCategories, { query: { featured: '1' } });
    const counts = await Promise.all(
      categories.map(async (c) => ({
        c,
        total: (await searchApi({ category_id: [c.category_id], limit: 1 })).count,
      })),
    );
    const { c: category, total } = counts.find((x) => x.total > 5)!;
    await rememberServerHeading(page);
    const response = await page.goto(
      paths.searchCategorySlug.href({ categoryId: category.category_id, slug: category.slug }),
    );
    const html = await response!.text();
    expect(html).toContain('data-ssr');
    expect(html).toContain(`Search (${total} matches found)`);
    expect(await headingIsTheServers(page)).toBe(true);
    const results = page
      .getByRole('region', { name: /^Search \(/ })
      .getByRole('heading', { level: 2 })
      // The results' names, not the heading of a city's or category's Featured row above them (decision 67).
      .filter({ hasNotText: /^Featured businesses$/ });
    await expect(results).toHaveCount(5);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(results).toHaveCount(Math.min(10, total));
    expect(errors).toEqual([]);
  });

  test('a Gujarati visitor gets the page rendered in Gujarati, and one without the cookie yet gets it from the next visit', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await preferLanguage(page, 'guj'); // chosen before the language cookie existed: local storage only
    await rememberServerHeading(page);
    const { url } = await aProfile();

    // The server renders English; the browser renders Gujarati itself (no hydration of the wrong language)…
    let response = await page.goto(url);
    expect(await response!.text()).toContain('<html lang="en" data-ssr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
    await expect(page.getByRole('tab', { name: 'વિશે' })).toBeVisible();
    expect(await headingIsTheServers(page)).toBe(false);

    // …and keeps the choice in a cookie, so the next page comes from the server in Gujarati and is hydrated.
    response = await page.reload();
    expect(await response!.text()).toContain('<html lang="gu" data-ssr');
    await expect(page.getByRole('tab', { name: 'વિશે' })).toBeVisible();
    expect(await headingIsTheServers(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a logged-in user gets pages rendered by the browser, with their account in the header from the start', async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
    await page.setViewportSize({ width: 1280, height: 800 });
    const account = page.getByRole('button', { name: new RegExp(session.userData.name) });

    // A session stored before the signed-in cookie existed: the server's logged-out page hydrates, then switches…
    await page.goto('/');
    await expect(account).toBeVisible();
    // …and from the next page on the server leaves it to the browser: no logged-out header or offer banner first.
    const response = await page.reload();
    const html = await response!.text();
    expect(html).not.toContain('data-ssr');
    expect(html).not.toContain('Login / Signup');
    await expect(account).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login / Signup' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the jobs board and a job come from the server and work with JavaScript off, in Gujarati too', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(paths.jobList.href());
      const html = await response!.text();
      expect(html).toContain('data-ssr');
      expect(html).toContain('<link rel="alternate" hreflang="gu"');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a job');
      const jobLinks = page.locator('main a[href^="/job-view/"]');
      expect(await jobLinks.count()).toBeGreaterThan(0);
      // The page's oldest job: a newer one may be a job another test is switching off at this moment.
      const title = (await jobLinks.last().innerText()).trim();
      // A plain link, followed without scripts, opens the job rendered by the server.
      await jobLinks.last().click();
      await expect(page).toHaveURL(/\/job-view\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      const gujarati = await page.goto(`${paths.jobList.href()}?lang=gu`);
      const gu = await gujarati!.text();
      expect(gu).toContain('<html lang="gu" data-ssr');
      expect(gu).toContain('<meta property="og:locale" content="gu_IN" />');
      await expect(page).toHaveTitle(/ગુજરાતમાં નોકરીઓ/);
    } finally {
      await context.close();
    }
  });

  test('events, an event, offers, an offer, the category browser and the search page are rendered by the server and hydrate', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const events = await api.call(eventEndpoints.listEvents);
    const [offer] = await api.call(offerEndpoints.listOffers);
    for (const url of [
      paths.event.href(),
      paths.eventViewId.href({ id: [...events.upcoming, ...events.past][0]!.event_id }),
      paths.offerList.href(),
      paths.offerView.href({ id: offer!.offer_id }), // its HTML description too (no DOM on the server)
      paths.businessCategory.href(),
      paths.search.href(),
      paths.jobList.href(),
    ]) {
      await rememberServerHeading(page);
      const response = await page.goto(url);
      expect(await response!.text(), url).toContain('data-ssr');
      await expect(page.locator('html'), url).toHaveAttribute('data-app-ready', /.*/);
      expect(await headingIsTheServers(page), url).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('after the offer banner is closed, the next server-rendered pages still hydrate, without the banner', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Early-bird offer' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss offer' }).click();
    await expect(banner).toHaveCount(0);

    const { url } = await aProfile();
    for (const next of [url, paths.jobList.href(), '/']) {
      await rememberServerHeading(page);
      const response = await page.goto(next);
      const html = await response!.text();
      expect(html, next).toContain('data-offer-banner-closed');
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', /.*/);
      await expect(banner).toHaveCount(0);
      expect(await headingIsTheServers(page), next).toBe(true);
    }
    expect(errors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
