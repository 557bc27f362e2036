import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/records';
import type { TUploadedImage } from '@gd/contracts/schemas/records';
import { call } from '../../../lib/api-client';

/** Uploads an image for a record (multipart, field `file`): the stored WebP's URL. */
export function uploadRecordImage(file: File): Promise<TUploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return call(endpoints.uploadRecordImage, { body: form });
}

export function useUploadRecordImage() {
  return useMutation({ mutationFn: uploadRecordImage });
}
