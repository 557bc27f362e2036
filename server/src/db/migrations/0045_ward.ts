import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Issue 21 points 1 and 2 (the `ward` module, decision 98): a clinic's own room categories with their daily
 * charge, its rooms and beds, in-patient stays with the bed periods they are charged by, the discharge's final
 * bill with its lines and a gap-free number per clinic per financial year, and the diet chart (a version per stay
 * and day, its items per meal).
 *
 * The database decides who gets a bed: a live stay (`live` = 1) is unique per patient, and a live bed period is
 * unique per bed and per stay (partial unique indexes), so of many admissions to one bed, or of one patient to
 * many beds, exactly one commits. Discharging sets `live` to null on both; a discharged bed waits in cleaning.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);
  await timestamps(
    d,
    idColumn(d, db.schema.createTable('ward_room_categories'), 'category_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('daily_charge', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('ward_room_categories_name_uq')
    .on('ward_room_categories')
    .columns(['clinic_id', 'name'])
    .unique()
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('ward_rooms'), 'room_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('room_number', 'text', (c) => c.notNull())
      .addColumn('floor', 'integer')
      .addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('is_ac', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('ward_rooms_number_uq')
    .on('ward_rooms')
    .columns(['clinic_id', 'room_number'])
    .unique()
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('ward_beds'), 'bed_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('room_id', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('cleaning', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('ward_beds_label_uq').on('ward_beds').columns(['room_id', 'label']).unique().execute();
  await db.schema.createIndex('ward_beds_clinic_ix').on('ward_beds').columns(['clinic_id', 'room_id']).execute();

  await timestamps(
    d,
    timestampColumn(
      d,
      timestampColumn(
        d,
        idColumn(d, db.schema.createTable('ward_stays'), 'stay_id')
          .addColumn('clinic_id', 'integer', (c) => c.notNull())
          .addColumn('patient_id', 'integer', (c) => c.notNull())
          .addColumn('doctor_id', 'integer', (c) => c.notNull())
          .addColumn('admission_date', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('diagnosis', 'text')
          .addColumn('is_jain', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('live', 'integer')
          .addColumn('admitted_by', 'integer', (c) => c.notNull())
          .addColumn('discharge_date', 'text')
          .addColumn('discharged_by', 'integer')
          .addColumn('summary_diagnosis', 'text')
          .addColumn('summary_treatment', 'text')
          .addColumn('summary_condition', 'text')
          .addColumn('summary_advice', 'text')
          .addColumn('summary_follow_up', 'text')
          .addColumn('summary_doctor_id', 'integer'),
        'admitted_at',
        { notNull: true },
      ),
      'discharged_at',
    ),
  ).execute();
  await sql`create unique index ward_stays_live_patient_uq on ward_stays (patient_id) where live = 1`.execute(db);
  await db.schema.createIndex('ward_stays_clinic_ix').on('ward_stays').columns(['clinic_id', 'live']).execute();
  await db.schema.createIndex('ward_stays_patient_ix').on('ward_stays').columns(['clinic_id', 'patient_id']).execute();

  await timestampColumn(
    d,
    timestampColumn(
      d,
      idColumn(d, db.schema.createTable('ward_bed_periods'), 'period_id')
        .addColumn('clinic_id', 'integer', (c) => c.notNull())
        .addColumn('stay_id', 'integer', (c) => c.notNull())
        .addColumn('bed_id', 'integer', (c) => c.notNull())
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('to_date', 'text')
        .addColumn('daily_charge', 'integer', (c) => c.notNull())
        .addColumn('category_name', 'text', (c) => c.notNull())
        .addColumn('category_name_guj', 'text')
        .addColumn('room_number', 'text', (c) => c.notNull())
        .addColumn('bed_label', 'text', (c) => c.notNull())
        .addColumn('live', 'integer')
        .addColumn('moved_by', 'integer', (c) => c.notNull()),
      'from_at',
      { notNull: true },
    ),
    'to_at',
  ).execute();
  await sql`create unique index ward_bed_periods_live_bed_uq on ward_bed_periods (bed_id) where live = 1`.execute(db);
  await sql`create unique index ward_bed_periods_live_stay_uq on ward_bed_periods (stay_id) where live = 1`.execute(db);
  await db.schema.createIndex('ward_bed_periods_stay_ix').on('ward_bed_periods').columns(['stay_id']).execute();

  await db.schema
    .createTable('ward_bill_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ward_bill_counters_pk', ['clinic_id', 'financial_year'])
    .execute();

  await timestampColumn(
    d,
    idColumn(d, db.schema.createTable('ward_bills'), 'bill_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('stay_id', 'integer', (c) => c.notNull())
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('bill_no', 'integer', (c) => c.notNull())
      .addColumn('bill_date', 'text', (c) => c.notNull())
      .addColumn('room_days', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.notNull()),
    'created_at',
    { defaultNow: true, notNull: true },
  ).execute();
  await db.schema.createIndex('ward_bills_stay_uq').on('ward_bills').columns(['stay_id']).unique().execute();
  await db.schema
    .createIndex('ward_bills_number_uq')
    .on('ward_bills')
    .columns(['clinic_id', 'financial_year', 'bill_no'])
    .unique()
    .execute();

  await idColumn(d, db.schema.createTable('ward_bill_lines'), 'line_id')
    .addColumn('bill_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_guj', 'text')
    .addColumn('charge_date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_paise', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ward_bill_lines_bill_ix').on('ward_bill_lines').columns(['bill_id']).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('ward_diet_days'), 'diet_day_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull())
      .addColumn('stay_id', 'integer', (c) => c.notNull())
      .addColumn('diet_date', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('ward_diet_days_day_uq')
    .on('ward_diet_days')
    .columns(['stay_id', 'diet_date'])
    .unique()
    .execute();

  await idColumn(d, db.schema.createTable('ward_diet_entries'), 'entry_id')
    .addColumn('clinic_id', 'integer', (c) => c.notNull())
    .addColumn('stay_id', 'integer', (c) => c.notNull())
    .addColumn('diet_date', 'text', (c) => c.notNull())
    .addColumn('meal', 'integer', (c) => c.notNull())
    .addColumn('diet_item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_paise', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('ward_diet_entries_item_uq')
    .on('ward_diet_entries')
    .columns(['stay_id', 'diet_date', 'meal', 'diet_item_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ward_diet_entries_day_ix')
    .on('ward_diet_entries')
    .columns(['clinic_id', 'diet_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ward_diet_entries',
    'ward_diet_days',
    'ward_bill_lines',
    'ward_bills',
    'ward_bill_counters',
    'ward_bed_periods',
    'ward_stays',
    'ward_beds',
    'ward_rooms',
    'ward_room_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
