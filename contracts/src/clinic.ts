/**
 * Clinic desk rules shared by the server and the forms (issue 20, decisions 31 and 86): the ABHA address format,
 * the age a patient gives turned into an estimated birth year, and the case number's shape.
 */
import { DEPARTMENT } from './codes';

/** Staff departments (spec §6): reception 1, doctor 2, panchakarma 4, lab 19. */
export const STAFF_DEPARTMENTS = [
  DEPARTMENT.RECEPTION,
  DEPARTMENT.DOCTOR,
  DEPARTMENT.PANCHAKARMA,
  DEPARTMENT.LAB,
] as const;
export type StaffDepartment = (typeof STAFF_DEPARTMENTS)[number];

/** Spec §3: sex 1 Male, 2 Female. */
export const SEX = { MALE: 1, FEMALE: 2 } as const;

/** The ABHA address suffixes: `@abdm` in production, `@sbx` in ABDM's sandbox. */
export const ABHA_SUFFIXES = ['abdm', 'sbx'] as const;

/**
 * An ABHA address (ABDM's PHR address), e.g. `meera.patel@abdm`. The name part is either the 14-digit ABHA number
 * ABDM assigns by default, or a self-chosen name of 8–18 characters: letters and digits with at most one `.`
 * and at most one `_`, neither first nor last. The suffix is `@abdm` (or `@sbx` in the sandbox). Compared
 * lower-cased.
 */
export function abhaAddressProblem(value: string): 'ABHA_INVALID' | null {
  const m = /^([^@]+)@([^@]+)$/.exec(value.trim().toLowerCase());
  if (!m) return 'ABHA_INVALID';
  const [, name, suffix] = m as unknown as [string, string, string];
  if (!(ABHA_SUFFIXES as readonly string[]).includes(suffix)) return 'ABHA_INVALID';
  if (/^\d{14}$/.test(name)) return null;
  if (name.length < 8 || name.length > 18) return 'ABHA_INVALID';
  if (!/^[a-z0-9._]+$/.test(name)) return 'ABHA_INVALID';
  if ((name.match(/\./g) ?? []).length > 1 || (name.match(/_/g) ?? []).length > 1) return 'ABHA_INVALID';
  if (/^[._]|[._]$/.test(name)) return 'ABHA_INVALID';
  return null;
}

/** The oldest age a registration accepts. */
export const MAX_AGE_YEARS = 120;

/**
 * A patient who gives an age, not a date of birth: the birth year it implies on `today` (an India date,
 * YYYY-MM-DD), stored flagged as estimated. Born in that year, the patient is `age` or `age - 1` today.
 */
export function birthYearFromAge(age: number, today: string): number {
  return Number(today.slice(0, 4)) - age;
}

/** Full years between a date of birth and `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** The age shown for a patient: from the date of birth, or from the estimated birth year. */
export function patientAge(p: { dob: string | null; birth_year: number }, today: string): number {
  return p.dob ? ageOn(p.dob, today) : Number(today.slice(0, 4)) - p.birth_year;
}

/**
 * Decision 86: a case number is the registration's year (India time) and its place in that clinic's year,
 * written `2026/0001` (four digits at least; the 10,000th is `2026/10000`).
 */
export function formatCaseNo(year: number, seq: number): string {
  return `${year}/${String(seq).padStart(4, '0')}`;
}

/** `2026/0001`, `2026/1` or `2026-0001` → year and number; null for anything else. */
export function parseCaseNo(text: string): { year: number; seq: number } | null {
  const m = /^(\d{4})\s*[/-]\s*(\d{1,7})$/.exec(text.trim());
  if (!m) return null;
  const seq = Number(m[2]);
  return seq > 0 ? { year: Number(m[1]), seq } : null;
}

/** Spec list numbering: 20 per page, the serial of row `index` (0-based) on `page` (1-based). */
export const CLINIC_PAGE_SIZE = 20;
export const serialOf = (index: number, page: number) => index + 1 + CLINIC_PAGE_SIZE * (page - 1);

/** The consent purposes a clinic records; the text shown is the i18n key `CLINIC.CONSENT.<PURPOSE>`. */
export const CONSENT_PURPOSES = ['health_records'] as const;
