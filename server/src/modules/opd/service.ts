import type { Kysely, Transaction } from 'kysely';
import { checkPayments, computeBill, financialYearOf } from '@gd/contracts/clinic-bill';
import { indiaDate } from '@gd/contracts/india-time';
import { VISIT_STATUS, type TQueue, type TVisitCreated } from '@gd/contracts/schemas/clinic-opd';
import type { ZVisitCreate } from '@gd/contracts/schemas/clinic-opd';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { type Db, LOCKS, lockShared } from '../../db/sql';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import { linkArrival } from './appointments-service';
import * as requests from '../requests/service';
import { isClinician, isReception, type StaffCaller } from './caller';
import * as link from './clinic-link';
import * as daybook from './daybook-repo';
import { queueChanged } from './queue-events';
import { heldQueueDay, heldQueueText } from './queue-memory';
import * as repo from './repo';

/**
 * The OPD desk's rules (issue 20 points 3 and 5): registration with its bill, the token and the receipt number
 * in one transaction; the queue's forward-only status moves (decision 32).
 */

export const receiptLabel = (financialYear: string, receiptNo: number) =>
  `OPD/${financialYear}/${String(receiptNo).padStart(4, '0')}`;

const BOOKING_MODE_WALK_IN = 2;

/**
 * Decision 92: a closed day's bills and visits are frozen. Asked inside the write's transaction, so a write that
 * started before the close committed and reads it afterwards is still refused.
 */
async function refuseClosedDays(trx: Transaction<DB>, clinicId: number, days: string[], field: string): Promise<void> {
  // Shared with every other write of the clinic's days, taken alone by a close (PostgreSQL; SQLite has one writer):
  // a close waits for the writes under way and they count in its totals; a write after it reads the close.
  await lockShared(trx, LOCKS.clinicDay, clinicId);
  if (await daybook.anyClosed(trx, clinicId, days)) {
    throw AppError.conflict(field, 'DAYBOOK.DAY_CLOSED', 'The day book of this date is closed.');
  }
}

function invalid(errors: Record<string, string>): AppError {
  const first = Object.values(errors)[0] ?? 'VALIDATION';
  return new AppError(400, first, 'Please check the highlighted fields.', errors);
}

