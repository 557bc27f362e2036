import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TApprovalRequest } from '@gd/contracts/schemas/admin';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Decision 6: approve (1) or reject (2, with an optional reason) a business. */
export function approveBusiness(businessId: number, body: TApprovalRequest): Promise<null> {
  return call(endpoints.setApproval, { params: { id: businessId }, body });
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
