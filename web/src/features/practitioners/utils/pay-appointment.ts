import { useTranslation } from 'react-i18next';
import { IST_OFFSET_MS } from '@gd/contracts/india-time';
import type { TAppointmentOrder } from '@gd/contracts/schemas/practitioners';
import { usePublicSettings } from '../../../lib/api/get-public-settings';
import { type FormatLanguage, formatClockTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { openCheckout } from '../../../lib/razorpay-checkout';
import { useVerifyAppointmentPayment } from '../api/payments';

/** What paying came to: confirmed, closed unpaid, refunded (the slot was lost meanwhile), or failed. */
export type PayOutcome = 'paid' | 'closed' | 'refunded' | 'failed';

/** The India clock time of a moment (an ISO time): until when a hold lasts, "9:45 am". */
export const indiaClock = (iso: string, language: FormatLanguage) =>
  formatClockTime(new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(11, 16), language);

/** Paying online is on: Razorpay is the site's provider (the practitioner must also have a fee). */
export function useOnlinePayments(): boolean {
  return usePublicSettings().data?.payment_provider_type === 'razorpay';
}

/**
 * Decision 65: opens the Razorpay checkout for an appointment's order (as the plan checkout does) and hands its
 * signed answer to the server, which confirms the booking.
 */
export function usePayAppointment() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  const verify = useVerifyAppointmentPayment();
  return async (
    appointmentId: number,
    order: TAppointmentOrder,
    prefill?: { name?: string; contact?: string },
  ): Promise<PayOutcome> => {
    let answer;
    try {
      answer = await openCheckout({
        keyId: order.key_id,
        orderId: order.order_id,
        amount: order.amount,
        currency: order.currency,
        name: settings.data?.site_name ?? t('APP.SITE_NAME'),
        description: t('APPT_PAY.PAY_DESCRIPTION', { name: order.practitioner_name }),
        ...(prefill ? { prefill } : {}),
      });
    } catch (error) {
      notifyError(error, t('APPT_PAY.PAY_FAILED'));
      return 'failed';
    }
    if (!answer) return 'closed';
    try {
      const outcome = await verify.mutateAsync({ id: appointmentId, body: answer });
      return outcome.booking_status === 1 ? 'paid' : 'refunded';
    } catch (error) {
      notifyError(error, t('APPT_PAY.PAY_FAILED'));
      return 'failed';
    }
  };
}
