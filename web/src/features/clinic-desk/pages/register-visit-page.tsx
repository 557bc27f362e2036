import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  CloseButton,
  Container,
  Divider,
  Group,
  Select,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkPayments } from '@gd/contracts/clinic-bill';
import { getPatient } from '@gd/contracts/endpoints/clinic';
import * as endpoints from '@gd/contracts/endpoints/clinic-opd';
import type { TVisitCreated } from '@gd/contracts/schemas/clinic-opd';
import { paths } from '../../../app/paths';
import { ApiError, call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { formatRupees } from '../../../lib/format';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCreateVisit, useQueue } from '../api/desk';
import { previewBill, type BillDraft } from '../components/bill-preview';
import { opdErrorText, opdKeyText } from '../components/errors';
import { PatientPicker, type PickedPatient } from '../../../components/clinic-patient-picker';
import { PaymentFields, paymentsForApi, type PaymentDraft } from '../components/payment-fields';
import { OK_TEXT } from '../components/status-badge';

const EMPTY_BILL: BillDraft = { caseFee: '', charges: [], discount: '', remark: '' };

/**
 * The calendar's "Register arrival" (decision 93) opens this page with the booking in the query:
 * `?appointment=ID&doctor=ID&type=1|2&mode=1..4` and the patient (`patient=ID`) or, for a first-time caller, the
 * `phone` to find or register them by. The visit is then registered against the booking.
 */
export function arrivalOf(params: URLSearchParams) {
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const appointment = id('appointment');
  if (appointment === null) return null;
  const mode = id('mode');
  return {
    appointment,
    doctor: id('doctor'),
    patient: id('patient'),
    type: params.get('type') === '2' ? ('2' as const) : ('1' as const),
    mode: mode !== null && mode <= 4 ? (mode as 1 | 2 | 3 | 4) : (1 as const),
    phone: /^\d{10}$/.test(params.get('phone') ?? '') ? params.get('phone')! : '',
  };
}

/**
 * /clinic/desk (issue 20 point 3): reception registers a visit and bills it in one form, one-handed at 360 px and
 * by keyboard (fields in order, Enter submits). The total is previewed with the server's own computation and
 * sent for comparison only; the submission carries an Idempotency-Key, so a double click or a retry after a lost
 * answer makes one visit. The answer: the token, the receipt (A4 or 80 mm PDF, English or Gujarati) and a
 * WhatsApp message for the patient.
 */
