import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  FileInput,
  Grid,
  Image,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZManualPaymentFields } from '@gd/contracts/schemas/billing';
import { UPLOAD_MAX_BYTES } from '@gd/contracts/schemas/owner';
import { paths } from '../../../app/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/form-errors';
import { mediaUrl } from '../../../lib/media';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useStoredSession } from '../../../lib/storage';
import { useLanguage } from '../../../lib/use-language';
import { useSubmitManualPayment } from '../api/checkout';
import { useBankDetails } from '../api/get-bank-details';
import { usePlans } from '../api/get-plans';
import { useQuote } from '../api/get-quote';
import { QuoteSummary } from '../components/purchase-confirm';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

const ZTransferForm = ZManualPaymentFields.pick({ reference: true, buyer_gstin: true }).extend({
  screenshot: z
    .instanceof(File, { error: 'SCREENSHOT_REQUIRED' })
    .refine((f) => IMAGE_TYPES.includes(f.type), 'UNSUPPORTED_IMAGE')
    .refine((f) => f.size <= UPLOAD_MAX_BYTES, 'IMAGE_TOO_LARGE'),
});
type TTransferForm = z.input<typeof ZTransferForm>;

function TransferForm({ planId, businessId }: { planId: number; businessId: number }) {
  const { t } = useTranslation();
  const { pick, language } = useLanguage();
  const plans = usePlans();
  const submit = useSubmitManualPayment();
  const navigate = useNavigate();
  const plan = plans.data?.find((p) => p.plan_id === planId);
  const quote = useQuote(planId, businessId);
  const { register, control, handleSubmit, setError, formState } = useForm<
    TTransferForm,
    unknown,
    z.output<typeof ZTransferForm>
  >({ resolver: zodResolver(ZTransferForm), defaultValues: { reference: '', buyer_gstin: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({
        plan_id: planId,
        business_id: businessId,
        reference: values.reference,
        screenshot: values.screenshot,
        buyer_gstin: values.buyer_gstin || null,
      });
      notifySuccess(t('BILLING.TRANSFER_SUBMITTED'));
      void navigate(paths.paymentHistory.href());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.file) {
        setError('screenshot', { type: 'server', message: error.fieldErrors.file }, { shouldFocus: true });
      }
      if (!applyServerFieldErrors(error, setError, ['reference', 'buyer_gstin'])) notifyError(error);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="transfer-heading">
      <Title order={2} fz="h4" id="transfer-heading" mb="xs">
        {t('BILLING.SUBMIT_TRANSFER')}
      </Title>
      {/* Decision 68: the amount to transfer is the quote's (an upgrade's credit taken off), with its dates. */}
      {quote.data ? (
        <div style={{ marginBottom: 12 }}>
          <QuoteSummary quote={quote.data} />
        </div>
      ) : plan ? (
        <Text mb="sm">
          {t('BILLING.PAYING_FOR', {
            plan: pick(plan.name, plan.name_guj),
            amount: formatRupees(plan.price_paise, language),
          })}
        </Text>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack>
          <TextInput
            label={t('BILLING.REFERENCE')}
            description={t('BILLING.REFERENCE_HINT')}
            required
            autoComplete="off"
            {...register('reference')}
            error={fieldErrorText(t, formState.errors.reference)}
          />
          <TextInput
            label={t('BILLING.BUYER_GSTIN')}
            description={t('BILLING.BUYER_GSTIN_HINT')}
            autoComplete="off"
            maxLength={15}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...register('buyer_gstin')}
            error={fieldErrorText(t, formState.errors.buyer_gstin)}
          />
          <Controller
            control={control}
            name="screenshot"
            render={({ field }) => (
              <FileInput
                label={t('BILLING.SCREENSHOT')}
                description={t('BILLING.SCREENSHOT_HINT')}
                required
                accept={IMAGE_TYPES.join(',')}
                placeholder={t('BILLING.CHOOSE_FILE')}
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                value={field.value ?? null}
                onChange={(f) => field.onChange(f ?? undefined)}
                onBlur={field.onBlur}
                error={fieldErrorText(t, formState.errors.screenshot)}
                clearable
              />
            )}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            {t('BILLING.SUBMIT_PAYMENT')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * /bank-details (spec §2, decision 21 manual mode): QR image, bank name, branch, account holder, account number,
 * optional type, IFSC, optional contact email, the note with the phone; with a chosen plan and business (from
 * /pricing) and a login, the transfer reference and screenshot form.
 */
export function BankDetailsPage() {
  const { t } = useTranslation();
  const bank = useBankDetails();
  const [params] = useSearchParams();
  const { token } = useStoredSession();
  const planId = Number(params.get('plan_id'));
  const businessId = Number(params.get('business_id'));
  const purchase = token && planId > 0 && businessId > 0 ? { planId, businessId } : null;
  const toasted = useRef<unknown>(null);

  // Spec §8: a failed load shows the server's message or 'Failed to load bank details.' as an error toast.
  useEffect(() => {
    if (!bank.error || toasted.current === bank.error) return;
    toasted.current = bank.error;
    const refusal = bank.error instanceof ApiError && bank.error.status > 0;
    if (refusal) notifyError(bank.error, bank.error.message || t('BILLING.FAILED_LOAD_BANK'));
    else notifyError(bank.error, t('BILLING.SOMETHING_WENT_WRONG'));
  }, [bank.error, t]);

  const rows = bank.data
    ? ([
        ['BILLING.BANK_NAME', bank.data.bankName],
        ['BILLING.BRANCH', bank.data.branch],
        ['BILLING.BENEFICIARY', bank.data.beneficiaryName],
        ['BILLING.ACCOUNT_NUMBER', bank.data.accountNumber],
        ['BILLING.ACCOUNT_TYPE', bank.data.accountType],
        ['BILLING.IFSC', bank.data.ifscCode],
        ['BILLING.CONTACT_EMAIL', bank.data.contactEmail],
      ] as const)
    : [];

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Breadcrumbs items={[{ label: t('NAV.HOME'), to: paths.home.href() }, { label: t('TITLES.BANK_DETAILS') }]} />
      <Title order={1} mb="md">
        {t('TITLES.BANK_DETAILS')}
      </Title>
      {bank.isPending ? (
        <Text role="status">{t('BILLING.LOADING_BANK_DETAILS')}</Text>
      ) : bank.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('BILLING.FAILED_LOAD_BANK')}
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: purchase ? 6 : 12 }}>
            <Card withBorder radius="md" padding="lg">
              <Stack>
                {bank.data.qr_image ? (
                  <Image
                    src={mediaUrl(bank.data.qr_image)}
                    alt={t('BILLING.QR_ALT')}
                    w={220}
                    h={220}
                    fit="contain"
                    mx="auto"
                  />
                ) : null}
                <Table variant="vertical" layout="fixed" withTableBorder>
                  <Table.Tbody>
                    {rows
                      .filter(([, v]) => v)
                      .map(([key, value]) => (
                        <Table.Tr key={key}>
                          <Table.Th w={{ base: 130, sm: 190 }}>{t(key)}</Table.Th>
                          <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                        </Table.Tr>
                      ))}
                  </Table.Tbody>
                </Table>
                {bank.data.support_phone ? (
                  <Alert color="blue" variant="light">
                    {t('BILLING.SHARE_SCREENSHOT', { phone: bank.data.support_phone })}
                  </Alert>
                ) : null}
                {!purchase ? (
                  <Text size="sm">
                    <Anchor component={Link} to={paths.pricing.href()} underline="always">
                      {t('BILLING.SEE_PLANS')}
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </Grid.Col>
          {purchase ? (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TransferForm planId={purchase.planId} businessId={purchase.businessId} />
            </Grid.Col>
          ) : null}
        </Grid>
      )}
    </Container>
  );
}
