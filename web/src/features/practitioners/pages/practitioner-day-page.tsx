import { Alert, Button, Container, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@gd/contracts/api-client';
import { appointmentStatuses } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useChangeStatus, useDayAppointments } from '../api/practitioners';
import { AppointmentRow } from '../components/appointment-row';

/** The moves the practitioner may make from each status (forward only; cancel or no-show before the visit). */
const NEXT: Record<number, readonly (2 | 3 | 4 | 5 | 6)[]> = { 1: [2, 3, 6, 5], 2: [3, 6, 5], 3: [4] };

/**
 * /practitioner/appointments (decision 65): the practitioner's appointments of a day by slot, each moved on with
 * one press (waiting, with the doctor, checked out), usable on a phone at the desk.
 */
export function PractitionerDayPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [date, setDate] = useState(indiaDate(new Date()));
  const day = useDayAppointments(date);
  const change = useChangeStatus();
  const forbidden = day.error instanceof ApiError && day.error.status === 403;

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h2">
          {t('TITLES.PRACTITIONER_DAY')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.practitionerWeek.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_WEEK')}
          </Button>
          <Button component={Link} to={paths.practitionerEarnings.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_EARNINGS')}
          </Button>
          <Button component={Link} to={paths.practitionerProfile.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_PROFILE')}
          </Button>
          <Button component={Link} to={paths.practitionerTimings.href()} variant="default" size="xs">
            {t('DOCTORS.EDIT_TIMINGS')}
          </Button>
          <Button component={Link} to={paths.practitionerQuestions.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_QUESTIONS')}
          </Button>
          <Button component={Link} to={paths.practitionerReviews.href()} variant="default" size="xs">
            {t('TITLES.PRACTITIONER_REVIEWS')}
          </Button>
        </Group>
      </Group>
      <TextInput
        type="date"
        label={t('DOCTORS.DATE')}
        value={date}
        onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        maw={220}
        mb="md"
      />
      {forbidden ? (
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      ) : day.isError ? (
        <QueryError error={day.error} onRetry={() => void day.refetch()} />
      ) : day.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            {day.data.rows.length ? t('DOCTORS.COUNT_DAY', { count: day.data.count }) : t('DOCTORS.DAY_EMPTY')}
          </Text>
          {day.data.rows.map((a) => (
            <AppointmentRow key={a.appointment_id} appointment={a} heading={a.patient_name}>
              <Text size="sm" c="dimmed">
                {a.patient_phone} · {t(a.appointment_type === 2 ? 'DOCTORS.THERAPY' : 'DOCTORS.CONSULTATION')}
              </Text>
              {a.pay_mode === 'online' ? (
                <Text size="sm" fw={600}>
                  {t(a.payment?.status === 1 ? 'APPT_PAY.PAID_ONLINE' : 'APPT_PAY.PAYMENT_DUE')}
                </Text>
              ) : a.fee_paise > 0 ? (
                <Text size="sm" fw={600}>
                  {t('APPT_PAY.FEE_AT_CLINIC', { amount: formatRupees(a.fee_paise, language) })}
                </Text>
              ) : null}
              {(NEXT[a.status] ?? []).length > 0 && (
                <Group gap={6}>
                  {(NEXT[a.status] ?? []).map((status) => (
                    <Button
                      key={status}
                      size="xs"
                      variant={status >= 5 ? 'default' : 'filled'}
                      color={status >= 5 ? undefined : 'teal.9'}
                      loading={
                        change.isPending &&
                        change.variables?.id === a.appointment_id &&
                        change.variables.status === status
                      }
                      onClick={() =>
                        change.mutate({ id: a.appointment_id, status }, { onError: (error) => notifyError(error) })
                      }
                    >
                      {t('DOCTORS.MOVE_TO', {
                        status: t(appointmentStatuses.labelKey(status, 'CODES.APPOINTMENT_STATUS.SCHEDULED')),
                      })}
                    </Button>
                  ))}
                </Group>
              )}
            </AppointmentRow>
          ))}
        </Stack>
      )}
    </Container>
  );
}
