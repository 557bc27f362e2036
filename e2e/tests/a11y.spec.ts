import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { cardName, newestBusinesses, newestBusinessWithContact } from '../support/api';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { axeFor } from '../support/axe';
import { expect, test } from '../support/fixtures';
import type { Lang } from '../support/i18n';
import { HTML_LANG, preferLanguage } from '../support/ui';

const BLOCKING = new Set(['serious', 'critical']);

function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

const cases: { lang: Lang; width: number; height: number }[] = [
  { lang: 'en', width: 1280, height: 720 },
  { lang: 'guj', width: 1280, height: 720 },
  { lang: 'en', width: 360, height: 740 },
  { lang: 'guj', width: 360, height: 740 },
];

test.describe('Accessibility', () => {
  for (const { lang, width, height } of cases) {
    test(`the home page in ${lang} at ${width}px has no serious or critical axe violations`, async ({
      page,
    }, testInfo) => {
      const [first] = await newestBusinesses();
      await page.setViewportSize({ width, height });
      await preferLanguage(page, lang);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      // Audit the page with its data, not a loading skeleton.
      if (first) await expect(page.getByText(cardName(first), { exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const results = await axeFor(page).analyze();
      await testInfo.attach('axe-results.json', {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
      const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      if (blocking.length) console.log(`axe (${lang}, ${width}px):\n${describe(blocking)}`);
      expect(blocking, `serious or critical axe violations:\n${describe(blocking)}`).toEqual([]);
    });
  }
});

/** Runs axe on the page as it is now and fails on serious or critical violations. */
async function expectNoBlockingViolations(page: Page, testInfo: TestInfo, what: string): Promise<void> {
  const results = await axeFor(page).analyze();
  await testInfo.attach(`axe-${what}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length) console.log(`axe (${what}):\n${describe(blocking)}`);
  expect(blocking, `serious or critical axe violations (${what}):\n${describe(blocking)}`).toEqual([]);
}

test.describe('Accessibility of discovery pages', () => {
  for (const { lang, width, height } of cases) {
    test(`search with results in ${lang} at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await preferLanguage(page, lang);
      await page.goto('/search?city_id=1');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // On a phone the filters fold away: audit them open too.
      const toggle = page.getByRole('button', { name: /^(Show filters|ફિલ્ટર બતાવો)$/ });
      if (await toggle.isVisible()) await toggle.click();
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page, testInfo, `search-${lang}-${width}`);
    });

    test(`a business profile in ${lang} at ${width}px, with each tab and modal`, async ({
      page,
      request,
    }, testInfo) => {
      // Four axe passes over a full profile: past 30 s when the full suite loads both cores.
      test.slow();
      const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
      const first = await newestBusinessWithContact(session.token);
      await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
      await page.setViewportSize({ width, height });
      await preferLanguage(page, lang);
      await page.goto(`/business/${first.business_id}/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName(first));
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page, testInfo, `profile-${lang}-${width}`);

      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await page.waitForLoadState('networkidle');
      }
      await expectNoBlockingViolations(page, testInfo, `profile-last-tab-${lang}-${width}`);

      // The two buttons under the name: Inquiry, then Contact Details.
      const actions = page.getByRole('main').getByRole('button', { name: /Inquiry|Contact Details|પૂછપરછ|સંપર્ક વિગતો/ });
      await actions.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page, testInfo, `profile-inquiry-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await actions.last().click();
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
      await expectNoBlockingViolations(page, testInfo, `profile-contact-${lang}-${width}`);
    });
  }

  test('the home autocomplete, open, has no serious or critical axe violations', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Business name' }).fill('j');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoBlockingViolations(page, testInfo, 'home-autocomplete');
  });
});
