import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSlotLabel } from '../utils/slot-label';

/**
 * The profile's next free half hours (decision 65): part of the page's text, so the server's HTML and search
 * engines have them too; the booking panel beside it picks one.
 */
export function NextSlots({ slots }: { slots: { date: string; time: string }[] }) {
  const { t } = useTranslation();
  const slotLabel = useSlotLabel();
  return (
    <section aria-labelledby="next-slots">
      <Title order={2} size="h4" id="next-slots">
        {t('DOCTORS.NEXT_SLOTS')}
      </Title>
      {slots.length ? (
        <List size="sm" spacing={2}>
          {slots.map((s) => (
            <List.Item key={`${s.date} ${s.time}`}>{slotLabel(s)}</List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">{t('DOCTORS.NO_SLOT')}</Text>
      )}
    </section>
  );
}
