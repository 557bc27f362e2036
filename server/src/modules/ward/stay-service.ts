import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import {
  STAYS_PAGE_SIZE,
  type TStay,
  type TStayRow,
  type ZAdmissionCreate,
  type ZStayListQuery,
  type ZSummarySave,
} from '@gd/contracts/schemas/clinic-ward';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import type { StaffCaller } from '../clinic/guards';
import { billLabel, issueBill } from './bill';
import * as diet from './diet-repo';
import * as link from './link';
import * as beds from './setup-repo';
import * as repo from './stay-repo';

/**
 * Decision 98: admission, transfer, the discharge summary and the discharge. The database decides who gets a bed
 * (partial unique indexes on live stays per patient and live bed periods per bed and per stay); a discharge and a
 * transfer start with a conditional update of the live stay, so of two at once one lands and the other is a 409.
 * Who may call each is checked by the routes; every record is looked up within the caller's clinic (404).
 */

const stayNotFound = () => AppError.notFound('WARD.STAY_NOT_FOUND', 'No such stay in this clinic.');
const fieldNotFound = (field: string, key: string, message: string) =>
  new AppError(404, key, message, { [field]: key });
const bedNotFree = () => AppError.conflict('bed_id', 'WARD.BED_NOT_FREE', 'This bed is not free. Choose another.');
const discharged = () => AppError.conflict('stay', 'WARD.ALREADY_DISCHARGED', 'This patient has been discharged.');

/** Which live index refused the write: the patient's stay, the stay's bed, or the bed. */
function raceLost(err: unknown): AppError | null {
  const column = uniqueViolationColumn(err);
  if (column === null) return null;
  if (column.includes('patient')) {
    return AppError.conflict('patient_id', 'WARD.PATIENT_ADMITTED', 'This patient is already admitted.');
  }
  if (column.includes('stay')) return discharged();
  return bedNotFree();
}

async function freeBed(db: Db, clinicId: number, bedId: number) {
  const bed = await beds.findBed(db, clinicId, bedId);
  if (!bed) throw fieldNotFound('bed_id', 'WARD.BED_NOT_FOUND', 'No such bed in this clinic.');
  return bed;
}

export async function admit(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZAdmissionCreate>,
  now: Date,
): Promise<{ stay_id: number; bed_id: number; daily_charge: number }> {
  if (!(await link.patientOf(db, caller.clinicId, body.patient_id))) {
    throw fieldNotFound('patient_id', 'WARD.PATIENT_NOT_FOUND', 'No such patient in this clinic.');
  }
  if (!(await link.doctorsOf(db, caller.clinicId)).has(body.doctor_id)) {
    throw fieldNotFound('doctor_id', 'WARD.DOCTOR_NOT_FOUND', 'No such doctor in this clinic.');
  }
  const bed = await freeBed(db, caller.clinicId, body.bed_id);
  const at = now.toISOString();
  const today = indiaDate(now);
  try {
    const stayId = await db.transaction().execute(async (trx) => {
      if (!(await beds.claimBed(trx, caller.clinicId, bed.bed_id, at))) throw bedNotFree();
      const id = await repo.insertStay(trx, {
        clinic_id: caller.clinicId,
        patient_id: body.patient_id,
        doctor_id: body.doctor_id,
        admission_date: today,
        admitted_at: at,
        reason: body.reason,
        diagnosis: body.diagnosis,
        is_jain: body.is_jain ? 1 : 0,
        admitted_by: caller.staffId,
      });
      await repo.insertPeriod(trx, {
        clinic_id: caller.clinicId,
        stay_id: id,
        bed_id: bed.bed_id,
        from_date: today,
        from_at: at,
        daily_charge: bed.daily_charge,
        category_name: bed.category_name,
        category_name_guj: bed.category_name_guj,
        room_number: bed.room_number,
        bed_label: bed.label,
        moved_by: caller.staffId,
      });
      return id;
    });
    return { stay_id: stayId, bed_id: bed.bed_id, daily_charge: bed.daily_charge };
  } catch (err) {
    throw raceLost(err) ?? err;
  }
}

async function liveStay(db: Db, caller: StaffCaller, stayId: number) {
  const stay = await repo.findStay(db, caller.clinicId, stayId);
  if (!stay) throw stayNotFound();
  if (stay.live !== 1) throw discharged();
  return stay;
}

