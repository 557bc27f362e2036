import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZStep2, type TBusinessEdit, type TStep2 } from '@gd/contracts/schemas/owner';
import { DigitsInput } from '../../../components/digits-input';
import { useCities } from '../../../lib/api/get-cities';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { readDraft } from '../utils/draft';
import { fromSelectValue, toSelectValue } from '../utils/options';
import { useFormDraft } from '../utils/use-form-draft';
import { PinField } from './pin-field';
import { WizardFooter, type StepProps } from './wizard-footer';

type Step2Output = z.output<typeof ZStep2>;

/** Step 2 — Location Details: city, 6-digit zipcode, address (spec §5), service areas. */
export function StepLocation({
  business,
  businessId,
  saving,
  onSave,
  onBack,
}: StepProps<Step2Output> & { business: TBusinessEdit }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const cities = useCities();
  const { control, register, handleSubmit, setError, setValue, watch, formState } = useForm<
    TStep2,
    unknown,
    Step2Output
  >({
    resolver: zodResolver(ZStep2),
    defaultValues: readDraft<TStep2>(businessId, 2) ?? {
      location_id: business.location_id,
      zipcode: business.zipcode ?? '',
      location: business.location ?? '',
      service_areas: business.service_areas ?? '',
      latitude: business.latitude,
      longitude: business.longitude,
    },
    mode: 'onTouched',
  });
  useFormDraft(watch, businessId, 2);
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const failure = await onSave(values);
    if (failure)
      applyServerFieldErrors(failure, setError, ['location_id', 'zipcode', 'location', 'service_areas', 'latitude']);
  });
  const [cityId, latitude, longitude] = useWatch({ control, name: ['location_id', 'latitude', 'longitude'] });
  const city = cities.data?.find((c) => c.op_key === cityId);
  const cityCentre =
    typeof city?.latitude === 'number' && typeof city.longitude === 'number'
      ? { lat: city.latitude, lng: city.longitude }
      : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="location_id"
            render={({ field }) => (
              <Select
                label={t('WIZARD.CITY')}
                required
                searchable
                data={(cities.data ?? []).map((c) => ({
                  value: String(c.op_key),
                  label: pick(c.op_value, c.op_value_guj),
                }))}
                value={toSelectValue(field.value)}
                onChange={(v) => field.onChange(fromSelectValue(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={t('WIZARD.SELECT')}
                error={fieldErrorText(t, errors.location_id)}
              />
            )}
          />
          <DigitsInput
            {...register('zipcode')}
            label={t('WIZARD.ZIPCODE')}
            maxLength={6}
            required
            autoComplete="postal-code"
            error={fieldErrorText(t, errors.zipcode)}
          />
        </SimpleGrid>
        <Textarea
          {...register('location')}
          label={t('WIZARD.ADDRESS')}
          required
          autosize
          minRows={2}
          maxRows={5}
          autoComplete="street-address"
          error={fieldErrorText(t, errors.location)}
        />
        <TextInput
          {...register('service_areas')}
          label={t('WIZARD.SERVICE_AREAS')}
          description={t('WIZARD.SERVICE_AREAS_HINT')}
          error={fieldErrorText(t, errors.service_areas)}
        />
        <PinField
          pin={typeof latitude === 'number' && typeof longitude === 'number' ? { lat: latitude, lng: longitude } : null}
          cityCentre={cityCentre}
          error={errors.latitude}
          onChange={(pin) => {
            setValue('latitude', pin?.lat ?? null, { shouldDirty: true, shouldValidate: true });
            setValue('longitude', pin?.lng ?? null, { shouldDirty: true, shouldValidate: true });
          }}
        />
      </Stack>
      <WizardFooter step={2} saving={saving} onBack={onBack} />
    </form>
  );
}
