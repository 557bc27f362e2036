import { Alert, Anchor, Button, Chip, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { paths } from '../../../app/paths';
import { useMe } from '../../../lib/api/get-me';
import { formatClockTime, formatRupees, weekdayName } from '../../../lib/format';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { errorMessage } from '../../../lib/notify';
import { useStoredSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useBook, usePractitioner, useSlots } from '../api/practitioners';
import { indiaClock, type PayOutcome, useOnlinePayments, usePayAppointment } from '../utils/pay-appointment';
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
  pay: 'clinic' | 'online';
}

/**
 * Decision 65: pick a day of the coming week, a free half hour, and who the visit is for; the fee is paid at the
 * clinic, or online at once (Razorpay's checkout; the slot is held 15 minutes meanwhile) when the site takes
 * payments and the practitioner has a fee. A guest is asked to log in first. When someone else takes the slot in
 * the meantime the server answers 409 and the times are read again.
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
  const fee = usePractitioner(practitionerId).data?.fee_paise ?? 0;
  // With several practice locations, the chosen slot says where the visit is (its timing window's location).
  const locations = usePractitioner(practitionerId).data?.locations ?? [];
  const slotAt = slots.data?.slots.find((s) => s.time === time)?.location_id;
  const where = locations.length > 1 ? locations.find((l) => l.location_id === slotAt) : undefined;
  const onlineOffered = useOnlinePayments() && fee >= 100;
  const payOnline = usePayAppointment();
  const [paying, setPaying] = useState(false);
  const [form, setForm] = useState<Form>({
    booked_by: '1',
    patient_name: '',
    patient_phone: '',
    sex: '',
    appointment_type: '1',
    pay: 'clinic',
  });
  const [booked, setBooked] = useState<{
    date: string;
    time: string;
    paid?: PayOutcome;
    holdUntil?: string;
  } | null>(null);
  const online = onlineOffered && form.pay === 'online';
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
        pay: online ? 'online' : 'clinic',
      },
      {
        onSuccess: async (answer) => {
          if (!answer.order) return setBooked({ date, time });
          setPaying(true);
          const paid = await payOnline(answer.appointment_id, answer.order, { name, contact: phone });
          setPaying(false);
          setBooked({ date, time, paid, holdUntil: answer.order.hold_expires_at });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setTime(null);
        },
      },
    );
  };

  if (booked) {
    const when = { date: slotLabel(booked).split(', ')[0], time: formatClockTime(booked.time, language) };
    const holdTime = booked.holdUntil ? indiaClock(booked.holdUntil, language) : '';
    return (
      <Alert color={booked.paid && booked.paid !== 'paid' ? 'yellow' : 'teal'} role="status" title={t('DOCTORS.BOOK')}>
        <Text>
          {!booked.paid
            ? t('DOCTORS.BOOKED', when)
            : booked.paid === 'paid'
              ? t('APPT_PAY.PAID', when)
              : booked.paid === 'refunded'
                ? t('APPT_PAY.REFUNDED_LATE')
                : t('APPT_PAY.NOT_PAID', { time: holdTime })}
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
      {time && where && (
        <Text size="sm">
          {t('DOCTORS.AT_LOCATION', { place: [where.name, where.address].filter(Boolean).join(', ') })}
        </Text>
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
            {onlineOffered ? (
              <Radio.Group
                label={t('APPT_PAY.HOW_TO_PAY')}
                description={online ? t('APPT_PAY.ONLINE_HINT') : undefined}
                value={form.pay}
                onChange={(v) => setForm({ ...form, pay: v as Form['pay'] })}
              >
                <Stack gap={6} mt={4}>
                  <Radio value="online" label={t('APPT_PAY.ONLINE', { amount: formatRupees(fee, language) })} />
                  <Radio value="clinic" label={t('APPT_PAY.CLINIC')} />
                </Stack>
              </Radio.Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('DOCTORS.PAY_AT_CLINIC')}
              </Text>
            )}
            <Button onClick={submit} loading={book.isPending || paying} disabled={!form.sex || !name || !phone}>
              {online
                ? t('APPT_PAY.BOOK_AND_PAY', { time: formatClockTime(time, language) })
                : t('DOCTORS.CONFIRM', { time: formatClockTime(time, language) })}
            </Button>
          </Stack>
        )
      )}
    </Stack>
  );
}
