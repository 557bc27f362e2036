import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@gd/contracts/endpoints/admin';
import type { TAdminCategory, TCategoryForm } from '@gd/contracts/schemas/admin';
import { uploadFormData } from '../../../lib/upload';
import { ADMIN_KEY } from './admin-keys';

export interface SaveCategoryInput {
  /** absent: create */
  categoryId?: number;
  values: TCategoryForm;
  image: File | null;
}

/** Creates a category, or updates one (`categoryId`): multipart with an optional image `file`. */
export function saveCategory({ categoryId, values, image }: SaveCategoryInput): Promise<TAdminCategory> {
  const body = new FormData();
  body.append('category_name', values.category_name);
  if (values.category_name_guj) body.append('category_name_guj', values.category_name_guj);
  body.append('is_featured', values.is_featured);
  if (image) body.append('file', image);
  return categoryId === undefined
    ? uploadFormData(endpoints.createCategory, { body })
    : uploadFormData(endpoints.updateCategory, { params: { id: categoryId }, body });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      // the public category lists (home's Popular Category) of this tab
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
