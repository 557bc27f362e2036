import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export interface FormAlertState {
  tone: 'error' | 'warning';
  title: string;
  message: string;
}

/** A form's outcome in the form itself (role alert: read out at once), above its submit button. */
export function FormAlert({ alert }: { alert: FormAlertState | null }) {
  if (!alert) return null;
  const error = alert.tone === 'error';
  return (
    <Alert
      color={error ? 'red' : 'yellow'}
      variant="light"
      role="alert"
      title={alert.title}
      styles={{ title: { color: error ? 'var(--mantine-color-red-9)' : 'var(--mantine-color-dark-7)' } }}
    >
      {alert.message}
    </Alert>
  );
}

/** Spec §5: an invalid form shows a warning (FIX_FORM_ERRORS titled VALIDATION). */
export function invalidFormAlert(t: TFunction): FormAlertState {
  return { tone: 'warning', title: t('MESSAGES.VALIDATION'), message: t('MESSAGES.FIX_FORM_ERRORS') };
}

export interface FailureTexts {
  /** Title of a refused request (4xx), e.g. LOGIN_FAILED. */
  titleKey?: string;
  /** When a refused request carries no message: e.g. 'Failed to change password.' */
  failedKey?: string;
  /**
   * When the call got no usable answer (no connection, a 5xx, an unexpected failure), e.g. 'An error occurred
   * while changing password.'; without it the spec §8 network, server and fallback texts are shown.
   */
  exceptionKey?: string;
  /** Message keys of the server answered with another text here (admin login: 'Invalid email or password.'). */
  overrides?: Record<string, string>;
}

/**
 * Spec §8 for a failed call: no answer → 'Network error…' (Connection Error); 5xx → 'Server error (500)…'
 * (Server Error); a refusal → the server's message, translated by its message key when the dictionary has it.
 */
export function failureAlert(error: unknown, t: TFunction, texts: FailureTexts = {}): FormAlertState {
  const { titleKey = 'MESSAGES.ERROR_TITLE', failedKey, exceptionKey } = texts;
  if (!(error instanceof ApiError)) {
    return {
      tone: 'error',
      title: t('MESSAGES.ERROR_TITLE'),
      message: t(exceptionKey ?? 'MESSAGES.SOMETHING_WENT_WRONG'),
    };
  }
  if (error.status === 0) {
    const message = t(exceptionKey ?? 'MESSAGES.NETWORK_ERROR');
    return { tone: 'error', title: t('MESSAGES.CONNECTION_ERROR_TITLE'), message };
  }
  if (error.status >= 500) {
    const message = t(exceptionKey ?? 'MESSAGES.SERVER_ERROR');
    return { tone: 'error', title: t('MESSAGES.SERVER_ERROR_TITLE'), message };
  }
  const key = error.messageKey;
  const override = key ? texts.overrides?.[key] : undefined;
  const message = override
    ? t(override)
    : key && i18n.exists(`ERRORS.${key}`)
      ? t(`ERRORS.${key}`)
      : error.message || t(failedKey ?? 'MESSAGES.SOMETHING_WENT_WRONG');
  return { tone: 'error', title: t(titleKey), message };
}
