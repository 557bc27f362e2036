import type { TFunction } from 'i18next';
import type { TConsultation, TConsultationView } from '@gd/contracts/schemas/clinic-consult';
import { formatDate, type FormatLanguage } from '../../../lib/format';
import type { PickBilingual } from '../../../lib/use-language';

/**
 * The prescription as a WhatsApp message (the PDF needs the clinic's login, so the text itself is shared): the
 * medicines with dose, frequency, days and when, the advice and the follow-up, in the screen's language.
 */
export function whatsAppText(
  t: TFunction,
  pick: PickBilingual,
  visit: TConsultationView['visit'],
  c: TConsultation,
  language: FormatLanguage,
): string {
  const day = (d: string) => formatDate(`${d}T12:00:00+05:30`, 'dd-MM-yyyy', language);
  const lines = c.lines.map(
    (l, i) =>
      `${i + 1}. ${pick(l.medicine_name, l.medicine_name_guj)} — ${l.dose} ${t(`CONSULT.UNIT.${l.unit}`)}, ${l.frequency}, ${t(
        'CONSULT.DAYS_COUNT',
        { count: l.duration_days },
      )}, ${t(`CONSULT.FOOD.${l.food_timing}`)}${l.instructions ? ` (${l.instructions})` : ''}`,
  );
  const names = (items: { name: string; name_guj: string | null }[]) =>
    items.map((i) => pick(i.name, i.name_guj)).join(', ');
  return [
    t('CONSULT.SHARE.HEADER', { name: pick(visit.patient_name, visit.patient_name_guj), date: day(visit.visit_date) }),
    ...lines,
    c.diet_items.length ? `${t('CONSULT.DIET')}: ${names(c.diet_items)}` : '',
    c.yoga.length ? `${t('CONSULT.YOGA')}: ${names(c.yoga)}` : '',
    c.therapies.length ? `${t('CONSULT.THERAPY')}: ${names(c.therapies)}` : '',
    c.advice ? `${t('CONSULT.ADVICE')}: ${c.advice}` : '',
    c.follow_up_date ? `${t('CONSULT.FOLLOW_UP')}: ${day(c.follow_up_date)}` : '',
    `— ${visit.doctor_name}`,
  ]
    .filter(Boolean)
    .join('\n');
}
