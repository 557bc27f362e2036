import { Alert, Badge, Button, FileInput, Group, Image, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MediaKind,
  PRACTITIONER_BANNERS_MAX,
  PRACTITIONER_GALLERY_MAX,
  type TMedia,
  type TMyProfile,
  VERIFICATION_STATUS,
} from '@gd/contracts/schemas/practitioner-profile';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadProof, useMediaActions, useSubmitVerification } from '../api/profile';
import { ProfileSection, useFieldError } from './profile-form-bits';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** The photo, the gallery and the banners: each upload goes through the server's image checks. */
export function PhotosSection({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const media = useMediaActions();
  const failed = media.photo.error ?? media.add.error ?? media.remove.error;
  const done = () => notifySuccess(t('PRACTITIONER_PROFILE.SAVED'));

  const group = (kind: MediaKind, items: TMedia[], max: number, label: string) => (
    <Stack gap="xs">
      <Text fw={700}>
        {label} ({items.length}/{max})
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {items.map((m, i) => (
          <Stack key={m.media_id} gap={4}>
            <Image
              src={m.thumb_url}
              alt={t('PRACTITIONER_PROFILE.IMAGE_N', { label, n: i + 1 })}
              radius="sm"
              h={90}
              fit="cover"
            />
            <Button
              variant="subtle"
              color="red.9"
              size="xs"
              loading={media.remove.isPending && media.remove.variables === m.media_id}
              onClick={() => media.remove.mutate(m.media_id, { onSuccess: done })}
            >
              {t('PRACTITIONER_PROFILE.REMOVE_IMAGE', { label, n: i + 1 })}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      {items.length < max && (
        <FileInput
          label={t('PRACTITIONER_PROFILE.ADD_IMAGE', { label })}
          accept={IMAGE_TYPES}
          clearable={false}
          value={null}
          disabled={media.add.isPending}
          onChange={(file) => file && media.add.mutate({ kind, file }, { onSuccess: done })}
          maw={360}
        />
      )}
    </Stack>
  );

  return (
    <ProfileSection
      id="photos"
      title={t('PRACTITIONER_PROFILE.PHOTOS')}
      intro={t('PRACTITIONER_PROFILE.PHOTOS_INTRO')}
      error={failed}
    >
      <Stack gap="lg">
        <Group align="flex-end" gap="md">
          {profile.photo && (
            <Image src={profile.photo} alt={t('PRACTITIONER_PROFILE.PHOTO')} w={96} h={96} radius="50%" fit="cover" />
          )}
          <FileInput
            label={t('PRACTITIONER_PROFILE.PHOTO')}
            accept={IMAGE_TYPES}
            clearable={false}
            value={null}
            disabled={media.photo.isPending}
            onChange={(file) => file && media.photo.mutate(file, { onSuccess: done })}
            maw={320}
          />
        </Group>
        {group('gallery', profile.gallery, PRACTITIONER_GALLERY_MAX, t('PRACTITIONER_PROFILE.GALLERY'))}
        {group('banner', profile.banners, PRACTITIONER_BANNERS_MAX, t('PRACTITIONER_PROFILE.BANNERS'))}
      </Stack>
    </ProfileSection>
  );
}

const STATUS: Record<number, { key: string; color: string }> = {
  [VERIFICATION_STATUS.PENDING]: { key: 'PRACTITIONER_PROFILE.STATUS_PENDING', color: 'yellow' },
  [VERIFICATION_STATUS.VERIFIED]: { key: 'PRACTITIONER_PROFILE.STATUS_VERIFIED', color: 'green' },
  [VERIFICATION_STATUS.REJECTED]: { key: 'PRACTITIONER_PROFILE.STATUS_REJECTED', color: 'red' },
};

/** Verification: the status, the admin's reason when refused, and a new submission with its proof. */
export function VerificationSection({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const submit = useSubmitVerification();
  const err = useFieldError(submit.error);
  const v = profile.verification;
  const [council, setCouncil] = useState(v.registration_council ?? '');
  const [number, setNumber] = useState(v.registration_number ?? '');
  const [file, setFile] = useState<File | null>(null);
  const status = STATUS[v.status] ?? STATUS[VERIFICATION_STATUS.PENDING]!;

  return (
    <ProfileSection
      id="verification"
      title={t('PRACTITIONER_PROFILE.VERIFICATION')}
      intro={t('PRACTITIONER_PROFILE.VERIFICATION_INTRO')}
      error={submit.error}
      saving={submit.isPending}
      saveLabel={t('PRACTITIONER_PROFILE.SUBMIT_VERIFICATION')}
      onSave={() => {
        if (!file) {
          notifyError(undefined, t('VALIDATION.NO_FILE_SELECTED'));
          return;
        }
        submit.mutate(
          { registration_council: council, registration_number: number, file },
          {
            onSuccess: () => {
              setFile(null);
              notifySuccess(t('PRACTITIONER_PROFILE.SUBMITTED'));
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text>{t('PRACTITIONER_PROFILE.STATUS')}</Text>
          <Badge color={status.color} variant="dot" size="lg">
            {t(status.key)}
          </Badge>
        </Group>
        {v.status === VERIFICATION_STATUS.REJECTED && v.reason && (
          <Alert color="red" title={t('PRACTITIONER_PROFILE.REJECTED_BECAUSE')}>
            {v.reason}
          </Alert>
        )}
        {v.document && (
          <Group gap="xs">
            <Text size="sm">
              {t('PRACTITIONER_PROFILE.SUBMITTED_ON', {
                date: formatDate(v.document.submitted_at, 'dd-MM-yyyy', language),
              })}
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => void downloadProof(v.document!.document_id).catch((e: unknown) => notifyError(e))}
            >
              {t('PRACTITIONER_PROFILE.VIEW_PROOF')}
            </Button>
          </Group>
        )}
        <TextInput
          label={t('PRACTITIONER_PROFILE.COUNCIL')}
          required
          maxLength={150}
          value={council}
          onChange={(e) => setCouncil(e.currentTarget.value)}
          error={err('registration_council')}
        />
        <TextInput
          label={t('PRACTITIONER_PROFILE.REGISTRATION_NUMBER')}
          required
          maxLength={50}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={err('registration_number')}
          maw={320}
        />
        <FileInput
          label={t('PRACTITIONER_PROFILE.PROOF')}
          description={t('PRACTITIONER_PROFILE.PROOF_HINT')}
          required
          accept={`${IMAGE_TYPES},application/pdf`}
          value={file}
          onChange={setFile}
          error={err('file')}
          maw={360}
        />
      </Stack>
    </ProfileSection>
  );
}
