import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { type Dialect, dialectOf, idColumn, timestamps } from './kit';

/**
 * The master tables of the practitioner and clinic side (spec §3), reached only through the generic record API's
 * registry, plus the staff link (a user working in a department / doctor sub-department; spec §7 staffBySubDept).
 * Departments (reception 1, doctor 2, panchakarma 4, lab 19) and payment modes (1 Cash, 2 Card) are reference data
 * with ids fixed by the spec, so they are inserted here, in every installation.
 */

type Col = [name: string, type: 'text' | 'integer', opts?: { notNull?: boolean; default?: number; ref?: string }];

async function create(db: Kysely<any>, d: Dialect, table: string, pk: string, cols: Col[]): Promise<void> {
  let t: CreateTableBuilder<string, any> = idColumn(d, db.schema.createTable(table), pk);
  for (const [name, type, opts = {}] of cols) {
    t = t.addColumn(name, type, (c) => {
      let col = c;
      if (opts.notNull) col = col.notNull();
      if (opts.default !== undefined) col = col.defaultTo(opts.default);
      if (opts.ref) col = col.references(opts.ref);
      return col;
    });
  }
  await timestamps(d, t).execute();
}

const bilingualName: Col[] = [
  ['name', 'text', { notNull: true }],
  ['name_guj', 'text'],
];
const active: Col = ['is_active', 'integer', { notNull: true, default: 1 }];

