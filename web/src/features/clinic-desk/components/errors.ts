import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The text of an OPD message key (`OPD.BILL.DISCOUNT_INVALID` → its `OPD.ERRORS.BILL.DISCOUNT_INVALID` text). */
export function opdKeyText(t: TFunction, key: string | undefined): string {
  if (key?.startsWith('OPD.')) {
    const own = `OPD.ERRORS.${key.slice(4)}`;
    if (i18n.exists(own)) return t(own);
  }
  if (key && i18n.exists(`VALIDATION.${key}`)) return t(`VALIDATION.${key}`);
  if (key && i18n.exists(`ERRORS.${key}`)) return t(`ERRORS.${key}`);
  return t('OPD.ERRORS.GENERIC');
}

/** A failed request's text: its first field's message, else its own key's. */
export function opdErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const first = Object.values(err.fieldErrors)[0];
    return opdKeyText(t, first ?? err.messageKey);
  }
  return t('OPD.ERRORS.GENERIC');
}
