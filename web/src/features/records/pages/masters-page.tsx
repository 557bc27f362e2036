import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECORD_TABLES } from '@gd/contracts/schemas/records';
import { paths } from '../../../app/paths';
import { tableAboutKey, tableLabelKey } from '../components/record-text';

/** /admin/masters (admin): every table of the record registry, each linking to its generated list. */
export function MastersPage() {
  const { t } = useTranslation();
  const tables = [...RECORD_TABLES].sort((a, b) => t(tableLabelKey(a.table)).localeCompare(t(tableLabelKey(b.table))));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('RECORDS.TITLE')}
        </Title>
        <Text c="dimmed">{t('RECORDS.INTRO')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tables.map((def) => (
          <Card component="li" key={def.table} withBorder padding="md">
            <Anchor component={Link} to={paths.adminMasterTable.href({ table: def.table })} fw={700}>
              {t(tableLabelKey(def.table))}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(tableAboutKey(def.table))}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
