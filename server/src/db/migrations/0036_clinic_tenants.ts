import { type Kysely, sql } from 'kysely';
import { dialectOf, idColumn, timestampColumn, timestamps } from './kit';

/**
 * Issue 20, decisions 31 and 86: clinics as tenants. A clinic (the spec's `client`) has branches, staff accounts
 * (one clinic and one department each: reception 1, doctor 2, panchakarma 4, lab 19), patients with a case number
 * gap-free per clinic per year (the counter row is raised in the registration's own transaction), and the
 * patients' consents to store health data. The demo clinic is client 1 / branch 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinics'), 'clinic_id')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('business_id', 'integer', (c) => c.references('businesses.business_id').onDelete('set null'))
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_branches'), 'branch_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.clinic_id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('clinic_branches_clinic_ix').on('clinic_branches').column('clinic_id').execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_staff'), 'staff_id')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id'))
      .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.clinic_id'))
      .addColumn('branch_id', 'integer', (c) => c.references('clinic_branches.branch_id'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.department_id'))
      .addColumn('doctor_sub_department_id', 'integer', (c) =>
        c.references('doctor_sub_departments.doctor_sub_department_id'),
      )
      .addColumn('designation', 'text')
      .addColumn('is_clinic_admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('practitioner_id', 'integer', (c) => c.references('practitioners.practitioner_id'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  // One clinic per account: the unique index decides two clinics adding the same account at once.
  await db.schema.createIndex('clinic_staff_user_ux').unique().on('clinic_staff').column('user_id').execute();
  await db.schema
    .createIndex('clinic_staff_clinic_ix')
    .on('clinic_staff')
    .columns(['clinic_id', 'department_id', 'is_active'])
    .execute();

  await db.schema
    .createTable('clinic_case_counters')
    .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.clinic_id'))
    .addColumn('case_year', 'integer', (c) => c.notNull())
    .addColumn('last_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('clinic_case_counters_pk', ['clinic_id', 'case_year'])
    .execute();

  await timestamps(
    d,
    idColumn(d, db.schema.createTable('clinic_patients'), 'patient_id')
      .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.clinic_id'))
      .addColumn('branch_id', 'integer', (c) => c.references('clinic_branches.branch_id'))
      .addColumn('case_year', 'integer', (c) => c.notNull())
      .addColumn('case_seq', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_guj', 'text')
      // the names' search key in Latin letters (platform/search-key.ts), so either script finds either
      .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sex', 'integer', (c) => c.notNull())
      .addColumn('dob', 'text')
      .addColumn('birth_year', 'integer', (c) => c.notNull())
      .addColumn('dob_estimated', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('city_id', 'integer', (c) => c.references('cities.city_id'))
      .addColumn('abha_address', 'text')
      .addColumn('emergency_name', 'text')
      .addColumn('emergency_phone', 'text')
      .addColumn('created_by_staff_id', 'integer', (c) => c.references('clinic_staff.staff_id')),
  ).execute();
  // The case number: the unique index is the last word on a number never being given twice.
  await db.schema
    .createIndex('clinic_patients_case_ux')
    .unique()
    .on('clinic_patients')
    .columns(['clinic_id', 'case_year', 'case_seq'])
    .execute();
  await db.schema
    .createIndex('clinic_patients_phone_ix')
    .on('clinic_patients')
    .columns(['clinic_id', 'phone'])
    .execute();
  await db.schema
    .createIndex('clinic_patients_seq_ix')
    .on('clinic_patients')
    .columns(['clinic_id', 'case_seq'])
    .execute();

  await timestampColumn(
    d,
    timestampColumn(
      d,
      idColumn(d, db.schema.createTable('clinic_patient_consents'), 'consent_id')
        .addColumn('patient_id', 'integer', (c) => c.notNull().references('clinic_patients.patient_id'))
        .addColumn('clinic_id', 'integer', (c) => c.notNull().references('clinics.clinic_id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('given_by_staff_id', 'integer', (c) => c.references('clinic_staff.staff_id'))
        .addColumn('withdrawn_by_staff_id', 'integer', (c) => c.references('clinic_staff.staff_id'))
        .addColumn('withdraw_reason', 'text'),
      'given_at',
      { notNull: true },
    ),
    'withdrawn_at',
  ).execute();
  await db.schema
    .createIndex('clinic_patient_consents_patient_ix')
    .on('clinic_patient_consents')
    .columns(['patient_id', 'consent_id'])
    .execute();
  // At most one consent in force per patient and purpose (a double click records one).
  await sql`create unique index clinic_patient_consents_live_ux on clinic_patient_consents (patient_id, purpose) where withdrawn_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'clinic_patient_consents',
    'clinic_patients',
    'clinic_case_counters',
    'clinic_staff',
    'clinic_branches',
    'clinics',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
