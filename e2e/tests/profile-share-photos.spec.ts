import * as endpoints from '@gd/contracts/endpoints/directory';
import { api } from '../support/api';
import { profileApi, shownName } from '../support/directory';
import { expect, test } from '../support/fixtures';
import { preferLanguage } from '../support/ui';
import { paths } from '../../web/src/app/paths';

/** A public profile with at least two gallery photos, from the demo data. */
async function aProfileWithPhotos() {
  const { rows } = await api.call(endpoints.listBusinesses, { query: { sort: 'newest', limit: 60 } });
  for (const row of rows) {
    const profile = await profileApi(row.business_id);
    if (profile.gallery.length > 1) {
      return { profile, url: paths.businessSlug.href({ id: profile.business_id, slug: profile.slug }) };
    }
  }
  throw new Error('the demo data has no profile with two photos');
}

test.describe('Profile: share and the photo viewer (issue 16)', () => {
  test('Share without the Web Share API offers WhatsApp and Copy link, and the link is copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const { profile, url } = await aProfileWithPhotos();
    const name = shownName(profile);
    await page.goto(url);
    await page.getByRole('button', { name: `Share ${name}` }).click();
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent((await whatsapp.getAttribute('href'))!.split('text=')[1]!);
    expect(text).toContain(name);
    expect(text).toContain(new URL(url, page.url()).href);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(url, page.url()).href);
  });

  test('Share uses the Web Share API where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    const { profile, url } = await aProfileWithPhotos();
    await page.goto(url);
    await page.getByRole('button', { name: `Share ${shownName(profile)}` }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: shownName(profile),
          text: `${shownName(profile)} on Gujarat Business Directory`,
          url: new URL(url, page.url()).href,
        },
      ]);
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
  });

  test('a gallery photo opens full screen: arrow keys, buttons and swipes move it, Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { profile, url } = await aProfileWithPhotos();
    const count = profile.gallery.length;
    await page.goto(url);
    await page.getByRole('tab', { name: `Gallery (${count})` }).click();
    const opener = page.getByRole('button', { name: `Open photo 1 of ${count} full screen` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${shownName(profile)}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close photos' })).toBeFocused();
    // Full screen at 360 px, once the photo has loaded and the dialog's opening transition is over.
    await expect.poll(async () => (await viewer.getByRole('img').boundingBox())?.width ?? 0).toBeGreaterThan(300);
    const box = (await viewer.getByRole('img').boundingBox())!;

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`Photo 2 of ${count}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByText(`Photo 2 of ${count}`)).toBeVisible();

    // A swipe to the right goes back, one to the left goes on (pointer events, as a finger's).
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 250, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await page.mouse.move(box.x + 250, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText(`Photo 2 of ${count}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeVisible();
  });

  test('in Gujarati at 360 px: the share button and the viewer speak Gujarati', async ({ page }) => {
    await preferLanguage(page, 'guj');
    await page.setViewportSize({ width: 360, height: 740 });
    const { profile, url } = await aProfileWithPhotos();
    await page.goto(url);
    await expect(page.getByRole('button', { name: `${shownName(profile)} શેર કરો` })).toBeVisible();
    await page.getByRole('tab', { name: /ગેલેરી|Gallery/ }).click();
    await page.getByRole('button', { name: `ફોટો 1 / ${profile.gallery.length} પૂર્ણ સ્ક્રીનમાં ખોલો` }).click();
    await expect(page.getByRole('dialog', { name: `${shownName(profile)}ના ફોટા` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ફોટા બંધ કરો' })).toBeVisible();
  });
});
