import { Anchor, Button, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReceivedInquiry } from '@gd/contracts/schemas/owner';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useInquiries } from '../api/get-inquiries';
import { ConfirmDeleteModal } from './confirm-delete-modal';

/** Tables from 48em (768 px); cards below, so a phone never scrolls sideways. */
export const WIDE_QUERY = '(min-width: 48em)';

/**
 * Inquiries received (spec §2): serial no, date (dd-mm-yyyy, India time), name, email, mobile, subject, message,
 * delete with a confirm modal; 'No inquiries found' when none.
 */
export function InquiriesTable({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const inquiries = useInquiries(businessId);
  const remove = useDeleteInquiry(businessId);
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const [toDelete, setToDelete] = useState<TReceivedInquiry | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('OWNER.INQUIRY_DELETED'));
        setToDelete(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          notifyError(error, t('OWNER.INQUIRY_NOT_FOUND'));
          setToDelete(null);
          return;
        }
        const refused = error instanceof ApiError && error.status > 0 && error.status < 500;
        notifyError(
          error,
          refused ? errorMessage(error) || t('OWNER.INQUIRY_DELETE_FAILED') : t('OWNER.INQUIRY_DELETE_ERROR'),
        );
      },
    });
  };

  if (inquiries.isError)
    return (
      <Stack gap="xs">
        <Text c="red.8">{t('OWNER.INQUIRIES_LOAD_FAILED')}</Text>
        <QueryError error={inquiries.error} onRetry={() => void inquiries.refetch()} />
      </Stack>
    );
  if (inquiries.isPending) return <Skeleton height={160} aria-busy="true" />;
  const rows = inquiries.data;
  const date = (row: TReceivedInquiry) => formatDate(row.created_at, 'dd-MM-yyyy');
  const deleteButton = (row: TReceivedInquiry) => (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => setToDelete(row)}
      aria-label={t('OWNER.DELETE_INQUIRY', { name: row.name })}
    >
      {t('OWNER.DELETE')}
    </Button>
  );

  return (
    <>
      {wide ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {['SERIAL', 'DATE', 'NAME', 'EMAIL', 'MOBILE', 'SUBJECT', 'MESSAGE', 'ACTION'].map((key) => (
                  <Table.Th key={key}>{t(`OWNER.COL_${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center">
                      {t('OWNER.NO_INQUIRIES')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row, index) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(row)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.email ? <Anchor href={`mailto:${row.email}`}>{row.email}</Anchor> : '—'}</Table.Td>
                    <Table.Td>
                      <Anchor href={`tel:${row.mobile}`}>{row.mobile}</Anchor>
                    </Table.Td>
                    <Table.Td>{row.subject}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 320 }}>{row.message}</Table.Td>
                    <Table.Td>{deleteButton(row)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('OWNER.NO_INQUIRIES')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row, index) => (
            <Card key={row.id} component="li" withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {index + 1} · {date(row)}
              </Text>
              <Text fw={700}>{row.subject}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} mt={4}>
                {row.message}
              </Text>
              <Text size="sm" mt="xs">
                {row.name} · <Anchor href={`tel:${row.mobile}`}>{row.mobile}</Anchor>
                {row.email ? (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${row.email}`} style={{ wordBreak: 'break-all' }}>
                      {row.email}
                    </Anchor>
                  </>
                ) : null}
              </Text>
              <div style={{ marginTop: 8 }}>{deleteButton(row)}</div>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDeleteModal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={remove.isPending}
        subject={toDelete ? `${toDelete.name} — ${toDelete.subject}` : null}
      />
    </>
  );
}
