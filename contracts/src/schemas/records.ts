import { z } from 'zod';
import { appointmentTypes, approvalLevels, bookedBy, bookingModes, CLINIC, type Code, gstTypes, sexes } from '../codes';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../patterns';

/**
 * The registry of the generic record API (spec §7; decisions 15, 16): the ONLY tables
 * `/api/common/record/:table`, autocomplete and get-data-by-where can reach. Each entry names its columns, which
 * of them are readable (per role) and writable, which roles may read and write, which fields `whereFields` may
 * filter with which operators, and which field autocomplete searches. The server builds routes, validation and
 * OpenAPI from it; the admin screens (/admin/masters) build lists and forms from it. Adding a master table is one
 * entry here and one migration.
 */

/** Who may do something: anyone, any logged-in user, admins only, or nobody through this API. */
export type RecordRole = 'public' | 'user' | 'admin' | 'none';
export const FILTER_OPS = ['EQUAL', 'LIKE', 'IN', 'date_range'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const RECORD_PAGE_SIZE = CLINIC.PAGE_SIZE;
export const IN_MAX_VALUES = 100;
export const AUTOCOMPLETE_LIMIT = 10;
/** Integer columns are 32-bit on PostgreSQL: a larger id or value is a bad request, never a database error. */
export const INT32_MAX = 2_147_483_647;
/** PostgreSQL text cannot hold NUL; no field has a use for it. */
const NO_NUL = (v: string) => !v.includes('\u0000');

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'int'
  | 'money'
  | 'flag'
  | 'code'
  | 'ref'
  | 'date'
  | 'time'
  | 'image'
  | 'email'
  | 'phone'
  | 'url'
  | 'gstin';

export interface RecordField {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** text: max length (default 200; textarea 2000); int: max value */
  readonly max?: number;
  readonly min?: number;
  /** kind 'code': the code table of contracts/codes.ts */
  readonly codes?: { readonly entries: readonly Code<number>[]; readonly values: readonly number[] };
  /** kind 'ref': the registry table (URL name) it points at */
  readonly ref?: string;
  /** who may read it; default: whoever may read the table. 'none' never leaves the server. */
  readonly read?: RecordRole;
  /** kind 'int' pointing at a table outside the registry (staff.user_id → users): the server checks it exists */
  readonly exists?: { readonly dbTable: string; readonly pk: string };
  /**
   * The column is NOT NULL with a default: a body may leave it out but never send null (a 400 naming it, not the
   * database's refusal). Flags are always so. `server/test/records-nulls.test.ts` checks this against the tables.
   */
  readonly notNull?: boolean;
  /** false: returned but never accepted in a body (the server or another module sets it) */
  readonly writable?: boolean;
  /** shown as a column of the admin list */
  readonly list?: boolean;
}

export interface RecordTable {
  /** the name in the URL (spec §3 spelling) */
  readonly table: string;
  /** the database table */
  readonly dbTable: string;
  readonly pk: string;
  readonly read: RecordRole;
  readonly write: RecordRole;
  /** false: rows are made elsewhere (reviews come from the reviews module) */
  readonly create?: boolean;
  readonly remove?: boolean;
  readonly fields: readonly RecordField[];
  /** field → operators `whereFields` may use on it; nothing else is accepted */
  readonly filters: Readonly<Record<string, readonly FilterOp[]>>;
  /** the text field autocomplete searches (and the admin list shows first) */
  readonly autocomplete: string;
  readonly orderBy: { readonly field: string; readonly direction: 'asc' | 'desc' };
  /** rows a non-admin reader may see (e.g. only active ones); admins see every row */
  readonly visibleWhen?: Readonly<Record<string, number>>;
  /** the row actions of spec §4 that apply: an active switch, approve/reject, hide/show */
  readonly actions?: { readonly active?: string; readonly approve?: string; readonly hide?: string };
}

const name = (max = 120): RecordField => ({ name: 'name', kind: 'text', required: true, max, list: true });
const nameGuj: RecordField = { name: 'name_guj', kind: 'text', max: 120, list: true };
const isActive: RecordField = { name: 'is_active', kind: 'flag', list: true };
const activeOnly = { is_active: 1 } as const;
const active = { active: 'is_active' } as const;
const byName = { field: 'name', direction: 'asc' } as const;
/** name LIKE, is_active EQUAL: the filters of a simple bilingual master list */
const nameFilters = { name: ['EQUAL', 'LIKE'], is_active: ['EQUAL'] } as const;

/** A simple bilingual code master: id, English and Gujarati name, active flag. */
function simpleMaster(table: string, dbTable: string, pk: string, read: RecordRole): RecordTable {
  return {
    table,
    dbTable,
    pk,
    read,
    write: 'admin',
    fields: [name(), nameGuj, isActive],
    filters: { [pk]: ['EQUAL', 'IN'], ...nameFilters },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  };
}

export const RECORD_TABLES: readonly RecordTable[] = [
  // --- Practitioner side ---------------------------------------------------------------------------------
  {
    table: 'practitioner',
    dbTable: 'practitioners',
    pk: 'practitioner_id',
    read: 'public',
    write: 'admin',
    fields: [
      name(),
      nameGuj,
      { name: 'photo', kind: 'image' },
      { name: 'degree_id', kind: 'ref', ref: 'masterMedicalDegree', list: true },
      { name: 'specialty_id', kind: 'ref', ref: 'masterSpecialties', list: true },
      { name: 'department_id', kind: 'ref', ref: 'department' },
      { name: 'experience_years', kind: 'int', max: 70 },
      { name: 'consultation_fee', kind: 'money' },
      { name: 'phone', kind: 'phone', list: true },
      { name: 'city', kind: 'text', max: 80, list: true },
      { name: 'about', kind: 'textarea' },
      { name: 'is_approve', kind: 'flag', list: true },
      isActive,
    ],
    filters: {
      practitioner_id: ['EQUAL', 'IN'],
      name: ['LIKE'],
      city: ['EQUAL', 'LIKE'],
      specialty_id: ['EQUAL', 'IN'],
      degree_id: ['EQUAL', 'IN'],
      department_id: ['EQUAL'],
      is_approve: ['EQUAL'],
      is_active: ['EQUAL'],
    },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: { is_active: 1, is_approve: 1 },
    actions: { active: 'is_active', approve: 'is_approve' },
  },
  {
    table: 'practitionerProfessionalInfo',
    dbTable: 'practitioner_professional_info',
    pk: 'professional_info_id',
    read: 'public',
    write: 'admin',
    fields: [
      { name: 'practitioner_id', kind: 'ref', ref: 'practitioner', required: true, list: true },
      { name: 'clinic_name', kind: 'text', required: true, max: 150, list: true },
      { name: 'clinic_address', kind: 'textarea', max: 500 },
      { name: 'registration_council', kind: 'text', max: 150 },
      { name: 'registration_number', kind: 'text', max: 50, list: true },
      { name: 'service_type_id', kind: 'ref', ref: 'masterTypeOfService' },
      { name: 'languages', kind: 'text', max: 150 },
      { name: 'timings', kind: 'text', max: 200 },
    ],
    filters: { practitioner_id: ['EQUAL', 'IN'], clinic_name: ['LIKE'], registration_number: ['EQUAL'] },
    autocomplete: 'clinic_name',
    orderBy: { field: 'clinic_name', direction: 'asc' },
  },
  {
    table: 'practitionerPersonalInfo',
    dbTable: 'practitioner_personal_info',
    pk: 'personal_info_id',
    read: 'admin',
    write: 'admin',
    fields: [
      { name: 'practitioner_id', kind: 'ref', ref: 'practitioner', required: true, list: true },
      { name: 'date_of_birth', kind: 'date', list: true },
      { name: 'sex', kind: 'code', codes: sexes, list: true },
      { name: 'personal_phone', kind: 'phone', list: true },
      { name: 'personal_email', kind: 'email' },
      { name: 'home_address', kind: 'textarea', max: 500 },
      { name: 'emergency_contact_name', kind: 'text', max: 100 },
      { name: 'emergency_contact_phone', kind: 'phone' },
    ],
    filters: { practitioner_id: ['EQUAL', 'IN'], personal_phone: ['EQUAL', 'LIKE'], date_of_birth: ['date_range'] },
    autocomplete: 'personal_phone',
    orderBy: { field: 'practitioner_id', direction: 'asc' },
  },
  {
    table: 'banner',
    dbTable: 'banners',
    pk: 'banner_id',
    read: 'public',
    write: 'admin',
    fields: [
      { name: 'title', kind: 'text', required: true, max: 150, list: true },
      { name: 'title_guj', kind: 'text', max: 150 },
      { name: 'image_url', kind: 'image', required: true },
      { name: 'link_url', kind: 'url' },
      { name: 'sort_order', kind: 'int', max: 1000, list: true, notNull: true },
      { name: 'starts_on', kind: 'date', list: true },
      { name: 'ends_on', kind: 'date', list: true },
      isActive,
    ],
    filters: { title: ['LIKE'], is_active: ['EQUAL'], starts_on: ['date_range'], ends_on: ['date_range'] },
    autocomplete: 'title',
    orderBy: { field: 'sort_order', direction: 'asc' },
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    // Decision 4: reviews are written through /api/businesses/:id/reviews; here admins read them all and hide.
    table: 'reviews',
    dbTable: 'business_reviews',
    pk: 'review_id',
    read: 'public',
    write: 'admin',
    create: false,
    remove: false,
    fields: [
      { name: 'business_id', kind: 'int', writable: false, list: true },
      { name: 'user_id', kind: 'int', writable: false, read: 'admin' },
      { name: 'rating', kind: 'int', min: 1, max: 5, writable: false, list: true },
      { name: 'review_text', kind: 'textarea', max: 1000, writable: false, list: true },
      { name: 'owner_reply', kind: 'textarea', max: 1000, writable: false },
      { name: 'is_hidden', kind: 'flag', list: true },
    ],
    filters: { business_id: ['EQUAL', 'IN'], rating: ['EQUAL', 'IN'], is_hidden: ['EQUAL'], review_text: ['LIKE'] },
    autocomplete: 'review_text',
    orderBy: { field: 'review_id', direction: 'desc' },
    visibleWhen: { is_hidden: 0 },
    actions: { hide: 'is_hidden' },
  },
  simpleMaster('job_categories', 'job_categories', 'job_cat_id', 'public'),
  {
    table: 'masterMedicalDegree',
    dbTable: 'master_medical_degrees',
    pk: 'degree_id',
    read: 'public',
    write: 'admin',
    fields: [name(60), { name: 'full_name', kind: 'text', max: 200, list: true }, isActive],
    filters: { degree_id: ['EQUAL', 'IN'], ...nameFilters },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  simpleMaster('masterTypeOfService', 'master_type_of_services', 'service_type_id', 'public'),
  simpleMaster('masterSpecialties', 'master_specialties', 'specialty_id', 'public'),
  {
    table: 'userBookAppointment',
    dbTable: 'user_book_appointments',
    pk: 'appointment_id',
    read: 'admin',
    write: 'admin',
    fields: [
      { name: 'patient_name', kind: 'text', required: true, max: 100, list: true },
      { name: 'patient_phone', kind: 'phone', required: true, list: true },
      { name: 'sex', kind: 'code', codes: sexes },
      { name: 'practitioner_id', kind: 'ref', ref: 'practitioner', required: true, list: true },
      { name: 'department_id', kind: 'ref', ref: 'department' },
      { name: 'appointment_date', kind: 'date', required: true, list: true },
      { name: 'time_slot', kind: 'time', required: true, list: true },
      { name: 'appointment_type', kind: 'code', codes: appointmentTypes, required: true },
      { name: 'booking_mode', kind: 'code', codes: bookingModes, required: true },
      { name: 'booked_by', kind: 'code', codes: bookedBy, required: true },
      { name: 'notes', kind: 'textarea', max: 1000 },
    ],
    filters: {
      patient_name: ['LIKE'],
      patient_phone: ['EQUAL', 'LIKE'],
      practitioner_id: ['EQUAL', 'IN'],
      appointment_date: ['EQUAL', 'date_range'],
      appointment_type: ['EQUAL'],
      booking_mode: ['EQUAL', 'IN'],
    },
    autocomplete: 'patient_name',
    orderBy: { field: 'appointment_date', direction: 'desc' },
  },
  {
    table: 'practitionerAnswer',
    dbTable: 'practitioner_answers',
    pk: 'answer_id',
    read: 'public',
    write: 'admin',
    fields: [
      { name: 'practitioner_id', kind: 'ref', ref: 'practitioner', required: true, list: true },
      { name: 'question', kind: 'textarea', required: true, max: 1000, list: true },
      { name: 'answer', kind: 'textarea', required: true, max: 4000 },
      { name: 'is_approve', kind: 'flag', list: true },
    ],
    filters: { practitioner_id: ['EQUAL', 'IN'], question: ['LIKE'], is_approve: ['EQUAL'] },
    autocomplete: 'question',
    orderBy: { field: 'answer_id', direction: 'desc' },
    visibleWhen: { is_approve: 1 },
    actions: { approve: 'is_approve' },
  },
  // --- Clinic masters ------------------------------------------------------------------------------------
  {
    table: 'room_category',
    dbTable: 'room_categories',
    pk: 'room_category_id',
    read: 'user',
    write: 'admin',
    fields: [
      name(),
      nameGuj,
      { name: 'daily_charge', kind: 'money', required: true, list: true },
      { name: 'description', kind: 'textarea', max: 500 },
      isActive,
    ],
    filters: { room_category_id: ['EQUAL', 'IN'], ...nameFilters },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    table: 'room',
    dbTable: 'rooms',
    pk: 'room_id',
    read: 'user',
    write: 'admin',
    fields: [
      { name: 'room_number', kind: 'text', required: true, max: 20, list: true },
      { name: 'room_category_id', kind: 'ref', ref: 'room_category', required: true, list: true },
      { name: 'floor', kind: 'int', max: 50, list: true },
      { name: 'bed_count', kind: 'int', min: 1, max: 20, required: true, list: true },
      { name: 'is_ac', kind: 'flag', list: true },
      isActive,
    ],
    filters: {
      room_id: ['EQUAL', 'IN'],
      room_number: ['EQUAL', 'LIKE'],
      room_category_id: ['EQUAL', 'IN'],
      floor: ['EQUAL'],
      is_ac: ['EQUAL'],
      is_active: ['EQUAL'],
    },
    autocomplete: 'room_number',
    orderBy: { field: 'room_number', direction: 'asc' },
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    table: 'diet_item',
    dbTable: 'diet_items',
    pk: 'diet_item_id',
    read: 'user',
    write: 'admin',
    fields: [
      name(),
      nameGuj,
      { name: 'serving', kind: 'text', max: 60, list: true },
      { name: 'calories', kind: 'int', max: 5000 },
      { name: 'price', kind: 'money', list: true },
      { name: 'is_jain', kind: 'flag', list: true },
      isActive,
    ],
    filters: { diet_item_id: ['EQUAL', 'IN'], ...nameFilters, is_jain: ['EQUAL'] },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    table: 'therapy',
    dbTable: 'therapies',
    pk: 'therapy_id',
    read: 'public',
    write: 'admin',
    fields: [
      name(),
      nameGuj,
      { name: 'department_id', kind: 'ref', ref: 'department', list: true },
      { name: 'duration_minutes', kind: 'int', min: 5, max: 600, list: true },
      { name: 'price', kind: 'money', list: true },
      { name: 'description', kind: 'textarea' },
      isActive,
    ],
    filters: { therapy_id: ['EQUAL', 'IN'], ...nameFilters, department_id: ['EQUAL'] },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    table: 'yoga',
    dbTable: 'yoga',
    pk: 'yoga_id',
    read: 'public',
    write: 'admin',
    fields: [
      name(),
      nameGuj,
      { name: 'duration_minutes', kind: 'int', min: 1, max: 240, list: true },
      { name: 'benefits', kind: 'textarea' },
      isActive,
    ],
    filters: { yoga_id: ['EQUAL', 'IN'], ...nameFilters },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  {
    table: 'supplier',
    dbTable: 'suppliers',
    pk: 'supplier_id',
    read: 'admin',
    write: 'admin',
    fields: [
      name(150),
      { name: 'contact_person', kind: 'text', max: 100, list: true },
      { name: 'phone', kind: 'phone', required: true, list: true },
      { name: 'email', kind: 'email' },
      { name: 'gstin', kind: 'gstin', list: true },
      { name: 'gst_type', kind: 'code', codes: gstTypes, required: true },
      { name: 'approval_level', kind: 'code', codes: approvalLevels, required: true },
      { name: 'address', kind: 'textarea', max: 500 },
      { name: 'city', kind: 'text', max: 80, list: true },
      isActive,
    ],
    filters: {
      supplier_id: ['EQUAL', 'IN'],
      ...nameFilters,
      city: ['EQUAL', 'LIKE'],
      gstin: ['EQUAL'],
      gst_type: ['EQUAL'],
    },
    autocomplete: 'name',
    orderBy: byName,
    actions: active,
  },
  simpleMaster('department', 'departments', 'department_id', 'public'),
  {
    table: 'doctor_sub_department',
    dbTable: 'doctor_sub_departments',
    pk: 'doctor_sub_department_id',
    read: 'public',
    write: 'admin',
    fields: [
      { name: 'department_id', kind: 'ref', ref: 'department', required: true, list: true },
      name(),
      nameGuj,
      isActive,
    ],
    filters: { doctor_sub_department_id: ['EQUAL', 'IN'], department_id: ['EQUAL'], ...nameFilters },
    autocomplete: 'name',
    orderBy: byName,
    visibleWhen: activeOnly,
    actions: active,
  },
  simpleMaster('payment_mode', 'payment_modes', 'payment_mode_id', 'public'),
  {
    // A login account working at the clinic. The account itself (users) is never reachable here (decision 15).
    table: 'staff',
    dbTable: 'staff',
    pk: 'staff_id',
    read: 'admin',
    write: 'admin',
    fields: [
      {
        name: 'user_id',
        kind: 'int',
        min: 1,
        max: INT32_MAX,
        required: true,
        list: true,
        exists: { dbTable: 'users', pk: 'user_id' },
      },
      { name: 'department_id', kind: 'ref', ref: 'department', required: true, list: true },
      { name: 'doctor_sub_department_id', kind: 'ref', ref: 'doctor_sub_department', list: true },
      { name: 'designation', kind: 'text', max: 100, list: true },
      isActive,
    ],
    filters: {
      staff_id: ['EQUAL', 'IN'],
      user_id: ['EQUAL'],
      department_id: ['EQUAL', 'IN'],
      doctor_sub_department_id: ['EQUAL', 'IN'],
      designation: ['LIKE'],
      is_active: ['EQUAL'],
    },
    autocomplete: 'designation',
    orderBy: { field: 'staff_id', direction: 'asc' },
    actions: active,
  },
];

const byTable = new Map(RECORD_TABLES.map((t) => [t.table, t]));

/** The registry entry of a URL table name, or undefined (a table outside the registry does not exist). */
export function recordTable(table: string): RecordTable | undefined {
  return byTable.get(table);
}

// --- zod schemas built from an entry -----------------------------------------------------------------------

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isCalendarDate = (v: string) => {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** Spec §9: slots from 06:00 to 23:00 every 30 minutes. */
export const TIME_SLOTS = Array.from({ length: (CLINIC.SLOT_LAST_HOUR - CLINIC.SLOT_FIRST_HOUR) * 2 + 1 }, (_, i) => {
  const minutes = CLINIC.SLOT_FIRST_HOUR * 60 + i * CLINIC.SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const IMAGE_URL_PATTERN = /^(\/uploads\/[\w./-]+|https:\/\/\S+)$/;
const URL_PATTERN = /^https?:\/\/\S+$/;
const MONEY_MAX = 10_000_000_00; // ₹1 crore in paise

const textMax = (f: RecordField) => f.max ?? (f.kind === 'textarea' ? 2000 : 200);

/** The zod schema of one field's value in a write body (before optional/nullable). */
export function fieldValueSchema(f: RecordField): z.ZodType {
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const s = z.string().trim().max(textMax(f), 'FIELD_TOO_LONG').refine(NO_NUL, 'FIELD_INVALID');
      return f.required ? s.min(1, 'FIELD_REQUIRED') : s;
    }
    case 'int':
      return z
        .number()
        .int()
        .min(f.min ?? 0, 'NUMBER_TOO_SMALL')
        .max(f.max ?? 1_000_000, 'NUMBER_TOO_LARGE');
    case 'money':
      return z.number().int().min(0, 'NUMBER_TOO_SMALL').max(MONEY_MAX, 'NUMBER_TOO_LARGE');
    case 'flag':
      return z.union([z.literal(0), z.literal(1)]);
    case 'code': {
      const values = f.codes?.values ?? [];
      return z.number().refine((v) => values.includes(v), 'CODE_INVALID');
    }
    case 'ref':
      return z.number().int().positive().max(INT32_MAX, 'FIELD_INVALID');
    case 'date':
      return z.string().refine(isCalendarDate, 'DATE_INVALID');
    case 'time':
      return z.string().refine((v) => TIME_SLOTS.includes(v), 'TIME_SLOT_INVALID');
    case 'image':
      return z.string().trim().max(500, 'FIELD_TOO_LONG').regex(IMAGE_URL_PATTERN, 'IMAGE_URL_INVALID');
    case 'email':
      return z.string().trim().max(254, 'EMAIL_INVALID').regex(EMAIL_PATTERN, 'EMAIL_INVALID');
    case 'phone':
      return z.string().trim().regex(PHONE_PATTERN, 'PHONE_INVALID');
    case 'url':
      return z.string().trim().max(500, 'FIELD_TOO_LONG').regex(URL_PATTERN, 'URL_INVALID');
    case 'gstin':
      return z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'GSTIN_INVALID');
  }
}

/**
 * Optional fields take null to clear the column (the admin form sends null for an emptied input), except the
 * NOT NULL ones (flags and `notNull` fields), where null is a 400 naming the field.
 */
function writeSchema(f: RecordField, forCreate: boolean): z.ZodType {
  const value = fieldValueSchema(f);
  if (f.required && forCreate) return value;
  if (f.required || f.notNull || f.kind === 'flag') return value.optional();
  return value.nullable().optional();
}

export const writableFields = (t: RecordTable) => t.fields.filter((f) => f.writable !== false);

/** POST body: every writable field, required ones required; any other key (the id, unknown keys) is refused. */
export function createBodySchema(t: RecordTable) {
  return z.strictObject(Object.fromEntries(writableFields(t).map((f) => [f.name, writeSchema(f, true)])));
}

/** PUT body: any writable field; any other key is refused; at least one field. */
export function updateBodySchema(t: RecordTable) {
  return z
    .strictObject(Object.fromEntries(writableFields(t).map((f) => [f.name, writeSchema(f, false)])))
    .refine((b) => Object.keys(b).length > 0, { message: 'BODY_EMPTY', path: ['request'] });
}

function readSchema(f: RecordField): z.ZodType {
  const base =
    f.kind === 'int' || f.kind === 'money' || f.kind === 'flag' || f.kind === 'code' || f.kind === 'ref'
      ? z.number()
      : z.string();
  return base.nullable();
}

/** Roles in order of power; a caller with a role may do what any weaker role may. */
const RANK: Record<Exclude<RecordRole, 'none'>, number> = { public: 0, user: 1, admin: 2 };
export type CallerRole = Exclude<RecordRole, 'none'>;
export function allows(needed: RecordRole, caller: CallerRole): boolean {
  return needed !== 'none' && RANK[caller] >= RANK[needed];
}

/** The columns a caller may read: the id, the fields their role reaches, and the timestamps. */
export function readableFields(t: RecordTable, caller: CallerRole): RecordField[] {
  return t.fields.filter((f) => allows(f.read ?? t.read, caller));
}

/** A row as it leaves the server (columns a role may not read are absent). */
export function rowSchema(t: RecordTable) {
  return z.object({
    [t.pk]: z.number().int(),
    ...Object.fromEntries(t.fields.filter((f) => f.read !== 'none').map((f) => [f.name, readSchema(f).optional()])),
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
  });
}

export const ZRecordPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1, 'PAGE_INVALID').max(50_000, 'PAGE_INVALID').default(1),
});

