import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/**
 * The doctor's consultation (issue 20 point 6; the `consult` module, decision 90): a clinic's medicine master,
 * one consultation per OPD visit with its prescription lines and its diet, yoga and therapy advice (from the
 * `records` masters), the patient's history and the prescription PDF.
 */

/**
 * Prakriti (constitution) and vikriti (present imbalance), coded (decision 90): the three doshas alone, the three
 * pairs (the dominant dosha first is not recorded: a pair is a pair) and sama (all three in balance).
 */
export const DOSHA = [1, 2, 3, 4, 5, 6, 7] as const;
export const DOSHA_KEYS: Record<number, string> = {
  1: 'CONSULT.DOSHA.1',
  2: 'CONSULT.DOSHA.2',
  3: 'CONSULT.DOSHA.3',
  4: 'CONSULT.DOSHA.4',
  5: 'CONSULT.DOSHA.5',
  6: 'CONSULT.DOSHA.6',
  7: 'CONSULT.DOSHA.7',
};
/** The English names the PDF and the seed use (the web shows `CONSULT.DOSHA.n`). */
export const DOSHA_NAMES: Record<number, { en: string; gu: string }> = {
  1: { en: 'Vata', gu: 'વાત' },
  2: { en: 'Pitta', gu: 'પિત્ત' },
  3: { en: 'Kapha', gu: 'કફ' },
  4: { en: 'Vata-Pitta', gu: 'વાત-પિત્ત' },
  5: { en: 'Pitta-Kapha', gu: 'પિત્ત-કફ' },
  6: { en: 'Vata-Kapha', gu: 'વાત-કફ' },
  7: { en: 'Sama (Tridosha)', gu: 'સમ (ત્રિદોષ)' },
};

/** Classical dosage forms: 1 churna, 2 vati/gutika, 3 kwath, 4 taila, 5 asava/arishta, 6 ghrita, 7 avaleha, 8 bhasma, 9 other. */
export const MEDICINE_FORMS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const MEDICINE_FORM_NAMES: Record<number, { en: string; gu: string }> = {
  1: { en: 'Churna', gu: 'ચૂર્ણ' },
  2: { en: 'Vati', gu: 'વટી' },
  3: { en: 'Kwath', gu: 'ક્વાથ' },
  4: { en: 'Taila', gu: 'તેલ' },
  5: { en: 'Asava / Arishta', gu: 'આસવ / અરિષ્ટ' },
  6: { en: 'Ghrita', gu: 'ઘૃત' },
  7: { en: 'Avaleha', gu: 'અવલેહ' },
  8: { en: 'Bhasma', gu: 'ભસ્મ' },
  9: { en: 'Other', gu: 'અન્ય' },
};

/** Dose units. */
export const DOSE_UNITS = ['g', 'mg', 'ml', 'tab', 'cap', 'tsp', 'tbsp', 'drops'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];
export const DOSE_UNIT_NAMES: Record<DoseUnit, { en: string; gu: string }> = {
  g: { en: 'g', gu: 'ગ્રામ' },
  mg: { en: 'mg', gu: 'મિ.ગ્રા.' },
  ml: { en: 'ml', gu: 'મિ.લી.' },
  tab: { en: 'tablet', gu: 'ગોળી' },
  cap: { en: 'capsule', gu: 'કેપ્સ્યૂલ' },
  tsp: { en: 'teaspoon', gu: 'ચમચી' },
  tbsp: { en: 'tablespoon', gu: 'મોટી ચમચી' },
  drops: { en: 'drops', gu: 'ટીપાં' },
};

/** When a medicine is taken: 1 before food, 2 after food, 3 empty stomach, 4 at bedtime. */
export const FOOD_TIMING = [1, 2, 3, 4] as const;
export const FOOD_TIMING_NAMES: Record<number, { en: string; gu: string }> = {
  1: { en: 'before food', gu: 'જમ્યા પહેલાં' },
  2: { en: 'after food', gu: 'જમ્યા પછી' },
  3: { en: 'on an empty stomach', gu: 'ખાલી પેટે' },
  4: { en: 'at bedtime', gu: 'સૂતી વખતે' },
};

