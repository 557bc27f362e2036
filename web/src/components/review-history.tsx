import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TReviewHistory } from '@gd/contracts/schemas/business-review';
import { formatDate } from '../lib/format';
import { useLanguage } from '../lib/use-language';

const ACTION_KEY = {
  approved: 'REVIEW_HISTORY.APPROVED',
  rejected: 'REVIEW_HISTORY.REJECTED',
  resubmitted: 'REVIEW_HISTORY.RESUBMITTED',
} as const;

/**
 * Decision 70: the steps of a business's review, oldest first — approved, rejected (with the reason),
 * resubmitted — each with its date and who; shown to the owner (My Business) and the admin (the preview).
 */
export function ReviewHistory({ history }: { history: TReviewHistory }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (history.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('REVIEW_HISTORY.EMPTY')}
      </Text>
    );
  }
  return (
    <List spacing="xs" size="sm" aria-label={t('REVIEW_HISTORY.TITLE')}>
      {history.events.map((e) => {
        const who =
          e.actor_name ?? (e.actor_role === 'admin' ? t('REVIEW_HISTORY.AN_ADMIN') : t('REVIEW_HISTORY.THE_OWNER'));
        return (
          <List.Item key={e.event_id}>
            <Text size="sm" span fw={600}>
              {t(ACTION_KEY[e.action])}
            </Text>{' '}
            <Text size="sm" span>
              {t('REVIEW_HISTORY.WHEN_WHO', { date: formatDate(e.created_at, 'dd MMM yyyy', language), who })}
            </Text>
            {e.reason ? (
              <Text size="sm" c="red.8">
                {t('REVIEW_HISTORY.REASON', { reason: e.reason })}
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}
