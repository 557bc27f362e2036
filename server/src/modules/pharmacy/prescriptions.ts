import { indiaDate } from '@gd/contracts/india-time';
import type { TPrescriptions } from '@gd/contracts/schemas/clinic-pharmacy';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import * as link from './links';
import { sellable } from './pick';
import * as repo from './repo';
import * as stock from './stock-repo';

/** How many of a patient's latest visits the counter looks through for prescriptions. */
const RECENT_VISITS = 10;

/**
 * What the counter dispenses against (decision 95): a patient's prescriptions of their latest visits (the consult
 * module's), each line with the pharmacy item its medicine maps to (`pharmacy_items.medicine_id`), the units on
 * hand and the batch a sale would take first. A medicine the pharmacy does not stock has no item.
 */
export async function prescriptionsOf(db: Db, clinicId: number, patientId: number, now: Date): Promise<TPrescriptions> {
  const patient = await link.patientOf(db, clinicId, patientId);
  if (!patient) throw AppError.notFound('PHARMACY.DISPENSE.PATIENT_NOT_FOUND', 'No such patient in this clinic.');
  const [visits, doctors] = await Promise.all([
    link.recentVisits(db, clinicId, patientId, RECENT_VISITS),
    link.doctorNames(db, clinicId),
  ]);
  const consultations = await Promise.all(visits.map((v) => link.consultationOf(db, clinicId, v.visit_id)));
  const written = visits.flatMap((v, i) => {
    const c = consultations[i];
    return c && c.lines.length > 0 ? [{ visit: v, lines: c.lines }] : [];
  });
  const medicineIds = [...new Set(written.flatMap((w) => w.lines.map((l) => l.medicine_id)))];
  const items = await repo.itemsOfMedicines(db, clinicId, medicineIds);
  const batches = await stock.batchesWithUnits(
    db,
    clinicId,
    items.map((i) => Number(i.item_id)),
  );
  const today = indiaDate(now);
  const itemOf = new Map(
    items.map((i) => {
      const own = sellable(
        batches.filter((b) => b.item_id === Number(i.item_id)),
        today,
      );
      const next = own[0];
      return [
        i.medicine_id!,
        {
          item_id: Number(i.item_id),
          name: i.name,
          name_guj: i.name_guj,
          unit: i.unit,
          on_hand: own.reduce((s, b) => s + b.quantity, 0),
          next_batch: next
            ? {
                batch_id: Number(next.batch_id),
                batch_no: next.batch_no,
                expiry_date: next.expiry_date,
                mrp: next.mrp,
                quantity: next.quantity,
                expired: false,
              }
            : null,
        },
      ];
    }),
  );
  return {
    patient_id: patientId,
    patient_name: patient.name,
    patient_name_guj: patient.name_guj,
    case_no: patient.case_no,
    rows: written.map(({ visit, lines }) => ({
      visit_id: visit.visit_id,
      visit_date: visit.visit_date,
      doctor_name: doctors.get(visit.doctor_id) ?? '',
      lines: lines.map((l) => ({
        medicine_id: l.medicine_id,
        medicine_name: l.medicine_name,
        medicine_name_guj: l.medicine_name_guj,
        dose: l.dose,
        unit: l.unit,
        frequency: l.frequency,
        duration_days: l.duration_days,
        item: itemOf.get(l.medicine_id) ?? null,
      })),
    })),
  };
}
