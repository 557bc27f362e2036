import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_MAX } from '@gd/contracts/schemas/gallery';
import { GALLERY_MAX, type TPhoto } from '@gd/contracts/schemas/owner';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useArrangeGallery, useSaveCaption } from '../api/arrange-gallery';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useBusinessEdit } from '../api/get-business-edit';
import { useUploadGalleryImage } from '../api/upload-gallery-image';
import { ImageUploader } from './image-uploader';
import classes from './gallery-manager.module.css';

/** 'Upload failed.' unless the server said why (spec §8). */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : fallback;

/** Puts the focus back on a control of a photo once the list shows its new place (a moved node loses focus). */
function refocus(id: string, fallbackId: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id) as HTMLButtonElement | null;
    (target && !target.disabled ? target : document.getElementById(fallbackId))?.focus();
  });
}

function CaptionForm({ businessId, photo, n }: { businessId: number; photo: TPhoto; n: number }) {
  const { t } = useTranslation();
  const save = useSaveCaption(businessId);
  const [value, setValue] = useState(photo.caption ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { photoId: photo.photo_id, caption: value },
      {
        onSuccess: (saved) => {
          setValue(saved.caption ?? '');
          notifySuccess(t(saved.caption ? 'GALLERY.CAPTION_SAVED' : 'GALLERY.CAPTION_REMOVED'));
        },
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t('GALLERY.CAPTION_LABEL', { n })}
          placeholder={t('GALLERY.CAPTION_PLACEHOLDER')}
          value={value}
          maxLength={CAPTION_MAX}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('GALLERY.SAVE_CAPTION')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * Decision 72: the owner's photos — upload, put in order with Move up / Move down (keyboard and touch alike),
 * make one the cover (the first photo: the search card's and the profile's first), caption and delete them.
 * Each move shows at once, is announced, and goes back with an error if the server refuses it.
 */
export function GalleryManager({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const edit = useBusinessEdit(businessId);
  const arrange = useArrangeGallery(businessId);
  const upload = useUploadGalleryImage(businessId);
  const remove = useDeleteGalleryImage(businessId);
  const [announcement, setAnnouncement] = useState('');

  if (edit.isError) return <QueryError error={edit.error} onRetry={() => void edit.refetch()} />;
  if (edit.isPending) return <Skeleton height={240} aria-busy="true" />;
  const photos = edit.data.gallery;
  const count = photos.length;

  const moveTo = (photo: TPhoto, from: number, to: number, focusId: string) => {
    const ids = photos.map((p) => p.photo_id);
    ids.splice(from, 1);
    ids.splice(to, 0, photo.photo_id);
    setAnnouncement(t('GALLERY.MOVED', { n: from + 1, position: to + 1, count }));
    arrange.mutate(to === 0 ? { kind: 'cover', photoId: photo.photo_id } : { kind: 'order', photoIds: ids }, {
      onError: (error) => notifyError(error, failure(error, t('MESSAGES.RECORD_NOT_SAVED'))),
    });
    refocus(focusId, `photo-caption-${photo.photo_id}`);
  };

  const onUpload = (file: File, onProgress: (p: number) => void) =>
    upload.mutateAsync({ file, onProgress }).then(
      () => notifySuccess(t('WIZARD.GALLERY_UPLOADED')),
      (error: unknown) => {
        notifyError(error, failure(error, t('WIZARD.UPLOAD_FAILED')));
        throw error;
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            {t('GALLERY.TITLE')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('GALLERY.HINT')}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {t('WIZARD.GALLERY_COUNT', { count, max: GALLERY_MAX })}
        </Text>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {count === 0 ? (
        <Text c="dimmed" size="sm">
          {t('WIZARD.GALLERY_EMPTY')}
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t('GALLERY.LIST')}>
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.photo_id} className={classes.item}>
                <div className={classes.thumb}>
                  <img
                    src={mediaUrl(photo.thumb_url ?? photo.photo_url) ?? ''}
                    alt={photo.caption ?? t('WIZARD.GALLERY_IMAGE', { n })}
                    loading="lazy"
                  />
                  {index === 0 ? (
                    <Badge className={classes.cover} size="sm" color="dark" variant="filled">
                      {t('GALLERY.COVER')}
                    </Badge>
                  ) : null}
                </div>
                <Stack gap="xs" style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {t('GALLERY.POSITION', { n, count })}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <Button
                      id={`photo-up-${photo.photo_id}`}
                      size="compact-sm"
                      variant="default"
                      disabled={index === 0}
                      aria-label={t('GALLERY.MOVE_UP_LABEL', { n })}
                      onClick={() => moveTo(photo, index, index - 1, `photo-up-${photo.photo_id}`)}
                    >
                      <span aria-hidden="true">↑ </span>
                      {t('GALLERY.MOVE_UP')}
                    </Button>
                    <Button
                      id={`photo-down-${photo.photo_id}`}
                      size="compact-sm"
                      variant="default"
                      disabled={index === count - 1}
                      aria-label={t('GALLERY.MOVE_DOWN_LABEL', { n })}
                      onClick={() => moveTo(photo, index, index + 1, `photo-down-${photo.photo_id}`)}
                    >
                      <span aria-hidden="true">↓ </span>
                      {t('GALLERY.MOVE_DOWN')}
                    </Button>
                    {index > 0 ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t('GALLERY.MAKE_COVER_LABEL', { n })}
                        onClick={() => moveTo(photo, index, 0, `photo-down-${photo.photo_id}`)}
                      >
                        {t('GALLERY.MAKE_COVER')}
                      </Button>
                    ) : null}
                    <ActionIcon
                      color="red"
                      variant="light"
                      size="md"
                      aria-label={t('WIZARD.DELETE_IMAGE', { n })}
                      onClick={() =>
                        remove.mutate(photo, {
                          onSuccess: () => notifySuccess(t('WIZARD.IMAGE_DELETED')),
                          onError: (error) => notifyError(error, failure(error, t('WIZARD.IMAGE_DELETE_FAILED'))),
                        })
                      }
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                  <div id={`photo-caption-${photo.photo_id}`} tabIndex={-1}>
                    <CaptionForm businessId={businessId} photo={photo} n={n} />
                  </div>
                </Stack>
              </li>
            );
          })}
        </ol>
      )}
      {count >= GALLERY_MAX ? (
        <Text size="sm" c="dimmed">
          {t('WIZARD.GALLERY_FULL')}
        </Text>
      ) : (
        <ImageUploader label={t('WIZARD.CHOOSE_IMAGE')} onUpload={onUpload} />
      )}
    </Stack>
  );
}
