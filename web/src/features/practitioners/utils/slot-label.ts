import { useTranslation } from 'react-i18next';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { formatClockTime, formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** "Today, 12:30 pm", "Tomorrow, 9:00 am" or "28-11-2026, 5:00 pm", in India time and the page's language. */
export function useSlotLabel(): (slot: { date: string; time: string }, now?: Date) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (slot, now = new Date()) => {
    const today = indiaDate(now);
    const day =
      slot.date === today
        ? t('DOCTORS.TODAY')
        : slot.date === addDays(today, 1)
          ? t('DOCTORS.TOMORROW')
          : formatDate(`${slot.date}T12:00:00+05:30`, 'dd-MM-yyyy', language);
    return `${day}, ${formatClockTime(slot.time, language)}`;
  };
}
