import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import { call } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** DELETE /api/my/businesses/:id ('Business deleted successfully!'). */
export function deleteBusiness(businessId: number): Promise<null> {
  return call(endpoints.deleteBusiness, { params: { id: businessId } });
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_KEY }),
  });
}
