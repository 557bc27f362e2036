import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApprovalRequest } from '@gd/contracts/schemas/admin';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Decision 6: PATCH /api/admin/businesses/:id/approval { is_approve: 1 | 2, reason? }. */
export function approveBusiness(businessId: number, body: TApprovalRequest): Promise<null> {
  return api.patch<null>(`/admin/businesses/${businessId}/approval`, body);
}

export function useApproveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: number; body: TApprovalRequest }) =>
      approveBusiness(businessId, body),
    // the list, the dashboard totals and the audit trail all change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
