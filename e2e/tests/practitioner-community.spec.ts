import type { Page } from '@playwright/test';
import * as auth from '@gd/contracts/endpoints/auth';
import * as community from '@gd/contracts/endpoints/practitioner-community';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { adminSession } from '../support/admin';
import { api } from '../support/api';
import { loginViaApi, newPerson, registerViaApi, useSession } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/** The demo practitioner account (README). */
const DOCTOR = { phone: '9909012121', password: 'DemoPractitioner#2026', name: 'Dr. Kiran Vyas' };

/** A new patient, logged in in the page. */
async function patient(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const person = newPerson('Reviewer');
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

/** Books the demo practitioner's first free slot of the coming week for the patient (through the API). */
async function bookDemoDoctor(token: string, name: string, practitionerId: number): Promise<number> {
  const today = indiaDate(new Date());
  for (let d = 1; d <= 7; d++) {
    const date = addDays(today, d);
    const { slots } = await api.call(endpoints.listSlots, { params: { id: practitionerId }, query: { date } });
    const free = slots.find((s) => s.available);
    if (!free) continue;
    const booked = await api.call(
      endpoints.bookAppointment,
      {
        body: {
          practitioner_id: practitionerId,
          date,
          time: free.time,
          booked_by: 1,
          patient_name: name,
          patient_phone: '9825012345',
          sex: 1,
          appointment_type: 1,
          pay: 'clinic',
        },
      },
      { token },
    );
    return booked.appointment_id;
  }
  throw new Error('no free slot in the coming week');
}

test.describe('Practitioners: questions and reviews', () => {
  test('a checked-out patient reviews the visit once; the doctor replies once; the profile shows both', async ({
    page,
    request,
    browser,
  }) => {
    const doctor = await api.call(auth.practitionerLogin, { body: { phone: DOCTOR.phone, password: DOCTOR.password } });
    const me = await patient(page, request);
    const id = await bookDemoDoctor(me.token, me.name, doctor.practitioner_id);
    for (const status of [2, 3, 4] as const) {
      await api.call(endpoints.changeStatus, { params: { id }, body: { status } }, { token: doctor.token });
    }

    await page.goto(paths.myAppointments.href());
    const visit = page.getByRole('article').filter({ hasText: DOCTOR.name });
    await visit.getByRole('button', { name: 'Write a review' }).click();
    const dialog = page.getByRole('dialog', { name: `Review your visit to ${DOCTOR.name}` });
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    const text = `Seen on time and explained well ${Date.now().toString(36)}`;
    await dialog.getByLabel('Your review').fill(text);
    await expectNoSeriousWcagViolations(page);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(visit.getByText('Your review:')).toBeVisible();
    await expect(visit.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    // The practitioner replies once, from their Reviews page.
    const doctorPage = await (await browser.newContext()).newPage();
    await useSession(doctorPage, { token: doctor.token, userId: doctor.userData.id, name: doctor.userData.name });
    await doctorPage.goto(paths.practitionerReviews.href());
    const review = doctorPage.getByRole('article').filter({ hasText: text });
    await review.getByLabel(/Your reply to/).fill('Thank you! Keep up the exercises.');
    await review.getByRole('button', { name: 'Send reply' }).click();
    await expect(review.getByText('Thank you! Keep up the exercises.')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    await expectNoSeriousWcagViolations(doctorPage);

    // The profile lists the review with its reply.
    const profile = await api.call(endpoints.getPractitioner, { params: { id: doctor.practitioner_id } });
    await page.goto(paths.doctor.href({ id: doctor.practitioner_id, slug: profile.slug }));
    const listed = page
      .getByRole('list', { name: 'Reviews, newest first' })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(listed).toContainText('Thank you! Keep up the exercises.');
  });

  test('a question asked on the profile appears once the doctor answers and the admin approves it (360 px)', async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const doctor = await api.call(auth.practitionerLogin, { body: { phone: DOCTOR.phone, password: DOCTOR.password } });
    await patient(page, request);
    const profile = await api.call(endpoints.getPractitioner, { params: { id: doctor.practitioner_id } });
    await page.goto(paths.doctor.href({ id: doctor.practitioner_id, slug: profile.slug }));
    const question = `Do you treat knee pain in winter? ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Send question' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your question is sent.' })).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);

    const doctorPage = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    await useSession(doctorPage, { token: doctor.token, userId: doctor.userData.id, name: doctor.userData.name });
    await doctorPage.goto(paths.practitionerQuestions.href());
    const card = doctorPage.getByRole('article').filter({ hasText: question });
    await card.getByLabel('Your answer').fill('Yes; warm oil massage and a few exercises help most people.');
    await card.getByRole('button', { name: 'Save answer' }).click();
    await expect(card.getByText('Waiting for approval')).toBeVisible();
    await expectNoSeriousWcagViolations(doctorPage);

    const admin = await adminSession();
    const adminPage = await (await browser.newContext()).newPage();
    await useSession(adminPage, { token: admin.token, userId: admin.userData.id, name: admin.userData.name });
    await adminPage.goto(paths.adminDoctorQuestions.href());
    const waiting = adminPage.getByRole('article').filter({ hasText: question });
    await waiting.getByRole('button', { name: /^Approve the answer of/ }).click();
    await expect(adminPage.getByText('Question approved.')).toBeVisible();
    await expectNoSeriousWcagViolations(adminPage);

    const after = await api.call(endpoints.getPractitioner, { params: { id: doctor.practitioner_id } });
    expect(after.questions.map((q) => q.question)).toContain(question);
    await page.reload();
    await expect(page.getByText(question)).toBeVisible();
    // The admin's list of reviews answers too (hide and show are covered by the API suite).
    const reviews = await api.call(community.adminReviews, { query: {} }, { token: admin.token });
    expect(reviews.count).toBeGreaterThan(0);
  });
});
