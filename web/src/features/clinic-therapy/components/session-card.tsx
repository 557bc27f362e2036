import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { formatClockTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { statusKey } from '../lib/board-logic';

/** Status colours with 4.5:1 contrast: scheduled blue, taken green, missed red, moved grey. */
const STATUS_STYLE: Record<number, { background: string; color: string }> = {
  0: { background: '#fff3bf', color: '#5c3c00' },
  1: { background: '#1864ab', color: '#ffffff' },
  2: { background: '#1e6b30', color: '#ffffff' },
  3: { background: '#a51d1d', color: '#ffffff' },
  4: { background: '#495057', color: '#ffffff' },
  5: { background: '#495057', color: '#ffffff' },
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" radius="sm" style={STATUS_STYLE[status]} data-testid="session-status" data-status={status}>
      {t(statusKey(status))}
    </Badge>
  );
}

/** One session: when, the patient, the therapy, the room and the therapist, its state; actions below. */
export function SessionCard(props: {
  session: TTherapySession;
  show?: { room?: boolean; therapist?: boolean; time?: boolean };
  children?: ReactNode;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const s = props.session;
  const show = { room: true, therapist: true, time: true, ...props.show };
  const roomName = pick(s.room_name, s.room_name_guj);
  return (
    <Paper
      withBorder
      p={props.large ? 'sm' : 6}
      data-testid="therapy-session"
      data-session={s.session_id}
      data-status={s.status}
      style={s.status === 0 ? { borderStyle: 'dashed' } : undefined}
    >
      {show.time && s.start_time ? (
        <Text size={props.large ? 'lg' : 'sm'} fw={700}>
          {formatClockTime(s.start_time, language)} – {formatClockTime(s.end_time!, language)}
        </Text>
      ) : null}
      <Text size={props.large ? 'md' : 'sm'} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {pick(s.patient_name, s.patient_name_guj)}{' '}
        <Text span size="xs" c="gray.8">
          {s.case_no}
        </Text>
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {pick(s.name, s.name_guj)} · {t('THERAPY.DAY_OF', { day: s.day_no, days: s.days })}
      </Text>
      {(show.room && roomName) || (show.therapist && s.therapist_name) ? (
        <Text size="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
          {[show.room ? roomName : null, show.therapist ? s.therapist_name : null].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
      <Group gap={4} mt={4} wrap="wrap">
        <StatusBadge status={s.status} />
      </Group>
      {props.children}
    </Paper>
  );
}
