import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyJobRequest } from '@gd/contracts/schemas/jobs';
import { api } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** POST /api/jobs/:id/apply (login; a second application answers 409 ALREADY_APPLIED). */
export function applyJob(jobId: number, body: TApplyJobRequest): Promise<{ job_app_id: number }> {
  return api.post<{ job_app_id: number }>(`/jobs/${jobId}/apply`, body);
}

export function useApplyJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplyJobRequest) => applyJob(jobId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
