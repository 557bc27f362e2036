import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type TOpeningHours, type TOpenStatus } from '@gd/contracts/opening-hours';
import { formatClockTime, formatDate, weekdayName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { OpenBadge } from './open-badge';

/**
 * Decision 62: the profile's opening hours — open now or not, each weekday's shifts (or Closed), holidays ahead
 * and the owner's note.
 */
export function OpeningHoursView({
  hours,
  status,
  note,
  today,
}: {
  hours: TOpeningHours;
  status: TOpenStatus | null | undefined;
  note: string | null;
  /** the India date the server answered on (YYYY-MM-DD), so the page and the server agree on "ahead" */
  today: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const time = (hhmm: string) => formatClockTime(hhmm, language);
  const holidays = hours.holidays.filter((day) => day >= today).slice(0, 5);
  return (
    <section aria-labelledby="opening-hours-title">
      <Title order={2} size="h3" mb="xs" id="opening-hours-title">
        {t('HOURS.TITLE')}
      </Title>
      <OpenBadge status={status} />
      <Table mt="xs" withRowBorders={false} verticalSpacing={4} horizontalSpacing="sm" maw={420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('HOURS.DAY')}</Table.Th>
            <Table.Th>{t('HOURS.HOURS_COLUMN')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((day) => {
            const shifts = hours.week.filter((s) => s.day === day);
            return (
              <Table.Tr key={day}>
                <Table.Td fw={600}>{weekdayName(day, language)}</Table.Td>
                <Table.Td>
                  {shifts.length === 0
                    ? t('HOURS.CLOSED')
                    : shifts
                        .map((s) =>
                          s.opens === s.closes
                            ? t('HOURS.OPEN_24_HOURS')
                            : `${time(s.opens)} – ${time(s.closes)}${s.closes < s.opens ? ` (${t('HOURS.PAST_MIDNIGHT')})` : ''}`,
                        )
                        .join(', ')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {holidays.length ? (
        <>
          <Text size="sm" fw={700} mt="sm">
            {t('HOURS.UPCOMING_HOLIDAYS')}
          </Text>
          <ul>
            {holidays.map((day) => (
              <li key={day}>
                <Text size="sm">
                  {t('HOURS.CLOSED_ON', { date: formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language) })}
                </Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {note ? (
        <Text size="sm" c="dimmed" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {note}
        </Text>
      ) : null}
    </section>
  );
}
