/**
 * Demo data of therapy courses (issue 21 point 3, decision 97) for the Ayurveda demo clinic, Shree Ayurvedam: five
 * therapy rooms and a yoga hall, its hours for therapies, two more panchakarma therapists with logins (README's
 * demo accounts table) beside the demo one, and this week's courses — Abhyanga, Shirodhara, Basti, Nasya, Kati basti,
 * Janu basti, Udvartana and two yoga courses — placed room by room by the same proposal the desk uses. Sessions of
 * past days are taken (about one in ten missed), today's wait for the therapist's mark, later days are scheduled,
 * and two courses still have sessions to schedule. Deterministic for a seed; one transaction.
 */
import type { Kysely } from 'kysely';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { slotsFor, timeOfSlot } from '@gd/contracts/schemas/clinic-therapy';
import { hashPassword } from '../../platform/passwords';
import { propose, type Occupied } from '../../modules/therapy/proposal';
import type { DB } from '../schema';
import { DEMO_CLINIC_STAFF } from './clinic';
import { createRandom } from './random';

/** More therapists of the demo clinic (their logins are in README). */
export const DEMO_THERAPISTS = [
  {
    name: 'Jayesh Vaghela',
    phone: '9427010005',
    email: 'jayesh.therapist@shreeayurvedam.in',
    password: 'DemoPanchakarma#2026',
  },
  {
    name: 'Rekha Solanki',
    phone: '9427010006',
    email: 'rekha.therapist@shreeayurvedam.in',
    password: 'DemoPanchakarma#2026',
  },
] as const;

const ROOMS: readonly [string, string, number][] = [
  ['Abhyanga Room 1', 'અભ્યંગ રૂમ 1', 1],
  ['Abhyanga Room 2', 'અભ્યંગ રૂમ 2', 1],
  ['Shirodhara Room', 'શિરોધારા રૂમ', 1],
  ['Basti Room', 'બસ્તિ રૂમ', 1],
  ['Nasya and Netra Room', 'નસ્ય અને નેત્ર રૂમ', 1],
  ['Yoga Hall', 'યોગ હૉલ', 2],
];

/** [therapy or yoga name, kind, days, sessions a day, first day from today, preferred start] */
const COURSES: readonly [string, number, number, number, number, string][] = [
  ['Abhyanga', 1, 7, 1, -3, '08:00'],
  ['Shirodhara', 1, 7, 1, -2, '09:00'],
  ['Basti', 1, 8, 1, -4, '10:00'],
  ['Nasya', 1, 5, 2, -1, '08:30'],
  ['Kati Basti', 1, 7, 1, -3, '11:00'],
  ['Janu Basti', 1, 5, 1, 0, '15:00'],
  ['Abhyanga', 1, 5, 1, -1, '16:00'],
  ['Udvartana', 1, 5, 1, 0, '12:00'],
  ['Shirodhara', 1, 3, 1, 1, '17:00'],
  ['Surya Namaskar', 2, 7, 1, -2, '07:00'],
  ['Anulom Vilom', 2, 5, 1, 0, '07:30'],
];
const NOTES = ['Mahanarayan taila', 'Ksheerabala taila, warm', 'Dashamoola kwath', null, 'Anu taila, 2 drops', null];

