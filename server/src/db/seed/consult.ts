/**
 * Demo data of the consultation (issue 20 points 6 and 10; decision 90): every clinic's medicine master — thirty
 * classical Ayurvedic medicines with their Gujarati names, form, usual dose and unit (the second clinic keeps a
 * shorter list) — and a consultation with its prescription and advice for each visit the OPD seed left with the
 * doctor or checked out. Runs after the OPD visits; deterministic for a seed; batch inserts in one transaction.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { createRandom } from './random';

/** [name, Gujarati name, form (1 churna … 9 other), usual dose, unit] */
export const DEMO_MEDICINES: [string, string, number, string | null, string][] = [
  ['Triphala Churna', 'ત્રિફળા ચૂર્ણ', 1, '3', 'g'],
  ['Ashwagandha Churna', 'અશ્વગંધા ચૂર્ણ', 1, '3', 'g'],
  ['Sitopaladi Churna', 'સિતોપલાદિ ચૂર્ણ', 1, '3', 'g'],
  ['Avipattikar Churna', 'અવિપત્તિકર ચૂર્ણ', 1, '3', 'g'],
  ['Hingwashtak Churna', 'હિંગ્વાષ્ટક ચૂર્ણ', 1, '2', 'g'],
  ['Talisadi Churna', 'તાલીસાદિ ચૂર્ણ', 1, '3', 'g'],
  ['Yashtimadhu Churna', 'યષ્ટિમધુ ચૂર્ણ', 1, '3', 'g'],
  ['Arogyavardhini Vati', 'આરોગ્યવર્ધિની વટી', 2, '2', 'tab'],
  ['Chandraprabha Vati', 'ચંદ્રપ્રભા વટી', 2, '2', 'tab'],
  ['Sanshamani Vati', 'સંશમની વટી', 2, '2', 'tab'],
  ['Kaishore Guggulu', 'કૈશોર ગુગ્ગુલુ', 2, '2', 'tab'],
  ['Yogaraj Guggulu', 'યોગરાજ ગુગ્ગુલુ', 2, '2', 'tab'],
  ['Triphala Guggulu', 'ત્રિફળા ગુગ્ગુલુ', 2, '2', 'tab'],
  ['Lavangadi Vati', 'લવંગાદિ વટી', 2, '1', 'tab'],
  ['Sutshekhar Ras', 'સૂતશેખર રસ', 2, '1', 'tab'],
  ['Dashmool Kwath', 'દશમૂલ ક્વાથ', 3, '20', 'ml'],
  ['Maharasnadi Kwath', 'મહારાસ્નાદિ ક્વાથ', 3, '20', 'ml'],
  ['Punarnavadi Kwath', 'પુનર્નવાદિ ક્વાથ', 3, '20', 'ml'],
  ['Mahanarayan Taila', 'મહાનારાયણ તેલ', 4, null, 'ml'],
  ['Ksheerabala Taila', 'ક્ષીરબલા તેલ', 4, '5', 'drops'],
  ['Anu Taila', 'અણુ તેલ', 4, '2', 'drops'],
  ['Dashmularishta', 'દશમૂલારિષ્ટ', 5, '20', 'ml'],
  ['Ashokarishta', 'અશોકારિષ્ટ', 5, '20', 'ml'],
  ['Kumaryasava', 'કુમાર્યાસવ', 5, '20', 'ml'],
  ['Draksharishta', 'દ્રાક્ષારિષ્ટ', 5, '20', 'ml'],
  ['Mahatiktaka Ghrita', 'મહાતિક્તક ઘૃત', 6, '1', 'tsp'],
  ['Chyawanprash', 'ચ્યવનપ્રાશ', 7, '1', 'tsp'],
  ['Kushmanda Avaleha', 'કૂષ્માંડ અવલેહ', 7, '1', 'tsp'],
  ['Praval Pishti', 'પ્રવાલ પિષ્ટી', 8, '250', 'mg'],
  ['Godanti Bhasma', 'ગોદંતી ભસ્મ', 8, '250', 'mg'],
];

