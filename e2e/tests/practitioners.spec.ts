import type { Page } from '@playwright/test';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { api } from '../support/api';
import { loginViaApi, newPerson, registerViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { budget } from '../support/budget';
import { expectNoSeriousWcagViolations } from '../support/axe';

/** The demo practitioner account (README). */
const DOCTOR = { phone: '9909012121', password: 'DemoPractitioner#2026', name: 'Dr. Kiran Vyas' };

/** A new patient, logged in in the page. */
async function patient(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const person = newPerson('Patient');
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

/** Picks the first day of the booking panel that has a free time, and that time (labels in the page's language). */
async function pickFreeTime(page: Page, labels: { day: string; time: string }) {
  // The chips' inputs are visually hidden: a visitor presses their labels.
  const days = page.getByRole('radiogroup', { name: labels.day }).locator('label');
  await expect(days.first()).toBeAttached();
  for (let i = 0; i < (await days.count()); i++) {
    await days.nth(i).click();
    const times = page.getByRole('radiogroup', { name: labels.time }).locator('label');
    const found = await times
      .first()
      .waitFor({ state: 'attached', timeout: budget(3_000) })
      .then(() => true)
      .catch(() => false);
    if (found) {
      await times.first().click();
      return;
    }
  }
  throw new Error('no free time in the coming week');
}

test.describe('Practitioners', () => {
  test('in Gujarati at 360 px, a patient finds a Gujarati-speaking Ayurveda practitioner in Surat and books a visit', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'guj'));
    const me = await patient(page, request);
    await page.goto(paths.doctors.href());
    // Each filter is a navigation; chosen as soon as the page answers, one after another, every one stays.
    const choose = async (label: string, option: { label: string } | string, url: RegExp) => {
      await page.getByLabel(label).selectOption(option);
      await expect(page).toHaveURL(url);
    };
    await choose('શહેર', { label: 'સુરત' }, /city_id=\d+/);
    const specialty = page.getByLabel('વિશેષતા');
    const ayurveda = await specialty.locator('option', { hasText: /^આયુર્વેદ \(/ }).getAttribute('value');
    await choose('વિશેષતા', ayurveda!, /specialty_id=\d+/);
    await choose('બોલે છે', { label: 'ગુજરાતી' }, /language=gu/);
    await expect(page).toHaveURL(/city_id=\d+.*specialty_id=\d+.*language=gu/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('આયુર્વેદ');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pickFreeTime(page, { day: 'દિવસ પસંદ કરો', time: 'સમય પસંદ કરો' });
    await page.getByRole('radio', { name: 'સ્ત્રી' }).check();
    await page.getByRole('button', { name: /બુક કરો$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'બુક થઈ ગઈ' })).toBeVisible();

    const mine = await api.call(endpoints.myAppointments, { query: { when: 'upcoming' } }, { token: me.token });
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({
      patient_name: me.name,
      patient_phone: me.phone,
      status: 1,
      booking_status: 2,
    });

    await page.getByRole('link', { name: 'મારી એપોઇન્ટમેન્ટ જુઓ' }).click();
    await expect(page.getByRole('article')).toContainText('નક્કી');
    await expectNoSeriousWcagViolations(page);
  });

  test('the practitioner logs in, sees the booked visit in their day and moves it on to checkout', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers, three status moves, the timings editor of every location and two axe passes.
    test.slow();
    const me = await patient(page, request);
    await page.goto(`${paths.doctors.href()}?q=Kiran`);
    await page.getByRole('article').first().getByRole('link', { name: DOCTOR.name }).click();
    await pickFreeTime(page, { day: 'Choose a day', time: 'Choose a time' });
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: /^Book / }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booked' })).toBeVisible();
    const [booked] = (await api.call(endpoints.myAppointments, { query: {} }, { token: me.token })).rows;

    const doctorPage = await (await browser.newContext()).newPage();
    await doctorPage.goto(paths.doctorLogin.href());
    await doctorPage.getByLabel('Mobile number').fill(DOCTOR.phone);
    await doctorPage.getByRole('textbox', { name: 'Password' }).fill(DOCTOR.password);
    await doctorPage.getByRole('button', { name: 'Log in' }).click();
    await expect(doctorPage).toHaveURL(paths.practitionerDay.href());
    await doctorPage.getByLabel('Date').fill(booked!.date);
    const visit = doctorPage.getByRole('article').filter({ hasText: me.name });
    await expect(visit).toContainText('Scheduled');
    for (const [press, shown] of [
      ['Move to Waiting', 'Waiting'],
      ['Move to With the doctor', 'With the doctor'],
      ['Move to Checked out', 'Checked out'],
    ] as const) {
      await visit.getByRole('button', { name: press }).click();
      await expect(visit).toContainText(shown);
    }
    await expect(visit.getByRole('button')).toHaveCount(0);
    await expectNoSeriousWcagViolations(doctorPage);

    // Timings: the practitioner opens Sundays for a morning; patients then see Sunday slots.
    await doctorPage.getByRole('link', { name: 'Timings and leave' }).click();
    const sunday = doctorPage.getByRole('region', { name: 'Sunday' });
    // Loaded when Monday shows its saved times; an earlier run's Sunday times are removed first.
    await expect(doctorPage.getByRole('region', { name: 'Monday' }).getByRole('combobox').first()).toBeVisible();
    while ((await sunday.getByRole('combobox').count()) > 0) {
      await sunday
        .getByRole('button', { name: /^Remove Sunday time/ })
        .first()
        .click();
    }
    await sunday.getByRole('button', { name: 'Add a time on Sunday' }).click();
    await sunday.getByLabel('Sunday, time 1: from').selectOption('09:00');
    await sunday.getByLabel('Sunday, time 1: to').selectOption('12:00');
    await doctorPage.getByRole('button', { name: 'Save timings' }).click();
    await expect(doctorPage.getByText('Your timings are saved.')).toBeVisible();
    await expectNoSeriousWcagViolations(doctorPage);
    const profile = await api.call(endpoints.getPractitioner, { params: { id: booked!.practitioner_id } });
    expect(profile.timings.filter((w) => w.day === 7)).toEqual([
      { day: 7, opens: '09:00', closes: '12:00', location_id: expect.any(Number) },
    ]);
  });
});
