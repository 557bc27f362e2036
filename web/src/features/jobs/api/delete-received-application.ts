import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_JOBS_KEY } from './keys';

/** DELETE /api/my/businesses/:id/job-applications/:job_app_id ('Job request deleted successfully'). */
export function deleteReceivedApplication(businessId: number, jobAppId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/businesses/${businessId}/job-applications/${jobAppId}`);
}

export function useDeleteReceivedApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, jobAppId }: { businessId: number; jobAppId: number }) =>
      deleteReceivedApplication(businessId, jobAppId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MY_JOBS_KEY, 'received'] }),
  });
}
