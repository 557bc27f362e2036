import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TTherapist, TTherapyRoom, TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { ApiError } from '../../../lib/api-client';
import { formatClockTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { therapyErrorText, therapyKeyText } from './errors';

export interface PlaceChoice {
  date: string;
  time: string;
  room_id: number;
  therapist_id: number;
  reason?: string;
}

interface Props {
  /** the session being scheduled or moved (null: closed) */
  session: TTherapySession | null;
  mode: 'schedule' | 'reschedule';
  date: string;
  slots: readonly string[];
  rooms: readonly TTherapyRoom[];
  therapists: readonly TTherapist[];
  onSubmit: (place: PlaceChoice) => Promise<unknown>;
  onClose: () => void;
}

/** Schedules a session, or moves one, to a day, start, room and therapist; the server's refusals under the fields. */
export function PlaceForm(props: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.session !== null}
      onClose={props.onClose}
      title={t(props.mode === 'schedule' ? 'THERAPY.PLACE.SCHEDULE_TITLE' : 'THERAPY.PLACE.RESCHEDULE_TITLE')}
      closeButtonProps={{ 'aria-label': t('THERAPY.PLACE.CLOSE') }}
    >
      {props.session ? <PlaceFields key={props.session.session_id} {...props} session={props.session} /> : null}
    </Modal>
  );
}

function PlaceFields(props: Props & { session: TTherapySession }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const s = props.session;
  const rooms = props.rooms.filter((r) => r.is_active && r.kind === s.kind);
  const [date, setDate] = useState(s.status === 0 && s.planned_date >= props.date ? s.planned_date : props.date);
  const [time, setTime] = useState(s.start_time ?? props.slots[0] ?? '');
  const [room, setRoom] = useState(String(s.room_id ?? rooms[0]?.room_id ?? ''));
  const [therapist, setTherapist] = useState(String(s.therapist_id ?? props.therapists[0]?.staff_id ?? ''));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => (errors[field] ? therapyKeyText(t, errors[field]) : undefined);

  const submit = async () => {
    setFailure(null);
    setErrors({});
    if (!isCalendarDate(date)) {
      setErrors({ date: 'DATE_INVALID' });
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit({
        date,
        time,
        room_id: Number(room),
        therapist_id: Number(therapist),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      props.onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
        // A course's schedule names its items (`items.0.room_id`): the one session here.
        setErrors(
          Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^items\.\d+\./, ''), v])),
        );
      }
      setFailure(therapyErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>
          {pick(s.patient_name, s.patient_name_guj)} · {pick(s.name, s.name_guj)} (
          {t('THERAPY.MINUTES', { count: s.duration_minutes })})
        </Text>
        {failure ? (
          <Alert color="red" role="alert" data-testid="place-error">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          type="date"
          label={t('THERAPY.PLACE.DATE')}
          value={date}
          required
          data-autofocus
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errorOf('date')}
        />
        <NativeSelect
          label={t('THERAPY.PLACE.TIME')}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          data={props.slots.map((v) => ({ value: v, label: formatClockTime(v, language) }))}
          error={errorOf('time')}
        />
        <NativeSelect
          label={t('THERAPY.PLACE.ROOM')}
          value={room}
          onChange={(e) => setRoom(e.currentTarget.value)}
          data={rooms.map((r) => ({ value: String(r.room_id), label: pick(r.name, r.name_guj) }))}
          error={errorOf('room_id')}
        />
        <NativeSelect
          label={t('THERAPY.PLACE.THERAPIST')}
          value={therapist}
          onChange={(e) => setTherapist(e.currentTarget.value)}
          data={props.therapists.map((x) => ({ value: String(x.staff_id), label: x.name }))}
          error={errorOf('therapist_id')}
        />
        {props.mode === 'reschedule' ? (
          <Textarea
            label={t('THERAPY.PLACE.REASON')}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('THERAPY.PLACE.CANCEL')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(props.mode === 'schedule' ? 'THERAPY.PLACE.SCHEDULE' : 'THERAPY.PLACE.MOVE')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
