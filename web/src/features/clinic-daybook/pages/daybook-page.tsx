import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TDaybook, TDaybookBill } from '@gd/contracts/schemas/clinic-daybook';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadDaybookCsv, useCloseDay, useDaybook, useStaffMe } from '../api/daybook';
import { ReopenDay } from '../components/reopen-day';

const MODE_KEY: Record<number, string> = { 1: 'OPD.PAY.CASH', 2: 'OPD.PAY.CARD', 3: 'OPD.PAY.UPI' };

/**
 * /clinic/daybook (issue 20 point 7, decision 92): a day's collections by payment mode and by who billed, its
 * visits by doctor and department, the bills with the spec's serial numbers, the CSV, and — for a clinic
 * administrator — closing the day. Reception and administrators only (the server says 403 to anyone else).
 */
export function DaybookPage() {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.isPending) return <Loader m="xl" aria-label={t('APP.LOADING')} />;
  if (me.isError) {
    return (
      <Container size="sm" py="xl" px="xs">
        <QueryError error={me.error} />
      </Container>
    );
  }
  const allowed = me.data.is_clinic_admin || me.data.department_id === DEPARTMENT.RECEPTION;
  if (!allowed) {
    return (
      <Container size="sm" py="xl" px="xs">
        <Alert color="yellow" role="alert" title={t('DAYBOOK.TITLE')}>
          {t('DAYBOOK.NOT_ALLOWED')}
        </Alert>
      </Container>
    );
  }
  return <Daybook isAdmin={me.data.is_clinic_admin} />;
}

