import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorTitle } from '../lib/notify';

export interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
}

// A failed load is rare: the alert's code comes with it, not with every page that might fail.
const Alert = lazy(async () => ({ default: (await import('./query-error-alert')).Alert }));

/** A failed load in place of its content: the spec §8 message for the failure and a retry button. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={errorTitle(error, t)}
        styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      >
        {errorMessage(error, t)}
        {onRetry ? (
          <div>
            <Button variant="default" size="xs" mt="sm" onClick={onRetry}>
              {t('ACTIONS.RETRY')}
            </Button>
          </div>
        ) : null}
      </Alert>
    </Suspense>
  );
}
