import { adminSession, approveBusiness } from '../support/admin';
import { newPerson, registerViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

test.describe('Business review (decision 70)', () => {
  test('admin rejects, the owner resubmits, the admin previews and approves (360 px, Gujarati)', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(budget(90_000));
    const person = newPerson('Owner');
    const registered = await registerViaApi(request, {
      hasBusiness: 'yes',
      category_id: 6,
      owner_name: person.name,
      phone: person.phone,
      email: person.email,
      password: person.password,
      agree: true,
      language: 'guj',
    });
    const businessId = registered.record!.business_id;
    await approveBusiness(request, businessId, 2, 'દુકાનનું સરનામું અધૂરું છે.');

    // The owner, at 360 px in Gujarati, reads the reason and sends the business for review again.
    await page.setViewportSize({ width: 360, height: 800 });
    await preferLanguage(page, 'guj');
    await useSession(page, { token: registered.token, userId: registered.userRecord.user_id, name: person.name });
    await page.goto(paths.myBusiness.href());
    await expect(page.getByText('દુકાનનું સરનામું અધૂરું છે.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'my businesses with a rejected one');
    await page.getByRole('button', { name: 'ફરી સમીક્ષા માટે મોકલો' }).click();
    await expect(page.getByText('તમારો વ્યવસાય ફરી સમીક્ષા માટે મોકલાયો છે.').first()).toBeVisible();
    const history = page.getByRole('list', { name: 'સમીક્ષાનો ઇતિહાસ' });
    await expect(history.getByText('નામંજૂર', { exact: true })).toBeVisible();
    await expect(history.getByText('ફરી સમીક્ષા માટે મોકલ્યું', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ફરી સમીક્ષા માટે મોકલો' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The admin opens the pending business in the preview and approves it there.
    const admin = await adminSession();
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await adminPage.setViewportSize({ width: 360, height: 800 });
    await preferLanguage(adminPage, 'guj');
    await useSession(adminPage, { token: admin.token, userId: admin.userData.id, name: admin.userData.name });
    await adminPage.goto(paths.businessPreview.href({ id: businessId }));
    await expect(adminPage.getByRole('heading', { name: 'વ્યવસાયનું પૂર્વદર્શન' })).toBeVisible();
    const adminHistory = adminPage.getByRole('region', { name: 'સમીક્ષાનો ઇતિહાસ' });
    await expect(adminHistory.getByText('ફરી સમીક્ષા માટે મોકલ્યું', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(adminPage, 'the preview');
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await adminPage
      .getByRole('region', { name: 'નિર્ણય' })
      .getByRole('button', { name: 'મંજૂર કરો', exact: true })
      .click();
    await expect(adminHistory.getByText('મંજૂર', { exact: true })).toBeVisible();
    // Approved: the public profile answers.
    const profile = await request.get(`/api/businesses/${businessId}`);
    expect(profile.status()).toBe(200);
    await adminContext.close();
  });
});
