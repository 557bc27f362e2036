import type { Kysely } from 'kysely';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as clinics from '../clinic/lookup-service';
import { listStaff } from '../clinic/staff-service';
import * as visits from '../opd/lookup-service';
import * as records from '../records/service';

/**
 * What the therapy module needs of other modules, asked through their services only and always bounded by the
 * caller's clinic: patients and staff (`clinic`), the visit a course is prescribed at (`opd`), the therapies and
 * yoga masters with duration and price (`records`).
 */

export const patientsById = (db: Db, clinicId: number, ids: readonly number[]) =>
  clinics.patientsById(db, clinicId, ids);

export const visitOf = (db: Db, clinicId: number, visitId: number) => visits.visitOf(db, clinicId, visitId);

export interface StaffName {
  staff_id: number;
  name: string;
  department_id: number;
  is_active: boolean;
}

/** Every staff member of the clinic (active or not) with their name and department. */
export async function staffOf(db: Db, clinicId: number): Promise<Map<number, StaffName>> {
  const { rows } = await listStaff(db, clinicId);
  return new Map(
    rows.map((s) => [
      s.staff_id,
      { staff_id: s.staff_id, name: s.name, department_id: s.department_id, is_active: s.is_active },
    ]),
  );
}

/** The clinic's therapists: active staff of the panchakarma department (4), by name. */
export function therapistsIn(staff: Map<number, StaffName>): StaffName[] {
  return [...staff.values()]
    .filter((s) => s.is_active && s.department_id === DEPARTMENT.PANCHAKARMA)
    .sort((a, b) => a.name.localeCompare(b.name) || a.staff_id - b.staff_id);
}

export const courseMasters = (db: Db) => records.courseMasters(db as Kysely<DB>);
