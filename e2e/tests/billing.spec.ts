import fs from 'node:fs';
import { addBusiness } from '@gd/contracts/endpoints/owner';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { adminToken } from '../support/admin';
import { DEMO, GOOD_PASSWORD, loginViaApi, useSession } from '../support/auth';
import { preferLanguage } from '../support/ui';
import { PNG_1X1, stubCheckout, withProvider } from '../support/billing';
import { api } from '../support/api';
import { registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

/** Both tests switch the site-wide payment provider type: they run one after the other. */
test.describe.configure({ mode: 'serial' });

test.describe('Subscriptions and payments', () => {
  test('manual mode: plan → bank details → reference and screenshot → admin confirms → active → invoice PDF', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await adminToken(request);
    await withProvider(admin, 'manual', async () => {
      const owner = await registerOwner(request);
      const name = `Kesar Sweets ${owner.phone.slice(-4)}`;
      const { business_id: businessId } = await api.call(
        addBusiness,
        { body: { category_id: 1, business_name: name } },
        { token: owner.token },
      );
      await signIn(page, owner);

      await page.goto(paths.pricing.href());
      await expect(page.getByText('All prices are per year and include GST (18%).')).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Standard Plan' })).toContainText('Most Popular');
      await expect(page.getByRole('listitem', { name: 'Basic Plan' })).not.toContainText('Most Popular');
      await page.getByRole('button', { name: 'Choose Standard Plan' }).click();
      // Decision 68: what is bought, its end date and the amount show before paying.
      const confirm = page.getByRole('dialog', { name: 'Confirm your plan' });
      await expect(confirm).toContainText('Standard Plan starts today.');
      await expect(confirm.getByTestId('quote-amount')).toHaveText('₹2,499.00');
      await confirm.getByRole('button', { name: 'Continue to pay' }).click();
      await expect(page).toHaveURL(new RegExp(`/bank-details\\?plan_id=\\d+&business_id=${businessId}$`));
      await expect(page.getByRole('img', { name: 'QR code for the bank transfer' })).toBeVisible();
      await expect(page.getByRole('row', { name: /IFSC code/ })).toContainText('SBIN0003345');
      await expect(page.getByText('After paying, share the payment screenshot on 9825012345.')).toBeVisible();

      const utr = `UTR${Date.now()}`;
      await page.getByRole('button', { name: 'Submit payment' }).click();
      await expect(page.getByText('Please enter the transfer reference.')).toBeVisible();
      await page.getByRole('textbox', { name: /Transfer reference/ }).fill(utr);
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await page.getByRole('button', { name: 'Submit payment' }).click();
      await expect(page).toHaveURL(paths.paymentHistory.href());
      await expect(page.getByRole('row', { name: new RegExp(utr) })).toContainText('Pending');
      await expect(page.getByRole('row', { name: new RegExp(utr) })).toContainText('₹2,499.00');

      // The admin confirms the transfer in the payments list.
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await useSession(adminPage, { token: admin, userId: 1, name: 'Directory Admin' });
      await adminPage.goto(paths.adminPayments.href());
      await adminPage.getByRole('button', { name: `Confirm payment ${utr}` }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Confirm payment' });
      await expect(dialog).toContainText(name);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(adminPage.getByText('Payment confirmed. The subscription is active.').first()).toBeVisible();
      await adminContext.close();

      await page.goto(paths.subscription.href());
      const section = page.getByRole('region', { name });
      await expect(section).toContainText('Standard Plan');
      await expect(section).toContainText('Active');
      await expect(section.getByRole('link', { name: 'Upgrade' })).toBeVisible();

      await page.goto(paths.paymentHistory.href());
      const row = page.getByRole('row', { name: new RegExp(utr) });
      await expect(row).toContainText('Success');
      const downloading = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Download invoice INV\/\d{4}-\d{2}\/\d{4}$/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{4}\.pdf$/);
      const file = await download.path();
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

      await row.getByRole('button', { name: `View payment ${utr}` }).click();
      await expect(page.getByRole('dialog', { name: 'Payment details' })).toContainText('Standard Plan');
    });
  });

  test('razorpay mode: the business is picked, dismissal is reported, the signed payment activates the plan', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    await withProvider(admin, 'razorpay', async () => {
      const owner = await registerOwner(request, 1);
      const name = `Patan Patola ${owner.phone.slice(-4)}`;
      await api.call(addBusiness, { body: { category_id: 1, business_name: name } }, { token: owner.token });
      await signIn(page, owner);
      await stubCheckout(page, ['dismiss', 'pay']);

      await page.goto(paths.pricing.href());
      await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
      let dialog = page.getByRole('dialog', { name: 'Choose a business' });
      await dialog.getByRole('radio', { name }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm your plan' })
        .getByRole('button', { name: 'Continue to pay' })
        .click();
      await expect(page.getByText('Payment process was cancelled.').first()).toBeVisible();
      const opened = await page.evaluate(
        () => (window as unknown as { __rzpOpened: Record<string, unknown> }).__rzpOpened,
      );
      expect(opened).toMatchObject({ key: 'rzp_test_E2eGujaratDir', amount: 499_900, currency: 'INR' });
      expect(String(opened.order_id)).toMatch(/^order_/);

      await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
      dialog = page.getByRole('dialog', { name: 'Choose a business' });
      await dialog.getByRole('radio', { name }).check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page
        .getByRole('dialog', { name: 'Confirm your plan' })
        .getByRole('button', { name: 'Continue to pay' })
        .click();
      await expect(page.getByText('Subscription activated successfully!').first()).toBeVisible();
      await expect(page).toHaveURL(paths.subscription.href());
      const section = page.getByRole('region', { name });
      await expect(section).toContainText('Premium Plan');
      await expect(section).toContainText('Active');

      await page.goto(paths.paymentHistory.href());
      await expect(page.getByRole('row', { name: /pay_E2e/ })).toContainText('Success');
    });
  });

  test('a guest choosing a plan gets the login modal, logs in there and goes on to pay from /pricing', async ({
    page,
    request,
  }) => {
    const owner = await registerOwner(request);
    const { business_id: businessId } = await api.call(
      addBusiness,
      { body: { category_id: 1, business_name: `Guest Turned Owner ${owner.phone.slice(-4)}` } },
      { token: owner.token },
    );
    await page.goto(paths.pricing.href());
    await page.getByRole('button', { name: 'Choose Basic Plan' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toContainText('Please log in to buy a plan.');
    expect(new URL(page.url()).pathname).toBe(paths.pricing.href());
    await login.getByRole('textbox', { name: /Mobile number/ }).fill(owner.phone);
    await login.getByLabel(/^Password/).fill(GOOD_PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    // Manual mode, one business: the confirmation, then on to the bank details with the plan and the business.
    await page
      .getByRole('dialog', { name: 'Confirm your plan' })
      .getByRole('button', { name: 'Continue to pay' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/bank-details\\?plan_id=\\d+&business_id=${businessId}$`));
    await expect(page.getByTestId('quote-amount')).toHaveText('₹999.00');
  });
});

test.describe('Billing screens accessibility', () => {
  const pages = [
    { path: paths.pricing.href(), as: 'owner', ready: 'Choose plan' },
    { path: `${paths.bankDetails.href()}?plan_id=2&business_id=1`, as: 'owner', ready: 'Submit payment' },
    { path: paths.subscription.href(), as: 'owner', ready: 'Upgrade' },
    { path: paths.paymentHistory.href(), as: 'owner', ready: 'Invoice' },
    { path: paths.adminPlans.href(), as: 'admin', ready: 'Create plan' },
    { path: paths.adminPayments.href(), as: 'admin', ready: null },
    { path: paths.billingSettings.href(), as: 'admin', ready: 'Save' },
  ] as const;
  for (const [lang, width] of [
    ['en', 1280],
    ['guj', 360],
  ] as const) {
    test(`billing pages in ${lang} at ${width}px have no serious or critical axe violations`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(budget(150_000));
      const owner = await loginViaApi(request, DEMO.owner.phone, DEMO.owner.password);
      const admin = await adminToken(request);
      const sessions = {
        owner: { token: owner.token, userId: owner.userData.id, name: owner.userData.name },
        admin: { token: admin, userId: 1, name: 'Directory Admin' },
      };
      for (const who of ['owner', 'admin'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await preferLanguage(page, lang);
        await useSession(page, sessions[who]);
        for (const p of pages.filter((x) => x.as === who)) {
          await page.goto(p.path);
          if (p.ready && lang === 'en') await expect(page.getByText(p.ready, { exact: true }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSeriousViolations(page, p.path);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(width);
        }
        await context.close();
      }
    });
  }
});
