import { List, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanLimits } from '@gd/contracts/plan-features';

/**
 * Decision 67: a plan's coded features as lines (ticks for what it includes, crosses for what it does not), from
 * the same limits the server enforces.
 */
export function planLimitLines(limits: TPlanLimits): { key: string; count?: number; included: boolean }[] {
  const counted = (name: 'PRODUCTS' | 'JOBS' | 'PHOTOS', value: number | null) =>
    value === null
      ? { key: `PLANS.${name}_UNLIMITED`, included: true }
      : value === 0
        ? { key: `PLANS.${name}_NONE`, included: false }
        : { key: `PLANS.${name}_UP_TO`, count: value, included: true };
  return [
    counted('PRODUCTS', limits.products),
    counted('PHOTOS', limits.photos),
    counted('JOBS', limits.jobs),
    { key: 'PLANS.INQUIRY_ALERTS', included: limits.inquiry_alerts },
    { key: 'PLANS.BADGE', included: limits.badge },
    { key: 'PLANS.FEATURED', included: limits.featured },
  ];
}

export function PlanLimits({ limits }: { limits: TPlanLimits }) {
  const { t } = useTranslation();
  return (
    <List spacing={6} size="sm" listStyleType="none" p={0} m={0} mb={6}>
      {planLimitLines(limits).map((line) => (
        <List.Item key={line.key}>
          <Text span c={line.included ? 'teal.9' : 'red.9'} fw={700} aria-hidden="true" mr={6}>
            {line.included ? '✓' : '✗'}
          </Text>
          <VisuallyHidden>{t(line.included ? 'BILLING.INCLUDED' : 'BILLING.NOT_INCLUDED')}: </VisuallyHidden>
          <Text span size="sm" c={line.included ? undefined : 'dimmed'}>
            {t(line.key, line.count === undefined ? {} : { count: line.count })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
