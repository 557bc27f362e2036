import {
  Button,
  Checkbox,
  Container,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PRACTITIONER_LANGUAGES } from '@gd/contracts/practitioners';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { useCities } from '../../../lib/api/get-cities';
import { useLanguage } from '../../../lib/use-language';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { usePractitioners, useSpecialties, type PractitionerFilters } from '../api/practitioners';
import { PractitionerCard, type CardNames } from '../components/practitioner-card';
import { filtersFromUrl } from '../utils/filters';

/**
 * /doctors and /doctors/{specialty_id}/{slug} (decision 65): verified practitioners by name, city, specialty,
 * language and "available today" (kept in the URL), best rated first, with Load More.
 */
export function DoctorsPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const params = useParams();
  const [search] = useSearchParams();
  const update = useSearchUpdate();
  const cities = useCities();
  const specialties = useSpecialties();
  const [q] = useDebouncedValue(search.get('q') ?? '', 300);
  // The same filters the route's prefetch (and the server's render) asked for; the typed name waits a little.
  const filters: PractitionerFilters = { ...filtersFromUrl(params.id, search), q };
  const list = usePractitioners(filters);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  // List cards name their city and specialties by id (decision 66); the filters' lists name them.
  const names = useMemo<CardNames>(
    () => ({
      cities: new Map((cities.data ?? []).map((c) => [c.op_key, pick(c.op_value, c.op_value_guj)])),
      specialties: new Map((specialties.data ?? []).map((s) => [s.specialty_id, pick(s.name, s.name_guj)])),
    }),
    [cities.data, specialties.data, pick],
  );
  const count = list.data?.pages[0]?.count ?? 0;

  // From the latest URL asked for, not this render's: two filters changed in quick succession both stay.
  const set = (name: string, value: string) =>
    update((next) => (value ? next.set(name, value) : next.delete(name)), { replace: true });

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.DOCTORS') }]} />
      <Title order={1} size="h2" mt="sm">
        {t('DOCTORS.HEADING')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('DOCTORS.INTRO')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
        <TextInput
          label={t('DOCTORS.SEARCH_LABEL')}
          placeholder={t('DOCTORS.SEARCH_PLACEHOLDER')}
          value={search.get('q') ?? ''}
          onChange={(e) => set('q', e.currentTarget.value)}
        />
        <NativeSelect
          label={t('DOCTORS.CITY')}
          value={search.get('city_id') ?? ''}
          onChange={(e) => set('city_id', e.currentTarget.value)}
          data={[
            { value: '', label: t('DOCTORS.ALL_CITIES') },
            ...(cities.data ?? []).map((c) => ({ value: String(c.op_key), label: pick(c.op_value, c.op_value_guj) })),
          ]}
        />
        <NativeSelect
          label={t('DOCTORS.SPECIALTY')}
          value={String(filters.specialtyId ?? '')}
          onChange={(e) => set('specialty_id', e.currentTarget.value)}
          data={[
            { value: '', label: t('DOCTORS.ALL_SPECIALTIES') },
            ...(specialties.data ?? []).map((s) => ({
              value: String(s.specialty_id),
              label: `${pick(s.name, s.name_guj)} (${s.count})`,
            })),
          ]}
        />
        <NativeSelect
          label={t('DOCTORS.LANGUAGE')}
          value={filters.language ?? ''}
          onChange={(e) => set('language', e.currentTarget.value)}
          data={[
            { value: '', label: t('DOCTORS.ALL_LANGUAGES') },
            ...PRACTITIONER_LANGUAGES.map((code) => ({ value: code, label: t(`DOCTORS.LANGUAGES.${code}`) })),
          ]}
        />
        <Checkbox
          mt={{ base: 0, md: 30 }}
          label={t('DOCTORS.AVAILABLE_TODAY')}
          checked={filters.availableToday}
          onChange={(e) => set('available', e.currentTarget.checked ? 'today' : '')}
        />
      </SimpleGrid>

      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="md">
          <Text role="status" fw={600}>
            {rows.length ? t('DOCTORS.FOUND', { count }) : t('DOCTORS.NONE')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {rows.map((p) => (
              <PractitionerCard key={p.practitioner_id} practitioner={p} names={names} />
            ))}
          </SimpleGrid>
          {list.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              {t('DOCTORS.LOAD_MORE')}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
