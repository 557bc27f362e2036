import { Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rupeesToPaise } from '@gd/contracts/clinic-bill';
import { formatRupees } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { OK_TEXT, WARN_TEXT } from './status-badge';

export const MODE_KEYS: Record<number, string> = { 1: 'OPD.PAY.CASH', 2: 'OPD.PAY.CARD', 3: 'OPD.PAY.UPI' };

export interface PaymentDraft {
  modes: number[];
  /** rupees as typed, per mode, when split */
  amounts: Record<number, string>;
}

/** The parts as the API takes them: one mode pays the whole total; a split takes the typed amounts. */
export function paymentsForApi(draft: PaymentDraft, total: number) {
  if (total === 0) return [];
  if (draft.modes.length === 1) return [{ payment_mode: draft.modes[0]!, amount: total }];
  return draft.modes.map((m) => ({ payment_mode: m, amount: rupeesToPaise(draft.amounts[m] ?? '') ?? 0 }));
}

/** Cash, card, UPI: choose one (it pays the total) or several (type each part; the rest is shown). */
export function PaymentFields({
  draft,
  onChange,
  total,
  error,
}: {
  draft: PaymentDraft;
  onChange: (next: PaymentDraft) => void;
  total: number;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const parts = paymentsForApi(draft, total);
  const paid = parts.reduce((s, p) => s + p.amount, 0);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id="opd-pay-label">
        {t('OPD.PAY.TITLE')}
      </Text>
      <Chip.Group
        multiple
        value={draft.modes.map(String)}
        onChange={(values) => onChange({ ...draft, modes: values.map(Number).sort() })}
      >
        <Group gap="xs" role="group" aria-labelledby="opd-pay-label">
          {[1, 2, 3].map((m) => (
            <Chip key={m} value={String(m)} size="md">
              {t(MODE_KEYS[m]!)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {draft.modes.length > 1 && total > 0 ? (
        <>
          <Group grow wrap="nowrap" gap="xs">
            {draft.modes.map((m) => (
              <TextInput
                key={m}
                label={t(MODE_KEYS[m]!)}
                inputMode="decimal"
                leftSection="₹"
                value={draft.amounts[m] ?? ''}
                onChange={(e) => onChange({ ...draft, amounts: { ...draft.amounts, [m]: e.currentTarget.value } })}
              />
            ))}
          </Group>
          <Text size="sm" c={paid === total ? OK_TEXT : WARN_TEXT} data-testid="split-rest">
            {t('OPD.PAY.REMAINING', { amount: formatRupees(total - paid, language) })}
          </Text>
        </>
      ) : null}
      {error ? (
        <Text size="sm" c={WARN_TEXT} role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
