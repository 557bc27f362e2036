import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The text of a pharmacy message key (`PHARMACY.ITEM.HSN_INVALID` → `PHARMACY.ERRORS.ITEM.HSN_INVALID`). */
export function pharmacyKeyText(t: TFunction, key: string | undefined): string {
  if (key?.startsWith('PHARMACY.')) {
    const own = `PHARMACY.ERRORS.${key.slice(9)}`;
    if (i18n.exists(own)) return t(own);
  }
  if (key && i18n.exists(`VALIDATION.${key}`)) return t(`VALIDATION.${key}`);
  if (key && i18n.exists(`ERRORS.${key}`)) return t(`ERRORS.${key}`);
  return t('PHARMACY.ERRORS.GENERIC');
}

export function pharmacyErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status >= 500) return t('PHARMACY.ERRORS.NETWORK');
    return pharmacyKeyText(t, Object.values(err.fieldErrors)[0] ?? err.messageKey);
  }
  return t('PHARMACY.ERRORS.NETWORK');
}

/** The field errors of a failed request, as texts by field. */
export function fieldTexts(t: TFunction, err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, pharmacyKeyText(t, v)]));
}
