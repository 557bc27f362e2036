import { matchPath } from 'react-router';
import { paths } from '../../../app/paths';
import { getSessionValue, SESSION_KEYS, setSessionValue } from '../../../lib/storage';

/** An in-app path ("/x?y#z"); never another origin ("//host", "/\host"). */
function isAppPath(value: string | null): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Reads and forgets the page a guard saved for after login (spec §4). */
function takeSaved(): string | null {
  const saved = getSessionValue(SESSION_KEYS.postLoginRedirect);
  setSessionValue(SESSION_KEYS.postLoginRedirect, null);
  return isAppPath(saved) ? saved : null;
}

/** Spec §4: after login, the saved post-login page (from a guard, a profile, pricing) or home. */
export function takePostLoginRedirect(): string {
  return takeSaved() ?? paths.home.href();
}

const adminPatterns = Object.values(paths)
  .filter((entry) => entry.guard === 'admin')
  .map((entry) => entry.path);

/** After admin login: the saved page when it is an admin page, else the admin dashboard. */
export function takeAdminRedirect(): string {
  const saved = takeSaved();
  if (saved) {
    const { pathname } = new URL(saved, window.location.origin);
    if (adminPatterns.some((pattern) => matchPath(pattern, pathname))) return saved;
  }
  return paths.adminDashboard.href();
}
