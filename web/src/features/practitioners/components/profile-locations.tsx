import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LOCATIONS, type TLocationInput, type TMyProfile } from '@gd/contracts/schemas/practitioner-profile';
import { useCities } from '../../../lib/api/get-cities';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useSaveLocations } from '../api/profile';
import { ProfileSection, useFieldError } from './profile-form-bits';

type Row = {
  key: string;
  location_id?: number;
  name: string;
  address: string;
  city_id: number | null;
  map_url: string;
};

/** Practice locations: one or more, each with its own week of timings (the timings page picks one). */
export function LocationsSection({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const cities = useCities();
  const save = useSaveLocations();
  const err = useFieldError(save.error);
  const [rows, setRows] = useState<Row[]>(() =>
    profile.locations.map((l) => ({
      key: `l${l.location_id}`,
      location_id: l.location_id,
      name: l.name,
      address: l.address ?? '',
      city_id: l.city_id,
      map_url: l.map_url ?? '',
    })),
  );
  const setRow = (i: number, patch: Partial<Row>) => setRows(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const cityOptions = [
    { value: '', label: t('PRACTITIONER_PROFILE.CHOOSE_CITY') },
    ...(cities.data ?? []).map((c) => ({
      value: String(c.op_key),
      label: language === 'guj' && c.op_value_guj ? c.op_value_guj : c.op_value,
    })),
  ];

  const submit = () => {
    const body: TLocationInput[] = rows.map((r) => ({
      ...(r.location_id ? { location_id: r.location_id } : {}),
      name: r.name,
      address: r.address,
      city_id: r.city_id ?? 0,
      map_url: r.map_url || null,
    }));
    save.mutate(body, {
      onSuccess: (saved) => {
        // New locations get their ids; the list is what the server kept.
        setRows(
          saved.locations.map((l) => ({
            key: `l${l.location_id}`,
            location_id: l.location_id,
            name: l.name,
            address: l.address ?? '',
            city_id: l.city_id,
            map_url: l.map_url ?? '',
          })),
        );
        notifySuccess(t('PRACTITIONER_PROFILE.SAVED'));
      },
    });
  };

  return (
    <ProfileSection
      id="locations"
      title={t('PRACTITIONER_PROFILE.LOCATIONS')}
      intro={t('PRACTITIONER_PROFILE.LOCATIONS_INTRO')}
      error={save.error}
      saving={save.isPending}
      onSave={submit}
    >
      <Stack gap="sm">
        {err('locations') && (
          <Text c="red.8" size="sm" role="alert">
            {err('locations')}
          </Text>
        )}
        {rows.map((r, i) => {
          const n = i + 1;
          const f = (field: string) => err(`locations.${i}.${field}`);
          return (
            <Paper
              key={r.key}
              withBorder
              radius="sm"
              p="sm"
              component="section"
              aria-label={t('PRACTITIONER_PROFILE.LOCATION_N', { n })}
            >
              <Stack gap="xs">
                <Text fw={700}>{t('PRACTITIONER_PROFILE.LOCATION_N', { n })}</Text>
                <TextInput
                  label={t('PRACTITIONER_PROFILE.LOCATION_NAME')}
                  required
                  maxLength={100}
                  value={r.name}
                  onChange={(e) => setRow(i, { name: e.currentTarget.value })}
                  error={f('name') ?? f('location_id')}
                />
                <Textarea
                  label={t('PRACTITIONER_PROFILE.ADDRESS')}
                  required
                  autosize
                  minRows={2}
                  maxLength={300}
                  value={r.address}
                  onChange={(e) => setRow(i, { address: e.currentTarget.value })}
                  error={f('address')}
                />
                <NativeSelect
                  label={t('DOCTORS.CITY')}
                  required
                  value={r.city_id ? String(r.city_id) : ''}
                  onChange={(e) => setRow(i, { city_id: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
                  data={cityOptions}
                  error={f('city_id')}
                  maw={320}
                />
                <TextInput
                  type="url"
                  label={t('PRACTITIONER_PROFILE.MAP_LINK')}
                  description={t('PRACTITIONER_PROFILE.MAP_LINK_HINT')}
                  placeholder="https://"
                  value={r.map_url}
                  onChange={(e) => setRow(i, { map_url: e.currentTarget.value })}
                  error={f('map_url')}
                />
                {rows.length > 1 && (
                  <Group>
                    <Button
                      variant="subtle"
                      color="red.9"
                      size="xs"
                      onClick={() => setRows(rows.filter((_, k) => k !== i))}
                    >
                      {t('PRACTITIONER_PROFILE.REMOVE_LOCATION', { n })}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })}
        {rows.length < MAX_LOCATIONS && (
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              setRows([...rows, { key: `new${Date.now()}`, name: '', address: '', city_id: null, map_url: '' }])
            }
          >
            {t('PRACTITIONER_PROFILE.ADD_LOCATION')}
          </Button>
        )}
      </Stack>
    </ProfileSection>
  );
}
