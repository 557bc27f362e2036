import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** DELETE /api/my/job-applications/:job_app_id ('Job deleted successfully'). */
export function deleteMyApplication(jobAppId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/job-applications/${jobAppId}`);
}

export function useDeleteMyApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
