import { Button, CloseButton, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RADIUS_KM, NEAR_ME_RADII } from '@gd/contracts/geo';
import { MapPinIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/use-language';
import type { NearPoint } from '../api/search-businesses';

type Problem = 'LOCATION_DENIED' | 'LOCATION_FAILED' | 'LOCATION_UNSUPPORTED';

/** About 100 m: enough for "near me", and the page's address does not pinpoint the visitor. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * Decision 63: "Near me" asks the browser for its location only when pressed; once known, the list is near it
 * within a chosen radius until the visitor stops it.
 */
export function NearMe({ near, onChange }: { near: NearPoint | null; onChange: (near: NearPoint | null) => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem('LOCATION_UNSUPPORTED');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({
          lat: round(position.coords.latitude),
          lng: round(position.coords.longitude),
          radiusKm: DEFAULT_RADIUS_KM,
        });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'LOCATION_DENIED' : 'LOCATION_FAILED');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  if (near) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NativeSelect
          size="sm"
          label={`${t('DIRECTORY.NEAR_YOU')} · ${t('DIRECTORY.WITHIN')}`}
          value={String(near.radiusKm)}
          data={NEAR_ME_RADII.map((km) => ({
            value: String(km),
            label: t('DIRECTORY.RADIUS_KM', { km: km.toLocaleString(locale) }),
          }))}
          onChange={(event) => onChange({ ...near, radiusKm: Number(event.currentTarget.value) })}
        />
        <CloseButton size="lg" mb={2} aria-label={t('DIRECTORY.CLEAR_NEAR_ME')} onClick={() => onChange(null)} />
      </Group>
    );
  }
  return (
    <div>
      <Button
        variant="default"
        size="sm"
        leftSection={<MapPinIcon size={16} />}
        loading={locating}
        onClick={locate}
        aria-describedby={problem ? 'near-me-problem' : undefined}
      >
        {t('DIRECTORY.NEAR_ME')}
      </Button>
      {locating ? (
        <Text size="xs" c="dimmed" role="status">
          {t('DIRECTORY.LOCATING')}
        </Text>
      ) : null}
      {problem ? (
        <Text id="near-me-problem" size="sm" c="red.8" role="alert" maw={320}>
          {t(`DIRECTORY.${problem}`)}
        </Text>
      ) : null}
    </div>
  );
}