export async function createVisit(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZVisitCreate>,
  idemKey: string | null,
  now: Date,
): Promise<{ result: TVisitCreated; replayed: boolean }> {
  if (!isReception(caller)) throw AppError.forbidden('OPD.ROLE_RECEPTION_ONLY', 'Only reception registers visits.');
  const today = indiaDate(now);
  const day = body.visit_date ?? today;
  if (day < today) throw AppError.validation('visit_date', 'OPD.VISIT.DATE_IN_PAST', 'The visit date has passed.');
  const computed = computeBill(body);
  if (!computed.ok) throw invalid(computed.errors);
  const bill = computed.bill;
  // The client's total is never trusted: it is only compared, so a stale preview cannot be billed.
  if (body.tvalue !== undefined && body.tvalue !== bill.tvalue) {
    throw new AppError(422, 'OPD.BILL.TOTAL_CHANGED', 'The total has changed; check the bill again.', {
      tvalue: 'OPD.BILL.TOTAL_CHANGED',
    });
  }
  const paymentErrors = checkPayments(bill.tvalue, body.payment_mode);
  if (paymentErrors) throw invalid(paymentErrors);
  if (!(await link.isDoctorOf(db, caller.clinicId, body.consultation_doctor_id))) {
    throw new AppError(404, 'OPD.DOCTOR_NOT_FOUND', 'No such doctor in this clinic.', {
      consultation_doctor_id: 'OPD.DOCTOR_NOT_FOUND',
    });
  }
  if (!(await link.isPatientOf(db, caller.clinicId, body.patient_id))) {
    throw new AppError(404, 'OPD.PATIENT_NOT_FOUND', 'No such patient in this clinic.', {
      patient_id: 'OPD.PATIENT_NOT_FOUND',
    });
  }
  const at = now.toISOString();
  const idem = idemKey
    ? { scope: 'clinic-visit', caller: `staff:${caller.staffId}`, key: idemKey, request: body, now }
    : null;
  const answer = await requests.once(db, idem, async (trx) => {
    // The visit's day and the bill's (today) must both be open (decision 92).
    await refuseClosedDays(trx, caller.clinicId, [day, today], 'visit_date');
    const tokenNo = await repo.takeToken(trx, caller.clinicId, body.consultation_doctor_id, day);
    const visitId = await repo.insertVisit(trx, {
      clinic_id: caller.clinicId,
      branch_id: caller.branchId,
      patient_id: body.patient_id,
      doctor_id: body.consultation_doctor_id,
      department_id: body.consultation_department_id,
      visit_date: day,
      token_no: tokenNo,
      // Decision 32: a walk-in registered at the desk is already here, so it waits; a booking is scheduled.
      status:
        body.booking_mode === BOOKING_MODE_WALK_IN && day === today ? VISIT_STATUS.WAITING : VISIT_STATUS.SCHEDULED,
      appointment_type: body.appointment_type,
      booking_mode: body.booking_mode,
      booked_by: body.booked_by,
      booking_status: body.booking_status,
      created_by: caller.staffId,
      created_at: at,
    });
    if (body.appointment_id !== undefined) {
      await linkArrival(trx, caller, body.appointment_id, body.consultation_doctor_id, visitId, at);
    }
    const fy = financialYearOf(today);
    const receiptNo = await repo.takeReceiptNumber(trx, caller.clinicId, fy);
    const receiptId = await repo.insertBill(
      trx,
      {
        clinic_id: caller.clinicId,
        visit_id: visitId,
        financial_year: fy,
        receipt_no: receiptNo,
        receipt_date: today,
        subtotal: bill.subtotal,
        discount_type: bill.discount_type,
        discount: bill.discount_type === 0 ? null : (body.discount ?? null),
        discount_amount: bill.discount_amount,
        discount_remark: bill.discount_type === 0 ? null : (body.discount_remark ?? null),
        tvalue: bill.tvalue,
        created_by: caller.staffId,
        created_at: at,
      },
      bill.lines.map((l) => ({ kind: l.kind === 'case_paper' ? 1 : 2, name: l.name, amount: l.amount })),
      body.payment_mode.map((p) => ({ payment_mode: p.payment_mode, amount: p.amount })),
    );
    return {
      visit_id: visitId,
      visit_date: day,
      doctor_id: body.consultation_doctor_id,
      token_no: tokenNo,
      receipt_id: receiptId,
      receipt_no: receiptNo,
      receipt_number: receiptLabel(fy, receiptNo),
      tvalue: bill.tvalue,
    };
  });
  if (!answer.replayed) {
    queueChanged(db, caller.clinicId, {
      visit_id: answer.result.visit_id,
      doctor_id: answer.result.doctor_id,
      visit_date: day,
      status: 0,
    });
  }
  return answer;
}

/**
 * Decision 32: 1 scheduled → 2 waiting (reception marks the arrival) → 3 engaged → 4 checkout (the visit's own
 * doctor calls in and finishes). Only one step forward; backwards (or the same status) is a 409, except a clinic
 * administrator's reset with a reason, written to the audit trail in the same transaction. The move is an
 * UPDATE … WHERE status = the status read, so of two moves at once only one lands; the other is a 409.
 */