/** To another free bed of the clinic: the old bed goes to cleaning, the new bed's charge applies from today. */
export async function transfer(
  db: Kysely<DB>,
  caller: StaffCaller,
  stayId: number,
  bedId: number,
  now: Date,
): Promise<TStay> {
  await liveStay(db, caller, stayId);
  const bed = await freeBed(db, caller.clinicId, bedId);
  const at = now.toISOString();
  const today = indiaDate(now);
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await repo.touchLiveStay(trx, stayId, at))) throw discharged();
      const from = await repo.closeLivePeriod(trx, stayId, today, at);
      if (from === bed.bed_id) throw AppError.conflict('bed_id', 'WARD.SAME_BED', 'The patient is in this bed.');
      // The bed left is marked before the new one is taken: two transfers swapping beds never wait on each other.
      if (from !== null) await beds.setCleaning(trx, from, at);
      if (!(await beds.claimBed(trx, caller.clinicId, bed.bed_id, at))) throw bedNotFree();
      await repo.insertPeriod(trx, {
        clinic_id: caller.clinicId,
        stay_id: stayId,
        bed_id: bed.bed_id,
        from_date: today,
        from_at: at,
        daily_charge: bed.daily_charge,
        category_name: bed.category_name,
        category_name_guj: bed.category_name_guj,
        room_number: bed.room_number,
        bed_label: bed.label,
        moved_by: caller.staffId,
      });
    });
  } catch (err) {
    throw raceLost(err) ?? err;
  }
  return getStay(db, caller, stayId);
}

const summaryValues = (body: z.output<typeof ZSummarySave>, doctorId: number): repo.SummaryValues => ({
  summary_diagnosis: body.diagnosis,
  summary_treatment: body.treatment,
  summary_condition: body.condition,
  summary_advice: body.advice,
  summary_follow_up: body.follow_up_date,
  summary_doctor_id: doctorId,
});

function checkFollowUp(body: z.output<typeof ZSummarySave>, today: string) {
  if (body.follow_up_date !== null && body.follow_up_date < today) {
    throw AppError.validation('follow_up_date', 'WARD.SUMMARY.FOLLOW_UP_PAST', 'The follow-up date has passed.');
  }
}

/** A doctor writes (or rewrites) the discharge summary while the patient is admitted. */
export async function saveSummary(
  db: Kysely<DB>,
  caller: StaffCaller,
  stayId: number,
  body: z.output<typeof ZSummarySave>,
  now: Date,
): Promise<TStay> {
  await liveStay(db, caller, stayId);
  checkFollowUp(body, indiaDate(now));
  if (!(await repo.saveSummary(db, stayId, summaryValues(body, caller.staffId), now.toISOString()))) {
    throw discharged();
  }
  return getStay(db, caller, stayId);
}

/**
 * Discharges once: the stay stops being live (a conditional update — a second discharge, or one racing it, is a
 * 409 and writes nothing), its bed goes to cleaning, its chart after today is dropped, and the final bill is
 * issued with the next number, all in one transaction.
 */
export async function dischargeStay(
  db: Kysely<DB>,
  caller: StaffCaller,
  stayId: number,
  body: { summary?: z.output<typeof ZSummarySave> | undefined },
  now: Date,
): Promise<TStay> {
  if (body.summary && caller.department !== DEPARTMENT.DOCTOR) {
    throw AppError.forbidden('WARD.ROLE_DOCTOR_ONLY', 'Only a doctor writes the discharge summary.');
  }
  const stay = await liveStay(db, caller, stayId);
  const today = indiaDate(now);
  if (body.summary) checkFollowUp(body.summary, today);
  else if (!stay.summary_diagnosis) {
    throw AppError.conflict('summary', 'WARD.SUMMARY_REQUIRED', 'A doctor must write the discharge summary first.');
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (body.summary && !(await repo.saveSummary(trx, stayId, summaryValues(body.summary, caller.staffId), at))) {
      throw discharged();
    }
    if (!(await repo.dischargeStay(trx, stayId, caller.staffId, today, at))) throw discharged();
    const bed = await repo.closeLivePeriod(trx, stayId, today, at);
    if (bed !== null) await beds.setCleaning(trx, bed, at);
    await diet.dropAfter(trx, stayId, today);
    const issued = await issueBill(trx, caller, stay, today, at);
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'ward_stay.discharged',
      entity: 'ward_stays',
      entityId: stayId,
      before: { live: 1, bed_id: bed },
      after: { discharge_date: today, bill: issued.bill_number, total: issued.total, clinic_id: caller.clinicId },
      at,
    });
  });
  return getStay(db, caller, stayId);
}

