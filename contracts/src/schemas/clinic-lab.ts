import { z } from 'zod';
import { isCalendarDate } from '../practitioners';

/**
 * The clinic's laboratory (issue 21 point 5; the `lab` module, decision 96): a test master per clinic with its
 * reference ranges by sex and age band, orders a doctor places from a visit, the sample collected, results entered
 * and flagged against the range that applied, a doctor's approval, the released report and its PDF. The pure
 * rules (which range applies, how a value is flagged, whether ranges overlap) live here, shared by the server and
 * the result entry form's live flags.
 */

/** 1 ordered → 2 sample collected → 3 results entered → 4 awaiting approval → 5 released; 9 cancelled. */
export const LAB_STATUS = { ORDERED: 1, COLLECTED: 2, ENTERED: 3, AWAITING: 4, RELEASED: 5, CANCELLED: 9 } as const;
export const LAB_STATUSES = [1, 2, 3, 4, 5, 9] as const;
export type LabStatus = (typeof LAB_STATUSES)[number];

/** How a sample is taken (the tube or container the collector needs). */
export const SAMPLE_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export const SAMPLE_TYPE_NAMES: Record<number, { en: string; gu: string }> = {
  1: { en: 'Whole blood (EDTA)', gu: 'આખું લોહી (EDTA)' },
  2: { en: 'Serum', gu: 'સીરમ' },
  3: { en: 'Plasma (fluoride)', gu: 'પ્લાઝ્મા (ફ્લોરાઇડ)' },
  4: { en: 'Urine', gu: 'પેશાબ' },
  5: { en: 'Stool', gu: 'મળ' },
  6: { en: 'Citrated blood', gu: 'સાઇટ્રેટવાળું લોહી' },
  7: { en: 'Other', gu: 'અન્ય' },
};

/** A numeric result is compared with its range; a choice result with the choices marked normal; text is not flagged. */
export const RESULT_KIND = { NUMERIC: 1, CHOICE: 2, TEXT: 3 } as const;
export const RESULT_KINDS = [1, 2, 3] as const;

/** Which patients a reference range is for: 0 anyone, 1 male, 2 female (the patient's sex, spec §3). */
export const RANGE_SEX = { ANY: 0, MALE: 1, FEMALE: 2 } as const;
export const RANGE_SEXES = [0, 1, 2] as const;

export const LAB_FLAGS = ['normal', 'low', 'high', 'critical_low', 'critical_high', 'abnormal'] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];
/** The short mark printed beside a flagged value. */
export const FLAG_MARKS: Record<LabFlag, string> = {
  normal: '',
  low: 'L',
  high: 'H',
  critical_low: 'LL',
  critical_high: 'HH',
  abnormal: '*',
};
export const isOutOfRange = (flag: string | null | undefined) => !!flag && flag !== 'normal';

export const MAX_AGE = 120;
export const MAX_RANGES = 12;
export const MAX_CHOICES = 12;
export const MAX_ORDER_TESTS = 30;
export const MAX_TEST_PRICE_PAISE = 10_000_000;

/** A reference bound or a numeric result: up to six digits with up to three decimals (`13.5`, `0.45`, `150`). */
export const LAB_NUMBER = /^\d{1,6}(?:\.\d{1,3})?$/;
export const isLabNumber = (v: string) => LAB_NUMBER.test(v);
export const decimalsOf = (v: string) => (v.includes('.') ? v.length - v.indexOf('.') - 1 : 0);

export interface LabRange {
  sex: number;
  age_min: number;
  /** inclusive; null: no upper end */
  age_max: number | null;
  low: string | null;
  high: string | null;
  critical_low: string | null;
  critical_high: string | null;
}

/**
 * The range that applies to a patient of this sex (1 male, 2 female) and age in full years: the ranges whose band
 * holds the age, a range for the patient's own sex before one for anyone, then the narrowest band. Null when none
 * applies (the value is then kept unflagged).
 */
export function pickRange<R extends LabRange>(ranges: readonly R[], sex: number, age: number): R | null {
  const fits = ranges.filter(
    (r) => (r.sex === RANGE_SEX.ANY || r.sex === sex) && r.age_min <= age && (r.age_max === null || age <= r.age_max),
  );
  const width = (r: R) => (r.age_max ?? MAX_AGE) - r.age_min;
  fits.sort((a, b) => (a.sex === RANGE_SEX.ANY ? 1 : 0) - (b.sex === RANGE_SEX.ANY ? 1 : 0) || width(a) - width(b));
  return fits[0] ?? null;
}

export interface LabChoice {
  label: string;
  normal: boolean;
}

/**
 * A value's flag: a number below the critical low bound is `critical_low`, below the low bound `low` (and likewise
 * high); a choice not marked normal is `abnormal`; null for an empty value, free text, a number without a range,
 * or anything that is not a number where one is expected.
 */
