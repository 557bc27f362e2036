import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountSeries } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TAccounts } from '@gd/contracts/schemas/clinic-accounts';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadAccountsCsv, useAccounts, useStaffMe } from '../api/accounts';

const MODE_KEY: Record<number, string> = { 1: 'OPD.PAY.CASH', 2: 'OPD.PAY.CARD', 3: 'OPD.PAY.UPI' };

/**
 * /clinic/accounts (issue 21 point 6, decision 99): every document of money of a period — receipts, invoices,
 * purchases, bills, refunds — with totals in and out by series and payment mode, each series' numbers checked for
 * gaps, and the CSV. Clinic administrators only (the server says 403 to anyone else).
 */
export function AccountsPage() {
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
  if (!me.data.is_clinic_admin) {
    return (
      <Container size="sm" py="xl" px="xs">
        <Alert color="yellow" role="alert" title={t('ACCOUNTS.TITLE')}>
          {t('ACCOUNTS.NOT_ALLOWED')}
        </Alert>
      </Container>
    );
  }
  return <Accounts />;
}

function Accounts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = indiaDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const valid = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const book = useAccounts(from, to, page, valid);
  const data = book.data;
  const rupees = (paise: number) => formatRupees(paise, language);

  const download = () => {
    if (!data) return;
    setDownloading(true);
    downloadAccountsCsv(data.from, data.to)
      .catch((err: unknown) => notifyError(err))
      .finally(() => setDownloading(false));
  };

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('ACCOUNTS.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicHome.href()} variant="default" size="sm">
          {t('CLINIC.NAV.HOME')}
        </Button>
      </Group>
      <Group align="flex-end" mb="md" wrap="wrap" gap="sm">
        <TextInput
          type="date"
          label={t('ACCOUNTS.FROM')}
          value={from}
          max={today}
          error={isCalendarDate(from) ? undefined : t('ERRORS.DATE_INVALID')}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            setPage(1);
          }}
        />
        <TextInput
          type="date"
          label={t('ACCOUNTS.TO')}
          value={to}
          error={!isCalendarDate(to) ? t('ERRORS.DATE_INVALID') : from > to ? t('ACCOUNTS.PERIOD_ORDER') : undefined}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Button variant="default" onClick={download} loading={downloading} disabled={!data || !valid}>
          {t('ACCOUNTS.DOWNLOAD_CSV')}
        </Button>
      </Group>
      {book.isError ? <QueryError error={book.error} onRetry={() => void book.refetch()} /> : null}
      {valid && !data && book.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data && valid ? (
        <Stack gap="md">
          <Summary data={data} rupees={rupees} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <BySeries data={data} rupees={rupees} />
            <ByMode data={data} rupees={rupees} />
          </SimpleGrid>
          <SeriesCheck data={data} />
          <Documents data={data} rupees={rupees} page={page} setPage={setPage} />
        </Stack>
      ) : null}
    </Container>
  );
}

type Rupees = (paise: number) => string;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const seriesName = (series: string, t: (key: string) => string) =>
  t(accountSeries.labelKey(series, 'ACCOUNTS.SERIES.OTHER'));

