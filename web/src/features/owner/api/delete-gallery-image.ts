import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/owner';
import type { TBusinessEdit, TPhoto } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { businessEditQueryOptions } from './get-business-edit';

/** DELETE /api/my/businesses/:id/gallery/:photo_id ('Image deleted successfully!'). */
export function deleteGalleryImage(businessId: number, photoId: number): Promise<null> {
  return call(endpoints.deleteGalleryPhoto, { params: { id: businessId, photo_id: photoId } });
}

/**
 * Decision 12: the photo leaves the screen at once; if the call fails it comes back where it was
 * (other photos uploaded meanwhile are kept) and the caller shows the error.
 */
export function useDeleteGalleryImage(businessId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = businessEditQueryOptions(businessId);
  return useMutation({
    mutationFn: (photo: TPhoto) => deleteGalleryImage(businessId, photo.photo_id),
    onMutate: async (photo) => {
      await queryClient.cancelQueries({ queryKey });
      const index = queryClient.getQueryData(queryKey)?.gallery.findIndex((p) => p.photo_id === photo.photo_id) ?? -1;
      queryClient.setQueryData(queryKey, (old: TBusinessEdit | undefined) =>
        old ? { ...old, gallery: old.gallery.filter((p) => p.photo_id !== photo.photo_id) } : old,
      );
      return { index };
    },
    onError: (_error, photo, context) => {
      queryClient.setQueryData(queryKey, (old: TBusinessEdit | undefined) => {
        if (!old || old.gallery.some((p) => p.photo_id === photo.photo_id)) return old;
        const gallery = [...old.gallery];
        const at = context && context.index >= 0 ? Math.min(context.index, gallery.length) : gallery.length;
        gallery.splice(at, 0, photo);
        return { ...old, gallery };
      });
    },
  });
}
