import type { Page } from '@playwright/test';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import { api } from '../support/api';
import { useSession } from '../support/auth';
import { deskClinic, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 20 points 3 and 5: reception registers a walk-in and bills it with a 10 % discount (the preview and the
 * server agree), gets the token and the receipt; the waiting room's TV (a second page) shows the token and reflects
 * the doctor calling it in within 2 s, measured here; once in English on a desk PC, once in Gujarati at 360 px by
 * keyboard.
 */
test.describe.configure({ mode: 'serial' });

const TEXT = {
  en: {
    patient: 'Patient',
    doctor: 'Doctor',
    fee: 'Case-paper fee',
    addCharge: '+ Add a charge',
    charge: 'Special OPD charge',
    amount: 'Amount',
    discount: 'Discount',
    remark: 'Reason for the discount',
    submit: 'Register, bill and issue token',
    total: 'Total',
    callIn: 'Call in',
    finish: 'Finish',
  },
  guj: {
    patient: 'દર્દી',
    doctor: 'ડૉક્ટર',
    fee: 'કેસ પેપર ફી',
    addCharge: '+ ચાર્જ ઉમેરો',
    charge: 'વિશેષ ઓપીડી ચાર્જ',
    amount: 'રકમ',
    discount: 'વળતર',
    remark: 'વળતરનું કારણ',
    submit: 'નોંધણી કરો, બિલ બનાવો અને ટોકન આપો',
    total: 'કુલ',
    callIn: 'અંદર બોલાવો',
    finish: 'પૂર્ણ કરો',
  },
} as const;

async function signIn(page: Page, token: string, lang: 'en' | 'guj') {
  await useSession(page, { token, userId: 0, name: 'Desk' });
  await page.addInitScript((l) => window.localStorage.setItem('selectedLanguage', l), lang);
}

let desk: DeskClinic;
test.beforeAll(async () => {
  desk = await deskClinic();
});

for (const lang of ['en', 'guj'] as const) {
  const t = TEXT[lang];
  const phone = lang === 'guj';
  test(`${phone ? 'in Gujarati at 360 px, by keyboard' : 'in English on a desk PC'}: a walk-in billed with 10 % off, its token on the TV, the doctor's call-in there within 2 s`, async ({
    page,
    browser,
  }) => {
    test.slow();
    if (phone) await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, desk.reception, lang);

    // The TV in the waiting room: its own browser, signed in at the desk.
    const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tv = await tvContext.newPage();
    await signIn(tv, desk.reception, lang);
    await tv.goto(paths.clinicQueueDisplay.href());
    await expect(tv.getByTestId('queue-display')).toHaveAttribute('data-live', 'yes');

    await page.goto(paths.clinicDesk.href());
    const patient = page.getByLabel(t.patient, { exact: false }).first();
    await patient.fill(desk.patientName.split(' ').at(-1)!);
    // one patient has this tag; in Gujarati the option shows the name in Gujarati script
    await page.getByRole('option').first().click();
    await page.getByLabel(t.doctor, { exact: false }).first().click();
    await page.getByRole('option', { name: desk.doctorName }).click();
    await page.getByLabel(t.fee).fill('150');
    await page.getByRole('button', { name: t.addCharge }).click();
    await page.getByLabel(t.charge).fill('Nadi pariksha');
    await page.getByLabel(t.amount, { exact: true }).fill('200');
    await page.getByLabel(t.discount, { exact: true }).fill('10%');
    if (phone) {
      // by keyboard: Tab to the remark, type, Enter submits the form
      await page.getByLabel(t.discount, { exact: true }).press('Tab');
      await page.keyboard.type('senior citizen');
    } else {
      await page.getByLabel(t.remark).fill('senior citizen');
    }
    // ₹350 − 10 % = ₹315, previewed with the server's own computation
    await expect(page.getByTestId('bill-total')).toHaveText('₹315.00');
    if (phone) await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: t.submit }).click();

    const issued = page.getByTestId('issued');
    await expect(issued).toBeVisible();
    await expect(page.getByTestId('issued-total')).toHaveText('₹315.00');
    const token = Number((await page.getByTestId('issued-token').textContent())!.replace(/\D/g, ''));
    expect(token).toBeGreaterThan(0);
    await expect(page.getByTestId('issued-receipt')).toHaveText(/^OPD\/\d{4}-\d{2}\/\d{4}$/);
    await expect(page.getByTestId('issued-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/919825012345\?text=/);
    await expectNoSeriousWcagViolations(page);
    await page.screenshot({ path: test.info().outputPath(`clinic-desk-${lang}.png`), fullPage: true });

    // The TV shows the new token among the next ones, without a reload.
    await expect(tv.getByTestId(`next-${desk.doctorId}`)).toContainText(String(token));

    // The doctor, on their own queue, calls it in; the TV shows it as served within 2 s.
    const doctorContext = await browser.newContext({
      viewport: phone ? { width: 360, height: 780 } : { width: 1280, height: 800 },
    });
    const doc = await doctorContext.newPage();
    await signIn(doc, desk.doctor, lang);
    await doc.goto(paths.clinicQueue.href());
    const queue = await api.call(opd.clinicQueue, { query: { doctor_id: desk.doctorId } }, { token: desk.doctor });
    const visit = queue.rows.find((r) => r.token_no === token)!;
    const card = doc.getByTestId(`visit-${visit.visit_id}`);
    await expect(card).toBeVisible();
    await expectNoSeriousWcagViolations(doc);
    const started = Date.now();
    await card.getByRole('button', { name: t.callIn }).click();
    await expect(tv.getByTestId(`serving-${desk.doctorId}`)).toHaveText(String(token), { timeout: 5000 });
    const took = Date.now() - started;
    console.log(`[clinic-desk] ${lang}: the TV showed token ${token} served ${took} ms after the call-in`);
    expect(took).toBeLessThan(2000);
    await expectNoSeriousWcagViolations(tv);
    await tv.screenshot({ path: test.info().outputPath(`clinic-tv-${lang}.png`) });

    // The doctor finishes: the TV no longer shows it served.
    await card.getByRole('button', { name: t.finish }).click();
    await expect(tv.getByTestId(`serving-${desk.doctorId}`)).toHaveText('—');
    await doc.screenshot({ path: test.info().outputPath(`clinic-doctor-queue-${lang}.png`), fullPage: true });
    await doctorContext.close();
    await tvContext.close();
  });
}

