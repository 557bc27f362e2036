import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appointmentTypes, bookingModes, bookingStatuses, bookedBy } from '@gd/contracts/codes';
import type { TCalendarAppointment } from '@gd/contracts/schemas/clinic-calendar';
import { paths } from '../../../app/paths';
import { arrivalQuery } from '../lib/calendar-logic';

/** Badge colours that keep a 4.5:1 contrast with their text. */
const CONFIRMED = { background: '#1e6b30', color: '#ffffff' };
const TENTATIVE = { background: '#fff3bf', color: '#5c3c00', border: '1px dashed #8a5a00' };
const ONLINE = { background: '#1864ab', color: '#ffffff' };
const ARRIVED = { background: '#495057', color: '#ffffff' };

export interface CardActions {
  /** reception or a clinic administrator: may confirm, cancel and register an arrival */
  canWrite: boolean;
  today: string;
  onConfirm: (a: TCalendarAppointment) => void;
  onCancel: (a: TCalendarAppointment) => void;
  confirming: number | null;
}

/**
 * One booking in its slot: time, patient, type and mode, and badges for confirmed / tentative, online
 * (the marketplace) and arrived. A slot the practitioner is booked for elsewhere shows only as busy.
 */
export function BookingCard({ a, actions }: { a: TCalendarAppointment; actions: CardActions }) {
  const { t } = useTranslation();
  if (a.source === 'busy') {
    return (
      <Paper withBorder p={6} bg="gray.1" data-testid="booking" data-source="busy">
        <Text size="sm" fw={600}>
          {a.time} · {t('CLINIC_APPT.BUSY')}
        </Text>
        <Text size="xs" c="gray.8">
          {t('CLINIC_APPT.BUSY_HINT')}
        </Text>
      </Paper>
    );
  }
  const tentative = a.booking_status === 2;
  const desk = a.source === 'desk';
  const open = desk && a.visit_id === null;
  return (
    <Paper
      withBorder
      p={6}
      data-testid="booking"
      data-source={a.source}
      data-status={tentative ? 'tentative' : 'confirmed'}
      data-appointment={a.appointment_id}
      style={tentative ? { borderStyle: 'dashed', borderColor: '#8a5a00' } : undefined}
    >
      <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {a.time} · {a.patient_name}
      </Text>
      {a.patient_phone ? (
        <Text size="xs" c="gray.8">
          {a.patient_phone}
        </Text>
      ) : null}
      <Text size="xs" c="gray.8">
        {t(appointmentTypes.labelKey(a.appointment_type as 1 | 2, 'RECORDS.CODES.APPOINTMENT_TYPE.CONSULTATION'))} ·{' '}
        {t(bookingModes.labelKey(a.booking_mode as 1 | 2 | 3 | 4, 'RECORDS.CODES.BOOKING_MODE.TELEPHONE'))}
        {a.booked_by === 2 ? ` · ${t(bookedBy.labelKey(2, 'RECORDS.CODES.BOOKED_BY.OTHER'))}` : ''}
      </Text>
      <Group gap={4} mt={4} wrap="wrap">
        <Badge size="sm" radius="sm" style={tentative ? TENTATIVE : CONFIRMED} data-testid="status-badge">
          {t(bookingStatuses.labelKey(a.booking_status as 1 | 2, 'CODES.BOOKING_STATUS.CONFIRM'))}
        </Badge>
        {a.source === 'online' ? (
          <Badge size="sm" radius="sm" style={ONLINE} data-testid="online-badge">
            {t('CLINIC_APPT.ONLINE')}
          </Badge>
        ) : null}
        {a.visit_id !== null ? (
          <Badge size="sm" radius="sm" style={ARRIVED}>
            {t('CLINIC_APPT.ARRIVED')}
          </Badge>
        ) : null}
      </Group>
      {a.notes ? (
        <Text size="xs" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {a.notes}
        </Text>
      ) : null}
      {actions.canWrite && open ? (
        <Group gap={4} mt={6} wrap="wrap">
          {tentative ? (
            <Button
              size="compact-sm"
              color="green.9"
              loading={actions.confirming === a.appointment_id}
              onClick={() => actions.onConfirm(a)}
              aria-label={t('CLINIC_APPT.CONFIRM_NAME', { name: a.patient_name, time: a.time })}
            >
              {t('CLINIC_APPT.CONFIRM')}
            </Button>
          ) : null}
          {a.date === actions.today ? (
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={`${paths.clinicDesk.href()}?${arrivalQuery(a)}`}
              aria-label={t('CLINIC_APPT.ARRIVAL_NAME', { name: a.patient_name, time: a.time })}
            >
              {t('CLINIC_APPT.ARRIVAL')}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            c="red.9"
            onClick={() => actions.onCancel(a)}
            aria-label={t('CLINIC_APPT.CANCEL_NAME', { name: a.patient_name, time: a.time })}
          >
            {t('CLINIC_APPT.CANCEL')}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
