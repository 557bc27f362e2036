import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUJARAT_CENTRE } from '@gd/contracts/geo';
import { fieldErrorText } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { type Pin, roundPin } from '../utils/pin';
import classes from './wizard.module.css';

const PinMap = lazy(() => import('./pin-map').then((m) => ({ default: m.PinMap })));

/**
 * Decision 63: the business's map pin in step 2 — the map (drag or tap), the current location, the city's
 * centre, or the numbers typed (what a keyboard or screen reader uses); removing it is allowed too.
 */
export function PinField({
  pin,
  cityCentre,
  onChange,
  error,
}: {
  pin: Pin | null;
  cityCentre: Pin | null;
  onChange: (pin: Pin | null) => void;
  error?: { message?: string };
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const centre = cityCentre ?? GUJARAT_CENTRE;

  const useLocation = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) return setProblem('DIRECTORY.LOCATION_UNSUPPORTED');
    navigator.geolocation.getCurrentPosition(
      (p) => onChange(roundPin({ lat: p.coords.latitude, lng: p.coords.longitude })),
      (e) => setProblem(e.code === e.PERMISSION_DENIED ? 'DIRECTORY.LOCATION_DENIED' : 'DIRECTORY.LOCATION_FAILED'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const typed = (field: 'lat' | 'lng', text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return;
    onChange({ ...(pin ?? centre), [field]: value });
  };
  const number = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 5, useGrouping: false });

  return (
    <fieldset className={classes.hoursFieldset}>
      <legend className={classes.hoursLegend}>{t('WIZARD.MAP_PIN')}</legend>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('WIZARD.MAP_PIN_HINT')}
        </Text>
        <Suspense fallback={<div className={classes.pinMap} />}>
          <PinMap pin={pin} centre={centre} onChange={onChange} />
        </Suspense>
        <Text size="sm" data-testid="pin-status">
          {pin ? t('WIZARD.PIN_SET', { lat: number(pin.lat), lng: number(pin.lng) }) : t('WIZARD.NO_PIN')}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={useLocation}>
            {t('WIZARD.USE_MY_LOCATION')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onChange(roundPin(centre))}>
            {pin ? t('WIZARD.CITY_CENTRE') : t('WIZARD.PLACE_PIN')}
          </Button>
          {pin ? (
            <Button size="xs" variant="subtle" color="red.8" onClick={() => onChange(null)}>
              {t('WIZARD.REMOVE_PIN')}
            </Button>
          ) : null}
        </Group>
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {t(problem)}
          </Text>
        ) : null}
        <SimpleGrid cols={2}>
          <TextInput
            size="xs"
            label={t('WIZARD.LATITUDE')}
            inputMode="decimal"
            key={`lat-${pin?.lat ?? ''}`}
            defaultValue={pin ? String(pin.lat) : ''}
            onBlur={(e) => typed('lat', e.currentTarget.value)}
            error={fieldErrorText(t, error)}
          />
          <TextInput
            size="xs"
            label={t('WIZARD.LONGITUDE')}
            inputMode="decimal"
            key={`lng-${pin?.lng ?? ''}`}
            defaultValue={pin ? String(pin.lng) : ''}
            onBlur={(e) => typed('lng', e.currentTarget.value)}
          />
        </SimpleGrid>
      </Stack>
    </fieldset>
  );
}
