import type { TFunction } from 'i18next';
import type { Language } from '@gd/contracts/codes';
import type { TNotification } from '@gd/contracts/schemas/notifications';
import { formatDate, formatRupees } from '../../../lib/format';

/** A notification's words in the app's language: its title and, for some kinds, a second line (decision 69). */
export function notificationText(
  n: TNotification,
  t: TFunction,
  language: Language,
): { title: string; detail: string | null } {
  const p = n.params;
  const values = {
    business: p.business_name || t('BUSINESS.UNNAMED'),
    from: p.from_name ?? '',
    subject: p.subject ?? '',
    rating: p.rating ?? '',
    plan: p.plan_name ?? '',
    date: p.end_date ? formatDate(`${p.end_date}T12:00:00+05:30`, 'dd MMM, yyyy', language) : '',
    amount: p.amount_paise !== undefined ? formatRupees(p.amount_paise, language) : '',
  };
  const title = t(`NOTIFICATIONS.KIND.${n.kind}`, values);
  switch (n.kind) {
    case 'inquiry':
    case 'review':
      return { title, detail: p.message ?? null };
    case 'business_rejected':
      return { title, detail: p.reason ? t('NOTIFICATIONS.REASON', { reason: p.reason }) : null };
    case 'payment_confirmed':
    case 'payment_rejected':
      return { title, detail: p.reason ? t('NOTIFICATIONS.NOTE', { note: p.reason }) : null };
    default:
      return { title, detail: null };
  }
}

/** The WhatsApp chat with an inquirer (an Indian 10-digit mobile), or null. */
export function whatsappHref(mobile: string | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `https://wa.me/91${digits}` : null;
}