export function flagOf(
  test: { result_kind: number; choices: readonly LabChoice[] },
  range: LabRange | null,
  value: string | null,
): LabFlag | null {
  const v = value?.trim() ?? '';
  if (!v) return null;
  if (test.result_kind === RESULT_KIND.CHOICE) {
    const choice = test.choices.find((c) => c.label === v);
    return choice ? (choice.normal ? 'normal' : 'abnormal') : null;
  }
  if (test.result_kind !== RESULT_KIND.NUMERIC || !range || !isLabNumber(v)) return null;
  const n = Number(v);
  const below = (bound: string | null) => bound !== null && n < Number(bound);
  const above = (bound: string | null) => bound !== null && n > Number(bound);
  if (below(range.critical_low)) return 'critical_low';
  if (above(range.critical_high)) return 'critical_high';
  if (below(range.low)) return 'low';
  if (above(range.high)) return 'high';
  return 'normal';
}

/** A range as printed: `13.0 – 17.0`, `< 100`, `> 30`, or '' when it has no bounds. */
export function rangeText(range: Pick<LabRange, 'low' | 'high'> | null): string {
  if (!range) return '';
  if (range.low !== null && range.high !== null) return `${range.low} – ${range.high}`;
  if (range.high !== null) return `< ${range.high}`;
  if (range.low !== null) return `> ${range.low}`;
  return '';
}

/**
 * What is wrong with a test's ranges, field → key: bounds out of order (critical low ≤ low ≤ high ≤ critical high),
 * an age band upside down, or two bands of the same sex that share an age (which range applies would be a guess).
 */
export function rangeProblems(ranges: readonly LabRange[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const num = (v: string | null) => (v === null ? null : Number(v));
  ranges.forEach((r, i) => {
    if (r.age_max !== null && r.age_max < r.age_min) errors[`ranges.${i}.age_max`] = 'LAB.RANGE.AGE_ORDER';
    if (r.low === null && r.high === null) errors[`ranges.${i}.low`] = 'LAB.RANGE.BOUND_REQUIRED';
    const order = [num(r.critical_low), num(r.low), num(r.high), num(r.critical_high)];
    const fields = ['critical_low', 'low', 'high', 'critical_high'];
    let last: number | null = null;
    order.forEach((v, k) => {
      if (v === null) return;
      if (last !== null && v < last) errors[`ranges.${i}.${fields[k]}`] ??= 'LAB.RANGE.BOUND_ORDER';
      last = v;
    });
    ranges.slice(0, i).forEach((o) => {
      const overlap = o.age_min <= (r.age_max ?? MAX_AGE) && r.age_min <= (o.age_max ?? MAX_AGE);
      if (o.sex === r.sex && overlap) errors[`ranges.${i}.age_min`] ??= 'LAB.RANGE.OVERLAP';
    });
  });
  return errors;
}

const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');
const text = (max: number) => z.string().trim().max(max, 'TOO_LONG');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));
const ZPositiveId = z.coerce.number().int().positive();
const oneOf = <T extends readonly number[]>(values: T, key: string) =>
  z
    .number({ message: key })
    .int(key)
    .refine((v) => (values as readonly number[]).includes(v), key);
const ZBound = z
  .string()
  .trim()
  .refine((v) => v === '' || isLabNumber(v), 'LAB.RANGE.NUMBER_INVALID')
  .nullish()
  .transform((v) => (v ? String(v) : null));

// ---- the test master ---------------------------------------------------------------------------------------

export const ZLabRangeInput = z.object({
  sex: oneOf(RANGE_SEXES, 'LAB.RANGE.SEX_INVALID'),
  age_min: z.number({ message: 'LAB.RANGE.AGE_INVALID' }).int().min(0, 'LAB.RANGE.AGE_INVALID').max(MAX_AGE),
  age_max: z
    .number({ message: 'LAB.RANGE.AGE_INVALID' })
    .int()
    .min(0, 'LAB.RANGE.AGE_INVALID')
    .max(MAX_AGE, 'LAB.RANGE.AGE_INVALID')
    .nullish()
    .transform((v) => v ?? null),
  low: ZBound,
  high: ZBound,
  critical_low: ZBound,
  critical_high: ZBound,
});
export type TLabRangeInput = z.input<typeof ZLabRangeInput>;

export const ZLabChoice = z.object({
  label: z.string().trim().min(1, 'LAB.TEST.CHOICE_REQUIRED').max(40, 'TOO_LONG'),
  normal: z.boolean().default(false),
});

