import * as auth from '@gd/contracts/endpoints/auth';
import * as directory from '@gd/contracts/endpoints/directory';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import * as profileEndpoints from '@gd/contracts/endpoints/practitioner-profile';
import { adminToken } from '../support/admin';
import { api } from '../support/api';
import { loginViaApi, newPerson, randomLetters, registerViaApi, useSession } from '../support/auth';
import { stubCheckout, withProvider } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { budget } from '../support/budget';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 17's whole journey (decision 65): a Gujarati-speaking Ayurveda practitioner practising in Surat is
 * verified; a patient finds them by city, specialty and language, books a half hour and pays online against the
 * fake Razorpay (the checkout widget stubbed as in billing.spec.ts); the practitioner moves the visit on to
 * checkout in their day; the patient reviews it. Once in English on a desktop, once in Gujarati at 360 px.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    city: 'City',
    surat: 'Surat',
    specialty: 'Specialty',
    ayurveda: /^Ayurveda \(/,
    speaks: 'Speaks',
    gujarati: 'Gujarati',
    name: 'Doctor name',
    day: 'Choose a day',
    time: 'Choose a time',
    female: 'Female',
    online: /^Pay online now/,
    book: /and pay$/,
    paid: 'Paid and confirmed',
    paidOnline: 'Paid online',
    writeReview: 'Write a review',
    reviewTitle: (name: string) => `Review your visit to ${name}`,
    stars: '5 stars',
    reviewText: 'Your review',
    post: 'Post review',
    yourReview: 'Your review:',
  },
  guj: {
    city: 'શહેર',
    surat: 'સુરત',
    specialty: 'વિશેષતા',
    ayurveda: /^આયુર્વેદ \(/,
    speaks: 'બોલે છે',
    gujarati: 'ગુજરાતી',
    name: 'ડૉક્ટરનું નામ',
    day: 'દિવસ પસંદ કરો',
    time: 'સમય પસંદ કરો',
    female: 'સ્ત્રી',
    online: /^હમણાં ઑનલાઇન ચૂકવો/,
    book: /બુક કરો અને ચૂકવો$/,
    paid: 'ચૂકવણી થઈ અને મુલાકાત પાકી',
    paidOnline: 'ઑનલાઇન ચૂકવેલ',
    writeReview: 'સમીક્ષા લખો',
    reviewTitle: (name: string) => `${name} સાથેની મુલાકાતની સમીક્ષા`,
    stars: '5 સ્ટાર',
    reviewText: 'તમારી સમીક્ષા',
    post: 'સમીક્ષા મોકલો',
    yourReview: 'તમારી સમીક્ષા:',
  },
} as const;

