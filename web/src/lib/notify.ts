import type { NotificationData } from '@mantine/notifications';
import { ApiError } from '@gd/contracts/api-client';
import { i18n } from './i18n';

/**
 * Toasts load with the first one (the container brings transitions and scroll-bar compensation, ~8 KB gzipped):
 * `showToast` asks the shell to mount the container (`useToastsRequested`) and hands the toast to Mantine's store.
 */
let toastsRequested = false;
const listeners = new Set<() => void>();

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWereRequested(): boolean {
  return toastsRequested;
}

export function showToast(toast: NotificationData): Promise<void> {
  if (!toastsRequested) {
    toastsRequested = true;
    listeners.forEach((listener) => listener());
  }
  return import('@mantine/notifications').then(({ notifications }) => {
    // The close button is an icon: it gets its name in the current language.
    notifications.show({
      ...toast,
      closeButtonProps: { 'aria-label': i18n.t('ACTIONS.CLOSE'), ...toast.closeButtonProps },
    });
  });
}

type Translate = (key: string) => string;
const translate: Translate = (key) => i18n.t(key);

/**
 * The message to show for a failed call (spec §8): network → 'Network error…', 500 → 'Server error (500)…',
 * otherwise the server's message (translated when its message key has a translation), else 'Something went wrong…'.
 */
export function errorMessage(error: unknown, t: Translate = translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('MESSAGES.NETWORK_ERROR');
    if (error.status >= 500) return t('MESSAGES.SERVER_ERROR');
    // Decision 67: a plan limit names the plan that allows more (its name comes in the field errors).
    if (error.messageKey?.startsWith('PLAN_') && error.fieldErrors.plan_name) {
      return i18n.t(`ERRORS.${error.messageKey}`, { plan: error.fieldErrors.plan_name, defaultValue: error.message });
    }
    if (error.messageKey && i18n.exists(`ERRORS.${error.messageKey}`)) return t(`ERRORS.${error.messageKey}`);
    if (error.message) return error.message;
  }
  return t('MESSAGES.SOMETHING_WENT_WRONG');
}

/** The title that goes with errorMessage(). */
export function errorTitle(error: unknown, t: Translate = translate): string {
  if (error instanceof ApiError && error.status === 0) return t('MESSAGES.CONNECTION_ERROR_TITLE');
  if (error instanceof ApiError && error.status >= 500) return t('MESSAGES.SERVER_ERROR_TITLE');
  return t('MESSAGES.ERROR_TITLE');
}

/** Spec §8 default success toast: 'Your record is saved!' titled Success. */
export function notifySuccess(message?: string, title?: string): void {
  void showToast({
    color: 'green',
    title: title ?? i18n.t('MESSAGES.SUCCESS_TITLE'),
    message: message ?? i18n.t('MESSAGES.RECORD_SAVED'),
  });
}

/** Spec §8 default error toast: 'Your record is not saved!' titled Error; pass the error for its message. */
export function notifyError(error?: unknown, message?: string): void {
  void showToast({
    color: 'red',
    title: error === undefined ? i18n.t('MESSAGES.ERROR_TITLE') : errorTitle(error),
    message: message ?? (error === undefined ? i18n.t('MESSAGES.RECORD_NOT_SAVED') : errorMessage(error)),
  });
}
