import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOpenStatus } from '@gd/contracts/opening-hours';
import { formatClockTime, weekdayName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** "Closes at 9:00 pm", "Opens tomorrow at 10:00 am", "Opens Fri at 6:00 pm": the badge's second half. */
export function useOpenStatusText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (status: TOpenStatus): string | null => {
    if (status.open) {
      return status.closes_at
        ? t('HOURS.CLOSES_AT', { time: formatClockTime(status.closes_at, language) })
        : t('HOURS.OPEN_24_HOURS');
    }
    if (!status.opens_at) return null;
    const time = formatClockTime(status.opens_at, language);
    if (status.opens_in_days === 0) return t('HOURS.OPENS_AT', { time });
    if (status.opens_in_days === 1) return t('HOURS.OPENS_TOMORROW', { time });
    return t('HOURS.OPENS_ON', { time, day: weekdayName(status.opens_day ?? 1, language, 'short') });
  };
}

/**
 * Decision 62: "Open now · Closes at 9:00 pm" / "Closed · Opens at 5:00 pm", as the server worked it out in India
 * time when it made the list; nothing for a business without hours.
 */
export function OpenBadge({ status, size = 'sm' }: { status: TOpenStatus | null | undefined; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const detailOf = useOpenStatusText();
  if (!status) return null;
  const detail = detailOf(status);
  return (
    <Text size={size} data-testid="open-badge" data-open={status.open || undefined}>
      <Text span fw={700} size={size} c={status.open ? 'teal.9' : 'red.9'}>
        {status.open ? t('HOURS.OPEN_NOW') : t('HOURS.CLOSED')}
      </Text>
      {detail ? ` · ${detail}` : null}
    </Text>
  );
}
