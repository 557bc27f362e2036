import type { Page } from '@playwright/test';
import * as clinic from '@gd/contracts/endpoints/clinic';
import * as lab from '@gd/contracts/endpoints/clinic-lab';
import * as opd from '@gd/contracts/endpoints/clinic-opd';
import * as pharmacy from '@gd/contracts/endpoints/clinic-pharmacy';
import * as therapy from '@gd/contracts/endpoints/clinic-therapy';
import * as ward from '@gd/contracts/endpoints/clinic-ward';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { randomLetters } from '../support/auth';
import { deskClinic, STAFF_PASSWORD, type DeskClinic } from '../support/clinic-desk';
import { expect, test } from '../support/fixtures';
import { escapeRegExp, t as dictionaryText } from '../support/i18n';
import { apiAt, movedNow, offsetToIndiaTime, pageAt } from '../support/test-clock';
import { paths } from '../../web/src/app/paths';
import { expectNoSeriousWcagViolations } from '../support/axe';

/**
 * Issue 21 ("clinic care"), the whole in-patient journey in Gujarati, at 1280 and at 360 px: reception admits the
 * patient to a bed; the doctor prescribes a five-day Abhyanga course, reception schedules it to the room and the
 * therapist, and the therapist marks today's session taken; reception dispenses a medicine charged to the stay; the
 * doctor orders a lab test from the visit, the lab collects and enters it, the doctor approves and the report is on
 * the patient's page; the doctor discharges, and the final bill carries the room days, the therapy session, the
 * medicine and the lab test (`server/src/platform/clinic-charges.ts`), its total their sum, its Gujarati PDF
 * downloads. Axe finds no serious violation on the admit page, the course, the counter, the lab order and the
 * stay with its bill; at 360 px none of them is wider than the phone. Each width has a clinic of its own, set up
 * through the API; the journey's steps go through the screens.
 */

/**
 * Signs the page in as this staff member, in Gujarati, from its next navigation on. Unlike `useSession` (which keeps
 * a token already there), the last call wins: the journey passes one page from desk to desk. The page runs at the
 * journey's moved time.
 */
async function signIn(page: Page, token: string) {
  await pageAt(page, offset);
  await page.addInitScript((t) => {
    window.localStorage.setItem('user_token', t);
    window.localStorage.setItem('user_id', '0');
    window.localStorage.setItem('user_name', 'Care');
    window.localStorage.setItem('selectedLanguage', 'guj');
  }, token);
}

