import { Button, Card, NumberInput, Select, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEarlyBirdOffer, TPlan } from '@gd/contracts/schemas/billing';
import { QueryError } from '../../../components/query-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminPlans } from '../api/admin-billing';
import { useEarlyBirdSettings, useSaveEarlyBird } from '../api/early-bird-settings';

function EarlyBirdForm({ offer, plans }: { offer: TEarlyBirdOffer; plans: TPlan[] }) {
  const { t } = useTranslation();
  const save = useSaveEarlyBird();
  const [value, setValue] = useState(offer);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync(value);
      notifySuccess();
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, key]) => [k, t(`ERRORS.${key}`, key)])));
      notifyError(error);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('PLANS.EARLY_BIRD_HINT')}
        </Text>
        <Switch
          label={t('PLANS.EARLY_BIRD_ENABLED')}
          checked={value.enabled}
          onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
        />
        <Select
          label={t('PLANS.EARLY_BIRD_PLAN')}
          data={plans.map((p) => ({ value: String(p.plan_id), label: p.name }))}
          value={value.plan_id === null ? null : String(value.plan_id)}
          onChange={(v) => setValue({ ...value, plan_id: v ? Number(v) : null })}
          error={errors.plan_id}
          clearable
        />
        <NumberInput
          label={t('PLANS.EARLY_BIRD_MONTHS')}
          min={1}
          max={36}
          value={value.months}
          onChange={(v) => setValue({ ...value, months: Number(v) || 0 })}
          error={errors.months}
        />
        <TextInput
          type="date"
          label={t('PLANS.EARLY_BIRD_LAST_DATE')}
          value={value.last_date ?? ''}
          onChange={(e) => setValue({ ...value, last_date: e.currentTarget.value || null })}
          error={errors.last_date}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('PLANS.EARLY_BIRD_SAVE')}
        </Button>
      </Stack>
    </form>
  );
}

/** Decision 68: the early-bird offer, one setting — on or off, the plan, the months, the last day to claim. */
export function EarlyBirdSettings() {
  const { t } = useTranslation();
  const offer = useEarlyBirdSettings();
  const plans = useAdminPlans();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="early-bird-title">
      <Title order={2} fz="h3" mb="sm" id="early-bird-title">
        {t('PLANS.EARLY_BIRD_TITLE')}
      </Title>
      {offer.isError ? (
        <QueryError error={offer.error} onRetry={() => void offer.refetch()} />
      ) : offer.isPending || plans.isPending ? (
        <Skeleton height={200} />
      ) : (
        <EarlyBirdForm offer={offer.data} plans={plans.data ?? []} />
      )}
    </Card>
  );
}
