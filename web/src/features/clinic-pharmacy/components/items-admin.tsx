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
import type { TPharmacyItem } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useItems, useMedicines, useSaveItem } from '../api/pharmacy';
import { TONE } from './tone';
import { fieldTexts, pharmacyErrorText } from './errors';

interface Draft {
  name: string;
  name_guj: string;
  hsn_code: string;
  gst: string;
  unit: string;
  reorder_level: string;
  medicine_id: string | null;
  is_active: boolean;
}
const EMPTY: Draft = {
  name: '',
  name_guj: '',
  hsn_code: '',
  gst: '',
  unit: '',
  reorder_level: '0',
  medicine_id: null,
  is_active: true,
};
const draftOf = (i: TPharmacyItem): Draft => ({
  name: i.name,
  name_guj: i.name_guj ?? '',
  hsn_code: i.hsn_code,
  gst: String(i.gst_rate_bp / 100),
  unit: i.unit,
  reorder_level: String(i.reorder_level),
  medicine_id: i.medicine_id === null ? null : String(i.medicine_id),
  is_active: i.is_active,
});
/** "12" or "0.25" (percent) → basis points; anything else is sent as is for the server to refuse. */
const basisPoints = (text: string) => {
  const n = Number(text.replace('%', '').trim());
  return text.trim() !== '' && Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

/** The administrator's stock items (decision 95): add, correct, retire; the GST rate is typed per item. */
export function ItemsAdmin() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const items = useItems(true);
  const medicines = useMedicines(true);
  const save = useSaveItem();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (i: TPharmacyItem | null) => {
    setEditing(i ? i.item_id : null);
    setDraft(i ? draftOf(i) : EMPTY);
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
          name_guj: draft.name_guj || null,
          hsn_code: draft.hsn_code,
          gst_rate_bp: basisPoints(draft.gst),
          unit: draft.unit,
          reorder_level: Number(draft.reorder_level),
          medicine_id: draft.medicine_id === null ? null : Number(draft.medicine_id),
          is_active: draft.is_active,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('PHARMACY.ITEMS.SAVED'));
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
      <Card withBorder padding="sm" component="form" onSubmit={submit} noValidate aria-labelledby="item-form-title">
        <Title order={2} size="h4" id="item-form-title" mb="xs">
          {editing === null ? t('PHARMACY.ITEMS.ADD') : t('PHARMACY.ITEMS.EDIT')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('PHARMACY.ITEMS.NAME')}
            value={draft.name}
            onChange={set('name')}
            error={errors.name}
            required
          />
          <TextInput
            label={t('PHARMACY.ITEMS.NAME_GUJ')}
            lang="gu"
            value={draft.name_guj}
            onChange={set('name_guj')}
            error={errors.name_guj}
          />
          <TextInput
            label={t('PHARMACY.ITEMS.HSN')}
            inputMode="numeric"
            value={draft.hsn_code}
            onChange={set('hsn_code')}
            error={errors.hsn_code}
            required
            maxLength={8}
          />
          <TextInput
            label={t('PHARMACY.ITEMS.GST')}
            description={t('PHARMACY.ITEMS.GST_HINT')}
            inputMode="decimal"
            value={draft.gst}
            onChange={set('gst')}
            error={errors.gst_rate_bp}
            required
          />
          <TextInput
            label={t('PHARMACY.ITEMS.UNIT')}
            description={t('PHARMACY.ITEMS.UNIT_HINT')}
            value={draft.unit}
            onChange={set('unit')}
            error={errors.unit}
            required
            maxLength={30}
          />
          <TextInput
            label={t('PHARMACY.ITEMS.REORDER')}
            inputMode="numeric"
            value={draft.reorder_level}
            onChange={set('reorder_level')}
            error={errors.reorder_level}
          />
          <Select
            label={t('PHARMACY.ITEMS.MEDICINE')}
            description={t('PHARMACY.ITEMS.MEDICINE_HINT')}
            searchable
            clearable
            data={(medicines.data ?? []).map((m) => ({
              value: String(m.medicine_id),
              label: pick(m.name, m.name_guj),
            }))}
            value={draft.medicine_id}
            onChange={(v) => setDraft({ ...draft, medicine_id: v })}
            error={errors.medicine_id}
          />
        </SimpleGrid>
        <Switch
          mt="xs"
          label={t('PHARMACY.ITEMS.ACTIVE')}
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
      {items.error ? <QueryError error={items.error} onRetry={() => void items.refetch()} /> : null}
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('PHARMACY.TABS.ITEMS')}
      >
        {(items.data ?? []).map((i) => (
          <Card key={i.item_id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text fw={600}>{pick(i.name, i.name_guj)}</Text>
                <Text size="sm" c="dimmed">
                  HSN {i.hsn_code} · GST {i.gst_rate_bp / 100}% · {i.unit} · {t('PHARMACY.ITEMS.REORDER')}{' '}
                  {i.reorder_level} · {t('PHARMACY.REPORT.ON_HAND')} {i.on_hand}
                  {i.medicine_name ? ` · ℞ ${i.medicine_name}` : ''}
                </Text>
                {!i.is_active ? <Badge style={TONE.muted}>{t('PHARMACY.ITEMS.RETIRED')}</Badge> : null}
              </div>
              <Button
                variant="default"
                size="sm"
                onClick={() => edit(i)}
                aria-label={t('PHARMACY.EDIT_NAMED', { name: i.name })}
              >
                {t('PHARMACY.EDIT')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
