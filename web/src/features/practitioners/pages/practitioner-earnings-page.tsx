import { Alert, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { indiaDate } from '@gd/contracts/india-time';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, formatRupees, weekdayName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useEarnings } from '../api/calendar';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A YYYY-MM month plus n months. */
export function addMonthsTo(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

/**
 * /practitioner/earnings (decision 65): a month's checked-out visits and their fees — paid online and at the
 * clinic — with the days that had visits, in rupees as India writes them.
 */
export function PractitionerEarningsPage() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const thisMonth = indiaDate(new Date()).slice(0, 7);
  const asked = search.get('month');
  const month = asked && MONTH.test(asked) ? asked : thisMonth;
  const earnings = useEarnings(month);
  const forbidden = earnings.error instanceof ApiError && earnings.error.status === 403;
  const go = (m: string) => setSearch(m === thisMonth ? {} : { month: m });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const number = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={1} size="h2">
          {t('TITLES.PRACTITIONER_EARNINGS')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.practitionerDay.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_DAY')}
          </Button>
          <Button component={Link} to={paths.practitionerWeek.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_WEEK')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" mb="md" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => go(addMonthsTo(month, -1))}>
          {t('PRACTITIONER_CALENDAR.PREV_MONTH')}
        </Button>
        <Button variant="default" size="xs" onClick={() => go(thisMonth)} disabled={month === thisMonth}>
          {t('PRACTITIONER_CALENDAR.THIS_MONTH')}
        </Button>
        <Button variant="default" size="xs" onClick={() => go(addMonthsTo(month, 1))} disabled={month >= thisMonth}>
          {t('PRACTITIONER_CALENDAR.NEXT_MONTH')}
        </Button>
        <Text fw={600} role="status">
          {monthName}
        </Text>
      </Group>
      {forbidden ? (
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      ) : earnings.isError ? (
        <QueryError error={earnings.error} onRetry={() => void earnings.refetch()} />
      ) : earnings.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Figure label={t('PRACTITIONER_CALENDAR.VISITS')} value={number.format(earnings.data.visits)} />
            <Figure
              label={t('PRACTITIONER_CALENDAR.TOTAL')}
              value={formatRupees(earnings.data.total_paise, language)}
            />
            <Figure
              label={t('PRACTITIONER_CALENDAR.ONLINE')}
              value={formatRupees(earnings.data.online_paise, language)}
            />
            <Figure
              label={t('PRACTITIONER_CALENDAR.CLINIC')}
              value={formatRupees(earnings.data.clinic_paise, language)}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('PRACTITIONER_CALENDAR.EARNINGS_NOTE')}
          </Text>
          {earnings.data.days.length === 0 ? (
            <Text>{t('PRACTITIONER_CALENDAR.NO_EARNINGS')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped verticalSpacing="xs" fz="sm">
                <Table.Caption>{t('PRACTITIONER_CALENDAR.BY_DAY')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('DOCTORS.DATE')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('PRACTITIONER_CALENDAR.VISITS_SHORT')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('PRACTITIONER_CALENDAR.ONLINE')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('PRACTITIONER_CALENDAR.CLINIC')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('PRACTITIONER_CALENDAR.TOTAL')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {earnings.data.days.map((d) => (
                    <Table.Tr key={d.date}>
                      {/* The month is the page's heading: a row names its weekday and day, the day unbroken, so
                          at 360 px the five columns fit and the cell takes two lines at most. */}
                      <Table.Th scope="row" fw={400}>
                        <time dateTime={d.date}>
                          {weekdayName(isoWeekday(d.date), language, 'short')},{' '}
                          <span style={{ whiteSpace: 'nowrap' }}>
                            {formatDate(`${d.date}T12:00:00+05:30`, 'd MMM', language)}
                          </span>
                        </time>
                      </Table.Th>
                      <Table.Td ta="right">{number.format(d.visits)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(d.online_paise, language)}</Table.Td>
                      <Table.Td ta="right">{formatRupees(d.clinic_paise, language)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatRupees(d.total_paise, language)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Container>
  );
}
