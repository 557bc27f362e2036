import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
 */
export function PurchaseConfirm({
  purchase,
  onClose,
  onConfirm,
}: {
  purchase: { planId: number; businessId: number } | null;
  onClose: () => void;
  onConfirm: (quote: TQuote) => void;
}) {
  const { t } = useTranslation();
  const quote = useQuote(purchase?.planId ?? 0, purchase?.businessId ?? 0, purchase !== null);
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('BILLING.CANCEL')}
          </Button>
          <Button disabled={!quote.data} onClick={() => quote.data && onConfirm(quote.data)}>
            {t('PLANS.CONFIRM_PAY')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
