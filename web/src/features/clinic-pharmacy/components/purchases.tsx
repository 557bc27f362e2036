import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseStatuses } from '@gd/contracts/codes';
import { rupeesToPaise } from '@gd/contracts/clinic-bill';
import { indiaDate } from '@gd/contracts/india-time';
import type { TPurchase } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCreatePurchase, useDecidePurchase, useItems, usePurchases, useSuppliers } from '../api/pharmacy';
import { TONE } from './tone';
import { fieldTexts, pharmacyErrorText } from './errors';

const day = (d: string) => `${d}T12:00:00+05:30`;
const APPROVAL_KEYS: Record<number, string> = { 0: 'NA', 1: 'ADMIN', 2: 'ADMIN_TREASURER' };
const STATUS_TONE: Record<number, (typeof TONE)[keyof typeof TONE]> = {
  1: TONE.wait,
  2: TONE.warn,
  3: TONE.ok,
  4: TONE.muted,
};

/**
 * Purchases (decision 95): the administrator receives a supplier's bill in batches; a purchase waits for approval
 * at the supplier's level (the administrator, then a treasurer) before its stock counts; either may reject it.
 */
export function Purchases({ canReceive }: { canReceive: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = usePurchases(status ? Number(status) : undefined, page, true);
  return (
    <Stack gap="md">
      {canReceive ? <ReceiveForm /> : null}
      <Select
        label={t('PHARMACY.PURCHASES.FILTER')}
        clearable
        placeholder={t('PHARMACY.PURCHASES.ALL')}
        data={purchaseStatuses.entries.map((s) => ({ value: String(s.value), label: t(s.labelKey) }))}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        maw={320}
      />
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.rows.length === 0 ? <Alert color="gray">{t('PHARMACY.PURCHASES.EMPTY')}</Alert> : null}
      <Stack
        gap="xs"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('PHARMACY.TABS.PURCHASES')}
      >
        {(list.data?.rows ?? []).map((p) => (
          <PurchaseCard key={p.purchase_id} purchase={p} />
        ))}
      </Stack>
      {list.data && list.data.count > list.data.page_size ? (
        <Pagination
          total={Math.ceil(list.data.count / list.data.page_size)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`PHARMACY.PAGE.${control.toUpperCase()}`) })}
        />
      ) : null}
    </Stack>
  );
}

