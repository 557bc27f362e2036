import { patientAge } from '@gd/contracts/clinic';
import type { Db } from '../../db/sql';
import type { StaffCaller } from '../clinic/guards';
import * as clinics from '../clinic/lookup-service';
import { listStaff } from '../clinic/staff-service';
import { refusal } from '../consult/service';
import * as visits from '../opd/lookup-service';
import { billNumberCharging } from '../ward/stay-service';

/**
 * What the lab needs of other modules, asked through their services only: the visit (`opd`), whether the caller
 * may consult it now (`consult`, decision 90's rule: the visit's own doctor while it is engaged, or checked out on
 * its day), the patient's name, case number, sex and birth and the clinic's card and staff names (`clinic`), the
 * in-patient bill that already charges an order's tests (`ward`). Every
 * answer is bounded by the caller's clinic, so another clinic's visit or patient is simply absent.
 */
export type { VisitCard } from '../opd/lookup-service';

export const visitOf = (db: Db, clinicId: number, visitId: number) => visits.visitOf(db, clinicId, visitId);

/** Null when the caller may consult (and so order tests for) this visit now; otherwise why not. */
export const consultRefusal = (caller: StaffCaller, visit: visits.VisitCard, today: string) =>
  refusal(caller, visit, today);

export const patientsById = (db: Db, clinicId: number, ids: readonly number[]) =>
  clinics.patientsById(db, clinicId, ids);

export const clinicCard = (db: Db, clinicId: number) => clinics.clinicCard(db, clinicId);

/** The patient's sex and age in full years on `day` (an India date); null for another clinic's patient. */
export async function sexAndAge(db: Db, clinicId: number, patientId: number, day: string) {
  const birth = (await clinics.patientBirths(db, clinicId, [patientId])).get(patientId);
  return birth ? { sex: birth.sex, age: Math.max(0, patientAge(birth, day)) } : null;
}

/** Every staff member's name (active or not: an old report still names who approved it), by staff id. */
export async function staffNames(db: Db, clinicId: number): Promise<Map<number, string>> {
  const { rows } = await listStaff(db, clinicId);
  return new Map(rows.map((s) => [s.staff_id, s.name]));
}

/** The number of the issued in-patient bill that charges any of these order items, or null. */
export const inPatientBillOf = (db: Db, clinicId: number, itemIds: readonly number[]) =>
  billNumberCharging(db, clinicId, 'lab', itemIds);
