import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { employmentTypes, remoteTypes } from '@gd/contracts/codes';
import { fieldErrorText } from '../../../lib/form-errors';
import { formatDate, type FormatLanguage } from '../../../lib/format';
import { i18n, intlLocaleFor } from '../../../lib/i18n';

const amountFormats = new Map<string, Intl.NumberFormat>();
/** Paise → '15,000' (Indian grouping, paise shown only when there are any). */
export function formatAmount(paise: number, language: FormatLanguage): string {
  const locale = intlLocaleFor(language);
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, numberingSystem: 'latn' });
    amountFormats.set(locale, format);
  }
  return format.format(paise / 100);
}

/** Spec §9: salary as 'currency min - max', or 'Not Disclosed' when either is missing. */
export function salaryText(
  job: { salary_min: number | null; salary_max: number | null; currency: string },
  t: TFunction,
  language: FormatLanguage,
): string {
  if (job.salary_min === null || job.salary_max === null) return t('JOBS.NOT_DISCLOSED');
  return `${job.currency} ${formatAmount(job.salary_min, language)} - ${formatAmount(job.salary_max, language)}`;
}

/** Experience range in years (spec §2 job view); null when none is given. */
export function experienceText(
  job: { experience_min: number | null; experience_max: number | null },
  t: TFunction,
): string | null {
  const { experience_min: min, experience_max: max } = job;
  if (min !== null && max !== null) return t('JOBS.EXPERIENCE_RANGE', { min, max });
  if (min !== null) return t('JOBS.EXPERIENCE_FROM', { min });
  if (max !== null) return t('JOBS.EXPERIENCE_UP_TO', { max });
  return null;
}

/** Decision 2: one mapping everywhere, from contracts. */
export const employmentLabel = (t: TFunction, value: number) =>
  t(employmentTypes.labelKey(value as Parameters<typeof employmentTypes.labelKey>[0], 'JOBS.OTHER'));
export const remoteLabel = (t: TFunction, value: number) =>
  t(remoteTypes.labelKey(value as Parameters<typeof remoteTypes.labelKey>[0], 'JOBS.NOT_SPECIFIED'));

/** Spec §9 'dd MMM, yyyy' in India time. */
export const postedDate = (iso: string, language: FormatLanguage) => formatDate(iso, 'dd MMM, yyyy', language);

export function locationText(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(', ');
}

/** A field's error: the jobs board's own message keys first (JOBS.VALIDATION.*), then the shared ones. */
export function jobFieldError(t: TFunction, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message;
  if (key && i18n.exists(`JOBS.VALIDATION.${key}`)) return t(`JOBS.VALIDATION.${key}`);
  return fieldErrorText(t, error);
}

/** The server's refusal text: its message key translated when the jobs board knows it, else its message. */
export function refusalText(t: TFunction, error: { messageKey?: string | undefined; message: string }): string {
  if (error.messageKey && i18n.exists(`JOBS.VALIDATION.${error.messageKey}`))
    return t(`JOBS.VALIDATION.${error.messageKey}`);
  return error.message;
}
