import fs from 'node:fs';
import type { Page } from '@playwright/test';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { deskClinic, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { textContrast } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 21 point 6 (decision 99): reception takes two walk-ins, the clinic administrator opens the accounts, sees
 * both receipts in date order with the money in by mode, the receipts' series without gaps, downloads the CSV;
 * then the same accounts in Gujarati at 360 px. A clinic made for this spec alone (`deskClinic`).
 */
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

let desk: DeskClinic;

test.beforeAll(async () => {
  desk = await deskClinic();
  const found = await api.call(clinic.listPatients, { query: { q: desk.patientName } }, { token: desk.reception });
  const patientId = found.rows[0]!.patient_id;
  for (const payment_mode of [
    [{ payment_mode: 1, amount: 10_000 }],
    [
      { payment_mode: 2, amount: 5_000 },
      { payment_mode: 3, amount: 10_000 },
    ],
  ]) {
    await api.call(
      opd.createVisit,
      {
        body: {
          patient_id: patientId,
          consultation_doctor_id: desk.doctorId,
          case_paper_fee: payment_mode.reduce((s, p) => s + p.amount, 0),
          payment_mode,
        },
      },
      { token: desk.reception },
    );
  }
});

test("the administrator sees the period's receipts, their modes and series, and downloads the CSV", async ({
  page,
}) => {
  await signIn(page, desk.admin, 'en');
  await page.goto(paths.clinicAccounts.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByTestId('accounts-in')).toContainText('₹250.00');
  await expect(page.getByTestId('accounts-documents')).toContainText('2');
  await expect(page.getByTestId('by-mode')).toContainText('₹100.00');
  await expect(page.getByTestId('series-check')).toContainText('No gaps');
  // The badge's words can be read against its own colour (they once vanished into it, unseen by axe).
  expect(await textContrast(page.getByTestId('series-check').getByText('No gaps'))).toBeGreaterThanOrEqual(4.5);
  const list = page.getByTestId('document-list');
  await expect(list.locator('li')).toHaveCount(2);
  await expect(list.locator('li').first()).toContainText('OPD receipt');
  await expectNoSeriousWcagViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'serial,date,series,number,party,party_guj,in_rupees,out_rupees,cash_rupees,card_rupees,upi_rupees,carried',
  );
  expect(lines).toHaveLength(4);
  expect(lines[3]).toMatch(/^TOTAL,.*,250\.00,0\.00,100\.00,50\.00,100\.00,$/);
});

test('reception is told the accounts are the administrator’s', async ({ page }) => {
  await signIn(page, desk.reception, 'en');
  await page.goto(paths.clinicAccounts.href());
  await expect(page.getByRole('alert')).toContainText('Only the clinic administrator can see the accounts.');
});

test('in Gujarati at 360 px: the same accounts, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, desk.admin, 'guj');
  await page.goto(paths.clinicAccounts.href());
  await expect(page.getByRole('heading', { level: 1, name: 'હિસાબ' })).toBeVisible();
  await expect(page.getByTestId('accounts-in')).toContainText('₹250.00');
  await expect(page.getByTestId('series-check')).toContainText('કોઈ નંબર ખૂટતો નથી');
  await expect(page.getByTestId('document-list')).toContainText('ઓપીડી રસીદ');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/clinic-accounts-gu-360.png', fullPage: true });
  await expectNoSeriousWcagViolations(page);
});
