import type { Locator, Page } from '@playwright/test';
import { ApiError } from '@gd/contracts/api-client';
import { DEPARTMENT } from '@gd/contracts/codes';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as calendar from '@gd/contracts/endpoints/clinic-calendar';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { api } from '../support/api';
import { randomLetters, useSession } from '../support/auth';
import { deskClinic, STAFF_PASSWORD, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 20 point 4 (decision 93), the appointments calendar: reception books a free slot of tomorrow for a new
 * caller (name and mobile, by telephone, tentative), sees it in the day view, confirms it and finds it in the
 * doctor's week. The same slot booked again through the API is a 409; a slot booked behind the page's back says
 * so in the form and the grid is read again; a booking is cancelled with a confirmation step and its slot is free
 * again; a date beyond the booking horizon shows the server's message. A doctor reads the calendar without
 * booking. Then the calendar in Gujarati at 360 px, booked one-handed. Own clinic (`deskClinic`) with two doctors,
 * so no other journey's bookings are in the way.
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

/** The screenshots the brief asks for, written only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}`, fullPage: false });
}

const mobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let desk: DeskClinic;
let secondDoctor: string;
let tomorrow: string;
const caller = { name: `Ramesh Patel ${randomLetters(4)}`, phone: mobile() };

test.beforeAll(async () => {
  desk = await deskClinic();
  secondDoctor = `Dr Joshi ${randomLetters(4)}`;
  await api.call(
    clinic.createStaff,
    {
      body: { name: secondDoctor, phone: mobile(), password: STAFF_PASSWORD, department_id: DEPARTMENT.DOCTOR },
    },
    { token: desk.admin },
  );
  tomorrow = addDays(indiaDate(new Date()), 1);
});

const bookingOf = (scope: Page | Locator, name: string) => scope.getByTestId('booking').filter({ hasText: name });

test('reception books a new caller tentatively by telephone, confirms, sees the week; a taken slot is a 409', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, desk.reception, 'en');
  await page.goto(`${paths.clinicAppointments.href()}?date=${tomorrow}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

  // Day view, every doctor: a column each.
  const table = page.getByTestId('calendar-table');
  await expect(table.getByRole('columnheader', { name: desk.doctorName })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: secondDoctor })).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(34);
  await expect(table.getByRole('rowheader').first()).toHaveText('06:00');
  await expect(table.getByRole('rowheader').last()).toHaveText('22:30');
  await expectNoSeriousWcagViolations(page);

  // Book 10:30 with the first doctor: a new caller, telephone, tentative.
  await page.getByRole('button', { name: `Book 10:30, ${desk.doctorName},` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book 10:30' });
  await expect(dialog).toContainText(desk.doctorName);
  await expect(dialog.getByLabel("Patient's name")).toBeFocused();
  await dialog.getByRole('button', { name: 'Book the slot' }).click();
  await expect(dialog).toContainText('Name is required.');
  await expect(dialog).toContainText('Mobile number is required.');
  await dialog.getByLabel("Patient's name").fill(caller.name);
  await dialog.getByLabel('Mobile number').fill(caller.phone);
  await dialog.getByRole('radio', { name: 'Telephone' }).check();
  await dialog.getByRole('radio', { name: 'Tentative' }).check();
  await dialog.getByLabel('Notes').fill('Knee pain, first visit');
  await expectNoSeriousWcagViolations(page);
  await dialog.getByRole('button', { name: 'Book the slot' }).click();
  await expect(dialog).toBeHidden();

  const booked = bookingOf(table, caller.name);
  await expect(booked).toBeVisible();
  await expect(booked).toContainText('10:30');
  await expect(booked).toContainText('Consultation · Telephone');
  await expect(booked.getByTestId('status-badge')).toHaveText('Tentative');
  await expect(page.getByRole('button', { name: `Book 10:30, ${desk.doctorName},` })).toHaveCount(0);
  // The other doctor's 10:30 is still free.
  await expect(page.getByRole('button', { name: `Book 10:30, ${secondDoctor},` })).toBeVisible();

  // Confirm it.
  await booked.getByRole('button', { name: `Confirm ${caller.name}, 10:30` }).click();
  await expect(booked.getByTestId('status-badge')).toHaveText('Confirmed');
  await expect(booked.getByRole('button', { name: /^Confirm/ })).toHaveCount(0);
  await booked.scrollIntoViewIfNeeded();
  await shot(page, 'calendar-1280-en.png');

  // The same slot again, through the API: 409 SLOT_TAKEN, decided by the database.
  const again = await api
    .call(
      calendar.bookClinicAppointment,
      {
        body: {
          doctor_id: desk.doctorId,
          date: tomorrow,
          time: '10:30',
          patient_name: 'Other Caller',
          patient_phone: mobile(),
        },
      },
      { token: desk.reception },
    )
    .catch((e: unknown) => e);
  expect(again).toBeInstanceOf(ApiError);
  expect((again as ApiError).status).toBe(409);
  expect((again as ApiError).messageKey).toBe('SLOT_TAKEN');

  // 11:00 is booked behind the page's back: the form says the slot is gone, and the grid shows who has it.
  const otherName = `Nayna Thakkar ${randomLetters(4)}`;
  await api.call(
    calendar.bookClinicAppointment,
    {
      body: {
        doctor_id: desk.doctorId,
        date: tomorrow,
        time: '11:00',
        patient_name: otherName,
        patient_phone: mobile(),
        booking_mode: 4,
        booking_status: 2,
      },
    },
    { token: desk.reception },
  );
  await page.getByRole('button', { name: `Book 11:00, ${desk.doctorName},` }).click();
  const late = page.getByRole('dialog', { name: 'Book 11:00' });
  await late.getByLabel("Patient's name").fill('Late Caller');
  await late.getByLabel('Mobile number').fill(mobile());
  await late.getByRole('button', { name: 'Book the slot' }).click();
  await expect(late.getByRole('alert')).toContainText('Someone has just booked this slot');
  await late.getByRole('button', { name: 'Choose another slot' }).click();
  await expect(late).toBeHidden();
  const other = bookingOf(table, otherName);
  await expect(other).toContainText('Consultation · Email');
  await expect(other.getByTestId('status-badge')).toHaveText('Tentative');

  // Cancel it, with a confirmation step: the slot is free again.
  await other.getByRole('button', { name: `Cancel ${otherName}, 11:00` }).click();
  const sure = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(sure).toContainText(otherName);
  await sure.getByLabel('Reason (optional)').fill('Caller rang back');
  await sure.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(sure).toBeHidden();
  await expect(bookingOf(table, otherName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Book 11:00, ${desk.doctorName},` })).toBeVisible();

  // The week view: one doctor, seven days, kept in the URL.
  // A segmented control: its radio is hidden under its label.
  await page
    .locator('label')
    .filter({ hasText: /^Week$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`view=week.*doctor=${desk.doctorId}|doctor=${desk.doctorId}.*view=week`));
  await expect(table.getByRole('columnheader')).toHaveCount(8);
  await expect(table.locator(`th[data-date="${tomorrow}"]`)).toBeVisible();
  const inWeek = bookingOf(table, caller.name);
  await expect(inWeek).toBeVisible();
  await expect(inWeek.getByTestId('status-badge')).toHaveText('Confirmed');
  await expect(page.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(desk.doctorId));
  await inWeek.scrollIntoViewIfNeeded();
  await shot(page, 'calendar-week-1280-en.png');
  await expectNoSeriousWcagViolations(page);
  // Reloading keeps the view (the state is the URL's).
  await page.reload();
  await expect(bookingOf(page.getByTestId('calendar-table'), caller.name)).toBeVisible();

  // Beyond the booking horizon: the server's message, in the form.
  const far = addDays(indiaDate(new Date()), 200);
  await page.goto(`${paths.clinicAppointments.href()}?date=${far}&doctor=${desk.doctorId}`);
  await page.getByRole('button', { name: `Book 10:30, ${desk.doctorName},` }).click();
  const tooFar = page.getByRole('dialog', { name: 'Book 10:30' });
  await tooFar.getByLabel("Patient's name").fill('Far Caller');
  await tooFar.getByLabel('Mobile number').fill(mobile());
  await tooFar.getByRole('button', { name: 'Book the slot' }).click();
  await expect(tooFar.getByRole('alert')).toHaveText('Bookings open up to 180 days ahead.');
});

test('the booked patient arrives: Register arrival fills the desk form, and the visit is recorded on the booking', async ({
  page,
}) => {
  test.slow();
  const found = await api.call(clinic.listPatients, { query: { q: desk.patientName } }, { token: desk.reception });
  const patient = found.rows[0]!;
  // Today's next half hour of the calendar (06:00 at the earliest, India time); after 22:30 there is none today, so the booking is tomorrow's and the
  // registration page is opened with the link the calendar gives (it offers the button on today's bookings only).
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  const next = Math.max(6 * 60, Math.ceil((now.getUTCHours() * 60 + now.getUTCMinutes() + 1) / 30) * 30);
  const today = next <= 22 * 60 + 30;
  const date = today ? indiaDate(new Date()) : tomorrow;
  const time = today
    ? `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`
    : '09:00';
  const booked = await api.call(
    calendar.bookClinicAppointment,
    { body: { doctor_id: desk.doctorId, date, time, patient_id: patient.patient_id, booking_mode: 1 } },
    { token: desk.reception },
  );

  await signIn(page, desk.reception, 'en');
  if (today) {
    await page.goto(`${paths.clinicAppointments.href()}?date=${date}&doctor=${desk.doctorId}`);
    await bookingOf(page, desk.patientName)
      .getByRole('link', { name: /^Register arrival/ })
      .click();
  } else {
    await page.goto(
      `${paths.clinicDesk.href()}?appointment=${booked.appointment_id}&doctor=${desk.doctorId}&patient=${patient.patient_id}&type=1&mode=1`,
    );
  }
  await expect(page).toHaveURL(new RegExp(`appointment=${booked.appointment_id}`));
  // The patient and the doctor are filled in from the booking.
  await expect(page.getByLabel('Patient', { exact: false }).first()).toHaveValue(desk.patientName);
  await expect(page.getByLabel('Doctor', { exact: false }).first()).toHaveValue(desk.doctorName);
  await page.getByLabel('Case-paper fee').fill('150');
  await page.getByRole('button', { name: 'Register, bill and issue token' }).click();
  await expect(page.getByTestId('issued')).toBeVisible();
  await expect(page).not.toHaveURL(/appointment=/);

  const week = await api.call(
    calendar.clinicCalendar,
    { query: { from: date, days: 1, doctor_id: desk.doctorId } },
    { token: desk.reception },
  );
  const row = week.appointments.find((a) => a.source === 'desk' && a.appointment_id === booked.appointment_id)!;
  expect(row.visit_id).not.toBeNull();
  if (today) {
    await page.goto(`${paths.clinicAppointments.href()}?date=${date}&doctor=${desk.doctorId}`);
    await expect(bookingOf(page, desk.patientName).getByText('Arrived')).toBeVisible();
  }
});

test('a doctor reads the calendar: the bookings, no booking buttons', async ({ page }) => {
  await signIn(page, desk.doctor, 'en');
  await page.goto(`${paths.clinicAppointments.href()}?date=${tomorrow}&doctor=${desk.doctorId}`);
  await expect(bookingOf(page, caller.name)).toBeVisible();
  await expect(page.getByText('You can see the calendar; reception books')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Book / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
});

test('in Gujarati at 360 px: one doctor at a time, booked one-handed, no sideways scrolling', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.reception, 'guj');
  await page.goto(`${paths.clinicAppointments.href()}?date=${tomorrow}`);
  await expect(page.getByRole('heading', { level: 1, name: 'એપોઇન્ટમેન્ટ' })).toBeVisible();
  // Every doctor at 360 px: a tab each, one doctor's slots at a time.
  await expect(page.getByTestId('calendar-table')).toHaveCount(0);
  await page.getByRole('tab', { name: desk.doctorName }).click();
  const booked = bookingOf(page, caller.name);
  await expect(booked).toBeVisible();
  await expect(booked.getByTestId('status-badge')).toHaveText('પુષ્ટિ થયેલ');
  await expect(booked).toContainText('પરામર્શ · ટેલિફોન');

  await page.getByRole('tab', { name: secondDoctor }).click();
  await page.getByRole('button', { name: `12:00 બુક કરો, ${secondDoctor},` }).click();
  const dialog = page.getByRole('dialog', { name: '12:00 બુક કરો' });
  const name = `Hemant Solanki ${randomLetters(4)}`;
  await dialog.getByLabel('દર્દીનું નામ').fill(name);
  await dialog.getByLabel('મોબાઇલ નંબર').fill(mobile());
  await dialog.getByRole('radio', { name: 'રૂબરૂ' }).check();
  await dialog.getByRole('radio', { name: 'થેરાપી' }).check();
  await dialog.getByRole('radio', { name: 'કામચલાઉ' }).check();
  await shot(page, 'calendar-form-360-gu.png');
  await expectNoSeriousWcagViolations(page);
  await dialog.getByRole('button', { name: 'સમય બુક કરો' }).click();
  await expect(dialog).toBeHidden();
  const mine = bookingOf(page, name);
  await expect(mine).toContainText('થેરાપી · રૂબરૂ');
  await expect(mine.getByTestId('status-badge')).toHaveText('કામચલાઉ');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.getByRole('tab', { name: desk.doctorName }).click();
  await expect(bookingOf(page, caller.name)).toBeVisible();
  await bookingOf(page, caller.name).scrollIntoViewIfNeeded();
  await shot(page, 'calendar-360-gu.png');
  await expectNoSeriousWcagViolations(page);
});