export function RegisterVisitPage() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const queue = useQueue();
  const create = useCreateVisit();
  const keys = useIdempotencyKeys();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const arrival = useMemo(() => arrivalOf(params), [params]);
  const [picked, setPicked] = useState<PickedPatient | null | undefined>(undefined);
  const [doctorId, setDoctorId] = useState<string | null>(arrival?.doctor ? String(arrival.doctor) : null);
  const [type, setType] = useState<'1' | '2'>(arrival?.type ?? '1');
  // The booked patient, read once and put in the form (the user may still pick another).
  const booked = useQuery({
    queryKey: ['clinic-desk-arrival-patient', arrival?.patient],
    queryFn: ({ signal }) => call(getPatient, { params: { id: arrival!.patient! } }, { signal }),
    enabled: arrival?.patient != null,
    staleTime: Infinity,
  });
  const bookedPatient = useMemo(
    () =>
      booked.data
        ? {
            patient_id: booked.data.patient_id,
            name: pick(booked.data.name, booked.data.name_guj),
            phone: booked.data.phone,
          }
        : null,
    [booked.data, pick],
  );
  // Until the user picks (or clears) a patient, the booked one is the form's.
  const patient = picked === undefined ? bookedPatient : picked;
  const [bill, setBill] = useState<BillDraft>(EMPTY_BILL);
  const [pay, setPay] = useState<PaymentDraft>({ modes: [1], amounts: {} });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<{ visit: TVisitCreated; patient: PickedPatient } | null>(null);
  const [tried, setTried] = useState(false);

  const preview = useMemo(() => previewBill(bill), [bill]);
  const total = preview.result.ok ? preview.result.bill.tvalue : 0;
  const parts = paymentsForApi(pay, total);
  const payErrors = preview.result.ok ? checkPayments(total, parts) : null;
  const errors: Record<string, string> = {
    ...(preview.result.ok ? {} : preview.result.errors),
    ...preview.typing,
    ...(payErrors ?? {}),
    ...(patient ? {} : { patient_id: 'OPD.PATIENT_REQUIRED' }),
    ...(doctorId ? {} : { consultation_doctor_id: 'OPD.DOCTOR_REQUIRED' }),
    ...serverErrors,
  };
  const shown = (field: string) => {
    const key = errors[field];
    return key && (tried || field in serverErrors || field.startsWith('discount')) ? opdKeyText(t, key) : undefined;
  };
  const edit = (next: Partial<BillDraft>) => {
    setServerErrors({});
    setBill({ ...bill, ...next });
  };

  const submit = () => {
    setTried(true);
    if (!preview.body || !patient || !doctorId || payErrors) return;
    const body = {
      patient_id: patient.patient_id,
      consultation_doctor_id: Number(doctorId),
      appointment_type: Number(type) as 1 | 2,
      booking_mode: arrival ? arrival.mode : (2 as const),
      ...(arrival ? { appointment_id: arrival.appointment } : {}),
      ...preview.body,
      payment_mode: parts,
      tvalue: total,
    };
    create.mutate(
      { body, headers: keys.headersFor(body) },
      {
        onSuccess: (visit) => {
          keys.renew();
          setDone({ visit, patient });
          setBill(EMPTY_BILL);
          setPay({ modes: [1], amounts: {} });
          setPicked(undefined);
          setTried(false);
          // The booking is registered: the next registration is a plain one.
          if (arrival) void navigate(paths.clinicDesk.href(), { replace: true });
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setServerErrors(err.fieldErrors);
          notifyError(err, opdErrorText(t, err));
        },
      },
    );
  };

  const doctors = queue.data?.doctors ?? [];
  const billView = preview.result.ok ? preview.result.bill : null;

  return (
    <Container size="sm" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h2">
          {t('OPD.REGISTER.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicQueue.href()} variant="default" size="sm">
          {t('OPD.QUEUE.TITLE')}
        </Button>
      </Group>
      {done ? <Issued visit={done.visit} patient={done.patient} onClose={() => setDone(null)} /> : null}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <PatientPicker
            key={`${done?.visit.visit_id ?? 0}-${bookedPatient?.patient_id ?? ''}`}
            value={patient}
            onChange={setPicked}
            error={shown('patient_id')}
            initialText={done ? '' : bookedPatient ? bookedPatient.name : (arrival?.phone ?? '')}
          />
          <Select
            label={t('OPD.DOCTOR')}
            required
            data={doctors.map((d) => ({ value: String(d.doctor_id), label: pick(d.name, d.name_guj) }))}
            value={doctorId}
            onChange={(v) => setDoctorId(v)}
            error={shown('consultation_doctor_id')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <SegmentedControl
            fullWidth
            aria-label={t('OPD.REGISTER.TYPE')}
            value={type}
            onChange={(v) => setType(v as '1' | '2')}
            data={[
              { value: '1', label: t('OPD.REGISTER.CONSULTATION') },
              { value: '2', label: t('OPD.REGISTER.THERAPY') },
            ]}
          />
          <TextInput
            label={t('OPD.BILL.CASE_PAPER_FEE')}
            inputMode="decimal"
            leftSection="₹"
            value={bill.caseFee}
            onChange={(e) => edit({ caseFee: e.currentTarget.value })}
            error={shown('case_paper_fee')}
          />
          {bill.charges.map((c, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 2 }}
                label={t('OPD.BILL.CHARGE_NAME')}
                value={c.name}
                onChange={(e) =>
                  edit({ charges: bill.charges.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)) })
                }
                error={shown(`special_opd_charge.${i}.name`)}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('OPD.BILL.CHARGE_VALUE')}
                inputMode="decimal"
                leftSection="₹"
                value={c.value}
                onChange={(e) =>
                  edit({ charges: bill.charges.map((x, j) => (j === i ? { ...x, value: e.currentTarget.value } : x)) })
                }
                error={shown(`special_opd_charge.${i}.value`)}
              />
              <ActionIcon
                mt={28}
                size="lg"
                variant="default"
                aria-label={t('OPD.BILL.REMOVE_CHARGE')}
                onClick={() => edit({ charges: bill.charges.filter((_, j) => j !== i) })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button variant="light" onClick={() => edit({ charges: [...bill.charges, { name: '', value: '' }] })}>
            {t('OPD.BILL.ADD_CHARGE')}
          </Button>
          <Group grow gap="xs" align="flex-start">
            <TextInput
              label={t('OPD.BILL.DISCOUNT')}
              description={t('OPD.BILL.DISCOUNT_HINT')}
              value={bill.discount}
              onChange={(e) => edit({ discount: e.currentTarget.value })}
              error={shown('discount')}
            />
            <TextInput
              label={t('OPD.BILL.DISCOUNT_REMARK')}
              value={bill.remark}
              onChange={(e) => edit({ remark: e.currentTarget.value })}
              error={shown('discount_remark')}
            />
          </Group>
          <Card withBorder padding="sm" aria-live="polite" data-testid="bill-preview">
            {billView ? (
              <Stack gap={2}>
                <Row label={t('OPD.BILL.SUBTOTAL')} value={formatRupees(billView.subtotal, language)} />
                {billView.discount_amount > 0 ? (
                  <Row label={t('OPD.BILL.DISCOUNT')} value={`− ${formatRupees(billView.discount_amount, language)}`} />
                ) : null}
                <Divider my={4} />
                <Row
                  bold
                  label={t('OPD.BILL.TOTAL')}
                  value={formatRupees(billView.tvalue, language)}
                  testId="bill-total"
                />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('OPD.BILL.FIX_TO_SEE_TOTAL')}
              </Text>
            )}
          </Card>
          <PaymentFields
            draft={pay}
            onChange={(next) => {
              setServerErrors({});
              setPay(next);
            }}
            total={total}
            error={shown('payment_mode') ?? shown('tvalue')}
          />
          <Button type="submit" size="lg" loading={create.isPending}>
            {t('OPD.REGISTER.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

function Row({ label, value, bold, testId }: { label: string; value: string; bold?: boolean; testId?: string }) {
  return (
    <Group justify="space-between">
      <Text fw={bold ? 700 : 400}>{label}</Text>
      <Text fw={bold ? 700 : 400} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The registration's answer: token, receipt PDFs, and the WhatsApp message. */
function Issued({ visit, patient, onClose }: { visit: TVisitCreated; patient: PickedPatient; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pdf = (size: 'a4' | '80mm', lang: 'en' | 'gu') =>
    downloadFile(`receipt-${visit.receipt_id}.pdf`, endpoints.clinicReceiptPdf, {
      params: { receipt_id: visit.receipt_id },
      query: { size, lang },
    }).catch((err: unknown) => notifyError(err));
  const message = t('OPD.ISSUED.WHATSAPP_TEXT', {
    name: patient.name,
    token: visit.token_no,
    receipt: visit.receipt_number,
    amount: formatRupees(visit.tvalue, language),
  });
  const phone = (patient.phone ?? '').replace(/\D/g, '');
  const card = useRef<HTMLDivElement>(null);
  // The answer takes the focus (and the screen) so the token is read out and seen at once.
  useEffect(() => {
    card.current?.focus();
    card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [visit.visit_id]);
  const wa = `https://wa.me/${phone.length === 10 ? `91${phone}` : ''}?text=${encodeURIComponent(message)}`;
  return (
    <Card
      withBorder
      mb="md"
      padding="md"
      role="status"
      ref={card}
      tabIndex={-1}
      data-testid="issued"
      style={{ borderColor: OK_TEXT, borderWidth: 2 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} c={OK_TEXT}>
            {t('OPD.ISSUED.TITLE')}
          </Text>
          <CloseButton aria-label={t('OPD.ISSUED.CLOSE')} onClick={onClose} />
        </Group>
        <Text fz={40} fw={800} lh={1} data-testid="issued-token">
          {t('OPD.TOKEN')} {visit.token_no}
        </Text>
        <Text>
          {t('OPD.ISSUED.RECEIPT')} <b data-testid="issued-receipt">{visit.receipt_number}</b> ·{' '}
          <b data-testid="issued-total">{formatRupees(visit.tvalue, language)}</b>
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void pdf('a4', language === 'guj' ? 'gu' : 'en')}>
            {t('OPD.ISSUED.PDF_A4')}
          </Button>
          <Button size="xs" variant="default" onClick={() => void pdf('80mm', language === 'guj' ? 'gu' : 'en')}>
            {t('OPD.ISSUED.PDF_80MM')}
          </Button>
          <Anchor c="blue.9" href={wa} target="_blank" rel="noopener noreferrer" data-testid="issued-whatsapp">
            {t('OPD.ISSUED.WHATSAPP')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
