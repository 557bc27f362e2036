/**
 * Demo data of the pharmacy (issue 21 point 4, decision 95) in the Ayurveda demo clinic, Shree Ayurvedam: its GSTIN
 * and drug licence, 26 Ayurvedic stock items (HSN 3004/3003/3305/3301 and their GST rates, two exempt), linked to the
 * clinic's medicines where the master has them; three suppliers (two in Gujarat, one in Maharashtra) at the three
 * approval levels; purchases in every state (counted, awaiting the administrator, awaiting the treasurer, rejected);
 * batches of which some expire within weeks and one has expired; a few items below their reorder level; and a
 * week of counter sales with their gap-free invoice numbers. Dr. Hetal Desai is the clinic's treasurer. Runs after
 * the consultations' seed (the medicine master); deterministic for a date; one transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { APPROVAL_LEVEL, GST_TYPE, PURCHASE_STATUS } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { documentOf, splitInclusive, totalsOf } from '../../modules/pharmacy/gst';
import type { DB } from '../schema';
import { DEMO_CLINIC_STAFF } from './clinic';

/** The demo clinic's treasurer (a doctor who is not its administrator). */
export const DEMO_TREASURER_EMAIL = 'hetal.desai@shreeayurvedam.in';

/** [name, Gujarati, HSN, GST %, unit, reorder level, MRP ₹, the medicine of the master it is (or null)] */
const ITEMS: [string, string, string, number, string, number, number, string | null][] = [
  ['Triphala Churna 100 g', 'ત્રિફળા ચૂર્ણ ૧૦૦ ગ્રામ', '30049011', 12, 'jar', 10, 85, 'Triphala Churna'],
  ['Ashwagandha Churna 100 g', 'અશ્વગંધા ચૂર્ણ ૧૦૦ ગ્રામ', '30049011', 12, 'jar', 8, 160, 'Ashwagandha Churna'],
  ['Ashwagandha Tablets (60)', 'અશ્વગંધા ગોળી (૬૦)', '30049011', 12, 'bottle', 10, 240, null],
  ['Sitopaladi Churna 50 g', 'સિતોપલાદિ ચૂર્ણ ૫૦ ગ્રામ', '30049011', 12, 'jar', 6, 95, 'Sitopaladi Churna'],
  ['Avipattikar Churna 100 g', 'અવિપત્તિકર ચૂર્ણ ૧૦૦ ગ્રામ', '30049011', 12, 'jar', 8, 110, 'Avipattikar Churna'],
  ['Hingwashtak Churna 50 g', 'હિંગ્વાષ્ટક ચૂર્ણ ૫૦ ગ્રામ', '30049011', 12, 'jar', 4, 90, 'Hingwashtak Churna'],
  ['Arogyavardhini Vati (40)', 'આરોગ્યવર્ધિની વટી (૪૦)', '30049011', 12, 'bottle', 6, 120, 'Arogyavardhini Vati'],
  ['Chandraprabha Vati (60)', 'ચંદ્રપ્રભા વટી (૬૦)', '30049011', 12, 'bottle', 6, 140, 'Chandraprabha Vati'],
  ['Kaishore Guggulu (60)', 'કૈશોર ગુગ્ગુલુ (૬૦)', '30049011', 12, 'bottle', 6, 150, 'Kaishore Guggulu'],
  ['Yogaraj Guggulu (60)', 'યોગરાજ ગુગ્ગુલુ (૬૦)', '30049011', 12, 'bottle', 8, 155, 'Yogaraj Guggulu'],
  ['Triphala Guggulu (60)', 'ત્રિફળા ગુગ્ગુલુ (૬૦)', '30049011', 12, 'bottle', 4, 145, 'Triphala Guggulu'],
  ['Dashmoolarishta 450 ml', 'દશમૂલારિષ્ટ ૪૫૦ મિ.લી.', '30049011', 12, 'bottle', 6, 210, 'Dashmularishta'],
  ['Ashokarishta 450 ml', 'અશોકારિષ્ટ ૪૫૦ મિ.લી.', '30049011', 12, 'bottle', 4, 195, 'Ashokarishta'],
  ['Kumaryasava 450 ml', 'કુમાર્યાસવ ૪૫૦ મિ.લી.', '30049011', 12, 'bottle', 4, 185, 'Kumaryasava'],
  ['Draksharishta 450 ml', 'દ્રાક્ષારિષ્ટ ૪૫૦ મિ.લી.', '30049011', 12, 'bottle', 4, 205, 'Draksharishta'],
  ['Mahanarayan Oil 100 ml', 'મહાનારાયણ તેલ ૧૦૦ મિ.લી.', '30039011', 12, 'bottle', 6, 175, 'Mahanarayan Taila'],
  ['Ksheerabala Oil 100 ml', 'ક્ષીરબલા તેલ ૧૦૦ મિ.લી.', '30039011', 12, 'bottle', 4, 165, 'Ksheerabala Taila'],
  ['Anu Taila 10 ml', 'અણુ તેલ ૧૦ મિ.લી.', '30039011', 12, 'bottle', 5, 60, 'Anu Taila'],
  ['Maharasnadi Kwath 450 ml', 'મહારાસ્નાદિ ક્વાથ ૪૫૦ મિ.લી.', '30049011', 12, 'bottle', 4, 190, 'Maharasnadi Kwath'],
  ['Chyawanprash 500 g', 'ચ્યવનપ્રાશ ૫૦૦ ગ્રામ', '30049011', 12, 'jar', 5, 260, 'Chyawanprash'],
  ['Praval Pishti 10 g', 'પ્રવાલ પિષ્ટી ૧૦ ગ્રામ', '30049011', 12, 'jar', 3, 130, 'Praval Pishti'],
  ['Godanti Bhasma 10 g', 'ગોદંતી ભસ્મ ૧૦ ગ્રામ', '30049011', 12, 'jar', 3, 75, 'Godanti Bhasma'],
  ['Kumkumadi Tailam 12 ml', 'કુમકુમાદિ તેલ ૧૨ મિ.લી.', '33049990', 18, 'bottle', 2, 450, null],
  ['Eucalyptus Oil 15 ml', 'નીલગિરિ તેલ ૧૫ મિ.લી.', '33012940', 18, 'bottle', 3, 70, null],
  ['Fresh Amla 1 kg', 'તાજાં આમળાં ૧ કિલો', '08109010', 0, 'kg', 0, 120, null],
  ['Fresh Aloe Vera Leaves 1 kg', 'તાજાં કુંવારપાઠાનાં પાન ૧ કિલો', '12119099', 0, 'kg', 0, 60, null],
];

