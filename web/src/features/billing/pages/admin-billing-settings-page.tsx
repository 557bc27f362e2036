import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { paymentProviders } from '@gd/contracts/codes';
import { type TBillingSettings, type TBillingSettingsRequest, ZBillingSettings } from '@gd/contracts/schemas/billing';
import { QueryError } from '../../../components/query-error';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { EarlyBirdSettings } from '../components/early-bird-settings';
import { useBillingSettings, useSaveBillingSettings, useUploadQr } from '../api/admin-billing';

type Form = z.input<typeof ZBillingSettings>;
const FIELDS = Object.keys(ZBillingSettings.shape) as (keyof Form)[];

function toForm(s: TBillingSettings): Form {
  return Object.fromEntries(FIELDS.map((k) => [k, s[k] ?? ''])) as Form;
}

function SettingsForm({ settings }: { settings: TBillingSettings }) {
  const { t } = useTranslation();
  const save = useSaveBillingSettings();
  const upload = useUploadQr();
  const [qr, setQr] = useState<File | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<
    Form,
    unknown,
    z.output<typeof ZBillingSettings>
  >({
    resolver: zodResolver(ZBillingSettings),
    defaultValues: toForm(settings),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values as TBillingSettingsRequest);
      notifySuccess();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) notifyError(error);
    }
  });
  const text = (name: keyof Form, labelKey: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={t(labelKey)} {...register(name)} error={fieldErrorText(t, formState.errors[name])} {...extra} />
  );
  const providerOptions = [
    { value: '', label: t('BILLING.PROVIDER_NONE') },
    ...paymentProviders.entries.map((e) => ({ value: e.value, label: t(e.labelKey) })),
  ];
  return (
    <Stack>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <Card withBorder padding="lg" component="fieldset" style={{ margin: 0 }}>
            <Title order={2} fz="h4" component="legend" px={4}>
              {t('BILLING.PAYMENTS_SECTION')}
            </Title>
            <Controller
              control={control}
              name="payment_provider_type"
              render={({ field }) => (
                <Select
                  label={t('BILLING.PROVIDER_TYPE')}
                  data={providerOptions}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v ?? '')}
                  allowDeselect={false}
                  maw={320}
                  error={fieldErrorText(t, formState.errors.payment_provider_type)}
                />
              )}
            />
            {!settings.razorpay_configured ? (
              <Text size="sm" c="dimmed" mt="xs">
                {t('BILLING.RAZORPAY_KEYS_MISSING')}
              </Text>
            ) : null}
            {text('support_phone', 'BILLING.SUPPORT_PHONE', { inputMode: 'tel', mt: 'sm', maw: 320 })}
          </Card>
          <Card withBorder padding="lg" component="fieldset" style={{ margin: 0 }}>
            <Title order={2} fz="h4" component="legend" px={4}>
              {t('BILLING.BANK_SECTION')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('bank_name', 'BILLING.BANK_NAME')}
              {text('bank_branch', 'BILLING.BRANCH')}
              {text('bank_beneficiary_name', 'BILLING.BENEFICIARY')}
              {text('bank_account_number', 'BILLING.ACCOUNT_NUMBER', { inputMode: 'numeric' })}
              {text('bank_account_type', 'BILLING.ACCOUNT_TYPE')}
              {text('bank_ifsc_code', 'BILLING.IFSC')}
              {text('bank_contact_email', 'BILLING.CONTACT_EMAIL', { type: 'email' })}
            </SimpleGrid>
          </Card>
          <Card withBorder padding="lg" component="fieldset" style={{ margin: 0 }}>
            <Title order={2} fz="h4" component="legend" px={4}>
              {t('BILLING.SELLER_SECTION')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('seller_name', 'BILLING.SELLER_NAME')}
              {text('seller_gstin', 'BILLING.SELLER_GSTIN')}
              {text('seller_state', 'BILLING.SELLER_STATE')}
              {text('invoice_sac', 'BILLING.INVOICE_SAC', {
                description: t('BILLING.INVOICE_SAC_HINT'),
                inputMode: 'numeric',
                maxLength: 6,
              })}
            </SimpleGrid>
            <Textarea
              label={t('BILLING.SELLER_ADDRESS')}
              mt="sm"
              autosize
              minRows={2}
              {...register('seller_address')}
              error={fieldErrorText(t, formState.errors.seller_address)}
            />
          </Card>
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('BILLING.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Card withBorder padding="lg" component="section" aria-labelledby="qr-heading">
        <Title order={2} fz="h4" id="qr-heading" mb="sm">
          {t('BILLING.QR_SECTION')}
        </Title>
        <Group align="flex-end">
          {settings.bank_qr_image ? (
            <Image src={mediaUrl(settings.bank_qr_image)} alt={t('BILLING.QR_ALT')} w={140} h={140} fit="contain" />
          ) : (
            <Alert color="gray" variant="light">
              {t('BILLING.NO_QR')}
            </Alert>
          )}
          <FileInput
            label={t('BILLING.QR_UPLOAD')}
            accept="image/png,image/jpeg,image/gif,image/webp"
            value={qr}
            onChange={setQr}
            placeholder={t('BILLING.CHOOSE_FILE')}
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            clearable
            w={260}
          />
          <Button
            disabled={!qr}
            loading={upload.isPending}
            onClick={() =>
              qr &&
              upload.mutate(qr, {
                onSuccess: () => {
                  setQr(null);
                  notifySuccess();
                },
                onError: (error) => notifyError(error),
              })
            }
          >
            {t('BILLING.UPLOAD')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}

/** /billing-settings (admin, decision 21): provider type, bank details and QR, seller GSTIN and address, support phone. */
export function AdminBillingSettingsPage() {
  const { t } = useTranslation();
  const settings = useBillingSettings();
  return (
    <Stack>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('BILLING.ADMIN_SETTINGS')}
      </Title>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <Skeleton height={400} aria-busy="true" />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <EarlyBirdSettings />
    </Stack>
  );
}
