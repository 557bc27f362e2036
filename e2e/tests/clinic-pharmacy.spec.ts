import type { Page } from '@playwright/test';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as pharmacy from '@gd/contracts/endpoints/clinic-pharmacy';
import { indiaDate } from '@gd/contracts/india-time';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { deskClinic, STAFF_PASSWORD, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 21 point 4 (decision 95): a supplier's bill at Admin+Treasurer waits for the clinic administrator and then
 * a treasurer (another person) before its stock counts; then reception sells at the counter in Gujarati on a 360 px
 * phone — the batch that expires first is shown, the sale issues its invoice number and the Gujarati invoice
 * downloads; then one unit of that sale comes back and the credit note's number shows. Each screen passes axe
 * without serious violations. A clinic made for this spec alone (`deskClinic`).
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

const plusDays = (n: number) => indiaDate(new Date(Date.now() + n * 86_400_000));

let desk: DeskClinic;
let treasurer: string;
let billNo: string;

test.beforeAll(async () => {
  desk = await deskClinic();
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const staff = await api.call(
    clinic.createStaff,
    { body: { name: 'Harsh Treasurer', phone, password: STAFF_PASSWORD, department_id: 1 } },
    { token: desk.admin },
  );
  await api.call(
    clinic.setStaffTreasurer,
    { params: { id: staff.staff_id }, body: { is_treasurer: true } },
    { token: desk.admin },
  );
  treasurer = (await api.call(clinic.staffLogin, { body: { phone, password: STAFF_PASSWORD } })).token;
  const item = (body: Record<string, unknown>) =>
    api.call(
      pharmacy.createPharmacyItem,
      { body: { hsn_code: '30049011', gst_rate_bp: 1_200, unit: 'jar', reorder_level: 5, ...body } as never },
      { token: desk.admin },
    );
  const triphala = await item({ name: 'Triphala Churna 100 g', name_guj: 'ત્રિફળા ચૂર્ણ ૧૦૦ ગ્રામ' });
  const oil = await item({ name: 'Mahanarayan Oil 100 ml', name_guj: 'મહાનારાયણ તેલ ૧૦૦ મિ.લી.', unit: 'bottle' });
  const local = await api.call(
    pharmacy.createPharmacySupplier,
    { body: { name: 'Amba Ayurvedic Distributors', gstin: '24ABKFS4821M1ZU', approval_level: 0 } },
    { token: desk.admin },
  );
  const outside = await api.call(
    pharmacy.createPharmacySupplier,
    { body: { name: 'Dhanvantari Herbals', gstin: '27AACCD3345H1ZT', approval_level: 2 } },
    { token: desk.admin },
  );
  await api.call(
    pharmacy.createPurchase,
    {
      body: {
        supplier_id: local.supplier_id,
        invoice_no: `AAD-${Date.now()}`,
        invoice_date: indiaDate(new Date()),
        lines: [
          {
            item_id: triphala.item_id,
            batch_no: 'TC-LATE',
            expiry_date: plusDays(400),
            mrp: 9_000,
            cost: 6_000,
            quantity: 10,
          },
          {
            item_id: triphala.item_id,
            batch_no: 'TC-EARLY',
            expiry_date: plusDays(40),
            mrp: 8_500,
            cost: 6_000,
            quantity: 3,
          },
          {
            item_id: oil.item_id,
            batch_no: 'MN-SOON',
            expiry_date: plusDays(20),
            mrp: 17_500,
            cost: 12_000,
            quantity: 2,
          },
        ],
      },
    },
    { token: desk.admin },
  );
  billNo = `DHPL-${Date.now()}`;
  await api.call(
    pharmacy.createPurchase,
    {
      body: {
        supplier_id: outside.supplier_id,
        invoice_no: billNo,
        invoice_date: indiaDate(new Date()),
        lines: [
          {
            item_id: oil.item_id,
            batch_no: 'MN-7',
            expiry_date: plusDays(300),
            mrp: 17_500,
            cost: 12_000,
            quantity: 6,
          },
        ],
      },
    },
    { token: desk.admin },
  );
});

test('an Admin+Treasurer purchase waits for the administrator and does not count yet', async ({ page }) => {
  test.slow();
  await signIn(page, desk.admin, 'en');
  await page.goto(`${paths.clinicPharmacy.href()}?tab=purchases`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Clinic desk menu' }).getByRole('link', { name: 'Pharmacy' }),
  ).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: billNo });
  await expect(card).toContainText('Awaiting the administrator');
  await expectNoSeriousWcagViolations(page);
  await card.getByRole('button', { name: `Approve bill ${billNo}` }).click();
  await expect(card).toContainText('Awaiting the treasurer');
  await expect(card.getByRole('button', { name: `Approve bill ${billNo}` })).toHaveCount(0);

  const stock = await api.call(pharmacy.clinicStock, {}, { token: desk.admin });
  expect(stock.items.find((i) => i.name.startsWith('Mahanarayan'))?.on_hand).toBe(2);
});

