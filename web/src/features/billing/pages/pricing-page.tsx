import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TBusinessSubscription, TPlan } from '@gd/contracts/schemas/billing';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { QueryError } from '../../../components/query-error';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { formatRupees } from '../../../lib/format';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { notifyError, notifySuccess, showToast } from '../../../lib/notify';
import { getToken } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { createOrder, useVerifyPayment } from '../api/checkout';
import { mySubscriptionsQueryOptions } from '../api/get-my-subscriptions';
import { usePlans } from '../api/get-plans';
import { PlanLimits } from '../components/plan-limits';
import { PlanTexts } from '../components/plan-texts';
import { PurchaseConfirm } from '../components/purchase-confirm';
import { MOST_POPULAR_INDEX, planEmoji } from '../utils/plan-emoji';
import { openCheckout } from '../../../lib/razorpay-checkout';

interface Choice {
  plan: TPlan;
  businesses: TBusinessSubscription[];
  businessId: string;
}

/**
 * /pricing (spec §2, §4 payment; decisions 21, 27): the yearly plans; a guest gets the login modal and stays here;
 * an owner with several businesses picks one; manual mode continues on /bank-details, Razorpay mode opens the
 * checkout widget (loaded only now) and the server checks its signature.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const { pick, language: lang } = useLanguage();
  const plans = usePlans();
  const settings = usePublicSettings();
  const requestLogin = useLoginPrompt();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyPayment();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busyPlan, setBusyPlan] = useState<number | null>(null);
  const [noBusiness, setNoBusiness] = useState(false);
  // Decision 68: what the purchase means (dates, credit, amount) is shown and confirmed before paying.
  const [confirming, setConfirming] = useState<{ plan: TPlan; businessId: number } | null>(null);

  async function pay(plan: TPlan, businessId: number, buyerGstin: string | null = null) {
    const provider = settings.data?.payment_provider_type;
    if (provider === 'manual') {
      void navigate(`${paths.bankDetails.href()}?plan_id=${plan.plan_id}&business_id=${businessId}`);
      return;
    }
    if (provider !== 'razorpay') {
      notifyError(undefined, t('BILLING.PAYMENTS_UNAVAILABLE'));
      return;
    }
    setBusyPlan(plan.plan_id);
    try {
      let order;
      let answer;
      try {
        order = await createOrder({ plan_id: plan.plan_id, business_id: businessId, buyer_gstin: buyerGstin });
        answer = await openCheckout({
          keyId: order.key_id,
          orderId: order.order_id,
          amount: order.amount,
          currency: order.currency,
          name: settings.data?.site_name ?? t('APP.SITE_NAME'),
          description: `${order.plan_name} · ${order.business_name ?? ''}`.trim(),
        });
      } catch (error) {
        notifyError(error, t('BILLING.UNABLE_TO_INITIATE'));
        return;
      }
      if (!answer) {
        void showToast({ color: 'blue', title: t('BILLING.INFO_TITLE'), message: t('BILLING.PAYMENT_CANCELLED') });
        return;
      }
      try {
        await verify.mutateAsync(answer);
        notifySuccess(t('BILLING.SUBSCRIPTION_ACTIVATED'));
        void navigate(paths.subscription.href());
      } catch (error) {
        notifyError(error, t('BILLING.FAILED_TO_ACTIVATE'));
      }
    } finally {
      setBusyPlan(null);
    }
  }

  async function choose(plan: TPlan) {
    if (!getToken()) {
      requestLogin({ reason: t('BILLING.LOGIN_TO_BUY'), onSuccess: () => void choose(plan) });
      return;
    }
    let businesses: TBusinessSubscription[];
    try {
      businesses = await queryClient.fetchQuery(mySubscriptionsQueryOptions());
    } catch (error) {
      notifyError(error);
      return;
    }
    if (businesses.length === 0) {
      setNoBusiness(true);
      return;
    }
    if (businesses.length === 1) {
      setConfirming({ plan, businessId: businesses[0]!.business_id });
      return;
    }
    const wanted = params.get('business_id');
    const preselected = businesses.find((b) => String(b.business_id) === wanted) ?? businesses[0]!;
    setChoice({ plan, businesses, businessId: String(preselected.business_id) });
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.PRICING') }]} />
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1}>{t('BILLING.PRICING_HEADING')}</Title>
        <Text c="dimmed">{t('BILLING.PRICING_INTRO')}</Text>
        <Text size="sm" fw={600}>
          {t('BILLING.TAX_INCLUSIVE')}
        </Text>
      </Stack>
      {noBusiness ? (
        <Alert color="orange" variant="light" mb="md" title={t('BILLING.NO_BUSINESS_TITLE')}>
          {t('BILLING.NO_BUSINESS')}{' '}
          <Anchor component={Link} to={paths.myBusiness.href()} underline="always">
            {t('BILLING.ADD_BUSINESS')}
          </Anchor>
        </Alert>
      ) : null}
      {plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={360} radius="md" />
          ))}
        </SimpleGrid>
      ) : plans.data.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t('BILLING.NO_PLANS')}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {plans.data.map((plan, index) => {
            const name = pick(plan.name, plan.name_guj);
            const popular = index === MOST_POPULAR_INDEX;
            return (
              <Card
                key={plan.plan_id}
                component="li"
                withBorder
                radius="md"
                padding="lg"
                shadow={popular ? 'md' : 'xs'}
                style={popular ? { borderColor: 'var(--mantine-color-saffron-7)', borderWidth: 2 } : undefined}
                aria-label={name}
              >
                <Stack gap="sm" h="100%">
                  <Group justify="space-between" align="flex-start">
                    <Text fz={36} lh={1} aria-hidden="true">
                      {planEmoji(plan.name)}
                    </Text>
                    {popular ? <Badge variant="filled">{t('BILLING.MOST_POPULAR')}</Badge> : null}
                  </Group>
                  <Title order={2} fz="h3">
                    {name}
                  </Title>
                  <Text>
                    <Text span fz={28} fw={800}>
                      {formatRupees(plan.price_paise, lang)}
                    </Text>{' '}
                    <Text span c="dimmed">
                      {t('BILLING.PER_YEAR')}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('BILLING.INCLUDES_GST')}
                  </Text>
                  <div style={{ flex: 1 }}>
                    <PlanLimits limits={plan.limits} />
                    <PlanTexts features={plan.features} nonFeatures={plan.non_features} />
                  </div>
                  <Button
                    fullWidth

                    variant={popular ? 'filled' : 'outline'}
                    loading={busyPlan === plan.plan_id}
                    disabled={busyPlan !== null && busyPlan !== plan.plan_id}
                    onClick={() => void choose(plan)}
                    aria-label={t('BILLING.CHOOSE_PLAN_NAMED', { name })}
                  >
                    {t('BILLING.CHOOSE_PLAN')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}

      <PurchaseConfirm
        purchase={confirming ? { planId: confirming.plan.plan_id, businessId: confirming.businessId } : null}
        onClose={() => setConfirming(null)}
        askGstin={settings.data?.payment_provider_type === 'razorpay'}
        onConfirm={(_quote, buyerGstin) => {
          const chosen = confirming!;
          setConfirming(null);
          void pay(chosen.plan, chosen.businessId, buyerGstin);
        }}
      />

      <Modal opened={choice !== null} onClose={() => setChoice(null)} title={t('BILLING.PICK_BUSINESS')} centered>
        {choice ? (
          <Stack>
            <Radio.Group
              value={choice.businessId}
              onChange={(v) => setChoice({ ...choice, businessId: v })}
              label={t('BILLING.PICK_BUSINESS_FOR', {
                plan: pick(choice.plan.name, choice.plan.name_guj),
              })}
            >
              <Stack gap="xs" mt="xs">
                {choice.businesses.map((b) => (
                  <Radio
                    key={b.business_id}
                    value={String(b.business_id)}
                    label={b.business_name ?? t('BILLING.UNNAMED')}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChoice(null)}>
                {t('BILLING.CANCEL')}
              </Button>
              <Button
                onClick={() => {
                  const { plan, businessId } = choice;
                  setChoice(null);
                  setConfirming({ plan, businessId: Number(businessId) });
                }}
              >
                {t('BILLING.CONTINUE')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Container>
  );
}
