import { expect, type APIRequestContext } from '@playwright/test';
import type { TLoginResponse } from '@gd/contracts/schemas/auth';
import type { TEnvelope } from '@gd/contracts/schemas/common';
import { DEMO } from './auth';

/** Logs in as the demo admin through the API and answers the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/admin/login', { data: DEMO.admin });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as TEnvelope<TLoginResponse>).data.token;
}

/**
 * Approves (or rejects) a business the way the admin console does, through
 * PATCH /api/admin/businesses/:id/approval as the demo admin.
 */
export async function approveBusiness(
  request: APIRequestContext,
  businessId: number,
  decision: 1 | 2 = 1,
  reason?: string,
): Promise<void> {
  const token = await adminToken(request);
  const res = await request.patch(`/api/admin/businesses/${businessId}/approval`, {
    headers: { authorization: `Bearer ${token}` },
    data: { is_approve: decision, ...(reason ? { reason } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}
