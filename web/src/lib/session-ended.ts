import { showToast } from './notify';
import { i18n } from './i18n';
import { clearSession, getToken } from './storage';

/**
 * A stored session the server no longer accepts (logged out elsewhere, disabled, expired): the session is cleared,
 * the visitor is told so in their language, and the page stays (decision 58). The header turns logged-out at once.
 * Several requests may fail together: the first one tells.
 */
export function endSessionWithNotice(): void {
  if (!getToken()) return;
  clearSession();
  void showToast({
    id: 'session-ended',
    color: 'orange',
    message: i18n.t('ERRORS.SESSION_EXPIRED'),
    autoClose: 10_000,
  });
}
