import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { cardName, newestBusinesses } from '../support/api';
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
      request,
    }, testInfo) => {
      const [first] = await newestBusinesses(request);
      await page.setViewportSize({ width, height });
      await preferLanguage(page, lang);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      // Audit the page with its data, not a loading skeleton.
      if (first) await expect(page.getByText(cardName(first), { exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const results = await new AxeBuilder({ page }).analyze();
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
