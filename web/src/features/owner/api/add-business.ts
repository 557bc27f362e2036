import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TAddBusinessRequest } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** POST /api/my/businesses {category_id, business_name} ('Business added successfully!'). */
export function addBusiness(body: TAddBusinessRequest): Promise<{ business_id: number }> {
  return call(endpoints.addBusiness, { body });
}

export function useAddBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_KEY }),
  });
}