export async function changeStatus(
  db: Kysely<DB>,
  caller: StaffCaller,
  visitId: number,
  change: { status: number; reason?: string | undefined },
  now: Date,
) {
  const visit = await repo.findVisit(db, caller.clinicId, visitId);
  if (!visit) throw AppError.notFound('OPD.VISIT_NOT_FOUND', 'No such visit.');
  const from = visit.status;
  const to = change.status;
  const at = now.toISOString();
  const backwards = to <= from;
  if (backwards) {
    if (!caller.isAdmin) {
      throw AppError.conflict('status', 'OPD.QUEUE.FORWARD_ONLY', 'A visit only moves forward.');
    }
    if (!change.reason) {
      throw AppError.validation('reason', 'OPD.QUEUE.REASON_REQUIRED', 'A reset needs a reason.');
    }
  } else {
    if (to !== from + 1) {
      throw AppError.conflict('status', 'OPD.QUEUE.ONE_STEP', 'A visit moves one step at a time.');
    }
    if (to === VISIT_STATUS.WAITING && !isReception(caller)) {
      throw AppError.forbidden('OPD.ROLE_RECEPTION_ONLY', 'Reception marks arrivals.');
    }
    if (to > VISIT_STATUS.WAITING && !caller.isAdmin) {
      if (!isClinician(caller)) throw AppError.forbidden('OPD.ROLE_DOCTOR_ONLY', 'Only the doctor consults.');
      if (visit.doctor_id !== caller.staffId) {
        throw AppError.forbidden('OPD.NOT_YOUR_PATIENT', "Another doctor's visit.");
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    await refuseClosedDays(trx, caller.clinicId, [visit.visit_date], 'status');
    const moved = await repo.moveStatus(trx, visitId, from, to, caller.staffId, at);
    if (!moved) throw AppError.conflict('status', 'OPD.QUEUE.MOVED_MEANWHILE', 'Someone moved this visit first.');
    if (backwards) {
      await audit.audit(trx, {
        actorUserId: caller.userId,
        action: 'clinic_visit.status_reset',
        entity: 'clinic_visits',
        entityId: visitId,
        before: { status: from },
        after: { status: to, reason: change.reason, staff_id: caller.staffId, clinic_id: caller.clinicId },
        at,
      });
    }
  });
  queueChanged(db, caller.clinicId, {
    visit_id: visitId,
    doctor_id: visit.doctor_id,
    visit_date: visit.visit_date,
    status: to,
  });
  return { visit_id: visitId, status: to, status_changed_at: at };
}

/**
 * The queue's answer as the JSON text of its envelope, held in memory until the clinic's queue or staff changes
 * (queue-memory.ts, decision 94).
 */
export function queueText(
  db: Db,
  caller: StaffCaller,
  query: { date?: string; doctor_id?: number },
  now: Date,
): Promise<string> {
  const day = query.date ?? indiaDate(now);
  return heldQueueText(db, caller.clinicId, day, query.doctor_id ?? 0, async () =>
    JSON.stringify(ok(await queue(db, caller, { ...query, date: day }, now))),
  );
}

export async function queue(
  db: Db,
  caller: StaffCaller,
  query: { date?: string; doctor_id?: number },
  now: Date,
): Promise<TQueue> {
  const day = query.date ?? indiaDate(now);
  const [held, doctors, clinic] = await Promise.all([
    heldQueueDay(db, caller.clinicId, day, async () => {
      const visits = await repo.queueOf(db, caller.clinicId, day);
      const names = await link.patientNames(db, caller.clinicId, [...new Set(visits.map((r) => r.patient_id))]);
      return { visits, names };
    }),
    link.doctorsOf(db, caller.clinicId),
    link.clinicName(db, caller.clinicId),
  ]);
  const patients = held.names;
  const rows = query.doctor_id === undefined ? held.visits : held.visits.filter((r) => r.doctor_id === query.doctor_id);
  return {
    date: day,
    clinic_name: clinic.name,
    clinic_name_guj: clinic.name_guj,
    doctors,
    rows: rows.map((r) => {
      const p = patients.get(r.patient_id);
      return {
        visit_id: r.visit_id,
        visit_date: r.visit_date,
        token_no: r.token_no,
        status: r.status,
        doctor_id: r.doctor_id,
        department_id: r.department_id,
        patient_id: r.patient_id,
        patient_name: p?.name ?? '',
        patient_name_guj: p?.name_guj ?? null,
        appointment_type: r.appointment_type,
        booking_mode: r.booking_mode,
        receipt_id: r.bill_id ?? null,
        receipt_number: r.bill_id && r.financial_year ? receiptLabel(r.financial_year, Number(r.receipt_no)) : null,
        tvalue: r.tvalue ?? null,
        status_changed_at: r.status_changed_at,
        created_at: r.created_at,
      };
    }),
  };
}