function Daybook({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = indiaDate(new Date());
  const [date, setDate] = useState(today);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const valid = isCalendarDate(date);
  const book = useDaybook(valid ? date : today, page);
  const closeDay = useCloseDay();
  const data = book.data;
  const rupees = (paise: number) => formatRupees(paise, language);
  const dayText = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);

  const download = () => {
    setDownloading(true);
    downloadDaybookCsv(data?.date ?? today)
      .catch((err: unknown) => notifyError(err))
      .finally(() => setDownloading(false));
  };
  const confirmClose = () => {
    if (!data) return;
    closeDay.mutate(data.date, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('DAYBOOK.CLOSED_OK', { date: dayText(data.date) }));
      },
    });
  };

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('DAYBOOK.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicHome.href()} variant="default" size="sm">
          {t('CLINIC.NAV.HOME')}
        </Button>
      </Group>
      <Group align="flex-end" mb="md" wrap="wrap" gap="sm">
        <TextInput
          type="date"
          label={t('OPD.DATE')}
          value={date}
          max={today}
          error={valid ? undefined : t('ERRORS.DATE_INVALID')}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Button variant="default" onClick={download} loading={downloading} disabled={!data}>
          {t('DAYBOOK.DOWNLOAD_CSV')}
        </Button>
        {isAdmin && data && !data.closed && data.date <= today ? (
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('DAYBOOK.CLOSE_DAY')}
          </Button>
        ) : null}
      </Group>
      {book.isError ? <QueryError error={book.error} onRetry={() => void book.refetch()} /> : null}
      {!data && book.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{dayText(data.date)}</Text>
            {data.closed && data.close ? (
              <Badge color="gray.8" variant="filled" size="lg" data-testid="day-closed">
                {t('DAYBOOK.CLOSED_BADGE', {
                  name: data.close.closed_by_name,
                  time: formatDate(data.close.closed_at, 'dd MMM yyyy', language),
                })}
              </Badge>
            ) : (
              <Badge color="teal.9" variant="filled" size="lg">
                {t('DAYBOOK.OPEN_BADGE')}
              </Badge>
            )}
            {isAdmin && data.closed ? <ReopenDay date={data.date} dayText={dayText(data.date)} /> : null}
          </Group>
          <Summary data={data} rupees={rupees} />
          <Breakdowns data={data} rupees={rupees} />
          <Bills data={data} rupees={rupees} page={page} setPage={setPage} />
        </Stack>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('DAYBOOK.CLOSE_TITLE')}
        closeButtonProps={{ 'aria-label': t('DAYBOOK.CANCEL') }}
      >
        {data ? (
          <Stack>
            <Text>
              {t('DAYBOOK.CLOSE_TEXT', {
                date: dayText(data.date),
                amount: rupees(data.totals.collected),
                bills: data.totals.bills,
              })}
            </Text>
            {closeDay.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(closeDay.error, t)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('DAYBOOK.CANCEL')}
              </Button>
              <Button color="red.9" onClick={confirmClose} loading={closeDay.isPending}>
                {t('DAYBOOK.CLOSE_CONFIRM')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}

type Rupees = (paise: number) => string;

function Summary({ data, rupees }: { data: TDaybook; rupees: Rupees }) {
  const { t } = useTranslation();
  const cards: [string, string, string][] = [
    ['collected', t('DAYBOOK.COLLECTED'), rupees(data.totals.collected)],
    ['bills', t('DAYBOOK.BILLS'), String(data.totals.bills)],
    ['discount', t('DAYBOOK.DISCOUNTS'), rupees(data.totals.discount)],
    ['visits', t('DAYBOOK.VISITS'), String(data.totals.visits)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {cards.map(([id, label, value]) => (
        <Card key={id} withBorder padding="sm" data-testid={`summary-${id}`}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Breakdowns({ data, rupees }: { data: TDaybook; rupees: Rupees }) {
  const { t } = useTranslation();
  const none = <Text c="dimmed">{t('DAYBOOK.NONE')}</Text>;
  const statuses = (c: { scheduled: number; waiting: number; engaged: number; checkout: number }) =>
    [
      ['SCHEDULED', c.scheduled],
      ['WAITING', c.waiting],
      ['ENGAGED', c.engaged],
      ['CHECKOUT', c.checkout],
    ]
      .filter(([, n]) => Number(n) > 0)
      .map(([key, n]) => `${t(`OPD.STATUS.${key}`)} ${n}`)
      .join(' · ');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('DAYBOOK.BY_MODE')}>
        <Table data-testid="by-mode">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('DAYBOOK.MODE')}</Table.Th>
              <Table.Th ta="right">{t('DAYBOOK.BILLS')}</Table.Th>
              <Table.Th ta="right">{t('DAYBOOK.AMOUNT')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.totals.by_mode.map((m) => (
              <Table.Tr key={m.payment_mode} data-mode={m.payment_mode}>
                <Table.Td>{t(MODE_KEY[m.payment_mode] ?? 'DAYBOOK.MODE')}</Table.Td>
                <Table.Td ta="right">{m.bills}</Table.Td>
                <Table.Td ta="right">{rupees(m.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('DAYBOOK.BY_STAFF')}>
        {data.by_staff.length === 0 ? (
          none
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('DAYBOOK.STAFF')}</Table.Th>
                <Table.Th ta="right">{t('DAYBOOK.BILLS')}</Table.Th>
                <Table.Th ta="right">{t('DAYBOOK.AMOUNT')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.by_staff.map((s) => (
                <Table.Tr key={s.staff_id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td ta="right">{s.bills}</Table.Td>
                  <Table.Td ta="right">{rupees(s.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Section>
      <Section title={t('DAYBOOK.BY_DOCTOR')}>
        {data.by_doctor.length === 0 ? (
          none
        ) : (
          <Stack gap={6}>
            {data.by_doctor.map((d) => (
              <div key={d.doctor_id}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{d.name}</Text>
                  <Text>{t('DAYBOOK.VISIT_COUNT', { count: d.visits })}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {statuses(d)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('DAYBOOK.BY_DEPARTMENT')}>
        {data.by_department.length === 0 ? (
          none
        ) : (
          <Stack gap={6}>
            {data.by_department.map((d) => (
              <div key={d.department_id}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{t(`CLINIC.DEPARTMENT.${d.department_id}`)}</Text>
                  <Text>{t('DAYBOOK.VISIT_COUNT', { count: d.visits })}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {statuses(d)}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Section>
    </SimpleGrid>
  );
}

function Bills({
  data,
  rupees,
  page,
  setPage,
}: {
  data: TDaybook;
  rupees: Rupees;
  page: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const pages = Math.max(1, Math.ceil(data.bills.count / data.bills.page_size));
  const paidBy = (b: TDaybookBill) =>
    b.payments.map((p) => `${t(MODE_KEY[p.payment_mode] ?? 'DAYBOOK.MODE')} ${rupees(p.amount)}`).join(' + ');
  return (
    <Section title={t('DAYBOOK.BILL_LIST')}>
      {data.bills.rows.length === 0 ? (
        <Text c="dimmed">{t('DAYBOOK.NONE')}</Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="bill-list">
          {data.bills.rows.map((b) => (
            <li key={b.bill_id} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', padding: '6px 0' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={700} miw={28} data-testid="serial">
                    {b.serial}.
                  </Text>
                  <div>
                    <Text fw={600}>{pick(b.patient_name, b.patient_name_guj)}</Text>
                    <Text size="sm" c="dimmed">
                      {b.receipt_number} · {t('OPD.TOKEN')} {b.token_no} · {b.doctor_name}
                    </Text>
                    <Text size="sm">{paidBy(b) || t('DAYBOOK.FREE')}</Text>
                  </div>
                </Group>
                <Stack gap={0} align="flex-end">
                  <Text fw={700}>{rupees(b.tvalue)}</Text>
                  {b.discount_amount > 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('DAYBOOK.DISCOUNT_OF', { amount: rupees(b.discount_amount) })}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between" mt="sm" component="nav" aria-label={t('DAYBOOK.PAGES')}>
          <Button variant="default" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('DAYBOOK.PREVIOUS')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('DAYBOOK.PAGE_OF', { page, pages })}
          </Text>
          <Button variant="default" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('DAYBOOK.NEXT')}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}