test('the treasurer, another person, gives the second approval and the stock counts', async ({ page }) => {
  await signIn(page, treasurer, 'en');
  await page.goto(`${paths.clinicPharmacy.href()}?tab=purchases`);
  const again = page.getByRole('listitem').filter({ hasText: billNo });
  await again.getByRole('button', { name: `Approve bill ${billNo}` }).click();
  await expect(again).toContainText('Approved, in stock');
  await page.screenshot({ path: test.info().outputPath('purchases-1280-en.png'), fullPage: true });
  const after = await api.call(pharmacy.clinicStock, {}, { token: desk.admin });
  expect(after.items.find((i) => i.name.startsWith('Mahanarayan'))?.on_hand).toBe(8);
});

test('reception sells at the counter in Gujarati on a phone: the first-expiring batch, the invoice', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.reception, 'guj');
  await page.goto(paths.clinicPharmacy.href());
  await expect(page.getByRole('heading', { level: 1, name: 'ફાર્મસી' })).toBeVisible();
  await page.getByText('કાઉન્ટર પરના ગ્રાહક').click();
  await page.getByLabel('ગ્રાહકનું નામ (વૈકલ્પિક)').fill('Kiran Shah');
  await page.getByRole('combobox', { name: 'વસ્તુ ઉમેરો' }).click();
  await page.getByRole('option', { name: /ત્રિફળા ચૂર્ણ/ }).click();
  const quantity = page.getByRole('textbox', { name: 'જથ્થો (jar)' });
  await quantity.fill('4');
  await expect(page.getByText(/બેચ TC-EARLYમાંથી 3/)).toBeVisible();
  await expect(page.getByText(/બેચ TC-LATEમાંથી 1/)).toBeVisible();
  await expect(page.getByText('કુલ: ₹345.00')).toBeVisible();
  await expectNoSeriousWcagViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'વેચો અને બિલ બનાવો' }).click();
  const sold = page.getByRole('status').filter({ hasText: 'વેચાયું: બિલ PH/' });
  await expect(sold).toBeVisible();
  const downloading = page.waitForEvent('download');
  await sold.getByRole('button', { name: /ગુજરાતીમાં$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-PH-\d{4}-\d{2}-0001-gu\.pdf$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Kiran Shah' })).toContainText('₹345.00');
  await expectNoSeriousWcagViolations(page);
  await page.screenshot({ path: test.info().outputPath('counter-360-gu.png'), fullPage: true });

  // The stock reports: the early Triphala batch is sold out; the oil's 20-day batch is in the 90 days' list.
  await page.getByRole('tab', { name: 'સ્ટૉક' }).click();
  await expect(page.getByRole('list', { name: 'હાથ પરનો સ્ટૉક' })).toContainText('TC-LATE');
  await page.getByText('90 દિવસમાં એક્સપાયર થતું').click();
  await expect(page.getByRole('list', { name: '90 દિવસમાં એક્સપાયર થતું' })).toContainText('MN-SOON');
  await expectNoSeriousWcagViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('list', { name: '90 દિવસમાં એક્સપાયર થતું' })).not.toContainText('TC-EARLY');
  await page.screenshot({ path: test.info().outputPath('expiring-360-gu.png'), fullPage: true });
});

test('reception returns one unit of the sale and sees the credit note number', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.reception, 'guj');
  await page.goto(paths.clinicPharmacy.href());
  const sale = page.getByRole('listitem').filter({ hasText: 'Kiran Shah' });
  await sale.getByRole('button', { name: /^બિલ PH\/.*ની વસ્તુઓ પરત લો$/ }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: /બેચ TC-LATE: પરત લેવાના નંગ \(0–1\)/ }).fill('1');
  await form.getByRole('textbox', { name: 'પરત લેવાનું કારણ' }).fill('ડૉક્ટરે દવા બદલી');
  await form.getByRole('button', { name: 'પરત લો અને ક્રેડિટ નોટ બનાવો' }).click();
  await expect(form.getByRole('status')).toContainText(/પરત લીધું: ક્રેડિટ નોટ CN\/\d{4}-\d{2}\/0001/);
  await expect(form.getByRole('button', { name: /^ક્રેડિટ નોટ CN\/.* ગુજરાતીમાં$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
  await page.screenshot({ path: test.info().outputPath('return-360-gu.png') });
  await form.getByRole('button', { name: 'બંધ કરો' }).first().click();
  await expect(sale).toContainText(/પરત: CN\/\d{4}-\d{2}\/0001/);
});
