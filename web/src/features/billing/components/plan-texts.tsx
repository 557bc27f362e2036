import { List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanText } from '@gd/contracts/schemas/billing';
import { useLanguage } from '../../../lib/use-language';

/** A plan's features with ticks and non-features with crosses (spec §2 pricing and subscription). */
export function PlanTexts({ features, nonFeatures }: { features: TPlanText[]; nonFeatures: TPlanText[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <List spacing={6} size="sm" listStyleType="none" p={0} m={0}>
      {features.map((f, i) => (
        <List.Item key={`f${i}`}>
          <Text span c="teal.9" fw={700} aria-hidden="true" mr={6}>
            ✓
          </Text>
          <VisuallyHidden>{t('BILLING.INCLUDED')}: </VisuallyHidden>
          {pick(f.en, f.guj)}
        </List.Item>
      ))}
      {nonFeatures.map((f, i) => (
        <List.Item key={`n${i}`}>
          <Text span c="red.9" fw={700} aria-hidden="true" mr={6}>
            ✗
          </Text>
          <VisuallyHidden>{t('BILLING.NOT_INCLUDED')}: </VisuallyHidden>
          <Text span c="dimmed" size="sm">
            {pick(f.en, f.guj)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
