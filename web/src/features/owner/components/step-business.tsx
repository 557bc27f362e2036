import { Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZStep1, type TBusinessEdit, type TStep1 } from '@gd/contracts/schemas/owner';
import { DigitsInput } from '../../../components/digits-input';
import { useOptions } from '../../../lib/api/get-options';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { readDraft } from '../utils/draft';
import { fromSelectValue, selectData, toSelectValue } from '../utils/options';
import { useFormDraft } from '../utils/use-form-draft';
import { HoursEditor } from './hours-editor';
import { WizardFooter, type StepProps } from './wizard-footer';

type Step1Output = z.output<typeof ZStep1>;

/** Spec §4: answering "no" resets, clears the validation of and disables these; "yes" enables them. */
export const REGISTERED_ONLY = [
  'business_name',
  'year',
  'type_of_firm',
  'annual_sales_turnover_id',
  'no_of_employees',
] as const;

function fromBusiness(b: TBusinessEdit | null): TStep1 {
  return {
    is_business_registered: b?.is_business_registered === 0 ? 0 : 1,
    category_id: b?.category_id ?? null,
    business_name: b?.business_name ?? '',
    year: b?.year ?? null,
    type_of_firm: b?.type_of_firm ?? null,
    annual_sales_turnover_id: b?.annual_sales_turnover_id ?? null,
    no_of_employees: b?.no_of_employees ?? null,
    about_me: b?.about_me ?? '',
    phone: b?.phone ?? '',
    description: b?.description ?? '',
    operating_hours: b?.operating_hours ?? '',
    opening_hours: b?.opening_hours ?? null,
  };
}

/** Step 1 — Business Details (spec §5). */
export function StepBusiness({
  business,
  businessId,
  saving,
  onSave,
  onBack,
}: StepProps<Step1Output> & { business: TBusinessEdit | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useOptions();
  const { control, register, handleSubmit, setValue, clearErrors, setError, watch, formState } = useForm<
    TStep1,
    unknown,
    Step1Output
  >({
    resolver: zodResolver(ZStep1),
    defaultValues: readDraft<TStep1>(businessId, 1) ?? fromBusiness(business),
    mode: 'onTouched',
  });
  useFormDraft(watch, businessId, 1);
  const { errors } = formState;
  const registeredAnswer = useWatch({ control, name: 'is_business_registered' });
  const registered = registeredAnswer === 1;

  const setRegistered = (value: string) => {
    const answer = value === '1' ? 1 : 0;
    setValue('is_business_registered', answer, { shouldDirty: true });
    if (answer === 0) {
      for (const field of REGISTERED_ONLY)
        setValue(field, field === 'business_name' ? '' : null, { shouldDirty: true });
      clearErrors([...REGISTERED_ONLY]);
    }
  };

  const submit = handleSubmit(async (values) => {
    const failure = await onSave(values);
    if (failure)
      applyServerFieldErrors(failure, setError, [
        'category_id',
        'business_name',
        'year',
        'type_of_firm',
        'no_of_employees',
        'about_me',
        'phone',
        'opening_hours',
      ]);
  });

  const idSelect = (
    name: 'category_id' | 'type_of_firm' | 'annual_sales_turnover_id' | 'no_of_employees',
    label: string,
    list: 'categories' | 'type_of_firms' | 'annual_sale' | 'employees',
    required: boolean,
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required={required}
          disabled={disabled}
          searchable={list === 'categories'}
          data={selectData(options.data?.[list], language)}
          value={toSelectValue(field.value)}
          onChange={(v) => field.onChange(fromSelectValue(v))}
          onBlur={field.onBlur}
          ref={field.ref}
          placeholder={t('WIZARD.SELECT')}
          error={fieldErrorText(t, errors[name])}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('WIZARD.REGISTERED_QUESTION')}
          description={t('WIZARD.REGISTERED_HINT')}
          value={String(registeredAnswer)}
          onChange={setRegistered}
          required
        >
          <Group mt="xs">
            <Radio value="1" label={t('WIZARD.YES')} />
            <Radio value="0" label={t('WIZARD.NO')} />
          </Group>
        </Radio.Group>
        {idSelect('category_id', t('WIZARD.CATEGORY'), 'categories', true)}
        <TextInput
          {...register('business_name')}
          label={t('WIZARD.BUSINESS_NAME')}
          required={registered}
          disabled={!registered}
          error={fieldErrorText(t, errors.business_name)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="year"
            render={({ field }) => (
              <DigitsInput
                label={t('WIZARD.YEAR')}
                maxLength={4}
                required={registered}
                disabled={!registered}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldErrorText(t, errors.year)}
              />
            )}
          />
          {idSelect('type_of_firm', t('WIZARD.TYPE_OF_FIRM'), 'type_of_firms', registered, !registered)}
          {idSelect('annual_sales_turnover_id', t('WIZARD.ANNUAL_TURNOVER'), 'annual_sale', false, !registered)}
          {idSelect('no_of_employees', t('WIZARD.EMPLOYEES'), 'employees', registered, !registered)}
        </SimpleGrid>
        <Textarea
          {...register('about_me')}
          label={t('WIZARD.ABOUT_ME')}
          required={registered}
          autosize
          minRows={3}
          maxRows={8}
          error={fieldErrorText(t, errors.about_me)}
        />
        <DigitsInput
          {...register('phone')}
          label={t('WIZARD.PHONE')}
          maxLength={10}
          required
          autoComplete="tel-national"
          error={fieldErrorText(t, errors.phone)}
        />
        <Textarea
          {...register('description')}
          label={t('WIZARD.DESCRIPTION')}
          autosize
          minRows={2}
          maxRows={6}
          error={fieldErrorText(t, errors.description)}
        />
        <Controller
          control={control}
          name="opening_hours"
          render={({ field }) => (
            <HoursEditor value={field.value} onChange={field.onChange} errors={errors.opening_hours} />
          )}
        />
        <TextInput
          {...register('operating_hours')}
          label={t('HOURS.NOTE')}
          placeholder={t('HOURS.NOTE_PLACEHOLDER')}
          error={fieldErrorText(t, errors.operating_hours)}
        />
      </Stack>
      <WizardFooter step={1} saving={saving} onBack={onBack} />
    </form>
  );
}
