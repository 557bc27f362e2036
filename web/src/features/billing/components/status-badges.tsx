import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS, paymentStatuses, subscriptionStates } from '@gd/contracts/codes';
import type { TSubscription } from '@gd/contracts/schemas/billing';

type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

const PAYMENT_COLORS: Record<number, string> = {
  [PAYMENT_STATUS.SUCCESS]: 'teal.9',
  [PAYMENT_STATUS.FAILED]: 'red.9',
  [PAYMENT_STATUS.REFUNDED]: 'violet.8',
  [PAYMENT_STATUS.CANCELLED]: 'gray.7',
};

/** Spec §4: 1 Success, 2 Failed, 3 Refunded, 4 Cancelled, any other Pending. */
export function PaymentStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_COLORS[status] ?? 'blue.9'} variant="filled">
      {t(paymentStatuses.labelKey(status as PaymentStatus, 'CODES.PAYMENT.PENDING'))}
    </Badge>
  );
}

const STATE_COLORS: Record<TSubscription['state'], string> = {
  active: 'teal.9',
  expiring: 'saffron.8',
  expired: 'red.9',
  inactive: 'gray.7',
  scheduled: 'blue.9',
};

/** Spec §4 / decision 22: expired, expiring soon (with the days left), active, inactive. */
export function SubscriptionStateBadge({ sub }: { sub: Pick<TSubscription, 'state' | 'days_left'> }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[sub.state]} variant="filled" size="lg">
      {sub.state === 'expiring'
        ? t('BILLING.EXPIRING_IN', { count: sub.days_left })
        : t(subscriptionStates.labelKey(sub.state, 'CODES.SUBSCRIPTION.INACTIVE'))}
    </Badge>
  );
}
