import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_JOBS_KEY } from './keys';

/** DELETE /api/my/businesses/:id/job-applications/:job_app_id ('Job request deleted successfully'). */
export function deleteReceivedApplication(businessId: number, jobAppId: number): Promise<null> {
  return call(endpoints.deleteReceivedApplication, { params: { id: businessId, job_app_id: jobAppId } });
}

export function useDeleteReceivedApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, jobAppId }: { businessId: number; jobAppId: number }) =>
      deleteReceivedApplication(businessId, jobAppId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MY_JOBS_KEY, 'received'] }),
  });
}
