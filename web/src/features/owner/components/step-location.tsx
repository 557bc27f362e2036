import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
  const { control, register, handleSubmit, setError, watch, formState } = useForm<TStep2, unknown, Step2Output>({
    resolver: zodResolver(ZStep2),
    defaultValues: readDraft<TStep2>(businessId, 2) ?? {
      location_id: business.location_id,
      zipcode: business.zipcode ?? '',
      location: business.location ?? '',
      service_areas: business.service_areas ?? '',
    },
    mode: 'onTouched',
  });
  useFormDraft(watch, businessId, 2);
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const failure = await onSave(values);
    if (failure) applyServerFieldErrors(failure, setError, ['location_id', 'zipcode', 'location', 'service_areas']);
  });

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
      </Stack>
      <WizardFooter step={2} saving={saving} onBack={onBack} />
    </form>
  );
}
