import { Alert, Button, Group, Loader, Modal, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { indiaDate } from '@gd/contracts/india-time';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TTherapyBoard, TTherapyPlanDetail } from '@gd/contracts/schemas/clinic-therapy';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatDate, formatRupees } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useBoard, usePlan, useProposal, useSchedule, useStopPlan } from '../api/therapy';
import { therapyErrorText } from '../components/errors';
import { StatusBadge } from '../components/session-card';
import { rolesOf } from '../lib/board-logic';

/**
 * /clinic/therapy/courses/:id (decision 97): a course with its sessions, moved ones included (the history).
 * Reception schedules what is still to schedule from the proposal (a preferred time each day, the first free room
 * and therapist); a doctor or the administrator stops the course.
 */
export function TherapyCoursePage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const roles = rolesOf(me);
  const id = Number(useParams().id);
  const plan = usePlan(id);
  const board = useBoard({ date: indiaDate(new Date()) }, roles.read);
  const stop = useStopPlan();
  const [stopping, setStopping] = useState(false);
  if (!roles.read) {
    return (
      <Alert color="yellow" role="alert" title={t('THERAPY.COURSE.TITLE')}>
        {t('THERAPY.NOT_ALLOWED')}
      </Alert>
    );
  }
  if (plan.isPending) return <Loader aria-label={t('APP.LOADING')} />;
  if (plan.isError) return <QueryError error={plan.error} />;
  const p = plan.data;
  const longDate = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);
  const rooms = new Map((board.data?.rooms ?? []).map((r) => [r.room_id, pick(r.name, r.name_guj)]));
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {pick(p.name, p.name_guj)} · {pick(p.patient_name, p.patient_name_guj)}
        </Title>
        <Button component={Link} to={paths.clinicTherapy.href()} variant="default" size="sm">
          {t('THERAPY.BOARD.TITLE')}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Text>
          {t('THERAPY.COURSE.SUMMARY', { days: p.days, perDay: p.sessions_per_day, start: longDate(p.start_date) })}
        </Text>
        <Text size="sm">
          {t('THERAPY.COURSE.BY', { doctor: p.doctor_name })} · {t('THERAPY.MINUTES', { count: p.duration_minutes })}
          {p.price_paise > 0 ? ` · ${t('THERAPY.COURSE.PRICE', { price: formatRupees(p.price_paise, language) })}` : ''}
          {` · ${p.case_no}`}
        </Text>
        {p.notes ? <Text size="sm">{p.notes}</Text> : null}
        <Text size="sm" fw={600} mt={4} data-testid="course-counts">
          {t('THERAPY.COURSE.COUNTS', p.counts)}
          {p.status === 2 ? ` · ${t('THERAPY.COURSE.STOPPED')}` : ''}
        </Text>
        {roles.stop && p.status === 1 ? (
          <Button mt="xs" size="sm" variant="outline" color="red.9" onClick={() => setStopping(true)}>
            {t('THERAPY.COURSE.STOP')}
          </Button>
        ) : null}
      </Paper>
      {roles.schedule && p.status === 1 && p.counts.to_schedule > 0 && board.data ? (
        <ScheduleCourse plan={p} board={board.data} />
      ) : null}
      <Title order={2} size="h4">
        {t('THERAPY.COURSE.SESSIONS')}
      </Title>
      <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="course-sessions">
        {p.sessions.map((s) => (
          <li key={s.session_id} data-session={s.session_id} data-status={s.status}>
            <Paper withBorder p={6}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {t('THERAPY.DAY_OF', { day: s.day_no, days: s.days })}
                  {p.sessions_per_day > 1 ? ` (${s.seq_no})` : ''}
                </Text>
                <Text size="sm">
                  {s.date && s.start_time
                    ? `${longDate(s.date)} ${formatClockTime(s.start_time, language)} · ${pick(s.room_name, s.room_name_guj) ?? rooms.get(s.room_id ?? 0) ?? ''} · ${s.therapist_name ?? ''}`
                    : t('THERAPY.PLANNED_FOR', { date: longDate(s.planned_date) })}
                </Text>
                <StatusBadge status={s.status} />
              </Group>
              {s.reason ? (
                <Text size="xs" c="gray.8">
                  {s.reason}
                </Text>
              ) : null}
            </Paper>
          </li>
        ))}
      </Stack>
      <Modal
        opened={stopping}
        onClose={() => setStopping(false)}
        title={t('THERAPY.COURSE.STOP_TITLE')}
        closeButtonProps={{ 'aria-label': t('THERAPY.COURSE.KEEP') }}
      >
        <Stack>
          <Text>{t('THERAPY.COURSE.STOP_TEXT')}</Text>
          {stop.isError ? (
            <Alert color="red" role="alert">
              {therapyErrorText(t, stop.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStopping(false)}>
              {t('THERAPY.COURSE.KEEP')}
            </Button>
            <Button
              color="red.9"
              loading={stop.isPending}
              onClick={() =>
                stop.mutate(p.plan_id, {
                  onSuccess: () => {
                    setStopping(false);
                    notifySuccess(t('THERAPY.COURSE.STOPPED'));
                  },
                })
              }
            >
              {t('THERAPY.COURSE.STOP_YES')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ScheduleCourse({ plan, board }: { plan: TTherapyPlanDetail; board: TTherapyBoard }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const [time, setTime] = useState(board.hours.opens);
  const [asked, setAsked] = useState(false);
  const proposal = useProposal(plan.plan_id, { time }, asked);
  const schedule = useSchedule();
  const rooms = new Map(board.rooms.map((r) => [r.room_id, pick(r.name, r.name_guj)]));
  const therapists = new Map(board.therapists.map((x) => [x.staff_id, x.name]));
  const placed = (proposal.data?.items ?? []).filter((i) => i.place !== null);
  const longDate = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="schedule-course" data-testid="schedule-course">
      <Title order={2} size="h4" id="schedule-course" mb="xs">
        {t('THERAPY.COURSE.SCHEDULE_TITLE', { count: plan.counts.to_schedule })}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('THERAPY.COURSE.PREFERRED')}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          data={board.slots.map((v) => ({ value: v, label: formatClockTime(v, language) }))}
        />
        <Button
          variant="light"
          onClick={() => (asked ? void proposal.refetch() : setAsked(true))}
          loading={proposal.isFetching}
        >
          {t('THERAPY.COURSE.PROPOSE')}
        </Button>
      </Group>
      {schedule.isError ? (
        <Alert color="red" role="alert" mt="xs" data-testid="schedule-error">
          {therapyErrorText(t, schedule.error)} {t('THERAPY.COURSE.PROPOSE_AGAIN')}
        </Alert>
      ) : null}
      {proposal.data ? (
        <>
          <Table mt="xs" verticalSpacing={4} data-testid="proposal">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('THERAPY.COURSE.DAY')}</Table.Th>
                <Table.Th>{t('THERAPY.PLACE.TIME')}</Table.Th>
                <Table.Th>{t('THERAPY.PLACE.ROOM')}</Table.Th>
                <Table.Th>{t('THERAPY.PLACE.THERAPIST')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposal.data.items.map((i) => (
                <Table.Tr key={i.session_id}>
                  <Table.Td>
                    {i.place ? longDate(i.place.date) : t('THERAPY.DAY_OF', { day: i.day_no, days: plan.days })}
                  </Table.Td>
                  <Table.Td>
                    {i.place ? formatClockTime(i.place.time, language) : t('THERAPY.COURSE.NO_PLACE')}
                  </Table.Td>
                  <Table.Td>{i.place ? rooms.get(i.place.room_id) : ''}</Table.Td>
                  <Table.Td>{i.place ? therapists.get(i.place.therapist_id) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" mt="xs">
            <Button
              disabled={placed.length === 0}
              loading={schedule.isPending}
              onClick={() =>
                schedule.mutate(
                  {
                    planId: plan.plan_id,
                    body: { items: placed.map((i) => ({ session_id: i.session_id, ...i.place! })) },
                  },
                  {
                    onSuccess: () => notifySuccess(t('THERAPY.COURSE.SCHEDULED', { count: placed.length })),
                    onError: () => void proposal.refetch(),
                  },
                )
              }
            >
              {t('THERAPY.COURSE.SCHEDULE_ALL', { count: placed.length })}
            </Button>
          </Group>
        </>
      ) : null}
    </Paper>
  );
}
