import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * The text under a field. Form errors carry message keys (the contracts schemas' messages, or the server's
 * `errors: { field: KEY }`): translated from `VALIDATION.*`, else `ERRORS.*`, else a generic text.
 */
export function fieldErrorText(t: TFunction, error: Pick<FieldError, 'message'> | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message;
  if (key) {
    for (const namespace of ['VALIDATION', 'ERRORS']) {
      if (i18n.exists(`${namespace}.${key}`)) return t(`${namespace}.${key}`);
    }
  }
  return t('VALIDATION.FIELD_INVALID');
}

/**
 * Puts the server's field errors (409 MOBILE_EXISTS, 400 PASSWORD_TOO_COMMON, …) on the form's fields and
 * focuses the first. Returns false when the failure named none of `fields`.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const key = error.fieldErrors[field];
    if (!key) continue;
    setError(field, { type: 'server', message: key }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
