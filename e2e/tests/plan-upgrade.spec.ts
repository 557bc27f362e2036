import { confirmPayment, listPlans } from '@gd/contracts/endpoints/billing';
import { addBusiness } from '@gd/contracts/endpoints/owner';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { adminToken } from '../support/admin';
import { api, baseUrl } from '../support/api';
import { PNG_1X1, withProvider } from '../support/billing';
import { registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';

/** Decision 68: an upgrade starts at once, with the unused days credited, and the owner sees the new plan. */
test('an owner on Basic upgrades to Premium: the credit and the new end date show first, the plan changes at once', async ({
  page,
  request,
}) => {
  test.setTimeout(budget(90_000));
  const admin = await adminToken(request);
  await withProvider(admin, 'manual', async () => {
    const owner = await registerOwner(request);
    const name = `Upgrade Sweets ${owner.phone.slice(-4)}`;
    const { business_id: businessId } = await api.call(
      addBusiness,
      { body: { category_id: 1, business_name: name } },
      { token: owner.token },
    );
    // Basic, bought and confirmed through the API.
    const plans = await api.call(listPlans, {});
    const basic = plans.find((p) => p.name === 'Basic Plan')!;
    const form = new FormData();
    form.append('plan_id', String(basic.plan_id));
    form.append('business_id', String(businessId));
    form.append('reference', `UTRB${Date.now()}`);
    form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'basic.png');
    const sent = await fetch(`${baseUrl()}/api/payments/manual`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(sent.status).toBe(200);
    const { data } = (await sent.json()) as { data: { payment_id: number } };
    await api.call(confirmPayment, { params: { id: data.payment_id }, body: {} }, { token: admin });

    await signIn(page, owner);
    await page.goto(paths.subscription.href());
    await expect(page.getByRole('region', { name })).toContainText('Basic Plan');

    await page.goto(paths.pricing.href());
    await page.getByRole('button', { name: 'Choose Premium Plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your plan' });
    await expect(confirm).toContainText(
      'Upgrade: Premium Plan starts today. The unused days of your Basic Plan are credited.',
    );
    // Bought today, so every day of Basic is unused: ₹999.00 credited, ₹4,000.00 to pay.
    await expect(confirm).toContainText('− ₹999.00');
    await expect(confirm.getByTestId('quote-amount')).toHaveText('₹4,000.00');
    const endDate = (await confirm.getByTestId('quote-end-date').textContent())!;
    await confirm.getByRole('button', { name: 'Continue to pay' }).click();

    await expect(page.getByTestId('quote-amount')).toHaveText('₹4,000.00');
    const utr = `UTRP${Date.now()}`;
    await page.getByRole('textbox', { name: /Transfer reference/ }).fill(utr);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'premium.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: 'Submit payment' }).click();
    await expect(page).toHaveURL(paths.paymentHistory.href());

    // While it waits, the subscription page says so, with its reference.
    await page.goto(paths.subscription.href());
    await expect(page.getByTestId('pending-payment')).toContainText(utr);

    const rows = (await (
      await fetch(`${baseUrl()}/api/my/payments`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).json()) as { data: { payment_id: number; transaction_id: string | null }[] };
    const premiumPayment = rows.data.find((p) => p.transaction_id === utr)!;
    await api.call(confirmPayment, { params: { id: premiumPayment.payment_id }, body: {} }, { token: admin });

    await page.reload();
    const section = page.getByRole('region', { name });
    await expect(section).toContainText('Premium Plan');
    await expect(section).toContainText('Active');
    await expect(section).toContainText(endDate);
    await expect(section).toContainText('Unlimited products');
    await expect(page.getByTestId('pending-payment')).toHaveCount(0);
  });
});