function PurchaseCard({ purchase: p }: { purchase: TPurchase }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const decide = useDecidePurchase();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const run = (reject?: string) =>
    decide.mutate(
      { id: p.purchase_id, ...(reject === undefined ? {} : { reject }) },
      {
        onSuccess: (done) => {
          notifySuccess(t(`PHARMACY.PURCHASE_STATUS.${done.status}`));
          setRejecting(false);
          setFailure(null);
        },
        onError: (err) => setFailure(pharmacyErrorText(t, err)),
      },
    );
  const who = [
    `${t('PHARMACY.PURCHASES.RECEIVED_BY')} ${p.created_by_name}`,
    p.admin_approved_by_name ? `${t('PHARMACY.PURCHASES.ADMIN_BY')} ${p.admin_approved_by_name}` : null,
    p.treasurer_approved_by_name ? `${t('PHARMACY.PURCHASES.TREASURER_BY')} ${p.treasurer_approved_by_name}` : null,
    p.rejected_by_name ? `${t('PHARMACY.PURCHASES.REJECTED_BY')} ${p.rejected_by_name}` : null,
  ].filter(Boolean);
  return (
    <Card component="li" withBorder padding="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          {p.supplier_name} · {p.invoice_no}
        </Text>
        <Badge style={STATUS_TONE[p.status]}>{t(`PHARMACY.PURCHASE_STATUS.${p.status}`)}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {formatDate(day(p.invoice_date), 'dd MMM yyyy', language)} ·{' '}
        {t(`RECORDS.CODES.APPROVAL_LEVEL.${APPROVAL_KEYS[p.approval_level] ?? 'NA'}`)} ·{' '}
        {formatRupees(p.total_cost, language)}
      </Text>
      {p.lines.map((l, i) => (
        <Text key={i} size="sm">
          {pick(l.item_name, l.item_name_guj)} · {l.batch_no} ·{' '}
          {formatDate(day(l.expiry_date), 'dd MMM yyyy', language)} · {l.quantity} × {formatRupees(l.mrp, language)}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {who.join(' · ')}
      </Text>
      {p.reject_reason ? <Text size="sm">{p.reject_reason}</Text> : null}
      {failure ? (
        <Alert color="red" role="alert" mt={4}>
          {failure}
        </Alert>
      ) : null}
      {p.actionable ? (
        <Group gap="xs" mt="xs">
          <Button
            size="sm"
            onClick={() => run()}
            loading={decide.isPending && !rejecting}
            aria-label={t('PHARMACY.PURCHASES.APPROVE_NAMED', { bill: p.invoice_no })}
          >
            {t('PHARMACY.PURCHASES.APPROVE')}
          </Button>
          <Button
            size="sm"
            variant="light"
            color="red"
            onClick={() => setRejecting(true)}
            aria-label={t('PHARMACY.PURCHASES.REJECT_NAMED', { bill: p.invoice_no })}
          >
            {t('PHARMACY.PURCHASES.REJECT')}
          </Button>
        </Group>
      ) : null}
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('PHARMACY.PURCHASES.REJECT_TITLE', { bill: p.invoice_no })}
      >
        <Textarea
          label={t('PHARMACY.PURCHASES.REASON')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          minRows={2}
          required
        />
        <Group mt="sm" gap="xs">
          <Button color="red" onClick={() => run(reason)} loading={decide.isPending}>
            {t('PHARMACY.PURCHASES.REJECT')}
          </Button>
          <Button variant="default" onClick={() => setRejecting(false)}>
            {t('PHARMACY.CANCEL')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}

interface LineDraft {
  item_id: string | null;
  batch_no: string;
  expiry_date: string;
  mrp: string;
  cost: string;
  quantity: string;
}
const EMPTY_LINE: LineDraft = { item_id: null, batch_no: '', expiry_date: '', mrp: '', cost: '', quantity: '' };

function ReceiveForm() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const suppliers = useSuppliers(true);
  const items = useItems(false);
  const create = useCreatePurchase();
  const [supplier, setSupplier] = useState<string | null>(null);
  const [bill, setBill] = useState('');
  const [date, setDate] = useState(() => indiaDate(new Date()));
  const [lines, setLines] = useState<LineDraft[]>([EMPTY_LINE]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const setLine = (i: number, patch: Partial<LineDraft>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const money = (text: string) => rupeesToPaise(text) ?? Number.NaN;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        supplier_id: supplier === null ? Number.NaN : Number(supplier),
        invoice_no: bill,
        invoice_date: date,
        lines: lines.map((l) => ({
          item_id: l.item_id === null ? Number.NaN : Number(l.item_id),
          batch_no: l.batch_no,
          expiry_date: l.expiry_date,
          mrp: money(l.mrp),
          cost: money(l.cost),
          quantity: Number(l.quantity || Number.NaN),
        })),
      },
      {
        onSuccess: (p) => {
          notifySuccess(t(`PHARMACY.PURCHASE_STATUS.${p.status}`));
          setBill('');
          setLines([EMPTY_LINE]);
          setErrors({});
          setFailure(null);
        },
        onError: (err) => {
          setErrors(fieldTexts(t, err));
          setFailure(pharmacyErrorText(t, err));
        },
      },
    );
  };
  return (
    <Card withBorder padding="sm" component="form" onSubmit={submit} noValidate aria-labelledby="receive-title">
      <Title order={2} size="h4" id="receive-title" mb="xs">
        {t('PHARMACY.PURCHASES.RECEIVE')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Select
          label={t('PHARMACY.PURCHASES.SUPPLIER')}
          data={(suppliers.data ?? [])
            .filter((s) => s.is_active)
            .map((s) => ({ value: String(s.supplier_id), label: s.name }))}
          value={supplier}
          onChange={setSupplier}
          error={errors.supplier_id}
          required
          searchable
        />
        <TextInput
          label={t('PHARMACY.PURCHASES.BILL_NO')}
          value={bill}
          onChange={(e) => setBill(e.currentTarget.value)}
          error={errors.invoice_no}
          required
          maxLength={30}
        />
        <TextInput
          type="date"
          label={t('PHARMACY.PURCHASES.BILL_DATE')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.invoice_date}
          required
        />
      </SimpleGrid>
      <Stack gap="xs" mt="sm">
        {lines.map((l, i) => (
          <Card
            key={i}
            withBorder
            padding="xs"
            component="fieldset"
            aria-label={t('PHARMACY.PURCHASES.LINE', { n: i + 1 })}
            style={{ margin: 0 }}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              <Select
                label={t('PHARMACY.PURCHASES.ITEM')}
                data={(items.data ?? []).map((it) => ({
                  value: String(it.item_id),
                  label: pick(it.name, it.name_guj),
                }))}
                value={l.item_id}
                onChange={(v) => setLine(i, { item_id: v })}
                error={errors[`lines.${i}.item_id`]}
                searchable
                required
                style={{ gridColumn: 'span 2' }}
              />
              <TextInput
                label={t('PHARMACY.PURCHASES.BATCH')}
                value={l.batch_no}
                onChange={(e) => setLine(i, { batch_no: e.currentTarget.value })}
                error={errors[`lines.${i}.batch_no`]}
                required
                maxLength={30}
              />
              <TextInput
                type="date"
                label={t('PHARMACY.PURCHASES.EXPIRY')}
                value={l.expiry_date}
                onChange={(e) => setLine(i, { expiry_date: e.currentTarget.value })}
                error={errors[`lines.${i}.expiry_date`]}
                required
              />
              <TextInput
                label={t('PHARMACY.PURCHASES.MRP')}
                inputMode="decimal"
                value={l.mrp}
                onChange={(e) => setLine(i, { mrp: e.currentTarget.value })}
                error={errors[`lines.${i}.mrp`]}
                required
              />
              <TextInput
                label={t('PHARMACY.PURCHASES.COST')}
                inputMode="decimal"
                value={l.cost}
                onChange={(e) => setLine(i, { cost: e.currentTarget.value })}
                error={errors[`lines.${i}.cost`]}
                required
              />
              <TextInput
                label={t('PHARMACY.PURCHASES.QUANTITY')}
                inputMode="numeric"
                value={l.quantity}
                onChange={(e) => setLine(i, { quantity: e.currentTarget.value })}
                error={errors[`lines.${i}.quantity`]}
                required
              />
            </SimpleGrid>
            {lines.length > 1 ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                mt={4}
                onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
              >
                {t('PHARMACY.PURCHASES.REMOVE_LINE', { n: i + 1 })}
              </Button>
            ) : null}
          </Card>
        ))}
      </Stack>
      {errors.lines ? (
        <Text c="red" size="sm">
          {errors.lines}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" mt="xs">
          {failure}
        </Alert>
      ) : null}
      <Group gap="xs" mt="sm">
        <Button variant="default" onClick={() => setLines((ls) => [...ls, EMPTY_LINE])}>
          {t('PHARMACY.PURCHASES.ADD_LINE')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('PHARMACY.PURCHASES.SAVE')}
        </Button>
      </Group>
    </Card>
  );
}
