import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOutOfRange } from '@gd/contracts/schemas/clinic-lab';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadLabReport, usePatientLabReports } from '../api/lab';
import { FlagBadge, labErrorText } from './lab-bits';

/**
 * A patient's released lab reports (decision 96; the app layer puts it on the patient's page): newest first, each
 * result with its flag and the range that applied, and the PDF in either language. Nothing before release.
 */
export function PatientLabReports({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const reports = usePatientLabReports(patientId);
  const [printing, setPrinting] = useState<number | null>(null);
  // A department that may not read lab reports (panchakarma) simply does not see the box.
  if (reports.error instanceof ApiError && reports.error.status === 403) return null;
  if (reports.error) return <QueryError error={reports.error} onRetry={() => void reports.refetch()} />;
  if (!reports.data) return null;
  const print = (id: number, lang: 'en' | 'gu') => {
    setPrinting(id);
    downloadLabReport(id, lang)
      .catch((err: unknown) => notifyError(err, labErrorText(t, err)))
      .finally(() => setPrinting(null));
  };
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="lab-reports-heading" data-testid="lab-reports">
      <Title order={2} size="h5" id="lab-reports-heading" mb="xs">
        {t('LAB.REPORTS.TITLE')}
      </Title>
      {reports.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('LAB.REPORTS.NONE')}
        </Text>
      ) : (
        <Stack gap="sm">
          {reports.data.rows.map((r) => (
            <Card
              key={r.order_id}
              withBorder
              padding="xs"
              component="article"
              aria-label={t('LAB.ORDER_NO', { n: r.order_id })}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={paths.clinicLabOrder.href({ id: r.order_id })} fw={600} size="sm">
                  {formatDate(`${r.order_date}T12:00:00+05:30`, 'dd-MM-yyyy', language)} ·{' '}
                  {t('LAB.ORDER_NO', { n: r.order_id })}
                </Anchor>
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={printing === r.order_id}
                    onClick={() => print(r.order_id, 'en')}
                  >
                    {t('LAB.PDF_EN')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={printing === r.order_id}
                    onClick={() => print(r.order_id, 'gu')}
                  >
                    {t('LAB.PDF_GU')}
                  </Button>
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {t('LAB.ORDERED_BY', { name: r.doctor_name })} · {t('LAB.APPROVED_BY', { name: r.approved_by_name })}
              </Text>
              <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
                {r.results.map((x, i) => (
                  <li key={i}>
                    <Text size="sm" fw={isOutOfRange(x.flag) ? 700 : undefined} component="span">
                      {pick(x.name, x.name_guj)}: {x.value} {x.unit ?? ''}
                      {x.range_text ? ` (${x.range_text})` : ''}{' '}
                    </Text>
                    {isOutOfRange(x.flag) ? <FlagBadge flag={x.flag} /> : null}
                  </li>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
