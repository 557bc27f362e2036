import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminJobsQuery, TJobApprovalRequest } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { ADMIN_JOBS_KEY, JOBS_KEY } from './keys';

/** GET /api/admin/jobs?approval_status&limit&offset (admin). */
export function adminJobsQueryOptions(query: TAdminJobsQuery) {
  return queryOptions({
    queryKey: [...ADMIN_JOBS_KEY, query],
    queryFn: ({ signal }) => call(endpoints.listAdminJobs, { query: { ...query } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs(query: TAdminJobsQuery) {
  return useQuery(adminJobsQueryOptions(query));
}

/** PATCH /api/admin/jobs/:id/approval (approve 1, reject 2 with an optional reason; audited). */
export function useSetJobApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: number; body: TJobApprovalRequest }) =>
      call(endpoints.setJobApproval, { params: { id: jobId }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
      ]);
    },
  });
}
