/**
 * Demo data of the OPD desk (issue 20 point 10; decisions 32, 36, 88): for every clinic the clinic seed made, a
 * week of visits — six days back and today — with their bills: past days checked out, today's in every status
 * (scheduled, waiting, with the doctor, checked out); case-paper fees, special OPD charges, some 10 % or flat
 * discounts with their remarks, cash, card, UPI and split payments. Tokens run 1, 2, 3 … per doctor per day and
 * receipts 1, 2, 3 … per clinic per financial year, and the counters are left at the last number, so the desk's
 * next registration continues the series. Deterministic for a seed; batch inserts in one transaction.
 */
import type { Kysely } from 'kysely';
import { computeBill, financialYearOf } from '@gd/contracts/clinic-bill';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { DB } from '../schema';
import { createRandom } from './random';

const CHARGES = [
  { name: 'Nadi pariksha', value: 20_000 },
  { name: 'Shirodhara', value: 150_000 },
  { name: 'Abhyanga', value: 80_000 },
  { name: 'Dressing', value: 5_000 },
  { name: 'Agnikarma', value: 50_000 },
];

export async function seedOpdVisits(db: Kysely<DB>, opts: { seed: number; now: Date }): Promise<{ visits: number }> {
  const rng = createRandom(opts.seed + 37);
  const today = indiaDate(opts.now);
  const clinics = await db.selectFrom('clinics').select('clinic_id').orderBy('clinic_id').execute();
  let visits = 0;
  await db.transaction().execute(async (trx) => {
    for (const { clinic_id: clinicId } of clinics) {
      const staff = await trx
        .selectFrom('clinic_staff')
        .select(['staff_id', 'department_id', 'branch_id'])
        .where('clinic_id', '=', clinicId)
        .where('is_active', '=', 1)
        .orderBy('staff_id')
        .execute();
      const doctors = staff.filter((s) => s.department_id === DEPARTMENT.DOCTOR);
      const desk = staff.find((s) => s.department_id === DEPARTMENT.RECEPTION) ?? staff[0];
      const patients = (
        await trx
          .selectFrom('clinic_patients')
          .select('patient_id')
          .where('clinic_id', '=', clinicId)
          .orderBy('patient_id')
          .execute()
      ).map((p) => p.patient_id);
      if (doctors.length === 0 || patients.length === 0 || !desk) continue;
      const receipts = new Map<string, number>();
      for (let back = 6; back >= 0; back--) {
        const day = addDays(today, -back);
        const fy = financialYearOf(day);
        for (const doctor of doctors) {
          const count = back === 0 ? rng.int(6, 9) : rng.int(3, 8);
          for (let token = 1; token <= count; token++) {
            // Today: the first ones are done, one is with the doctor, the next wait, the last are booked for later.
            const status = back > 0 ? 4 : token <= count - 5 ? 4 : token === count - 4 ? 3 : token <= count - 2 ? 2 : 1;
            const minutes = 9 * 60 + token * 12 + rng.int(0, 8) - 330; // India 09:00 onwards, in UTC
            const at = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`;
            const walkIn = status !== 1 && rng.chance(0.7);
            const [visit] = await trx
              .insertInto('clinic_visits')
              .values({
                clinic_id: clinicId,
                branch_id: doctor.branch_id ?? desk.branch_id,
                patient_id: patients[rng.int(0, patients.length - 1)]!,
                doctor_id: doctor.staff_id,
                department_id: DEPARTMENT.DOCTOR,
                visit_date: day,
                token_no: token,
                status,
                appointment_type: rng.chance(0.2) ? 2 : 1,
                booking_mode: walkIn ? 2 : rng.chance(0.5) ? 1 : 3,
                booked_by: rng.chance(0.85) ? 1 : 2,
                booking_status: 1,
                created_by: desk.staff_id,
                status_changed_by: status > 1 ? doctor.staff_id : null,
                status_changed_at: status > 1 ? at : null,
                created_at: at,
                updated_at: at,
              })
              .returning('visit_id')
              .execute();
            const charges = rng.chance(0.4) ? [CHARGES[rng.int(0, CHARGES.length - 1)]!] : [];
            const discount = rng.chance(0.15) ? '10%' : rng.chance(0.05) ? '5000' : '';
            const result = computeBill({
              case_paper_fee: [10_000, 15_000, 20_000][rng.int(0, 2)]!,
              special_opd_charge: charges,
              discount,
              discount_remark: discount ? (discount === '10%' ? 'Senior citizen' : 'Follow-up visit') : '',
            });
            if (!result.ok) continue;
            const bill = result.bill;
            const receiptNo = (receipts.get(fy) ?? 0) + 1;
            receipts.set(fy, receiptNo);
            const [saved] = await trx
              .insertInto('clinic_bills')
              .values({
                clinic_id: clinicId,
                visit_id: visit!.visit_id,
                financial_year: fy,
                receipt_no: receiptNo,
                receipt_date: day,
                subtotal: bill.subtotal,
                discount_type: bill.discount_type,
                discount: discount || null,
                discount_amount: bill.discount_amount,
                discount_remark: discount ? (discount === '10%' ? 'Senior citizen' : 'Follow-up visit') : null,
                tvalue: bill.tvalue,
                created_by: desk.staff_id,
                closed: 1,
                created_at: at,
                updated_at: at,
              })
              .returning('bill_id')
              .execute();
            await trx
              .insertInto('clinic_bill_items')
              .values(
                bill.lines.map((l, position) => ({
                  bill_id: saved!.bill_id,
                  position,
                  kind: l.kind === 'case_paper' ? 1 : 2,
                  name: l.name,
                  amount: l.amount,
                })),
              )
              .execute();
            const mode = rng.int(1, 4); // 4: cash and UPI split
            const payments =
              mode === 4 && bill.tvalue >= 200
                ? [
                    { payment_mode: 1, amount: Math.floor(bill.tvalue / 200) * 100 },
                    { payment_mode: 3, amount: bill.tvalue - Math.floor(bill.tvalue / 200) * 100 },
                  ]
                : [{ payment_mode: Math.min(mode, 3), amount: bill.tvalue }];
            if (bill.tvalue > 0) {
              await trx
                .insertInto('clinic_bill_payments')
                .values(payments.map((p) => ({ ...p, bill_id: saved!.bill_id })))
                .execute();
            }
            visits++;
          }
          await trx
            .insertInto('clinic_token_counters')
            .values({ clinic_id: clinicId, doctor_id: doctor.staff_id, visit_date: day, last_number: count })
            .execute();
        }
      }
      for (const [fy, last] of receipts) {
        await trx
          .insertInto('clinic_receipt_counters')
          .values({ clinic_id: clinicId, financial_year: fy, last_number: last })
          .execute();
      }
    }
  });
  return { visits };
}
