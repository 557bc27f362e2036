import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { STEP_SCHEMAS, TBusinessEdit } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { businessEditQueryOptions } from './get-business-edit';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

export type WizardStep = keyof typeof STEP_SCHEMAS;
/** The body of a step: its schema's parsed output (step 4 is the services request, step 5 is {}). */
export type StepBody<S extends WizardStep> = z.output<(typeof STEP_SCHEMAS)[S]>;

/**
 * PUT /api/my/businesses/:id/steps/:step. The server moves profile_step forward only (never back, 7 at most)
 * and answers the business as saved ('Step N saved successfully'; step 6: 'Business details updated successfully!').
 */
export function saveStep<S extends WizardStep>(businessId: number, step: S, body: StepBody<S>): Promise<TBusinessEdit> {
  return call(endpoints.saveWizardStep, { params: { id: businessId, step }, body });
}

/** POST /api/my/businesses/wizard: step 1 without a business starts a new one (decision 3). */
export function createFromStep1(body: StepBody<1>): Promise<TBusinessEdit> {
  return call(endpoints.startBusinessFromWizard, { body });
}

export interface SaveStepInput {
  /** null: step 1 of a new business. */
  businessId: number | null;
  step: WizardStep;
  body: StepBody<WizardStep>;
}

export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, step, body }: SaveStepInput): Promise<TBusinessEdit> =>
      businessId === null ? createFromStep1(body as StepBody<1>) : saveStep(businessId, step, body),
    onSuccess: (business) => {
      queryClient.setQueryData(businessEditQueryOptions(business.business_id).queryKey, business);
      void queryClient.invalidateQueries({ queryKey: [...MY_BUSINESSES_KEY, 'list'] });
    },
  });
}
