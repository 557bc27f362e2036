import { type Kysely, sql } from 'kysely';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { DB } from '../schema';
import { createRandom } from './random';

/**
 * Demo questions and reviews of practitioners (decision 65). The answered questions of seedPractitioners get
 * askers (the demo's user accounts); a few questions wait — unanswered for the demo practitioner, answered and
 * waiting for the admin elsewhere. About two in three checked-out visits of the past are reviewed by a user
 * account that becomes the visit's patient, most with the practitioner's reply, one hidden by the admin. The
 * demo user keeps a checked-out visit to review. Ratings and review counts follow the visible reviews.
 * A separate random source keeps every other pick of the demo data as it was.
 */

type Words = { en: string; guj: string };

const GOOD: Words[] = [
  { en: 'Listened patiently and explained the treatment clearly.', guj: 'ધીરજથી સાંભળ્યું અને સારવાર સ્પષ્ટ સમજાવી.' },
  { en: 'Felt much better within two weeks. Thank you, doctor.', guj: 'બે અઠવાડિયામાં ઘણો ફેર પડ્યો. આભાર, ડૉક્ટર.' },
  { en: 'Seen on time, clean clinic and friendly staff.', guj: 'સમયસર જોયા, સ્વચ્છ દવાખાનું અને મળતાવડો સ્ટાફ.' },
  { en: 'Very experienced. Medicines were simple and worked.', guj: 'ખૂબ અનુભવી. દવા સાદી હતી અને અસર કરી.' },
];
const FAIR: Words[] = [
  {
    en: 'Good advice, but I waited forty minutes past my slot.',
    guj: 'સલાહ સારી, પણ મારા સમય પછી ચાલીસ મિનિટ રાહ જોવી પડી.',
  },
  { en: 'Helpful, though the visit felt a little rushed.', guj: 'મદદરૂપ, જોકે મુલાકાત થોડી ઉતાવળમાં લાગી.' },
];
const POOR: Words[] = [
  { en: 'The clinic changed my time without telling me.', guj: 'દવાખાનાએ જણાવ્યા વગર મારો સમય બદલી નાખ્યો.' },
];
const THANKS: Words[] = [
  { en: 'Thank you, {name}. Keep following the diet chart.', guj: 'આભાર, {name}. ખોરાકનું ચાર્ટ ચાલુ રાખજો.' },
  { en: 'Glad you are better, {name}. See you at the follow-up.', guj: 'આપને સારું છે તેનો આનંદ, {name}. ફોલો-અપમાં મળીએ.' },
];
const SORRY: Words[] = [
  {
    en: 'Sorry for the wait, {name}. We now call patients when we run late.',
    guj: 'રાહ જોવડાવવા બદલ માફ કરશો, {name}. હવે મોડું થાય તો અમે ફોન કરીએ છીએ.',
  },
];
const WAITING_QUESTIONS: Words[] = [
  { en: 'Can I take Triphala every day, and at what time?', guj: 'શું હું રોજ ત્રિફળા લઈ શકું, અને કયા સમયે?' },
  { en: 'Do you see patients on Sunday mornings?', guj: 'શું આપ રવિવારે સવારે દર્દીઓને જુઓ છો?' },
  { en: 'Is a follow-up visit charged the full fee?', guj: 'ફોલો-અપ મુલાકાતની પૂરી ફી લાગે છે?' },
];
const WAITING_ANSWERS = [
  'Yes, half a teaspoon with warm water at bedtime suits most people; ask me if you have acidity.',
  'A follow-up within ten days is half the fee.',
];

const fill = (text: string, name: string) => text.replace('{name}', name);

