import { Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEvent } from '@gd/contracts/schemas/content';
import { eventStatuses } from '@gd/contracts/codes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useConfirm } from '../../../components/use-confirm';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdminEvents, useDeleteEvent } from '../api/manage-events';
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
  const confirm = useConfirm();

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

  const confirmDelete = (item: TEvent) =>
    confirm({
      title: t('CONTENT.DELETE_TITLE'),
      message: t('CONTENT.CONFIRM_DELETE'),
      subject: item.event_name,
      onConfirm: () =>
        remove.mutateAsync(item.event_id).then(
          () => notifySuccess(t('CONTENT.EVENT_DELETED')),
          (error: unknown) => {
            notifyError(error);
            throw error;
          },
        ),
    });

  const columns: DataTableColumn<TEvent>[] = [
    {
      header: 'CONTENT.IMAGE',
      cell: (e) =>
        e.event_image_url ? <Image src={mediaUrl(e.event_image_url)} alt="" w={64} h={36} radius="sm" /> : '—',
    },
    {
      header: 'CONTENT.EVENT_NAME',
      cell: (e) => (
        <>
          <Text fw={600}>{e.event_name}</Text>
          <Text size="xs" c="dimmed">
            {e.event_location}
          </Text>
        </>
      ),
    },
    { header: 'CONTENT.DATES', cell: (e) => range(e.event_start_date, e.event_end_date) },
    {
      header: 'CONTENT.STATUS',
      cell: (e) => (
        <Badge color={STATUS_COLOURS[e.event_status]} variant="filled">
          {t(eventStatuses.labelKey(e.event_status, 'CODES.EVENT_STATUS.PUBLISHED'))}
        </Badge>
      ),
    },
    {
      header: 'CONTENT.ACTIONS',
      cell: (e) => (
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
            onClick={() => confirmDelete(e)}
            aria-label={`${t('CONTENT.DELETE')}: ${e.event_name}`}
          >
            {t('CONTENT.DELETE')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('TITLES.ADMIN_EVENTS')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('CONTENT.ADD_EVENT')}</Button>
      </Group>
      <DataTable
        label={t('TITLES.ADMIN_EVENTS')}
        query={events}
        rows={events.data?.rows}
        rowKey={(e) => e.event_id}
        columns={columns}
        serialHeader="#"
        emptyMessage={t('CONTENT.NO_EVENTS_YET')}
        minWidth={680}
        highlightOnHover={false}
      />
    </Stack>
  );
}
