import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** DELETE /api/my/businesses/:id ('Business deleted successfully!'). */
export function deleteBusiness(businessId: number): Promise<unknown> {
  return api.delete<unknown>(`/my/businesses/${businessId}`);
}

export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_BUSINESSES_KEY }),
  });
}
