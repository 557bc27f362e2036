import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { indiaDate } from '@gd/contracts/india-time';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TStay } from '@gd/contracts/schemas/clinic-ward';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import {
  downloadBillPdf,
  downloadSummaryPdf,
  useBedBoard,
  useDischarge,
  useSaveSummary,
  useStay,
  useStayBill,
  useTransfer,
} from '../api/ward';
import { freeBedOptions } from '../components/beds';
import { DietChart } from '../components/diet-chart';
import { wardErrorText, wardFieldErrors } from '../components/errors';
import { dayText } from '../components/format';
import { canAdmit, canReadStays, canRunBeds, isDoctor } from '../components/roles';

/**
 * /clinic/ward/stays/:id (issue 21 points 1 and 2, decision 98): a stay — the patient, the admission, the beds it
 * has been in with their captured charges; reception moves the patient to another free bed; the diet chart; a
 * doctor writes the discharge summary; reception or a doctor discharges (once); the final bill (or the running
 * statement) and the PDFs of the summary and the bill in English or Gujarati.
 */
export function StayPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!canReadStays(me)) {
    return (
      <Alert color="yellow" role="alert" title={t('WARD.STAY.TITLE')}>
        {t('WARD.STAY.NOT_ALLOWED')}
      </Alert>
    );
  }
  return <Stay id={id} me={me} />;
}

