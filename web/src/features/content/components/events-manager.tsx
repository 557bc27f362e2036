import { Badge, Button, Group, Image, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEvent } from '@gd/contracts/schemas/content';
import { eventStatuses } from '@gd/contracts/codes';
import { QueryError } from '../../../components/query-error';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminEvents, useDeleteEvent } from '../api/manage-events';
import { ConfirmDelete } from './confirm-delete';
import { useDateRange } from './date-badge';
import { EventForm } from './event-form';

const STATUS_COLOURS = { published: 'green.9', draft: 'gray.8', cancelled: 'red.9' } as const;

/** Admin: every event (drafts too) with create, edit and delete. */
export function EventsManager() {
  const { t } = useTranslation();
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const range = useDateRange();
  const [editing, setEditing] = useState<TEvent | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TEvent | null>(null);

  if (editing) {
    return (
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {editing === 'new' ? t('CONTENT.ADD_EVENT') : t('CONTENT.EDIT_EVENT')}
        </Title>
        <EventForm event={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  }

  const confirm = () =>
    toDelete &&
    remove.mutate(toDelete.event_id, {
      onSuccess: () => {
        notifySuccess(t('CONTENT.EVENT_DELETED'));
        setToDelete(null);
      },
      onError: (error) => notifyError(error),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('TITLES.ADMIN_EVENTS')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('CONTENT.ADD_EVENT')}</Button>
      </Group>
      {events.isError ? <QueryError error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isPending ? <Skeleton h={200} /> : null}
      {events.data ? (
        <Table.ScrollContainer minWidth={680}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('CONTENT.IMAGE')}</Table.Th>
                <Table.Th>{t('CONTENT.EVENT_NAME')}</Table.Th>
                <Table.Th>{t('CONTENT.DATES')}</Table.Th>
                <Table.Th>{t('CONTENT.STATUS')}</Table.Th>
                <Table.Th>{t('CONTENT.ACTIONS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.data.rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed">{t('CONTENT.NO_EVENTS_YET')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {events.data.rows.map((e, i) => (
                <Table.Tr key={e.event_id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    {e.event_image_url ? (
                      <Image src={mediaUrl(e.event_image_url)} alt="" w={64} h={36} radius="sm" />
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600}>{e.event_name}</Text>
                    <Text size="xs" c="dimmed">
                      {e.event_location}
                    </Text>
                  </Table.Td>
                  <Table.Td>{range(e.event_start_date, e.event_end_date)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[e.event_status]} variant="filled">
                      {t(eventStatuses.labelKey(e.event_status, 'CODES.EVENT_STATUS.PUBLISHED'))}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(e)}
                        aria-label={`${t('CONTENT.EDIT')}: ${e.event_name}`}
                      >
                        {t('CONTENT.EDIT')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setToDelete(e)}
                        aria-label={`${t('CONTENT.DELETE')}: ${e.event_name}`}
                      >
                        {t('CONTENT.DELETE')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <ConfirmDelete
        subject={toDelete?.event_name ?? null}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirm()}
        loading={remove.isPending}
      />
    </Stack>
  );
}