export async function getStay(db: Db, caller: StaffCaller, stayId: number): Promise<TStay> {
  const stay = await repo.findStay(db, caller.clinicId, stayId);
  if (!stay) throw stayNotFound();
  const [patient, doctors, periods, bill] = await Promise.all([
    link.patientOf(db, caller.clinicId, stay.patient_id),
    link.doctorsOf(db, caller.clinicId),
    repo.periodsOf(db, stayId),
    repo.billOfStay(db, caller.clinicId, stayId),
  ]);
  const doctorName = (id: number | null) => (id === null ? '' : (doctors.get(id)?.name ?? ''));
  return {
    stay_id: stay.stay_id,
    status: stay.live === 1 ? 'admitted' : 'discharged',
    patient_id: stay.patient_id,
    patient_name: patient?.name ?? '',
    patient_name_guj: patient?.name_guj ?? null,
    case_no: patient?.case_no ?? '',
    patient_phone: patient?.phone ?? null,
    doctor_id: stay.doctor_id,
    doctor_name: doctorName(stay.doctor_id),
    admission_date: stay.admission_date,
    admitted_at: stay.admitted_at,
    reason: stay.reason,
    diagnosis: stay.diagnosis,
    is_jain: stay.is_jain === 1,
    discharge_date: stay.discharge_date,
    discharged_at: stay.discharged_at,
    periods: periods.map((p) => ({
      period_id: p.period_id,
      bed_id: p.bed_id,
      room_number: p.room_number,
      bed_label: p.bed_label,
      category_name: p.category_name,
      category_name_guj: p.category_name_guj,
      daily_charge: p.daily_charge,
      from_date: p.from_date,
      to_date: p.to_date,
      current: p.live === 1,
    })),
    summary:
      stay.summary_diagnosis === null
        ? null
        : {
            diagnosis: stay.summary_diagnosis,
            treatment: stay.summary_treatment ?? '',
            condition: stay.summary_condition ?? '',
            advice: stay.summary_advice,
            follow_up_date: stay.summary_follow_up,
            doctor_id: stay.summary_doctor_id ?? 0,
            doctor_name: doctorName(stay.summary_doctor_id),
          },
    bill: bill
      ? {
          bill_id: bill.bill_id,
          bill_number: billLabel(bill.financial_year, bill.bill_no),
          bill_date: bill.bill_date,
          total: bill.total,
        }
      : null,
  };
}

export async function listStays(db: Db, caller: StaffCaller, query: z.output<typeof ZStayListQuery>) {
  const admitted = query.status === 'admitted';
  const page = await repo.stayPage(db, caller.clinicId, admitted, query.page, STAYS_PAGE_SIZE);
  const ids = page.rows.map((r) => r.stay_id);
  const [patients, last, bills] = await Promise.all([
    link.patientsById(
      db,
      caller.clinicId,
      page.rows.map((r) => r.patient_id),
    ),
    repo.lastPeriods(db, ids),
    repo.billsOfStays(db, ids),
  ]);
  const billOf = new Map(bills.map((b) => [b.stay_id, b]));
  const rows: TStayRow[] = page.rows.map((r) => {
    const patient = patients.get(r.patient_id);
    const period = last.get(r.stay_id);
    const bill = billOf.get(r.stay_id);
    return {
      stay_id: r.stay_id,
      patient_id: r.patient_id,
      patient_name: patient?.name ?? '',
      patient_name_guj: patient?.name_guj ?? null,
      case_no: patient?.case_no ?? '',
      admission_date: r.admission_date,
      discharge_date: r.discharge_date,
      room_number: period?.room_number ?? '',
      bed_label: period?.bed_label ?? '',
      is_jain: r.is_jain === 1,
      bill_number: bill ? billLabel(bill.financial_year, bill.bill_no) : null,
      total: bill?.total ?? null,
    };
  });
  return { rows, total: page.total, page: query.page };
}

/** The id of the patient's live stay in the clinic, or null: what other modules ask before charging a stay. */
export async function liveStayIdOf(db: Db, clinicId: number, patientId: number): Promise<number | null> {
  return (await repo.liveStayOf(db, clinicId, patientId))?.stay_id ?? null;
}

/**
 * The number of the issued in-patient bill that already charges any of a source's records (e.g. the lab's order
 * items), or null: a module asks before taking money for what a stay's bill may hold.
 */
export async function billNumberCharging(
  db: Db,
  clinicId: number,
  source: string,
  sourceIds: readonly number[],
): Promise<string | null> {
  if (sourceIds.length === 0) return null;
  const [first] = await repo.billedLines(db, clinicId, source, sourceIds);
  return first ? billLabel(first.financial_year, first.bill_no) : null;
}
