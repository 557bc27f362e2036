import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { isCalendarDate } from '@gd/contracts/practitioners';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TTherapyBoard, TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useBoard, useMark, useReschedule, useSchedule } from '../api/therapy';
import { therapyErrorText } from '../components/errors';
import { PlaceForm, type PlaceChoice } from '../components/place-form';
import { SessionCard } from '../components/session-card';
import { gridOf, rolesOf, roomsShown } from '../lib/board-logic';

/**
 * /clinic/therapy (decision 97): the day's board by room — rooms × half hours on a wide screen, a list per room
 * on a phone — with the sessions still to schedule. Reception and the administrator schedule and reschedule;
 * therapists and reception mark; doctors read. The day lives in the address.
 */
export function TherapyBoardPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const roles = rolesOf(me);
  if (!roles.read) {
    return (
      <Alert color="yellow" role="alert" title={t('THERAPY.BOARD.TITLE')}>
        {t('THERAPY.NOT_ALLOWED')}
      </Alert>
    );
  }
  return <Board me={me} />;
}

function Board({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const roles = rolesOf(me);
  const [params, setParams] = useSearchParams();
  const today = indiaDate(new Date());
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : today;
  const board = useBoard({ date });
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [placing, setPlacing] = useState<{ session: TTherapySession; mode: 'schedule' | 'reschedule' } | null>(null);
  const schedule = useSchedule();
  const reschedule = useReschedule();
  const mark = useMark();
  const goTo = (day: string) =>
    setParams((next) => {
      if (day === today) next.delete('date');
      else next.set('date', day);
      return next;
    });
  const longDate = (day: string) => formatDate(`${day}T12:00:00+05:30`, 'dd MMM yyyy', language);

  const onMark = (s: TTherapySession, status: 2 | 3) =>
    mark.mutate(
      { id: s.session_id, status },
      {
        onSuccess: () => notifySuccess(t(status === 2 ? 'THERAPY.MARKED_TAKEN' : 'THERAPY.MARKED_MISSED')),
        onError: (err) => notifyError(err, therapyErrorText(t, err)),
      },
    );
  const actions = (s: TTherapySession, data: TTherapyBoard) => {
    const canMark =
      s.status === 1 &&
      s.date! <= data.today &&
      (roles.schedule || (roles.therapist && s.therapist_id === me.staff_id));
    const canMove = roles.schedule && (s.status === 1 || s.status === 3) && s.moved_to === null;
    if (!canMark && !canMove) return null;
    const who = `${pick(s.patient_name, s.patient_name_guj)}, ${s.start_time ? formatClockTime(s.start_time, language) : ''}`;
    return (
      <Group gap={4} mt={6} wrap="wrap">
        {canMark ? (
          <>
            <Button
              size="compact-sm"
              color="#1e6b30"
              onClick={() => onMark(s, 2)}
              aria-label={t('THERAPY.TAKEN_NAME', { who })}
            >
              {t('THERAPY.TAKEN')}
            </Button>
            <Button
              size="compact-sm"
              color="red.9"
              variant="outline"
              onClick={() => onMark(s, 3)}
              aria-label={t('THERAPY.MISSED_NAME', { who })}
            >
              {t('THERAPY.MISSED')}
            </Button>
          </>
        ) : null}
        {canMove ? (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setPlacing({ session: s, mode: 'reschedule' })}
            aria-label={t('THERAPY.RESCHEDULE_NAME', { who })}
          >
            {t(s.status === 3 ? 'THERAPY.MAKE_UP' : 'THERAPY.RESCHEDULE')}
          </Button>
        ) : null}
      </Group>
    );
  };

  const submitPlace = (place: PlaceChoice) => {
    const s = placing!.session;
    if (placing!.mode === 'schedule') {
      const { reason: _unused, ...item } = place;
      return schedule
        .mutateAsync({ planId: s.plan_id, body: { items: [{ session_id: s.session_id, ...item }] } })
        .then(() => notifySuccess(t('THERAPY.SCHEDULED_OK', { time: place.time })));
    }
    return reschedule
      .mutateAsync({ id: s.session_id, body: place })
      .then(() => notifySuccess(t('THERAPY.MOVED_OK', { time: place.time })));
  };

  const data = board.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('THERAPY.BOARD.TITLE')}
        </Title>
        <Group gap="xs">
          {roles.therapist ? (
            <Button component={Link} to={paths.clinicTherapyDay.href()} variant="light" size="sm">
              {t('THERAPY.DAY.TITLE')}
            </Button>
          ) : null}
          {roles.prescribe ? (
            <Button component={Link} to={paths.clinicTherapyPrescribe.href()} variant="light" size="sm">
              {t('THERAPY.PRESCRIBE.TITLE')}
            </Button>
          ) : null}
          {roles.keepRooms ? (
            <Button component={Link} to={paths.clinicTherapyRooms.href()} variant="default" size="sm">
              {t('THERAPY.ROOMS.TITLE')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap" component="section" aria-label={t('THERAPY.BOARD.CONTROLS')}>
        <Button variant="default" onClick={() => goTo(addDays(date, -1))} aria-label={t('THERAPY.BOARD.PREVIOUS')}>
          ‹
        </Button>
        <TextInput
          type="date"
          label={t('THERAPY.BOARD.DATE')}
          value={date}
          onChange={(e) => isCalendarDate(e.currentTarget.value) && goTo(e.currentTarget.value)}
          style={{ flex: '0 1 11rem' }}
        />
        <Button variant="default" onClick={() => goTo(addDays(date, 1))} aria-label={t('THERAPY.BOARD.NEXT')}>
          ›
        </Button>
        <Button variant="light" onClick={() => goTo(today)} disabled={date === today}>
          {t('THERAPY.TODAY')}
        </Button>
      </Group>
      <Text fw={700} size="lg" aria-live="polite" data-testid="board-title">
        {longDate(date)}
        {data ? ` · ${t('THERAPY.BOARD.COUNT', { count: data.sessions.length })}` : ''}
      </Text>
      {board.isError ? <QueryError error={board.error} onRetry={() => void board.refetch()} /> : null}
      {!data && board.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data && roles.schedule && data.to_schedule.length > 0 ? (
        <Stack gap={6} component="section" aria-labelledby="to-schedule" data-testid="to-schedule">
          <Title order={2} size="h4" id="to-schedule">
            {t('THERAPY.BOARD.TO_SCHEDULE', { count: data.to_schedule.length })}
          </Title>
          <div style={{ display: 'grid', gap: 6, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}>
            {data.to_schedule.map((s) => (
              <SessionCard key={s.session_id} session={s} show={{ time: false }}>
                <Text size="xs" c="gray.8">
                  {t('THERAPY.PLANNED_FOR', { date: longDate(s.planned_date) })}
                </Text>
                <Group gap={4} mt={6}>
                  <Button
                    size="compact-sm"
                    onClick={() => setPlacing({ session: s, mode: 'schedule' })}
                    aria-label={t('THERAPY.SCHEDULE_NAME', { who: s.patient_name, day: s.day_no })}
                  >
                    {t('THERAPY.SCHEDULE')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    to={paths.clinicTherapyCourse.href({ id: s.plan_id })}
                    aria-label={t('THERAPY.COURSE_NAME', { who: s.patient_name })}
                  >
                    {t('THERAPY.COURSE.OPEN')}
                  </Button>
                </Group>
              </SessionCard>
            ))}
          </div>
        </Stack>
      ) : null}
      {data && data.rooms.length === 0 ? <Alert color="gray">{t('THERAPY.BOARD.NO_ROOMS')}</Alert> : null}
      {data && data.rooms.length > 0 ? (
        narrow ? (
          <RoomLists data={data} actions={(s) => actions(s, data)} />
        ) : (
          <RoomGrid data={data} actions={(s) => actions(s, data)} />
        )
      ) : null}
      {data ? (
        <PlaceForm
          session={placing?.session ?? null}
          mode={placing?.mode ?? 'schedule'}
          date={date < data.today ? data.today : date}
          slots={data.slots}
          rooms={data.rooms}
          therapists={data.therapists}
          onSubmit={submitPlace}
          onClose={() => setPlacing(null)}
        />
      ) : null}
    </Stack>
  );
}

/** Rooms as columns, half hours as rows (a wide screen). */
function RoomGrid({ data, actions }: { data: TTherapyBoard; actions: (s: TTherapySession) => React.ReactNode }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const rooms = roomsShown(data);
  const grid = gridOf(data);
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        withTableBorder
        withColumnBorders
        layout="fixed"
        verticalSpacing={4}
        horizontalSpacing={6}
        data-testid="therapy-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: '5rem' }}>{t('THERAPY.BOARD.TIME')}</Table.Th>
            {rooms.map((r) => (
              <Table.Th key={r.room_id} scope="col" data-room={r.room_id} style={{ minWidth: '11rem' }}>
                {pick(r.name, r.name_guj)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.slots.map((time, i) => (
            <Table.Tr key={time}>
              <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                {formatClockTime(time, language)}
              </Table.Th>
              {rooms.map((r) => {
                const cell = grid.get(r.room_id)![i]!;
                if (cell.kind === 'held') return null;
                if (cell.kind === 'free') {
                  return (
                    <Table.Td key={r.room_id} style={{ verticalAlign: 'top' }}>
                      <Text size="xs" c="gray.7">
                        {t('THERAPY.FREE')}
                      </Text>
                    </Table.Td>
                  );
                }
                return (
                  <Table.Td key={r.room_id} rowSpan={cell.span} style={{ verticalAlign: 'top' }}>
                    <SessionCard session={cell.session} show={{ room: false }}>
                      {actions(cell.session)}
                    </SessionCard>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** A list per room (a phone): no sideways scrolling at 360 px. */
function RoomLists({ data, actions }: { data: TTherapyBoard; actions: (s: TTherapySession) => React.ReactNode }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <Stack gap="md" data-testid="therapy-rooms-list">
      {roomsShown(data).map((r) => {
        const sessions = data.sessions.filter((s) => s.room_id === r.room_id);
        return (
          <Stack
            key={r.room_id}
            gap={6}
            component="section"
            aria-label={pick(r.name, r.name_guj)}
            data-room={r.room_id}
          >
            <Text fw={700}>
              {pick(r.name, r.name_guj)} · {t('THERAPY.BOARD.COUNT', { count: sessions.length })}
            </Text>
            {sessions.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('THERAPY.BOARD.ROOM_FREE')}
              </Text>
            ) : (
              sessions.map((s) => (
                <SessionCard key={s.session_id} session={s} show={{ room: false }}>
                  {actions(s)}
                </SessionCard>
              ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
