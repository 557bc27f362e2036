import { ApiError } from '@gd/contracts/api-client';
import * as clinic from '@gd/contracts/endpoints/clinic';
import { api } from '../support/api';
import { randomLetters } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { preferLanguage, scrollWidth } from '../support/ui';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 20 §1–2 (decisions 31, 86, 87): the demo clinic's receptionist signs in on a phone (360 px) in Gujarati,
 * registers a walk-in patient with consent, finds them by their Gujarati name and by their case number; the
 * second clinic's staff get 404 for that patient. Axe finds nothing serious on the login, form, patient and list.
 */
const RECEPTION = { login: '9427010002', password: 'DemoReception#2026' };
const SECOND_CLINIC = { phone: '9427020001', password: 'DemoSecondClinic#2026' };
const GUJARATI_LETTERS = [
  'ક',
  'ખ',
  'ગ',
  'ચ',
  'જ',
  'ટ',
  'ડ',
  'ત',
  'દ',
  'ન',
  'પ',
  'બ',
  'મ',
  'ય',
  'ર',
  'લ',
  'વ',
  'સ',
  'હ',
];

test('reception registers a patient at 360 px in Gujarati and finds them by Gujarati name and case number', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await preferLanguage(page, 'guj');
  const tag = randomLetters(6);
  const name = `Ila ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const gujaratiSurname = Array.from(
    { length: 5 },
    (_, i) => GUJARATI_LETTERS[(tag.charCodeAt(i) * 7 + i) % GUJARATI_LETTERS.length],
  ).join('');
  const nameGuj = `ઇલા ${gujaratiSurname}`;
  const phone = `98${String(Date.now()).slice(-8)}`;

  // Staff login (the staff guard sends a visitor without a session here first).
  await page.goto(paths.clinicPatients.href());
  await expect(page).toHaveURL(/\/clinic\/login$/);
  await expect(page.getByRole('heading', { name: 'ક્લિનિક સ્ટાફ લૉગિન' })).toBeVisible();
  await expectNoSeriousWcagViolations(page);
  await page.getByLabel('મોબાઇલ નંબર અથવા ઇમેઇલ').fill(RECEPTION.login);
  await page.getByRole('textbox', { name: 'પાસવર્ડ', exact: true }).fill(RECEPTION.password);
  await page.getByRole('button', { name: 'લૉગિન કરો' }).click();
  // Back to the page the guard was asked for.
  await expect(page).toHaveURL(/\/clinic\/patients$/);
  await expect(page.getByRole('heading', { name: 'દર્દીઓ', level: 1 })).toBeVisible();
  await expect(page.getByText('રિસેપ્શન', { exact: false }).first()).toBeVisible();

  // Register: the form says what is wrong, field by field, before sending anything.
  await page.getByRole('navigation', { name: 'ક્લિનિક ડેસ્ક મેનુ' }).getByRole('link', { name: 'દર્દીની નોંધણી' }).click();
  await expect(page.getByRole('heading', { name: 'દર્દીની નોંધણી', level: 1 })).toBeVisible();
  const submit = page.getByRole('button', { name: 'દર્દીની નોંધણી કરો' });
  await submit.click();
  await expect(page.getByText('નામ જરૂરી છે.').or(page.getByText('Name is required.')).first()).toBeVisible();
  await expect(page.getByText('નોંધણી માટે દર્દીની સંમતિ જરૂરી છે.')).toBeVisible();

  await page.getByLabel('નામ (અંગ્રેજીમાં)').fill(name);
  await page.getByLabel('ગુજરાતીમાં નામ').fill(nameGuj);
  await page.getByRole('radio', { name: 'સ્ત્રી' }).check();
  await page.getByLabel('ઉંમર (વર્ષ)').fill('34');
  await page.getByRole('textbox', { name: 'મોબાઇલ નંબર', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'સરનામું', exact: true }).fill('14, Sahjanand Society, Maninagar');
  await page.getByRole('combobox', { name: 'શહેર' }).selectOption({ label: 'અમદાવાદ' });
  await page.getByLabel('ABHA સરનામું (વૈકલ્પિક)').fill('ila.bad@gmail.com');
  await page.getByLabel('કટોકટી સંપર્કનું નામ').fill('Mahesh Shah');
  await page.getByLabel('કટોકટી સંપર્કનો મોબાઇલ').fill('9825011122');
  await page.getByRole('checkbox', { name: /દર્દીએ આ વાંચ્યું છે/ }).check();
  await submit.click();
  await expect(page.getByText(/ABHA સરનામું લખો/)).toBeVisible();
  await page.getByLabel('ABHA સરનામું (વૈકલ્પિક)').fill(`ila.${tag}@abdm`);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
  await page.screenshot({ path: testInfo.outputPath('clinic-register-guj-360.png'), fullPage: true });
  await submit.click();

  // The patient's page: the case number, the consent in force.
  await expect(page).toHaveURL(/\/clinic\/patients\/\d+$/);
  const patientId = Number(/\/clinic\/patients\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(nameGuj, { exact: true })).toBeVisible();
  const caseBadge = page.getByText(/^કેસ નં\. \d{4}\/\d{4,}$/);
  await expect(caseBadge).toBeVisible();
  const caseNo = /(\d{4}\/\d{4,})$/.exec((await caseBadge.innerText()).trim())![1]!;
  await expect(page.getByText('સંમતિ આપેલ છે')).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
  await page.screenshot({ path: testInfo.outputPath('clinic-patient-guj-360.png'), fullPage: true });

  // Find by the Gujarati name, then by the case number.
  await page.getByRole('link', { name: 'દર્દીઓની યાદીમાં પાછા' }).click();
  const search = page.getByRole('searchbox', { name: 'નામ, મોબાઇલ નંબર અથવા કેસ નંબર' });
  const result = page.getByRole('link', { name: new RegExp(`${name}.*${caseNo.replace('/', '\\/')}`) });
  await search.fill(gujaratiSurname);
  await page.getByRole('button', { name: 'શોધો', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(result).toBeVisible();
  await search.fill(caseNo);
  await search.press('Enter');
  await expect(result).toBeVisible();
  await expect(page.getByText('1 દર્દી', { exact: true })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await expectNoSeriousWcagViolations(page);
  await page.screenshot({ path: testInfo.outputPath('clinic-find-guj-360.png'), fullPage: true });

  // The second clinic's staff: that patient does not exist for them.
  const other = await api.call(clinic.staffLogin, { body: SECOND_CLINIC });
  expect(other.staff.clinic_id).not.toBe(1);
  const refused = await api.call(clinic.getPatient, { params: { id: patientId } }, { token: other.token }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(404);
  const found = await api.call(clinic.listPatients, { query: { q: caseNo } }, { token: other.token });
  expect(found.rows.map((r) => r.patient_id)).not.toContain(patientId);
});

test('the clinic administrator adds a staff member, who logs in, and deactivates them', async ({ page, browser }) => {
  const tag = randomLetters(6);
  const name = `Nayana ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const phone = `97${String(Date.now()).slice(-8)}`;
  const password = 'Lab-Sample-Desk#42';
  await page.goto(paths.clinicLogin.href());
  await page.getByRole('textbox', { name: 'Mobile number or email' }).fill('manager@shreeayurvedam.in');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('DemoClinicAdmin#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Clinic desk', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our doctors' })).toBeVisible();
  // Signed in, the login page sends them straight back to the desk.
  await page.goto(paths.clinicLogin.href());
  await expect(page.getByRole('heading', { name: 'Clinic desk', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/clinic$/);
  await page.getByRole('navigation', { name: 'Clinic desk menu' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Clinic staff', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Lab' });
  await form.getByRole('textbox', { name: 'Designation' }).fill('Lab Assistant');
  await form.getByRole('button', { name: 'Add a staff member' }).click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expectNoSeriousWcagViolations(page);

  // The new member logs in and sees the desk, without the patients (lab).
  const other = await browser.newPage();
  await other.goto(paths.clinicLogin.href());
  await other.getByRole('textbox', { name: 'Mobile number or email' }).fill(phone);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await other.getByRole('button', { name: 'Log in' }).click();
  const nav = other.getByRole('navigation', { name: 'Clinic desk menu' });
  await expect(nav.getByRole('link', { name: 'Desk' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Patients' })).toHaveCount(0);
  await other.close();

  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Inactive')).toBeVisible();
  const refused = await api.call(clinic.staffLogin, { body: { phone, password } }).then(
    () => null,
    (error: unknown) => error,
  );
  expect((refused as ApiError).status).toBe(401);
});
