import { Button, Container, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { formatClockTime, formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCancelAppointment, useMyAppointments } from '../api/practitioners';
import { AppointmentPayment } from '../components/appointment-payment';
import { AppointmentRow } from '../components/appointment-row';
import { RescheduleButton } from '../components/reschedule-button';
import { ReviewAction } from '../components/review-action';

/**
 * /my-appointments (decision 65): the patient's upcoming and past visits; cancel or reschedule until the cut-off,
 * pay an online booking while its slot is held, download a paid visit's receipt.
 */
export function MyAppointmentsPage() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const list = useMyAppointments(when);
  const cancel = useCancelAppointment();
  const confirm = useConfirm();

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="sm">
        {t('TITLES.MY_APPOINTMENTS')}
      </Title>
      <SegmentedControl
        mb="md"
        value={when}
        onChange={(v) => setWhen(v as typeof when)}
        data={[
          { value: 'upcoming', label: t('DOCTORS.UPCOMING') },
          { value: 'past', label: t('DOCTORS.PAST') },
        ]}
      />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : (
        <Stack gap="sm">
          {!list.data?.rows.length && (
            <Group>
              <Text>{t('DOCTORS.NO_APPOINTMENTS')}</Text>
              <Button component={Link} to={paths.doctors.href()} variant="light" size="xs">
                {t('DOCTORS.FIND_DOCTOR')}
              </Button>
            </Group>
          )}
          {list.data?.rows.map((a) => (
            <AppointmentRow
              key={a.appointment_id}
              appointment={a}
              heading={pick(a.practitioner_name, a.practitioner_name_guj)}
            >
              <Text size="sm" c="dimmed">
                {t('DOCTORS.PATIENT')}: {a.patient_name}
              </Text>
              <ReviewAction appointment={a} />
              <AppointmentPayment appointment={a} />
              {a.can_change && (
                <Group>
                  <RescheduleButton appointment={a} subject={pick(a.practitioner_name, a.practitioner_name_guj)} />
                  <Button
                    variant="outline"
                    color="red.9"
                    size="xs"
                    onClick={() =>
                      confirm({
                        title: t('DOCTORS.CANCEL'),
                        message: t('DOCTORS.CANCEL_CONFIRM', {
                          date: formatDate(`${a.date}T12:00:00+05:30`, 'dd-MM-yyyy', language),
                          time: formatClockTime(a.time, language),
                        }),
                        subject: pick(a.practitioner_name, a.practitioner_name_guj),
                        confirmLabel: t('DOCTORS.CANCEL'),
                        cancelLabel: t('DOCTORS.KEEP'),
                        onConfirm: () =>
                          cancel.mutateAsync(a.appointment_id).then(
                            () => notifySuccess(t('DOCTORS.CANCELLED')),
                            (error: unknown) => {
                              notifyError(error);
                              throw error;
                            },
                          ),
                      })
                    }
                  >
                    {t('DOCTORS.CANCEL')}
                  </Button>
                </Group>
              )}
            </AppointmentRow>
          ))}
        </Stack>
      )}
    </Container>
  );
}
