import { useMutation } from '@tanstack/react-query';
import type { TUploadedImage } from '@gd/contracts/schemas/records';
import { api } from '../../../lib/api-client';

/** POST /api/common/upload-image (multipart, field `file`): the stored WebP's URL. */
export function uploadRecordImage(file: File): Promise<TUploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return api.post<TUploadedImage>('/common/upload-image', form);
}

export function useUploadRecordImage() {
  return useMutation({ mutationFn: uploadRecordImage });
}
