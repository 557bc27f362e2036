import { endpointUrl } from '@gd/contracts/endpoint';
import { createInquiry } from '@gd/contracts/endpoints/inquiries';
import { DEMO, loginViaApi, useSession } from '../support/auth';
import { profileApi, receivedInquiries, searchApi, shownName } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { escapeRegExp } from '../support/i18n';
import { HTML_LANG, preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';

/** The demo owner's approved business (Ramesh Patel's "Patel Caterers"), so the owner could read its inquiries. */
async function demoOwnerBusiness() {
  const { rows } = await searchApi({ q: 'Patel Caterers', limit: 5 });
  const business = rows.find((b) => b.business_name === 'Patel Caterers');
  expect(business, 'the demo data has "Patel Caterers"').toBeDefined();
  return business!;
}

test.describe('Business profile', () => {
  test('an anonymous visitor gets the login modal, logs in there and stays on the profile', async ({ page }) => {
    const business = await demoOwnerBusiness();
    const url = paths.businessSlug.href({ id: business.business_id, slug: business.slug });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(business));

    await page.getByRole('button', { name: 'Contact Details' }).click();
    let login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login).toContainText('Please log in to see the contact details.');
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(login).toBeHidden();

    await page.getByRole('button', { name: 'Inquiry' }).click();
    login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toContainText('Please log in to send an inquiry.');
    await login.getByRole('textbox', { name: /Mobile number/ }).fill(DEMO.user.phone);
    await login.getByLabel(/^Password/).fill(DEMO.user.password);
    await login.getByRole('button', { name: 'Login' }).click();

    // Logged in, still on the profile, and the inquiry form they asked for is open, filled with their name.
    const inquiry = page.getByRole('dialog', { name: `Send an inquiry to ${shownName(business)}` });
    await expect(inquiry).toBeVisible();
    await expect(inquiry.getByRole('textbox', { name: /Name/ })).toHaveValue('Priya Shah');
    expect(new URL(page.url()).pathname).toBe(url);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeTruthy();
  });

  test('a logged-in user sends an inquiry and it is stored', async ({ page, request }) => {
    const business = await demoOwnerBusiness();
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
    const subject = `Wedding order ${Date.now()}`;

    await page.goto(paths.viewBusiness.href({ id: business.business_id }));
    await page.getByRole('button', { name: 'Inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: `Send an inquiry to ${shownName(business)}` });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(dialog.getByRole('textbox', { name: /Mobile/ })).toHaveValue(DEMO.user.phone);
    await expect(submit).toBeDisabled();

    // Spec §5 messages once a field is left empty.
    await dialog.getByRole('textbox', { name: /Subject/ }).focus();
    await dialog.getByRole('textbox', { name: /Message/ }).focus();
    await dialog.getByRole('textbox', { name: /Name/ }).focus();
    await expect(dialog).toContainText('Subject is required');
    await expect(dialog).toContainText('Message is required');

    await dialog.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await dialog.getByRole('textbox', { name: /Message/ }).fill('Kaju katli and farsan for 200 guests.');
    await expect(submit).toBeEnabled();
    const [response] = await Promise.all([
      page.waitForResponse((r) =>
        r.url().endsWith(`/api${endpointUrl(createInquiry, { params: { id: business.business_id } })}`),
      ),
      submit.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText('Inquiry submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Stored: the owner finds it among the inquiries the business received.
    const owner = await loginViaApi(request, DEMO.owner.phone, DEMO.owner.password);
    const received = await receivedInquiries(business.business_id, owner.token);
    expect(received.find((i) => i.subject === subject)).toMatchObject({
      name: 'Priya Shah',
      mobile: DEMO.user.phone,
      message: 'Kaju katli and farsan for 200 guests.',
      business_id: business.business_id,
    });
  });

  test('Contact Details shows the contact with click-to-call and WhatsApp links', async ({ page, request }) => {
    const business = await demoOwnerBusiness();
    const session = await loginViaApi(request, DEMO.user.phone, DEMO.user.password);
    await useSession(page, { token: session.token, userId: session.userData.id, name: session.userData.name });
    await page.goto(paths.viewBusiness.href({ id: business.business_id }));
    await page.getByRole('button', { name: 'Contact Details' }).click();
    const dialog = page.getByRole('dialog', { name: /^Contact details/ });
    const call = dialog.getByRole('link', { name: /^Call \d{10}$/ }).first();
    await expect(call).toBeVisible();
    const phone = (await call.getAttribute('href'))!.replace('tel:', '');
    expect(phone).toMatch(/^\d{10}$/);
    await expect(dialog.getByRole('link', { name: `Chat on WhatsApp with ${phone}` })).toHaveAttribute(
      'href',
      `https://wa.me/91${phone}`,
    );
  });

  test('the profile in Gujarati', async ({ page }) => {
    const business = await demoOwnerBusiness();
    const profile = await profileApi(business.business_id);
    await preferLanguage(page, 'guj');
    await page.goto(paths.businessSlug.href({ id: business.business_id, slug: business.slug }));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.guj);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(business));
    await expect(page.getByRole('button', { name: 'પૂછપરછ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'સંપર્ક વિગતો' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'વિશે' })).toHaveAttribute('aria-selected', 'true');
    if (profile.category_name_guj) {
      await expect(page.getByRole('navigation', { name: 'તમે અહીં છો' })).toContainText(profile.category_name_guj);
    }
    await page.getByRole('tab', { name: /સેવાઓ/ }).click();
    const service = profile.services[0];
    if (service) await expect(page.getByRole('main')).toContainText(service.service_name_guj ?? service.service_name);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(shownName(business))} · ગુજરાત`));

    await page.getByRole('button', { name: 'પૂછપરછ' }).click();
    await expect(page.getByRole('dialog', { name: 'લૉગિન' })).toContainText('પૂછપરછ મોકલવા માટે કૃપા કરીને લૉગિન કરો.');
  });

  test('an unknown business sends the visitor to the site root', async ({ page }) => {
    await page.goto(paths.viewBusiness.href({ id: 987654 }));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('combobox', { name: 'Business name' })).toBeVisible();
  });
});
