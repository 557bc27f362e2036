import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DEPARTMENT } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TCalendarAppointment } from '@gd/contracts/schemas/clinic-calendar';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate, weekdayName } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useSearchUpdate } from '../../../lib/use-search-update';
import { useCalendar, useCancelBooking, useConfirmBooking, useStaffMe } from '../api/calendar';
import { BookingForm, type SlotChoice } from '../components/booking-form';
import { CalendarGrid } from '../components/calendar-grid';
import { calendarErrorText } from '../components/errors';
import {
  bookingsByCell,
  columnsOf,
  indiaMinute,
  rangeOf,
  readSearch,
  shiftDate,
  type CalendarColumn,
} from '../lib/calendar-logic';

/**
 * /clinic/appointments (issue 20 point 4, decision 93): the clinic's bookings by doctor, a day (a column per
 * doctor) or a week (one doctor), the desk's and the marketplace's online ones. Reception and clinic
 * administrators book free slots, confirm tentative bookings and cancel; doctors and panchakarma staff read;
 * the lab is refused. The day, the view and the doctor live in the URL.
 */
export function ClinicCalendarPage() {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.isPending) return <Loader m="xl" aria-label={t('APP.LOADING')} />;
  if (me.isError) {
    return (
      <Container size="sm" py="xl" px="xs">
        <QueryError error={me.error} />
      </Container>
    );
  }
  if (me.data.department_id === DEPARTMENT.LAB && !me.data.is_clinic_admin) {
    return (
      <Container size="sm" py="xl" px="xs">
        <Alert color="yellow" role="alert" title={t('CLINIC_APPT.TITLE')}>
          {t('CLINIC_APPT.NOT_ALLOWED')}
        </Alert>
      </Container>
    );
  }
  return <Calendar canWrite={me.data.is_clinic_admin || me.data.department_id === DEPARTMENT.RECEPTION} />;
}

/** India's minute now, moved on every half minute so slots turn past while the page is open. */
function useNowMinute() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return { today: indiaDate(now), minute: indiaMinute(now) };
}

