/**
 * Demo data of the appointments calendar (issue 20 point 10, decision 93): for every clinic the clinic seed made,
 * a week of desk bookings from today on — registered patients and first-time callers, by telephone, walk-in,
 * online and email, confirmed and tentative, consultations and some therapies — a few to each doctor each day,
 * today's only in the hours still ahead. A doctor with a marketplace profile gets each booking written to the
 * profile too, as the desk does, and the profile's own online bookings are left where they are (their slots are
 * skipped). Deterministic for a seed; one transaction.
 */
import type { Kysely } from 'kysely';
import { DEPARTMENT } from '@gd/contracts/codes';
import { addDays, IST_OFFSET_MS, indiaDate } from '@gd/contracts/india-time';
import { CLINIC_SLOTS } from '@gd/contracts/schemas/clinic-calendar';
import { slotMinute } from '@gd/contracts/practitioners';
import type { DB } from '../schema';
import { createRandom } from './random';

const CALLERS = [
  { name: 'Jignesh Raval', phone: '9824031101' },
  { name: 'Nayna Thakkar', phone: '9898042202' },
  { name: 'Hemant Solanki', phone: '9714053303' },
  { name: 'Pooja Chauhan', phone: '9825064404' },
  { name: 'Dilip Gohil', phone: '9909075505' },
];
const NOTES = [
  'Follow-up after 15 days',
  'Knee pain, first visit',
  'Wants Shirodhara',
  'Bring old reports',
  null,
  null,
];
/** Morning and evening consulting hours, as a small Ayurveda clinic keeps them. */
const HOURS = CLINIC_SLOTS.filter((t) => (t >= '09:00' && t < '13:00') || (t >= '16:00' && t < '20:00'));

export async function seedClinicAppointments(
  db: Kysely<DB>,
  opts: { seed: number; now: Date },
): Promise<{ appointments: number }> {
  const rng = createRandom(opts.seed + 93);
  const today = indiaDate(opts.now);
  const india = new Date(opts.now.getTime() + IST_OFFSET_MS);
  const nowMinute = india.getUTCHours() * 60 + india.getUTCMinutes();
  const at = opts.now.toISOString();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    const clinics = await trx.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').execute();
    for (const { clinic_id: clinicId } of clinics) {
      const staff = await trx
        .selectFrom('clinic_staff')
        .select(['staff_id', 'department_id', 'branch_id', 'practitioner_id'])
        .where('clinic_id', '=', clinicId)
        .where('is_active', '=', 1)
        .orderBy('staff_id')
        .execute();
      const doctors = staff.filter((s) => s.department_id === DEPARTMENT.DOCTOR);
      const desk = staff.find((s) => s.department_id === DEPARTMENT.RECEPTION) ?? staff[0];
      const patients = await trx
        .selectFrom('clinic_patients')
        .select(['patient_id', 'name', 'phone'])
        .where('clinic_id', '=', clinicId)
        .orderBy('patient_id')
        .limit(60)
        .execute();
      if (!desk || doctors.length === 0 || patients.length === 0) continue;
      for (let ahead = 0; ahead <= 6; ahead++) {
        const day = addDays(today, ahead);
        for (const doctor of doctors) {
          const taken = new Set(
            doctor.practitioner_id === null
              ? []
              : (
                  await trx
                    .selectFrom('user_book_appointments')
                    .select('time_slot')
                    .where('practitioner_id', '=', doctor.practitioner_id)
                    .where('appointment_date', '=', day)
                    .where('live', '=', 1)
                    .execute()
                ).map((r) => r.time_slot),
          );
          const open = HOURS.filter((t) => !taken.has(t) && (ahead > 0 || slotMinute(t) > nowMinute));
          const wanted = Math.min(open.length, rng.int(2, 5));
          const chosen = new Set<string>();
          while (chosen.size < wanted) chosen.add(rng.pick(open));
          for (const time of [...chosen].sort()) {
            const registered = rng.chance(0.7);
            const person = registered ? rng.pick(patients) : null;
            const caller = rng.pick(CALLERS);
            const row = {
              clinic_id: clinicId,
              branch_id: desk.branch_id,
              doctor_id: doctor.staff_id,
              appointment_date: day,
              time_slot: time,
              patient_id: person?.patient_id ?? null,
              patient_name: person?.name ?? caller.name,
              patient_phone: person?.phone ?? caller.phone,
              appointment_type: rng.chance(0.2) ? 2 : 1,
              booking_mode: rng.pick([1, 1, 1, 2, 3, 4]),
              booked_by: rng.chance(0.15) ? 2 : 1,
              booking_status: rng.chance(0.3) ? 2 : 1,
              notes: rng.pick(NOTES),
              live: 1,
              created_by: desk.staff_id,
              created_at: at,
              updated_at: at,
            };
            let practitionerAppointmentId: number | null = null;
            if (doctor.practitioner_id !== null) {
              const mirror = await trx
                .insertInto('user_book_appointments')
                .values({
                  practitioner_id: doctor.practitioner_id,
                  user_id: null,
                  appointment_date: day,
                  time_slot: time,
                  patient_name: row.patient_name,
                  patient_phone: row.patient_phone,
                  sex: null,
                  appointment_type: row.appointment_type,
                  booking_mode: row.booking_mode,
                  booked_by: row.booked_by,
                  booking_status: row.booking_status,
                  pay_mode: 'clinic',
                  fee_paise: 0,
                  notes: row.notes,
                  location_id: null,
                  status: 1,
                  live: 1,
                  created_at: at,
                  updated_at: at,
                })
                .returning('appointment_id')
                .executeTakeFirstOrThrow();
              practitionerAppointmentId = mirror.appointment_id;
            }
            await trx
              .insertInto('clinic_appointments')
              .values({ ...row, practitioner_appointment_id: practitionerAppointmentId })
              .execute();
            count++;
          }
        }
      }
    }
  });
  return { appointments: count };
}
