import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The text of a consultation message key (`CONSULT.LINE.DOSE_INVALID` → `CONSULT.ERRORS.LINE.DOSE_INVALID`). */
export function consultKeyText(t: TFunction, key: string | undefined): string {
  if (key?.startsWith('CONSULT.')) {
    const own = `CONSULT.ERRORS.${key.slice(8)}`;
    if (i18n.exists(own)) return t(own);
  }
  if (key && i18n.exists(`VALIDATION.${key}`)) return t(`VALIDATION.${key}`);
  if (key && i18n.exists(`ERRORS.${key}`)) return t(`ERRORS.${key}`);
  return t('CONSULT.ERRORS.GENERIC');
}

export function consultErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status >= 500) return t('CONSULT.ERRORS.NETWORK');
    return consultKeyText(t, Object.values(err.fieldErrors)[0] ?? err.messageKey);
  }
  return t('CONSULT.ERRORS.NETWORK');
}
