import { Alert, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZStep6, type TBusinessEdit, type TStep6 } from '@gd/contracts/schemas/owner';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { readDraft } from '../utils/draft';
import { useFormDraft } from '../utils/use-form-draft';
import { WizardFooter, type StepProps } from './wizard-footer';

type Step6Output = z.output<typeof ZStep6>;

const LINKS = [
  ['social_media_facebook', 'WIZARD.FACEBOOK'],
  ['social_media_instagram', 'WIZARD.INSTAGRAM'],
  ['social_media_youtube', 'WIZARD.YOUTUBE'],
  ['social_media_pinterest', 'WIZARD.PINTEREST'],
  ['social_media_website', 'WIZARD.WEBSITE'],
] as const;

/** Step 6 — Social Details (all optional); Submit is the final save (profile_step 7). */
export function StepSocial({
  business,
  businessId,
  saving,
  onSave,
  onBack,
}: StepProps<Step6Output> & { business: TBusinessEdit }) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const { register, handleSubmit, setError, watch, formState } = useForm<TStep6, unknown, Step6Output>({
    resolver: zodResolver(ZStep6),
    defaultValues:
      readDraft<TStep6>(businessId, 6) ?? Object.fromEntries(LINKS.map(([name]) => [name, business[name] ?? ''])),
    mode: 'onTouched',
  });
  useFormDraft(watch, businessId, 6);
  const { errors } = formState;
  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      const failure = await onSave(values);
      if (failure)
        applyServerFieldErrors(
          failure,
          setError,
          LINKS.map(([name]) => name),
        );
    },
    () => setInvalid(true),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {LINKS.map(([name, label]) => (
          <TextInput
            key={name}
            {...register(name)}
            type="url"
            inputMode="url"
            label={t(label)}
            placeholder={name === 'social_media_website' ? 'www.example.in' : undefined}
            error={fieldErrorText(t, errors[name])}
          />
        ))}
        {invalid ? (
          <Alert color="yellow" variant="light" role="alert" title={t('MESSAGES.VALIDATION')}>
            {t('WIZARD.FILL_REQUIRED')}
          </Alert>
        ) : null}
      </Stack>
      <WizardFooter step={6} saving={saving} onBack={onBack} />
    </form>
  );
}
