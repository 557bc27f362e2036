import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  type RecordField,
  type RecordTable,
  RECORD_PAGE_SIZE,
  recordTable,
  type TRecordRow,
  writableFields,
} from '@gd/contracts/schemas/records';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteRecord } from '../api/delete-record';
import { useRecordOptions } from '../api/get-record-options';
import { useRecords } from '../api/get-records';
import { useSaveRecord } from '../api/save-record';
import { RecordForm } from '../components/record-form';
import { RecordSearch } from '../components/record-search';
import { cellText, fieldLabelKey, rowLabel, tableLabelKey } from '../components/record-text';

/** /admin/masters/:table (admin): the list, search, forms and row actions of one registry table. */
export function MasterTablePage() {
  const { t } = useTranslation();
  const { table = '' } = useParams();
  const def = recordTable(table);
  if (!def)
    return (
      <Stack gap="sm">
        <Title order={1} fz={24}>
          {t('RECORDS.UNKNOWN_TABLE')}
        </Title>
        <Anchor component={Link} to={paths.adminMasters.href()}>
          {t('RECORDS.BACK_TO_MASTERS')}
        </Anchor>
      </Stack>
    );
  return <MasterTable key={def.table} def={def} />;
}

/** Labels of the rows a ref field points at, for the list's cells. */
function useRefLabels(field: RecordField | undefined, language: 'en' | 'guj') {
  const target = field?.ref ? recordTable(field.ref) : undefined;
  const options = useRecordOptions(field?.ref ?? '', target !== undefined);
  return (id: number) => {
    const row = options.data?.find((r) => r[target!.pk] === id);
    return row && target ? rowLabel(target, row, language) : undefined;
  };
}

