import { Alert, Button, Group, Image, Paper, Progress, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZProductFields, type TProduct, type TProductFields } from '@gd/contracts/schemas/owner';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { mediaUrl } from '../../../lib/media';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteProductImage } from '../api/delete-product-image';
import { productToFields, useSaveProduct } from '../api/save-product';
import { ImageChooser } from './image-chooser';

/** Spec §9: add forms go back 500 ms after success. */
export const BACK_AFTER_MS = 500;

export interface ProductFormProps {
  businessId: number;
  /** Absent: the add form; present: the update form. */
  product?: TProduct;
  /** Called 500 ms after a successful save. */
  onDone: () => void;
}

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : undefined;

/**
 * Add / update product (spec §5): name required; price in rupees ('499.50'); image required on add, and on
 * update unless one is stored or a new file is chosen. Invalid → the Validation Warning.
 */
export function ProductForm({ businessId, product, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const deleteImage = useDeleteProductImage(businessId);
  const [file, setFile] = useState<File | null>(null);
  const [storedImage, setStoredImage] = useState(product?.image_name ?? null);
  const [warning, setWarning] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<
    TProductFields,
    unknown,
    z.output<typeof ZProductFields>
  >({
    resolver: zodResolver(ZProductFields),
    defaultValues: product
      ? productToFields(product)
      : { product_name: '', description: '', product_price: '', is_active: '1' },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const imageMissing = !file && !storedImage;

  const submit = handleSubmit(
    async () => {
      if (imageMissing) {
        setWarning(true);
        return;
      }
      setWarning(false);
      // The server parses the fields itself: send them as typed (rupees), not the parsed paise.
      const typed = getValues();
      const fields: TProductFields = {
        product_name: typed.product_name,
        description: typed.description ?? '',
        product_price: typed.product_price ?? '',
        is_active: typed.is_active === '0' ? '0' : '1',
      };
      setProgress(0);
      try {
        await save.mutateAsync({ businessId, productId: product?.product_id, fields, file, onProgress: setProgress });
      } catch (error) {
        applyServerFieldErrors(error, setError, ['product_name', 'description', 'product_price']);
        notifyError(error, refusal(error) ?? t(product ? 'PRODUCTS.UPDATE_FAILED' : 'PRODUCTS.CREATE_FAILED'));
        return;
      } finally {
        setProgress(null);
      }
      notifySuccess(t(product ? 'PRODUCTS.UPDATED' : 'PRODUCTS.CREATED'));
      setDone(true);
      setTimeout(onDone, BACK_AFTER_MS);
    },
    () => setWarning(true),
  );

  const removeStoredImage = () => {
    if (!product) return;
    deleteImage.mutate(product.product_id, {
      onSuccess: () => {
        setStoredImage(null);
        notifySuccess(t('WIZARD.IMAGE_DELETED'));
      },
      onError: (error) => notifyError(error, refusal(error) ?? t('WIZARD.IMAGE_DELETE_FAILED')),
    });
  };

  const stored = mediaUrl(storedImage);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            {...register('product_name')}
            label={t('PRODUCTS.NAME')}
            required
            error={fieldErrorText(t, errors.product_name)}
          />
          <Textarea
            {...register('description')}
            label={t('PRODUCTS.DESCRIPTION')}
            autosize
            minRows={3}
            maxRows={8}
            error={fieldErrorText(t, errors.description)}
          />
          <TextInput
            {...register('product_price')}
            label={t('PRODUCTS.PRICE')}
            description={t('PRODUCTS.PRICE_HINT')}
            inputMode="decimal"
            leftSection="₹"
            maw={240}
            error={fieldErrorText(t, errors.product_price)}
          />
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <Switch
                label={t('PRODUCTS.ACTIVE')}
                description={t('PRODUCTS.ACTIVE_HINT')}
                checked={field.value !== '0'}
                onChange={(e) => field.onChange(e.currentTarget.checked ? '1' : '0')}
              />
            )}
          />
          <div>
            <Text fw={500} size="sm" mb={4}>
              {t('PRODUCTS.IMAGE')}{' '}
              <Text span c="red">
                *
              </Text>
            </Text>
            {stored && !file ? (
              <Group align="flex-end" gap="sm" mb="xs">
                <Image src={stored} alt={t('PRODUCTS.CURRENT_IMAGE')} maw={150} radius="sm" />
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={removeStoredImage}
                  loading={deleteImage.isPending}
                >
                  {t('PRODUCTS.DELETE_IMAGE')}
                </Button>
              </Group>
            ) : null}
            <ImageChooser
              label={t('WIZARD.CHOOSE_IMAGE')}
              file={file}
              onChange={setFile}
              disabled={progress !== null}
            />
            {warning && imageMissing ? (
              <Text c="red.8" size="sm" mt={4}>
                {t('VALIDATION.IMAGE_REQUIRED')}
              </Text>
            ) : null}
          </div>
          {progress !== null ? (
            <Progress
              value={progress}
              size="lg"
              animated
              aria-label={t('WIZARD.UPLOAD_PROGRESS', { percent: progress })}
            />
          ) : null}
          {warning ? (
            <Alert color="yellow" variant="light" role="alert" title={t('PRODUCTS.VALIDATION_TITLE')}>
              {t(product ? 'PRODUCTS.FILL_REQUIRED_IMAGE' : 'PRODUCTS.FILL_REQUIRED')}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={save.isPending || done}>
              {t(product ? 'PRODUCTS.UPDATE' : 'PRODUCTS.ADD')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
