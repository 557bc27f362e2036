import type { Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import type { Lang } from '../support/i18n';
import { preferLanguage, scrollWidth } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

async function audit(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, `${label}: serious or critical axe violations`);
  // Works at 360 px: nothing wider than the window.
  const width = page.viewportSize()!.width;
  expect(await scrollWidth(page), `${label}: page wider than the window`).toBeLessThanOrEqual(width);
}

const cases: { lang: Lang; width: number }[] = [
  { lang: 'en', width: 1280 },
  { lang: 'guj', width: 360 },
];

test.describe('Jobs board accessibility', () => {
  for (const { lang, width } of cases) {
    test(`job list, job view, apply form, my jobs and the owner's job pages in ${lang} at ${width}px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(budget(90_000));
      await page.setViewportSize({ width, height: 800 });
      await preferLanguage(page, lang);
      await page.goto(paths.jobList.href());
      await expect(page.getByRole('article').first()).toBeVisible();
      await audit(page, 'job list');

      // The page's oldest job (a demo one): a newer one may be a job another test is switching off at this moment.
      await page.getByRole('article').last().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'job view');

      const user = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
      await useSession(page, { token: user.token, userId: user.userData.id, name: user.userData.name });
      await page.reload();
      await page.getByRole('button', { name: lang === 'en' ? 'Apply now' : 'હમણાં અરજી કરો' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'apply form');

      await page.goto(paths.myJobs.href());
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await audit(page, 'my jobs');

      const owner = await loginViaApi(request, DEMO.owner.phone, DEMO.owner.password);
      await page.evaluate((s) => localStorage.setItem('user_token', s), owner.token);
      for (const [label, href] of [
        ['user job', paths.userJob.href()],
        ['job request', paths.jobRequest.href()],
        ['add job', paths.addJob.href()],
      ] as const) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit(page, label);
      }
    });
  }
});