function MasterTable({ def }: { def: RecordTable }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const records = useRecords(def.table, { page, search, searchField: def.autocomplete });
  const remove = useDeleteRecord(def.table);
  const save = useSaveRecord(def.table);
  const [editing, setEditing] = useState<TRecordRow | 'new' | null>(null);
  const confirm = useConfirm();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });

  const listFields = def.fields.filter((f) => f.list && !(def.actions && Object.values(def.actions).includes(f.name)));
  // Hooks in a fixed order: one per ref column the list shows (at most a few per table).
  const refFields = listFields.filter((f) => f.kind === 'ref');
  const refLabels = [
    useRefLabels(refFields[0], language),
    useRefLabels(refFields[1], language),
    useRefLabels(refFields[2], language),
  ];
  const refLabel = (f: RecordField) => refLabels[refFields.indexOf(f)];

  const title = t(tableLabelKey(def.table));
  const count = records.data?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(count / RECORD_PAGE_SIZE));

  const go = (next: { page?: number; q?: string }) => {
    const p = new URLSearchParams(params);
    const q = next.q ?? search;
    if (q) p.set('q', q);
    else p.delete('q');
    const n = next.page ?? page;
    if (n > 1) p.set('page', String(n));
    else p.delete('page');
    setParams(p);
  };

  const setFlag = (row: TRecordRow, field: string, value: 0 | 1, message: string) =>
    save.mutate(
      { id: Number(row[def.pk]), body: { [field]: value } },
      {
        onSuccess: () => notifySuccess(message, t('RECORDS.SUCCESS')),
        onError: (error) => notifyError(error, errorMessage(error, t)),
      },
    );

  const confirmDelete = (row: TRecordRow) =>
    confirm({
      title: t('RECORDS.CONFIRM_DELETE_TITLE'),
      message: t('RECORDS.CONFIRM_DELETE'),
      subject: rowLabel(def, row),
      // Success or failure, the dialog closes (a failure says why in a toast).
      onConfirm: () =>
        remove.mutateAsync(Number(row[def.pk])).then(
          () => {
            notifySuccess(t('RECORDS.DELETED'), t('RECORDS.SUCCESS'));
            // The last row of the last page: go back a page.
            if (records.data?.rows.length === 1 && page > 1) go({ page: page - 1 });
          },
          (error: unknown) =>
            notifyError(
              error,
              error instanceof ApiError && error.status === 409 ? t('RECORDS.IN_USE') : errorMessage(error, t),
            ),
        ),
    });

  const actions = (row: TRecordRow) => {
    const name = rowLabel(def, row);
    const a = def.actions ?? {};
    return (
      <Group gap="xs" wrap="nowrap">
        {a.active ? (
          <Switch
            checked={row[a.active] === 1}
            onChange={(e) =>
              setFlag(
                row,
                a.active!,
                e.currentTarget.checked ? 1 : 0,
                t(e.currentTarget.checked ? 'RECORDS.ACTIVATED' : 'RECORDS.DEACTIVATED'),
              )
            }
            label={t('RECORDS.ACTIVE')}
            aria-label={t('RECORDS.ACTIVE_FOR', { name })}
          />
        ) : null}
        {a.approve ? (
          row[a.approve] === 1 ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => setFlag(row, a.approve!, 0, t('RECORDS.REJECTED'))}
              aria-label={t('RECORDS.REJECT_NAMED', { name })}
            >
              {t('RECORDS.REJECT')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              onClick={() => setFlag(row, a.approve!, 1, t('RECORDS.APPROVED'))}
              aria-label={t('RECORDS.APPROVE_NAMED', { name })}
            >
              {t('RECORDS.APPROVE')}
            </Button>
          )
        ) : null}
        {a.hide ? (
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              setFlag(
                row,
                a.hide!,
                row[a.hide!] === 1 ? 0 : 1,
                t(row[a.hide!] === 1 ? 'RECORDS.SHOWN' : 'RECORDS.HIDDEN'),
              )
            }
            aria-label={t(row[a.hide] === 1 ? 'RECORDS.SHOW_NAMED' : 'RECORDS.HIDE_NAMED', { name })}
          >
            {t(row[a.hide] === 1 ? 'RECORDS.SHOW' : 'RECORDS.HIDE')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(row)}
            aria-label={t('RECORDS.EDIT_NAMED', { name })}
          >
            {t('RECORDS.EDIT')}
          </Button>
        ) : null}
        {def.remove !== false ? (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(row)}
            aria-label={t('RECORDS.DELETE_NAMED', { name })}
          >
            {t('RECORDS.DELETE')}
          </Button>
        ) : null}
      </Group>
    );
  };

  const statusBadges = (row: TRecordRow) => {
    const a = def.actions ?? {};
    return (
      <Group gap={4} wrap="nowrap">
        {a.approve ? (
          <Badge color={row[a.approve] === 1 ? '#1b5e20' : 'gray.8'} variant="filled">
            {t(row[a.approve] === 1 ? 'RECORDS.STATUS_APPROVED' : 'RECORDS.STATUS_PENDING')}
          </Badge>
        ) : null}
        {a.hide && row[a.hide] === 1 ? (
          <Badge color="gray.8" variant="filled">
            {t('RECORDS.STATUS_HIDDEN')}
          </Badge>
        ) : null}
      </Group>
    );
  };
  const showStatus = Boolean(def.actions?.approve || def.actions?.hide);
  // A table whose only writable fields are row actions (reviews: hide) has no edit form.
  const actionFields: string[] = Object.values(def.actions ?? {});
  const editable = writableFields(def).some((f) => !actionFields.includes(f.name));

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: t('RECORDS.TITLE'), to: paths.adminMasters.href() }, { label: title }]} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {def.create !== false ? (
          <Button onClick={() => setEditing('new')}>{t('RECORDS.ADD', { table: title })}</Button>
        ) : null}
      </Group>
      <RecordSearch key={search} def={def} value={search} onSearch={(q) => go({ q, page: 1 })} />
      {records.isError ? (
        <QueryError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.isPending ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('RECORDS.COUNT', { count })}
          </Text>
          {!wide ? (
            records.data.rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                {t('RECORDS.EMPTY')}
              </Text>
            ) : (
              <Stack gap="sm" component="ol" aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {records.data.rows.map((row, index) => (
                  <Card key={String(row[def.pk])} component="li" withBorder radius="md" padding="sm">
                    <Text size="xs" c="dimmed">
                      {t('RECORDS.SERIAL')} {index + 1 + RECORD_PAGE_SIZE * (page - 1)}
                    </Text>
                    <Stack gap={2} mt={4}>
                      {listFields.map((f) => (
                        <Text key={f.name} size="sm">
                          <Text span fw={600}>
                            {t(fieldLabelKey(f.name))}:
                          </Text>{' '}
                          {cellText(t, language, f, row[f.name], refLabel(f))}
                        </Text>
                      ))}
                    </Stack>
                    {showStatus ? <Group mt="xs">{statusBadges(row)}</Group> : null}
                    <Group mt="sm" gap="xs" style={{ overflowX: 'auto' }}>
                      {actions(row)}
                    </Group>
                  </Card>
                ))}
              </Stack>
            )
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('RECORDS.SERIAL')}</Table.Th>
                    {listFields.map((f) => (
                      <Table.Th key={f.name}>{t(fieldLabelKey(f.name))}</Table.Th>
                    ))}
                    {showStatus ? <Table.Th>{t('RECORDS.STATUS')}</Table.Th> : null}
                    <Table.Th>{t('RECORDS.ACTION')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {records.data.rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={listFields.length + (showStatus ? 3 : 2)}>
                        <Text c="dimmed" ta="center" py="md">
                          {t('RECORDS.EMPTY')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    records.data.rows.map((row, index) => (
                      <Table.Tr key={String(row[def.pk])}>
                        {/* Spec §9: serial number = index + 1 + 20 × (page − 1) */}
                        <Table.Td>{index + 1 + RECORD_PAGE_SIZE * (page - 1)}</Table.Td>
                        {listFields.map((f) => (
                          <Table.Td key={f.name} style={{ maxWidth: '18rem' }}>
                            <Text size="sm" lineClamp={2}>
                              {cellText(t, language, f, row[f.name], refLabel(f))}
                            </Text>
                          </Table.Td>
                        ))}
                        {showStatus ? <Table.Td>{statusBadges(row)}</Table.Td> : null}
                        <Table.Td>{actions(row)}</Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {totalPages > 1 ? (
            <Group justify="center">
              <Pagination
                total={totalPages}
                value={Math.min(page, totalPages)}
                onChange={(p) => go({ page: p })}
                getItemProps={(p) => ({ 'aria-label': t('RECORDS.PAGE_N', { page: p }) })}
                getControlProps={(control) => ({
                  'aria-label': t(
                    control === 'next'
                      ? 'RECORDS.NEXT_PAGE'
                      : control === 'previous'
                        ? 'RECORDS.PREVIOUS_PAGE'
                        : control === 'first'
                          ? 'RECORDS.FIRST_PAGE'
                          : 'RECORDS.LAST_PAGE',
                  ),
                })}
              />
            </Group>
          ) : null}
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('RECORDS.ADD', { table: title }) : t('RECORDS.EDIT_TITLE', { table: title })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('RECORDS.CLOSE') }}
      >
        {editing !== null ? (
          <RecordForm
            def={def}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