/** A dose: a positive number with at most two decimals, at most 1000 (`3`, `0.5`, `10`). */
export const DOSE_PATTERN = /^(?:0|[1-9]\d{0,3})(?:\.\d{1,2})?$/;
export const isDose = (v: string) => DOSE_PATTERN.test(v) && Number(v) > 0 && Number(v) <= 1000;
/**
 * A frequency in the Indian prescription style: morning-afternoon-night (`1-0-1`) or with the evening
 * (`1-1-1-1`), each 0–4 or a half (`½` written `0.5`), at least one dose a day.
 */
export const FREQUENCY_PATTERN = /^(?:[0-4](?:\.5)?)(?:-[0-4](?:\.5)?){2,3}$/;
export const isFrequency = (v: string) => FREQUENCY_PATTERN.test(v) && v.split('-').some((p) => Number(p) > 0);

export const MAX_LINES = 20;
export const MAX_ADVICE = 20;
export const MAX_DURATION_DAYS = 365;

const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');
const text = (max: number) => z.string().trim().max(max, 'TOO_LONG');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const ZPositiveId = z.coerce.number().int().positive();

// ---- the medicine master ------------------------------------------------------------------------------------

export const ZMedicineInput = z.object({
  name: z.string().trim().min(2, 'CONSULT.MEDICINE.NAME_REQUIRED').max(120, 'TOO_LONG'),
  name_guj: optionalText(120),
  form: z
    .number()
    .int()
    .refine((v) => (MEDICINE_FORMS as readonly number[]).includes(v), 'CONSULT.MEDICINE.FORM_INVALID'),
  default_dose: z
    .string()
    .trim()
    .refine(isDose, 'CONSULT.LINE.DOSE_INVALID')
    .nullish()
    .transform((v) => v ?? null),
  unit: z.enum(DOSE_UNITS, { message: 'CONSULT.LINE.UNIT_INVALID' }),
  is_active: z.boolean().default(true),
});
export type TMedicineInput = z.input<typeof ZMedicineInput>;

export const ZMedicine = z.object({
  medicine_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  form: z.number().int(),
  default_dose: z.string().nullable(),
  unit: z.string(),
  is_active: z.boolean(),
});
export type TMedicine = z.infer<typeof ZMedicine>;

export const ZMedicineQuery = z.object({
  q: z.string().trim().max(60, 'TOO_LONG').optional(),
  /** '1': also the inactive ones (the master page) */
  all: z.enum(['0', '1']).default('0'),
});

// ---- the consultation ---------------------------------------------------------------------------------------

export const ZPrescriptionLine = z.object({
  medicine_id: z.number({ message: 'CONSULT.LINE.MEDICINE_REQUIRED' }).int().positive('CONSULT.LINE.MEDICINE_REQUIRED'),
  dose: z.string().trim().refine(isDose, 'CONSULT.LINE.DOSE_INVALID'),
  unit: z.enum(DOSE_UNITS, { message: 'CONSULT.LINE.UNIT_INVALID' }),
  frequency: z.string().trim().refine(isFrequency, 'CONSULT.LINE.FREQUENCY_INVALID'),
  duration_days: z
    .number({ message: 'CONSULT.LINE.DURATION_INVALID' })
    .int('CONSULT.LINE.DURATION_INVALID')
    .min(1, 'CONSULT.LINE.DURATION_INVALID')
    .max(MAX_DURATION_DAYS, 'CONSULT.LINE.DURATION_INVALID'),
  food_timing: z
    .number()
    .int()
    .refine((v) => (FOOD_TIMING as readonly number[]).includes(v), 'CONSULT.LINE.FOOD_INVALID'),
  instructions: optionalText(200),
});
export type TPrescriptionLine = z.input<typeof ZPrescriptionLine>;

const ZDosha = z
  .number()
  .int()
  .refine((v) => (DOSHA as readonly number[]).includes(v), 'CONSULT.DOSHA_INVALID')
  .nullish()
  .transform((v) => v ?? null);
