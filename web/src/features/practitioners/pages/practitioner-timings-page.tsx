import {
  ActionIcon,
  Alert,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@gd/contracts/api-client';
import {
  FIRST_SLOT_MINUTE,
  LAST_SLOT_END_MINUTE,
  MAX_WINDOWS_A_DAY,
  SLOT_MINUTES,
  slotTime,
} from '@gd/contracts/practitioners';
import type { TTimingWindow } from '@gd/contracts/schemas/practitioners';
import { indiaDate } from '@gd/contracts/india-time';
import { QueryError } from '../../../components/query-error';
import { formatClockTime, formatDate, weekdayName } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useSaveTimings, useTimings } from '../api/practitioners';
import { useMyProfile } from '../api/profile';

const TIMES = Array.from({ length: (LAST_SLOT_END_MINUTE - FIRST_SLOT_MINUTE) / SLOT_MINUTES + 1 }, (_, i) =>
  slotTime(FIRST_SLOT_MINUTE + i * SLOT_MINUTES),
);
const DAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * /practitioner/timings (decision 65): the practitioner's weekly consulting times at each practice location (up
 * to three windows a day per location, on the half hour between 06:00 and 23:00; two locations never overlap on a
 * day) and leave days. The location chosen at the top is the week being edited; saving replaces every location's
 * week and the leave days; booked visits stay booked.
 */