export const ZLabTestInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, 'LAB.TEST.CODE_INVALID'),
    name: z.string().trim().min(2, 'LAB.TEST.NAME_REQUIRED').max(120, 'TOO_LONG'),
    name_guj: optionalText(120),
    /** the panel it is printed and ordered under (CBC, lipid profile, LFT …), or none */
    panel: optionalText(60),
    panel_guj: optionalText(60),
    sample_type: oneOf(SAMPLE_TYPES, 'LAB.TEST.SAMPLE_INVALID'),
    unit: optionalText(20),
    price_paise: z
      .number({ message: 'LAB.TEST.PRICE_INVALID' })
      .int('LAB.TEST.PRICE_INVALID')
      .min(0, 'LAB.TEST.PRICE_INVALID')
      .max(MAX_TEST_PRICE_PAISE, 'LAB.TEST.PRICE_INVALID'),
    result_kind: oneOf(RESULT_KINDS, 'LAB.TEST.KIND_INVALID'),
    /** decimals a numeric result may have */
    decimals: z.number().int().min(0, 'LAB.TEST.DECIMALS_INVALID').max(3, 'LAB.TEST.DECIMALS_INVALID').default(1),
    choices: z.array(ZLabChoice).max(MAX_CHOICES, 'LAB.TEST.TOO_MANY_CHOICES').default([]),
    ranges: z.array(ZLabRangeInput).max(MAX_RANGES, 'LAB.TEST.TOO_MANY_RANGES').default([]),
    is_active: z.boolean().default(true),
  })
  .superRefine((t, ctx) => {
    const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (t.result_kind === RESULT_KIND.NUMERIC && !t.unit) add(['unit'], 'LAB.TEST.UNIT_REQUIRED');
    if (t.result_kind === RESULT_KIND.CHOICE) {
      if (t.choices.length < 2) add(['choices'], 'LAB.TEST.CHOICES_REQUIRED');
      const labels = t.choices.map((c) => c.label.toLowerCase());
      if (new Set(labels).size !== labels.length) add(['choices'], 'LAB.TEST.CHOICE_REPEATED');
    }
    if (t.result_kind !== RESULT_KIND.NUMERIC && t.ranges.length > 0) add(['ranges'], 'LAB.TEST.RANGES_NUMERIC_ONLY');
    for (const [field, key] of Object.entries(rangeProblems(t.ranges))) add(field.split('.'), key);
  });
export type TLabTestInput = z.input<typeof ZLabTestInput>;

export const ZLabRange = z.object({
  sex: z.number().int(),
  age_min: z.number().int(),
  age_max: z.number().int().nullable(),
  low: z.string().nullable(),
  high: z.string().nullable(),
  critical_low: z.string().nullable(),
  critical_high: z.string().nullable(),
});
export type TLabRange = z.infer<typeof ZLabRange>;

export const ZLabTest = z.object({
  test_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_guj: z.string().nullable(),
  panel: z.string().nullable(),
  panel_guj: z.string().nullable(),
  sample_type: z.number().int(),
  unit: z.string().nullable(),
  price_paise: z.number().int(),
  result_kind: z.number().int(),
  decimals: z.number().int(),
  choices: z.array(z.object({ label: z.string(), normal: z.boolean() })),
  ranges: z.array(ZLabRange),
  is_active: z.boolean(),
});
export type TLabTest = z.infer<typeof ZLabTest>;

export const ZLabTestQuery = z.object({
  /** '1': also the retired ones (the master page) */
  all: z.enum(['0', '1']).default('0'),
});

// ---- orders ------------------------------------------------------------------------------------------------

export const ZLabOrderCreate = z.object({
  visit_id: z.number({ message: 'LAB.ORDER.VISIT_REQUIRED' }).int().positive('LAB.ORDER.VISIT_REQUIRED'),
  test_ids: z
    .array(z.number().int().positive())
    .min(1, 'LAB.ORDER.TESTS_REQUIRED')
    .max(MAX_ORDER_TESTS, 'LAB.ORDER.TOO_MANY_TESTS'),
  /** what the doctor tells the lab (fasting, clinical question) */
  note: optionalText(300),
});
export type TLabOrderCreate = z.input<typeof ZLabOrderCreate>;

