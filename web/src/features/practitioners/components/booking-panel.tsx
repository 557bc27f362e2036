import { Alert, Anchor, Button, Chip, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { paths } from '../../../app/paths';
import { useMe } from '../../../lib/api/get-me';
import { formatClockTime, weekdayName } from '../../../lib/format';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { errorMessage } from '../../../lib/notify';
import { useStoredSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useBook, useSlots } from '../api/practitioners';
import { useSlotLabel } from '../utils/slot-label';

const DAYS_SHOWN = 7;
const weekdayOf = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

interface Form {
  booked_by: '1' | '2';
  patient_name: string;
  patient_phone: string;
  sex: '1' | '2' | '';
  appointment_type: '1' | '2';
}

/**
 * Decision 65: pick a day of the coming week, a free half hour, and who the visit is for; the fee is paid at the
 * clinic. A guest is asked to log in first. When someone else takes the slot in the meantime the server answers
 * 409 and the times are read again.
 */
export function BookingPanel({ practitionerId, initialDate }: { practitionerId: number; initialDate?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = useStoredSession();
  const me = useMe();
  const requestLogin = useLoginPrompt();
  const slotLabel = useSlotLabel();
  const today = indiaDate(new Date());
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i));
  const [date, setDate] = useState(initialDate && days.includes(initialDate) ? initialDate : today);
  const [time, setTime] = useState<string | null>(null);
  const slots = useSlots(practitionerId, date);
  const book = useBook();
  const [form, setForm] = useState<Form>({
    booked_by: '1',
    patient_name: '',
    patient_phone: '',
    sex: '',
    appointment_type: '1',
  });
  const [booked, setBooked] = useState<{ date: string; time: string } | null>(null);
  const self = form.booked_by === '1';
  const name = self && !form.patient_name ? (me.data?.name ?? '') : form.patient_name;
  const phone = self && !form.patient_phone ? (me.data?.phone ?? '') : form.patient_phone;
  const fieldErrors = book.error instanceof ApiError ? book.error.fieldErrors : {};
  const fieldError = (field: string) => (fieldErrors[field] ? t(`ERRORS.${fieldErrors[field]}`) : undefined);
  const free = (slots.data?.slots ?? []).filter((s) => s.available);

  const submit = () => {
    if (!time || !form.sex) return;
    book.mutate(
      {
        practitioner_id: practitionerId,
        date,
        time,
        booked_by: self ? 1 : 2,
        patient_name: name,
        patient_phone: phone,
        sex: form.sex === '1' ? 1 : 2,
        appointment_type: form.appointment_type === '1' ? 1 : 2,
        pay: 'clinic',
      },
      {
        onSuccess: () => setBooked({ date, time }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setTime(null);
        },
      },
    );
  };

  if (booked) {
    return (
      <Alert color="teal" role="status" title={t('DOCTORS.BOOK')}>
        <Text>
          {t('DOCTORS.BOOKED', {
            date: slotLabel(booked).split(', ')[0],
            time: formatClockTime(booked.time, language),
          })}
        </Text>
        <Anchor component={Link} to={paths.myAppointments.href()} fw={600}>
          {t('DOCTORS.SEE_APPOINTMENTS')}
        </Anchor>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('DOCTORS.BOOK')}
      </Title>
      <Text fw={600} id="booking-day">
        {t('DOCTORS.CHOOSE_DAY')}
      </Text>
      <Chip.Group
        value={date}
        onChange={(value) => {
          setDate(value as string);
          setTime(null);
        }}
      >
        <Group gap={6} role="radiogroup" aria-labelledby="booking-day">
          {days.map((d, i) => (
            <Chip key={d} value={d} size="sm" radius="sm">
              {i === 0
                ? t('DOCTORS.TODAY')
                : i === 1
                  ? t('DOCTORS.TOMORROW')
                  : weekdayName(weekdayOf(d), language, 'short')}{' '}
              {Number(d.slice(8))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text fw={600} id="booking-time">
        {t('DOCTORS.CHOOSE_TIME')}
      </Text>
      {slots.isPending ? (
        <Text c="dimmed">{t('DOCTORS.SLOTS_LOADING')}</Text>
      ) : free.length === 0 ? (
        <Text c="dimmed">{t('DOCTORS.NO_SLOTS_DAY')}</Text>
      ) : (
        <Chip.Group value={time ?? ''} onChange={(value) => setTime((value as string) || null)}>
          <Group gap={6} role="radiogroup" aria-labelledby="booking-time">
            {free.map((s) => (
              <Chip key={s.time} value={s.time} size="sm" radius="sm" variant="outline">
                {formatClockTime(s.time, language)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}

      {book.isError && !Object.keys(fieldErrors).some((f) => f !== 'time') && (
        <Alert color="red" role="alert">
          {errorMessage(book.error, t)}
        </Alert>
      )}

      {!token ? (
        <Button onClick={() => requestLogin({ reason: t('DOCTORS.LOGIN_REASON') })} disabled={!time}>
          {t('DOCTORS.LOGIN_TO_BOOK')}
        </Button>
      ) : (
        time && (
          <Stack gap="xs">
            <Radio.Group
              label={t('DOCTORS.BOOKED_BY')}
              value={form.booked_by}
              onChange={(v) =>
                setForm({ ...form, booked_by: v as Form['booked_by'], patient_name: '', patient_phone: '' })
              }
            >
              <Group gap="md" mt={4}>
                <Radio value="1" label={t('DOCTORS.FOR_SELF')} />
                <Radio value="2" label={t('DOCTORS.FOR_OTHER')} />
              </Group>
            </Radio.Group>
            <TextInput
              label={t('DOCTORS.PATIENT_NAME')}
              required
              value={name}
              onChange={(e) => setForm({ ...form, patient_name: e.currentTarget.value })}
              error={fieldError('patient_name')}
            />
            <TextInput
              label={t('DOCTORS.PATIENT_PHONE')}
              required
              inputMode="numeric"
              maxLength={10}
              value={phone}
              onChange={(e) => setForm({ ...form, patient_phone: e.currentTarget.value.replace(/\D/g, '') })}
              error={fieldError('patient_phone')}
            />
            <Radio.Group
              label={t('DOCTORS.SEX')}
              required
              value={form.sex}
              onChange={(v) => setForm({ ...form, sex: v as Form['sex'] })}
            >
              <Group gap="md" mt={4}>
                <Radio value="1" label={t('DOCTORS.MALE')} />
                <Radio value="2" label={t('DOCTORS.FEMALE')} />
              </Group>
            </Radio.Group>
            <Radio.Group
              label={t('DOCTORS.TYPE')}
              value={form.appointment_type}
              onChange={(v) => setForm({ ...form, appointment_type: v as Form['appointment_type'] })}
            >
              <Group gap="md" mt={4}>
                <Radio value="1" label={t('DOCTORS.CONSULTATION')} />
                <Radio value="2" label={t('DOCTORS.THERAPY')} />
              </Group>
            </Radio.Group>
            <Text size="sm" c="dimmed">
              {t('DOCTORS.PAY_AT_CLINIC')}
            </Text>
            <Button onClick={submit} loading={book.isPending} disabled={!form.sex || !name || !phone}>
              {t('DOCTORS.CONFIRM', { time: formatClockTime(time, language) })}
            </Button>
          </Stack>
        )
      )}
    </Stack>
  );
}
