import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import { api } from '../support/api';
import { randomLetters } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { dictionary, type Lang } from '../support/i18n';
import { preferLanguage, scrollWidth } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 20 point 6: a doctor of the demo clinic signs in at the staff login, opens an engaged visit from the
 * queue (reception registered the walk-in and the doctor called it in, through the API), writes complaints, a
 * diagnosis, two medicines from the clinic's list, diet and yoga advice, saves, sees the visit in the patient's
 * history, and downloads the prescription PDF (a PDF naming the doctor). Once in English on a desk PC, once in
 * Gujarati at 360 px; axe finds nothing serious.
 */
test.describe.configure({ mode: 'serial' });

const RECEPTION = { phone: '9427010002', password: 'DemoReception#2026' };
const DOCTORS: Record<Lang, { login: string; password: string }> = {
  en: { login: 'alpesh.patel@shreeayurvedam.in', password: 'DemoDoctor#2026' },
  guj: { login: 'hetal.desai@shreeayurvedam.in', password: 'DemoDoctor#2026' },
};

/** A walk-in of the demo clinic for this doctor, called in: the visit id, the doctor's name. */
async function engagedVisit(lang: Lang) {
  const reception = (await api.call(clinic.staffLogin, { body: RECEPTION })).token;
  const doctorLogin = DOCTORS[lang];
  const doctor = await api.call(clinic.staffLogin, {
    body: { email: doctorLogin.login, password: doctorLogin.password },
  });
  const me = await api.call(clinic.staffMe, {}, { token: doctor.token });
  const tag = randomLetters(5);
  const patient = await api.call(
    clinic.createPatient,
    {
      body: {
        name: `Jignesh Modi ${tag}`,
        name_guj: 'જિજ્ઞેશ મોદી',
        sex: 1,
        age: 48,
        phone: '9825033333',
        consent: true,
        consent_language: lang === 'guj' ? 'guj' : 'en',
      },
    },
    { token: reception },
  );
  const visit = await api.call(
    opd.createVisit,
    {
      body: {
        patient_id: patient.patient_id,
        consultation_doctor_id: me.staff_id,
        case_paper_fee: 10_000,
        payment_mode: [{ payment_mode: 1, amount: 10_000 }],
      },
    },
    { token: reception },
  );
  await api.call(
    opd.changeVisitStatus,
    { params: { id: visit.visit_id }, body: { status: 3 } },
    { token: doctor.token },
  );
  return { visitId: visit.visit_id, doctorName: me.name };
}

/** Picks an option of a searchable Mantine select or multi-select by typing part of it. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }));
  await input.first().click();
  // A searchable select takes typing; a plain one (prakriti) only opens its list.
  if (await input.first().isEditable()) await input.first().fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

for (const lang of ['en', 'guj'] as const) {
  const phone = lang === 'guj';
  const dict = dictionary(lang);
  const t = (key: string, vars: Record<string, string | number> = {}) => {
    const text = dict.get(key);
    if (!text) throw new Error(`no ${key} in ${lang}.json`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
  };

  test(`${phone ? 'in Gujarati at 360 px' : 'in English on a desk PC'}: the doctor consults, prescribes two medicines with advice, finds it in the history and downloads the prescription`, async ({
    page,
  }, testInfo) => {
    test.slow();
    if (phone) await page.setViewportSize({ width: 360, height: 780 });
    await preferLanguage(page, lang);
    const { visitId, doctorName } = await engagedVisit(lang);

    // The staff login, then back to the queue the guard was asked for.
    await page.goto(paths.clinicQueue.href());
    await expect(page).toHaveURL(/\/clinic\/login$/);
    await page.getByLabel(t('CLINIC.LOGIN_ID')).fill(DOCTORS[lang].login);
    await page.getByRole('textbox', { name: t('CLINIC.PASSWORD'), exact: true }).fill(DOCTORS[lang].password);
    await page.getByRole('button', { name: t('CLINIC.LOGIN') }).click();
    await expect(page).toHaveURL(/\/clinic\/queue$/);

    await page.getByTestId(`consult-${visitId}`).click();
    await expect(page).toHaveURL(new RegExp(`/clinic/visits/${visitId}/consultation$`));
    await expect(page.getByRole('heading', { name: t('CONSULT.TITLE'), level: 1 })).toBeVisible();
    await expect(page.getByTestId('consult-patient')).toContainText(phone ? 'જિજ્ઞેશ મોદી' : 'Jignesh Modi');

    await page.getByLabel(t('CONSULT.COMPLAINTS')).fill('Burning in the chest after meals for three weeks');
    await choose(page, t('CONSULT.PRAKRITI'), phone ? 'વાત-' : 'Vata-P', phone ? /વાત-પિત્ત/ : /Vata-Pitta/);
    await page.getByLabel(t('CONSULT.DIAGNOSIS')).fill('Amlapitta');

    // Two medicines from the clinic's list: the usual dose comes with the medicine.
    await page.getByTestId('rx-add').click();
    await choose(page, t('CONSULT.RX.MEDICINE', { n: 1 }), 'Avipattikar', /Avipattikar Churna/);
    await expect(page.getByTestId('rx-line-0').getByLabel(t('CONSULT.RX.DOSE'))).toHaveValue('3');
    await page.getByTestId('rx-add').click();
    await choose(page, t('CONSULT.RX.MEDICINE', { n: 2 }), phone ? 'પ્રવાલ' : 'Praval', /Praval Pishti/);
    const second = page.getByTestId('rx-line-1');
    await second.getByLabel(t('CONSULT.RX.FREQUENCY')).fill('1-0-1');
    await second.getByLabel(t('CONSULT.RX.DAYS')).fill('30');

    await choose(page, t('CONSULT.DIET'), phone ? 'મગની' : 'Moong', /Moong Dal Khichdi|મગની દાળની ખીચડી/);
    await page.keyboard.press('Escape');
    await choose(page, t('CONSULT.YOGA'), phone ? 'તાડ' : 'Tada', /Tadasana|તાડાસન/);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('CONSULT.IN_DAYS_other', { count: 15 }) }).click();

    await page.getByTestId('consult-save').click();
    await expect(page.getByText(t('CONSULT.ALL_SAVED'))).toBeVisible();

    // The history beside (below, on a phone) shows this visit with its diagnosis and medicines.
    const entry = page.getByTestId(`history-${visitId}`);
    await expect(entry).toContainText('Amlapitta');
    await expect(entry).toContainText(phone ? 'અવિપત્તિકર ચૂર્ણ' : 'Avipattikar Churna');
    await expect(page.getByTestId('consult-whatsapp')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919825033333\?text=/,
    );
    if (phone) expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousWcagViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`consultation-${lang}.png`), fullPage: true });

    // The prescription PDF: a PDF that names the doctor (and shapes Gujarati: pdftotext reads it back).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('consult-pdf').click()]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(doctorName);
    expect(text).toContain('Avipattikar Churna');
    expect(text).toContain(phone ? 'દવાઓ' : 'PRESCRIPTION');

    // Reloading keeps the saved consultation.
    await page.reload();
    await expect(page.getByLabel(t('CONSULT.DIAGNOSIS'))).toHaveValue('Amlapitta');
    await expect(page.getByTestId('rx-line-1')).toBeVisible();
  });
}
