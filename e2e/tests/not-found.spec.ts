import type { TErrorEnvelope } from '@gd/contracts/schemas/common';
import { expect, test } from '../support/fixtures';
import { label } from '../support/i18n';
import { paths } from '../../web/src/app/paths';

test.describe('Not found', () => {
  test('an unknown page shows the not-found page with a link home', async ({ page, baseURL }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: label('en', 'notFound') })).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: label('en', 'backHome') });
    await expect(home).toBeVisible();

    await home.click();
    await expect(page).toHaveURL(`${baseURL}${paths.home.href()}`);
    await expect(page.getByRole('heading', { name: label('en', 'newBusiness') })).toBeVisible();
  });

  test('an unknown API path answers 404 with an error envelope', async ({ request }) => {
    const res = await request.get('/api/nope');

    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await res.json()) as TErrorEnvelope;
    expect(body.is_error).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });
});