const plurals = new Intl.PluralRules('gu');
/** The Gujarati text of an i18n key as the app shows it (`{{x}}` filled in; `count` picks the plural form). */
function gu(key: string, vars: Record<string, string | number> = {}): string {
  const keys = typeof vars.count === 'number' ? [`${key}_${plurals.select(vars.count)}`, `${key}_other`, key] : [key];
  const text = dictionaryText('guj', ...keys);
  if (!text) throw new Error(`web/public/assets/i18n/guj.json has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
const guRe = (key: string, vars?: Record<string, string | number>) => new RegExp(`^\\s*${escapeRegExp(gu(key, vars))}`);
const rupees = (paise: number) =>
  new Intl.NumberFormat('gu-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(paise / 100);

const ROOM_CHARGE = 90_000;

/**
 * The journey runs at 10:30 India time of today, whatever the real hour (`support/test-clock.ts`): the therapist
 * marks a session of today, which needs a start still to come in the clinic's hours. Set in each width's
 * `beforeAll`; every request of the journey and every page's clock use it.
 */
let offset = 0;
let api = apiAt(offset);

interface CareClinic extends DeskClinic {
  patientId: number;
  tag: string;
  therapist: string;
  labStaff: string;
  visitId: number;
  abhyanga: { id: number; name_guj: string; price_paise: number };
  oil: { name_guj: string; mrp: number };
  test: { name_guj: string; price_paise: number };
}

/**
 * A fresh clinic (`deskClinic`) with what the journey uses, made through the API: a room category and a room with
 * one bed, a therapy room and a panchakarma therapist, hours for therapies that leave a slot today, a stocked
 * medicine, a lab test in the master and a lab staff member, and the patient's OPD visit with the doctor.
 */
async function careClinic(): Promise<CareClinic> {
  const desk = await deskClinic();
  const tag = desk.patientName.split(' ').at(-1)!;
  const admin = { token: desk.admin };
  const staff = async (name: string, department: (typeof DEPARTMENT)[keyof typeof DEPARTMENT]) => {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await api.call(
      clinic.createStaff,
      { body: { name, phone, password: STAFF_PASSWORD, department_id: department } },
      admin,
    );
    return (await api.call(clinic.staffLogin, { body: { phone, password: STAFF_PASSWORD } })).token;
  };
  const [therapist, labStaff, found, masters] = await Promise.all([
    staff(`Therapist ${randomLetters(4)}`, DEPARTMENT.PANCHAKARMA),
    staff(`Lab ${randomLetters(4)}`, DEPARTMENT.LAB),
    api.call(clinic.listPatients, { query: { q: desk.patientName } }, { token: desk.reception }),
    api.call(therapy.therapyMasters, {}, { token: desk.doctor }),
    (async () => {
      const category = await api.call(
        ward.createWardCategory,
        { body: { name: 'General Ward', name_guj: 'જનરલ વોર્ડ', daily_charge: ROOM_CHARGE } },
        admin,
      );
      await api.call(
        ward.createWardRoom,
        { body: { room_number: '101', category_id: category.id, beds: ['A'] } },
        admin,
      );
    })(),
    api.call(therapy.createTherapyRoom, { body: { name: 'Abhyanga Room', name_guj: 'અભ્યંગ રૂમ', kind: 1 } }, admin),
    // A clinic's day; the journey's 10:30 leaves today's sessions from 10:30 on.
    api.call(therapy.setTherapyHours, { body: { opens: '07:00', closes: '19:00' } }, admin),
    api.call(
      lab.createLabTest,
      {
        body: {
          code: 'HB',
          name: 'Haemoglobin',
          name_guj: 'હિમોગ્લોબિન',
          sample_type: 1,
          unit: 'g/dL',
          price_paise: 15_000,
          result_kind: 1,
          decimals: 1,
          ranges: [{ sex: 2, age_min: 13, low: '12.0', high: '15.5' }],
        },
      },
      admin,
    ),
    (async () => {
      const item = await api.call(
        pharmacy.createPharmacyItem,
        {
          body: {
            name: 'Mahanarayan Oil 100 ml',
            name_guj: 'મહાનારાયણ તેલ ૧૦૦ મિ.લી.',
            hsn_code: '30049011',
            gst_rate_bp: 1_200,
            unit: 'bottle',
            reorder_level: 2,
          } as never,
        },
        admin,
      );
      // A supplier whose bills need no approval: the batch counts at once.
      const supplier = await api.call(
        pharmacy.createPharmacySupplier,
        { body: { name: 'Amba Ayurvedic Distributors', gstin: '24ABKFS4821M1ZU', approval_level: 0 } },
        admin,
      );
      await api.call(
        pharmacy.createPurchase,
        {
          body: {
            supplier_id: supplier.supplier_id,
            invoice_no: `AAD-${Date.now()}`,
            invoice_date: indiaDate(movedNow(offset)),
            lines: [
              {
                item_id: item.item_id,
                batch_no: 'MN-1',
                expiry_date: indiaDate(new Date(movedNow(offset).getTime() + 400 * 86_400_000)),
                mrp: 17_500,
                cost: 12_000,
                quantity: 10,
              },
            ],
          },
        },
        admin,
      );
    })(),
  ]);
  const patientId = found.rows[0]!.patient_id;
  const abhyanga = masters.therapies.find((m) => m.name === 'Abhyanga')!;
  expect(abhyanga.name_guj).toBeTruthy();
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
  await api.call(
    opd.changeVisitStatus,
    { params: { id: visit.visit_id }, body: { status: 3 } },
    { token: desk.doctor },
  );
  return {
    ...desk,
    patientId,
    tag,
    therapist,
    labStaff,
    visitId: visit.visit_id,
    abhyanga: { id: abhyanga.id, name_guj: abhyanga.name_guj!, price_paise: abhyanga.price_paise },
    oil: { name_guj: 'મહાનારાયણ તેલ ૧૦૦ મિ.લી.', mrp: 17_500 },
    test: { name_guj: 'હિમોગ્લોબિન', price_paise: 15_000 },
  };
}

for (const width of [1280, 360]) {
  test.describe(`the clinic care journey in Gujarati at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height: width === 360 ? 780 : 800 } });

    let care: CareClinic;
    let stayId: number;
    let planId: number;
    let orderId: number;
    const medicineUnits = 2;

    /** Axe on the page and, on the phone, nothing wider than the screen. */
    async function checkPage(page: Page) {
      if (width === 360) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
      await expectNoSeriousWcagViolations(page);
    }

    test.beforeAll(async () => {
      offset = offsetToIndiaTime('10:30');
      api = apiAt(offset);
      care = await careClinic();
    });

    test('reception admits the patient to the bed', async ({ page }) => {
      await signIn(page, care.reception);
      await page.goto(paths.clinicWardAdmit.href());
      await expect(page.getByRole('heading', { level: 1, name: gu('WARD.ADMIT.TITLE') })).toBeVisible();
      const form = page.getByRole('form', { name: gu('WARD.ADMIT.TITLE') });
      await form.getByRole('textbox', { name: gu('WARD.PATIENT') }).fill(care.tag);
      await page.getByRole('option', { name: /મીના દેસાઈ/ }).click();
      await form.getByRole('combobox', { name: gu('WARD.BED') }).selectOption({
        label: gu('WARD.BED_OPTION', { bed: gu('WARD.BED_NAMED', { room: '101', bed: 'A' }), category: 'જનરલ વોર્ડ' }),
      });
      await expect(form.getByText(gu('WARD.ADMIT.CHARGE', { amount: rupees(ROOM_CHARGE) }))).toBeVisible();
      await form.getByRole('combobox', { name: gu('WARD.DOCTOR') }).selectOption({ label: care.doctorName });
      await form.getByRole('textbox', { name: gu('WARD.REASON') }).fill('પંચકર્મ: ઘૂંટણનો દુખાવો');
      await checkPage(page);
      await form.getByRole('button', { name: gu('WARD.ADMIT.SUBMIT'), exact: true }).click();
      await expect(page.getByTestId('stay-status')).toHaveText(gu('WARD.STAY.STATUS_admitted'));
      await expect(page.getByTestId('bed-periods')).toContainText(gu('WARD.BED_NAMED', { room: '101', bed: 'A' }));
      stayId = Number(new URL(page.url()).pathname.split('/').pop());
      expect(stayId).toBeGreaterThan(0);
    });

    test("the doctor prescribes a 5-day Abhyanga course; reception schedules it; the therapist marks today's session taken", async ({
      page,
    }) => {
      test.slow();
      const today = indiaDate(movedNow(offset));
      await signIn(page, care.doctor);
      await page.goto(`${paths.clinicTherapyPrescribe.href()}?patient=${care.patientId}`);
      await expect(page.getByRole('heading', { level: 1, name: gu('THERAPY.PRESCRIBE.TITLE') })).toBeVisible();
      const form = page.getByRole('region', { name: gu('THERAPY.PRESCRIBE.NEW') });
      await form
        .getByRole('combobox', { name: new RegExp(`^${gu('THERAPY.PRESCRIBE.THERAPY')}`) })
        .selectOption(String(care.abhyanga.id));
      await form.getByRole('textbox', { name: new RegExp(`^${gu('THERAPY.PRESCRIBE.DAYS')}`) }).fill('5');
      await form.getByLabel(new RegExp(`^${gu('THERAPY.PRESCRIBE.START')}`)).fill(today);
      await form.getByLabel(gu('THERAPY.PRESCRIBE.NOTES')).fill('મહાનારાયણ તેલ');
      await form.getByRole('button', { name: gu('THERAPY.PRESCRIBE.SUBMIT'), exact: true }).click();
      await expect(page).toHaveURL(/\/clinic\/therapy\/courses\/\d+$/);
      planId = Number(page.url().split('/').at(-1));
      const counts = (c: { taken: number; scheduled: number; to_schedule: number }) =>
        gu('THERAPY.COURSE.COUNTS', { ...c, missed: 0, cancelled: 0 });
      await expect(page.getByTestId('course-counts')).toHaveText(counts({ taken: 0, scheduled: 0, to_schedule: 5 }));

      // Reception schedules the five sessions from the proposal to the room and the therapist.
      await signIn(page, care.reception);
      await page.goto(paths.clinicTherapyCourse.href({ id: planId }));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(care.abhyanga.name_guj);
      const section = page.getByTestId('schedule-course');
      await expect(
        section.getByRole('heading', { name: gu('THERAPY.COURSE.SCHEDULE_TITLE', { count: 5 }) }),
      ).toBeVisible();
      // 09:00 each day; today's session takes the first start still to come.
      await section.getByLabel(gu('THERAPY.COURSE.PREFERRED')).selectOption('09:00');
      await section.getByRole('button', { name: gu('THERAPY.COURSE.PROPOSE') }).click();
      const proposal = section.getByTestId('proposal').locator('tbody tr');
      await expect(proposal).toHaveCount(5);
      await expect(proposal.first()).toContainText('અભ્યંગ રૂમ');
      await checkPage(page);
      await section.getByRole('button', { name: gu('THERAPY.COURSE.SCHEDULE_ALL', { count: 5 }) }).click();
      await expect(page.getByTestId('course-counts')).toHaveText(counts({ taken: 0, scheduled: 5, to_schedule: 0 }));
      const sessions = page.getByTestId('course-sessions');
      await expect(sessions.locator('li[data-status="1"]')).toHaveCount(5);
      await expect(sessions.locator('li').first()).toContainText(gu('THERAPY.STATUS.SCHEDULED'));
      await checkPage(page);

      // The therapist's day shows today's session; the large button marks it taken.
      await signIn(page, care.therapist);
      await page.goto(paths.clinicTherapyDay.href());
      await expect(page.getByRole('heading', { level: 1, name: gu('THERAPY.DAY.TITLE') })).toBeVisible();
      const mine = page.getByTestId('my-day').getByTestId('therapy-session');
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText('મીના દેસાઈ');
      await expect(mine).toContainText(`${care.abhyanga.name_guj} · ${gu('THERAPY.DAY_OF', { day: 1, days: 5 })}`);
      await mine.getByRole('button', { name: guRe('THERAPY.TAKEN_NAME', { who: '' }) }).click();
      await expect(mine).toHaveAttribute('data-status', '2');
      await expect(mine.getByTestId('session-status')).toHaveText(gu('THERAPY.STATUS.TAKEN'));
      if (width === 360) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }
    });

    test('reception dispenses a medicine charged to the stay at the counter', async ({ page }) => {
      await signIn(page, care.reception);
      await page.goto(paths.clinicPharmacy.href());
      await expect(page.getByRole('heading', { level: 1, name: gu('PHARMACY.TITLE') })).toBeVisible();
      await page.getByRole('searchbox', { name: gu('PHARMACY.COUNTER.FIND_PATIENT') }).fill(care.tag);
      await page.getByRole('button', { name: /મીના દેસાઈ/ }).click();
      await expect(page.getByRole('button', { name: gu('PHARMACY.COUNTER.CHANGE_PATIENT') })).toBeVisible();
      await page.getByRole('combobox', { name: gu('PHARMACY.COUNTER.ADD_ITEM') }).click();
      await page.getByRole('option', { name: new RegExp(escapeRegExp(care.oil.name_guj)) }).click();
      await page
        .getByRole('textbox', { name: gu('PHARMACY.COUNTER.QUANTITY_OF', { unit: 'bottle' }) })
        .fill(String(medicineUnits));
      await page.getByRole('combobox', { name: gu('PHARMACY.COUNTER.PAYMENT') }).click();
      await page.getByRole('option', { name: gu('PHARMACY.PAYMENT.0') }).click();
      await expect(
        page.getByText(`${gu('PHARMACY.COUNTER.TOTAL')}: ${rupees(medicineUnits * care.oil.mrp)}`),
      ).toBeVisible();
      await checkPage(page);
      await page.getByRole('button', { name: gu('PHARMACY.COUNTER.SELL') }).click();
      const sold = page.getByRole('status').filter({ hasText: guRe('PHARMACY.COUNTER.SOLD', { number: 'PH/' }) });
      await expect(sold).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'મીના દેસાઈ' })).toContainText(gu('PHARMACY.PAYMENT.0'));
      await checkPage(page);
    });

    test('the doctor orders a lab test; the lab collects and enters it; the doctor approves; the report is on the patient page', async ({
      page,
    }) => {
      test.slow();
      await signIn(page, care.doctor);
      await page.goto(paths.clinicConsultation.href({ id: care.visitId }));
      const box = page.getByTestId('visit-lab');
      await expect(box.getByRole('heading', { name: gu('LAB.VISIT.TITLE') })).toBeVisible();
      await box.getByRole('button', { name: gu('LAB.VISIT.ORDER') }).click();
      await box.getByRole('checkbox', { name: new RegExp(`^${care.test.name_guj}`) }).check();
      await box
        .getByRole('button', {
          name: gu('LAB.VISIT.PLACE', { count: 1, amount: rupees(care.test.price_paise) }),
        })
        .click();
      await expect(box.getByRole('link', { name: new RegExp(care.test.name_guj) })).toBeVisible();
      await expect(box.locator('[data-status="1"]')).toHaveText(gu('LAB.STATUS.1'));
      orderId = (await api.call(lab.visitLab, { params: { id: care.visitId } }, { token: care.doctor })).orders[0]!
        .order_id;

      // The lab's order page: the sample collected now, the result entered and sent for approval.
      await signIn(page, care.labStaff);
      await page.goto(paths.clinicLabOrder.href({ id: orderId }));
      await expect(page.getByRole('heading', { level: 1, name: 'મીના દેસાઈ' })).toBeVisible();
      await page.getByRole('button', { name: gu('LAB.COLLECT') }).click();
      await expect(page.locator('[data-status="2"]').first()).toHaveText(gu('LAB.STATUS.2'));
      await page.getByRole('textbox', { name: `${care.test.name_guj} (g/dL)` }).fill('10.2');
      // Every label in Gujarati, the remark's too.
      await expect(
        page.getByRole('textbox', { name: gu('LAB.RESULTS.REMARK_FOR', { name: care.test.name_guj }) }),
      ).toBeVisible();
      await checkPage(page);
      await page.getByRole('button', { name: gu('LAB.RESULTS.SAVE') }).click();
      await expect(page.locator('[data-status="3"]').first()).toHaveText(gu('LAB.STATUS.3'));
      await page.getByRole('button', { name: gu('LAB.RESULTS.SUBMIT') }).click();
      await expect(page.locator('[data-status="4"]').first()).toHaveText(gu('LAB.STATUS.4'));

      await signIn(page, care.doctor);
      await page.goto(paths.clinicLabOrder.href({ id: orderId }));
      await page.getByRole('button', { name: gu('LAB.APPROVE') }).click();
      await expect(page.locator('[data-status="5"]').first()).toHaveText(gu('LAB.STATUS.5'));
      await checkPage(page);

      await page.goto(paths.clinicPatient.href({ id: care.patientId }));
      const reports = page.getByTestId('lab-reports');
      await expect(reports.getByRole('heading', { name: gu('LAB.REPORTS.TITLE') })).toBeVisible();
      await expect(reports).toContainText(`${care.test.name_guj}: 10.2 g/dL (12.0 – 15.5)`);
    });

    test('the doctor discharges; the final bill lists room days, therapy, medicine and lab; its Gujarati PDF downloads', async ({
      page,
    }) => {
      test.slow();
      await signIn(page, care.doctor);
      await page.goto(paths.clinicStay.href({ id: stayId }));
      await expect(page.getByTestId('stay-status')).toHaveText(gu('WARD.STAY.STATUS_admitted'));
      // The running statement already gathers what the other modules charged.
      await expect(page.getByRole('heading', { name: gu('WARD.BILL.RUNNING') })).toBeVisible();
      await page.getByRole('textbox', { name: gu('WARD.SUMMARY.DIAGNOSIS') }).fill('જાનુ સંધિગત વાત');
      await page.getByRole('textbox', { name: gu('WARD.SUMMARY.TREATMENT') }).fill('અભ્યંગ, મહાનારાયણ તેલ');
      await page.getByRole('textbox', { name: gu('WARD.SUMMARY.CONDITION') }).fill('દુખાવા વગર ચાલે છે');
      await page.getByRole('button', { name: gu('WARD.SUMMARY.SAVE') }).click();
      await expect(page.getByText(gu('WARD.SUMMARY.SAVED'))).toBeVisible();

      await page.getByRole('button', { name: gu('WARD.DISCHARGE.BUTTON'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: gu('WARD.DISCHARGE.CONFIRM_TITLE') });
      await dialog.getByRole('button', { name: gu('WARD.DISCHARGE.CONFIRM') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('stay-status')).toHaveText(gu('WARD.STAY.STATUS_discharged'));
      await expect(page.getByRole('heading', { name: guRe('WARD.BILL.FINAL', { number: 'IPD/' }) })).toBeVisible();

      const bill = await api.call(ward.stayBill, { params: { id: stayId } }, { token: care.reception });
      expect(bill.final).toBe(true);
      const of = (kind: string) => bill.lines.filter((l) => l.kind === kind);
      // Each module's line, once, at its price.
      expect(of('room')).toHaveLength(1);
      expect(of('room')[0]).toMatchObject({ quantity: bill.room_days, unit_paise: ROOM_CHARGE });
      expect(of('therapy')).toEqual([
        expect.objectContaining({
          description_guj: care.abhyanga.name_guj,
          quantity: 1,
          amount_paise: care.abhyanga.price_paise,
        }),
      ]);
      expect(of('medicine')).toEqual([
        expect.objectContaining({
          description_guj: care.oil.name_guj,
          quantity: medicineUnits,
          amount_paise: medicineUnits * care.oil.mrp,
        }),
      ]);
      expect(of('lab')).toEqual([
        expect.objectContaining({
          description_guj: care.test.name_guj,
          quantity: 1,
          amount_paise: care.test.price_paise,
        }),
      ]);
      expect(bill.lines).toHaveLength(4);
      const sum = bill.lines.reduce((s, l) => s + l.amount_paise, 0);
      expect(bill.total).toBe(sum);
      expect(sum).toBe(
        bill.room_days * ROOM_CHARGE + care.abhyanga.price_paise + medicineUnits * care.oil.mrp + care.test.price_paise,
      );

      // The screen shows the same lines, in Gujarati, and the total.
      const rows = page.getByTestId('bill-lines').locator('tbody tr');
      await expect(rows).toHaveCount(4);
      const row = (kind: string, what: string) => rows.filter({ hasText: `${gu(`WARD.KIND.${kind}`)}: ${what}` });
      await expect(row('room', '101 / A · જનરલ વોર્ડ')).toContainText(`${bill.room_days} × ${rupees(ROOM_CHARGE)}`);
      await expect(row('therapy', care.abhyanga.name_guj)).toContainText(rupees(care.abhyanga.price_paise));
      await expect(row('medicine', care.oil.name_guj)).toContainText(`${medicineUnits} × ${rupees(care.oil.mrp)}`);
      await expect(row('lab', care.test.name_guj)).toContainText(rupees(care.test.price_paise));
      await expect(page.getByTestId('bill-total')).toHaveText(rupees(bill.total));
      await checkPage(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: gu('WARD.PDF_GU', { what: gu('WARD.BILL.PDF') }) }).click();
      expect((await downloading).suggestedFilename()).toMatch(/^bill-IPD-.*-gu\.pdf$/);
    });
  });
}
