import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZAddBusinessRequest, type TAddBusinessRequest } from '@gd/contracts/schemas/owner';
import { useOptions } from '../../../lib/api/get-options';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useAddBusiness } from '../api/add-business';
import { fromSelectValue, selectData, toSelectValue } from '../utils/options';

/** Spec §5 add business: category and name required ('Please fill all required fields.'). */
export function AddBusinessForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useOptions();
  const add = useAddBusiness();
  const [invalid, setInvalid] = useState(false);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    TAddBusinessRequest,
    unknown,
    z.output<typeof ZAddBusinessRequest>
  >({ resolver: zodResolver(ZAddBusinessRequest), defaultValues: { category_id: null, business_name: '' } });
  const { errors } = formState;

  const submit = handleSubmit(
    async (values) => {
      setInvalid(false);
      try {
        await add.mutateAsync(values);
      } catch (error) {
        applyServerFieldErrors(error, setError, ['category_id', 'business_name']);
        const detail =
          error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : undefined;
        notifyError(error, detail ?? t('OWNER.ADD_FAILED'));
        return;
      }
      notifySuccess(t('OWNER.ADDED'));
      reset();
      onDone?.();
    },
    () => setInvalid(true),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-business-title">
      <Title order={2} size="h4" mb="sm" id="add-business-title">
        {t('OWNER.ADD_BUSINESS')}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <Controller
              control={control}
              name="category_id"
              render={({ field }) => (
                <Select
                  label={t('WIZARD.CATEGORY')}
                  required
                  searchable
                  miw={220}
                  data={selectData(options.data?.categories, language)}
                  value={toSelectValue(field.value)}
                  onChange={(v) => field.onChange(fromSelectValue(v))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={t('WIZARD.SELECT')}
                  error={fieldErrorText(t, errors.category_id)}
                />
              )}
            />
            <TextInput
              {...register('business_name')}
              miw={220}
              label={t('WIZARD.BUSINESS_NAME')}
              required
              error={fieldErrorText(t, errors.business_name)}
            />
          </Group>
          {invalid ? (
            <Alert color="yellow" variant="light" role="alert" title={t('MESSAGES.VALIDATION')}>
              {t('OWNER.FILL_REQUIRED')}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={add.isPending}>
              {t('OWNER.ADD')}
            </Button>
            {onDone ? (
              <Button variant="default" onClick={onDone}>
                {t('OWNER.CANCEL')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
