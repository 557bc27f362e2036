import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/**
 * In-patient stays and diet (issue 21 points 1 and 2; the `ward` module, decision 98): a clinic's room
 * categories with their daily charge, its rooms and beds, the bed board, admission to a bed (the category's charge
 * captured), transfer, the discharge summary and the final bill, the diet chart per stay, day and meal, and the
 * kitchen's list of a day. Money is integer paise; days are India calendar days (YYYY-MM-DD).
 */

/** The meals of a ward day, in the order they are served. */
export const MEALS = [1, 2, 3, 4, 5] as const;
export type Meal = (typeof MEALS)[number];
/** The web shows `WARD.MEAL.n`; the PDFs and the seed use these names. */
export const MEAL_NAMES: Record<number, { en: string; gu: string }> = {
  1: { en: 'Early morning', gu: 'વહેલી સવાર' },
  2: { en: 'Breakfast', gu: 'નાસ્તો' },
  3: { en: 'Lunch', gu: 'બપોરનું ભોજન' },
  4: { en: 'Evening', gu: 'સાંજનો નાસ્તો' },
  5: { en: 'Dinner', gu: 'રાત્રિનું ભોજન' },
};

/** The highest daily charge a category may have: ₹1,00,000 (paise). */
export const MAX_DAILY_CHARGE = 10_000_000;
/** How far ahead a diet chart may be written, in days after today. */
export const DIET_HORIZON_DAYS = 30;
/** The most days a day's chart is copied to at once. */
export const DIET_COPY_MAX_DAYS = 14;
export const MAX_ITEMS_PER_MEAL = 12;
export const MAX_BEDS_PER_ROOM = 20;

const ZDay = z.string({ error: 'DATE_INVALID' }).refine(isCalendarDate, 'DATE_INVALID');
const ZId = z.coerce.number().int().positive();
const required = (max: number, key: string) => z.string({ error: key }).trim().min(1, key).max(max, 'FIELD_TOO_LONG');
/** Empty text means none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .nullish()
    .transform((v) => (v ? v : null));
const ZBedLabel = z
  .string({ error: 'WARD.BED_LABEL_REQUIRED' })
  .trim()
  .min(1, 'WARD.BED_LABEL_REQUIRED')
  .max(10, 'FIELD_TOO_LONG')
  .regex(/^[\p{L}\p{N} -]+$/u, 'WARD.BED_LABEL_INVALID');

export const ZWardIdParam = z.object({ id: ZId });
export const ZPdfQuery = z.object({ lang: z.enum(['en', 'gu']).default('en') });

// ---- set-up: categories, rooms, beds (the clinic administrator) ---------------------------------------------

export const ZWardCategoryInput = z.object({
  name: required(60, 'WARD.CATEGORY_NAME_REQUIRED'),
  name_guj: optionalText(60),
  /** paise per day */
  daily_charge: z
    .number({ error: 'WARD.CHARGE_INVALID' })
    .int('WARD.CHARGE_INVALID')
    .min(0, 'WARD.CHARGE_INVALID')
    .max(MAX_DAILY_CHARGE, 'WARD.CHARGE_INVALID'),
  is_active: z.boolean().default(true),
});
export type TWardCategoryInput = z.input<typeof ZWardCategoryInput>;

export const ZWardCategory = z.object({
  category_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  daily_charge: z.number().int(),
  is_active: z.boolean(),
});
export type TWardCategory = z.infer<typeof ZWardCategory>;

export const ZWardRoomInput = z.object({
  room_number: required(20, 'WARD.ROOM_NUMBER_REQUIRED'),
  floor: z.number({ error: 'WARD.FLOOR_INVALID' }).int('WARD.FLOOR_INVALID').min(-2).max(60).nullish(),
  category_id: z.number({ error: 'WARD.CATEGORY_REQUIRED' }).int().positive('WARD.CATEGORY_REQUIRED'),
  is_ac: z.boolean().default(false),
  is_active: z.boolean().default(true),
  /** beds made with a new room ('A', 'B' …); left out on an update (beds have their own endpoints) */
  beds: z
    .array(ZBedLabel)
    .max(MAX_BEDS_PER_ROOM, 'WARD.TOO_MANY_BEDS')
    .refine((labels) => new Set(labels.map((l) => l.toUpperCase())).size === labels.length, 'WARD.BED_LABEL_TAKEN')
    .optional(),
});
export type TWardRoomInput = z.input<typeof ZWardRoomInput>;

export const ZWardBedInput = z.object({ label: ZBedLabel, is_active: z.boolean().default(true) });
export type TWardBedInput = z.input<typeof ZWardBedInput>;

export const ZWardSetupBed = z.object({
  bed_id: z.number().int(),
  label: z.string(),
  is_active: z.boolean(),
  occupied: z.boolean(),
});
export const ZWardRoom = z.object({
  room_id: z.number().int(),
  room_number: z.string(),
  floor: z.number().int().nullable(),
  category_id: z.number().int(),
  is_ac: z.boolean(),
  is_active: z.boolean(),
  beds: z.array(ZWardSetupBed),
});
export type TWardRoom = z.infer<typeof ZWardRoom>;

