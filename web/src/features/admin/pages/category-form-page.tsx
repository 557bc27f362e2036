import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, FileInput, Group, Image, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { type TAdminCategory, type TCategoryForm, ZCategoryForm } from '@gd/contracts/schemas/admin';
import { UPLOAD_MAX_BYTES } from '@gd/contracts/schemas/owner';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCategory } from '../api/get-category';
import { useSaveCategory } from '../api/save-category';
import { AdminPageHeader } from '../components/admin-ui';

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** /business-category-create: the category form, empty. */
export function CategoryCreatePage() {
  return <CategoryForm category={null} />;
}

/** /business-update/{category_id} (and /business-category-update/{id}): the category form with its values. */
export function CategoryUpdatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const category = useCategory(id);
  if (category.isError)
    return (
      <Stack gap="md">
        <AdminPageHeader title={t('TITLES.BUSINESS_CATEGORY_UPDATE')} />
        <QueryError error={category.error} onRetry={() => void category.refetch()} />
      </Stack>
    );
  if (category.isPending) return <Skeleton height={320} aria-busy="true" />;
  return <CategoryForm key={category.data.category_id} category={category.data} />;
}

/**
 * Spec §5: name required ('Category name is required'), featured yes/no required ('Please select if the category
 * is featured'); the Gujarati name and an image (PNG, JPG, GIF or WebP; decoded by the server) are optional.
 */
function CategoryForm({ category }: { category: TAdminCategory | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCategory();
  // The chosen image and its local preview URL (released when replaced and when the form leaves).
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const image = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const { register, control, handleSubmit, setError, formState } = useForm<TCategoryForm>({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: category
      ? {
          category_name: category.category_name,
          category_name_guj: category.category_name_guj ?? '',
          is_featured: category.is_featured ? '1' : '0',
        }
      : { category_name: '', category_name_guj: '' },
    mode: 'onTouched',
  });
  const { errors } = formState;

  const chooseImage = (file: File | null) => {
    setImageError(null);
    if (file && !IMAGE_ACCEPT.split(',').includes(file.type)) {
      setImageError(t('ERRORS.UNSUPPORTED_IMAGE'));
      return;
    }
    if (file && file.size > UPLOAD_MAX_BYTES) {
      setImageError(t('ERRORS.IMAGE_TOO_LARGE'));
      return;
    }
    setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  };

  const submit = handleSubmit((values) =>
    save.mutateAsync({ categoryId: category?.category_id, values, image }).then(
      () => {
        notifySuccess();
        void navigate(paths.businessCategoryList.href());
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, setError, ['category_name', 'category_name_guj', 'is_featured'])) {
          notifyError(error);
        }
        const fileKey = (error as { fieldErrors?: Record<string, string> }).fieldErrors?.file;
        if (fileKey) setImageError(t(`ERRORS.${fileKey}`));
      },
    ),
  );

  const title = t(category ? 'TITLES.BUSINESS_CATEGORY_UPDATE' : 'TITLES.BUSINESS_CATEGORY_CREATE');
  return (
    <Stack gap="md" maw={560}>
      <AdminPageHeader
        title={title}
        actions={
          <Anchor component={Link} to={paths.businessCategoryList.href()}>
            {t('ADMIN.BACK_TO_CATEGORIES')}
          </Anchor>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('ADMIN.CATEGORY_NAME')}
            required
            {...register('category_name')}
            error={fieldErrorText(t, errors.category_name)}
          />
          <TextInput
            label={t('ADMIN.CATEGORY_NAME_GUJ')}
            lang="gu"
            {...register('category_name_guj')}
            error={fieldErrorText(t, errors.category_name_guj)}
          />
          <Controller
            control={control}
            name="is_featured"
            render={({ field }) => (
              <Radio.Group
                name={field.name}
                value={field.value ?? null}
                onChange={field.onChange}
                label={t('ADMIN.IS_FEATURED')}
                required
                error={fieldErrorText(t, errors.is_featured)}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="1" label={t('ADMIN.YES')} ref={field.ref} />
                  <Radio value="0" label={t('ADMIN.NO')} />
                </Group>
              </Radio.Group>
            )}
          />
          <div>
            <FileInput
              label={t('ADMIN.CATEGORY_IMAGE')}
              description={t('ADMIN.IMAGE_HINT')}
              accept={IMAGE_ACCEPT}
              value={image}
              onChange={chooseImage}
              clearable
              error={imageError}
            />
            {preview || category?.image ? (
              <Group gap="sm" mt="xs">
                <Image src={preview ?? category?.image} alt={t('ADMIN.IMAGE_PREVIEW')} w={150} maw={150} radius="sm" />
                {!preview ? (
                  <Text size="xs" c="dimmed">
                    {t('ADMIN.CURRENT_IMAGE')}
                  </Text>
                ) : null}
              </Group>
            ) : null}
          </div>
          <Group justify="flex-end">
            <Button component={Link} to={paths.businessCategoryList.href()} variant="default">
              {t('ADMIN.CANCEL')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(category ? 'ADMIN.UPDATE' : 'ADMIN.CREATE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