export async function seedTherapy(
  db: Kysely<DB>,
  opts: { seed: number; now: Date },
): Promise<{ sessions: number; users: number }> {
  const rng = createRandom(opts.seed + 97);
  const today = indiaDate(opts.now);
  const at = opts.now.toISOString();
  const hashes = new Map<string, string>();
  for (const t of DEMO_THERAPISTS) if (!hashes.has(t.password)) hashes.set(t.password, await hashPassword(t.password));
  let count = 0;
  let users = 0;
  await db.transaction().execute(async (trx) => {
    const demo = await trx
      .selectFrom('users as u')
      .innerJoin('clinic_staff as s', 's.user_id', 'u.user_id')
      .select(['s.clinic_id', 's.branch_id', 's.staff_id'])
      .where('u.phone', '=', DEMO_CLINIC_STAFF.panchakarma.phone)
      .executeTakeFirst();
    if (!demo) return;
    const clinicId = demo.clinic_id;
    const therapists = [demo.staff_id];
    for (const t of DEMO_THERAPISTS) {
      const user = await trx
        .insertInto('users')
        .values({
          name: t.name,
          phone: t.phone,
          email: t.email,
          password_hash: hashes.get(t.password)!,
          user_type: 'staff',
          is_profile_approve: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      users++;
      const staff = await trx
        .insertInto('clinic_staff')
        .values({
          user_id: user.user_id,
          clinic_id: clinicId,
          branch_id: demo.branch_id,
          department_id: DEPARTMENT.PANCHAKARMA,
          designation: 'Panchakarma Therapist',
          is_clinic_admin: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('staff_id')
        .executeTakeFirstOrThrow();
      therapists.push(staff.staff_id);
    }
    await trx
      .insertInto('clinic_therapy_hours')
      .values({ clinic_id: clinicId, opens: '07:00', closes: '19:00', created_at: at, updated_at: at })
      .execute();
    const roomIds: { id: number; kind: number }[] = [];
    for (const [name, name_guj, kind] of ROOMS) {
      const row = await trx
        .insertInto('clinic_therapy_rooms')
        .values({
          clinic_id: clinicId,
          name,
          name_guj,
          name_key: name.toLowerCase(),
          kind,
          created_at: at,
          updated_at: at,
        })
        .returning('room_id')
        .executeTakeFirstOrThrow();
      roomIds.push({ id: row.room_id, kind });
    }

    const [therapies, yoga, doctors, patients] = await Promise.all([
      trx
        .selectFrom('therapies')
        .select(['therapy_id as id', 'name', 'name_guj', 'duration_minutes', 'price'])
        .execute(),
      trx.selectFrom('yoga').select(['yoga_id as id', 'name', 'name_guj', 'duration_minutes']).execute(),
      trx
        .selectFrom('clinic_staff')
        .select('staff_id')
        .where('clinic_id', '=', clinicId)
        .where('department_id', '=', DEPARTMENT.DOCTOR)
        .where('is_active', '=', 1)
        .orderBy('staff_id')
        .execute(),
      trx
        .selectFrom('clinic_patients')
        .select('patient_id')
        .where('clinic_id', '=', clinicId)
        .orderBy('patient_id')
        .limit(40)
        .execute(),
    ]);
    if (doctors.length === 0 || patients.length < COURSES.length) return;
    const occupied: Occupied[] = [];
    const chosen = rng.sample(patients, COURSES.length);
    for (const [index, [name, kind, days, perDay, startIn, preferred]] of COURSES.entries()) {
      const master = kind === 1 ? therapies.find((t) => t.name === name) : yoga.find((y) => y.name === name);
      if (!master) continue;
      const patientId = chosen[index]!.patient_id;
      const duration = master.duration_minutes ?? 30;
      const slotCount = slotsFor(duration);
      const start = addDays(today, startIn);
      const visit = await trx
        .selectFrom('clinic_visits')
        .select('visit_id')
        .where('clinic_id', '=', clinicId)
        .where('patient_id', '=', patientId)
        .orderBy('visit_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      const plan = await trx
        .insertInto('clinic_therapy_plans')
        .values({
          clinic_id: clinicId,
          patient_id: patientId,
          visit_id: visit?.visit_id ?? null,
          doctor_id: rng.pick(doctors).staff_id,
          kind,
          master_id: master.id,
          name: master.name,
          name_guj: master.name_guj,
          duration_minutes: duration,
          price_paise: 'price' in master && master.price ? Number(master.price) : 0,
          days,
          sessions_per_day: perDay,
          start_date: start,
          notes: kind === 1 ? rng.pick(NOTES) : null,
          status: 1,
          created_at: new Date(Date.parse(`${addDays(start, -1)}T05:00:00Z`)).toISOString(),
          updated_at: at,
        })
        .returning('plan_id')
        .executeTakeFirstOrThrow();
      const sessions = [];
      for (let day = 1; day <= days; day++) {
        for (let seq = 1; seq <= perDay; seq++) {
          const row = await trx
            .insertInto('clinic_therapy_sessions')
            .values({
              clinic_id: clinicId,
              plan_id: plan.plan_id,
              patient_id: patientId,
              day_no: day,
              seq_no: seq,
              planned_date: addDays(start, day - 1),
              slot_count: slotCount,
              status: 0,
              created_at: at,
              updated_at: at,
            })
            .returning('session_id')
            .executeTakeFirstOrThrow();
          sessions.push({
            session_id: row.session_id,
            day_no: day,
            seq_no: seq,
            planned_date: addDays(start, day - 1),
          });
        }
      }
      count += sessions.length;
      // Janu basti (from today) and the second Shirodhara (from tomorrow) leave their later days to schedule.
      const placeable = index === 5 || index === 8 ? sessions.filter((x) => x.day_no <= 2) : sessions;
      // Past days are placed as they were: the proposal treats every day as a future one.
      const places = propose({
        sessions: placeable,
        patientId,
        slotCount,
        openSlot: 14,
        closeSlot: 38,
        today: addDays(today, -30),
        firstSlotToday: 0,
        preferredSlot: Number(preferred.slice(0, 2)) * 2 + (preferred.endsWith(':30') ? 1 : 0),
        rooms: roomIds.filter((r) => r.kind === kind).map((r) => r.id),
        therapists: index % 3 === 0 ? therapists : [...therapists.slice(index % 3), ...therapists.slice(0, index % 3)],
        occupied,
      });
      for (const item of places) {
        if (!item.place) continue;
        const p = item.place;
        const past = p.date < today;
        // Past days: taken, about one in ten missed; today: waiting for the therapist; later: scheduled.
        const status = past ? (rng.chance(0.1) ? 3 : 2) : 1;
        await trx
          .updateTable('clinic_therapy_sessions')
          .set({
            status,
            session_date: p.date,
            start_time: timeOfSlot(p.slot_no),
            room_id: p.room_id,
            therapist_id: p.therapist_id,
            ...(past
              ? { marked_by: p.therapist_id, marked_at: new Date(Date.parse(`${p.date}T12:00:00Z`)).toISOString() }
              : {}),
            updated_at: at,
          })
          .where('session_id', '=', item.session_id)
          .execute();
        if (status === 3) continue; // a missed session frees its slots
        const slots = Array.from({ length: slotCount }, (_, k) => ({
          session_id: item.session_id,
          clinic_id: clinicId,
          room_id: p.room_id,
          therapist_id: p.therapist_id,
          patient_id: patientId,
          slot_date: p.date,
          slot_no: p.slot_no + k,
        }));
        await trx.insertInto('clinic_therapy_slots').values(slots).execute();
        occupied.push(...slots);
      }
    }
  });
  return { sessions: count, users };
}
