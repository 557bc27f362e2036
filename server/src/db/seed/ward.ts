/**
 * Demo data of the ward (issue 21 points 1, 2 and 8; decision 98), for the demo clinic (Shree Ayurvedam, the
 * first clinic): three room categories with believable daily charges, six rooms with fourteen beds, five patients
 * admitted in the last days (two on a Jain diet, one moved to another bed), their diet charts for today and
 * tomorrow, a bed being cleaned, and two discharged stays with their summaries and final bills (room days by the
 * day-count rule and the charted diet, numbered IPD/<year>/0001 and 0002). Deterministic; runs after the clinics.
 */
import type { Kysely, Transaction } from 'kysely';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { roomDays } from '../../modules/ward/room-days';
import type { DB } from '../schema';

/** [name, Gujarati, ₹ per day] */
const CATEGORIES = [
  ['General Ward', 'જનરલ વોર્ડ', 900],
  ['Semi-Private', 'સેમી-પ્રાઇવેટ', 1_800],
  ['Private AC', 'પ્રાઇવેટ એસી', 3_500],
] as const;

/** [room, floor, category index, AC, beds] */
const ROOMS = [
  ['G-01', 0, 0, false, ['A', 'B', 'C', 'D']],
  ['G-02', 0, 0, false, ['A', 'B', 'C', 'D']],
  ['1-01', 1, 1, false, ['A', 'B']],
  ['1-02', 1, 1, false, ['A', 'B']],
  ['2-01', 2, 2, true, ['A']],
  ['2-02', 2, 2, true, ['A']],
] as const;

/** Each meal's items by name (the records seed's diet items): a Jain and a general menu. */
const MENUS: Record<'jain' | 'general', [meal: number, items: string[]][]> = {
  jain: [
    [1, ['Herbal Ukalo']],
    [2, ['Daliya Porridge']],
    [3, ['Moong Dal Khichdi', 'Dudhi Sabzi', 'Chaas (Buttermilk)']],
    [4, ['Papaya Bowl']],
    [5, ['Jowar Rotli', 'Gujarati Kadhi']],
  ],
  general: [
    [1, ['Herbal Ukalo']],
    [2, ['Nagli (Ragi) Porridge']],
    [3, ['Bajra Rotla', 'Dudhi Sabzi', 'Jeera Rice', 'Chaas (Buttermilk)']],
    [4, ['Mixed Vegetable Soup']],
    [5, ['Moong Dal Khichdi']],
  ],
};

interface DemoStay {
  /** days before today */
  admitted: number;
  bed: string;
  /** a move: [days before today, to bed] */
  moved?: [number, string];
  /** days before today; absent while admitted */
  discharged?: number;
  jain: boolean;
  reason: string;
  diagnosis: string;
  summary?: [diagnosis: string, treatment: string, condition: string, advice: string, followUpDays: number];
}

const STAYS: DemoStay[] = [
  {
    admitted: 4,
    bed: '2-01/A',
    jain: true,
    reason: 'Panchakarma for chronic low back pain',
    diagnosis: 'Katigraha (lumbar spondylosis)',
  },
  {
    admitted: 3,
    bed: 'G-01/B',
    moved: [1, '1-01/A'],
    jain: false,
    reason: 'Swelling and pain of both knees, cannot walk without support',
    diagnosis: 'Amavata (rheumatoid arthritis)',
  },
  {
    admitted: 2,
    bed: 'G-01/A',
    jain: false,
    reason: 'Virechana after purvakarma',
    diagnosis: 'Ekakushtha (psoriasis)',
  },
  {
    admitted: 1,
    bed: '1-02/B',
    jain: true,
    reason: 'Acidity and sleeplessness; Shirodhara course',
    diagnosis: 'Amlapitta with Anidra',
  },
  { admitted: 0, bed: 'G-02/C', jain: false, reason: 'Sciatica; Kati basti', diagnosis: 'Gridhrasi' },
  {
    admitted: 12,
    bed: '2-02/A',
    discharged: 5,
    jain: true,
    reason: 'Migraine with vomiting, three attacks a week',
    diagnosis: 'Ardhavabhedaka (migraine)',
    summary: [
      'Ardhavabhedaka (migraine without aura)',
      'Nasya with Anu taila, Shirodhara with Ksheerabala taila for 7 days; Pathyadi kwath',
      'No attack in the last five days; sleeps well',
      'Regular meals, avoid fasting and late nights; Nasya at home twice a week',
      21,
    ],
  },
  {
    admitted: 9,
    bed: 'G-02/A',
    discharged: 0,
    jain: false,
    reason: 'Weakness and breathlessness after viral fever',
    diagnosis: 'Pandu (anaemia)',
    summary: [
      'Pandu (iron-deficiency anaemia) after viral fever',
      'Punarnava mandur, Dhatri loha; Abhyanga and Shashtika shali pinda sweda for 7 days',
      'Hb up from 8.9 to 10.4 g/dL; walks a kilometre without breathlessness',
      'Iron-rich diet: dates, black raisins, green leafy vegetables; no tea with meals',
      14,
    ],
  },
];

