import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplyJobRequest } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { MY_APPLICATIONS_KEY } from './keys';

/** POST /api/jobs/:id/apply (login; a second application answers 409 ALREADY_APPLIED). */
export function applyJob(jobId: number, body: TApplyJobRequest): Promise<{ job_app_id: number }> {
  return call(endpoints.applyForJob, { params: { id: jobId }, body });
}

export function useApplyJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplyJobRequest) => applyJob(jobId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
