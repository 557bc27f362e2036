import { Alert, Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useMyProfile, useProfileOptions } from '../api/profile';
import { LocationsSection } from '../components/profile-locations';
import { PhotosSection, VerificationSection } from '../components/profile-media';
import { PersonalSection, ProfessionalSection } from '../components/profile-professional';

/**
 * /practitioner/profile (decision 65): the practitioner's own profile in sections — professional, personal
 * (private), practice locations, photos, verification. Each section keeps its own edits and saves on its own, so
 * saving one never loses what was typed in another.
 */
export function PractitionerProfilePage() {
  const { t } = useTranslation();
  const profile = useMyProfile();
  const options = useProfileOptions();
  if (profile.error instanceof ApiError && profile.error.status === 403) {
    return (
      <Container size="md" py="lg">
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      </Container>
    );
  }
  const sections = ['professional', 'personal', 'locations', 'photos', 'verification'] as const;
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="xs">
        {t('TITLES.PRACTITIONER_PROFILE')}
      </Title>
      <Group component="nav" aria-label={t('PRACTITIONER_PROFILE.SECTIONS')} gap="sm" mb="md">
        {sections.map((s) => (
          <Anchor key={s} href={`#${s}`} size="sm">
            {t(`PRACTITIONER_PROFILE.${s.toUpperCase()}`)}
          </Anchor>
        ))}
        {profile.data && (
          <Anchor component={Link} to={paths.practitionerTimings.href()} size="sm">
            {t('DOCTORS.EDIT_TIMINGS')}
          </Anchor>
        )}
      </Group>
      {profile.isError && <QueryError error={profile.error} onRetry={() => void profile.refetch()} />}
      {options.isError && <QueryError error={options.error} onRetry={() => void options.refetch()} />}
      {profile.isPending || options.isPending ? (
        <Skeleton height={400} radius="md" />
      ) : (
        profile.data &&
        options.data && (
          <Stack gap="lg">
            <ProfessionalSection profile={profile.data} options={options.data} />
            <PersonalSection profile={profile.data} />
            <LocationsSection profile={profile.data} />
            <PhotosSection profile={profile.data} />
            <VerificationSection profile={profile.data} />
          </Stack>
        )
      )}
    </Container>
  );
}
