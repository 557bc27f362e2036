import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import type { TWardCategory, TWardRoom } from '@gd/contracts/schemas/clinic-ward';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import {
  useCreateBed,
  useCreateCategory,
  useCreateRoom,
  useUpdateBed,
  useUpdateCategory,
  useUpdateRoom,
  useWardSetup,
} from '../api/ward';
import { wardErrorText, wardFieldErrors } from '../components/errors';
import { canKeepRooms } from '../components/roles';

/** Rupees typed (up to two decimals) → paise. */
const toPaise = (v: number | string) => Math.round(Number(v) * 100);

/**
 * /clinic/ward/setup (issue 21 point 1, decision 98): the clinic administrator's room categories with their daily
 * charge (a new charge applies to admissions from now on; stays keep theirs), rooms (number, floor, category, AC)
 * and their beds; a room or bed in use can be taken out of use when nobody is in it.
 */
export function WardSetupPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const setup = useWardSetup(canKeepRooms(me));
  if (!canKeepRooms(me)) {
    return (
      <Alert color="yellow" role="alert" title={t('WARD.SETUP.TITLE')}>
        {t('WARD.SETUP.NOT_ALLOWED')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('WARD.SETUP.TITLE')}
        </Title>
        <Button component={Link} to={paths.clinicWard.href()} variant="default" size="sm">
          {t('WARD.BOARD.TITLE')}
        </Button>
      </Group>
      {setup.isError ? <QueryError error={setup.error} onRetry={() => void setup.refetch()} /> : null}
      {setup.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {setup.data ? (
        <>
          <Categories categories={setup.data.categories} />
          <Rooms rooms={setup.data.rooms} categories={setup.data.categories} />
        </>
      ) : null}
    </Stack>
  );
}

function CategoryForm({ category, onDone }: { category?: TWardCategory; onDone?: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const mutation = category ? update : create;
  const [name, setName] = useState(category?.name ?? '');
  const [nameGuj, setNameGuj] = useState(category?.name_guj ?? '');
  const [rupees, setRupees] = useState<number | string>(category ? category.daily_charge / 100 : '');
  const [active, setActive] = useState(category?.is_active ?? true);
  const errors = wardFieldErrors(t, mutation.error);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { name, name_guj: nameGuj || null, daily_charge: toPaise(rupees), is_active: active };
    const done = {
      onSuccess: () => {
        notifySuccess(t('WARD.SETUP.SAVED'));
        if (!category) {
          setName('');
          setNameGuj('');
          setRupees('');
        }
        onDone?.();
      },
    };
    if (category) update.mutate({ id: category.category_id, body }, done);
    else create.mutate(body, done);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('WARD.SETUP.CATEGORY_NAME')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t('WARD.SETUP.CATEGORY_NAME_GUJ')}
          value={nameGuj}
          onChange={(e) => setNameGuj(e.currentTarget.value)}
          error={errors.name_guj}
        />
        <NumberInput
          label={t('WARD.SETUP.DAILY_CHARGE')}
          required
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          w={150}
          value={rupees}
          onChange={setRupees}
          error={errors.daily_charge}
        />
        {category ? (
          <Checkbox
            label={t('WARD.SETUP.IN_USE')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          {category ? t('WARD.SETUP.SAVE') : t('WARD.SETUP.ADD_CATEGORY')}
        </Button>
        {onDone ? (
          <Button variant="default" onClick={onDone}>
            {t('ACTIONS.CANCEL')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

function Categories({ categories }: { categories: TWardCategory[] }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="ward-categories">
      <Title order={2} size="h4" id="ward-categories" mb="xs">
        {t('WARD.SETUP.CATEGORIES')}
      </Title>
      <Stack gap="xs">
        {categories.map((c) =>
          editing === c.category_id ? (
            <CategoryForm key={c.category_id} category={c} onDone={() => setEditing(null)} />
          ) : (
            <Group key={c.category_id} justify="space-between" gap="xs" wrap="wrap" data-testid="category">
              <Text>
                {pick(c.name, c.name_guj)} · {t('WARD.PER_DAY', { amount: formatRupees(c.daily_charge, language) })}
                {c.is_active ? null : (
                  <Badge ml="xs" color="gray.8" variant="filled">
                    {t('WARD.SETUP.NOT_IN_USE')}
                  </Badge>
                )}
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(c.category_id)}
                aria-label={t('WARD.SETUP.EDIT_NAMED', { name: c.name })}
              >
                {t('WARD.SETUP.EDIT')}
              </Button>
            </Group>
          ),
        )}
        <CategoryForm />
      </Stack>
    </Paper>
  );
}

function RoomForm({
  room,
  categories,
  onDone,
}: {
  room?: TWardRoom;
  categories: TWardCategory[];
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const mutation = room ? update : create;
  const [number, setNumber] = useState(room?.room_number ?? '');
  const [floor, setFloor] = useState<number | string>(room?.floor ?? '');
  const [categoryId, setCategoryId] = useState(room ? String(room.category_id) : '');
  const [ac, setAc] = useState(room?.is_ac ?? false);
  const [active, setActive] = useState(room?.is_active ?? true);
  const [beds, setBeds] = useState('A, B');
  const errors = wardFieldErrors(t, mutation.error);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      room_number: number,
      floor: floor === '' ? null : Number(floor),
      category_id: Number(categoryId) || 0,
      is_ac: ac,
      is_active: active,
      ...(room
        ? {}
        : {
            beds: beds
              .split(',')
              .map((b) => b.trim())
              .filter(Boolean),
          }),
    };
    const done = {
      onSuccess: () => {
        notifySuccess(t('WARD.SETUP.SAVED'));
        if (!room) setNumber('');
        onDone?.();
      },
    };
    if (room) update.mutate({ id: room.room_id, body }, done);
    else create.mutate(body, done);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('WARD.SETUP.ROOM_NUMBER')}
          required
          w={120}
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errors.room_number}
        />
        <NumberInput
          label={t('WARD.SETUP.FLOOR')}
          w={90}
          min={-2}
          max={60}
          value={floor}
          onChange={setFloor}
          error={errors.floor}
        />
        <NativeSelect
          label={t('WARD.SETUP.CATEGORY')}
          required
          value={categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
          data={[
            { value: '', label: t('WARD.SETUP.CHOOSE_CATEGORY') },
            ...categories
              .filter((c) => c.is_active || c.category_id === room?.category_id)
              .map((c) => ({ value: String(c.category_id), label: pick(c.name, c.name_guj) })),
          ]}
          error={errors.category_id}
        />
        {room ? null : (
          <TextInput
            label={t('WARD.SETUP.BEDS')}
            description={t('WARD.SETUP.BEDS_HINT')}
            w={140}
            value={beds}
            onChange={(e) => setBeds(e.currentTarget.value)}
            error={errors.beds}
          />
        )}
        <Checkbox label={t('WARD.AC')} checked={ac} onChange={(e) => setAc(e.currentTarget.checked)} />
        {room ? (
          <Checkbox
            label={t('WARD.SETUP.IN_USE')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          {room ? t('WARD.SETUP.SAVE') : t('WARD.SETUP.ADD_ROOM')}
        </Button>
        {onDone ? (
          <Button variant="default" onClick={onDone}>
            {t('ACTIONS.CANCEL')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

function Rooms({ rooms, categories }: { rooms: TWardRoom[]; categories: TWardCategory[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [editing, setEditing] = useState<number | null>(null);
  const addBed = useCreateBed();
  const updateBed = useUpdateBed();
  const [newBed, setNewBed] = useState<Record<number, string>>({});
  const categoryOf = new Map(categories.map((c) => [c.category_id, c]));
  const fail = (err: unknown) => notifyError(new Error(wardErrorText(t, err)));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="ward-rooms">
      <Title order={2} size="h4" id="ward-rooms" mb="xs">
        {t('WARD.SETUP.ROOMS')}
      </Title>
      <Stack gap="sm">
        {categories.length === 0 ? <Text c="dimmed">{t('WARD.SETUP.CATEGORY_FIRST')}</Text> : null}
        <Table.ScrollContainer minWidth={0}>
          <Table>
            <Table.Tbody>
              {rooms.map((room) => {
                const category = categoryOf.get(room.category_id);
                return (
                  <Table.Tr key={room.room_id} data-testid="room">
                    <Table.Td>
                      {editing === room.room_id ? (
                        <RoomForm room={room} categories={categories} onDone={() => setEditing(null)} />
                      ) : (
                        <Stack gap={4}>
                          <Group justify="space-between" gap="xs" wrap="wrap">
                            <Text fw={700}>
                              {t('WARD.ROOM_NAMED', { room: room.room_number })}
                              {room.floor !== null ? ` · ${t('WARD.FLOOR_N', { floor: room.floor })}` : ''} ·{' '}
                              {category ? pick(category.name, category.name_guj) : ''}
                              {room.is_ac ? ` · ${t('WARD.AC')}` : ''}
                            </Text>
                            <Group gap={4}>
                              {room.is_active ? null : (
                                <Badge color="gray.8" variant="filled">
                                  {t('WARD.SETUP.NOT_IN_USE')}
                                </Badge>
                              )}
                              <Button
                                size="xs"
                                variant="light"
                                onClick={() => setEditing(room.room_id)}
                                aria-label={t('WARD.SETUP.EDIT_NAMED', { name: room.room_number })}
                              >
                                {t('WARD.SETUP.EDIT')}
                              </Button>
                            </Group>
                          </Group>
                          <Group gap={6} wrap="wrap">
                            {room.beds.map((bed) => (
                              <Button
                                key={bed.bed_id}
                                size="xs"
                                variant={bed.is_active ? 'outline' : 'subtle'}
                                color={bed.is_active ? 'teal.9' : 'gray.8'}
                                disabled={bed.occupied}
                                title={bed.occupied ? t('WARD.SETUP.BED_OCCUPIED') : undefined}
                                aria-label={t(bed.is_active ? 'WARD.SETUP.BED_DISABLE' : 'WARD.SETUP.BED_ENABLE', {
                                  bed: t('WARD.BED_NAMED', { room: room.room_number, bed: bed.label }),
                                })}
                                onClick={() =>
                                  updateBed.mutate(
                                    { id: bed.bed_id, body: { label: bed.label, is_active: !bed.is_active } },
                                    { onError: fail },
                                  )
                                }
                              >
                                {bed.label}
                                {bed.is_active ? '' : ` (${t('WARD.SETUP.NOT_IN_USE')})`}
                              </Button>
                            ))}
                            <TextInput
                              aria-label={t('WARD.SETUP.NEW_BED_IN', { room: room.room_number })}
                              placeholder={t('WARD.SETUP.NEW_BED')}
                              size="xs"
                              w={90}
                              value={newBed[room.room_id] ?? ''}
                              onChange={(e) => setNewBed({ ...newBed, [room.room_id]: e.currentTarget.value })}
                            />
                            <Button
                              size="xs"
                              variant="light"
                              disabled={!(newBed[room.room_id] ?? '').trim()}
                              onClick={() =>
                                addBed.mutate(
                                  { roomId: room.room_id, body: { label: (newBed[room.room_id] ?? '').trim() } },
                                  { onSuccess: () => setNewBed({ ...newBed, [room.room_id]: '' }), onError: fail },
                                )
                              }
                            >
                              {t('WARD.SETUP.ADD_BED')}
                            </Button>
                          </Group>
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {categories.length > 0 ? <RoomForm categories={categories} /> : null}
      </Stack>
    </Paper>
  );
}
