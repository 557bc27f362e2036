import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '@gd/contracts/schemas/practitioners';
import { formatRupees } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { downloadReceipt, payAppointment } from '../api/payments';
import { indiaClock, usePayAppointment } from '../utils/pay-appointment';

/**
 * Decision 65: an appointment's online payment on "My appointments" — what it stands at (paid, due by the end of
 * its hold, refunded), Pay while the hold is on, and the receipt of a paid visit.
 */
export function AppointmentPayment({ appointment: a }: { appointment: TAppointment }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pay = usePayAppointment();
  const [busy, setBusy] = useState<'pay' | 'receipt' | null>(null);
  const p = a.payment;
  if (a.pay_mode !== 'online') return null;

  const badge = !p
    ? null
    : p.status === 3
      ? { color: 'gray', text: t('APPT_PAY.REFUNDED', { amount: formatRupees(p.refund_amount_paise ?? 0, language) }) }
      : p.refund_status === 'failed'
        ? { color: 'red', text: t('APPT_PAY.REFUND_FAILED') }
        : p.refund_status === 'requested'
          ? { color: 'yellow', text: t('APPT_PAY.REFUND_PENDING') }
          : p.status === 1
            ? { color: 'teal', text: t('APPT_PAY.PAID_ONLINE') }
            : a.can_pay
              ? { color: 'orange', text: t('APPT_PAY.PAYMENT_DUE') }
              : { color: 'gray', text: t('APPT_PAY.HOLD_LAPSED') };

  const startPay = async () => {
    setBusy('pay');
    try {
      const order = await payAppointment(a.appointment_id);
      const outcome = await pay(a.appointment_id, order, { name: a.patient_name, contact: a.patient_phone });
      if (outcome === 'paid') notifySuccess(t('APPT_PAY.PAID_CONFIRMED'));
      if (outcome === 'refunded') notifyError(undefined, t('APPT_PAY.REFUNDED_LATE'));
      if (outcome === 'closed')
        notifyError(undefined, t('APPT_PAY.PAY_CLOSED', { time: indiaClock(order.hold_expires_at, language) }));
    } catch (error) {
      notifyError(error, t('APPT_PAY.PAY_FAILED'));
    } finally {
      setBusy(null);
    }
  };

  const receipt = async () => {
    setBusy('receipt');
    try {
      await downloadReceipt(a.appointment_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {badge && (
        <Badge color={badge.color} variant="light" c="dark.9">
          {badge.text}
        </Badge>
      )}
      {a.can_pay && a.hold_expires_at && (
        <>
          <Text size="sm">{t('APPT_PAY.PAY_BY', { time: indiaClock(a.hold_expires_at, language) })}</Text>
          <Button size="xs" onClick={() => void startPay()} loading={busy === 'pay'}>
            {t('APPT_PAY.PAY', { amount: formatRupees(a.fee_paise, language) })}
          </Button>
        </>
      )}
      {p?.receipt_number && (
        <Button
          size="xs"
          variant="light"
          onClick={() => void receipt()}
          loading={busy === 'receipt'}
          aria-label={t('APPT_PAY.RECEIPT_LABEL', { number: p.receipt_number })}
        >
          {t('APPT_PAY.RECEIPT')}
        </Button>
      )}
    </Group>
  );
}
