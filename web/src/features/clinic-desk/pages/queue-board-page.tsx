import { Alert, Button, Card, Container, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { indiaDate } from '@gd/contracts/india-time';
import type { TQueueRow } from '@gd/contracts/schemas/clinic-opd';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { formatRupees } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useChangeStatus, useLiveQueue, useQueue, useStaffMe } from '../api/desk';
import { opdErrorText } from '../components/errors';
import { OK_TEXT, StatusBadge, WARN_TEXT } from '../components/status-badge';
import { ResetStatus } from '../components/reset-status';

/** The one move forward each status has, and the words of its button (decision 32). */
const NEXT: Record<number, { to: 2 | 3 | 4; key: string }> = {
  1: { to: 2, key: 'OPD.QUEUE.MARK_ARRIVED' },
  2: { to: 3, key: 'OPD.QUEUE.CALL_IN' },
  3: { to: 4, key: 'OPD.QUEUE.FINISH' },
};

/**
 * /clinic/queue (issue 20 point 5): the day's queue by doctor, live. Reception marks arrivals; a doctor, choosing
 * themself, calls in and finishes their own visits. The server decides who may make which move (403 otherwise).
 */
export function QueueBoardPage() {
  const { t } = useTranslation();
  const { language, pick } = useLanguage();
  const [date, setDate] = useState(indiaDate(new Date()));
  const me = useStaffMe().data;
  const [chosen, setDoctor] = useState<string | null>(null);
  // A doctor sees their own queue first; reception sees every doctor's.
  const doctor = chosen ?? (me?.doctor_id ? String(me.doctor_id) : '0');
  const live = useLiveQueue();
  const queue = useQueue(date);
  const change = useChangeStatus();
  const data = queue.data;
  const rows = (data?.rows ?? []).filter((r) => doctor === '0' || String(r.doctor_id) === doctor);

  const move = (row: TQueueRow) => {
    const next = NEXT[row.status];
    if (!next) return;
    change.mutate({ id: row.visit_id, status: next.to }, { onError: (err) => notifyError(err, opdErrorText(t, err)) });
  };

  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('OPD.QUEUE.TITLE')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to={paths.clinicDesk.href()} size="sm">
            {t('OPD.REGISTER.TITLE')}
          </Button>
          <Button component={Link} to={paths.clinicQueueDisplay.href()} variant="default" size="sm">
            {t('OPD.DISPLAY.OPEN')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c={live ? OK_TEXT : WARN_TEXT} role="status" mb="xs">
        {live ? t('OPD.LIVE') : t('OPD.RECONNECTING')}
      </Text>
      <Group align="flex-end" mb="sm" wrap="wrap">
        <TextInput type="date" label={t('OPD.DATE')} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </Group>
      {data && data.doctors.length > 0 ? (
        <SegmentedControl
          mb="sm"
          fullWidth
          aria-label={t('OPD.DOCTOR')}
          value={doctor}
          onChange={setDoctor}
          data={[
            { value: '0', label: t('OPD.QUEUE.ALL_DOCTORS') },
            ...data.doctors.map((d) => ({ value: String(d.doctor_id), label: pick(d.name, d.name_guj) })),
          ]}
        />
      ) : null}
      {queue.error ? <QueryError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {data && rows.length === 0 ? <Alert color="gray">{t('OPD.QUEUE.EMPTY')}</Alert> : null}
      <Stack gap="xs">
        {rows.map((row) => {
          const step = NEXT[row.status];
          // Only the moves this person may make (the server checks again): reception marks arrivals, the visit's
          // own doctor calls in and finishes, an administrator may do either.
          const mine =
            !me || me.is_clinic_admin || (step?.to === 2 ? me.department_id === 1 : me.doctor_id === row.doctor_id);
          const next = mine ? step : undefined;
          const name = data?.doctors.find((d) => d.doctor_id === row.doctor_id);
          return (
            <Card key={row.visit_id} withBorder padding="sm" data-testid={`visit-${row.visit_id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Text fz={28} fw={800} lh={1} miw={44} ta="center" aria-label={t('OPD.TOKEN')}>
                    {row.token_no}
                  </Text>
                  <div>
                    <Text fw={600}>{pick(row.patient_name, row.patient_name_guj)}</Text>
                    <Text size="sm" c="dimmed">
                      {name ? pick(name.name, name.name_guj) : ''}
                      {row.tvalue !== null ? ` · ${formatRupees(row.tvalue, language)}` : ''}
                    </Text>
                    <StatusBadge status={row.status} size="sm" />
                  </div>
                </Group>
                <Stack gap={4} align="flex-end">
                  {next ? (
                    <Button
                      size="md"
                      onClick={() => move(row)}
                      loading={change.isPending && change.variables?.id === row.visit_id}
                    >
                      {t(next.key)}
                    </Button>
                  ) : null}
                  {me?.is_clinic_admin && row.status > 1 ? (
                    <ResetStatus visitId={row.visit_id} status={row.status} />
                  ) : null}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Container>
  );
}
