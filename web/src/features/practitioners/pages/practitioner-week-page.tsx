import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TWeekAppointment, TWeekDay } from '@gd/contracts/schemas/practitioner-calendar';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatDate, weekdayName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useWeekAppointments } from '../api/calendar';
import { StatusBadge } from '../components/appointment-row';

/** The Monday of the week a YYYY-MM-DD day falls in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, day === 0 ? -6 : 1 - day);
}

const shortDate = (date: string, language: 'en' | 'guj') =>
  formatDate(`${date}T12:00:00+05:30`, 'dd MMM yyyy', language);

/** A day's rows in time order: each appointment, and each timing slot nobody holds ("free"). */
function rowsOf(day: TWeekDay): ({ time: string; appointment: TWeekAppointment } | { time: string; free: true })[] {
  const held = new Set(day.appointments.map((a) => a.time));
  const free = day.on_leave ? [] : day.slots.filter((s) => !held.has(s)).map((time) => ({ time, free: true as const }));
  return [...day.appointments.map((appointment) => ({ time: appointment.time, appointment })), ...free].sort((a, b) =>
    a.time < b.time ? -1 : a.time > b.time ? 1 : 0,
  );
}

function DayCard({ day, today }: { day: TWeekDay; today: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const isToday = day.date === today;
  const rows = rowsOf(day);
  const freeCount = rows.filter((r) => 'free' in r).length;
  const headingId = `week-day-${day.date}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-labelledby={headingId}
      bd={isToday ? '2px solid var(--mantine-color-teal-9)' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap={4} wrap="wrap">
          <Title order={2} size="h5" id={headingId}>
            {weekdayName(day.weekday, language, 'short')}, {shortDate(day.date, language)}
          </Title>
          {isToday && (
            <Badge color="teal.9" variant="filled" size="sm">
              {t('DOCTORS.TODAY')}
            </Badge>
          )}
        </Group>
        {day.on_leave ? (
          <Badge color="gray" variant="light" c="dark.9">
            {t('PRACTITIONER_CALENDAR.ON_LEAVE')}
          </Badge>
        ) : day.slots.length === 0 && day.appointments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('PRACTITIONER_CALENDAR.NO_TIMINGS')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('PRACTITIONER_CALENDAR.SUMMARY', { booked: day.appointments.length, free: freeCount })}
          </Text>
        )}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) =>
            'free' in row ? (
              <Text component="li" key={`free-${row.time}`} size="sm" c="dimmed">
                {formatClockTime(row.time, language)} · {t('PRACTITIONER_CALENDAR.FREE')}
              </Text>
            ) : (
              <li key={row.appointment.appointment_id}>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {formatClockTime(row.time, language)} · {row.appointment.patient_name}
                  </Text>
                  <Group gap={4}>
                    <StatusBadge status={row.appointment.status} />
                    {row.appointment.awaiting_payment && (
                      <Badge color="orange" variant="light" size="sm" c="dark.9">
                        {t('PRACTITIONER_CALENDAR.AWAITING_PAYMENT')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </li>
            ),
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /practitioner/week (decision 65): seven days of the practitioner's slots and appointments — a day-by-day list
 * on a phone, seven columns on a wide screen — with the previous, this and the next week.
 */
export function PractitionerWeekPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const thisWeek = mondayOf(indiaDate(new Date()));
  const asked = search.get('start');
  const start = asked && isCalendarDate(asked) ? mondayOf(asked) : thisWeek;
  const week = useWeekAppointments(start);
  const forbidden = week.error instanceof ApiError && week.error.status === 403;
  const go = (monday: string) => setSearch(monday === thisWeek ? {} : { start: monday });

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={1} size="h2">
          {t('TITLES.PRACTITIONER_WEEK')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.practitionerDay.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_DAY')}
          </Button>
          <Button component={Link} to={paths.practitionerEarnings.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_EARNINGS')}
          </Button>
        </Group>
      </Group>
      <Group gap="xs" mb="md" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => go(addDays(start, -7))}>
          {t('PRACTITIONER_CALENDAR.PREV_WEEK')}
        </Button>
        <Button variant="default" size="xs" onClick={() => go(thisWeek)} disabled={start === thisWeek}>
          {t('PRACTITIONER_CALENDAR.THIS_WEEK')}
        </Button>
        <Button variant="default" size="xs" onClick={() => go(addDays(start, 7))}>
          {t('PRACTITIONER_CALENDAR.NEXT_WEEK')}
        </Button>
        <Text fw={600} role="status">
          {shortDate(start, language)} – {shortDate(addDays(start, 6), language)}
        </Text>
      </Group>
      {forbidden ? (
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      ) : week.isError ? (
        <QueryError error={week.error} onRetry={() => void week.refetch()} />
      ) : week.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 7 }} spacing="xs">
          {week.data.days.map((day) => (
            <DayCard key={day.date} day={day} today={week.data.today} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