function Calendar({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const update = useSearchUpdate();
  const now = useNowMinute();
  const search = readSearch(params, now.today);
  const range = rangeOf(search);
  const calendar = useCalendar(range);
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [cancelling, setCancelling] = useState<TCalendarAppointment | null>(null);
  const [reason, setReason] = useState('');
  const confirm = useConfirmBooking();
  const cancel = useCancelBooking();
  // What is typed in the date field, while it is not yet a whole date (else the URL's day shows).
  const [typed, setTyped] = useState<{ for: string; text: string } | null>(null);
  const dateText = typed && typed.for === search.date ? typed.text : search.date;

  const data = calendar.data;
  // The calendar answers for the range asked; while another loads, the last one shows.
  const today = data?.today ?? now.today;
  const nowMinute = today === now.today ? now.minute : today > now.today ? -1 : 24 * 60;
  const cells = useMemo(() => bookingsByCell(data?.appointments ?? []), [data]);
  const weekDoctor = search.doctor ?? data?.doctors[0]?.doctor_id ?? null;
  const columns = data ? columnsOf(data, search.view, search.view === 'week' ? weekDoctor : search.doctor) : [];
  const longDate = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);
  const dayName = (day: string) =>
    weekdayName(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1, language, 'short');
  const headingOf = (c: CalendarColumn) =>
    search.view === 'week'
      ? `${dayName(c.date)} ${longDate(c.date)}${c.date === today ? ` · ${t('CLINIC_APPT.TODAY')}` : ''}`
      : c.doctorName;

  const set = (change: (next: URLSearchParams) => void) => update(change, { replace: false });
  const goTo = (date: string) =>
    set((next) => {
      if (date === now.today) next.delete('date');
      else next.set('date', date);
    });

  const onConfirm = (a: TCalendarAppointment) =>
    confirm.mutate(a.appointment_id, {
      onSuccess: () => notifySuccess(t('CLINIC_APPT.CONFIRMED_OK', { name: a.patient_name, time: a.time })),
      onError: (err) => notifyError(err, calendarErrorText(t, err)),
    });
  const doCancel = () => {
    if (!cancelling) return;
    const a = cancelling;
    cancel.mutate(
      { id: a.appointment_id, reason },
      {
        onSuccess: () => {
          setCancelling(null);
          notifySuccess(t('CLINIC_APPT.CANCELLED_OK', { name: a.patient_name, time: a.time }));
        },
      },
    );
  };

  const stepName = search.view === 'week' ? 'WEEK' : 'DAY';
  const title =
    data && search.view === 'week'
      ? t('CLINIC_APPT.WEEK_OF', { from: longDate(data.from), to: longDate(data.to) })
      : `${dayName(search.date)} ${longDate(search.date)}`;

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('CLINIC_APPT.TITLE')}
        </Title>
        <Group gap="xs">
          {canWrite ? (
            <Button component={Link} to={paths.clinicDesk.href()} variant="default" size="sm">
              {t('OPD.REGISTER.TITLE')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.clinicHome.href()} variant="default" size="sm">
            {t('CLINIC.NAV.HOME')}
          </Button>
        </Group>
      </Group>
      <Stack gap="xs" mb="sm" component="section" aria-label={t('CLINIC_APPT.CONTROLS')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('CLINIC_APPT.DOCTOR')}
            value={search.view === 'week' ? String(weekDoctor ?? '') : String(search.doctor ?? '')}
            onChange={(e) => {
              const v = e.currentTarget.value;
              set((next) => {
                if (v) next.set('doctor', v);
                else next.delete('doctor');
              });
            }}
            data={[
              ...(search.view === 'day' ? [{ value: '', label: t('CLINIC_APPT.ALL_DOCTORS') }] : []),
              ...(data?.doctors ?? []).map((d) => ({ value: String(d.doctor_id), label: d.name })),
            ]}
            style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
          />
          <SegmentedControl
            aria-label={t('CLINIC_APPT.VIEW')}
            value={search.view}
            onChange={(v) =>
              set((next) => {
                if (v === 'week') {
                  next.set('view', 'week');
                  // The week is one doctor's: keep the one shown.
                  if (!next.get('doctor') && weekDoctor !== null) next.set('doctor', String(weekDoctor));
                } else next.delete('view');
              })
            }
            data={[
              { value: 'day', label: t('CLINIC_APPT.DAY') },
              { value: 'week', label: t('CLINIC_APPT.WEEK') },
            ]}
          />
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Button
            variant="default"
            onClick={() => goTo(shiftDate(search.date, search.view, -1))}
            aria-label={t(`CLINIC_APPT.PREVIOUS_${stepName}`)}
          >
            ‹
          </Button>
          <TextInput
            type="date"
            label={t('CLINIC_APPT.DATE')}
            value={dateText}
            error={isCalendarDate(dateText) ? undefined : t('ERRORS.DATE_INVALID')}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setTyped({ for: search.date, text: v });
              if (isCalendarDate(v)) goTo(v);
            }}
            style={{ flex: '0 1 11rem' }}
          />
          <Button
            variant="default"
            onClick={() => goTo(shiftDate(search.date, search.view, 1))}
            aria-label={t(`CLINIC_APPT.NEXT_${stepName}`)}
          >
            ›
          </Button>
          <Button variant="light" onClick={() => goTo(now.today)} disabled={search.date === now.today}>
            {t('CLINIC_APPT.TODAY')}
          </Button>
        </Group>
      </Stack>
      <Text fw={700} size="lg" mb="xs" aria-live="polite" data-testid="calendar-title">
        {title}
      </Text>
      {!canWrite ? (
        <Text size="sm" c="gray.8" mb="xs">
          {t('CLINIC_APPT.READ_ONLY')}
        </Text>
      ) : null}
      {calendar.isError ? <QueryError error={calendar.error} onRetry={() => void calendar.refetch()} /> : null}
      {!data && calendar.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data && data.doctors.length === 0 ? <Alert color="gray">{t('CLINIC_APPT.NO_DOCTORS')}</Alert> : null}
      {data && columns.length > 0 ? (
        <div data-testid="calendar" data-view={search.view} aria-busy={calendar.isFetching}>
          <CalendarGrid
            data={data}
            columns={columns}
            cells={cells}
            nowMinute={nowMinute}
            headingOf={headingOf}
            dateText={longDate}
            focusDate={search.date}
            narrow={narrow}
            onBook={(c, time) =>
              setSlot({
                doctorId: c.doctorId,
                doctorName: c.doctorName,
                date: c.date,
                dateText: longDate(c.date),
                time,
              })
            }
            actions={{
              canWrite,
              today: data.today,
              onConfirm,
              onCancel: (a) => {
                cancel.reset();
                setReason('');
                setCancelling(a);
              },
              confirming: confirm.isPending ? (confirm.variables ?? null) : null,
            }}
          />
        </div>
      ) : null}
      <BookingForm slot={slot} onClose={() => setSlot(null)} />
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('CLINIC_APPT.CANCEL_TITLE')}
        closeButtonProps={{ 'aria-label': t('CLINIC_APPT.KEEP') }}
      >
        {cancelling ? (
          <Stack>
            <Text>
              {t('CLINIC_APPT.CANCEL_TEXT', {
                name: cancelling.patient_name,
                doctor: data?.doctors.find((d) => d.doctor_id === cancelling.doctor_id)?.name ?? '',
                time: cancelling.time,
                date: longDate(cancelling.date),
              })}
            </Text>
            <Textarea
              label={t('CLINIC_APPT.CANCEL_REASON')}
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            {cancel.isError ? (
              <Alert color="red" role="alert">
                {calendarErrorText(t, cancel.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(null)}>
                {t('CLINIC_APPT.KEEP')}
              </Button>
              <Button color="red.9" onClick={doCancel} loading={cancel.isPending}>
                {t('CLINIC_APPT.CANCEL_YES')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}
