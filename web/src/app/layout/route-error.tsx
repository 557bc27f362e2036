import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * A page that failed to load or render. A stale chunk after a deploy is the usual cause, so the way out is
 * a full reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('ERROR_PAGE.HEADING')}</Title>
        <Text c="dimmed" size="lg">
          {t('MESSAGES.SOMETHING_WENT_WRONG')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('ERROR_PAGE.RELOAD')}</Button>
      </Stack>
    </Container>
  );
}
