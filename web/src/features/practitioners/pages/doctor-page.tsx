import { Alert, Badge, Card, Container, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatRupees, weekdayName } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useLanguage } from '../../../lib/use-language';
import { usePractitioner } from '../api/practitioners';
import { BookingPanel } from '../components/booking-panel';
import { DoctorGallery, DoctorLocations, DoctorOffers, DoctorPhoto } from '../components/doctor-profile-extras';
import { DoctorQuestions } from '../components/doctor-questions';
import { DoctorReviews } from '../components/doctor-reviews';
import { NextSlots } from '../components/next-slots';

/**
 * /doctor/{id}/{slug} (decision 65): a verified practitioner — specialties, degrees, registration, fee, languages,
 * practices, weekly timings, reviews with replies, answered questions and asking one — and booking a half hour of the
 * coming week.
 */
export function DoctorPage() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const id = Number(useParams().id);
  const practitioner = usePractitioner(id);
  const p = practitioner.data;
  usePageTitle(p ? pick(p.name, p.name_guj) : undefined);

  if (practitioner.isError) {
    const missing = practitioner.error instanceof ApiError && practitioner.error.status === 404;
    return (
      <Container size="md" py="lg">
        {missing ? (
          <Alert color="gray" role="status">
            {t('DOCTORS.NOT_FOUND')}
          </Alert>
        ) : (
          <QueryError error={practitioner.error} onRetry={() => void practitioner.refetch()} />
        )}
      </Container>
    );
  }
  if (!p) {
    return (
      <Container size="lg" py="lg">
        <Skeleton height={240} radius="md" />
      </Container>
    );
  }
  const days = [1, 2, 3, 4, 5, 6, 7];
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs
        items={[
          { label: t('NAV.HOME'), to: paths.home.href() },
          { label: t('TITLES.DOCTORS'), to: paths.doctors.href() },
          { label: pick(p.name, p.name_guj) },
        ]}
      />
      <Grid mt="sm" gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Group gap="md" wrap="nowrap">
              <DoctorPhoto p={p} name={pick(p.name, p.name_guj)} />
              <Title order={1} size="h2">
                {pick(p.name, p.name_guj)}
              </Title>
            </Group>
            <Group gap={6}>
              {p.specialties.map((s) => (
                <Badge key={s.specialty_id} variant="light" color="teal" c="dark.9" radius="sm">
                  {pick(s.name, s.name_guj)}
                </Badge>
              ))}
            </Group>
            <Text>{[p.degrees.join(', '), pick(p.city_name, p.city_name_guj)].filter(Boolean).join(' · ')}</Text>
            {p.experience_years !== null && <Text>{t('DOCTORS.YEARS', { count: p.experience_years })}</Text>}
            <Text>
              {t('DOCTORS.FEE')}: <strong>{formatRupees(p.fee_paise, language)}</strong>
            </Text>
            {p.languages.length > 0 && (
              <Text>
                {t('DOCTORS.LANGUAGE')}: {p.languages.map((code) => t(`DOCTORS.LANGUAGES.${code}`)).join(', ')}
              </Text>
            )}
            {p.registration_number && (
              <Text size="sm" c="dimmed">
                {t('DOCTORS.REGISTRATION')}: {p.registration_number}
                {p.registration_council ? ` · ${p.registration_council}` : ''}
              </Text>
            )}
            <DoctorLocations p={p} />
            <DoctorOffers p={p} />
            {p.about && (
              <div>
                <Title order={2} size="h4">
                  {t('DOCTORS.ABOUT')}
                </Title>
                <Text>{p.about}</Text>
              </div>
            )}
            <div>
              <Title order={2} size="h4">
                {t('DOCTORS.TIMINGS')}
              </Title>
              <Table striped withRowBorders={false} maw={420}>
                <Table.Tbody>
                  {days.map((day) => {
                    const windows = p.timings.filter((w) => w.day === day);
                    return (
                      <Table.Tr key={day}>
                        <Table.Th scope="row">{weekdayName(day, language)}</Table.Th>
                        <Table.Td>
                          {windows.length
                            ? windows
                                .map((w) => {
                                  const range = `${formatClockTime(w.opens, language)} – ${formatClockTime(w.closes, language)}`;
                                  const at =
                                    p.locations.length > 1 && p.locations.find((l) => l.location_id === w.location_id);
                                  return at ? `${range} (${at.name})` : range;
                                })
                                .join(', ')
                            : t('DOCTORS.CLOSED')}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
            <DoctorGallery p={p} name={pick(p.name, p.name_guj)} />
            <NextSlots slots={p.next_slots} />
            <DoctorReviews practitionerId={p.practitioner_id} />
            <DoctorQuestions practitioner={p} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="md">
            <BookingPanel practitionerId={p.practitioner_id} />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
