import { Anchor, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useMyRequests } from '../api/get-my-requests';
import { WIDE_QUERY } from '../components/inquiries-table';
import { OwnerPage } from '../components/owner-page';

/** /request-inquiry (My Request, decision 25): the inquiries I sent, newest first, each with a View link. */
export function RequestInquiryPage() {
  const { t } = useTranslation();
  const requests = useMyRequests();
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  const view = (businessId: number) => (
    <Anchor component={Link} to={paths.viewBusiness.href({ id: businessId })}>
      {t('OWNER.VIEW')}
    </Anchor>
  );
  return (
    <OwnerPage title={t('OWNER.MY_REQUESTS')}>
      {requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.isPending ? (
        <Skeleton height={160} aria-busy="true" />
      ) : requests.data.length === 0 ? (
        <Text c="dimmed">{t('OWNER.NO_REQUESTS')}</Text>
      ) : wide ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('OWNER.COL_SERIAL')}</Table.Th>
                <Table.Th>{t('OWNER.COL_DATE')}</Table.Th>
                <Table.Th>{t('OWNER.COL_BUSINESS')}</Table.Th>
                <Table.Th>{t('OWNER.COL_SUBJECT')}</Table.Th>
                <Table.Th>{t('OWNER.COL_MESSAGE')}</Table.Th>
                <Table.Th>{t('OWNER.COL_ACTION')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((r, index) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.created_at, 'dd-MM-yyyy')}</Table.Td>
                  <Table.Td>{r.business_name ?? '—'}</Table.Td>
                  <Table.Td>{r.subject}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{r.message}</Table.Td>
                  <Table.Td>{view(r.business_id)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {requests.data.map((r) => (
            <Card key={r.id} component="li" withBorder radius="md" padding="sm">
              <Text size="xs" c="dimmed">
                {formatDate(r.created_at, 'dd-MM-yyyy')}
              </Text>
              <Text fw={700}>{r.business_name ?? '—'}</Text>
              <Text size="sm" fw={600} mt={4}>
                {r.subject}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.message}
              </Text>
              <div style={{ marginTop: 8 }}>{view(r.business_id)}</div>
            </Card>
          ))}
        </Stack>
      )}
    </OwnerPage>
  );
}
