import Database from 'better-sqlite3';
import path from 'node:path';
import pg from 'pg';
import type { Page } from '@playwright/test';
import * as eventEndpoints from '@gd/contracts/endpoints/events';
import * as offerEndpoints from '@gd/contracts/endpoints/offers';
import { addBusiness } from '@gd/contracts/endpoints/owner';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { paths } from '../../web/src/app/paths';
import { api } from '../support/api';
import { DEMO } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { budget } from '../support/budget';
import { approveBusiness } from '../support/admin';
import { pngFile, registerOwner, signIn } from '../support/owner';
import { preferLanguage } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';

/** The contact messages the server stored (read from its own database, as the admin contact list would). */
async function storedContactMessages(
  subject: string,
): Promise<{ name: string; mobile: string; email: string | null }[]> {
  const sqlText = 'select name, mobile, email from contact_messages where subject = ';
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(`${sqlText}$1`, [subject])).rows;
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'app.sqlite'), { readonly: true });
  try {
    return db.prepare(`${sqlText}?`).all(subject) as { name: string; mobile: string; email: string | null }[];
  } finally {
    db.close();
  }
}

async function expectNoSeriousAxeViolations(page: Page) {
  // The cards fade in (100 ms stagger): judge colours once they have.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousViolations(page);
}

