import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/**
 * The text of a ward message key: `WARD.BED_NOT_FREE` → `WARD.ERRORS.BED_NOT_FREE` (`WARD.DIET.NOT_JAIN` →
 * `WARD.ERRORS.DIET.NOT_JAIN`); the shared keys (`DATE_INVALID`, `FIELD_TOO_LONG`) from `VALIDATION.*` / `ERRORS.*`.
 */
export function wardKeyText(t: TFunction, key: string | undefined): string {
  if (key) {
    const candidates = [
      key.startsWith('WARD.') ? `WARD.ERRORS.${key.slice('WARD.'.length)}` : null,
      `VALIDATION.${key}`,
      `ERRORS.${key}`,
    ];
    for (const c of candidates) if (c && i18n.exists(c)) return t(c);
  }
  return t('WARD.ERRORS.GENERIC');
}

/** A failed request's text: its first field's key when it names one, else its own. */
export function wardErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t('MESSAGES.NETWORK_ERROR');
    if (err.status >= 500) return t('MESSAGES.SERVER_ERROR');
    return wardKeyText(t, Object.values(err.fieldErrors)[0] ?? err.messageKey);
  }
  return t('WARD.ERRORS.GENERIC');
}

/** The server's field errors as texts by field (for the form's controls). */
export function wardFieldErrors(t: TFunction, err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(err.fieldErrors).map(([field, key]) => [field, wardKeyText(t, key)]));
}