export const ZWardSetup = z.object({
  categories: z.array(ZWardCategory),
  rooms: z.array(ZWardRoom),
});
export type TWardSetup = z.infer<typeof ZWardSetup>;

export const ZCreatedId = z.object({ id: z.number().int() });

// ---- the bed board --------------------------------------------------------------------------------------------

export const BED_STATES = ['free', 'occupied', 'cleaning'] as const;
export const ZBedOccupant = z.object({
  stay_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  admission_date: z.string(),
  /** 1 on the day of admission */
  day_of_stay: z.number().int(),
  is_jain: z.boolean(),
  doctor_name: z.string(),
});
export const ZBoardBed = z.object({
  bed_id: z.number().int(),
  label: z.string(),
  state: z.enum(BED_STATES),
  stay: ZBedOccupant.nullable(),
});
export type TBoardBed = z.infer<typeof ZBoardBed>;
export const ZBoardRoom = z.object({
  room_id: z.number().int(),
  room_number: z.string(),
  floor: z.number().int().nullable(),
  is_ac: z.boolean(),
  category_id: z.number().int(),
  category_name: z.string(),
  category_name_guj: z.string().nullable(),
  daily_charge: z.number().int(),
  beds: z.array(ZBoardBed),
});
export type TBoardRoom = z.infer<typeof ZBoardRoom>;
export const ZBedBoard = z.object({
  today: z.string(),
  counts: z.object({ free: z.number().int(), occupied: z.number().int(), cleaning: z.number().int() }),
  rooms: z.array(ZBoardRoom),
});
export type TBedBoard = z.infer<typeof ZBedBoard>;

// ---- stays: admission, transfer, discharge -----------------------------------------------------------------

export const ZAdmissionCreate = z.object({
  patient_id: z.number({ error: 'WARD.PATIENT_REQUIRED' }).int().positive('WARD.PATIENT_REQUIRED'),
  bed_id: z.number({ error: 'WARD.BED_REQUIRED' }).int().positive('WARD.BED_REQUIRED'),
  /** the admitting doctor's staff id */
  doctor_id: z.number({ error: 'WARD.DOCTOR_REQUIRED' }).int().positive('WARD.DOCTOR_REQUIRED'),
  reason: required(300, 'WARD.REASON_REQUIRED'),
  diagnosis: optionalText(1000),
  is_jain: z.boolean().default(false),
});
export type TAdmissionCreate = z.input<typeof ZAdmissionCreate>;

export const ZAdmissionCreated = z.object({
  stay_id: z.number().int(),
  bed_id: z.number().int(),
  /** the category's charge captured for this bed (paise per day) */
  daily_charge: z.number().int(),
});

export const ZTransfer = z.object({
  bed_id: z.number({ error: 'WARD.BED_REQUIRED' }).int().positive('WARD.BED_REQUIRED'),
});

export const ZSummarySave = z.object({
  diagnosis: required(2000, 'WARD.SUMMARY.DIAGNOSIS_REQUIRED'),
  treatment: required(4000, 'WARD.SUMMARY.TREATMENT_REQUIRED'),
  condition: required(1000, 'WARD.SUMMARY.CONDITION_REQUIRED'),
  advice: optionalText(2000),
  follow_up_date: ZDay.nullish().transform((v) => v ?? null),
});
export type TSummarySave = z.input<typeof ZSummarySave>;

export const ZDischarge = z.object({
  /** a doctor may write the summary with the discharge; otherwise a summary saved before is required */
  summary: ZSummarySave.optional(),
});

export const ZBedPeriod = z.object({
  period_id: z.number().int(),
  bed_id: z.number().int(),
  room_number: z.string(),
  bed_label: z.string(),
  category_name: z.string(),
  category_name_guj: z.string().nullable(),
  daily_charge: z.number().int(),
  from_date: z.string(),
  to_date: z.string().nullable(),
  current: z.boolean(),
});