test.describe('Community content', () => {
  test('an admin creates an event and an offer; visitors see them; Read more toggles; contact us is stored', async ({
    page,
  }) => {
    test.setTimeout(budget(120_000)); // a long journey with four axe runs, on a shared machine
    const tag = Date.now().toString(36);
    const eventName = `Ahmedabad Book Fair ${tag}`;
    const offerName = `Monsoon reading offer ${tag}`;
    const start = addDays(indiaDate(new Date()), 3);
    const end = addDays(start, 2);
    const longText =
      'Publishers from Gujarat and across India bring Gujarati, Hindi and English books for children and adults. ' +
      'Author talks every evening, a storytelling corner for children, and discounts for school libraries that ' +
      'order in bulk. Entry is free for students with an identity card.';

    // The admin signs in and creates an event from the admin layout.
    await page.goto(paths.adminLogin.href());
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.admin.email);
    await page.getByLabel(/^Password/).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard.href()}$`));
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event name is required.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Event name/ }).fill(eventName);
    await page.getByLabel(/^Start date/).fill(start);
    await page.getByLabel(/^End date/).fill(end);
    await page.getByRole('textbox', { name: /^Location/ }).fill('Riverfront Event Centre, Ahmedabad');
    await page.getByRole('textbox', { name: /^Organizer/ }).fill('Gujarat Publishers Association');
    await page.getByRole('textbox', { name: /^Description/ }).fill(longText);
    await page.locator('input[type=file]').setInputFiles(pngFile('banner.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event created successfully!').first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(eventName) })).toBeVisible();

    // …and an offer with a discount, a code and HTML (a script among it).
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Offers', exact: true })
      .click();
    await page.getByRole('button', { name: 'Add offer' }).click();
    await page.getByRole('textbox', { name: /^Offer name/ }).fill(offerName);
    await page.getByRole('textbox', { name: /^Short description/ }).fill('Ten books for the price of eight.');
    await page.getByLabel(/^Start date/).fill(indiaDate(new Date()));
    await page.getByLabel(/^End date/).fill(end);
    await page.getByRole('textbox', { name: /^Discount/ }).fill('20');
    await page.getByRole('textbox', { name: /^Code/ }).fill('read20');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill(
        '<p>Pick any <strong>ten books</strong>.</p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">',
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Offer created successfully!').first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(offerName) })).toBeVisible();

    // The event shows among the upcoming events; its page has the Read more toggle at 200 characters.
    await page.goto(paths.event.href());
    await expect(page.getByRole('tab', { name: /Upcoming events/ })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: eventName });
    await expect(card).toContainText('Riverfront Event Centre, Ahmedabad');
    await expectNoSeriousAxeViolations(page);
    await card.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expect(page.getByText('Organized by')).toBeVisible();
    const about = page.getByRole('region', { name: 'About the event' });
    await expect(about).toContainText(`${longText.slice(0, 200).trimEnd()}…`);
    await expect(about).not.toContainText('identity card');
    await about.getByRole('button', { name: 'Read more' }).click();
    await expect(about).toContainText('Entry is free for students with an identity card.');
    await about.getByRole('button', { name: 'Read less' }).click();
    await expect(about).not.toContainText('identity card');
    await expectNoSeriousAxeViolations(page);

    // The offer shows in the list and on its page, with the discount, the code and the cleaned HTML.
    await page.goto(paths.offerList.href());
    const offerCard = page.getByRole('article', { name: offerName });
    await expect(offerCard).toContainText('20% off');
    await offerCard.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: offerName })).toBeVisible();
    await expect(page.getByText('READ20')).toBeVisible();
    const aboutOffer = page.getByRole('region', { name: 'About the offer' });
    await expect(aboutOffer.locator('strong')).toHaveText('ten books');
    await expect(aboutOffer.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expectNoSeriousAxeViolations(page);

    // Contact us: submit is disabled until the form is valid; a good submit shows the success message.
    const subject = `Listing question ${tag}`;
    await page.goto(paths.contactUs.href());
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Shah');
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('98765');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill('How do I add a second branch?');
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: /^Email/ }).fill('meera@example.in');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('9876501234');
    await expect(submit).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await submit.click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent.');
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    expect(await storedContactMessages(subject)).toEqual([
      { name: 'Meera Shah', mobile: '9876501234', email: 'meera@example.in' },
    ]);
  });

  test('each event and offer page is served with its own title and Open Graph image, and is in the sitemap', async ({
    request,
  }) => {
    const events = await api.call(eventEndpoints.listEvents);
    const event = [...events.upcoming, ...events.past][0]!;
    const eventHtml = await (await request.get(paths.eventViewId.href({ id: event.event_id }))).text();
    expect(eventHtml).toContain(`<title>${event.event_name} · Gujarat Business Directory</title>`);
    expect(eventHtml).toMatch(/<meta property="og:image" content="[^"]+\.webp"/);
    const offer = (await api.call(offerEndpoints.listOffers))[0]!;
    const offerHtml = await (await request.get(paths.offerView.href({ id: offer.offer_id }))).text();
    expect(offerHtml).toContain(`<title>${offer.offer_name}`);
    expect(offerHtml).toMatch(/<meta property="og:image" content="[^"]+\.webp"/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/event-view/${event.event_id}</loc>`);
    expect(sitemap).toContain(`/offer-view/${offer.offer_id}</loc>`);
  });

  test('at 360 px the event list and an offer fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const url of [paths.event.href(), paths.offerList.href(), paths.termsUsers.href(), paths.contactUs.href()]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('Owner offers', () => {
  test('an owner publishes an offer from the business dashboard; it shows with the business name', async ({
    page,
    request,
  }) => {
    const owner = await registerOwner(request);
    const businessName = `Shree Khodiyar Farsan ${Date.now().toString(36)}`;
    const { business_id: businessId } = await api.call(
      addBusiness,
      { body: { category_id: 6, business_name: businessName } },
      { token: owner.token },
    );
    await signIn(page, owner);

    // Pending business: the tab explains that offers wait for approval.
    await page.goto(`${paths.myBusinessDashboard.href({ id: businessId })}?tab=offer`);
    await expect(page.getByText('Offers can be published once the business is approved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add offer' })).toHaveCount(0);

    await approveBusiness(request, businessId);
    await page.reload();
    await page.getByRole('button', { name: 'Add offer' }).click();
    const offerName = `Fafda jalebi Sunday combo ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Offer name/ }).fill(offerName);
    await page.getByRole('textbox', { name: /^Short description/ }).fill('Fafda, jalebi and chutney for four.');
    await page.getByLabel(/^Start date/).fill(indiaDate(new Date()));
    await page.getByLabel(/^End date/).fill(addDays(indiaDate(new Date()), 10));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Offer created successfully!').first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(offerName) })).toBeVisible();

    await page.goto(paths.offerList.href());
    const card = page.getByRole('article', { name: offerName });
    await expect(card).toContainText(`by ${businessName}`);
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('link', { name: businessName })).toHaveAttribute(
      'href',
      paths.viewBusiness.href({ id: businessId }),
    );
  });
});

test.describe('Community content in Gujarati', () => {
  test('the event, offer, info and contact pages read in Gujarati at 360 px with no serious axe findings', async ({
    page,
  }) => {
    test.setTimeout(budget(120_000));
    await preferLanguage(page, 'guj');
    await page.setViewportSize({ width: 360, height: 780 });
    // Spec §9: the stagger respects prefers-reduced-motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(paths.offerList.href());
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName?.includes('rise')).length,
      ),
    ).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(
      await page.evaluate(() =>
        document.getAnimations().some((a) => (a as CSSAnimation).animationName?.includes('rise')),
      ),
    ).toBe(true);

    const events = await api.call(eventEndpoints.listEvents);
    const [offer] = await api.call(offerEndpoints.listOffers);
    const pages: [string, string][] = [
      [paths.event.href(), 'કાર્યક્રમો'],
      [paths.eventViewId.href({ id: [...events.upcoming, ...events.past][0]!.event_id }), 'આયોજક'],
      [paths.offerList.href(), 'ઓફરો'],
      [paths.offerView.href({ id: offer!.offer_id }), 'ઓફર વિશે'],
      [paths.aboutUs.href(), 'અમારા વિશે'],
      [paths.refundPolicy.href(), 'કોઈ રિફંડ નથી'],
      [paths.contactUs.href(), 'મોબાઇલ નંબર'],
    ];
    for (const [url, text] of pages) {
      await page.goto(url);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
});
