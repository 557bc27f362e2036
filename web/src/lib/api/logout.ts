import * as endpoints from '@gd/contracts/endpoints/auth';
import { call } from '../api-client';
import { reloadHome } from '../session';
import { clearSession } from '../storage';

/** Decision 13: revokes the token on the server. */
export function logout(): Promise<null> {
  return call(endpoints.logout, {}, { keepalive: true, skipSessionEnd: true });
}

const WAIT_FOR_SERVER_MS = 1500;

/**
 * Header Logout (spec §2): revoke the token (best effort, bounded wait), clear local storage except the
 * language, reload at `/`.
 */
export async function logoutAndReload(): Promise<void> {
  const revoke = logout().catch(() => null);
  await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_SERVER_MS))]);
  clearSession();
  reloadHome();
}
