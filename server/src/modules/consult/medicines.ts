import type { z } from 'zod';
import type { TMedicine, ZMedicineInput } from '@gd/contracts/schemas/clinic-consult';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

/**
 * A clinic's medicine master (issue 20 point 6): kept by its doctors and its administrator, read by its
 * clinicians. A medicine is never deleted (prescriptions name it): it is retired (`is_active` false) and no longer
 * offered. One name per clinic, whatever its case or spacing (409).
 */
type Row = Awaited<ReturnType<typeof repo.medicines>>[number];

export const medicineView = (r: Row): TMedicine => ({
  medicine_id: Number(r.medicine_id),
  name: r.name,
  name_guj: r.name_guj,
  form: r.form,
  default_dose: r.default_dose,
  unit: r.unit,
  is_active: r.is_active === 1,
});

export async function listMedicines(db: Db, clinicId: number, q: string | undefined, all: boolean) {
  return (await repo.medicines(db, clinicId, { q, all })).map(medicineView);
}

const values = (body: z.output<typeof ZMedicineInput>): repo.MedicineValues => ({
  name: body.name.replace(/\s+/g, ' '),
  name_guj: body.name_guj,
  form: body.form,
  default_dose: body.default_dose,
  unit: body.unit,
  is_active: body.is_active ? 1 : 0,
});

const duplicate = () =>
  AppError.conflict('name', 'CONSULT.MEDICINE.DUPLICATE', 'This medicine is already in the list.');

async function fetchOne(db: Db, clinicId: number, id: number): Promise<TMedicine> {
  const [row] = await repo.medicinesByIds(db, clinicId, [id]);
  if (!row) throw AppError.notFound('CONSULT.MEDICINE_NOT_FOUND', 'No such medicine in this clinic.');
  return medicineView(row);
}

export async function createMedicine(db: Db, clinicId: number, body: z.output<typeof ZMedicineInput>, now: Date) {
  try {
    const id = await repo.insertMedicine(db, clinicId, values(body), now.toISOString());
    return await fetchOne(db, clinicId, id);
  } catch (err) {
    if (uniqueViolationColumn(err)) throw duplicate();
    throw err;
  }
}

export async function updateMedicine(
  db: Db,
  clinicId: number,
  id: number,
  body: z.output<typeof ZMedicineInput>,
  now: Date,
) {
  let found: boolean;
  try {
    found = await repo.updateMedicine(db, clinicId, id, values(body), now.toISOString());
  } catch (err) {
    if (uniqueViolationColumn(err)) throw duplicate();
    throw err;
  }
  if (!found) throw AppError.notFound('CONSULT.MEDICINE_NOT_FOUND', 'No such medicine in this clinic.');
  return fetchOne(db, clinicId, id);
}
