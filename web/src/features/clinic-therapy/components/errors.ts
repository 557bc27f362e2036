import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** The text of a therapy message key: `THERAPY.ROOM_TAKEN` → `THERAPY.ERRORS.ROOM_TAKEN`; shared keys as they are. */
export function therapyKeyText(t: TFunction, key: string | undefined): string {
  if (key) {
    const candidates = [
      key.startsWith('THERAPY.') ? `THERAPY.ERRORS.${key.slice('THERAPY.'.length)}` : null,
      `VALIDATION.${key}`,
      `ERRORS.${key}`,
    ];
    for (const c of candidates) if (c && i18n.exists(c)) return t(c);
  }
  return t('THERAPY.ERRORS.GENERIC');
}

/** A failed request's text: its own key's, else its first field's. */
export function therapyErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t('MESSAGES.NETWORK_ERROR');
    if (err.status >= 500) return t('MESSAGES.SERVER_ERROR');
    return therapyKeyText(t, err.messageKey ?? Object.values(err.fieldErrors)[0]);
  }
  return t('THERAPY.ERRORS.GENERIC');
}
