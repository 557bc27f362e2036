import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read-only rating: five stars (rounded to the nearest whole) named for screen readers ("Rated 4.5 out of 5"). */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const whole = Math.round(value);
  return (
    <Text span role="img" aria-label={t('REVIEWS.RATING_LABEL', { rating: value.toFixed(1) })} size={size} c="orange.9">
      <span aria-hidden="true">{'★'.repeat(whole) + '☆'.repeat(5 - whole)}</span>
    </Text>
  );
}
