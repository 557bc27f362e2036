import { Alert, Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { formatClockTime, weekdayName } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useReschedule } from '../api/payments';
import { useSlots } from '../api/practitioners';

const DAYS_SHOWN = 14;
const weekdayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/**
 * Decision 65: the patient moves a visit to another free half hour of the next two weeks (`PUT
 * /api/appointments/:id/slot`: the old slot is freed in the same transaction; a slot taken meanwhile says so and
 * the times are read again).
 */
export function RescheduleButton({ appointment: a, subject }: { appointment: TAppointment; subject: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="xs" onClick={() => setOpen(true)}>
        {t('APPT_PAY.RESCHEDULE')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        closeButtonProps={{ 'aria-label': t('ACTIONS.CLOSE') }}
        title={`${t('APPT_PAY.RESCHEDULE_TITLE')} · ${subject}`}
      >
        {open && <MoveForm appointment={a} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/** The day and time pickers (mounted only while the dialog is open, so the slots are read only then). */
function MoveForm({ appointment: a, onDone }: { appointment: TAppointment; onDone: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const today = indiaDate(new Date());
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i));
  const [date, setDate] = useState(days.includes(a.date) ? a.date : today);
  const [time, setTime] = useState<string | null>(null);
  const slots = useSlots(a.practitioner_id, date);
  const move = useReschedule();
  const free = (slots.data?.slots ?? []).filter((s) => s.available);

  const submit = () => {
    if (!time) return;
    move.mutate(
      { id: a.appointment_id, body: { date, time } },
      {
        onSuccess: () => {
          notifySuccess(t('APPT_PAY.MOVED'));
          onDone();
        },
        onError: () => setTime(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text fw={600} id={`move-day-${a.appointment_id}`}>
        {t('APPT_PAY.NEW_DAY')}
      </Text>
      <Chip.Group
        value={date}
        onChange={(value) => {
          setDate(value as string);
          setTime(null);
        }}
      >
        <Group gap={6} role="radiogroup" aria-labelledby={`move-day-${a.appointment_id}`}>
          {days.map((d) => (
            <Chip key={d} value={d} size="sm" radius="sm">
              {weekdayName(weekdayOf(d), language, 'short')} {Number(d.slice(8))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text fw={600} id={`move-time-${a.appointment_id}`}>
        {t('APPT_PAY.NEW_TIME')}
      </Text>
      {slots.isPending ? (
        <Text c="dimmed">{t('DOCTORS.SLOTS_LOADING')}</Text>
      ) : free.length === 0 ? (
        <Text c="dimmed">{t('DOCTORS.NO_SLOTS_DAY')}</Text>
      ) : (
        <Chip.Group value={time ?? ''} onChange={(value) => setTime((value as string) || null)}>
          <Group gap={6} role="radiogroup" aria-labelledby={`move-time-${a.appointment_id}`}>
            {free.map((s) => (
              <Chip key={s.time} value={s.time} size="sm" radius="sm" variant="outline">
                {formatClockTime(s.time, language)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {move.isError && (
        <Alert color="red" role="alert">
          {errorMessage(move.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('DOCTORS.KEEP')}
        </Button>
        <Button onClick={submit} disabled={!time} loading={move.isPending}>
          {time ? t('APPT_PAY.MOVE', { time: formatClockTime(time, language) }) : t('APPT_PAY.RESCHEDULE')}
        </Button>
      </Group>
    </Stack>
  );
}