export const ZDischargeSummary = z.object({
  diagnosis: z.string(),
  treatment: z.string(),
  condition: z.string(),
  advice: z.string().nullable(),
  follow_up_date: z.string().nullable(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
});
export type TDischargeSummary = z.infer<typeof ZDischargeSummary>;

export const ZStay = z.object({
  stay_id: z.number().int(),
  status: z.enum(['admitted', 'discharged']),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  patient_phone: z.string().nullable(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  admission_date: z.string(),
  admitted_at: z.string(),
  reason: z.string(),
  diagnosis: z.string().nullable(),
  is_jain: z.boolean(),
  discharge_date: z.string().nullable(),
  discharged_at: z.string().nullable(),
  periods: z.array(ZBedPeriod),
  summary: ZDischargeSummary.nullable(),
  bill: z
    .object({ bill_id: z.number().int(), bill_number: z.string(), bill_date: z.string(), total: z.number().int() })
    .nullable(),
});
export type TStay = z.infer<typeof ZStay>;

export const ZStayListQuery = z.object({
  status: z.enum(['admitted', 'discharged']).default('admitted'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZStayRow = z.object({
  stay_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  admission_date: z.string(),
  discharge_date: z.string().nullable(),
  room_number: z.string(),
  bed_label: z.string(),
  is_jain: z.boolean(),
  bill_number: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type TStayRow = z.infer<typeof ZStayRow>;
export const ZStayList = z.object({ rows: z.array(ZStayRow), total: z.number().int(), page: z.number().int() });
export const STAYS_PAGE_SIZE = 20;

// ---- the final bill -------------------------------------------------------------------------------------------

export const ZWardBillLine = z.object({
  kind: z.enum(['room', 'therapy', 'medicine', 'lab', 'diet', 'other']),
  description: z.string(),
  description_guj: z.string().nullable(),
  date: z.string(),
  quantity: z.number().int(),
  unit_paise: z.number().int(),
  amount_paise: z.number().int(),
});
export type TWardBillLine = z.infer<typeof ZWardBillLine>;
export const ZWardBill = z.object({
  stay_id: z.number().int(),
  /** false: a running statement as of today (the stay is not discharged yet) */
  final: z.boolean(),
  bill_number: z.string().nullable(),
  bill_date: z.string(),
  room_days: z.number().int(),
  lines: z.array(ZWardBillLine),
  total: z.number().int(),
});
export type TWardBill = z.infer<typeof ZWardBill>;

// ---- diet ---------------------------------------------------------------------------------------------------

export const ZDietItem = z.object({
  diet_item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  serving: z.string().nullable(),
  is_jain: z.boolean(),
  /** paise, or null when the item is not charged */
  price: z.number().int().nullable(),
});
export type TDietItem = z.infer<typeof ZDietItem>;

export const ZDietDateParam = z.object({ id: ZId, date: ZDay });

export const ZDietSave = z.object({
  /** the version read (0 for a day without a chart): a save over someone else's newer save is a 409 */
  version: z.number({ error: 'WARD.DIET.VERSION_REQUIRED' }).int().min(0),
  meals: z
    .array(
      z.object({
        meal: z
          .number({ error: 'WARD.DIET.MEAL_INVALID' })
          .int('WARD.DIET.MEAL_INVALID')
          .min(1, 'WARD.DIET.MEAL_INVALID')
          .max(MEALS.length, 'WARD.DIET.MEAL_INVALID'),
        items: z
          .array(
            z.object({
              diet_item_id: z.number({ error: 'WARD.DIET.ITEM_REQUIRED' }).int().positive('WARD.DIET.ITEM_REQUIRED'),
              quantity: z.number().int().min(1, 'WARD.DIET.QUANTITY_INVALID').max(10, 'WARD.DIET.QUANTITY_INVALID'),
              note: optionalText(120),
            }),
          )
          .max(MAX_ITEMS_PER_MEAL, 'WARD.DIET.TOO_MANY_ITEMS')
          .refine((items) => new Set(items.map((i) => i.diet_item_id)).size === items.length, 'WARD.DIET.ITEM_TWICE'),
      }),
    )
    .max(MEALS.length)
    .refine((meals) => new Set(meals.map((m) => m.meal)).size === meals.length, 'WARD.DIET.MEAL_TWICE'),
});
export type TDietSave = z.input<typeof ZDietSave>;

export const ZDietEntry = z.object({
  diet_item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  is_jain: z.boolean(),
  quantity: z.number().int(),
  unit_paise: z.number().int(),
  note: z.string().nullable(),
});
export const ZDietDay = z.object({
  stay_id: z.number().int(),
  date: z.string(),
  version: z.number().int(),
  is_jain: z.boolean(),
  /** the caller may change it (a doctor, the stay admitted, the day not past) */
  editable: z.boolean(),
  meals: z.array(z.object({ meal: z.number().int(), items: z.array(ZDietEntry) })),
});
export type TDietDay = z.infer<typeof ZDietDay>;

export const ZDietCopy = z.object({
  days: z
    .number({ error: 'WARD.DIET.COPY_DAYS_INVALID' })
    .int()
    .min(1, 'WARD.DIET.COPY_DAYS_INVALID')
    .max(DIET_COPY_MAX_DAYS, 'WARD.DIET.COPY_DAYS_INVALID'),
});
export const ZDietCopied = z.object({ copied: z.array(z.string()), skipped: z.array(z.string()) });

export const ZKitchenQuery = z.object({ date: ZDay.optional() });
export const ZKitchenPatient = z.object({
  stay_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  room_number: z.string(),
  bed_label: z.string(),
  is_jain: z.boolean(),
  quantity: z.number().int(),
  note: z.string().nullable(),
});
export const ZKitchenItem = z.object({
  diet_item_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  serving: z.string().nullable(),
  is_jain: z.boolean(),
  total: z.number().int(),
  patients: z.array(ZKitchenPatient),
});
export const ZKitchen = z.object({
  date: z.string(),
  patients: z.number().int(),
  jain_patients: z.number().int(),
  meals: z.array(z.object({ meal: z.number().int(), items: z.array(ZKitchenItem) })),
});
export type TKitchen = z.infer<typeof ZKitchen>;
