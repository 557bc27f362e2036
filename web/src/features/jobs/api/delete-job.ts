import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOBS_KEY, MY_JOBS_KEY } from './keys';

/** DELETE /api/my/businesses/:id/jobs/:job_id ('Job deleted successfully!'). */
export function deleteJob(businessId: number, jobId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/businesses/${businessId}/jobs/${jobId}`);
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
