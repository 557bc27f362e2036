import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalLevels, gstTypes } from '@gd/contracts/codes';
import { gstTypeOfGstin, type TPharmacySupplier } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { notifySuccess } from '../../../lib/notify';
import { useSaveSettings, useSaveSupplier, useSettings, useSuppliers } from '../api/pharmacy';
import { TONE } from './tone';
import { fieldTexts, pharmacyErrorText } from './errors';

interface Draft {
  name: string;
  gstin: string;
  gst_type: string | null;
  approval_level: string;
  phone: string;
  address: string;
  is_active: boolean;
}
const EMPTY: Draft = {
  name: '',
  gstin: '',
  gst_type: null,
  approval_level: '0',
  phone: '',
  address: '',
  is_active: true,
};
const draftOf = (s: TPharmacySupplier): Draft => ({
  name: s.name,
  gstin: s.gstin ?? '',
  gst_type: String(s.gst_type),
  approval_level: String(s.approval_level),
  phone: s.phone ?? '',
  address: s.address ?? '',
  is_active: s.is_active,
});

/**
 * The clinic's own suppliers (decision 95): GSTIN (checked), GST type (from the GSTIN's state when one is typed),
 * approval level; and the pharmacy's own GSTIN and drug licence for its invoices.
 */
export function SuppliersAdmin() {
  const { t } = useTranslation();
  const suppliers = useSuppliers(true);
  const save = useSaveSupplier();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const implied = gstTypeOfGstin(draft.gstin.trim().toUpperCase());
  const edit = (s: TPharmacySupplier | null) => {
    setEditing(s ? s.supplier_id : null);
    setDraft(s ? draftOf(s) : EMPTY);
    setErrors({});
    setFailure(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        id: editing,
        body: {
          name: draft.name,
          gstin: draft.gstin,
          gst_type: implied ?? (draft.gst_type === null ? null : (Number(draft.gst_type) as 0 | 1)),
          approval_level: Number(draft.approval_level) as 0 | 1 | 2,
          phone: draft.phone,
          address: draft.address,
          is_active: draft.is_active,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('PHARMACY.SUPPLIERS.SAVED'));
          edit(null);
        },
        onError: (err) => {
          setErrors(fieldTexts(t, err));
          setFailure(pharmacyErrorText(t, err));
        },
      },
    );
  };
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [k]: e.currentTarget.value });

  return (
    <Stack gap="md">
      <Card withBorder padding="sm" component="form" onSubmit={submit} noValidate aria-labelledby="supplier-form-title">
        <Title order={2} size="h4" id="supplier-form-title" mb="xs">
          {editing === null ? t('PHARMACY.SUPPLIERS.ADD') : t('PHARMACY.SUPPLIERS.EDIT')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('PHARMACY.SUPPLIERS.NAME')}
            value={draft.name}
            onChange={set('name')}
            error={errors.name}
            required
          />
          <TextInput
            label="GSTIN"
            value={draft.gstin}
            onChange={set('gstin')}
            error={errors.gstin}
            maxLength={15}
            autoCapitalize="characters"
          />
          <Select
            label={t('PHARMACY.SUPPLIERS.GST_TYPE')}
            description={implied !== null ? t('PHARMACY.SUPPLIERS.GST_TYPE_FROM_GSTIN') : undefined}
            data={gstTypes.entries.map((g) => ({ value: String(g.value), label: t(g.labelKey) }))}
            value={implied !== null ? String(implied) : draft.gst_type}
            onChange={(v) => setDraft({ ...draft, gst_type: v })}
            disabled={implied !== null}
            error={errors.gst_type}
          />
          <Select
            label={t('PHARMACY.SUPPLIERS.APPROVAL')}
            data={approvalLevels.entries.map((g) => ({ value: String(g.value), label: t(g.labelKey) }))}
            value={draft.approval_level}
            onChange={(v) => v && setDraft({ ...draft, approval_level: v })}
            allowDeselect={false}
            error={errors.approval_level}
          />
          <TextInput
            label={t('PHARMACY.SUPPLIERS.PHONE')}
            inputMode="tel"
            value={draft.phone}
            onChange={set('phone')}
            error={errors.phone}
            maxLength={10}
          />
          <TextInput
            label={t('PHARMACY.SUPPLIERS.ADDRESS')}
            value={draft.address}
            onChange={set('address')}
            error={errors.address}
          />
        </SimpleGrid>
        <Switch
          mt="xs"
          label={t('PHARMACY.SUPPLIERS.ACTIVE')}
          checked={draft.is_active}
          onChange={(e) => setDraft({ ...draft, is_active: e.currentTarget.checked })}
        />
        {failure ? (
          <Alert color="red" role="alert" mt="xs">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs" mt="sm">
          <Button type="submit" loading={save.isPending}>
            {t('PHARMACY.SAVE')}
          </Button>
          {editing !== null ? (
            <Button variant="default" onClick={() => edit(null)}>
              {t('PHARMACY.CANCEL')}
            </Button>
          ) : null}
        </Group>
      </Card>
      {suppliers.error ? <QueryError error={suppliers.error} onRetry={() => void suppliers.refetch()} /> : null}
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('PHARMACY.TABS.SUPPLIERS')}
      >
        {(suppliers.data ?? []).map((s) => (
          <Card key={s.supplier_id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text fw={600}>{s.name}</Text>
                <Text size="sm" c="dimmed">
                  {s.gstin ?? t('PHARMACY.SUPPLIERS.NO_GSTIN')} ·{' '}
                  {t(s.gst_type === 1 ? 'RECORDS.CODES.GST_TYPE.SGST_CGST' : 'RECORDS.CODES.GST_TYPE.IGST')} ·{' '}
                  {t(
                    approvalLevels.entries.find((e) => e.value === s.approval_level)?.labelKey ??
                      'RECORDS.CODES.APPROVAL_LEVEL.NA',
                  )}
                </Text>
                {!s.is_active ? <Badge style={TONE.muted}>{t('PHARMACY.ITEMS.RETIRED')}</Badge> : null}
              </div>
              <Button
                variant="default"
                size="sm"
                onClick={() => edit(s)}
                aria-label={t('PHARMACY.EDIT_NAMED', { name: s.name })}
              >
                {t('PHARMACY.EDIT')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      <OwnRegistration />
    </Stack>
  );
}

function OwnRegistration() {
  const { t } = useTranslation();
  const settings = useSettings(true);
  const save = useSaveSettings();
  const [draft, setDraft] = useState<{ gstin: string; drug_licence: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const value = draft ?? { gstin: settings.data?.gstin ?? '', drug_licence: settings.data?.drug_licence ?? '' };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => {
        notifySuccess(t('PHARMACY.SETTINGS.SAVED'));
        setDraft(null);
        setErrors({});
      },
      onError: (err) => setErrors(fieldTexts(t, err)),
    });
  };
  return (
    <Card withBorder padding="sm" component="form" onSubmit={submit} noValidate aria-labelledby="own-registration">
      <Title order={2} size="h4" id="own-registration" mb="xs">
        {t('PHARMACY.SETTINGS.TITLE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={t('PHARMACY.SETTINGS.GSTIN')}
          value={value.gstin}
          onChange={(e) => setDraft({ ...value, gstin: e.currentTarget.value })}
          error={errors.gstin}
          maxLength={15}
        />
        <TextInput
          label={t('PHARMACY.SETTINGS.LICENCE')}
          value={value.drug_licence}
          onChange={(e) => setDraft({ ...value, drug_licence: e.currentTarget.value })}
          error={errors.drug_licence}
          maxLength={60}
        />
      </SimpleGrid>
      <Button type="submit" mt="sm" loading={save.isPending}>
        {t('PHARMACY.SAVE')}
      </Button>
    </Card>
  );
}
