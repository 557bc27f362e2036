import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_PAYMENT, salePayments } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import type { TSale, TStockItem } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadInvoice, useDispense, usePatientSearch, usePrescriptions, useSales, useStock } from '../api/pharmacy';
import { previewPick } from '../lib/pick';
import { TONE } from './tone';
import { fieldTexts, pharmacyErrorText } from './errors';
import { ReturnAction, SaleReturns } from './return-form';

interface CartLine {
  item_id: number;
  quantity: number;
}
interface Patient {
  patient_id: number;
  name: string;
  name_guj: string | null;
  case_no: string;
}

const day = (d: string) => `${d}T12:00:00+05:30`;

/**
 * The counter (decision 95): a patient (and one of their prescriptions) or a walk-in customer, the lines with the
 * batch each would take (the one that expires first), the payment, the sale and its invoice; a day's sales below
 * (today's, or another day's picked), each with its returns and a "Return" action.
 */
export function Counter() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const stock = useStock();
  const dispense = useDispense();
  const [mode, setMode] = useState<'patient' | 'walk-in'>('patient');
  const [q, setQ] = useState('');
  const found = usePatientSearch(mode === 'patient' ? q.trim() : '');
  const [patient, setPatient] = useState<Patient | null>(null);
  const prescriptions = usePrescriptions(mode === 'patient' ? (patient?.patient_id ?? null) : null);
  const [visitId, setVisitId] = useState<number | null>(null);
  const [customer, setCustomer] = useState('');
  const [cart, setCart] = useState<CartLine[]>([]);
  const [payment, setPayment] = useState<string>(String(SALE_PAYMENT.CASH));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sold, setSold] = useState<TSale | null>(null);

  const items = new Map((stock.data?.items ?? []).map((i) => [i.item_id, i]));
  const add = (itemId: number, quantity = 1, visit: number | null = null) => {
    if (visit !== null) setVisitId(visit);
    setCart((c) => (c.some((l) => l.item_id === itemId) ? c : [...c, { item_id: itemId, quantity }]));
  };
  const reset = () => {
    setCart([]);
    setVisitId(null);
    setErrors({});
    setFailure(null);
  };
  const sell = () => {
    setErrors({});
    setFailure(null);
    const viaPatient = mode === 'patient' && patient !== null;
    dispense.mutate(
      {
        patient_id: viaPatient ? patient.patient_id : null,
        visit_id: viaPatient ? visitId : null,
        customer_name: viaPatient ? null : customer.trim() || null,
        lines: cart,
        payment: Number(payment) as 0 | 1 | 2 | 3,
      },
      {
        onSuccess: (sale) => {
          notifySuccess(t('PHARMACY.COUNTER.SOLD', { number: sale.invoice_number }));
          setSold(sale);
          reset();
        },
        onError: (err) => {
          setErrors(fieldTexts(t, err));
          setFailure(pharmacyErrorText(t, err));
        },
      },
    );
  };
  const total = cart.reduce((s, l) => {
    const item = items.get(l.item_id);
    return s + (item ? previewPick(item.batches, l.quantity).amount : 0);
  }, 0);
  const payments = salePayments.entries.filter(
    (p) => p.value !== SALE_PAYMENT.TO_STAY || (mode === 'patient' && patient),
  );

  return (
    <Stack gap="md">
      <Card withBorder padding="sm" component="section" aria-labelledby="counter-who">
        <Title order={2} size="h4" id="counter-who" mb="xs">
          {t('PHARMACY.COUNTER.WHO')}
        </Title>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => {
            setMode(v as 'patient' | 'walk-in');
            reset();
            setPayment(String(SALE_PAYMENT.CASH));
          }}
          data={[
            { value: 'patient', label: t('PHARMACY.COUNTER.PATIENT') },
            { value: 'walk-in', label: t('PHARMACY.COUNTER.WALK_IN') },
          ]}
          aria-label={t('PHARMACY.COUNTER.WHO')}
          mb="sm"
        />
        {mode === 'walk-in' ? (
          <TextInput
            label={t('PHARMACY.COUNTER.CUSTOMER_NAME')}
            value={customer}
            onChange={(e) => setCustomer(e.currentTarget.value)}
            maxLength={100}
          />
        ) : patient ? (
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                {pick(patient.name, patient.name_guj)} · {patient.case_no}
              </Text>
              <Button variant="default" size="xs" onClick={() => (setPatient(null), reset())}>
                {t('PHARMACY.COUNTER.CHANGE_PATIENT')}
              </Button>
            </Group>
            {prescriptions.error ? <QueryError error={prescriptions.error} /> : null}
            {prescriptions.data && prescriptions.data.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('PHARMACY.COUNTER.NO_PRESCRIPTION')}
              </Text>
            ) : null}
            {(prescriptions.data?.rows ?? []).slice(0, 3).map((rx) => (
              <Card
                key={rx.visit_id}
                withBorder
                padding="xs"
                component="section"
                aria-label={t('PHARMACY.COUNTER.RX_OF', {
                  date: formatDate(day(rx.visit_date), 'dd MMM yyyy', language),
                })}
              >
                <Text size="sm" fw={600}>
                  {t('PHARMACY.COUNTER.RX_OF', { date: formatDate(day(rx.visit_date), 'dd MMM yyyy', language) })} ·{' '}
                  {rx.doctor_name}
                </Text>
                <Stack gap={4} mt={4}>
                  {rx.lines.map((l) => (
                    <Group key={l.medicine_id} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm">
                        {pick(l.medicine_name, l.medicine_name_guj)} · {l.frequency} ·{' '}
                        {t('PHARMACY.COUNTER.DAYS', { count: l.duration_days })}
                      </Text>
                      {l.item ? (
                        <Button
                          size="xs"
                          variant="light"
                          disabled={l.item.on_hand === 0}
                          onClick={() => add(l.item!.item_id, 1, rx.visit_id)}
                          aria-label={t('PHARMACY.COUNTER.ADD_NAMED', { name: pick(l.item.name, l.item.name_guj) })}
                        >
                          {l.item.on_hand === 0 ? t('PHARMACY.COUNTER.OUT') : t('PHARMACY.COUNTER.ADD')}
                        </Button>
                      ) : (
                        <Badge style={TONE.muted}>{t('PHARMACY.COUNTER.NOT_STOCKED')}</Badge>
                      )}
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Stack gap="xs">
            <TextInput
              type="search"
              label={t('PHARMACY.COUNTER.FIND_PATIENT')}
              description={t('PHARMACY.COUNTER.FIND_HINT')}
              value={q}
              onChange={(e) => setQ(e.currentTarget.value)}
            />
            {(found.data?.rows ?? []).slice(0, 6).map((p) => (
              <Button
                key={p.patient_id}
                variant="default"
                justify="space-between"
                onClick={() => setPatient(p)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={6}
              >
                {pick(p.name, p.name_guj)} · {p.case_no} · {p.phone}
              </Button>
            ))}
          </Stack>
        )}
      </Card>

      <Card withBorder padding="sm" component="section" aria-labelledby="counter-lines">
        <Title order={2} size="h4" id="counter-lines" mb="xs">
          {t('PHARMACY.COUNTER.LINES')}
        </Title>
        {stock.error ? <QueryError error={stock.error} onRetry={() => void stock.refetch()} /> : null}
        <Select
          label={t('PHARMACY.COUNTER.ADD_ITEM')}
          placeholder={t('PHARMACY.COUNTER.ADD_ITEM_HINT')}
          searchable
          value={null}
          onChange={(v) => v && add(Number(v))}
          data={(stock.data?.items ?? [])
            .filter((i) => i.on_hand > 0)
            .map((i) => ({ value: String(i.item_id), label: `${pick(i.name, i.name_guj)} (${i.on_hand})` }))}
          nothingFoundMessage={t('PHARMACY.COUNTER.NOTHING_FOUND')}
          mb="sm"
        />
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cart.map((line, index) => (
            <CartRow
              key={line.item_id}
              item={items.get(line.item_id)}
              line={line}
              error={errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.item_id`]}
              onQuantity={(n) => setCart((c) => c.map((l) => (l.item_id === line.item_id ? { ...l, quantity: n } : l)))}
              onRemove={() => setCart((c) => c.filter((l) => l.item_id !== line.item_id))}
            />
          ))}
        </Stack>
        {cart.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('PHARMACY.COUNTER.EMPTY')}
          </Text>
        ) : null}
        <Group justify="space-between" mt="sm" wrap="wrap" gap="xs" align="flex-end">
          <Select
            label={t('PHARMACY.COUNTER.PAYMENT')}
            data={payments.map((p) => ({ value: String(p.value), label: t(p.labelKey) }))}
            value={payment}
            onChange={(v) => v && setPayment(v)}
            allowDeselect={false}
            error={errors.payment}
            miw={200}
          />
          <Text fw={700} size="lg" aria-live="polite">
            {t('PHARMACY.COUNTER.TOTAL')}: {formatRupees(total, language)}
          </Text>
        </Group>
        {failure ? (
          <Alert color="red" role="alert" mt="sm">
            {failure}
          </Alert>
        ) : null}
        <Button mt="sm" fullWidth onClick={sell} loading={dispense.isPending} disabled={cart.length === 0}>
          {t('PHARMACY.COUNTER.SELL')}
        </Button>
      </Card>

      {sold ? <SoldCard sale={sold} /> : null}
      <TodaySales />
    </Stack>
  );
}

function CartRow(props: {
  item: TStockItem | undefined;
  line: CartLine;
  error: string | undefined;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const { item, line } = props;
  if (!item) return null;
  const preview = previewPick(item.batches, line.quantity);
  const name = pick(item.name, item.name_guj);
  return (
    <Card component="li" withBorder padding="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600}>{name}</Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={props.onRemove}
          aria-label={t('PHARMACY.COUNTER.REMOVE_NAMED', { name })}
          size="lg"
        >
          ×
        </ActionIcon>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <NumberInput
          label={t('PHARMACY.COUNTER.QUANTITY_OF', { unit: item.unit })}
          value={line.quantity}
          min={1}
          max={1000}
          allowDecimal={false}
          onChange={(v) => props.onQuantity(Math.max(1, Number(v) || 1))}
          error={props.error}
          w={140}
        />
        <Stack gap={2} mt={4}>
          {preview.takes.map((take) => (
            <Text key={take.batch.batch_id} size="sm">
              {t('PHARMACY.COUNTER.FROM_BATCH', {
                batch: take.batch.batch_no,
                expiry: formatDate(day(take.batch.expiry_date), 'dd MMM yyyy', language),
                count: take.quantity,
              })}{' '}
              · {formatRupees(take.batch.mrp, language)}
            </Text>
          ))}
          {preview.short ? (
            <Text size="sm" c="red.9">
              {t('PHARMACY.COUNTER.ONLY_LEFT', { count: item.on_hand })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

function SoldCard({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card withBorder padding="sm" role="status" style={{ borderColor: TONE.ok.background, borderWidth: 2 }}>
      <Stack gap="xs">
        <Text fw={700}>{t('PHARMACY.COUNTER.SOLD', { number: sale.invoice_number })}</Text>
        <Text size="sm">
          {t(`PHARMACY.DOCUMENT.${sale.document}`)} · {formatRupees(sale.total, language)}
        </Text>
        <InvoiceButtons sale={sale} />
      </Stack>
    </Card>
  );
}

function InvoiceButtons({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const print = (lang: 'en' | 'gu') =>
    void downloadInvoice(sale.sale_id, sale.invoice_number, lang).catch((e: unknown) =>
      notifyError(e, pharmacyErrorText(t, e)),
    );
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        onClick={() => print('en')}
        aria-label={t('PHARMACY.COUNTER.INVOICE_EN_OF', { number: sale.invoice_number })}
      >
        {t('PHARMACY.COUNTER.INVOICE_EN')}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => print('gu')}
        aria-label={t('PHARMACY.COUNTER.INVOICE_GU_OF', { number: sale.invoice_number })}
      >
        {t('PHARMACY.COUNTER.INVOICE_GU')}
      </Button>
    </Group>
  );
}

function TodaySales() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const today = indiaDate(new Date());
  const [date, setDate] = useState(today);
  const sales = useSales(date === today ? undefined : date);
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="counter-today">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs" align="flex-end">
        <Title order={2} size="h4" id="counter-today">
          {date === today
            ? t('PHARMACY.COUNTER.TODAY')
            : t('PHARMACY.COUNTER.SALES_OF', { date: formatDate(day(date), 'dd MMM yyyy', language) })}
        </Title>
        {sales.data ? <Text fw={600}>{formatRupees(sales.data.total, language)}</Text> : null}
      </Group>
      <TextInput
        type="date"
        label={t('PHARMACY.COUNTER.DATE')}
        value={date}
        max={today}
        onChange={(e) => setDate(e.currentTarget.value || today)}
        maw={220}
        mb="xs"
      />
      {sales.error ? <QueryError error={sales.error} onRetry={() => void sales.refetch()} /> : null}
      {sales.data && sales.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {date === today ? t('PHARMACY.COUNTER.NO_SALES') : t('PHARMACY.COUNTER.NO_SALES_DAY')}
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(sales.data?.rows ?? []).map((s) => (
          <Card key={s.sale_id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>
                  {s.invoice_number} · {formatRupees(s.total, language)}
                </Text>
                <Text size="sm" c="dimmed">
                  {s.patient_name
                    ? pick(s.patient_name, s.patient_name_guj)
                    : (s.customer_name ?? t('PHARMACY.COUNTER.WALK_IN'))}{' '}
                  · {t(`PHARMACY.PAYMENT.${s.payment}`)} · {t(`PHARMACY.DOCUMENT.${s.document}`)}
                </Text>
              </div>
              <InvoiceButtons sale={s} />
            </Group>
            <SaleReturns sale={s} />
            <div style={{ marginTop: 6 }}>
              <ReturnAction sale={s} />
            </div>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
