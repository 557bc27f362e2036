import {
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TPlan, TPlanText } from '@gd/contracts/schemas/billing';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { fieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminPlans, useDeletePlan, useSavePlan } from '../api/admin-billing';

/** One line per feature: "English | ગુજરાતી" (the Gujarati part is optional). */
const toLines = (items: TPlanText[]) => items.map((f) => (f.guj ? `${f.en} | ${f.guj}` : f.en)).join('\n');
const fromLines = (text: string): TPlanText[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [en, guj] = line.split('|').map((s) => s.trim());
      return { en: en ?? '', guj: guj || null };
    });

const ZPlanForm = z.object({
  name: z.string().trim().min(1, 'FIELD_REQUIRED').max(60, 'FIELD_TOO_LONG'),
  name_guj: z.string().trim().max(60, 'FIELD_TOO_LONG'),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'PRICE_INVALID'),
  sort_order: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'FIELD_INVALID'),
  features: z.string().max(5000, 'FIELD_TOO_LONG'),
  non_features: z.string().max(5000, 'FIELD_TOO_LONG'),
  is_active: z.boolean(),
  // Decision 67: what the plan allows (an empty count is unlimited, 0 none).
  products: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'LIMIT_INVALID'),
  jobs: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'LIMIT_INVALID'),
  photos: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'LIMIT_INVALID'),
  featured: z.boolean(),
  inquiry_alerts: z.boolean(),
  badge: z.boolean(),
});

const COUNTS = ['products', 'jobs', 'photos'] as const;
const FLAGS = ['featured', 'inquiry_alerts', 'badge'] as const;
const FLAG_LABELS = { featured: 'PLANS.FEATURED', inquiry_alerts: 'PLANS.INQUIRY_ALERTS', badge: 'PLANS.BADGE' };
const countText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const countValue = (s: string) => (s.trim() === '' ? null : Number(s));
type TPlanForm = z.infer<typeof ZPlanForm>;

