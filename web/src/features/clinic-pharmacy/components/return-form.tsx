import { Alert, Button, Card, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_PAYMENT, salePayments } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import type { TCreditNote, TCreditNoteSummary, TSale } from '@gd/contracts/schemas/clinic-pharmacy';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadCreditNote, useCreateReturn, useSale } from '../api/pharmacy';
import { fieldTexts, pharmacyErrorText, pharmacyKeyText } from './errors';
import { TONE } from './tone';

const day = (d: string) => `${d}T12:00:00+05:30`;

/** Units of a sale line that may still come back. */
const returnable = (l: TSale['lines'][number]) => l.quantity - l.returned_quantity;

/**
 * Sales returns at the counter (decision 95): a sale paid at the counter may be returned within 30 days of its
 * date; a sale charged to an in-patient stay is corrected on the stay's bill, so it offers no return.
 */
export function ReturnAction({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  if (sale.payment === SALE_PAYMENT.TO_STAY) {
    return (
      <Text size="sm" c="dimmed">
        {t('PHARMACY.RETURN.TO_STAY')}
      </Text>
    );
  }
  const until = formatDate(day(sale.return_until), 'dd MMM yyyy', language);
  if (indiaDate(new Date()) > sale.return_until) {
    return (
      <Text size="sm" c="dimmed">
        {t('PHARMACY.RETURN.CLOSED', { date: until })}
      </Text>
    );
  }
  if (sale.lines.every((l) => returnable(l) === 0)) {
    return (
      <Text size="sm" c="dimmed">
        {t('PHARMACY.RETURN.NOTHING_LEFT')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => setOpen(true)}
          aria-label={t('PHARMACY.RETURN.RETURN_NAMED', { number: sale.invoice_number })}
        >
          {t('PHARMACY.RETURN.RETURN')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('PHARMACY.RETURN.UNTIL', { date: until })}
        </Text>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('PHARMACY.RETURN.TITLE', { number: sale.invoice_number })}
        closeButtonProps={{ 'aria-label': t('PHARMACY.RETURN.CLOSE') }}
        fullScreen={narrow}
        size="lg"
      >
        {open ? <ReturnForm sale={sale} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

/**
 * The return of one sale: each line with the units to return (0 up to what is still returnable), the reason, the
 * refund mode (the sale's by default); sent once — the button waits while it is sent, and a second click sends the
 * same Idempotency-Key, so the server makes one credit note. Afterwards the credit note's number and its PDFs.
 */
export function ReturnForm({ sale: initial, onClose }: { sale: TSale; onClose: () => void }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const fresh = useSale(initial.sale_id, true);
  const sale = fresh.data ?? initial;
  const create = useCreateReturn(sale.sale_id);
  const sending = useRef(false);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState(String(sale.payment));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TCreditNote | null>(null);
  const today = indiaDate(new Date());

  const chosen = sale.lines.filter((l) => (units[l.line_id] ?? 0) > 0);
  const refund = chosen.reduce((s, l) => s + (units[l.line_id] ?? 0) * l.mrp, 0);

  const submit = () => {
    if (sending.current) return;
    const local: Record<string, string> = {};
    if (chosen.length === 0) local.lines = t('PHARMACY.RETURN.CHOOSE_UNITS');
    if (reason.trim().length < 3) local.reason = pharmacyKeyText(t, 'PHARMACY.RETURN.REASON_REQUIRED');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    const sent = chosen.map((l) => ({ sale_line_id: l.line_id, quantity: units[l.line_id]! }));
    sending.current = true;
    create.mutate(
      { lines: sent, reason: reason.trim(), refund_mode: Number(mode) as 1 | 2 | 3 },
      {
        onSuccess: (note) => {
          notifySuccess(t('PHARMACY.RETURN.DONE', { number: note.credit_note_number }));
          setDone(note);
          setUnits({});
          setReason('');
        },
        onError: (err) => {
          // The server names the line by its place in what was sent: put the message under that line.
          const byField = fieldTexts(t, err);
          const mapped: Record<string, string> = {};
          for (const [field, text] of Object.entries(byField)) {
            const m = /^lines\.(\d+)\./.exec(field);
            const line = m ? sent[Number(m[1])] : undefined;
            mapped[line ? `line.${line.sale_line_id}` : field] = text;
          }
          setErrors(mapped);
          setFailure(pharmacyErrorText(t, err));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (done) {
    return (
      <Stack gap="sm">
        <Card withBorder padding="sm" role="status" style={{ borderColor: TONE.ok.background, borderWidth: 2 }}>
          <Stack gap="xs">
            <Text fw={700}>{t('PHARMACY.RETURN.DONE', { number: done.credit_note_number })}</Text>
            <Text size="sm">
              {t('PHARMACY.RETURN.TOTAL')}: {formatRupees(done.total, language)} ·{' '}
              {t(`PHARMACY.PAYMENT.${done.refund_mode}`)}
            </Text>
            <CreditNoteButtons note={done} />
          </Stack>
        </Card>
        <Button variant="default" onClick={onClose}>
          {t('PHARMACY.RETURN.CLOSE')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {fresh.error ? <QueryError error={fresh.error} onRetry={() => void fresh.refetch()} /> : null}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sale.lines.map((l) => {
            const max = returnable(l);
            const name = pick(l.name, l.name_guj);
            return (
              <Card key={l.line_id} component="li" withBorder padding="xs">
                <Text fw={600}>{name}</Text>
                <Text size="sm" c="dimmed">
                  {l.batch_no} · {formatRupees(l.mrp, language)} ·{' '}
                  {t('PHARMACY.RETURN.SOLD_RETURNED', { sold: l.quantity, returned: l.returned_quantity })}
                </Text>
                {l.expiry_date < today ? (
                  <Text size="sm" c="red.9">
                    {t('PHARMACY.RETURN.WRITTEN_OFF_HINT')}
                  </Text>
                ) : null}
                <NumberInput
                  mt={4}
                  label={t('PHARMACY.RETURN.QUANTITY_OF', { name, batch: l.batch_no, max })}
                  value={units[l.line_id] ?? 0}
                  min={0}
                  max={max}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  disabled={max === 0}
                  onChange={(v) =>
                    setUnits((u) => ({ ...u, [l.line_id]: Math.min(max, Math.max(0, Math.trunc(Number(v) || 0))) }))
                  }
                  error={errors[`line.${l.line_id}`]}
                  maw={320}
                />
              </Card>
            );
          })}
        </Stack>
        {errors.lines ? (
          <Text size="sm" c="red.9" role="alert">
            {errors.lines}
          </Text>
        ) : null}
        <Textarea
          label={t('PHARMACY.RETURN.REASON')}
          required
          autosize
          minRows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
          <Select
            label={t('PHARMACY.RETURN.REFUND_MODE')}
            data={salePayments.entries
              .filter((p) => p.value !== SALE_PAYMENT.TO_STAY)
              .map((p) => ({ value: String(p.value), label: t(p.labelKey) }))}
            value={mode}
            onChange={(v) => v && setMode(v)}
            allowDeselect={false}
            error={errors.refund_mode}
            miw={200}
          />
          <Text fw={700} size="lg" aria-live="polite">
            {t('PHARMACY.RETURN.TOTAL')}: {formatRupees(refund, language)}
          </Text>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" loading={create.isPending} disabled={create.isPending}>
          {t('PHARMACY.RETURN.SUBMIT')}
        </Button>
      </Stack>
    </form>
  );
}

/** The credit note's PDF in English and in Gujarati. */
export function CreditNoteButtons({ note }: { note: Pick<TCreditNoteSummary, 'return_id' | 'credit_note_number'> }) {
  const { t } = useTranslation();
  const print = (lang: 'en' | 'gu') =>
    void downloadCreditNote(note.return_id, note.credit_note_number, lang).catch((e: unknown) =>
      notifyError(e, pharmacyErrorText(t, e)),
    );
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        onClick={() => print('en')}
        aria-label={t('PHARMACY.RETURN.CREDIT_NOTE_EN_OF', { number: note.credit_note_number })}
      >
        {t('PHARMACY.RETURN.CREDIT_NOTE_EN')}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => print('gu')}
        aria-label={t('PHARMACY.RETURN.CREDIT_NOTE_GU_OF', { number: note.credit_note_number })}
      >
        {t('PHARMACY.RETURN.CREDIT_NOTE_GU')}
      </Button>
    </Group>
  );
}

/** What came back of a sale: its credit notes, each with its PDFs. */
export function SaleReturns({ sale }: { sale: TSale }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (sale.returns.length === 0) return null;
  return (
    <Stack gap={4} mt={4}>
      {sale.returns.map((r) => (
        <Group key={r.return_id} gap="xs" wrap="wrap">
          <Text size="sm" c="red.9">
            {t('PHARMACY.RETURN.RETURNED', { number: r.credit_note_number, amount: formatRupees(r.total, language) })}
          </Text>
          <CreditNoteButtons note={r} />
        </Group>
      ))}
    </Stack>
  );
}