export async function seedWard(db: Kysely<DB>, opts: { now: Date }): Promise<{ beds: number; stays: number }> {
  const clinic = await db.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').executeTakeFirst();
  if (!clinic) return { beds: 0, stays: 0 };
  const clinicId = clinic.clinic_id;
  const today = indiaDate(opts.now);
  const at = (day: string, hhmm = '10:30') => new Date(`${day}T${hhmm}:00+05:30`).toISOString();
  const [staff, patients, diet] = await Promise.all([
    db
      .selectFrom('clinic_staff')
      .select(['staff_id', 'department_id'])
      .where('clinic_id', '=', clinicId)
      .where('is_active', '=', 1)
      .orderBy('staff_id')
      .execute(),
    db
      .selectFrom('clinic_patients')
      .select('patient_id')
      .where('clinic_id', '=', clinicId)
      .orderBy('patient_id')
      .limit(STAYS.length + 20)
      .execute(),
    db.selectFrom('diet_items').select(['diet_item_id', 'name', 'price', 'is_jain']).execute(),
  ]);
  const doctors = staff.filter((s) => s.department_id === DEPARTMENT.DOCTOR).map((s) => s.staff_id);
  const reception = staff.find((s) => s.department_id === DEPARTMENT.RECEPTION)?.staff_id ?? doctors[0];
  if (doctors.length === 0 || reception === undefined || patients.length < STAYS.length) return { beds: 0, stays: 0 };
  const itemByName = new Map(diet.map((d) => [d.name, d]));
  const stamp = at(addDays(today, -60), '09:00');

  return db.transaction().execute(async (trx) => {
    const categoryIds = [];
    for (const [name, name_guj, rupees] of CATEGORIES) {
      const row = await trx
        .insertInto('ward_room_categories')
        .values({
          clinic_id: clinicId,
          name,
          name_guj,
          daily_charge: rupees * 100,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('category_id')
        .executeTakeFirstOrThrow();
      categoryIds.push(row.category_id);
    }
    const beds = new Map<string, { bed_id: number; room: string; label: string; category: number }>();
    for (const [room_number, floor, category, ac, labels] of ROOMS) {
      const room = await trx
        .insertInto('ward_rooms')
        .values({
          clinic_id: clinicId,
          room_number,
          floor,
          category_id: categoryIds[category]!,
          is_ac: ac ? 1 : 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('room_id')
        .executeTakeFirstOrThrow();
      for (const label of labels) {
        const bed = await trx
          .insertInto('ward_beds')
          .values({ clinic_id: clinicId, room_id: room.room_id, label, created_at: stamp, updated_at: stamp })
          .returning('bed_id')
          .executeTakeFirstOrThrow();
        beds.set(`${room_number}/${label}`, { bed_id: bed.bed_id, room: room_number, label, category });
      }
    }

    const counters = new Map<string, number>();
    for (const [i, s] of STAYS.entries()) {
      const patientId = patients[i * 3]!.patient_id;
      const doctorId = doctors[i % doctors.length]!;
      const admitted = addDays(today, -s.admitted);
      const discharged = s.discharged === undefined ? null : addDays(today, -s.discharged);
      const summary = s.summary;
      const stay = await trx
        .insertInto('ward_stays')
        .values({
          clinic_id: clinicId,
          patient_id: patientId,
          doctor_id: doctorId,
          admission_date: admitted,
          admitted_at: at(admitted),
          reason: s.reason,
          diagnosis: s.diagnosis,
          is_jain: s.jain ? 1 : 0,
          live: discharged ? null : 1,
          admitted_by: reception,
          discharge_date: discharged,
          discharged_at: discharged ? at(discharged, '12:00') : null,
          discharged_by: discharged ? reception : null,
          summary_diagnosis: summary?.[0] ?? null,
          summary_treatment: summary?.[1] ?? null,
          summary_condition: summary?.[2] ?? null,
          summary_advice: summary?.[3] ?? null,
          summary_follow_up: summary && discharged ? addDays(discharged, summary[4]) : null,
          summary_doctor_id: summary ? doctorId : null,
          created_at: at(admitted),
          updated_at: at(discharged ?? admitted),
        })
        .returning('stay_id')
        .executeTakeFirstOrThrow();
      // Bed periods: the first bed, and the one moved to.
      const legs: { bed: string; from: string; to: string | null }[] = s.moved
        ? [
            { bed: s.bed, from: admitted, to: addDays(today, -s.moved[0]) },
            { bed: s.moved[1], from: addDays(today, -s.moved[0]), to: discharged },
          ]
        : [{ bed: s.bed, from: admitted, to: discharged }];
      const periods = [];
      for (const [n, leg] of legs.entries()) {
        const bed = beds.get(leg.bed)!;
        const [name, name_guj, rupees] = CATEGORIES[bed.category]!;
        const current = n === legs.length - 1 && !discharged;
        const row = await trx
          .insertInto('ward_bed_periods')
          .values({
            clinic_id: clinicId,
            stay_id: stay.stay_id,
            bed_id: bed.bed_id,
            from_date: leg.from,
            from_at: at(leg.from),
            to_date: leg.to,
            to_at: leg.to ? at(leg.to, '12:00') : null,
            daily_charge: rupees * 100,
            category_name: name,
            category_name_guj: name_guj,
            room_number: bed.room,
            bed_label: bed.label,
            live: current ? 1 : null,
            moved_by: reception,
          })
          .returning('period_id')
          .executeTakeFirstOrThrow();
        periods.push({ ...row, ...leg, daily_charge: rupees * 100, room: bed.room, label: bed.label, name, name_guj });
        // The bed of today's discharge waits for cleaning (the others have been cleaned since).
        if (leg.to === today) {
          await trx.updateTable('ward_beds').set({ cleaning: 1 }).where('bed_id', '=', bed.bed_id).execute();
        }
      }
      // The diet chart: today and tomorrow while admitted; every day of a discharged stay.
      const menu = MENUS[s.jain ? 'jain' : 'general'];
      const chartDays = discharged
        ? Array.from({ length: s.admitted - s.discharged! + 1 }, (_, d) => addDays(admitted, d))
        : [today, addDays(today, 1)];
      const entries: { day: string; meal: number; item: number; price: number }[] = [];
      for (const day of chartDays) {
        await trx
          .insertInto('ward_diet_days')
          .values({
            clinic_id: clinicId,
            stay_id: stay.stay_id,
            diet_date: day,
            version: 1,
            updated_by: doctorId,
            created_at: at(addDays(day, -1), '18:00'),
            updated_at: at(addDays(day, -1), '18:00'),
          })
          .execute();
        for (const [meal, names] of menu) {
          for (const name of names) {
            const item = itemByName.get(name);
            if (!item || (s.jain && item.is_jain !== 1)) continue;
            entries.push({ day, meal, item: item.diet_item_id, price: Number(item.price ?? 0) });
          }
        }
      }
      if (entries.length > 0) {
        await trx
          .insertInto('ward_diet_entries')
          .values(
            entries.map((e) => ({
              clinic_id: clinicId,
              stay_id: stay.stay_id,
              diet_date: e.day,
              meal: e.meal,
              diet_item_id: e.item,
              quantity: 1,
              unit_paise: e.price,
              note: e.meal === 3 && s.jain ? 'No onion, garlic or root vegetables' : null,
            })),
          )
          .execute();
      }
      if (discharged)
        await seedBill(trx, clinicId, stay.stay_id, discharged, reception, periods, entries, counters, at);
    }
    for (const [fy, last] of counters) {
      await trx
        .insertInto('ward_bill_counters')
        .values({ clinic_id: clinicId, financial_year: fy, last_number: last })
        .execute();
    }
    return { beds: beds.size, stays: STAYS.length };
  });
}

/** The final bill as the discharge issues it: room days by the day-count rule, the diet by item. */
async function seedBill(
  trx: Transaction<DB>,
  clinicId: number,
  stayId: number,
  day: string,
  by: number,
  periods: {
    period_id: number;
    from: string;
    to: string | null;
    daily_charge: number;
    room: string;
    label: string;
    name: string;
    name_guj: string;
  }[],
  entries: { day: string; item: number; price: number }[],
  counters: Map<string, number>,
  at: (day: string, hhmm?: string) => string,
) {
  const days = roomDays(
    periods.map((p) => ({ from_date: p.from, to_date: p.to })),
    day,
  );
  const lines: {
    kind: string;
    description: string;
    description_guj: string | null;
    charge_date: string;
    quantity: number;
    unit_paise: number;
    amount_paise: number;
    source: string;
    source_id: number;
  }[] = periods.flatMap((p, i) =>
    (days[i] ?? 0) === 0
      ? []
      : [
          {
            kind: 'room',
            description: `${p.room} / ${p.label} · ${p.name}`,
            description_guj: `${p.room} / ${p.label} · ${p.name_guj}`,
            charge_date: p.from,
            quantity: days[i]!,
            unit_paise: p.daily_charge,
            amount_paise: days[i]! * p.daily_charge,
            source: 'ward',
            source_id: p.period_id,
          },
        ],
  );
  const items = await trx.selectFrom('diet_items').select(['diet_item_id', 'name', 'name_guj']).execute();
  const names = new Map(items.map((i) => [i.diet_item_id, i]));
  const byItem = new Map<string, (typeof lines)[number]>();
  for (const e of entries) {
    if (e.price <= 0) continue;
    const key = `${e.item}:${e.price}`;
    const line = byItem.get(key);
    if (line) {
      line.quantity += 1;
      line.amount_paise += e.price;
      continue;
    }
    const item = names.get(e.item);
    byItem.set(key, {
      kind: 'diet',
      description: item?.name ?? '',
      description_guj: item?.name_guj ?? null,
      charge_date: e.day,
      quantity: 1,
      unit_paise: e.price,
      amount_paise: e.price,
      source: 'ward-diet',
      source_id: 0,
    });
  }
  const all = [...lines, ...byItem.values()];
  const fy = financialYearOf(day);
  const billNo = (counters.get(fy) ?? 0) + 1;
  counters.set(fy, billNo);
  const bill = await trx
    .insertInto('ward_bills')
    .values({
      clinic_id: clinicId,
      stay_id: stayId,
      financial_year: fy,
      bill_no: billNo,
      bill_date: day,
      room_days: days.reduce((a, b) => a + b, 0),
      total: all.reduce((s, l) => s + l.amount_paise, 0),
      created_by: by,
      created_at: at(day, '12:00'),
    })
    .returning('bill_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ward_bill_lines')
    .values(all.map((l, i) => ({ ...l, bill_id: bill.bill_id, position: i + 1 })))
    .execute();
}
