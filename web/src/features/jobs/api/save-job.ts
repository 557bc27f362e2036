import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateJobRequest, TJob, TUpdateJobRequest } from '@gd/contracts/schemas/jobs';
import * as endpoints from '@gd/contracts/endpoints/jobs';
import { call } from '../../../lib/api-client';
import { JOBS_KEY, MY_JOBS_KEY } from './keys';

export type SaveJobInput =
  | { businessId: number; jobId?: undefined; body: TCreateJobRequest }
  | { businessId: number; jobId: number; body: TUpdateJobRequest };

/** POST /api/my/businesses/:id/jobs or PUT …/jobs/:job_id. */
export function saveJob(input: SaveJobInput): Promise<TJob> {
  return input.jobId
    ? call(endpoints.updateJob, { params: { id: input.businessId, job_id: input.jobId }, body: input.body })
    : call(endpoints.createJob, { params: { id: input.businessId }, body: input.body });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
      ]);
    },
  });
}