/** [name, GSTIN, approval level, phone, address] */
const SUPPLIERS: [string, string, number, string, string][] = [
  ['Amba Ayurvedic Distributors', '24ABKFS4821M1ZU', APPROVAL_LEVEL.NA, '9825033441', 'Relief Road, Ahmedabad'],
  ['Sanjeevani Pharma Traders', '24AAFCA5512Q1ZJ', APPROVAL_LEVEL.ADMIN, '9824466120', 'Alkapuri, Vadodara'],
  [
    'Dhanvantari Herbals Pvt Ltd',
    '27AACCD3345H1ZT',
    APPROVAL_LEVEL.ADMIN_TREASURER,
    '9822055170',
    'Bhosari MIDC, Pune',
  ],
];

type Trx = Transaction<DB>;

export async function seedPharmacy(db: Kysely<DB>, opts: { now: Date }): Promise<{ items: number; sales: number }> {
  const today = indiaDate(opts.now);
  const at = opts.now.toISOString();
  const staffOf = async (trx: Trx, email: string) =>
    trx
      .selectFrom('clinic_staff as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .select(['s.staff_id', 's.clinic_id'])
      .where('u.email', '=', email)
      .executeTakeFirst();
  return db.transaction().execute(async (trx) => {
    const admin = await staffOf(trx, DEMO_CLINIC_STAFF.admin.email);
    const reception = await staffOf(trx, DEMO_CLINIC_STAFF.reception.email);
    const treasurer = await staffOf(trx, DEMO_TREASURER_EMAIL);
    if (!admin || !reception) return { items: 0, sales: 0 };
    const clinicId = admin.clinic_id;
    if (treasurer && treasurer.clinic_id === clinicId) {
      await trx
        .updateTable('clinic_staff')
        .set({ is_treasurer: 1 })
        .where('staff_id', '=', treasurer.staff_id)
        .execute();
    }
    await trx
      .insertInto('pharmacy_settings')
      .values({ clinic_id: clinicId, gstin: '24AAKFS9087D1ZV', drug_licence: 'GJ-AHM-20B/21B-104522', updated_at: at })
      .execute();

    const medicines = new Map(
      (
        await trx
          .selectFrom('clinic_medicines')
          .select(['medicine_id', 'name'])
          .where('clinic_id', '=', clinicId)
          .execute()
      ).map((m) => [m.name, m.medicine_id]),
    );
    const items = await trx
      .insertInto('pharmacy_items')
      .values(
        ITEMS.map(([name, name_guj, hsn_code, rate, unit, reorder_level, , medicine]) => ({
          clinic_id: clinicId,
          name,
          name_key: name.toLowerCase(),
          name_guj,
          hsn_code,
          gst_rate_bp: rate * 100,
          unit,
          reorder_level,
          medicine_id: medicine ? (medicines.get(medicine) ?? null) : null,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning(['item_id', 'gst_rate_bp', 'name', 'name_guj', 'hsn_code'])
      .execute();
    const suppliers = await trx
      .insertInto('pharmacy_suppliers')
      .values(
        SUPPLIERS.map(([name, gstin, approval_level, phone, address]) => ({
          clinic_id: clinicId,
          name,
          name_key: name.toLowerCase(),
          gstin,
          gst_type: gstin.startsWith('24') ? GST_TYPE.SGST_CGST : GST_TYPE.IGST,
          approval_level,
          phone,
          address,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning(['supplier_id', 'approval_level', 'gst_type'])
      .execute();

    // Each purchase: supplier index, days ago, status, and its lines [item index, quantity, expiry (days from today)].
    const mrpOf = (i: number) => ITEMS[i]![6] * 100;
    const plans: [number, number, number, [number, number, number][]][] = [
      [
        0,
        40,
        PURCHASE_STATUS.APPROVED,
        [
          [0, 30, 400],
          [1, 20, 520],
          [3, 12, 60],
          [4, 15, 450],
          [5, 8, 300],
          [24, 10, 12],
          [25, 10, 9],
        ],
      ],
      [
        0,
        25,
        PURCHASE_STATUS.APPROVED,
        [
          [6, 12, 380],
          [7, 12, 75],
          [8, 12, 500],
          [9, 4, 420],
          [10, 12, 45],
          [21, 10, 610],
        ],
      ],
      [
        1,
        18,
        PURCHASE_STATUS.APPROVED,
        [
          [11, 10, 700],
          [12, 3, 40],
          [13, 8, 540],
          [14, 8, 680],
          [19, 10, 300],
          [20, 6, 800],
        ],
      ],
      [
        2,
        12,
        PURCHASE_STATUS.APPROVED,
        [
          [15, 12, 720],
          [16, 2, 500],
          [17, 15, 65],
          [18, 8, 400],
          [22, 6, 900],
          [23, 10, 20],
        ],
      ],
      [
        0,
        60,
        PURCHASE_STATUS.APPROVED,
        [
          [0, 6, -3],
          [2, 10, 85],
        ],
      ],
      [
        1,
        2,
        PURCHASE_STATUS.AWAITING_ADMIN,
        [
          [2, 24, 600],
          [9, 12, 640],
        ],
      ],
      [
        2,
        3,
        PURCHASE_STATUS.AWAITING_TREASURER,
        [
          [16, 12, 700],
          [12, 10, 690],
        ],
      ],
      [1, 9, PURCHASE_STATUS.REJECTED, [[1, 30, 400]]],
    ];
    let billNo = 1000;
    for (const [s, ago, status, lines] of plans) {
      const supplier = suppliers[s]!;
      const day = addDays(today, -ago);
      const when = `${day}T05:30:00.000Z`;
      const approvedByAdmin = status !== PURCHASE_STATUS.AWAITING_ADMIN && supplier.approval_level > 0;
      const values = lines.map(([i, quantity, expires]) => ({
        item_id: items[i]!.item_id,
        batch_no: `${['AMB', 'SNJ', 'DHN'][s]}-${day.slice(2, 4)}${String(i + 11).padStart(2, '0')}${ago % 10}`,
        expiry_date: addDays(today, expires),
        mrp: mrpOf(i),
        cost: Math.round((mrpOf(i) * 0.68) / 100) * 100,
        quantity,
      }));
      const purchase = await trx
        .insertInto('pharmacy_purchases')
        .values({
          clinic_id: clinicId,
          supplier_id: supplier.supplier_id,
          invoice_no: `${['AAD', 'SPT', 'DHPL'][s]}/${++billNo}`,
          invoice_key: `${['AAD', 'SPT', 'DHPL'][s]}/${billNo}`,
          invoice_date: day,
          approval_level: supplier.approval_level,
          gst_type: supplier.gst_type,
          status,
          total_cost: values.reduce((sum, l) => sum + l.cost * l.quantity, 0),
          created_by: admin.staff_id,
          admin_approved_by: approvedByAdmin ? admin.staff_id : null,
          admin_approved_at: approvedByAdmin ? when : null,
          treasurer_approved_by:
            status === PURCHASE_STATUS.APPROVED && supplier.approval_level === 2 ? (treasurer?.staff_id ?? null) : null,
          treasurer_approved_at: status === PURCHASE_STATUS.APPROVED && supplier.approval_level === 2 ? when : null,
          rejected_by: status === PURCHASE_STATUS.REJECTED ? admin.staff_id : null,
          rejected_at: status === PURCHASE_STATUS.REJECTED ? when : null,
          reject_reason:
            status === PURCHASE_STATUS.REJECTED ? 'Short expiry on the whole lot; asked for a fresh batch' : null,
          created_at: when,
          updated_at: when,
        })
        .returning('purchase_id')
        .executeTakeFirstOrThrow();
      const lineRows = await trx
        .insertInto('pharmacy_purchase_lines')
        .values(values.map((l, position) => ({ ...l, purchase_id: purchase.purchase_id, position })))
        .returning(['line_id', 'item_id', 'batch_no', 'expiry_date', 'mrp', 'cost', 'quantity'])
        .execute();
      if (status === PURCHASE_STATUS.APPROVED) {
        await trx
          .insertInto('pharmacy_batches')
          .values(
            lineRows.map(({ quantity, ...l }) => ({
              ...l,
              clinic_id: clinicId,
              quantity_received: quantity,
              quantity,
              created_at: when,
            })),
          )
          .execute();
      }
    }

    // A week of counter sales: a few units of the churnas, oils and tablets each day, an exempt line now and then.
    const patients = await trx
      .selectFrom('clinic_patients')
      .select('patient_id')
      .where('clinic_id', '=', clinicId)
      .orderBy('patient_id')
      .limit(12)
      .execute();
    const counters = new Map<string, number>();
    const basket: [number, number][][] = [
      [
        [0, 2],
        [15, 1],
      ],
      [
        [3, 1],
        [24, 1],
      ],
      [[11, 1]],
      [
        [9, 2],
        [15, 1],
      ],
      [
        [6, 1],
        [4, 1],
        [25, 2],
      ],
      [[19, 1]],
      [
        [12, 1],
        [8, 1],
      ],
      [[17, 2]],
      [
        [5, 1],
        [0, 1],
      ],
      [
        [13, 1],
        [24, 2],
      ],
    ];
    let sales = 0;
    for (const [n, wanted] of basket.entries()) {
      const day = addDays(today, -Math.floor((basket.length - 1 - n) * 0.7));
      const sold = [];
      for (const [i, quantity] of wanted) {
        const batch = await trx
          .selectFrom('pharmacy_batches')
          .select(['batch_id', 'mrp', 'quantity'])
          .where('item_id', '=', items[i]!.item_id)
          .where('quantity', '>=', quantity)
          .where('expiry_date', '>=', day)
          .orderBy('expiry_date')
          .executeTakeFirst();
        if (!batch) continue;
        await trx
          .updateTable('pharmacy_batches')
          .set({ quantity: batch.quantity - quantity })
          .where('batch_id', '=', batch.batch_id)
          .execute();
        const item = items[i]!;
        sold.push({
          item_id: item.item_id,
          batch_id: batch.batch_id,
          name: item.name,
          name_guj: item.name_guj,
          hsn_code: item.hsn_code,
          gst_rate_bp: item.gst_rate_bp,
          quantity,
          mrp: batch.mrp,
          ...splitInclusive(quantity * batch.mrp, item.gst_rate_bp),
        });
      }
      if (sold.length === 0) continue;
      const patient = n % 3 === 2 ? null : (patients[n]?.patient_id ?? null);
      const fy = financialYearOf(day);
      counters.set(fy, (counters.get(fy) ?? 0) + 1);
      sales += 1;
      const sale = await trx
        .insertInto('pharmacy_sales')
        .values({
          clinic_id: clinicId,
          financial_year: fy,
          invoice_no: counters.get(fy)!,
          invoice_date: day,
          document: documentOf(sold.map((l) => l.gst_rate_bp)),
          patient_id: patient,
          visit_id: null,
          customer_name: null,
          payment: [1, 3, 1, 2][n % 4]!,
          ...totalsOf(sold.map((l) => ({ ...l, rate_bp: l.gst_rate_bp }))),
          created_by: reception.staff_id,
          created_at: `${day}T06:${String(10 + n).padStart(2, '0')}:00.000Z`,
        })
        .returning('sale_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('pharmacy_sale_lines')
        .values(sold.map((l, position) => ({ ...l, sale_id: sale.sale_id, position })))
        .execute();
    }
    for (const [fy, last] of counters) {
      await trx
        .insertInto('pharmacy_invoice_counters')
        .values({ clinic_id: clinicId, financial_year: fy, last_number: last })
        .execute();
    }
    return { items: items.length, sales };
  });
}