/** Complaints, diagnosis and what is usually prescribed for it (medicine names of the master above). */
const CASES: {
  complaints: string;
  examination: string;
  diagnosis: string;
  prakriti: number;
  vikriti: number;
  rx: [string, string, number, number][];
  advice: string;
}[] = [
  {
    complaints: 'Burning in the chest and sour belching after meals for three weeks',
    examination: 'Nadi pitta-pradhan; tongue coated; BP 126/80',
    diagnosis: 'Amlapitta',
    prakriti: 4,
    vikriti: 2,
    rx: [
      ['Avipattikar Churna', '1-0-1', 15, 1],
      ['Praval Pishti', '1-0-1', 15, 2],
      ['Yashtimadhu Churna', '0-0-1', 15, 4],
    ],
    advice: 'Avoid spicy, sour and fried food, tea on an empty stomach; dinner before 8 pm.',
  },
  {
    complaints: 'Pain and stiffness in both knees, worse in the morning and in cold weather',
    examination: 'Crepitus in both knees; no swelling; weight 74 kg',
    diagnosis: 'Sandhivata (osteoarthritis of the knees)',
    prakriti: 6,
    vikriti: 1,
    rx: [
      ['Yogaraj Guggulu', '1-0-1', 30, 2],
      ['Maharasnadi Kwath', '1-0-1', 30, 1],
      ['Mahanarayan Taila', '1-0-1', 30, 2],
    ],
    advice: 'Warm oil massage of the knees before bathing; avoid cold drinks and curd at night.',
  },
  {
    complaints: 'Dry cough and sore throat for ten days, worse at night',
    examination: 'Throat congested; chest clear',
    diagnosis: 'Vataja Kasa',
    prakriti: 1,
    vikriti: 1,
    rx: [
      ['Sitopaladi Churna', '1-1-1', 7, 2],
      ['Talisadi Churna', '1-0-1', 7, 2],
      ['Lavangadi Vati', '1-1-1', 7, 2],
    ],
    advice: 'Warm water through the day; steam twice a day; no cold or refrigerated food.',
  },
  {
    complaints: 'Constipation and heaviness of the stomach, poor appetite',
    examination: 'Abdomen soft, mild distension',
    diagnosis: 'Vibandha with Agnimandya',
    prakriti: 6,
    vikriti: 6,
    rx: [
      ['Triphala Churna', '0-0-1', 15, 4],
      ['Hingwashtak Churna', '1-0-1', 15, 1],
    ],
    advice: 'Fibre-rich food, a glass of warm water on waking, a walk after dinner.',
  },
  {
    complaints: 'Tiredness, poor sleep and stress at work for two months',
    examination: 'Nadi vata-pradhan; BP 118/76; weight 58 kg',
    diagnosis: 'Anidra with Dhatukshaya',
    prakriti: 4,
    vikriti: 1,
    rx: [
      ['Ashwagandha Churna', '0-0-1', 30, 4],
      ['Chyawanprash', '1-0-0', 30, 3],
      ['Ksheerabala Taila', '0-0-1', 30, 4],
    ],
    advice: 'Fixed sleeping time, no screens after 10 pm, warm milk at bedtime.',
  },
  {
    complaints: 'Painful and irregular periods for six months',
    examination: 'Pallor mild; Hb advised',
    diagnosis: 'Kashtartava',
    prakriti: 5,
    vikriti: 1,
    rx: [
      ['Ashokarishta', '1-0-1', 30, 2],
      ['Dashmularishta', '1-0-1', 30, 2],
      ['Kumaryasava', '1-0-1', 30, 2],
    ],
    advice: 'Iron-rich food (dates, jaggery, green leafy vegetables); gentle yoga.',
  },
  {
    complaints: 'Itchy skin rash on both forearms for a month',
    examination: 'Dry scaly patches; no discharge',
    diagnosis: 'Vicharchika (eczema)',
    prakriti: 5,
    vikriti: 2,
    rx: [
      ['Kaishore Guggulu', '1-0-1', 30, 2],
      ['Arogyavardhini Vati', '1-0-1', 30, 2],
      ['Mahatiktaka Ghrita', '1-0-0', 30, 3],
    ],
    advice: 'Avoid curd, fish, sour and fermented food; cotton clothes.',
  },
];