export const ZLabOrderRow = z.object({
  order_id: z.number().int(),
  order_date: z.string(),
  ordered_at: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  visit_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_name_guj: z.string().nullable(),
  case_no: z.string(),
  doctor_id: z.number().int(),
  doctor_name: z.string(),
  tests: z.array(z.object({ code: z.string(), name: z.string(), name_guj: z.string().nullable() })),
  total_paise: z.number().int(),
  paid: z.boolean(),
  receipt_no: z.string().nullable(),
  /** results out of range (known once entered) */
  flagged: z.number().int(),
  collected_at: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type TLabOrderRow = z.infer<typeof ZLabOrderRow>;

export const ZLabOrderQuery = z.object({
  /** the orders of this India day (the worklist); without it, every day (the approval list) */
  date: ZDay.optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (LAB_STATUSES as readonly number[]).includes(v), 'LAB.STATUS_INVALID')
    .optional(),
  /** '1': only the orders the calling doctor placed */
  mine: z.enum(['0', '1']).default('0'),
});
export const LAB_LIST_LIMIT = 200;

export const ZLabOrderList = z.object({
  rows: z.array(ZLabOrderRow),
  /** the day's (or every day's) count per status, whatever the status filter */
  counts: z.record(z.string(), z.number().int()),
});
export type TLabOrderList = z.infer<typeof ZLabOrderList>;

export const ZLabItem = z.object({
  item_id: z.number().int(),
  test_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_guj: z.string().nullable(),
  panel: z.string().nullable(),
  panel_guj: z.string().nullable(),
  sample_type: z.number().int(),
  unit: z.string().nullable(),
  result_kind: z.number().int(),
  decimals: z.number().int(),
  choices: z.array(z.object({ label: z.string(), normal: z.boolean() })),
  price_paise: z.number().int(),
  /** the range that applied (kept with the result), or the one that would apply now */
  range: ZLabRange.nullable(),
  /** null for a reader who may not see results before release */
  value: z.string().nullable(),
  flag: z.enum(LAB_FLAGS).nullable(),
  remark: z.string().nullable(),
});
export type TLabItem = z.infer<typeof ZLabItem>;

export const ZLabOrder = ZLabOrderRow.extend({
  note: z.string().nullable(),
  patient_sex: z.number().int(),
  /** full years on the sample's day (today before collection) */
  patient_age: z.number().int(),
  items: z.array(ZLabItem),
  collected_by_name: z.string().nullable(),
  entered_at: z.string().nullable(),
  entered_by_name: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  returned_at: z.string().nullable(),
  return_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  payment_mode: z.number().int().nullable(),
  /** what the caller may do now */
  can: z.object({
    collect: z.boolean(),
    enter: z.boolean(),
    submit: z.boolean(),
    approve: z.boolean(),
    cancel: z.boolean(),
    pay: z.boolean(),
    see_results: z.boolean(),
  }),
});
export type TLabOrder = z.infer<typeof ZLabOrder>;

const ZVersion = z.number({ message: 'LAB.VERSION_REQUIRED' }).int().min(1, 'LAB.VERSION_REQUIRED');

export const ZLabVersionBody = z.object({ version: ZVersion });

export const ZLabResultsSave = z.object({
  version: ZVersion,
  results: z
    .array(
      z.object({
        item_id: z.number().int().positive(),
        /** empty: not entered yet */
        value: z
          .string()
          .trim()
          .max(60, 'TOO_LONG')
          .nullish()
          .transform((v) => (v ? v : null)),
        remark: optionalText(200),
      }),
    )
    .min(1, 'LAB.RESULT.NONE')
    .max(MAX_ORDER_TESTS),
});
export type TLabResultsSave = z.input<typeof ZLabResultsSave>;

export const ZLabReturnBody = z.object({
  version: ZVersion,
  reason: z.string().trim().min(5, 'LAB.RETURN_REASON_REQUIRED').max(300, 'TOO_LONG'),
});
export const ZLabCancelBody = z.object({ version: ZVersion, reason: optionalText(300) });
export const ZLabPaymentBody = z.object({
  payment_mode: z.number({ message: 'LAB.PAYMENT_MODE_INVALID' }).int().min(1).max(3, 'LAB.PAYMENT_MODE_INVALID'),
});

export const ZVisitLab = z.object({
  visit_id: z.number().int(),
  patient_id: z.number().int(),
  /** the caller is a doctor who may consult this visit now */
  can_order: z.boolean(),
  orders: z.array(ZLabOrderRow),
});
export type TVisitLab = z.infer<typeof ZVisitLab>;

export const ZLabReportSummary = z.object({
  order_id: z.number().int(),
  order_date: z.string(),
  approved_at: z.string(),
  doctor_name: z.string(),
  approved_by_name: z.string(),
  results: z.array(
    z.object({
      name: z.string(),
      name_guj: z.string().nullable(),
      value: z.string().nullable(),
      unit: z.string().nullable(),
      range_text: z.string(),
      flag: z.enum(LAB_FLAGS).nullable(),
    }),
  ),
});
export const ZPatientLabReports = z.object({ patient_id: z.number().int(), rows: z.array(ZLabReportSummary) });
export type TPatientLabReports = z.infer<typeof ZPatientLabReports>;
export const PATIENT_REPORTS_LIMIT = 50;

export const ZLabIdParam = z.object({ id: ZPositiveId });
export const ZLabReportQuery = z.object({ lang: z.enum(['en', 'gu']).default('en') });

/** `LAB/2026-27/0001`: the lab's own receipt series, per clinic per financial year. */
export const formatLabReceipt = (financialYear: string, no: number) =>
  `LAB/${financialYear}/${String(no).padStart(4, '0')}`;