const ZIds = z.array(z.number().int().positive()).max(MAX_ADVICE, 'CONSULT.TOO_MANY_ADVICE').default([]);

export const ZConsultationSave = z.object({
  complaints: optionalText(2000),
  examination: optionalText(2000),
  prakriti: ZDosha,
  vikriti: ZDosha,
  diagnosis: optionalText(500),
  lines: z.array(ZPrescriptionLine).max(MAX_LINES, 'CONSULT.TOO_MANY_LINES').default([]),
  diet_item_ids: ZIds,
  yoga_ids: ZIds,
  therapy_ids: ZIds,
  /** free-text advice beside the chosen items (pathya-apathya, lifestyle) */
  advice: optionalText(1000),
  follow_up_date: ZDay.nullish().transform((v) => v ?? null),
  notes: optionalText(2000),
});
export type TConsultationSave = z.input<typeof ZConsultationSave>;

export const ZSavedLine = z.object({
  medicine_id: z.number().int(),
  medicine_name: z.string(),
  medicine_name_guj: z.string().nullable(),
  form: z.number().int(),
  dose: z.string(),
  unit: z.string(),
  frequency: z.string(),
  duration_days: z.number().int(),
  food_timing: z.number().int(),
  instructions: z.string().nullable(),
});
export type TSavedLine = z.infer<typeof ZSavedLine>;

const ZNamedItem = z.object({ id: z.number().int(), name: z.string(), name_guj: z.string().nullable() });
export type TNamedItem = z.infer<typeof ZNamedItem>;

export const ZConsultation = z.object({
  consultation_id: z.number().int(),
  complaints: z.string().nullable(),
  examination: z.string().nullable(),
  prakriti: z.number().int().nullable(),
  vikriti: z.number().int().nullable(),
  diagnosis: z.string().nullable(),
  lines: z.array(ZSavedLine),
  diet_items: z.array(ZNamedItem),
  yoga: z.array(ZNamedItem),
  therapies: z.array(ZNamedItem),
  advice: z.string().nullable(),
  follow_up_date: z.string().nullable(),
  notes: z.string().nullable(),
  updated_at: z.string(),
});
export type TConsultation = z.infer<typeof ZConsultation>;

export const ZConsultVisit = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  token_no: z.number().int(),
  status: z.number().int(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  patient_phone: z.string().nullable(),
  case_no: z.string(),
});

export const ZConsultationView = z.object({
  visit: ZConsultVisit,
  consultation: ZConsultation.nullable(),
  /** whether the caller may save it now (the visit's own doctor, engaged or checked out that day) */
  editable: z.boolean(),
});
export type TConsultationView = z.infer<typeof ZConsultationView>;

export const ZConsultMasters = z.object({
  medicines: z.array(ZMedicine),
  diet_items: z.array(ZNamedItem),
  yoga: z.array(ZNamedItem),
  therapies: z.array(ZNamedItem),
});
export type TConsultMasters = z.infer<typeof ZConsultMasters>;

// ---- history ------------------------------------------------------------------------------------------------

export const HISTORY_PAGE_SIZE = 20;
export const ZHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const ZHistoryEntry = z.object({
  visit_id: z.number().int(),
  visit_date: z.string(),
  token_no: z.number().int(),
  status: z.number().int(),
  doctor_name: z.string(),
  consultation: z
    .object({
      complaints: z.string().nullable(),
      diagnosis: z.string().nullable(),
      prakriti: z.number().int().nullable(),
      vikriti: z.number().int().nullable(),
      follow_up_date: z.string().nullable(),
      medicines: z.array(z.object({ name: z.string(), name_guj: z.string().nullable() })),
    })
    .nullable(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
export const ZHistory = z.object({
  patient_id: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  rows: z.array(ZHistoryEntry),
});
export type THistory = z.infer<typeof ZHistory>;

export const ZVisitIdParam = z.object({ id: ZPositiveId });
export const ZPrescriptionQuery = z.object({ lang: z.enum(['en', 'gu']).default('en') });