/** A new practitioner: Ayurveda, speaks Gujarati, practises in Surat every day 09:00–13:00, verified by the admin. */
async function suratAyurvedaPractitioner(admin: string) {
  const tag = randomLetters(6);
  const name = `Dr. Vaidya ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const person = newPerson('Vaidya');
  const account = await api.call(auth.practitionerRegister, {
    body: { name, phone: person.phone, password: person.password, agree: true },
  });
  const token = account.token;
  const options = await api.call(profileEndpoints.getProfileOptions, {}, { token });
  const ayurveda = options.specialties.find((s) => s.name === 'Ayurveda')!;
  const bams = options.degrees.find((d) => d.name === 'BAMS') ?? options.degrees[0]!;
  await api.call(
    profileEndpoints.saveProfessional,
    {
      body: {
        degree_ids: [bams.id],
        specialty_ids: [ayurveda.id],
        experience_years: 9,
        languages: ['gu', 'hi'],
        fee_rupees: 450,
        service_type_ids: [],
        therapy_ids: [],
        about: 'Panchakarma and diet advice.',
      },
    },
    { token },
  );
  const surat = (await api.call(directory.listCities, {})).find((c) => c.op_value === 'Surat')!;
  await api.call(
    profileEndpoints.saveLocations,
    {
      body: {
        locations: [{ name: 'Vaidya Ayurveda Kendra', address: 'Ghod Dod Road, Surat', city_id: surat.op_key }],
      },
    },
    { token },
  );
  await api.call(
    endpoints.saveTimings,
    { body: { week: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '09:00', closes: '13:00' })), leave: [] } },
    { token },
  );
  await api.call(
    endpoints.verifyPractitioner,
    { params: { id: account.practitioner_id }, body: { is_approve: 1 } },
    { token: admin },
  );
  return { name, phone: person.phone, password: person.password, id: account.practitioner_id, token };
}

for (const lang of ['en', 'guj'] as const) {
  const t = TEXT[lang];
  const phone = lang === 'guj';
  test(`${phone ? 'in Gujarati at 360 px' : 'in English'}: find a Gujarati-speaking Ayurveda practitioner in Surat, book and pay online, the visit is checked out, the patient reviews it`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const admin = await adminToken(request);
    await withProvider(admin, 'razorpay', async () => {
      const doctor = await suratAyurvedaPractitioner(admin);
      if (phone) await page.setViewportSize({ width: 360, height: 800 });
      await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
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
      await stubCheckout(page, ['pay']);

      // Find: city, specialty, language, then the name among Surat's Ayurveda practitioners.
      await page.goto(paths.doctors.href());
      // Each filter is a navigation; chosen as soon as the page answers, one after another, every one stays.
      const choose = async (label: string, option: { label: string } | string, url: RegExp) => {
        await page.getByLabel(label, { exact: true }).selectOption(option);
        await expect(page).toHaveURL(url);
      };
      await choose(t.city, { label: t.surat }, /city_id=\d+/);
      const specialty = page.getByLabel(t.specialty, { exact: true });
      const value = await specialty.locator('option', { hasText: t.ayurveda }).getAttribute('value');
      await choose(t.specialty, value!, /specialty_id=\d+/);
      await choose(t.speaks, { label: t.gujarati }, /language=gu/);
      await page.getByLabel(t.name, { exact: true }).fill(doctor.name.split(' ')[2]!);
      await expect(page).toHaveURL(/city_id=\d+.*specialty_id=\d+.*language=gu/);
      const card = page.getByRole('article').filter({ hasText: doctor.name });
      await expect(card).toBeVisible();
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousWcagViolations(page);
      await card.getByRole('link', { name: doctor.name }).first().click();

      // Book the first free half hour and pay online.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(doctor.name);
      const days = page.getByRole('radiogroup', { name: t.day }).locator('label');
      await days.first().click();
      let picked = false;
      for (let i = 0; i < (await days.count()) && !picked; i++) {
        await days.nth(i).click();
        const times = page.getByRole('radiogroup', { name: t.time }).locator('label');
        picked = await times
          .first()
          .waitFor({ state: 'attached', timeout: budget(3_000) })
          .then(() => true)
          .catch(() => false);
        if (picked) await times.first().click();
      }
      expect(picked).toBe(true);
      await page.getByRole('radio', { name: t.female, exact: true }).check();
      await page.getByRole('radio', { name: t.online }).check();
      await expectNoSeriousWcagViolations(page);
      await page.getByRole('button', { name: t.book }).click();
      await expect(page.getByText(t.paid)).toBeVisible();
      const [booked] = (await api.call(endpoints.myAppointments, { query: {} }, { token: session.token })).rows;
      expect(booked).toMatchObject({ practitioner_id: doctor.id, booking_status: 1 });

      // The practitioner moves the visit on to checkout from their day.
      const doctorPage = await (await browser.newContext()).newPage();
      const login = await api.call(auth.practitionerLogin, {
        body: { phone: doctor.phone, password: doctor.password },
      });
      await useSession(doctorPage, { token: login.token, userId: login.userData.id, name: login.userData.name });
      await doctorPage.goto(paths.practitionerDay.href());
      await doctorPage.getByLabel('Date').fill(booked!.date);
      const visit = doctorPage.getByRole('article').filter({ hasText: person.name });
      await expect(visit).toContainText('Paid online');
      for (const [press, shown] of [
        ['Move to Waiting', 'Waiting'],
        ['Move to With the doctor', 'With the doctor'],
        ['Move to Checked out', 'Checked out'],
      ] as const) {
        await visit.getByRole('button', { name: press }).click();
        await expect(visit).toContainText(shown);
      }
      await doctorPage.context().close();

      // The patient reviews the visit from My appointments.
      await page.goto(paths.myAppointments.href());
      const mine = page.getByRole('article').filter({ hasText: doctor.name });
      await expect(mine).toContainText(t.paidOnline);
      await mine.getByRole('button', { name: t.writeReview }).click();
      const dialog = page.getByRole('dialog', { name: t.reviewTitle(doctor.name) });
      await dialog.getByRole('radio', { name: t.stars }).check();
      await dialog
        .getByRole('textbox', { name: t.reviewText })
        .fill('સમયસર તપાસ કરી અને આહાર સમજાવ્યો. Very clear advice.');
      await expectNoSeriousWcagViolations(page);
      await dialog.getByRole('button', { name: t.post }).click();
      await expect(mine.getByText(t.yourReview)).toBeVisible();
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const profile = await api.call(endpoints.getPractitioner, { params: { id: doctor.id } });
      expect(profile).toMatchObject({ review_count: 1, ratings: 5 });
    });
  });
}