export async function seedConsultations(
  db: Kysely<DB>,
  opts: { seed: number; now: Date },
): Promise<{ medicines: number; consultations: number }> {
  const rng = createRandom(opts.seed + 41);
  const at = opts.now.toISOString();
  const clinics = await db.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').execute();
  const [diet, yoga, therapies] = await Promise.all([
    db
      .selectFrom('diet_items')
      .select('diet_item_id as id')
      .where('is_active', '=', 1)
      .orderBy('diet_item_id')
      .execute(),
    db.selectFrom('yoga').select('yoga_id as id').where('is_active', '=', 1).orderBy('yoga_id').execute(),
    db.selectFrom('therapies').select('therapy_id as id').where('is_active', '=', 1).orderBy('therapy_id').execute(),
  ]);
  let medicines = 0;
  let consultations = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, { clinic_id: clinicId }] of clinics.entries()) {
      const list = index === 0 ? DEMO_MEDICINES : DEMO_MEDICINES.filter((_, i) => i % 3 === 0);
      const rows = await trx
        .insertInto('clinic_medicines')
        .values(
          list.map(([name, name_guj, form, default_dose, unit]) => ({
            clinic_id: clinicId,
            name,
            name_key: name.toLowerCase(),
            name_guj,
            form,
            default_dose,
            unit,
            is_active: 1,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning(['medicine_id', 'name', 'unit', 'default_dose'])
        .execute();
      medicines += rows.length;
      const byName = new Map(rows.map((r) => [r.name, r]));
      const visits = await trx
        .selectFrom('clinic_visits')
        .select(['visit_id', 'patient_id', 'doctor_id', 'visit_date', 'status_changed_at', 'created_at'])
        .where('clinic_id', '=', clinicId)
        .where('status', 'in', [3, 4])
        .orderBy('visit_id')
        .execute();
      for (const v of visits) {
        const c = CASES[rng.int(0, CASES.length - 1)]!;
        const matched = c.rx.flatMap(([name, frequency, days, food]) => {
          const m = byName.get(name);
          return m ? [{ m, frequency, days, food }] : [];
        });
        // A clinic with a shorter list prescribes what it keeps.
        const lines =
          matched.length > 0 ? matched : rng.sample(rows, 2).map((m) => ({ m, frequency: '1-0-1', days: 15, food: 2 }));
        const when = v.status_changed_at ?? v.created_at;
        const follow = new Date(`${v.visit_date}T00:00:00Z`);
        follow.setUTCDate(follow.getUTCDate() + rng.pick([7, 15, 30]));
        const [saved] = await trx
          .insertInto('clinic_consultations')
          .values({
            clinic_id: clinicId,
            visit_id: v.visit_id,
            patient_id: v.patient_id,
            doctor_id: v.doctor_id,
            complaints: c.complaints,
            examination: c.examination,
            prakriti: c.prakriti,
            vikriti: c.vikriti,
            diagnosis: c.diagnosis,
            advice: c.advice,
            follow_up_date: follow.toISOString().slice(0, 10),
            notes: null,
            saved_by: v.doctor_id,
            created_at: when,
            updated_at: when,
          })
          .returning('consultation_id')
          .execute();
        const id = saved!.consultation_id;
        if (lines.length > 0) {
          await trx
            .insertInto('clinic_prescription_lines')
            .values(
              lines.map((l, position) => ({
                consultation_id: id,
                position,
                medicine_id: l.m.medicine_id,
                dose: l.m.default_dose ?? '5',
                unit: l.m.unit,
                frequency: l.frequency,
                duration_days: l.days,
                food_timing: l.food,
                instructions: null,
              })),
            )
            .execute();
        }
        const advice = [
          ...rng.sample(diet, 2).map((d) => ({ kind: 1, item_id: d.id })),
          ...rng.sample(yoga, 2).map((y) => ({ kind: 2, item_id: y.id })),
          ...(rng.chance(0.3) ? rng.sample(therapies, 1).map((t) => ({ kind: 3, item_id: t.id })) : []),
        ];
        if (advice.length > 0) {
          await trx
            .insertInto('clinic_consultation_advice')
            .values(advice.map((a, position) => ({ ...a, consultation_id: id, position })))
            .execute();
        }
        consultations++;
      }
    }
  });
  return { medicines, consultations };
}
