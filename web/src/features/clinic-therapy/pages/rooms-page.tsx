import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { timeOfSlot, type TTherapyRoom } from '@gd/contracts/schemas/clinic-therapy';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatClockTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useRoomWrites, useRooms } from '../api/therapy';
import { therapyErrorText, therapyKeyText } from '../components/errors';
import { rolesOf } from '../lib/board-logic';

/** Every half hour of the day, for the hours' selects. */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => timeOfSlot(i));

/**
 * /clinic/therapy/rooms (decision 97): the clinic's therapy rooms and yoga halls and its hours for therapies. The
 * administrator adds, renames and retires rooms and sets the hours; the others read.
 */
export function TherapyRoomsPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const roles = rolesOf(me);
  const rooms = useRooms();
  if (!roles.read) {
    return (
      <Alert color="yellow" role="alert" title={t('THERAPY.ROOMS.TITLE')}>
        {t('THERAPY.NOT_ALLOWED')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('THERAPY.ROOMS.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicTherapy.href()} variant="default" size="sm">
          {t('THERAPY.BOARD.TITLE')}
        </Button>
      </Group>
      {!roles.keepRooms ? <Text c="gray.8">{t('THERAPY.ROOMS.READ_ONLY')}</Text> : null}
      {rooms.isError ? <QueryError error={rooms.error} onRetry={() => void rooms.refetch()} /> : null}
      {rooms.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {rooms.data ? (
        <>
          <RoomTable rooms={rooms.data.rooms} canEdit={roles.keepRooms} />
          {roles.keepRooms ? <AddRoom /> : null}
          <Hours hours={rooms.data.hours} canEdit={roles.keepRooms} />
        </>
      ) : null}
    </Stack>
  );
}

function RoomTable({ rooms, canEdit }: { rooms: TTherapyRoom[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { update } = useRoomWrites();
  const [editing, setEditing] = useState<{
    id: number;
    name: string;
    nameGuj: string;
    error?: string;
    errorGuj?: string;
  } | null>(null);
  if (rooms.length === 0) return <Alert color="gray">{t('THERAPY.BOARD.NO_ROOMS')}</Alert>;
  const save = () => {
    if (!editing) return;
    update.mutate(
      { id: editing.id, body: { name: editing.name, name_guj: editing.nameGuj || null } },
      {
        onSuccess: () => {
          setEditing(null);
          notifySuccess(t('THERAPY.ROOMS.SAVED'));
        },
        onError: (err) =>
          setEditing(
            err instanceof ApiError && err.fieldErrors.name_guj && !err.fieldErrors.name
              ? { ...editing, errorGuj: therapyKeyText(t, err.fieldErrors.name_guj) }
              : { ...editing, error: therapyErrorText(t, err) },
          ),
      },
    );
  };
  return (
    <Table withTableBorder verticalSpacing="xs" data-testid="room-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('THERAPY.ROOMS.NAME')}</Table.Th>
          <Table.Th>{t('THERAPY.ROOMS.KIND')}</Table.Th>
          <Table.Th>{t('THERAPY.ROOMS.IN_USE')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rooms.map((r) => (
          <Table.Tr key={r.room_id} data-room={r.room_id}>
            <Table.Td>
              {editing?.id === r.room_id ? (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    save();
                  }}
                >
                  <Group gap={4} wrap="wrap" align="flex-start">
                    <TextInput
                      aria-label={t('THERAPY.ROOMS.NAME')}
                      value={editing.name}
                      maxLength={60}
                      data-autofocus
                      onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })}
                      error={editing.error}
                    />
                    <TextInput
                      aria-label={t('THERAPY.ROOMS.NAME_GUJ')}
                      placeholder={t('THERAPY.ROOMS.NAME_GUJ')}
                      value={editing.nameGuj}
                      maxLength={60}
                      onChange={(e) => setEditing({ ...editing, nameGuj: e.currentTarget.value })}
                      error={editing.errorGuj}
                    />
                    <Button type="submit" size="sm" loading={update.isPending}>
                      {t('THERAPY.ROOMS.SAVE')}
                    </Button>
                    <Button size="sm" variant="default" onClick={() => setEditing(null)}>
                      {t('THERAPY.PLACE.CANCEL')}
                    </Button>
                  </Group>
                </form>
              ) : (
                <Group gap={6} wrap="wrap">
                  <Text>{pick(r.name, r.name_guj)}</Text>
                  {canEdit ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setEditing({ id: r.room_id, name: r.name, nameGuj: r.name_guj ?? '' })}
                      aria-label={t('THERAPY.ROOMS.RENAME_NAME', { name: pick(r.name, r.name_guj) })}
                    >
                      {t('THERAPY.ROOMS.RENAME')}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Table.Td>
            <Table.Td>{t(r.kind === 2 ? 'THERAPY.ROOMS.KIND_YOGA' : 'THERAPY.ROOMS.KIND_THERAPY')}</Table.Td>
            <Table.Td>
              <Switch
                checked={r.is_active}
                disabled={!canEdit}
                aria-label={t('THERAPY.ROOMS.IN_USE_NAME', { name: pick(r.name, r.name_guj) })}
                onChange={(e) =>
                  update.mutate(
                    { id: r.room_id, body: { is_active: e.currentTarget.checked } },
                    { onError: (err) => notifyError(err, therapyErrorText(t, err)) },
                  )
                }
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AddRoom() {
  const { t } = useTranslation();
  const { create } = useRoomWrites();
  const [name, setName] = useState('');
  const [nameGuj, setNameGuj] = useState('');
  const [kind, setKind] = useState<1 | 2>(1);
  const [error, setError] = useState<string | undefined>();
  const [errorGuj, setErrorGuj] = useState<string | undefined>();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="add-room">
      <Title order={2} size="h4" id="add-room" mb="xs">
        {t('THERAPY.ROOMS.ADD')}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          setErrorGuj(undefined);
          create.mutate(
            { name, name_guj: nameGuj || null, kind },
            {
              onSuccess: () => {
                setName('');
                setNameGuj('');
                notifySuccess(t('THERAPY.ROOMS.ADDED'));
              },
              onError: (err) => {
                if (err instanceof ApiError && err.fieldErrors.name_guj && !err.fieldErrors.name) {
                  setErrorGuj(therapyKeyText(t, err.fieldErrors.name_guj));
                  return;
                }
                setError(
                  err instanceof ApiError && err.fieldErrors.name
                    ? therapyKeyText(t, err.fieldErrors.name)
                    : therapyErrorText(t, err),
                );
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('THERAPY.ROOMS.NAME')}
            value={name}
            maxLength={60}
            required
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            style={{ flex: '1 1 12rem' }}
          />
          <TextInput
            label={t('THERAPY.ROOMS.NAME_GUJ')}
            value={nameGuj}
            maxLength={60}
            onChange={(e) => setNameGuj(e.currentTarget.value)}
            error={errorGuj}
            style={{ flex: '1 1 12rem' }}
          />
          <NativeSelect
            label={t('THERAPY.ROOMS.KIND')}
            value={String(kind)}
            onChange={(e) => setKind(e.currentTarget.value === '2' ? 2 : 1)}
            data={[
              { value: '1', label: t('THERAPY.ROOMS.KIND_THERAPY') },
              { value: '2', label: t('THERAPY.ROOMS.KIND_YOGA') },
            ]}
          />
          <Button type="submit" loading={create.isPending}>
            {t('THERAPY.ROOMS.ADD_BUTTON')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function Hours({ hours, canEdit }: { hours: { opens: string; closes: string }; canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { hours: save } = useRoomWrites();
  const [opens, setOpens] = useState(hours.opens);
  const [closes, setCloses] = useState(hours.closes);
  const [error, setError] = useState<string | null>(null);
  const options = HALF_HOURS.map((v) => ({ value: v, label: formatClockTime(v, language) }));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="therapy-hours">
      <Title order={2} size="h4" id="therapy-hours" mb="xs">
        {t('THERAPY.ROOMS.HOURS')}
      </Title>
      {error ? (
        <Alert color="red" role="alert" mb="xs">
          {error}
        </Alert>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          save.mutate(
            { opens, closes },
            {
              onSuccess: () => notifySuccess(t('THERAPY.ROOMS.HOURS_SAVED')),
              onError: (err) => setError(therapyErrorText(t, err)),
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('THERAPY.ROOMS.OPENS')}
            value={opens}
            disabled={!canEdit}
            onChange={(e) => setOpens(e.currentTarget.value)}
            data={options}
          />
          <NativeSelect
            label={t('THERAPY.ROOMS.CLOSES')}
            value={closes}
            disabled={!canEdit}
            onChange={(e) => setCloses(e.currentTarget.value)}
            data={options}
          />
          {canEdit ? (
            <Button type="submit" loading={save.isPending}>
              {t('THERAPY.ROOMS.SAVE')}
            </Button>
          ) : null}
        </Group>
      </form>
    </Paper>
  );
}
