import type { Kysely } from 'kysely';
import { formatCaseNo } from '@gd/contracts/clinic';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import * as lookup from './lookup-repo';
import { type ClinicCard, clinicCards } from './memory';
import { listDoctors } from './staff-service';

/**
 * What other modules read of a clinic (the `opd` module: names on the queue, the receipt's header): every answer
 * is bounded by the clinic, so another clinic's patient is simply absent.
 */
export interface PatientCard {
  patient_id: number;
  name: string;
  name_guj: string | null;
  phone: string | null;
  case_no: string;
}

export async function patientsById(
  db: Db,
  clinicId: number,
  ids: readonly number[],
): Promise<Map<number, PatientCard>> {
  const rows = await lookup.patientsByIds(db, clinicId, [...new Set(ids)]);
  return new Map(
    rows.map((p) => [
      p.patient_id,
      {
        patient_id: p.patient_id,
        name: p.name,
        name_guj: p.name_guj,
        phone: p.phone,
        case_no: formatCaseNo(p.case_year, p.case_seq),
      },
    ]),
  );
}

/** The clinic's names, address and phone (for the queue and receipts), from memory (memory.ts). */
export function clinicCard(db: Db, clinicId: number): Promise<ClinicCard> {
  return clinicCards(db).get(String(clinicId), async () => {
    const row = await lookup.clinicById(db, clinicId);
    return {
      name: row?.name ?? '',
      name_guj: row?.name_guj ?? null,
      address: row?.address ?? null,
      phone: row?.phone ?? null,
    };
  });
}

/** The clinic's active doctors (staff of department 2), as `listDoctors` answers them. */
export const activeDoctors = (db: Kysely<DB>, clinicId: number) => listDoctors(db, clinicId);

/** Sex (1 male, 2 female) and birth (date, or the estimated year) of patients of the clinic, by id (the lab). */
export async function patientBirths(
  db: Db,
  clinicId: number,
  ids: readonly number[],
): Promise<Map<number, { sex: number; dob: string | null; birth_year: number }>> {
  const rows = await lookup.patientBirthsByIds(db, clinicId, [...new Set(ids)]);
  return new Map(rows.map((p) => [p.patient_id, { sex: p.sex, dob: p.dob, birth_year: p.birth_year }]));
}
