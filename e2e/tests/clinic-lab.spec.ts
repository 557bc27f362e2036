import type { Page } from '@playwright/test';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as lab from '@gd/contracts/endpoints/clinic-lab';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import { DEPARTMENT } from '@gd/contracts/codes';
import { api } from '../support/api';
import { randomLetters, useSession } from '../support/auth';
import { deskClinic, type DeskClinic, STAFF_PASSWORD } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { textContrast } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 21 point 5 (decision 96), the staff journey: the administrator adds a test to the master; the doctor orders
 * a panel and a test from the consultation; the lab collects the sample and enters results with live flags (a
 * wrong number named, a low haemoglobin flagged) and sends them for approval; the doctor approves from the
 * approvals list and the report is released with its PDF; reception sees it on the patient's page in Gujarati at
 * 360 px, and the worklist fits a phone. Axe on every screen. A clinic made for this spec alone (`deskClinic`).
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

let desk: DeskClinic;
let labToken: string;
let patientId: number;
let visitId: number;
let orderId: number;

test.beforeAll(async () => {
  desk = await deskClinic();
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await api.call(
    clinic.createStaff,
    { body: { name: `Lab ${randomLetters(4)}`, phone, password: STAFF_PASSWORD, department_id: DEPARTMENT.LAB } },
    { token: desk.admin },
  );
  labToken = (await api.call(clinic.staffLogin, { body: { phone, password: STAFF_PASSWORD } })).token;
  const found = await api.call(clinic.listPatients, { query: { q: desk.patientName } }, { token: desk.reception });
  patientId = found.rows[0]!.patient_id;
  for (const body of [
    {
      code: 'HB',
      name: 'Haemoglobin',
      name_guj: 'હિમોગ્લોબિન',
      panel: 'Complete blood count',
      panel_guj: 'કમ્પ્લીટ બ્લડ કાઉન્ટ',
      sample_type: 1,
      unit: 'g/dL',
      price_paise: 15_000,
      result_kind: 1,
      decimals: 1,
      ranges: [
        { sex: 1, age_min: 13, low: '13.0', high: '17.0' },
        { sex: 2, age_min: 13, low: '12.0', high: '15.5', critical_low: '7.0' },
      ],
    },
    {
      code: 'FBS',
      name: 'Fasting blood sugar',
      name_guj: 'ઉપવાસ બ્લડ સુગર',
      sample_type: 3,
      unit: 'mg/dL',
      price_paise: 8_000,
      result_kind: 1,
      decimals: 0,
      ranges: [{ sex: 0, age_min: 0, low: '70', high: '100' }],
    },
  ]) {
    await api.call(lab.createLabTest, { body }, { token: desk.admin });
  }
  const visit = await api.call(
    opd.createVisit,
    {
      body: {
        patient_id: patientId,
        consultation_doctor_id: desk.doctorId,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 1, amount: 10_000 }],
      },
    },
    { token: desk.reception },
  );
  visitId = visit.visit_id;
  await api.call(opd.changeVisitStatus, { params: { id: visitId }, body: { status: 3 } }, { token: desk.doctor });
});

