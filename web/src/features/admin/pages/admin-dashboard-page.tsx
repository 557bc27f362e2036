import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { QueryError } from '../../../components/query-error';
import { useMe } from '../../../lib/api/get-me';
import { formatDate, formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useDashboard } from '../api/get-dashboard';
import { BarChart } from '../components/bar-chart';

/**
 * /admin-dashboard (decision 5): real totals — businesses by approval state, users, inquiries this month, active
 * subscriptions, revenue this month, unread contacts — and charts of new businesses per week and revenue per month.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = useMe().data?.name;
  const dashboard = useDashboard();
  const d = dashboard.data;

  const stats = d
    ? [
        { key: 'PENDING', value: String(d.businesses.pending), to: `${paths.businessList.href()}?is_approve=0` },
        { key: 'APPROVED', value: String(d.businesses.approved), to: `${paths.businessList.href()}?is_approve=1` },
        { key: 'REJECTED', value: String(d.businesses.rejected), to: `${paths.businessList.href()}?is_approve=2` },
        { key: 'USERS', value: String(d.users), to: paths.adminUsers.href() },
        { key: 'INQUIRIES_MONTH', value: String(d.inquiries_this_month), to: null },
        {
          key: 'ACTIVE_SUBSCRIPTIONS',
          value: String(d.active_subscriptions),
          to: `${paths.subsList.href()}?status=active`,
        },
        { key: 'REVENUE_MONTH', value: formatRupees(d.revenue_this_month_paise, language), to: null },
        { key: 'UNREAD_CONTACTS', value: String(d.unread_contacts), to: `${paths.contactList.href()}?is_read=0` },
      ]
    : [];

  const weeks = (d?.new_businesses_per_week ?? []).map((w) => ({
    label: formatDate(`${w.week_start}T12:00:00Z`, 'dd MMM yyyy', language).slice(0, 6),
    value: w.count,
  }));
  const months = (d?.revenue_per_month ?? []).map((m) => ({
    label: formatDate(`${m.month}-15T12:00:00Z`, 'dd MMM yyyy', language).slice(3),
    value: m.amount_paise,
  }));
  const newTotal = weeks.reduce((s, w) => s + w.value, 0);
  const revenueTotal = months.reduce((s, m) => s + m.value, 0);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {name ? t('ADMIN.WELCOME', { name }) : t('TITLES.ADMIN_DASHBOARD')}
        </Title>
        <Text c="dimmed">{t('ADMIN.INTRO')}</Text>
      </Stack>
      {dashboard.isError ? <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.isPending ? <Skeleton height={220} aria-busy="true" /> : null}
      {d ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {stats.map((s) => (
              <Card component="li" key={s.key} withBorder padding="md">
                <Text size="sm" c="dimmed">
                  {s.to ? (
                    <Anchor component={Link} to={s.to} c="inherit" underline="always">
                      {t(`ADMIN.STAT.${s.key}`)}
                    </Anchor>
                  ) : (
                    t(`ADMIN.STAT.${s.key}`)
                  )}
                </Text>
                <Text fw={800} fz={{ base: 20, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
                  {s.value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <BarChart
              title={t('ADMIN.CHART_NEW_BUSINESSES')}
              summary={t('ADMIN.CHART_NEW_BUSINESSES_SUMMARY', { count: newTotal })}
              data={weeks}
              format={String}
            />
            <BarChart
              title={t('ADMIN.CHART_REVENUE')}
              summary={t('ADMIN.CHART_REVENUE_SUMMARY', { amount: formatRupees(revenueTotal, language) })}
              data={months}
              format={(paise) => formatRupees(paise, language)}
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
