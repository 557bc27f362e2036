import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gstinProblem } from '@gd/contracts/gstin';
import { indiaDayStart } from '@gd/contracts/india-time';
import type { TQuote } from '@gd/contracts/schemas/billing';
import { errorMessage } from '../../../lib/notify';
import { formatDate, formatRupees, type FormatLanguage } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useQuote } from '../api/get-quote';

/** An India calendar day (YYYY-MM-DD) as 'dd MMM yyyy'. */
export const quoteDay = (d: string, lang: FormatLanguage) =>
  formatDate(new Date(indiaDayStart(d).getTime() + 12 * 3600_000), 'dd MMM yyyy', lang);

/** Decision 68: the quote's lines — what it is, the new period, the price, the credit and what is paid now. */
export function QuoteSummary({ quote }: { quote: TQuote }) {
  const { t } = useTranslation();
  const { pick, language: lang } = useLanguage();
  const plan = pick(quote.plan_name, quote.plan_name_guj);
  return (
    <Stack gap="xs" data-testid="quote-summary">
      <Text fw={600}>
        {t(`PLANS.KIND_${quote.kind.toUpperCase()}`, {
          plan,
          current: quote.current_plan_name ?? '',
          date: quote.current_end_date ? quoteDay(quote.current_end_date, lang) : '',
        })}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={{ base: 130, sm: 180 }}>{t('PLANS.NEW_START')}</Table.Th>
            <Table.Td>{quoteDay(quote.start_date, lang)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('PLANS.NEW_END')}</Table.Th>
            <Table.Td data-testid="quote-end-date">{quoteDay(quote.end_date, lang)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('PLANS.PRICE')}</Table.Th>
            <Table.Td>{formatRupees(quote.price_paise, lang)}</Table.Td>
          </Table.Tr>
          {quote.credit_paise > 0 ? (
            <Table.Tr>
              <Table.Th>{t('PLANS.CREDIT', { count: quote.credited_days })}</Table.Th>
              <Table.Td>− {formatRupees(quote.credit_paise, lang)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th>{t('PLANS.TO_PAY')}</Table.Th>
            <Table.Td fw={700} data-testid="quote-amount">
              {formatRupees(quote.amount_paise, lang)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * Decision 68: before any payment, the owner sees what they buy — the kind (new, renewal, upgrade, downgrade), the
 * new end date and the amount — and confirms. A refusal (a transfer already waiting) is shown instead.
 * Decision 70: with `askGstin` (the online checkout; a bank transfer asks on its own form) the owner may give
 * their GSTIN for the tax invoice, checked here as the server checks it (check character included).
 */
export function PurchaseConfirm({
  purchase,
  onClose,
  onConfirm,
  askGstin = false,
}: {
  purchase: { planId: number; businessId: number } | null;
  onClose: () => void;
  onConfirm: (quote: TQuote, buyerGstin: string | null) => void;
  askGstin?: boolean;
}) {
  const { t } = useTranslation();
  const quote = useQuote(purchase?.planId ?? 0, purchase?.businessId ?? 0, purchase !== null);
  const [gstin, setGstin] = useState('');
  const [gstinError, setGstinError] = useState<string | null>(null);
  const confirm = (q: TQuote) => {
    const value = gstin.trim().toUpperCase();
    const problem = askGstin && value ? gstinProblem(value) : null;
    if (problem) {
      setGstinError(t(`VALIDATION.${problem}`));
      return;
    }
    setGstinError(null);
    onConfirm(q, askGstin && value ? value : null);
  };
  return (
    <Modal opened={purchase !== null} onClose={onClose} title={t('PLANS.CONFIRM_TITLE')} centered>
      <Stack>
        {quote.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(quote.error)}
          </Alert>
        ) : quote.isPending ? (
          <Skeleton height={180} aria-busy="true" />
        ) : (
          <QuoteSummary quote={quote.data} />
        )}
        {askGstin ? (
          <TextInput
            label={t('BILLING.BUYER_GSTIN')}
            description={t('BILLING.BUYER_GSTIN_HINT')}
            autoComplete="off"
            maxLength={15}
            value={gstin}
            onChange={(e) => setGstin(e.currentTarget.value)}
            error={gstinError}
            styles={{ input: { textTransform: 'uppercase' } }}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('BILLING.CANCEL')}
          </Button>
          <Button disabled={!quote.data} onClick={() => quote.data && confirm(quote.data)}>
            {t('PLANS.CONFIRM_PAY')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
