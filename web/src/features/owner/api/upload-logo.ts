import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TBusinessEdit } from '@gd/contracts/schemas/owner';
import { uploadFormData } from '../../../lib/upload';
import { businessEditQueryOptions } from './get-business-edit';
import { MY_BUSINESSES_KEY } from './get-my-businesses';

/** POST /api/my/businesses/:id/logo (multipart `file`) ('Business logo uploaded successfully!'). */
export function uploadLogo(businessId: number, file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return uploadFormData(endpoints.uploadLogo, { params: { id: businessId }, body }, { onProgress });
}

export function useUploadLogo(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadLogo(businessId, file, onProgress),
    onSuccess: ({ business_logo }) => {
      queryClient.setQueryData(businessEditQueryOptions(businessId).queryKey, (old: TBusinessEdit | undefined) =>
        old ? { ...old, business_logo } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...MY_BUSINESSES_KEY, 'list'] });
    },
  });
}
