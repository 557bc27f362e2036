import type { Page } from '@playwright/test';
import { approveBusiness } from '../support/admin';
import { profileApi, searchApi } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { pickOption, pngFile, registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('Owner profile wizard', () => {
  test('a new owner completes all six steps with a logo and two gallery images, and once approved the business is public with its gallery', async ({
    page,
    request,
  }) => {
    test.setTimeout(budget(90_000));
    const owner = await registerOwner(request);
    await signIn(page, owner);
    const name = `E2E Wizard Sarees ${Date.now().toString(36)}`;

    // Decision 3: /profile-setup without an id starts a new business.
    await page.goto(paths.profileSetup.href());
    await expect(heading(page, '1. Business Details')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute('aria-valuenow', '0');
    await pickOption(page, /^Category/, /Textiles/, 'Textiles');
    await page.getByRole('textbox', { name: /^Business name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Year of establishment/ }).fill('2019');
    await pickOption(page, /^Type of firm/, /.+/);
    await pickOption(page, /^Number of employees/, /.+/);
    await page
      .getByRole('textbox', { name: /^About me/ })
      .fill('Handloom sarees and dress materials from Surat, since 2019.');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(owner.phone);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 1 saved successfully').first()).toBeVisible();
    await expect(heading(page, '2. Location Details')).toBeVisible();
    await expect(page).toHaveURL(/\/profile-setup\/\d+$/);
    const businessId = Number(/\/profile-setup\/(\d+)$/.exec(page.url())![1]);

    await pickOption(page, /^City/, /Surat/, 'Surat');
    await page.getByRole('textbox', { name: /^Zipcode/ }).fill('395002');
    await page.getByRole('textbox', { name: /^Address/ }).fill('12, Textile Market, Ring Road, Surat');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, '3. Contact Details')).toBeVisible();

    await page.getByRole('textbox', { name: /^Contact person/ }).fill('Meera Shah');
    await page.getByRole('textbox', { name: /^Contact mobile number/ }).fill(owner.phone);
    await pickOption(page, /^Designation/, /.+/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, '4. Services')).toBeVisible();

    const available = page.getByRole('list', { name: 'Available services' });
    await available.getByRole('button').first().click();
    const search = page.getByRole('textbox', { name: 'Search or add a service' });
    await search.fill('Saree fall and pico');
    await search.press('Enter');
    const selected = page.getByRole('list', { name: 'Selected services' });
    await expect(selected.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, '5. Gallery')).toBeVisible();

    await page.locator('input[type=file][aria-label="Choose logo"]').setInputFiles(pngFile('logo.png', [30, 90, 160]));
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await expect(page.getByText('Business logo uploaded successfully!').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
    for (const [index, colour] of [
      [1, [200, 60, 60]],
      [2, [60, 160, 90]],
    ] as const) {
      await page
        .locator('input[type=file][aria-label="Choose image"]')
        .setInputFiles(pngFile(`shop-${index}.png`, [...colour]));
      await page.getByRole('button', { name: 'Upload' }).last().click();
      await expect(page.getByRole('img', { name: `Gallery image ${index}` })).toBeVisible();
    }
    await expect(page.getByText('2 of 20 images')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, '6. Social Details')).toBeVisible();

    await page.getByRole('textbox', { name: 'Website' }).fill('www.example.in');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(paths.myBusiness.href());
    await expect(page.getByText('Business details updated successfully!').first()).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText('Profile 100% complete')).toBeVisible();

    await approveBusiness(request, businessId);
    await page.reload();
    await expect(card.getByText('Approved')).toBeVisible();
    await expect(card.getByRole('link', { name: 'View public profile' })).toBeVisible();

    // Public search finds it, and its profile shows the two gallery images.
    const { rows } = await searchApi({ q: name, limit: 5 });
    expect(rows.map((b) => b.business_id)).toContain(businessId);
    const profile = await profileApi(businessId);
    await page.goto(`${paths.search.href()}?business_name=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto(paths.businessSlug.href({ id: businessId, slug: profile.slug }));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('tab', { name: 'Gallery (2)' }).click();
    await expect(page.getByRole('img', { name: `${name}, photo 1 of 2` })).toBeVisible();
    await expect(page.getByAltText(new RegExp(`^${name}, photo \\d of 2$`))).toHaveCount(2);
  });

  test('on a 360 px phone: no sideways scrolling, and what was typed survives a reload', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const owner = await registerOwner(request, 6);
    expect(owner.businessId, 'registering with a category creates the draft business').not.toBeNull();
    await signIn(page, owner);
    await page.goto(paths.profileSetupBusiness.href({ businessId: owner.businessId! }));
    await expect(heading(page, '1. Business Details')).toBeVisible();
    for (let n = 1; n <= 6; n++)
      await expect(page.getByRole('button', { name: new RegExp(`^Step ${n} of 6`) })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByRole('textbox', { name: /^Business name/ })).toBeDisabled();
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill(owner.phone);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page, '2. Location Details')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole('textbox', { name: /^Address/ }).fill('Near Gandhi Baug, Navsari');
    await page.getByRole('textbox', { name: /^Zipcode/ }).fill('396445');
    await page.reload();
    await expect(heading(page, '2. Location Details')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Address/ })).toHaveValue('Near Gandhi Baug, Navsari');
    await expect(page.getByRole('textbox', { name: /^Zipcode/ })).toHaveValue('396445');
    const next = page.getByRole('button', { name: 'Next' });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
  });
});