function Summary({ data, rupees }: { data: TAccounts; rupees: Rupees }) {
  const { t } = useTranslation();
  const cards: [string, string, string][] = [
    ['in', t('ACCOUNTS.IN'), rupees(data.totals.in)],
    ['out', t('ACCOUNTS.OUT'), rupees(data.totals.out)],
    ['net', t('ACCOUNTS.NET'), rupees(data.totals.net)],
    ['documents', t('ACCOUNTS.DOCUMENTS'), data.totals.documents.toLocaleString('en-IN')],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {cards.map(([id, label, value]) => (
        <Card key={id} withBorder padding="sm" data-testid={`accounts-${id}`}>
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

function BySeries({ data, rupees }: { data: TAccounts; rupees: Rupees }) {
  const { t } = useTranslation();
  return (
    <Section title={t('ACCOUNTS.BY_SERIES')}>
      {data.by_series.length === 0 ? (
        <Text c="dimmed">{t('ACCOUNTS.NONE')}</Text>
      ) : (
        <Table data-testid="by-series">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ACCOUNTS.SERIES_COLUMN')}</Table.Th>
              <Table.Th ta="right">{t('ACCOUNTS.DOCUMENTS')}</Table.Th>
              <Table.Th ta="right">{t('ACCOUNTS.AMOUNT')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_series.map((s) => (
              <Table.Tr key={`${s.series} ${s.direction}`}>
                <Table.Td>
                  {seriesName(s.series, t)}{' '}
                  <Text span size="sm" c="dimmed">
                    ({t(s.direction === 'in' ? 'ACCOUNTS.IN' : 'ACCOUNTS.OUT')})
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{s.documents.toLocaleString('en-IN')}</Table.Td>
                <Table.Td ta="right">{rupees(s.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function ByMode({ data, rupees }: { data: TAccounts; rupees: Rupees }) {
  const { t } = useTranslation();
  return (
    <Section title={t('ACCOUNTS.BY_MODE')}>
      {data.by_mode.length === 0 ? (
        <Text c="dimmed">{t('ACCOUNTS.NONE')}</Text>
      ) : (
        <Table data-testid="by-mode">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('DAYBOOK.MODE')}</Table.Th>
              <Table.Th ta="right">{t('ACCOUNTS.IN')}</Table.Th>
              <Table.Th ta="right">{t('ACCOUNTS.OUT')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.by_mode.map((m) => (
              <Table.Tr key={m.payment_mode}>
                <Table.Td>{t(MODE_KEY[m.payment_mode] ?? 'DAYBOOK.MODE')}</Table.Td>
                <Table.Td ta="right">{rupees(m.in)}</Table.Td>
                <Table.Td ta="right">{rupees(m.out)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function SeriesCheck({ data }: { data: TAccounts }) {
  const { t } = useTranslation();
  return (
    <Section title={t('ACCOUNTS.SERIES_CHECK')}>
      {data.series_check.length === 0 ? (
        <Text c="dimmed">{t('ACCOUNTS.NONE')}</Text>
      ) : (
        <Stack gap={6} data-testid="series-check">
          {data.series_check.map((s) => (
            <Group key={`${s.series} ${s.financial_year}`} justify="space-between" wrap="wrap" gap="xs">
              <Text>
                {seriesName(s.series, t)} · {s.financial_year} ·{' '}
                {t('ACCOUNTS.NUMBERS', { first: s.first, last: s.last })}
              </Text>
              {s.missing_count === 0 ? (
                <Badge color="teal.9" variant="filled">
                  {t('ACCOUNTS.NO_GAPS')}
                </Badge>
              ) : (
                <Badge color="red.9" variant="filled">
                  {t('ACCOUNTS.GAPS', { count: s.missing_count, numbers: s.missing.join(', ') })}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Documents({
  data,
  rupees,
  page,
  setPage,
}: {
  data: TAccounts;
  rupees: Rupees;
  page: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const pages = Math.max(1, Math.ceil(data.documents.count / data.documents.page_size));
  return (
    <Section title={t('ACCOUNTS.DOCUMENT_LIST')}>
      {data.documents.rows.length === 0 ? (
        <Text c="dimmed">{t('ACCOUNTS.NONE')}</Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="document-list">
          {data.documents.rows.map((d) => (
            <li
              key={`${d.series} ${d.financial_year} ${d.number}`}
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)', padding: '6px 0' }}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={700} miw={28}>
                    {d.serial}.
                  </Text>
                  <div>
                    <Text fw={600}>{pick(d.party, d.party_guj) || t('ACCOUNTS.NO_PARTY')}</Text>
                    <Text size="sm" c="dimmed">
                      {d.label} · {seriesName(d.series, t)} ·{' '}
                      {formatDate(`${d.date}T12:00:00+05:30`, 'dd MMM yyyy', language)}
                    </Text>
                    {d.carried ? (
                      <Text size="sm" c="dimmed">
                        {t('ACCOUNTS.CARRIED')}
                      </Text>
                    ) : null}
                    {d.payments.length ? (
                      <Text size="sm">
                        {d.payments
                          .map((p) => `${t(MODE_KEY[p.payment_mode] ?? 'DAYBOOK.MODE')} ${rupees(p.amount)}`)
                          .join(' + ')}
                      </Text>
                    ) : null}
                  </div>
                </Group>
                <Text fw={700} c={d.direction === 'out' ? 'red.9' : undefined}>
                  {d.direction === 'out' ? `− ${rupees(d.amount)}` : rupees(d.amount)}
                </Text>
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
