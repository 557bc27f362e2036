import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBusinessSubscription, TSubscription } from '@gd/contracts/schemas/billing';
import { indiaDayStart } from '@gd/contracts/india-time';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { useConfirm } from '../../../components/use-confirm';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { formatDate, formatRupees, type FormatLanguage } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCancelSubscription, useMySubscriptions } from '../api/get-my-subscriptions';
import { PlanLimits } from '../components/plan-limits';
import { PlanTexts } from '../components/plan-texts';
import { SubscriptionStateBadge } from '../components/status-badges';

/** An India calendar day (YYYY-MM-DD) in the spec's 'dd MMM yyyy' pattern. */
const day = (d: string, lang: FormatLanguage) =>
  formatDate(new Date(indiaDayStart(d).getTime() + 12 * 3600_000), 'dd MMM yyyy', lang);

function SubscriptionCard({ item, sub }: { item: TBusinessSubscription; sub: TSubscription }) {
  const { t } = useTranslation();
  const { language: lang } = useLanguage();
  const cancel = useCancelSubscription();
  const confirm = useConfirm();
  const confirmCancel = () =>
    confirm({
      title: t('BILLING.CANCEL_SUBSCRIPTION'),
      message: t('BILLING.CANCEL_CONFIRM', { date: day(sub.end_date, lang) }),
      color: 'red.9',
      onConfirm: () =>
        cancel.mutateAsync(item.business_id).then(
          () => notifySuccess(t('BILLING.CANCELLED_DONE')),
          (error: unknown) => {
            notifyError(error);
            throw error;
          },
        ),
    });
  const expired = sub.state === 'expired';
  const renewHref = `${paths.pricing.href()}?business_id=${item.business_id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={item.business_name ?? t('BILLING.UNNAMED')}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              {item.business_name ?? t('BILLING.UNNAMED')}
            </Text>
            <Title order={2} fz="h3">
              {sub.plan_name}
            </Title>
          </div>
          <SubscriptionStateBadge sub={sub} />
        </Group>
        {sub.state === 'expiring' ? (
          <Alert color="orange" variant="light">
            {t('BILLING.EXPIRING_NOTICE', { count: sub.days_left })}
          </Alert>
        ) : null}
        {sub.cancelled_at && !expired ? (
          <Alert color="gray" variant="light">
            {t('BILLING.CANCELLED_UNTIL', { date: day(sub.end_date, lang) })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('BILLING.START_DATE')}
            </Text>
            <Text fw={600}>{day(sub.start_date, lang)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('BILLING.END_DATE')}
            </Text>
            <Text fw={600}>{day(sub.end_date, lang)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('BILLING.PRICE')}
            </Text>
            <Text fw={600}>
              {formatRupees(sub.price_paise, lang)} {t('BILLING.PER_YEAR')}
            </Text>
          </div>
        </SimpleGrid>
        {sub.next ? (
          <Alert color="blue" variant="light" data-testid="next-period">
            {t('PLANS.NEXT_PERIOD', {
              plan: sub.next.plan_name,
              start: day(sub.next.start_date, lang),
              end: day(sub.next.end_date, lang),
            })}
          </Alert>
        ) : null}
        {sub.state === 'scheduled' ? (
          <Alert color="blue" variant="light">
            {t('PLANS.SCHEDULED_NOTICE', { date: day(sub.start_date, lang) })}
          </Alert>
        ) : null}
        <PlanLimits limits={sub.limits} />
        <PlanTexts features={sub.features} nonFeatures={sub.non_features} />
        <Group>
          <Button component={Link} to={renewHref}>
            {expired ? t('BILLING.RENEW') : t('BILLING.UPGRADE')}
          </Button>
          {!expired && !sub.cancelled_at ? (
            <Button variant="default" onClick={confirmCancel}>
              {t('BILLING.CANCEL_SUBSCRIPTION')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** Decision 68: a transfer waiting for an admin (with its reference), or the last one rejected (with the note). */
function PaymentNotices({ item }: { item: TBusinessSubscription }) {
  const { t } = useTranslation();
  const { language: lang } = useLanguage();
  const waiting = item.pending_payment;
  const rejected = item.rejected_payment;
  if (!waiting && !rejected) return null;
  return (
    <Stack gap="xs">
      {waiting ? (
        <Alert color="yellow" variant="light" title={t('PLANS.PENDING_TITLE')} data-testid="pending-payment">
          {t('PLANS.PENDING_TEXT', {
            plan: waiting.plan_name,
            amount: formatRupees(waiting.amount_paise, lang),
            reference: waiting.reference ?? '—',
          })}
        </Alert>
      ) : null}
      {rejected && !waiting ? (
        <Alert color="red" variant="light" title={t('PLANS.REJECTED_TITLE')}>
          {t('PLANS.REJECTED_TEXT', { plan: rejected.plan_name, reference: rejected.reference ?? '—' })}
          {rejected.review_note ? (
            <Text size="sm" mt={4}>
              {t('PLANS.REJECTED_NOTE', { note: rejected.review_note })}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /subscription (spec §2, §4; decisions 8, 22, 27): each business's plan, dates, state, price and actions. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subs = useMySubscriptions();
  const settings = usePublicSettings();
  const withPlan = subs.data?.filter((s) => s.subscription || s.pending_payment || s.rejected_payment) ?? [];
  const phone = settings.data?.support_phone;
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.SUBSCRIPTION') }]} />
      <Title order={1} mb="md">
        {t('TITLES.SUBSCRIPTION')}
      </Title>
      {subs.isError ? (
        <QueryError error={subs.error} onRetry={() => void subs.refetch()} />
      ) : subs.isPending ? (
        <Skeleton height={260} radius="md" aria-busy="true" />
      ) : withPlan.length === 0 ? (
        <Card withBorder radius="md" padding="xl" ta="center">
          <Text fw={600}>{t('BILLING.NO_SUBSCRIPTION')}</Text>
          <Button component={Link} to={paths.pricing.href()} mt="md">
            {t('BILLING.VIEW_PLANS')}
          </Button>
        </Card>
      ) : (
        <Stack>
          {withPlan.map((item) => (
            <Stack key={item.business_id} gap="xs">
              <PaymentNotices item={item} />
              {item.subscription ? (
                <SubscriptionCard item={item} sub={item.subscription} />
              ) : (
                <Text size="sm" c="dimmed">
                  {item.business_name ?? t('BILLING.UNNAMED')}: {t('BILLING.NO_SUBSCRIPTION')}
                </Text>
              )}
            </Stack>
          ))}
          {subs.data.length > withPlan.length ? (
            <Text size="sm">
              {t('BILLING.OTHER_BUSINESSES')}{' '}
              <Anchor component={Link} to={paths.pricing.href()} underline="always">
                {t('BILLING.VIEW_PLANS')}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      )}
      <Text mt="xl" size="sm">
        {t('BILLING.CONTACT_SUPPORT')}{' '}
        {phone ? (
          <Anchor href={`tel:+91${phone}`} underline="always">
            {phone}
          </Anchor>
        ) : (
          <Anchor component={Link} to={paths.contactUs.href()} underline="always">
            {t('TITLES.CONTACT_US')}
          </Anchor>
        )}
      </Text>
    </Container>
  );
}
