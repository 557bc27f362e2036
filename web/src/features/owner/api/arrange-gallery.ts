import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/gallery';
import type { TBusinessEdit, TPhoto } from '@gd/contracts/schemas/owner';
import { call } from '../../../lib/api-client';
import { businessEditQueryOptions } from './get-business-edit';

/**
 * Decision 72: the owner arranges the gallery. A new order shows at once and goes back if the call fails; the
 * server's answer (the whole gallery in its order) then replaces it.
 */
export function useArrangeGallery(businessId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = businessEditQueryOptions(businessId);
  const setGallery = (gallery: TPhoto[]) =>
    queryClient.setQueryData(queryKey, (old: TBusinessEdit | undefined) => (old ? { ...old, gallery } : old));

  return useMutation({
    mutationFn: (change: { kind: 'order'; photoIds: number[] } | { kind: 'cover'; photoId: number }) =>
      change.kind === 'order'
        ? call(endpoints.setGalleryOrder, { params: { id: businessId }, body: { photo_ids: change.photoIds } })
        : call(endpoints.setGalleryCover, { params: { id: businessId, photo_id: change.photoId } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.gallery;
      if (before) {
        const ids = change.kind === 'order' ? change.photoIds : [change.photoId];
        const byId = new Map(before.map((p) => [p.photo_id, p]));
        const moved = ids.flatMap((id) => byId.get(id) ?? []);
        setGallery([...moved, ...before.filter((p) => !ids.includes(p.photo_id))]);
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) setGallery(context.before);
    },
    onSuccess: (gallery) => setGallery(gallery),
  });
}

/** PUT …/gallery/:photo_id/caption: an empty caption removes it. */
export function useSaveCaption(businessId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = businessEditQueryOptions(businessId);
  return useMutation({
    mutationFn: ({ photoId, caption }: { photoId: number; caption: string }) =>
      call(endpoints.setPhotoCaption, { params: { id: businessId, photo_id: photoId }, body: { caption } }),
    onSuccess: (photo) =>
      queryClient.setQueryData(queryKey, (old: TBusinessEdit | undefined) =>
        old ? { ...old, gallery: old.gallery.map((p) => (p.photo_id === photo.photo_id ? photo : p)) } : old,
      ),
  });
}
