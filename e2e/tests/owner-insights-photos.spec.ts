import { getBusinessInsights } from '@gd/contracts/endpoints/insights';
import { saveReview } from '@gd/contracts/endpoints/reviews';
import { approveBusiness } from '../support/admin';
import { api, baseUrl } from '../support/api';
import { DEMO, loginViaApi, newPerson, registerViaApi, useSession } from '../support/auth';
import { searchApi } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { pngFile, registerOwner, signIn } from '../support/owner';
import { preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousViolations } from '../support/axe';

test.describe('Owner insights, reviews and photos (decisions 71, 72)', () => {
  test('the demo owner reads a year of insights at 360 px in Gujarati; a visitor’s Directions click counts', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(budget(90_000));
    const { rows } = await searchApi({ q: 'Patel Caterers', limit: 5 });
    const business = rows.find((b) => b.business_name === 'Patel Caterers')!;
    const owner = await loginViaApi(request, DEMO.owner.phone, DEMO.owner.password);
    const insights = () =>
      api.call(
        getBusinessInsights,
        { params: { id: business.business_id }, query: { days: '7' } },
        { token: owner.token },
      );
    const before = (await insights()).totals.directions;

    // A visitor presses Directions on the profile (the map opens in a tab of its own; here it is stubbed).
    await page.context().route('https://www.google.com/maps/**', (route) => route.fulfill({ body: 'map' }));
    await page.goto(paths.viewBusiness.href({ id: business.business_id }));
    await page.getByRole('link', { name: /^Get directions/ }).click();
    await expect
      .poll(async () => (await insights()).totals.directions, { message: 'the click is counted' })
      .toBe(before + 1);

    // The owner's dashboard at 360 px in Gujarati: the period switch, the counts with their change, the charts.
    const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const ownerPage = await ownerContext.newPage();
    await preferLanguage(ownerPage, 'guj');
    await useSession(ownerPage, { token: owner.token, userId: owner.userData.id, name: owner.userData.name });
    await ownerPage.goto(`${paths.myBusinessDashboard.href({ id: business.business_id })}?tab=dashboard`);
    await expect(ownerPage.getByRole('heading', { name: 'મુલાકાતોના આંકડા' })).toBeVisible();
    await ownerPage.getByText('90 દિવસ').click();
    await expect(ownerPage.getByText(/^છેલ્લા 90 દિવસમાં [\d,]+ પ્રોફાઇલ મુલાકાતો$/).first()).toBeVisible();
    const views = ownerPage.getByRole('listitem').filter({ hasText: 'પ્રોફાઇલ મુલાકાતો' });
    await expect(views).toContainText(/અગાઉના 90 દિવસ/);
    await expect(ownerPage.getByRole('img', { name: /^છેલ્લા 90 દિવસમાં/ }).first()).toBeVisible();
    await expectNoSeriousViolations(ownerPage, 'the insights');
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await ownerContext.close();
  });

  test('an owner puts the photos in order with the keyboard, chooses the cover, captions one and answers a review', async ({
    page,
    request,
  }) => {
    test.setTimeout(budget(90_000));
    const owner = await registerOwner(request, 6);
    const businessId = owner.businessId!;
    await approveBusiness(request, businessId);
    const colours: [number, number, number][] = [
      [200, 40, 40],
      [40, 160, 40],
      [40, 40, 200],
    ];
    for (const [i, rgb] of colours.entries()) {
      const res = await request.post(`${baseUrl()}/api/my/businesses/${businessId}/gallery`, {
        headers: { authorization: `Bearer ${owner.token}` },
        multipart: { file: pngFile(`photo-${i + 1}.png`, rgb) },
      });
      expect(res.status()).toBe(200);
    }
    const reviewer = newPerson('Reviewer');
    const registered = await registerViaApi(request, {
      hasBusiness: 'no',
      category_id: null,
      owner_name: reviewer.name,
      phone: reviewer.phone,
      email: reviewer.email,
      password: reviewer.password,
      agree: true,
    });
    await api.call(
      saveReview,
      { params: { id: businessId }, body: { rating: 4, review_text: 'Good colours, quick stitching.' } },
      { token: registered.token },
    );

    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, owner);
    await page.goto(`${paths.myBusinessDashboard.href({ id: businessId })}?tab=photos`);
    const list = page.getByRole('list', { name: 'Gallery photos in order' });
    const sources = () => list.getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    await expect(list.getByRole('img')).toHaveCount(3);
    const start = await sources();

    // Keyboard only: focus "Move photo 3 up", press Enter twice — the focus follows the photo to the top.
    await page.getByRole('button', { name: 'Move photo 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Photo 3 moved to position 2 of 3.');
    await expect(page.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(sources).toEqual([start[2], start[0], start[1]]);
    await expect(list.getByRole('listitem').first()).toContainText('Cover');

    // Make the (now) third photo the cover, and caption it.
    await page.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    await expect.poll(sources).toEqual([start[1], start[2], start[0]]);
    await page.getByRole('textbox', { name: 'Caption of photo 1' }).fill('Our shop on Station Road');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Caption saved.').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the photos tab');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The public profile shows the owner's order and the caption.
    const profile = await page.context().newPage();
    await profile.goto(paths.viewBusiness.href({ id: businessId }));
    await profile.getByRole('tab', { name: /^Gallery/ }).click();
    await expect(profile.getByText('Our shop on Station Road').first()).toBeVisible();
    const firstSlide = await profile.getByRole('img', { name: /, photo 1 of 3$/ }).getAttribute('src');
    expect(firstSlide?.replace(/\.webp$/, '')).toBe(start[1]?.replace(/-thumb\.webp$/, ''));

    // The reviews tab: answer, then edit the answer.
    await page.goto(`${paths.myBusinessDashboard.href({ id: businessId })}?tab=reviews`);
    const review = page.getByRole('listitem').filter({ hasText: 'Good colours, quick stitching.' });
    await expect(review).toContainText('Not answered');
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByRole('textbox').fill('Thank you! See you again.');
    await review.getByRole('button', { name: 'Send reply' }).click();
    await expect(review).toContainText('Thank you! See you again.');
    await review.getByRole('button', { name: 'Edit reply' }).click();
    await review.getByRole('textbox').fill('Thank you, please come again.');
    await review.getByRole('button', { name: 'Save reply' }).click();
    await expect(review).toContainText('Thank you, please come again.');
    await expectNoSeriousViolations(page, 'the reviews tab');
  });
});
