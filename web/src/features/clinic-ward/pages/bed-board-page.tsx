import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { STAYS_PAGE_SIZE, type TBoardBed, type TBoardRoom } from '@gd/contracts/schemas/clinic-ward';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useBedBoard, useMarkFree, useStays } from '../api/ward';
import { wardErrorText } from '../components/errors';
import { dayText } from '../components/format';
import { canAdmit, canKeepRooms, canReadStays, canRunBeds } from '../components/roles';

const STATE_COLOR = { free: 'teal.9', occupied: 'blue.9', cleaning: 'dark.5' } as const;

/**
 * /clinic/ward (issue 21 point 1, decision 98): every room and bed — free, occupied (the patient, the day of
 * their stay, Jain diet) or being cleaned — with the counts; reception admits to a free bed and marks a cleaned one
 * free; a patient's name opens their stay. Every department reads it (the lab and panchakarma find their
 * in-patients here). Below, the stays discharged lately with their bills.
 */
export function BedBoardPage({ me }: { me: TStaffSession }) {
  const { t } = useTranslation();
  const board = useBedBoard();
  const data = board.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('WARD.BOARD.TITLE')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {canAdmit(me) ? (
            <Button component={Link} to={paths.clinicWardAdmit.href()}>
              {t('WARD.ADMIT.BUTTON')}
            </Button>
          ) : null}
          {canReadStays(me) ? (
            <Button component={Link} to={paths.clinicKitchen.href()} variant="default">
              {t('WARD.KITCHEN.TITLE')}
            </Button>
          ) : null}
          {canKeepRooms(me) ? (
            <Button component={Link} to={paths.clinicWardSetup.href()} variant="default">
              {t('WARD.SETUP.TITLE')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {board.isError ? <QueryError error={board.error} onRetry={() => void board.refetch()} /> : null}
      {!data && board.isPending ? <Loader aria-label={t('APP.LOADING')} /> : null}
      {data ? (
        <>
          <Group gap="xs" wrap="wrap" data-testid="bed-counts">
            {(['free', 'occupied', 'cleaning'] as const).map((state) => (
              <Badge key={state} size="lg" variant="filled" color={STATE_COLOR[state]} data-state={state}>
                {t(`WARD.BOARD.COUNT_${state.toUpperCase()}`, { count: data.counts[state] })}
              </Badge>
            ))}
          </Group>
          {data.rooms.length === 0 ? (
            <Text c="dimmed">{t(canKeepRooms(me) ? 'WARD.BOARD.EMPTY_ADMIN' : 'WARD.BOARD.EMPTY')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {data.rooms.map((room) => (
                <RoomCard key={room.room_id} room={room} me={me} />
              ))}
            </SimpleGrid>
          )}
        </>
      ) : null}
      {canReadStays(me) ? <Discharged /> : null}
    </Stack>
  );
}

function RoomCard({ room, me }: { room: TBoardRoom; me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="section"
      aria-label={t('WARD.ROOM_NAMED', { room: room.room_number })}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
        <Title order={2} size="h4">
          {t('WARD.ROOM_NAMED', { room: room.room_number })}
        </Title>
        <Group gap={4}>
          {room.is_ac ? (
            <Badge variant="outline" color="gray.8">
              {t('WARD.AC')}
            </Badge>
          ) : null}
          {room.floor !== null ? (
            <Badge variant="outline" color="gray.8">
              {t('WARD.FLOOR_N', { floor: room.floor })}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {pick(room.category_name, room.category_name_guj)} ·{' '}
        {t('WARD.PER_DAY', { amount: formatRupees(room.daily_charge, language) })}
      </Text>
      <Stack gap="xs">
        {room.beds.map((bed) => (
          <BedRow key={bed.bed_id} bed={bed} room={room.room_number} me={me} />
        ))}
      </Stack>
    </Card>
  );
}

function BedRow({ bed, room, me }: { bed: TBoardBed; room: string; me: TStaffSession }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const markFree = useMarkFree();
  const name = t('WARD.BED_NAMED', { room, bed: bed.label });
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="bed" data-bed={`${room}/${bed.label}`} data-state={bed.state}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={700} miw={28}>
            {bed.label}
          </Text>
          <Badge color={STATE_COLOR[bed.state]} variant="filled">
            {t(`WARD.STATE.${bed.state}`)}
          </Badge>
        </Group>
        {bed.state === 'free' && canAdmit(me) ? (
          <Button
            component={Link}
            to={`${paths.clinicWardAdmit.href()}?bed=${bed.bed_id}`}
            size="xs"
            variant="light"
            aria-label={t('WARD.ADMIT.TO_BED', { bed: name })}
          >
            {t('WARD.ADMIT.SHORT')}
          </Button>
        ) : null}
        {bed.state === 'cleaning' && canRunBeds(me) ? (
          <Button
            size="xs"
            variant="default"
            loading={markFree.isPending}
            aria-label={t('WARD.BOARD.MARK_FREE_NAMED', { bed: name })}
            onClick={() =>
              markFree.mutate(bed.bed_id, {
                onSuccess: () => notifySuccess(t('WARD.BOARD.FREED', { bed: name })),
                onError: (err) => notifyError(new Error(wardErrorText(t, err))),
              })
            }
          >
            {t('WARD.BOARD.MARK_FREE')}
          </Button>
        ) : null}
      </Group>
      {bed.stay ? (
        <Stack gap={2} mt={4}>
          {canReadStays(me) ? (
            <Anchor component={Link} to={paths.clinicStay.href({ id: bed.stay.stay_id })} fw={600}>
              {pick(bed.stay.patient_name, bed.stay.patient_name_guj)}
            </Anchor>
          ) : (
            <Text fw={600}>{pick(bed.stay.patient_name, bed.stay.patient_name_guj)}</Text>
          )}
          <Text size="sm" c="dimmed">
            {bed.stay.case_no} · {t('WARD.DAY_OF_STAY', { day: bed.stay.day_of_stay })}
            {bed.stay.doctor_name ? ` · ${bed.stay.doctor_name}` : ''}
          </Text>
          {bed.stay.is_jain ? (
            <Badge size="sm" color="grape.9" variant="filled">
              {t('WARD.JAIN')}
            </Badge>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

function Discharged() {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const [page, setPage] = useState(1);
  const list = useStays('discharged', page);
  const data = list.data;
  return (
    <section aria-labelledby="ward-discharged">
      <Title order={2} size="h3" id="ward-discharged" mb="xs">
        {t('WARD.DISCHARGED.TITLE')}
      </Title>
      {list.isError ? <QueryError error={list.error} /> : null}
      {data && data.rows.length === 0 ? <Text c="dimmed">{t('WARD.DISCHARGED.NONE')}</Text> : null}
      {data && data.rows.length > 0 ? (
        <Table.ScrollContainer minWidth={0}>
          <Table striped data-testid="discharged">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('WARD.PATIENT')}</Table.Th>
                <Table.Th>{t('WARD.STAY_DATES')}</Table.Th>
                <Table.Th>{t('WARD.BILL.NUMBER')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.stay_id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.clinicStay.href({ id: row.stay_id })}>
                      {pick(row.patient_name, row.patient_name_guj)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.case_no} · {row.room_number}/{row.bed_label}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {dayText(row.admission_date, language)} –{' '}
                    {row.discharge_date ? dayText(row.discharge_date, language) : ''}
                  </Table.Td>
                  <Table.Td>
                    {row.bill_number}
                    {row.total !== null ? (
                      <Text size="xs" c="dimmed">
                        {formatRupees(row.total, language)}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {data && page * STAYS_PAGE_SIZE < data.total ? (
        <Button variant="default" size="sm" mt="xs" onClick={() => setPage(page + 1)}>
          {t('WARD.DISCHARGED.OLDER')}
        </Button>
      ) : null}
      {page > 1 ? (
        <Button variant="subtle" size="sm" mt="xs" ml="xs" onClick={() => setPage(page - 1)}>
          {t('WARD.DISCHARGED.NEWER')}
        </Button>
      ) : null}
    </section>
  );
}
