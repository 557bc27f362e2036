import { Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCalendar, TCalendarAppointment } from '@gd/contracts/schemas/clinic-calendar';
import { cellKey, columnCounts, isPastSlot, type CalendarColumn } from '../lib/calendar-logic';
import { BookingCard, type CardActions } from './booking-card';

export interface GridProps {
  data: TCalendar;
  columns: CalendarColumn[];
  cells: Map<string, TCalendarAppointment[]>;
  /** minutes after midnight, India time, now */
  nowMinute: number;
  /** the column's heading: a doctor (day view) or a day (week view) */
  headingOf: (c: CalendarColumn) => string;
  dateText: (day: string) => string;
  onBook: (c: CalendarColumn, time: string) => void;
  actions: CardActions;
  /** a phone's width: one column at a time */
  narrow: boolean;
  /** the day asked for: on a phone the week opens on its tab */
  focusDate?: string;
}

function Cell({ column, time, p }: { column: CalendarColumn; time: string; p: GridProps }) {
  const { t } = useTranslation();
  const bookings = p.cells.get(cellKey(column.doctorId, column.date, time)) ?? [];
  if (bookings.length > 0) {
    return (
      <Stack gap={4}>
        {bookings.map((a) => (
          <BookingCard key={`${a.source}-${a.appointment_id}`} a={a} actions={p.actions} />
        ))}
      </Stack>
    );
  }
  if (isPastSlot(column.date, time, p.data.today, p.nowMinute)) {
    return (
      <Text size="xs" c="gray.7" data-testid="past-slot">
        {t('CLINIC_APPT.PAST')}
      </Text>
    );
  }
  if (!p.actions.canWrite) {
    return (
      <Text size="xs" c="gray.7">
        {t('CLINIC_APPT.FREE')}
      </Text>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      fullWidth
      onClick={() => p.onBook(column, time)}
      aria-label={t('CLINIC_APPT.BOOK_NAME', { time, doctor: column.doctorName, date: p.dateText(column.date) })}
      data-slot={time}
    >
      {t('CLINIC_APPT.BOOK', { time })}
    </Button>
  );
}

/** One column as a list of its slots (a phone's view of a doctor's day). */
function SlotList({ column, p }: { column: CalendarColumn; p: GridProps }) {
  return (
    <Stack
      component="ol"
      gap={0}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="slot-list"
      data-doctor={column.doctorId}
      data-date={column.date}
    >
      {p.data.slots.map((time) => (
        <li
          key={time}
          style={{
            display: 'grid',
            gridTemplateColumns: '3.25rem minmax(0, 1fr)',
            gap: 8,
            alignItems: 'start',
            borderTop: '1px solid var(--mantine-color-gray-3)',
            padding: '6px 0',
          }}
        >
          <Text size="sm" fw={600} pt={2}>
            {time}
          </Text>
          <div>
            <Cell column={column} time={time} p={p} />
          </div>
        </li>
      ))}
    </Stack>
  );
}

function heading(p: GridProps, c: CalendarColumn, t: (k: string, o?: Record<string, unknown>) => string) {
  const counts = columnCounts(p.cells, c, p.data.slots);
  const parts = [t('CLINIC_APPT.BOOKED_COUNT', { count: counts.booked })];
  if (counts.tentative > 0) parts.push(t('CLINIC_APPT.TENTATIVE_COUNT', { count: counts.tentative }));
  return { title: p.headingOf(c), counts: parts.join(' · ') };
}

/**
 * The calendar's grid: slots as rows and a column per doctor (day view) or per day (week view) on a wide screen;
 * on a phone one column at a time (tabs), its slots as a list — no sideways scrolling.
 */
export function CalendarGrid(p: GridProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>(null);
  if (p.narrow || p.columns.length === 1) {
    if (p.columns.length === 1) {
      const only = p.columns[0]!;
      const h = heading(p, only, t);
      return (
        <section aria-label={h.title}>
          <Text fw={700}>{h.title}</Text>
          <Text size="sm" c="gray.8" mb={4}>
            {h.counts}
          </Text>
          <SlotList column={only} p={p} />
        </section>
      );
    }
    const first = p.columns.find((c) => c.date === p.focusDate) ?? p.columns[0]!;
    const active = p.columns.some((c) => c.key === tab) ? tab : first.key;
    return (
      <Tabs value={active} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {p.columns.map((c) => (
            <Tabs.Tab key={c.key} value={c.key}>
              {p.headingOf(c)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {p.columns.map((c) => (
          <Tabs.Panel key={c.key} value={c.key} pt="xs">
            <Text size="sm" c="gray.8" mb={4}>
              {heading(p, c, t).counts}
            </Text>
            <SlotList column={c} p={p} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }
  return (
    <Table
      withTableBorder
      withColumnBorders
      layout="fixed"
      verticalSpacing={4}
      horizontalSpacing={6}
      data-testid="calendar-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th style={{ width: '4.5rem' }}>{t('CLINIC_APPT.TIME')}</Table.Th>
          {p.columns.map((c) => {
            const h = heading(p, c, t);
            return (
              <Table.Th key={c.key} scope="col" data-date={c.date} data-doctor={c.doctorId}>
                <Text fw={700} size="sm">
                  {h.title}
                </Text>
                <Text size="xs" fw={400} c="gray.8">
                  {h.counts}
                </Text>
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {p.data.slots.map((time) => (
          <Table.Tr key={time}>
            <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
              {time}
            </Table.Th>
            {p.columns.map((c) => (
              <Table.Td key={c.key} style={{ verticalAlign: 'top' }}>
                <Cell column={c} time={time} p={p} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
