import type { Db } from '../../db/sql';

/**
 * What the OPD desk needs of the `clinic` module (tenants, staff, patients): asked through its service only.
 */
export interface Named {
  name: string;
  name_guj: string | null;
}

export async function isDoctorOf(_db: Db, _clinicId: number, _doctorId: number): Promise<boolean> {
  throw new Error('the clinic module is not merged yet');
}
export async function isPatientOf(_db: Db, _clinicId: number, _patientId: number): Promise<boolean> {
  throw new Error('the clinic module is not merged yet');
}
export async function patientNames(_db: Db, _clinicId: number, _ids: number[]): Promise<Map<number, Named>> {
  throw new Error('the clinic module is not merged yet');
}
export async function doctorsOf(_db: Db, _clinicId: number): Promise<(Named & { doctor_id: number })[]> {
  throw new Error('the clinic module is not merged yet');
}
export async function clinicName(_db: Db, _clinicId: number): Promise<Named & { address: string | null }> {
  throw new Error('the clinic module is not merged yet');
}
export async function patientForReceipt(
  _db: Db,
  _clinicId: number,
  _patientId: number,
): Promise<(Named & { phone: string | null; case_no: string | null }) | null> {
  throw new Error('the clinic module is not merged yet');
}
