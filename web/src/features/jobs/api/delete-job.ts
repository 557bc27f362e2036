import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { JOBS_KEY, MY_JOBS_KEY } from './keys';

/** DELETE /api/my/businesses/:id/jobs/:job_id ('Job deleted successfully!'). */
export function deleteJob(businessId: number, jobId: number): Promise<null> {
  return call(endpoints.deleteJob, { params: { id: businessId, job_id: jobId } });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, jobId }: { businessId: number; jobId: number }) => deleteJob(businessId, jobId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
      ]);
    },
  });
}