export async function seedPractitionerCommunity(
  db: Kysely<DB>,
  opts: { seed: number; now: Date; at: string; demoUserId: number; demoPractitionerName: string },
): Promise<{ reviews: number; replies: number; questions: number }> {
  const rng = createRandom(opts.seed ^ 0x0a5c_4e71);
  const people = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'language'])
    .where('user_type', '=', 'user')
    .where('user_id', '<>', opts.demoUserId)
    .orderBy('user_id')
    .limit(80)
    .execute();
  if (!people.length) return { reviews: 0, replies: 0, questions: 0 };
  const nowIso = opts.now.toISOString();

  // The answered questions get askers and their answer time.
  const answered = await db
    .selectFrom('practitioner_answers')
    .select('answer_id')
    .where('answer', '<>', '')
    .orderBy('answer_id')
    .execute();
  for (const [i, q] of answered.entries()) {
    await db
      .updateTable('practitioner_answers')
      .set({ user_id: people[i % people.length]!.user_id, answered_at: opts.at })
      .where('answer_id', '=', q.answer_id)
      .execute();
  }

  // Questions waiting: the demo practitioner has some to answer; a few answered ones wait for the admin.
  const practitioners = await db
    .selectFrom('practitioners')
    .select(['practitioner_id', 'name'])
    .where('is_approve', '=', 1)
    .orderBy('practitioner_id')
    .execute();
  const demo = practitioners.find((p) => p.name === opts.demoPractitionerName);
  const waiting: {
    practitioner_id: number;
    user_id: number;
    question: string;
    answer: string;
    is_approve: number;
    answered_at: string | null;
    created_at: string;
    updated_at: string;
  }[] = [];
  const ask = (practitionerId: number, k: number, answer: string | null) => {
    const person = people[(k * 7) % people.length]!;
    const q = WAITING_QUESTIONS[k % WAITING_QUESTIONS.length]!;
    waiting.push({
      practitioner_id: practitionerId,
      user_id: person.user_id,
      question: person.language === 'guj' ? q.guj : q.en,
      answer: answer ?? '',
      is_approve: 0,
      answered_at: answer ? nowIso : null,
      created_at: nowIso,
      updated_at: nowIso,
    });
  };
  if (demo) for (let k = 0; k < 3; k++) ask(demo.practitioner_id, k, null);
  for (const [k, p] of practitioners.slice(0, 2).entries()) ask(p.practitioner_id, k, WAITING_ANSWERS[k]!);
  for (const [k, p] of practitioners.slice(2, 5).entries()) ask(p.practitioner_id, k + 1, null);
  if (waiting.length) await db.insertInto('practitioner_answers').values(waiting).execute();

  // Reviews of checked-out visits in the past.
  const today = indiaDate(opts.now);
  const visits = await db
    .selectFrom('user_book_appointments')
    .select(['appointment_id', 'practitioner_id', 'user_id', 'appointment_date'])
    .where('status', '=', 4)
    .where('appointment_date', '<', today)
    .orderBy('appointment_id')
    .execute();
  const demoVisits = visits.filter((v) => v.user_id === opts.demoUserId);
  // Whatever day the seed runs, the demo user has a checked-out visit to review.
  const spare = visits.find((v) => v.user_id === null);
  if (!demoVisits.length && spare) {
    await db
      .updateTable('user_book_appointments')
      .set({ user_id: opts.demoUserId, patient_name: 'Priya Shah', patient_phone: '9123456780' })
      .where('appointment_id', '=', spare.appointment_id)
      .execute();
    spare.user_id = opts.demoUserId;
    demoVisits.push(spare);
  }
  const rows: {
    practitioner_id: number;
    appointment_id: number;
    user_id: number;
    rating: number;
    review_text: string;
    reply: string | null;
    reply_at: string | null;
    is_hidden: number;
    created_at: string;
    updated_at: string;
  }[] = [];
  for (const v of visits) {
    const mine = v.user_id === opts.demoUserId;
    // The demo user reviewed their oldest visit only when another is left for them to review.
    if (mine ? !(demoVisits.length > 1 && v === demoVisits[0]) : v.user_id !== null || !rng.chance(0.65)) continue;
    const person = mine
      ? { user_id: opts.demoUserId, name: 'Priya Shah', language: 'en' }
      : people[rng.int(0, people.length - 1)]!;
    if (!mine) {
      await db
        .updateTable('user_book_appointments')
        .set({ user_id: person.user_id, patient_name: person.name })
        .where('appointment_id', '=', v.appointment_id)
        .execute();
    }
    const r = rng.next();
    const stars = r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.93 ? 3 : 2;
    const gujarati = person.language === 'guj' || rng.chance(0.3);
    const text = rng.pick(stars >= 4 ? GOOD : stars === 3 ? FAIR : POOR);
    const at = `${addDays(v.appointment_date, 1)}T06:30:00.000Z`;
    const written = at < nowIso ? at : nowIso;
    const reply = rng.chance(0.6) ? rng.pick(stars >= 4 ? THANKS : SORRY) : null;
    const first = person.name.split(' ')[0] ?? person.name;
    rows.push({
      practitioner_id: v.practitioner_id,
      appointment_id: v.appointment_id,
      user_id: person.user_id,
      rating: stars,
      review_text: gujarati ? text.guj : text.en,
      reply: reply ? fill(gujarati ? reply.guj : reply.en, first) : null,
      reply_at: reply ? written : null,
      is_hidden: 0,
      created_at: written,
      updated_at: written,
    });
  }
  // The admin has hidden one (a complaint naming a member of staff, say).
  const hide = rows.find((row) => row.rating <= 2);
  if (hide) hide.is_hidden = 1;
  for (let i = 0; i < rows.length; i += 80) {
    await db
      .insertInto('practitioner_reviews')
      .values(rows.slice(i, i + 80))
      .execute();
  }
  await db
    .updateTable('practitioners')
    .set({
      ratings: sql<number>`coalesce((select round(avg(r.rating) * 10) / 10.0 from practitioner_reviews r
        where r.practitioner_id = practitioners.practitioner_id and r.is_hidden = 0), 0)`,
      review_count: sql<number>`(select count(*) from practitioner_reviews r
        where r.practitioner_id = practitioners.practitioner_id and r.is_hidden = 0)`,
    })
    .execute();
  return {
    reviews: rows.length,
    replies: rows.filter((row) => row.reply).length,
    questions: answered.length + waiting.length,
  };
}
