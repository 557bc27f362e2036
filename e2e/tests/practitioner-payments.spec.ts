import type { Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { adminToken } from '../support/admin';
import { api } from '../support/api';
import { loginViaApi, newPerson, registerViaApi, useSession } from '../support/auth';
import { stubCheckout, withProvider } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { budget } from '../support/budget';

/**
 * Decision 65, paying for a visit online against the project's fake of Razorpay (the checkout widget stubbed as
 * in billing.spec.ts: it signs order_id|payment_id with the e2e key secret). The site is in Razorpay mode only
 * while the test runs.
 */
test.describe.configure({ mode: 'serial' });

async function patient(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const person = newPerson('Payer');
  await registerViaApi(request, {
    hasBusiness: 'no',
    owner_name: person.name,
    phone: person.phone,
    email: person.email,
    password: person.password,
    agree: true,
  });
  const session = await loginViaApi(request, person.phone, person.password);
  await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
  return { ...person, token: session.token };
}

test('a patient books a visit, pays online at once, and downloads the receipt from My appointments', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  await withProvider(admin, 'razorpay', async () => {
    const me = await patient(page, request);
    await stubCheckout(page, ['pay']);
    await page.goto(`${paths.doctors.href()}?q=Kiran`);
    await page.getByRole('article').first().getByRole('link').first().click();
    const days = page.getByRole('radiogroup', { name: 'Choose a day' }).locator('label');
    await expect(days.first()).toBeAttached();
    for (let i = 0; i < (await days.count()); i++) {
      await days.nth(i).click();
      const times = page.getByRole('radiogroup', { name: 'Choose a time' }).locator('label');
      if (
        await times
          .first()
          .waitFor({ state: 'attached', timeout: budget(3_000) })
          .then(
            () => true,
            () => false,
          )
      ) {
        await times.first().click();
        break;
      }
    }
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('radio', { name: /^Pay online now/ }).check();
    await page.getByRole('button', { name: /^Book .* and pay$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paid and confirmed' })).toBeVisible();

    const [visit] = (await api.call(endpoints.myAppointments, { query: {} }, { token: me.token })).rows;
    expect(visit).toMatchObject({ booking_status: 1, pay_mode: 'online', payment: { status: 1 } });
    expect(visit!.payment!.receipt_number).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4}$/);

    await page.goto(paths.myAppointments.href());
    const row = page.getByRole('article').first();
    await expect(row).toContainText('Paid online');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download receipt/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^RCT-.*\.pdf$/);
  });
});
