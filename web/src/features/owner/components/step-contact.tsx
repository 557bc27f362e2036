import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZStep3, type TBusinessEdit, type TStep3 } from '@gd/contracts/schemas/owner';
import { DigitsInput } from '../../../components/digits-input';
import { useOptions } from '../../../lib/api/get-options';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { readDraft } from '../utils/draft';
import { fromSelectValue, selectData, toSelectValue } from '../utils/options';
import { useFormDraft } from '../utils/use-form-draft';
import { WizardFooter, type StepProps } from './wizard-footer';

type Step3Output = z.output<typeof ZStep3>;

/** Step 3 — Contact Details: name, 10-digit mobile and designation required, email optional (spec §5). */
export function StepContact({
  business,
  businessId,
  saving,
  onSave,
  onBack,
}: StepProps<Step3Output> & { business: TBusinessEdit }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useOptions();
  const { control, register, handleSubmit, setError, watch, formState } = useForm<TStep3, unknown, Step3Output>({
    resolver: zodResolver(ZStep3),
    defaultValues: readDraft<TStep3>(businessId, 3) ?? {
      contact_name: business.contact_name ?? '',
      contact_phone: business.contact_phone ?? '',
      contact_designation: business.contact_designation,
      contact_email: business.contact_email ?? '',
    },
    mode: 'onTouched',
  });
  useFormDraft(watch, businessId, 3);
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const failure = await onSave(values);
    if (failure)
      applyServerFieldErrors(failure, setError, [
        'contact_name',
        'contact_phone',
        'contact_designation',
        'contact_email',
      ]);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          {...register('contact_name')}
          label={t('WIZARD.CONTACT_NAME')}
          required
          autoComplete="name"
          error={fieldErrorText(t, errors.contact_name)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DigitsInput
            {...register('contact_phone')}
            label={t('WIZARD.CONTACT_PHONE')}
            maxLength={10}
            required
            autoComplete="tel-national"
            error={fieldErrorText(t, errors.contact_phone)}
          />
          <Controller
            control={control}
            name="contact_designation"
            render={({ field }) => (
              <Select
                label={t('WIZARD.DESIGNATION')}
                required
                data={selectData(options.data?.designation, language)}
                value={toSelectValue(field.value)}
                onChange={(v) => field.onChange(fromSelectValue(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={t('WIZARD.SELECT')}
                error={fieldErrorText(t, errors.contact_designation)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          {...register('contact_email')}
          type="email"
          label={t('WIZARD.CONTACT_EMAIL')}
          autoComplete="email"
          error={fieldErrorText(t, errors.contact_email)}
        />
      </Stack>
      <WizardFooter step={3} saving={saving} onBack={onBack} />
    </form>
  );
}
