import type { APIRequestContext } from '@playwright/test';
import * as adminEndpoints from '@gd/contracts/endpoints/admin';
import * as authEndpoints from '@gd/contracts/endpoints/auth';
import { api } from './api';
import { DEMO } from './auth';

/** Logs in as the demo admin through the API and answers the session (token and user). */
export function adminSession() {
  return api.call(authEndpoints.adminLogin, { body: DEMO.admin });
}

/** Logs in as the demo admin through the API and answers the token (`request`: kept for the callers). */
export async function adminToken(_request?: APIRequestContext): Promise<string> {
  return (await adminSession()).token;
}

/** Approves (or rejects) a business the way the admin console does, as the demo admin. */
export async function approveBusiness(
  _request: APIRequestContext,
  businessId: number,
  decision: 1 | 2 = 1,
  reason?: string,
): Promise<void> {
  const token = await adminToken();
  await api.call(
    adminEndpoints.setApproval,
    { params: { id: businessId }, body: { is_approve: decision, ...(reason ? { reason } : {}) } },
    { token },
  );
}
