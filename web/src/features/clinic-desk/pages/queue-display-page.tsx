import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQueue, TQueueRow } from '@gd/contracts/schemas/clinic-opd';
import { useLiveQueue, useQueue } from '../api/desk';
import { STATUS_COLOURS } from '../components/status-badge';

/**
 * /clinic/queue/display (issue 20 point 5): the waiting room's TV. For each doctor, the token now served (engaged)
 * and the next ones waiting, in large type with every label in Gujarati and English at once (a TV serves everyone).
 * It follows the queue's event stream and refetches on every (re)connection; the page itself never reloads.
 */
export function QueueDisplayPage() {
  const { t } = useTranslation();
  const live = useLiveQueue();
  const queue = useQueue();
  const clock = useClock();
  const data = queue.data;
  return (
    <Box
      bg="#0b1f33"
      c="#ffffff"
      p={{ base: 'md', sm: 'xl' }}
      // A TV shows the queue alone: the page covers the site's header and footer (it is still the page's main).
      style={{ position: 'fixed', inset: 0, zIndex: 400, overflowY: 'auto' }}
      data-testid="queue-display"
      data-live={live ? 'yes' : 'no'}
    >
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 28, sm: 44 }} lh={1.15}>
            {data?.clinic_name_guj ?? data?.clinic_name ?? ''}
          </Title>
          {data?.clinic_name_guj ? (
            <Text fz={{ base: 18, sm: 26 }} c="#d0dbe6">
              {data.clinic_name}
            </Text>
          ) : null}
        </div>
        <Stack gap={0} align="flex-end">
          <Text fz={{ base: 24, sm: 40 }} fw={700} aria-label="time">
            {clock}
          </Text>
          <Text fz="sm" c={live ? '#b8f0c6' : '#ffd2d2'} role="status">
            {live ? t('OPD.DISPLAY.LIVE') : t('OPD.DISPLAY.RECONNECTING')}
          </Text>
        </Stack>
      </Group>
      {data ? <Boards data={data} /> : null}
    </Box>
  );
}

function useClock(): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(id);
  }, []);
  return new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(now);
}

function Boards({ data }: { data: TQueue }) {
  const { t } = useTranslation();
  const byDoctor = new Map<number, TQueueRow[]>();
  for (const row of data.rows) byDoctor.set(row.doctor_id, [...(byDoctor.get(row.doctor_id) ?? []), row]);
  const doctors = data.doctors.filter((d) => byDoctor.has(d.doctor_id));
  if (doctors.length === 0) {
    return (
      <Text fz={32} ta="center" mt="xl">
        {t('OPD.DISPLAY.EMPTY')}
      </Text>
    );
  }
  return (
    <Box style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' }}>
      {doctors.map((d) => {
        const rows = byDoctor.get(d.doctor_id) ?? [];
        const serving = rows.filter((r) => r.status === 3).at(-1);
        const next = rows.filter((r) => r.status === 2 || r.status === 1).slice(0, 4);
        return (
          <Box
            key={d.doctor_id}
            p="lg"
            bg="#12324f"
            style={{ borderRadius: 12 }}
            data-testid={`display-doctor-${d.doctor_id}`}
          >
            <Text fz={{ base: 24, sm: 32 }} fw={700}>
              {d.name_guj ?? d.name}
            </Text>
            {d.name_guj ? (
              <Text fz={{ base: 16, sm: 20 }} c="#d0dbe6">
                {d.name}
              </Text>
            ) : null}
            <Text fz={{ base: 18, sm: 22 }} mt="md" c="#d0dbe6">
              {t('OPD.DISPLAY.NOW_SERVING')}
            </Text>
            <Box
              mt={4}
              p="sm"
              style={{
                borderRadius: 10,
                background: serving ? STATUS_COLOURS[3]!.bg : 'transparent',
                color: serving ? STATUS_COLOURS[3]!.fg : '#ffffff',
              }}
            >
              <Text fz={{ base: 64, sm: 96 }} fw={800} lh={1} ta="center" data-testid={`serving-${d.doctor_id}`}>
                {serving ? serving.token_no : '—'}
              </Text>
            </Box>
            <Text fz={{ base: 18, sm: 22 }} mt="md" c="#d0dbe6">
              {t('OPD.DISPLAY.NEXT')}
            </Text>
            <Group gap="sm" mt={4} data-testid={`next-${d.doctor_id}`}>
              {next.length === 0 ? (
                <Text fz={28}>—</Text>
              ) : (
                next.map((r) => (
                  <Box
                    key={r.visit_id}
                    px="md"
                    py={4}
                    style={{
                      borderRadius: 8,
                      background: STATUS_COLOURS[r.status]!.bg,
                      color: STATUS_COLOURS[r.status]!.fg,
                    }}
                  >
                    <Text fz={{ base: 32, sm: 44 }} fw={700} lh={1.1}>
                      {r.token_no}
                    </Text>
                  </Box>
                ))
              )}
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
