import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/api/get-me';
import { adminNavItems } from '../components/admin-nav-items';

/**
 * /admin-dashboard (admin): greets the signed-in admin and lists the console's sections. The totals of
 * decision 5 join this page with the admin pages (issue 9); nothing here is a placeholder number.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const name = useMe().data?.name;
  const sections = adminNavItems.filter((item) => item.descriptionKey !== null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {name ? t('ADMIN.WELCOME', { name }) : t('TITLES.ADMIN_DASHBOARD')}
        </Title>
        <Text c="dimmed">{t('ADMIN.INTRO')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((item) => (
          <Card component="li" key={item.to} withBorder padding="lg">
            <Anchor component={Link} to={item.to} fw={700} size="lg">
              {t(item.labelKey)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {item.descriptionKey ? t(item.descriptionKey) : null}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