function Stay({ id, me }: { id: number; me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const stay = useStay(id);
  const s = stay.data;
  if (stay.isError) return <QueryError error={stay.error} onRetry={() => void stay.refetch()} />;
  if (!s) return <Loader aria-label={t('APP.LOADING')} />;
  const admitted = s.status === 'admitted';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h2">
            {pick(s.patient_name, s.patient_name_guj)}
          </Title>
          <Text c="dimmed" size="sm">
            {s.case_no}
            {s.patient_phone ? ` · ${s.patient_phone}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Badge size="lg" color={admitted ? 'blue.9' : 'gray.8'} variant="filled" data-testid="stay-status">
            {t(`WARD.STAY.STATUS_${s.status}`)}
          </Badge>
          {s.is_jain ? (
            <Badge size="lg" color="grape.9" variant="filled">
              {t('WARD.JAIN_DIET')}
            </Badge>
          ) : null}
          <Button component={Link} to={paths.clinicWard.href()} variant="default" size="sm">
            {t('WARD.BOARD.TITLE')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-admission">
        <Title order={2} size="h4" id="stay-admission" mb="xs">
          {t('WARD.STAY.ADMISSION')}
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            {t('WARD.STAY.ADMITTED_ON', { date: dayText(s.admission_date, language) })}
            {s.discharge_date
              ? ` · ${t('WARD.STAY.DISCHARGED_ON', { date: dayText(s.discharge_date, language) })}`
              : ''}
          </Text>
          <Text size="sm">
            {t('WARD.DOCTOR')}: {s.doctor_name}
          </Text>
          <Text size="sm">
            {t('WARD.REASON')}: {s.reason}
          </Text>
          {s.diagnosis ? (
            <Text size="sm">
              {t('WARD.DIAGNOSIS')}: {s.diagnosis}
            </Text>
          ) : null}
        </Stack>
        <Table.ScrollContainer minWidth={0} mt="sm">
          <Table data-testid="bed-periods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('WARD.BED')}</Table.Th>
                <Table.Th>{t('WARD.CHARGE_PER_DAY')}</Table.Th>
                <Table.Th>{t('WARD.STAY.PERIOD')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.periods.map((p) => (
                <Table.Tr key={p.period_id}>
                  <Table.Td>
                    {t('WARD.BED_NAMED', { room: p.room_number, bed: p.bed_label })}
                    <Text size="xs" c="dimmed">
                      {pick(p.category_name, p.category_name_guj)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatRupees(p.daily_charge, language)}</Table.Td>
                  <Table.Td>
                    {dayText(p.from_date, language)} –{' '}
                    {p.current ? t('WARD.STAY.NOW') : p.to_date ? dayText(p.to_date, language) : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {admitted && canRunBeds(me) ? <Transfer stay={s} /> : null}
      </Paper>

      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-diet">
        <Title order={2} size="h4" id="stay-diet" mb="xs">
          {t('WARD.DIET.TITLE')}
        </Title>
        <DietChart stayId={s.stay_id} admitted={admitted} />
      </Paper>

      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-summary">
        <Title order={2} size="h4" id="stay-summary" mb="xs">
          {t('WARD.SUMMARY.TITLE')}
        </Title>
        {admitted && isDoctor(me) ? (
          <SummaryForm key={s.summary ? JSON.stringify(s.summary) : 'new'} stay={s} />
        ) : (
          <SummaryView stay={s} />
        )}
        {admitted && canAdmit(me) ? <Discharge stay={s} /> : null}
      </Paper>

      <Bill stay={s} />
    </Stack>
  );
}

function Transfer({ stay }: { stay: TStay }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const board = useBedBoard();
  const transfer = useTransfer();
  const [bedId, setBedId] = useState('');
  const beds = freeBedOptions(board.data, (room, bed, category) =>
    t('WARD.BED_OPTION', {
      bed: t('WARD.BED_NAMED', { room, bed }),
      category: pick(category, board.data?.rooms.find((r) => r.room_number === room)?.category_name_guj),
    }),
  );
  const error = wardFieldErrors(t, transfer.error).bed_id;
  return (
    <Group align="flex-end" gap="xs" wrap="wrap" mt="sm">
      <NativeSelect
        label={t('WARD.TRANSFER.TO')}
        value={bedId}
        onChange={(e) => {
          setBedId(e.currentTarget.value);
          transfer.reset();
        }}
        data={[{ value: '', label: t('WARD.ADMIT.CHOOSE_BED') }, ...beds]}
        error={error ?? (transfer.isError ? wardErrorText(t, transfer.error) : undefined)}
        style={{ flex: '1 1 220px' }}
      />
      <Button
        variant="light"
        disabled={!bedId}
        loading={transfer.isPending}
        onClick={() =>
          transfer.mutate(
            { stayId: stay.stay_id, bedId: Number(bedId) },
            {
              onSuccess: () => {
                setBedId('');
                notifySuccess(t('WARD.TRANSFER.DONE'));
              },
            },
          )
        }
      >
        {t('WARD.TRANSFER.BUTTON')}
      </Button>
    </Group>
  );
}

function SummaryView({ stay }: { stay: TStay }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const s = stay.summary;
  if (!s) return <Text c="dimmed">{t('WARD.SUMMARY.NONE')}</Text>;
  return (
    <Stack gap={6} data-testid="summary-view">
      {(['diagnosis', 'treatment', 'condition', 'advice'] as const).map((field) =>
        s[field] ? (
          <div key={field}>
            <Text size="sm" fw={700}>
              {t(`WARD.SUMMARY.${field.toUpperCase()}`)}
            </Text>
            <Text size="sm">{s[field]}</Text>
          </div>
        ) : null,
      )}
      {s.follow_up_date ? (
        <Text size="sm">
          {t('WARD.SUMMARY.FOLLOW_UP')}: {dayText(s.follow_up_date, language)}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('WARD.SUMMARY.BY', { name: s.doctor_name })}
      </Text>
      <PdfButtons label={t('WARD.SUMMARY.PDF')} download={(lang) => downloadSummaryPdf(stay.stay_id, lang)} />
    </Stack>
  );
}

function SummaryForm({ stay }: { stay: TStay }) {
  const { t } = useTranslation();
  const save = useSaveSummary();
  const [form, setForm] = useState({
    diagnosis: stay.summary?.diagnosis ?? stay.diagnosis ?? '',
    treatment: stay.summary?.treatment ?? '',
    condition: stay.summary?.condition ?? '',
    advice: stay.summary?.advice ?? '',
    follow_up_date: stay.summary?.follow_up_date ?? '',
  });
  const errors = wardFieldErrors(t, save.error);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm({ ...form, [field]: e.currentTarget.value });
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        save.mutate(
          {
            stayId: stay.stay_id,
            body: { ...form, advice: form.advice || null, follow_up_date: form.follow_up_date || null },
          },
          { onSuccess: () => notifySuccess(t('WARD.SUMMARY.SAVED')) },
        );
      }}
    >
      <Textarea
        label={t('WARD.SUMMARY.DIAGNOSIS')}
        required
        autosize
        minRows={2}
        value={form.diagnosis}
        onChange={set('diagnosis')}
        error={errors.diagnosis}
      />
      <Textarea
        label={t('WARD.SUMMARY.TREATMENT')}
        required
        autosize
        minRows={2}
        value={form.treatment}
        onChange={set('treatment')}
        error={errors.treatment}
      />
      <Textarea
        label={t('WARD.SUMMARY.CONDITION')}
        required
        autosize
        minRows={2}
        value={form.condition}
        onChange={set('condition')}
        error={errors.condition}
      />
      <Textarea
        label={t('WARD.SUMMARY.ADVICE')}
        autosize
        minRows={2}
        value={form.advice}
        onChange={set('advice')}
        error={errors.advice}
      />
      <TextInput
        type="date"
        label={t('WARD.SUMMARY.FOLLOW_UP')}
        min={indiaDate(new Date())}
        value={form.follow_up_date}
        onChange={set('follow_up_date')}
        error={errors.follow_up_date}
      />
      {save.isError && Object.keys(errors).length === 0 ? (
        <Alert color="red" role="alert">
          {wardErrorText(t, save.error)}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          {t('WARD.SUMMARY.SAVE')}
        </Button>
      </Group>
      {stay.summary ? (
        <PdfButtons label={t('WARD.SUMMARY.PDF')} download={(lang) => downloadSummaryPdf(stay.stay_id, lang)} />
      ) : null}
    </Stack>
  );
}

function Discharge({ stay }: { stay: TStay }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const discharge = useDischarge();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Group mt="md">
        <Button color="red.9" variant="filled" onClick={() => setConfirming(true)} disabled={!stay.summary}>
          {t('WARD.DISCHARGE.BUTTON')}
        </Button>
        {!stay.summary ? (
          <Text size="sm" c="dimmed">
            {t('WARD.DISCHARGE.NEEDS_SUMMARY')}
          </Text>
        ) : null}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('WARD.DISCHARGE.CONFIRM_TITLE')}>
        <Stack gap="sm">
          <Text>{t('WARD.DISCHARGE.CONFIRM_TEXT', { name: pick(stay.patient_name, stay.patient_name_guj) })}</Text>
          {discharge.isError ? (
            <Alert color="red" role="alert">
              {wardErrorText(t, discharge.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('ACTIONS.CANCEL')}
            </Button>
            <Button
              color="red.9"
              loading={discharge.isPending}
              onClick={() =>
                discharge.mutate(stay.stay_id, {
                  onSuccess: (done) => {
                    setConfirming(false);
                    notifySuccess(t('WARD.DISCHARGE.DONE', { bill: done.bill?.bill_number ?? '' }));
                  },
                })
              }
            >
              {t('WARD.DISCHARGE.CONFIRM')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function Bill({ stay }: { stay: TStay }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const bill = useStayBill(stay.stay_id);
  const b = bill.data;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="stay-bill">
      <Title order={2} size="h4" id="stay-bill" mb="xs">
        {b?.final ? t('WARD.BILL.FINAL', { number: b.bill_number }) : t('WARD.BILL.RUNNING')}
      </Title>
      {bill.isError ? <QueryError error={bill.error} onRetry={() => void bill.refetch()} /> : null}
      {b ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {b.final
              ? t('WARD.BILL.DATED', { date: dayText(b.bill_date, language), days: b.room_days })
              : t('WARD.BILL.AS_OF', { date: dayText(b.bill_date, language), days: b.room_days })}
          </Text>
          <Table.ScrollContainer minWidth={0}>
            <Table data-testid="bill-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('WARD.BILL.ITEM')}</Table.Th>
                  <Table.Th>{t('WARD.BILL.QTY')}</Table.Th>
                  <Table.Th ta="right">{t('WARD.BILL.AMOUNT')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {b.lines.map((l, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>
                      {t(`WARD.KIND.${l.kind}`)}: {pick(l.description, l.description_guj)}
                      <Text size="xs" c="dimmed">
                        {dayText(l.date, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {l.quantity} × {formatRupees(l.unit_paise, language)}
                    </Table.Td>
                    <Table.Td ta="right">{formatRupees(l.amount_paise, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>{t('WARD.BILL.TOTAL')}</Table.Th>
                  <Table.Th ta="right" data-testid="bill-total">
                    {formatRupees(b.total, language)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          {b.final ? (
            <PdfButtons label={t('WARD.BILL.PDF')} download={(lang) => downloadBillPdf(stay.stay_id, lang)} />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function PdfButtons({ label, download }: { label: string; download: (lang: 'en' | 'gu') => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (lang: 'en' | 'gu') => {
    setBusy(lang);
    download(lang)
      .catch((err: unknown) => notifyError(err))
      .finally(() => setBusy(null));
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="default" loading={busy === 'en'} onClick={() => run('en')}>
        {t('WARD.PDF_EN', { what: label })}
      </Button>
      <Button size="xs" variant="default" loading={busy === 'gu'} onClick={() => run('gu')}>
        {t('WARD.PDF_GU', { what: label })}
      </Button>
    </Group>
  );
}
