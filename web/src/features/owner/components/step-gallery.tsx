import { ActionIcon, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX, type TBusinessEdit, type TPhoto } from '@gd/contracts/schemas/owner';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { FALLBACK_LOGO, mediaUrl } from '../../../lib/media';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { useUploadLogo } from '../api/upload-logo';
import { ApiError } from '../../../lib/api-client';
import { ImageUploader } from './image-uploader';
import { WizardFooter, type StepProps } from './wizard-footer';
import classes from './wizard.module.css';

/** 'Upload failed.' unless the server said why (spec §8). */
function uploadFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : fallback;
}

/**
 * Step 5 — Gallery, with the business logo: each image uploads on its own (with progress); saving the step only
 * moves the wizard on. A deleted photo leaves at once and comes back if the call fails (decision 12).
 */
export function StepGallery({
  business,
  saving,
  onSave,
  onBack,
}: StepProps<Record<string, never>> & { business: TBusinessEdit }) {
  const { t } = useTranslation();
  const businessId = business.business_id;
  const uploadLogo = useUploadLogo(businessId);
  const uploadImage = useUploadGalleryImage(businessId);
  const deleteImage = useDeleteGalleryImage(businessId);
  const full = business.gallery.length >= GALLERY_MAX;

  const onLogo = (file: File, onProgress: (p: number) => void) =>
    uploadLogo.mutateAsync({ file, onProgress }).then(
      () => notifySuccess(t('WIZARD.LOGO_UPLOADED')),
      (error: unknown) => {
        notifyError(error, uploadFailure(error, t('WIZARD.UPLOAD_FAILED')));
        throw error;
      },
    );
  const onImage = (file: File, onProgress: (p: number) => void) =>
    uploadImage.mutateAsync({ file, onProgress }).then(
      () => notifySuccess(t('WIZARD.GALLERY_UPLOADED')),
      (error: unknown) => {
        notifyError(error, uploadFailure(error, t('WIZARD.UPLOAD_FAILED')));
        throw error;
      },
    );
  const remove = (photo: TPhoto) =>
    deleteImage.mutate(photo, {
      onSuccess: () => notifySuccess(t('WIZARD.IMAGE_DELETED')),
      onError: (error) => notifyError(error, uploadFailure(error, t('WIZARD.IMAGE_DELETE_FAILED'))),
    });

  const logo = mediaUrl(business.business_logo);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSave({});
      }}
      noValidate
    >
      <Stack gap="lg">
        <section>
          <Title order={3} size="h4" mb="xs">
            {t('WIZARD.LOGO')}
          </Title>
          <Group align="flex-start" gap="md">
            <Image
              src={logo ?? FALLBACK_LOGO}
              alt={logo ? t('WIZARD.CURRENT_LOGO') : ''}
              w={96}
              h={96}
              fit="contain"
              radius="sm"
              bd="1px solid var(--mantine-color-default-border)"
            />
            <ImageUploader label={t('WIZARD.CHOOSE_LOGO')} onUpload={onLogo} />
          </Group>
        </section>
        <Divider />
        <section>
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h4">
              {t('WIZARD.GALLERY')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('WIZARD.GALLERY_COUNT', { count: business.gallery.length, max: GALLERY_MAX })}
            </Text>
          </Group>
          {business.gallery.length === 0 ? (
            <Text c="dimmed" size="sm" mb="sm">
              {t('WIZARD.GALLERY_EMPTY')}
            </Text>
          ) : (
            <ul className={classes.gallery} aria-label={t('WIZARD.GALLERY')}>
              {business.gallery.map((photo, index) => (
                <li key={photo.photo_id} className={classes.galleryItem}>
                  <img
                    src={mediaUrl(photo.thumb_url ?? photo.photo_url) ?? ''}
                    alt={t('WIZARD.GALLERY_IMAGE', { n: index + 1 })}
                    loading="lazy"
                  />
                  <ActionIcon
                    className={classes.galleryDelete}
                    color="red"
                    variant="filled"
                    size="lg"
                    aria-label={t('WIZARD.DELETE_IMAGE', { n: index + 1 })}
                    onClick={() => remove(photo)}
                  >
                    ✕
                  </ActionIcon>
                </li>
              ))}
            </ul>
          )}
          <Stack mt="md" gap="xs">
            {full ? (
              <Text size="sm" c="dimmed">
                {t('WIZARD.GALLERY_FULL')}
              </Text>
            ) : (
              <ImageUploader label={t('WIZARD.CHOOSE_IMAGE')} onUpload={onImage} />
            )}
          </Stack>
        </section>
      </Stack>
      <WizardFooter step={5} saving={saving} onBack={onBack} />
    </form>
  );
}
