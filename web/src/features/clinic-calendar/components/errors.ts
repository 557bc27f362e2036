import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/**
 * The text of a calendar message key: `CLINIC_APPT.DATE_IN_PAST` → `CLINIC_APPT.ERRORS.DATE_IN_PAST`; the shared
 * keys (`NAME_REQUIRED`, `MOBILE_INVALID`, `SLOT_TAKEN`) from `VALIDATION.*` / `ERRORS.*`; `OPD.*` from the desk's.
 */
export function calendarKeyText(t: TFunction, key: string | undefined): string {
  if (key) {
    const candidates = [
      key.startsWith('CLINIC_APPT.') ? `CLINIC_APPT.ERRORS.${key.slice('CLINIC_APPT.'.length)}` : null,
      key.startsWith('OPD.') ? `OPD.ERRORS.${key.slice(4)}` : null,
      `VALIDATION.${key}`,
      `ERRORS.${key}`,
      `CLINIC_APPT.ERRORS.${key}`,
    ];
    for (const c of candidates) if (c && i18n.exists(c)) return t(c);
  }
  return t('CLINIC_APPT.ERRORS.GENERIC');
}

/** A failed request's text: its own key's, else its first field's. */
export function calendarErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t('MESSAGES.NETWORK_ERROR');
    if (err.status >= 500) return t('MESSAGES.SERVER_ERROR');
    return calendarKeyText(t, err.messageKey ?? Object.values(err.fieldErrors)[0]);
  }
  return t('CLINIC_APPT.ERRORS.GENERIC');
}