test('the administrator adds a test with its reference range to the master', async ({ page }) => {
  await signIn(page, desk.admin, 'en');
  await page.goto(paths.clinicLabTests.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Lab test master' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a test' }).click();
  const form = page.getByRole('form', { name: 'Add a test' });
  await form.getByRole('textbox', { name: 'Code' }).fill('creat');
  await form.getByRole('textbox', { name: 'Name (English)' }).fill('Serum creatinine');
  await form.getByRole('textbox', { name: 'Name (Gujarati)' }).fill('સીરમ ક્રિએટિનિન');
  await form.getByRole('textbox', { name: 'Unit' }).fill('mg/dL');
  await form.getByRole('textbox', { name: 'Price (₹)' }).fill('200');
  await form.getByRole('textbox', { name: 'Low', exact: true }).fill('1.1');
  await form.getByRole('textbox', { name: 'High', exact: true }).fill('0.6');
  await form.getByRole('button', { name: 'Save test' }).click();
  // The field says what is wrong (and the form's alert repeats it).
  await expect(form.getByText('Bounds must rise: critical low ≤ low ≤ high ≤ critical high.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Low', exact: true }).fill('0.6');
  await form.getByRole('textbox', { name: 'High', exact: true }).fill('1.1');
  await expectNoSeriousWcagViolations(page);
  await form.getByRole('button', { name: 'Save test' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('lab-test').filter({ hasText: 'CREAT · Serum creatinine' });
  await expect(row).toContainText('Anyone, 0 years and over: 0.6 – 1.1');
  await expect(row).toContainText('₹200.00');
});

test('the doctor orders a panel and a test from the consultation', async ({ page }) => {
  await signIn(page, desk.doctor, 'en');
  await page.goto(paths.clinicConsultation.href({ id: visitId }));
  const box = page.getByTestId('visit-lab');
  await expect(box.getByRole('heading', { name: 'Lab tests for this visit' })).toBeVisible();
  await box.getByRole('button', { name: 'Order tests' }).click();
  await box.getByRole('checkbox', { name: 'Complete blood count' }).check();
  await box.getByRole('checkbox', { name: /Fasting blood sugar/ }).check();
  await box.getByRole('textbox', { name: /Note for the lab/ }).fill('Fasting since 10 pm');
  await expectNoSeriousWcagViolations(page);
  await box.getByRole('button', { name: 'Order 2 tests · ₹230.00' }).click();
  await expect(box.getByRole('link', { name: /Haemoglobin, Fasting blood sugar/ })).toBeVisible();
  await expect(box.locator('[data-status="1"]')).toHaveText('Ordered');
  const orders = await api.call(lab.visitLab, { params: { id: visitId } }, { token: desk.doctor });
  orderId = orders.orders[0]!.order_id;
});

test('the lab collects the sample and enters results with live flags, then sends them for approval', async ({
  page,
}) => {
  await signIn(page, labToken, 'en');
  await page.goto(paths.clinicLab.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Lab worklist' })).toBeVisible();
  await page.getByText('Ordered (1)', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Ordered (1)' })).toBeChecked();
  await page.getByRole('link', { name: desk.patientName }).click();
  await page.getByRole('button', { name: 'Sample collected now' }).click();
  await expect(page.locator('[data-status="2"]').first()).toBeVisible();

  const hb = page.getByRole('textbox', { name: 'Haemoglobin (g/dL)' });
  await hb.fill('10.2');
  const hbRow = page.getByTestId('result-row').filter({ has: hb });
  await expect(hbRow.locator('[data-flag="low"]')).toHaveText('Low (L)');
  await expect(hbRow).toContainText('Reference range: 12.0 – 15.5');
  await page.getByRole('textbox', { name: 'Fasting blood sugar (mg/dL)' }).fill('9a');
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('Enter a number, e.g. 13.5.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Fasting blood sugar (mg/dL)' }).fill('96');
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.locator('[data-status="3"]').first()).toBeVisible();
  // Each flag's words stand out from its own colour (the "Normal" one once vanished into it, unseen by axe).
  for (const flag of ['normal', 'low']) {
    const badge = page.locator(`[data-flag="${flag}"]`).first();
    await expect(badge).toBeVisible();
    expect(await textContrast(badge), flag).toBeGreaterThanOrEqual(4.5);
  }
  await expectNoSeriousWcagViolations(page);
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.locator('[data-status="4"]').first()).toBeVisible();
});

test('the doctor approves from the approvals list; the report is released with its PDF', async ({ page }) => {
  await signIn(page, desk.doctor, 'en');
  await page.goto(paths.clinicLabApprovals.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Reports awaiting approval' })).toBeVisible();
  const card = page.locator(`[data-order="${orderId}"]`);
  await expect(card.getByTestId('flagged')).toHaveText('1 out of range');
  await card.getByRole('link', { name: desk.patientName }).click();
  await expect(page.getByTestId('result-table').locator('[data-flag="low"]')).toBeVisible();
  await expectNoSeriousWcagViolations(page);
  await page.getByRole('button', { name: 'Approve and release' }).click();
  await expect(page.locator('[data-status="5"]').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Report PDF (Gujarati)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lab-report-.*-gu\.pdf$/);
});

test('in Gujarati at 360 px: reception sees the released report on the patient page; the worklist fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.reception, 'guj');
  await page.goto(paths.clinicPatient.href({ id: patientId }));
  const reports = page.getByTestId('lab-reports');
  await expect(reports.getByRole('heading', { name: 'લેબ રિપોર્ટ' })).toBeVisible();
  await expect(reports).toContainText('હિમોગ્લોબિન: 10.2 g/dL (12.0 – 15.5)');
  await expect(reports.locator('[data-flag="low"]')).toHaveText('ઓછું (L)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);

  await page.goto(paths.clinicLab.href());
  await expect(page.getByRole('heading', { level: 1, name: 'લેબની કામની યાદી' })).toBeVisible();
  await expect(page.locator(`[data-order="${orderId}"] [data-status="5"]`)).toHaveText('રિપોર્ટ તૈયાર');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
});