test('the TV survives its connection dropping: it reconnects and catches up', async ({ page, context }) => {
  test.slow();
  await signIn(page, desk.reception, 'en');
  await page.goto(paths.clinicQueueDisplay.href());
  const display = page.getByTestId('queue-display');
  await expect(display).toHaveAttribute('data-live', 'yes');
  await context.setOffline(true);
  await expect(display).toHaveAttribute('data-live', 'no', { timeout: 15_000 });
  // While it is away, the doctor calls in the next patient (registered meanwhile).
  const queue = await api.call(opd.clinicQueue, { query: { doctor_id: desk.doctorId } }, { token: desk.reception });
  const patientId = queue.rows[0]!.patient_id;
  const created = await api.call(
    opd.createVisit,
    {
      body: {
        patient_id: patientId,
        consultation_doctor_id: desk.doctorId,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 3, amount: 10_000 }],
      },
    },
    { token: desk.reception },
  );
  await api.call(
    opd.changeVisitStatus,
    { params: { id: created.visit_id }, body: { status: 3 } },
    { token: desk.doctor },
  );
  await context.setOffline(false);
  await expect(display).toHaveAttribute('data-live', 'yes', { timeout: 30_000 });
  await expect(page.getByTestId(`serving-${desk.doctorId}`)).toHaveText(String(created.token_no));
});

test('a clinic administrator moves a checked-out visit back, with a reason', async ({ page }) => {
  await signIn(page, desk.admin, 'en');
  const queue = await api.call(opd.clinicQueue, { query: { doctor_id: desk.doctorId } }, { token: desk.admin });
  const done = queue.rows.find((r) => r.status === 4)!;
  await page.goto(paths.clinicQueue.href());
  const card = page.getByTestId(`visit-${done.visit_id}`);
  await expect(card.getByText('Checked out')).toBeVisible();
  await card.getByRole('button', { name: 'Move back…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('finished by mistake');
  await expectNoSeriousWcagViolations(page);
  await dialog.getByRole('button', { name: 'Move back' }).click();
  await expect(card.getByText('With the doctor')).toBeVisible();
});
