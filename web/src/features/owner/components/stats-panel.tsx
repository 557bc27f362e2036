import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../lib/use-language';
import { useBusinessStats } from '../api/get-business-stats';
import { StatsChart } from './stats-chart';

/** Total View and Total Inquiry cards and the 30-day chart of one business. */
export function StatsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const stats = useBusinessStats(businessId);
  const number = new Intl.NumberFormat(locale);
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (stats.isPending)
    return (
      <Stack aria-busy="true">
        <SimpleGrid cols={2}>
          <Skeleton height={88} />
          <Skeleton height={88} />
        </SimpleGrid>
        <Skeleton height={220} />
      </Stack>
    );
  const cards = [
    ['OWNER.TOTAL_VIEW', stats.data.total_view],
    ['OWNER.TOTAL_INQUIRY', stats.data.total_inquiry],
  ] as const;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        {cards.map(([key, value]) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t(key)}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {number.format(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <StatsChart daily={stats.data.daily} />
      </Paper>
    </Stack>
  );
}
