import type { Kysely } from 'kysely';
import { dialectOf, idColumn, timestamps } from './kit';

/**
 * Issue 20 point 6 (the `consult` module, decision 90): a clinic's medicine master, one consultation per OPD
 * visit (the unique index on visit_id makes a repeated or simultaneous first save one row), its prescription
 * lines and its advice (diet items, yoga, therapies of the `records` masters, by id). Clinics, staff, patients
 * and visits belong to other modules: their ids are kept here without foreign keys to their tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_medicines'), 'medicine_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('form', 'integer', (c) => c.notNull())
      .addColumn('default_dose', 'text')
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('clinic_medicines_name_uq')
    .unique()
    .on('clinic_medicines')
    .columns(['clinic_id', 'name_key'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_consultations'), 'consultation_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('visit_id', 'integer', (c) => c.notNull())
      .addColumn('patient_id', 'integer', (c) => c.notNull())
      .addColumn('doctor_id', 'integer', (c) => c.notNull())
      .addColumn('complaints', 'text')
      .addColumn('examination', 'text')
      .addColumn('prakriti', 'integer')
      .addColumn('vikriti', 'integer')
      .addColumn('diagnosis', 'text')
      .addColumn('advice', 'text')
      .addColumn('follow_up_date', 'text')
      .addColumn('notes', 'text')
      .addColumn('saved_by', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('clinic_consultations_visit_uq')
    .unique()
    .on('clinic_consultations')
    .column('visit_id')
    .execute();
  await db.schema
    .createIndex('clinic_consultations_patient_ix')
    .on('clinic_consultations')
    .columns(['clinic_id', 'patient_id'])
    .execute();

  await idColumn(d, db.schema.createTable('clinic_prescription_lines'), 'line_id')
    .addColumn('consultation_id', 'integer', (c) =>
      c.notNull().references('clinic_consultations.consultation_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('medicine_id', 'integer', (c) => c.notNull().references('clinic_medicines.medicine_id'))
    .addColumn('dose', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('food_timing', 'integer', (c) => c.notNull())
    .addColumn('instructions', 'text')
    .execute();
  await db.schema
    .createIndex('clinic_prescription_lines_uq')
    .unique()
    .on('clinic_prescription_lines')
    .columns(['consultation_id', 'position'])
    .execute();

  await db.schema
    .createTable('clinic_consultation_advice')
    .addColumn('consultation_id', 'integer', (c) =>
      c.notNull().references('clinic_consultations.consultation_id').onDelete('cascade'),
    )
    /** 1 diet item, 2 yoga, 3 therapy */
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_consultation_advice_pk', ['consultation_id', 'kind', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'clinic_consultation_advice',
    'clinic_prescription_lines',
    'clinic_consultations',
    'clinic_medicines',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