const filterFieldNames = (t: RecordTable) => Object.keys(t.filters) as [string, ...string[]];

/** One whereFields entry: the field must be one the entry lists; the operator and value are checked per field. */
export function whereBodySchema(t: RecordTable) {
  return z.strictObject({
    whereFields: z
      .array(
        z.strictObject({
          field: z.enum(filterFieldNames(t), { error: 'FILTER_FIELD_NOT_ALLOWED' }),
          type: z.enum(FILTER_OPS, { error: 'FILTER_OPERATOR_INVALID' }),
          value: z.unknown(),
        }),
      )
      .max(10, 'FILTER_TOO_MANY')
      .default([]),
    page: z.number().int().min(1, 'PAGE_INVALID').max(50_000, 'PAGE_INVALID').default(1),
  });
}

/** A record id in a path: a positive 32-bit integer. */
export const ZRecordIdParam = z.strictObject({
  id: z.coerce.number().int().positive().max(INT32_MAX, 'FIELD_INVALID'),
});

export const ZAutocompleteParams = z.strictObject({
  term: z.string().trim().min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG').refine(NO_NUL, 'FIELD_INVALID'),
});

/** The value a whereFields entry compares a field with (EQUAL, and each value of IN). */
export function filterValueSchema(f: Pick<RecordField, 'kind'>): z.ZodType {
  switch (f.kind) {
    case 'int':
    case 'money':
    case 'code':
    case 'ref':
    case 'flag':
      return z.number().int().min(-INT32_MAX, 'FIELD_INVALID').max(INT32_MAX, 'FIELD_INVALID');
    case 'date':
      return z.string().refine(isCalendarDate, 'DATE_INVALID');
    default:
      return z.string().max(200, 'FIELD_TOO_LONG').refine(NO_NUL, 'FIELD_INVALID');
  }
}
export const ZLikeValue = z
  .string()
  .min(1, 'FIELD_REQUIRED')
  .max(100, 'FIELD_TOO_LONG')
  .refine(NO_NUL, 'FIELD_INVALID');
export const ZDateRangeValue = z
  .strictObject({
    startDate: z.string().refine(isCalendarDate, 'DATE_INVALID'),
    endDate: z.string().refine(isCalendarDate, 'DATE_INVALID'),
  })
  .refine((r) => r.startDate <= r.endDate, 'DATE_RANGE_INVALID');

export const ZSettingNameRequest = z.strictObject({
  name: z.string().trim().min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG'),
});
export const ZSettingValue = z.object({ name: z.string(), value: z.string().nullable() });
export type TSettingValue = z.infer<typeof ZSettingValue>;

export const ZStaffDoctor = z.object({ doctor_id: z.number().int(), doctor_name: z.string() });
export type TStaffDoctor = z.infer<typeof ZStaffDoctor>;

export const ZUploadedImage = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

export type TRecordRow = Record<string, string | number | null>;
export interface TRecordList {
  rows: TRecordRow[];
  count: number;
}
export interface TWhereField {
  field: string;
  type: FilterOp;
  value: unknown;
}