export function PractitionerTimingsPage() {
  const { t } = useTranslation();
  const timings = useTimings();
  const forbidden = timings.error instanceof ApiError && timings.error.status === 403;
  if (forbidden) {
    return (
      <Container size="md" py="lg">
        <Alert color="yellow" role="alert">
          {t('DOCTORS.NOT_PRACTITIONER')}
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2" mb="sm">
        {t('TITLES.PRACTITIONER_TIMINGS')}
      </Title>
      {timings.isError && <QueryError error={timings.error} onRetry={() => void timings.refetch()} />}
      {timings.isPending ? (
        <Skeleton height={300} radius="md" />
      ) : (
        timings.data && <TimingsEditor saved={timings.data} />
      )}
    </Container>
  );
}

/** The editor, started from the saved timings (a save replaces them and the editor keeps what it sent). */
type SavedWindow = { day: number; opens: string; closes: string; location_id: number | null };

function TimingsEditor({ saved }: { saved: { week: SavedWindow[]; leave: string[] } }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = useSaveTimings();
  const locations = useMyProfile().data?.locations ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const first = locations[0]?.location_id ?? null;
  const current = chosen ?? first;
  const [week, setWeek] = useState<TTimingWindow[]>(() =>
    saved.week.map(({ location_id, ...w }) => (location_id === null ? w : { ...w, location_id })),
  );
  const at = (w: TTimingWindow) => (w.location_id ?? first) === current;
  const nameOf = (id: number | null | undefined) => locations.find((l) => l.location_id === (id ?? first))?.name ?? '';
  const [leave, setLeave] = useState<string[]>(saved.leave);
  const [newLeave, setNewLeave] = useState('');

  const setWindow = (index: number, patch: Partial<TTimingWindow>) =>
    setWeek(week.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  const errors = save.error instanceof ApiError ? Object.values(save.error.fieldErrors) : [];
  const time = (value: string) => formatClockTime(value, language);

  return (
    <Stack gap="md">
      {locations.length > 1 && (
        <NativeSelect
          label={t('PRACTITIONER_PROFILE.LOCATION')}
          value={current === null ? '' : String(current)}
          onChange={(e) => setChosen(Number(e.currentTarget.value))}
          data={locations.map((l) => ({ value: String(l.location_id), label: l.name }))}
          maw={360}
        />
      )}
      {DAYS.map((day) => {
        const rows = week.map((w, index) => ({ w, index })).filter(({ w }) => w.day === day && at(w));
        const elsewhere = week.filter((w) => w.day === day && !at(w));
        const dayName = weekdayName(day, language);
        return (
          <Paper key={day} withBorder radius="md" p="sm" component="section" aria-label={dayName}>
            <Group justify="space-between" mb={rows.length ? 'xs' : 0}>
              <Text fw={700}>{dayName}</Text>
              {rows.length === 0 && elsewhere.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('DOCTORS.CLOSED')}
                </Text>
              )}
            </Group>
            <Stack gap="xs">
              {elsewhere.map((w) => (
                <Text key={`${w.location_id}-${w.opens}`} size="sm" c="dimmed">
                  {t('PRACTITIONER_PROFILE.ELSEWHERE', {
                    place: nameOf(w.location_id),
                    from: time(w.opens),
                    to: time(w.closes),
                  })}
                </Text>
              ))}
              {rows.map(({ w, index }, n) => (
                <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                  <NativeSelect
                    label={t('DOCTORS.FROM', { day: dayName, n: n + 1 })}
                    value={w.opens}
                    onChange={(e) => setWindow(index, { opens: e.currentTarget.value })}
                    data={TIMES.slice(0, -1).map((v) => ({ value: v, label: time(v) }))}
                  />
                  <NativeSelect
                    label={t('DOCTORS.TO', { day: dayName, n: n + 1 })}
                    value={w.closes}
                    onChange={(e) => setWindow(index, { closes: e.currentTarget.value })}
                    data={TIMES.slice(1).map((v) => ({ value: v, label: time(v) }))}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={t('DOCTORS.REMOVE_TIME', { day: dayName, n: n + 1 })}
                    onClick={() => setWeek(week.filter((_, i) => i !== index))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              {rows.length < MAX_WINDOWS_A_DAY && (
                <Button
                  variant="subtle"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => {
                    const last = rows.at(-1)?.w.closes;
                    const opens = last && last < '22:00' ? last : '10:00';
                    const closes = TIMES[TIMES.indexOf(opens) + 6] ?? '23:00';
                    setWeek([...week, { day, opens, closes, ...(current === null ? {} : { location_id: current }) }]);
                  }}
                >
                  {t('DOCTORS.ADD_TIME', { day: dayName })}
                </Button>
              )}
            </Stack>
          </Paper>
        );
      })}

      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="leave-heading">
        <Text fw={700} id="leave-heading" mb="xs">
          {t('DOCTORS.LEAVE_DAYS')}
        </Text>
        <Group gap="xs" align="flex-end">
          <TextInput
            type="date"
            label={t('DOCTORS.LEAVE_DATE')}
            min={indiaDate(new Date())}
            value={newLeave}
            onChange={(e) => setNewLeave(e.currentTarget.value)}
          />
          <Button
            variant="light"
            disabled={!newLeave}
            onClick={() => {
              setLeave([...new Set([...leave, newLeave])].sort());
              setNewLeave('');
            }}
          >
            {t('DOCTORS.ADD_LEAVE')}
          </Button>
        </Group>
        <Stack gap={4} mt="xs">
          {leave.map((d) => {
            const shown = formatDate(`${d}T12:00:00+05:30`, 'dd-MM-yyyy', language);
            return (
              <Group key={d} gap="xs">
                <Text>{shown}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('DOCTORS.REMOVE_LEAVE', { date: shown })}
                  onClick={() => setLeave(leave.filter((x) => x !== d))}
                >
                  ×
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      </Paper>

      {save.isError && (
        <Alert color="red" role="alert">
          {errors.length
            ? [...new Set(errors)].map((key) => t(`ERRORS.${key}`)).join(' ')
            : errorMessage(save.error, t)}
        </Alert>
      )}
      <Button
        onClick={() => save.mutate({ week, leave }, { onSuccess: () => notifySuccess(t('DOCTORS.TIMINGS_SAVED')) })}
        loading={save.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('DOCTORS.SAVE_TIMINGS')}
      </Button>
    </Stack>
  );
}
