import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/** Any path without a page (`*`). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" ta="center">
        <Text fw={700} c="saffron.8" tt="uppercase" size="sm">
          {t('NOT_FOUND.CODE')}
        </Text>
        <Title order={1}>{t('NOT_FOUND.HEADING')}</Title>
        <Text c="dimmed" size="lg">
          {t('NOT_FOUND.MESSAGE')}
        </Text>
        <Button component={Link} to={paths.home.href()} size="md" mt="sm">
          {t('NOT_FOUND.GO_HOME')}
        </Button>
      </Stack>
    </Container>
  );
}
