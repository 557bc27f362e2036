import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentStatuses } from '@gd/contracts/codes';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { formatClockTime, formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** Spec §4 colours: scheduled info, waiting red, engaged yellow, checkout green; cancelled and no-show grey. */
const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'red', 3: 'yellow', 4: 'green', 5: 'gray', 6: 'gray' };

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = STATUS_COLOR[status] ?? 'gray';
  // The colour is the dot's (spec §4: info, red, yellow, green); the text stays dark, readable on any screen.
  return (
    <Badge color={color} variant="dot" size="md" c="dark.9">
      {t(
        appointmentStatuses.labelKey(
          status as (typeof appointmentStatuses.values)[number],
          'CODES.APPOINTMENT_STATUS.SCHEDULED',
        ),
      )}
    </Badge>
  );
}

/** One appointment: when, with whom (or for whom), its status, and the actions the page allows. */
export function AppointmentRow({
  appointment: a,
  heading,
  children,
}: {
  appointment: TAppointment;
  heading: string;
  children?: ReactNode;
}) {
  const { language } = useLanguage();
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{heading}</Text>
          <StatusBadge status={a.status} />
        </Group>
        <Text size="sm">
          {formatDate(`${a.date}T12:00:00+05:30`, 'dd-MM-yyyy', language)}, {formatClockTime(a.time, language)}
        </Text>
        {a.location_name && (
          <Text size="sm" c="dimmed">
            {placeLine(a.location_name, a.location_address)}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** "Name, address" — once, when the address already starts with the place's name. */
function placeLine(name: string | null, address: string | null): string {
  if (name && address?.toLowerCase().startsWith(name.toLowerCase())) return address;
  return [name, address].filter(Boolean).join(', ');
}
