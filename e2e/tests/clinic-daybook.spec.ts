import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ApiError } from '@gd/contracts/api-client';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { deskClinic, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 20 point 7 (decision 92): reception registers a walk-in with 10 % off, paid part cash and part UPI; the
 * clinic administrator opens the day book, sees the collection under both modes, downloads the CSV and closes the
 * day; a second registration for that day is refused. Then the closed book in Gujarati at 360 px. The day closed
 * is today of a clinic made for this spec alone (`deskClinic`), so the other clinic journeys, which register
 * visits today in their own clinics, are not touched.
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

let desk: DeskClinic;
let patientId: number;

const walkIn = () => ({
  patient_id: patientId,
  consultation_doctor_id: desk.doctorId,
  case_paper_fee: 10_000,
  special_opd_charge: [{ name: 'Nadi pariksha', value: 20_000 }],
  discount: '10%',
  discount_remark: 'Senior citizen',
  payment_mode: [
    { payment_mode: 1, amount: 17_000 },
    { payment_mode: 3, amount: 10_000 },
  ],
});

test.beforeAll(async () => {
  desk = await deskClinic();
  const found = await api.call(clinic.listPatients, { query: { q: desk.patientName } }, { token: desk.reception });
  patientId = found.rows[0]!.patient_id;
});

test('the administrator sees a split walk-in under cash and UPI, downloads the CSV and closes the day', async ({
  page,
}) => {
  test.slow();
  const visit = await api.call(opd.createVisit, { body: walkIn() }, { token: desk.reception });
  expect(visit.tvalue).toBe(27_000);

  await signIn(page, desk.admin, 'en');
  await page.goto(paths.clinicDaybook.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Day book' })).toBeVisible();
  await expect(page.getByTestId('summary-collected')).toContainText('₹270.00');
  const modes = page.getByTestId('by-mode');
  await expect(modes.locator('[data-mode="1"]')).toContainText('₹170.00');
  await expect(modes.locator('[data-mode="3"]')).toContainText('₹100.00');
  await expect(page.getByTestId('summary-discount')).toContainText('₹30.00');
  const list = page.getByTestId('bill-list');
  await expect(list.getByTestId('serial').first()).toHaveText('1.');
  await expect(list).toContainText(desk.patientName);
  await expectNoSeriousWcagViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toContain('serial,receipt_number');
  expect(lines[1]).toContain(',મીના દેસાઈ,');
  expect(lines[1]).toMatch(/,300\.00,30\.00,170\.00,0\.00,100\.00,270\.00$/);

  await page.getByRole('button', { name: 'Close the day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this day?' });
  await expect(dialog).toContainText('₹270.00');
  await expectNoSeriousWcagViolations(page);
  await dialog.getByRole('button', { name: 'Yes, close the day' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('day-closed')).toContainText('Closed by');
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);

  // The day is frozen: another registration for it is refused.
  const refused = await api.call(opd.createVisit, { body: walkIn() }, { token: desk.reception }).catch((e) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(409);
  expect((refused as ApiError).messageKey).toBe('DAYBOOK.DAY_CLOSED');
});

test('in Gujarati at 360 px: the closed day book, its modes and serial numbers', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.admin, 'guj');
  await page.goto(paths.clinicDaybook.href());
  await expect(page.getByRole('heading', { level: 1, name: 'રોજમેળ' })).toBeVisible();
  await expect(page.getByTestId('day-closed')).toBeVisible();
  await expect(page.getByTestId('summary-collected')).toContainText('₹270.00');
  await expect(page.getByTestId('by-mode').locator('[data-mode="3"]')).toContainText('₹100.00');
  await expect(page.getByTestId('bill-list')).toContainText('મીના દેસાઈ');
  await expect(page.getByRole('button', { name: 'CSV ડાઉનલોડ કરો' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
});

test('the administrator reopens the closed day with a reason; it takes bills again', async ({ page }) => {
  await signIn(page, desk.admin, 'en');
  await page.goto(paths.clinicDaybook.href());
  await expect(page.getByTestId('day-closed')).toBeVisible();
  await page.getByRole('button', { name: 'Reopen the day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen this day?' });
  await dialog.getByRole('button', { name: 'Reopen the day' }).click();
  await expect(dialog.getByText('Please write the reason (at least 5 letters).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for reopening' }).fill('A bill was given the wrong discount');
  await expectNoSeriousWcagViolations(page);
  await dialog.getByRole('button', { name: 'Reopen the day' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('day-closed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close the day' })).toBeVisible();
  const visit = await api.call(opd.createVisit, { body: walkIn() }, { token: desk.reception });
  expect(visit.tvalue).toBe(27_000);
});
