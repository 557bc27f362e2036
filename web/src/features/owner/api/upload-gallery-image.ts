import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TBusinessEdit } from '@gd/contracts/schemas/owner';
import { uploadFormData } from '../../../lib/upload';
import { businessEditQueryOptions } from './get-business-edit';

/** POST /api/my/businesses/:id/gallery (multipart `file`) → the new photo ('Gallery image uploaded successfully!'). */
export function uploadGalleryImage(businessId: number, file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file);
  return uploadFormData(endpoints.addGalleryPhoto, { params: { id: businessId }, body }, { onProgress });
}

export function useUploadGalleryImage(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadGalleryImage(businessId, file, onProgress),
    onSuccess: (photo) => {
      queryClient.setQueryData(businessEditQueryOptions(businessId).queryKey, (old: TBusinessEdit | undefined) =>
        old ? { ...old, gallery: [...old.gallery, photo] } : old,
      );
    },
  });
}