async function index(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}`)
    .on(table)
    .columns(columns)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await create(db, d, 'departments', 'department_id', [...bilingualName, active]);
  await create(db, d, 'payment_modes', 'payment_mode_id', [...bilingualName, active]);
  await create(db, d, 'master_medical_degrees', 'degree_id', [
    ['name', 'text', { notNull: true }],
    ['full_name', 'text'],
    active,
  ]);
  await create(db, d, 'master_type_of_services', 'service_type_id', [...bilingualName, active]);
  await create(db, d, 'master_specialties', 'specialty_id', [...bilingualName, active]);
  await create(db, d, 'doctor_sub_departments', 'doctor_sub_department_id', [
    ['department_id', 'integer', { notNull: true, ref: 'departments.department_id' }],
    ...bilingualName,
    active,
  ]);
  await index(db, 'doctor_sub_departments', ['department_id']);

  await create(db, d, 'practitioners', 'practitioner_id', [
    ...bilingualName,
    ['photo', 'text'],
    ['degree_id', 'integer', { ref: 'master_medical_degrees.degree_id' }],
    ['specialty_id', 'integer', { ref: 'master_specialties.specialty_id' }],
    ['department_id', 'integer', { ref: 'departments.department_id' }],
    ['experience_years', 'integer'],
    ['consultation_fee', 'integer'],
    ['phone', 'text'],
    ['city', 'text'],
    ['about', 'text'],
    ['is_approve', 'integer', { notNull: true, default: 0 }],
    active,
  ]);
  await index(db, 'practitioners', ['specialty_id']);
  await index(db, 'practitioners', ['degree_id']);
  await index(db, 'practitioners', ['is_active', 'is_approve']);

  await create(db, d, 'practitioner_professional_info', 'professional_info_id', [
    ['practitioner_id', 'integer', { notNull: true, ref: 'practitioners.practitioner_id' }],
    ['clinic_name', 'text', { notNull: true }],
    ['clinic_address', 'text'],
    ['registration_council', 'text'],
    ['registration_number', 'text'],
    ['service_type_id', 'integer', { ref: 'master_type_of_services.service_type_id' }],
    ['languages', 'text'],
    ['timings', 'text'],
  ]);
  await index(db, 'practitioner_professional_info', ['practitioner_id']);

  await create(db, d, 'practitioner_personal_info', 'personal_info_id', [
    ['practitioner_id', 'integer', { notNull: true, ref: 'practitioners.practitioner_id' }],
    ['date_of_birth', 'text'],
    ['sex', 'integer'],
    ['personal_phone', 'text'],
    ['personal_email', 'text'],
    ['home_address', 'text'],
    ['emergency_contact_name', 'text'],
    ['emergency_contact_phone', 'text'],
  ]);
  await index(db, 'practitioner_personal_info', ['practitioner_id']);

  await create(db, d, 'banners', 'banner_id', [
    ['title', 'text', { notNull: true }],
    ['title_guj', 'text'],
    ['image_url', 'text', { notNull: true }],
    ['link_url', 'text'],
    ['sort_order', 'integer', { notNull: true, default: 0 }],
    ['starts_on', 'text'],
    ['ends_on', 'text'],
    active,
  ]);

  await create(db, d, 'user_book_appointments', 'appointment_id', [
    ['patient_name', 'text', { notNull: true }],
    ['patient_phone', 'text', { notNull: true }],
    ['sex', 'integer'],
    ['practitioner_id', 'integer', { notNull: true, ref: 'practitioners.practitioner_id' }],
    ['department_id', 'integer', { ref: 'departments.department_id' }],
    ['appointment_date', 'text', { notNull: true }],
    ['time_slot', 'text', { notNull: true }],
    ['appointment_type', 'integer', { notNull: true }],
    ['booking_mode', 'integer', { notNull: true }],
    ['booked_by', 'integer', { notNull: true }],
    ['notes', 'text'],
  ]);
  await index(db, 'user_book_appointments', ['practitioner_id', 'appointment_date']);
  await index(db, 'user_book_appointments', ['appointment_date']);

  await create(db, d, 'practitioner_answers', 'answer_id', [
    ['practitioner_id', 'integer', { notNull: true, ref: 'practitioners.practitioner_id' }],
    ['question', 'text', { notNull: true }],
    ['answer', 'text', { notNull: true }],
    ['is_approve', 'integer', { notNull: true, default: 0 }],
  ]);
  await index(db, 'practitioner_answers', ['practitioner_id']);

  await create(db, d, 'room_categories', 'room_category_id', [
    ...bilingualName,
    ['daily_charge', 'integer', { notNull: true }],
    ['description', 'text'],
    active,
  ]);
  await create(db, d, 'rooms', 'room_id', [
    ['room_number', 'text', { notNull: true }],
    ['room_category_id', 'integer', { notNull: true, ref: 'room_categories.room_category_id' }],
    ['floor', 'integer'],
    ['bed_count', 'integer', { notNull: true, default: 1 }],
    ['is_ac', 'integer', { notNull: true, default: 0 }],
    active,
  ]);
  await index(db, 'rooms', ['room_category_id']);
  await index(db, 'rooms', ['room_number']);

  await create(db, d, 'diet_items', 'diet_item_id', [
    ...bilingualName,
    ['serving', 'text'],
    ['calories', 'integer'],
    ['price', 'integer'],
    ['is_jain', 'integer', { notNull: true, default: 0 }],
    active,
  ]);
  await create(db, d, 'therapies', 'therapy_id', [
    ...bilingualName,
    ['department_id', 'integer', { ref: 'departments.department_id' }],
    ['duration_minutes', 'integer'],
    ['price', 'integer'],
    ['description', 'text'],
    active,
  ]);
  await create(db, d, 'yoga', 'yoga_id', [
    ...bilingualName,
    ['duration_minutes', 'integer'],
    ['benefits', 'text'],
    active,
  ]);
  await create(db, d, 'suppliers', 'supplier_id', [
    ['name', 'text', { notNull: true }],
    ['contact_person', 'text'],
    ['phone', 'text', { notNull: true }],
    ['email', 'text'],
    ['gstin', 'text'],
    ['gst_type', 'integer', { notNull: true, default: 1 }],
    ['approval_level', 'integer', { notNull: true, default: 0 }],
    ['address', 'text'],
    ['city', 'text'],
    active,
  ]);

  await create(db, d, 'staff', 'staff_id', [
    ['user_id', 'integer', { notNull: true, ref: 'users.user_id' }],
    ['department_id', 'integer', { notNull: true, ref: 'departments.department_id' }],
    ['doctor_sub_department_id', 'integer', { ref: 'doctor_sub_departments.doctor_sub_department_id' }],
    ['designation', 'text'],
    active,
  ]);
  await db.schema.createIndex('staff_user').unique().on('staff').column('user_id').execute();
  await index(db, 'staff', ['doctor_sub_department_id', 'is_active']);
  await index(db, 'staff', ['department_id']);

  // Reference data with the spec's ids (§6 departments, §9 payment modes).
  await db
    .insertInto('departments')
    .values([
      { department_id: 1, name: 'Reception', name_guj: 'રિસેપ્શન' },
      { department_id: 2, name: 'Doctor', name_guj: 'ડૉક્ટર' },
      { department_id: 4, name: 'Panchakarma', name_guj: 'પંચકર્મ' },
      { department_id: 19, name: 'Lab', name_guj: 'લેબોરેટરી' },
    ])
    .execute();
  await db
    .insertInto('payment_modes')
    .values([
      { payment_mode_id: 1, name: 'Cash', name_guj: 'રોકડ' },
      { payment_mode_id: 2, name: 'Card', name_guj: 'કાર્ડ' },
    ])
    .execute();
  if (d === 'postgres') {
    // Explicit ids do not move an identity's sequence: move it past them so the next insert does not collide.
    for (const [table, pk] of [
      ['departments', 'department_id'],
      ['payment_modes', 'payment_mode_id'],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${pk}), (select max(${sql.ref(pk)}) from ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'staff',
    'suppliers',
    'yoga',
    'therapies',
    'diet_items',
    'rooms',
    'room_categories',
    'practitioner_answers',
    'user_book_appointments',
    'banners',
    'practitioner_personal_info',
    'practitioner_professional_info',
    'practitioners',
    'doctor_sub_departments',
    'master_specialties',
    'master_type_of_services',
    'master_medical_degrees',
    'payment_modes',
    'departments',
  ])
    await db.schema.dropTable(t).execute();
}
