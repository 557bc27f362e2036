import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { indiaDate } from '@gd/contracts/india-time';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useBoard, useMark } from '../api/therapy';
import { therapyErrorText } from '../components/errors';
import { SessionCard } from '../components/session-card';
import { rolesOf } from '../lib/board-logic';

/**
 * /clinic/therapy/my-day (decision 97): a therapist's sessions of today on a phone — time, room, patient, therapy,
 * state — with large buttons to mark each taken or missed. Reception and the administrator may open any
 * therapist's day (`?therapist=`).
 */
export function TherapyDayPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const roles = rolesOf(me);
  const [params, setParams] = useSearchParams();
  const today = indiaDate(new Date());
  const picked = Number(params.get('therapist'));
  const therapistId = roles.therapist ? me.staff_id : Number.isInteger(picked) && picked > 0 ? picked : undefined;
  const roster = useBoard({ date: today }, roles.schedule && !roles.therapist);
  const day = useBoard({ date: today, therapist_id: therapistId }, therapistId !== undefined);
  const mark = useMark();

  if (!roles.read) {
    return (
      <Alert color="yellow" role="alert" title={t('THERAPY.DAY.TITLE')}>
        {t('THERAPY.NOT_ALLOWED')}
      </Alert>
    );
  }
  const onMark = (s: TTherapySession, status: 2 | 3) =>
    mark.mutate(
      { id: s.session_id, status },
      {
        onSuccess: () => notifySuccess(t(status === 2 ? 'THERAPY.MARKED_TAKEN' : 'THERAPY.MARKED_MISSED')),
        onError: (err) => notifyError(err, therapyErrorText(t, err)),
      },
    );
  const sessions = day.data?.sessions ?? [];
  const open = sessions.filter((s) => s.status === 1).length;
  const mayMark = roles.schedule || roles.therapist;

  return (
    <Stack gap="sm" maw={560}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('THERAPY.DAY.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicTherapy.href()} variant="default" size="sm">
          {t('THERAPY.BOARD.TITLE')}
        </Button>
      </Group>
      <Text fw={700} data-testid="day-title">
        {formatDate(`${today}T12:00:00+05:30`, 'dd MMM yyyy', language)}
        {day.data ? ` · ${t('THERAPY.DAY.OPEN', { count: open })}` : ''}
      </Text>
      {!roles.therapist && roles.schedule ? (
        <NativeSelect
          label={t('THERAPY.PLACE.THERAPIST')}
          value={therapistId ? String(therapistId) : ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            setParams((next) => {
              if (v) next.set('therapist', v);
              else next.delete('therapist');
              return next;
            });
          }}
          data={[
            { value: '', label: t('THERAPY.DAY.CHOOSE') },
            ...(roster.data?.therapists ?? []).map((x) => ({ value: String(x.staff_id), label: x.name })),
          ]}
        />
      ) : null}
      {!roles.therapist && !roles.schedule ? <Alert color="gray">{t('THERAPY.DAY.THERAPISTS_ONLY')}</Alert> : null}
      {day.isError ? <QueryError error={day.error} onRetry={() => void day.refetch()} /> : null}
      {therapistId !== undefined && !day.data && day.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {day.data && sessions.length === 0 ? <Alert color="gray">{t('THERAPY.DAY.NONE')}</Alert> : null}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="my-day">
        {sessions.map((s) => (
          <li key={s.session_id}>
            <SessionCard session={s} show={{ therapist: !roles.therapist }} large>
              {s.status === 1 && mayMark ? (
                <Group grow gap="sm" mt="sm">
                  <Button
                    size="lg"
                    color="#1e6b30"
                    loading={mark.isPending && mark.variables?.id === s.session_id}
                    onClick={() => onMark(s, 2)}
                    aria-label={t('THERAPY.TAKEN_NAME', {
                      who: `${pick(s.patient_name, s.patient_name_guj)}, ${s.start_time ? formatClockTime(s.start_time, language) : ''}`,
                    })}
                  >
                    {t('THERAPY.TAKEN')}
                  </Button>
                  <Button
                    size="lg"
                    color="red.9"
                    variant="outline"
                    onClick={() => onMark(s, 3)}
                    aria-label={t('THERAPY.MISSED_NAME', {
                      who: `${pick(s.patient_name, s.patient_name_guj)}, ${s.start_time ? formatClockTime(s.start_time, language) : ''}`,
                    })}
                  >
                    {t('THERAPY.MISSED')}
                  </Button>
                </Group>
              ) : null}
            </SessionCard>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
