import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZE } from '@gd/contracts/schemas/clinic-consult';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useHistory } from '../api/consult';

/** The patient's visits as a timeline, newest first, 20 a page (issue 20 point 6). */
export function HistoryTimeline({ patientId, currentVisitId }: { patientId: number; currentVisitId: number }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const [page, setPage] = useState(1);
  const history = useHistory(patientId, page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="xs">
        {t('CONSULT.HISTORY.TITLE')}
      </Title>
      {history.error ? <QueryError error={history.error} onRetry={() => void history.refetch()} /> : null}
      {data && data.rows.length === 0 ? <Alert color="gray">{t('CONSULT.HISTORY.EMPTY')}</Alert> : null}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="history">
        {(data?.rows ?? []).map((row) => (
          <Card
            key={row.visit_id}
            component="li"
            withBorder
            padding="xs"
            data-testid={`history-${row.visit_id}`}
            bg={row.visit_id === currentVisitId ? 'yellow.0' : undefined}
          >
            <Group justify="space-between" gap={4}>
              <Text fw={700}>{formatDate(`${row.visit_date}T12:00:00+05:30`, 'dd MMM yyyy', language)}</Text>
              {row.visit_id === currentVisitId ? (
                <Badge color="dark" variant="outline">
                  {t('CONSULT.HISTORY.THIS_VISIT')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {row.doctor_name} · {t('OPD.TOKEN')} {row.token_no}
            </Text>
            {row.consultation ? (
              <Stack gap={2} mt={4}>
                {row.consultation.diagnosis ? (
                  <Text size="sm">
                    <b>{t('CONSULT.DIAGNOSIS')}:</b> {row.consultation.diagnosis}
                  </Text>
                ) : null}
                {row.consultation.complaints ? (
                  <Text size="sm" lineClamp={2}>
                    <b>{t('CONSULT.COMPLAINTS')}:</b> {row.consultation.complaints}
                  </Text>
                ) : null}
                {row.consultation.medicines.length > 0 ? (
                  <Text size="sm">
                    <b>{t('CONSULT.RX.TITLE')}:</b>{' '}
                    {row.consultation.medicines.map((m) => pick(m.name, m.name_guj)).join(', ')}
                  </Text>
                ) : null}
                {row.consultation.follow_up_date ? (
                  <Text size="sm">
                    <b>{t('CONSULT.FOLLOW_UP')}:</b>{' '}
                    {formatDate(`${row.consultation.follow_up_date}T12:00:00+05:30`, 'dd MMM yyyy', language)}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('CONSULT.HISTORY.NO_NOTES')}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
      {pages > 1 ? (
        <Group justify="space-between" mt="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('CONSULT.HISTORY.NEWER')}
          </Button>
          <Text size="sm">{t('CONSULT.HISTORY.PAGE', { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('CONSULT.HISTORY.OLDER')}
          </Button>
        </Group>
      ) : null}
    </section>
  );
}
