import { useQuery } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/business-review';
import { call } from '../../../lib/api-client';
import { ADMIN_KEY } from './admin-keys';

/** Decision 70: a business as the public would see it, with its contact details and review history. */
export function useBusinessPreview(businessId: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'business-preview', businessId],
    queryFn: () => call(endpoints.previewBusiness, { params: { id: businessId } }),
    enabled: businessId > 0,
  });
}