function PlanForm({ plan, onDone }: { plan: TPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const { register, control, handleSubmit, setError, formState } = useForm<TPlanForm>({
    resolver: zodResolver(ZPlanForm),
    defaultValues: {
      name: plan?.name ?? '',
      name_guj: plan?.name_guj ?? '',
      price: plan ? String(plan.price_paise / 100) : '',
      sort_order: String(plan?.sort_order ?? 0),
      features: toLines(plan?.features ?? []),
      non_features: toLines(plan?.non_features ?? []),
      is_active: plan ? plan.is_active === 1 : true,
      products: plan ? countText(plan.limits.products) : '5',
      jobs: plan ? countText(plan.limits.jobs) : '0',
      photos: plan ? countText(plan.limits.photos) : '5',
      featured: plan?.limits.featured ?? false,
      inquiry_alerts: plan?.limits.inquiry_alerts ?? false,
      badge: plan?.limits.badge ?? false,
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        planId: plan?.plan_id ?? null,
        body: {
          name: v.name,
          name_guj: v.name_guj || null,
          price_paise: Math.round(Number(v.price) * 100),
          duration_months: plan?.duration_months ?? 12,
          features: fromLines(v.features),
          non_features: fromLines(v.non_features),
          sort_order: Number(v.sort_order),
          is_active: v.is_active ? 1 : 0,
          limits: {
            products: countValue(v.products),
            jobs: countValue(v.jobs),
            photos: countValue(v.photos),
            featured: v.featured,
            inquiry_alerts: v.inquiry_alerts,
            badge: v.badge,
          },
        },
      });
      notifySuccess();
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const map: Record<string, keyof TPlanForm> = {
        name: 'name',
        name_guj: 'name_guj',
        price_paise: 'price',
        'limits.products': 'products',
        'limits.jobs': 'jobs',
        'limits.photos': 'photos',
      };
      let applied = false;
      for (const [field, key] of Object.entries(fields)) {
        const target =
          map[field] ??
          (field.startsWith('non_features') ? 'non_features' : field.startsWith('features') ? 'features' : null);
        if (target) {
          setError(target, { type: 'server', message: key }, { shouldFocus: !applied });
          applied = true;
        }
      }
      if (!applied) notifyError(error);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack>
        <TextInput
          label={t('BILLING.PLAN_NAME')}
          required
          {...register('name')}
          error={fieldErrorText(t, formState.errors.name)}
        />
        <TextInput
          label={t('BILLING.PLAN_NAME_GUJ')}
          {...register('name_guj')}
          error={fieldErrorText(t, formState.errors.name_guj)}
        />
        <TextInput
          label={t('BILLING.PRICE_RUPEES')}
          required
          inputMode="decimal"
          {...register('price')}
          error={fieldErrorText(t, formState.errors.price)}
        />
        <TextInput
          label={t('BILLING.SORT_ORDER')}
          inputMode="numeric"
          {...register('sort_order')}
          error={fieldErrorText(t, formState.errors.sort_order)}
        />
        <Textarea
          label={t('BILLING.FEATURES')}
          description={t('BILLING.LINES_HINT')}
          autosize
          minRows={3}
          {...register('features')}
          error={fieldErrorText(t, formState.errors.features)}
        />
        <Textarea
          label={t('BILLING.NON_FEATURES')}
          description={t('BILLING.LINES_HINT')}
          autosize
          minRows={2}
          {...register('non_features')}
          error={fieldErrorText(t, formState.errors.non_features)}
        />
        {COUNTS.map((name) => (
          <TextInput
            key={name}
            label={t(`PLANS.LIMIT_${name.toUpperCase()}`)}
            description={t('PLANS.LIMIT_HINT')}
            inputMode="numeric"
            {...register(name)}
            error={fieldErrorText(t, formState.errors[name])}
          />
        ))}
        {FLAGS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(FLAG_LABELS[name])}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label={t('BILLING.PLAN_ACTIVE')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('BILLING.CANCEL')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('BILLING.SAVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin-plans (admin): plans CRUD; a plan someone bought is retired rather than deleted. */
export function AdminPlansPage() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<TPlan | 'new' | null>(null);
  const confirm = useConfirm();
  const confirmDelete = (plan: TPlan) =>
    confirm({
      title: t('BILLING.DELETE_PLAN'),
      message: t('BILLING.DELETE_PLAN_CONFIRM'),
      subject: plan.name,
      color: 'red.9',
      onConfirm: () =>
        remove.mutateAsync(plan.plan_id).then(
          (r) => notifySuccess(r.result === 'deleted' ? t('BILLING.PLAN_DELETED') : t('BILLING.PLAN_RETIRED')),
          (error: unknown) => {
            notifyError(error);
            throw error;
          },
        ),
    });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('BILLING.ADMIN_PLANS')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('BILLING.CREATE_PLAN')}</Button>
      </Group>
      {plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <Skeleton height={200} aria-busy="true" />
      ) : plans.data.length === 0 ? (
        <Text c="dimmed">{t('BILLING.NO_PLANS')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('BILLING.PLAN_NAME')}</Table.Th>
                <Table.Th>{t('BILLING.PRICE')}</Table.Th>
                <Table.Th>{t('BILLING.FEATURES')}</Table.Th>
                <Table.Th>{t('BILLING.COL_STATUS')}</Table.Th>
                <Table.Th>{t('BILLING.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.map((p) => (
                <Table.Tr key={p.plan_id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{formatRupees(p.price_paise)}</Table.Td>
                  <Table.Td>
                    {p.features.length} / {p.non_features.length}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={p.is_active ? 'teal.9' : 'gray.7'}>
                      {p.is_active ? t('BILLING.ACTIVE') : t('BILLING.RETIRED')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(p)}
                        aria-label={t('BILLING.EDIT_NAMED', { name: p.name })}
                      >
                        {t('BILLING.EDIT')}
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        onClick={() => confirmDelete(p)}
                        aria-label={t('BILLING.DELETE_NAMED', { name: p.name })}
                      >
                        {t('BILLING.DELETE')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('BILLING.CREATE_PLAN') : t('BILLING.EDIT_PLAN')}
        size="lg"
        centered
      >
        {editing !== null ? (
          <PlanForm plan={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
