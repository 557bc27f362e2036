import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** DELETE /api/my/job-applications/:job_app_id ('Job deleted successfully'). */
export function deleteMyApplication(jobAppId: number): Promise<null> {
  return call(endpoints.deleteMyApplication, { params: { job_app_id: jobAppId } });
}

export function useDeleteMyApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
