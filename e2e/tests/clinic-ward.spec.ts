import type { Page } from '@playwright/test';
import * as ward from '@gd/contracts/endpoints/clinic-ward';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { deskClinic, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 21 points 1 and 2 (decision 98): the clinic administrator sets up a room category and a room with two
 * beds; reception admits a Jain patient from the bed board; the doctor charts lunch (a Jain patient is offered Jain
 * items only), writes the discharge summary and discharges; the final bill is numbered and priced at the captured
 * charge. Then, in Gujarati at 360 px, reception frees the cleaned bed and reads the kitchen's list. A clinic made
 * for this spec alone (`deskClinic`).
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Ward' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

let desk: DeskClinic;
let stayId: number;

test.beforeAll(async () => {
  desk = await deskClinic();
});

test('the administrator sets up a room category and a room with two beds', async ({ page }) => {
  test.slow();
  await signIn(page, desk.admin, 'en');
  await page.goto(paths.clinicWardSetup.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms & beds' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill('General Ward');
  await page.getByRole('textbox', { name: 'Category (Gujarati)' }).fill('જનરલ વોર્ડ');
  await page.getByRole('textbox', { name: 'Charge a day (₹)' }).fill('900');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByTestId('category')).toContainText('₹900.00 a day');
  await page.getByRole('textbox', { name: 'Room number' }).fill('G-01');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'General Ward' });
  await page.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByTestId('room')).toContainText('Room G-01');
  await expect(page.getByTestId('room').getByRole('button', { name: /bed G-01 \/ [AB]/ })).toHaveCount(2);
  await expectNoSeriousWcagViolations(page);
});

test('reception admits a Jain patient to a free bed from the board', async ({ page }) => {
  await signIn(page, desk.reception, 'en');
  await page.goto(paths.clinicWard.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Ward' })).toBeVisible();
  await expect(page.getByTestId('bed-counts')).toContainText('2 free');
  await page.getByRole('link', { name: 'Admit a patient to bed G-01 / A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admit a patient' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bed' })).toHaveValue(/\d+/);
  await expect(page.getByText('₹900.00 a day, fixed for this stay at admission')).toBeVisible();
  // The spec's clinic has one patient with this tag.
  const tag = desk.patientName.split(' ').at(-1)!;
  await page.getByLabel(/^Patient/).fill(tag);
  await page.getByRole('option', { name: new RegExp(desk.patientName) }).click();
  await page.getByRole('combobox', { name: 'Admitting doctor' }).selectOption({ label: desk.doctorName });
  await page.getByRole('textbox', { name: 'Reason for admission' }).fill('Panchakarma for knee pain');
  await page.getByRole('checkbox', { name: 'Jain diet' }).check();
  await expectNoSeriousWcagViolations(page);
  await page.getByRole('button', { name: 'Admit', exact: true }).click();
  await expect(page.getByTestId('stay-status')).toHaveText('Admitted');
  await expect(page.getByTestId('bed-periods')).toContainText('G-01 / A');
  stayId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(stayId).toBeGreaterThan(0);
});

test('the doctor charts a Jain lunch, writes the summary and discharges; the bill is final', async ({ page }) => {
  test.slow();
  await signIn(page, desk.doctor, 'en');
  await page.goto(paths.clinicStay.href({ id: stayId }));
  await expect(page.getByTestId('diet-editor')).toBeVisible();
  await expect(page.getByText('Only Jain items are offered for this patient.')).toBeVisible();
  const lunch = page.getByRole('combobox', { name: 'Add to Lunch' });
  // A Jain patient is not offered the non-Jain soup.
  await expect(lunch.locator('option', { hasText: 'Mixed Vegetable Soup' })).toHaveCount(0);
  await lunch.selectOption({ label: 'Moong Dal Khichdi (1 bowl) · Jain' });
  await page.getByRole('button', { name: 'Add', exact: true }).nth(2).click();
  await page.getByRole('button', { name: "Save the day's chart" }).click();
  await expect(page.getByText('Diet chart saved.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Diagnosis' }).fill('Janu sandhigata vata');
  await page.getByRole('textbox', { name: 'Treatment given' }).fill('Janu basti and Abhyanga');
  await page.getByRole('textbox', { name: 'Condition at discharge' }).fill('Walks without pain');
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Discharge summary saved.')).toBeVisible();
  await expectNoSeriousWcagViolations(page);

  await page.getByRole('button', { name: 'Discharge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Discharge this patient?' });
  await dialog.getByRole('button', { name: 'Discharge and issue the bill' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stay-status')).toHaveText('Discharged');
  await expect(page.getByRole('heading', { name: /Final bill IPD\/\d{4}-\d{2}\/0001/ })).toBeVisible();
  // Admitted and discharged today: one day at ₹900, and the khichdi at its price.
  await expect(page.getByTestId('bill-lines')).toContainText('1 × ₹900.00');
  await expect(page.getByTestId('bill-lines')).toContainText('Moong Dal Khichdi');
  const bill = await api.call(ward.stayBill, { params: { id: stayId } }, { token: desk.reception });
  expect(bill).toMatchObject({ final: true, room_days: 1 });
  expect(bill.total).toBe(90_000 + bill.lines.filter((l) => l.kind === 'diet').reduce((s, l) => s + l.amount_paise, 0));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Final bill (Gujarati PDF)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^bill-IPD-.*-gu\.pdf$/);
});

test('in Gujarati at 360 px: reception frees the cleaned bed and reads the kitchen list', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.reception, 'guj');
  await page.goto(paths.clinicWard.href());
  await expect(page.getByRole('heading', { level: 1, name: 'વોર્ડ' })).toBeVisible();
  const bed = page.locator('[data-bed="G-01/A"]');
  await expect(bed).toHaveAttribute('data-state', 'cleaning');
  await expect(bed).toContainText('સફાઈમાં');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
  await bed.getByRole('button', { name: /ખાલી જાહેર કરો/ }).click();
  await expect(bed).toHaveAttribute('data-state', 'free');

  await page.goto(paths.clinicKitchen.href());
  await expect(page.getByRole('heading', { level: 1, name: /રસોડાની યાદી/ })).toBeVisible();
  const lunch = page.getByRole('region', { name: 'બપોરનું ભોજન' });
  await expect(lunch).toContainText('મગની દાળની ખીચડી');
  await expect(lunch).toContainText('ઓરડો G-01 · પથારી A');
  await expect(lunch).toContainText('જૈન');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
});
