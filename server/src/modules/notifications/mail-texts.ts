import type { Language } from '@gd/contracts/language';
import type { NotificationKind, TNotificationParams } from '@gd/contracts/schemas/notifications';

/** Decision 69: the notification mails' words, in English and Gujarati (the owner's account language). */

export interface NoticeMailFacts {
  kind: NotificationKind;
  recipientName: string;
  params: TNotificationParams;
  /** the business's name in the mail's language */
  business: string;
  /** "28 November 2026" in the mail's language */
  endDay: string | null;
  /** "₹4,999.00" */
  amount: string | null;
  /** the app's page, when the site's address is known */
  link: string | null;
  /** the WhatsApp reply link of an inquiry */
  whatsapp: string | null;
}

const SIGNATURE = { en: 'Gujarat Business Directory', guj: 'ગુજરાત બિઝનેસ ડિરેક્ટરી' } as const;

function english(f: NoticeMailFacts): { subject: string; lines: string[] } {
  const p = f.params;
  switch (f.kind) {
    case 'inquiry':
      return {
        subject: `New inquiry for ${f.business}: ${p.subject ?? ''}`,
        lines: [
          `${p.from_name} sent an inquiry to ${f.business}.`,
          '',
          `Subject: ${p.subject ?? ''}`,
          'Message:',
          p.message ?? '',
          '',
          `Mobile: ${p.mobile ?? ''}`,
          ...(f.whatsapp ? [`Reply on WhatsApp: ${f.whatsapp}`] : []),
          ...(f.link ? [`Reply by mail from your dashboard: ${f.link}`] : []),
        ],
      };
    case 'job_application':
      return {
        subject: `New application for ${p.subject ?? ''} at ${f.business}`,
        lines: [
          `${p.from_name} applied for the job "${p.subject ?? ''}" at ${f.business}.`,
          ...(f.link ? [`See the application: ${f.link}`] : []),
        ],
      };
    case 'review':
      return {
        subject: `New review of ${f.business}: ${p.rating ?? ''} of 5`,
        lines: [
          `${p.from_name} rated ${f.business} ${p.rating ?? ''} of 5.`,
          ...(p.message ? ['', p.message] : []),
          ...(f.link ? ['', `Reply to the review: ${f.link}`] : []),
        ],
      };
    case 'business_approved':
      return {
        subject: `${f.business} is approved`,
        lines: [
          `Good news: ${f.business} is approved and visible in the directory now.`,
          ...(f.link ? [`Your business dashboard: ${f.link}`] : []),
        ],
      };
    case 'business_rejected':
      return {
        subject: `${f.business} was not approved`,
        lines: [
          `${f.business} was not approved.`,
          `Reason: ${p.reason || 'no reason was given'}`,
          'Correct the profile and send it for review again.',
          ...(f.link ? [`Your business dashboard: ${f.link}`] : []),
        ],
      };
    case 'payment_confirmed':
      return {
        subject: `Payment confirmed: ${p.plan_name ?? ''} for ${f.business}`,
        lines: [
          `Your payment of ${f.amount ?? ''} for the ${p.plan_name ?? ''} plan of ${f.business} is confirmed.`,
          ...(p.reason ? [`Note from the admin: ${p.reason}`] : []),
          ...(f.link ? [`Your subscription: ${f.link}`] : []),
        ],
      };
    case 'payment_rejected':
      return {
        subject: `Payment not accepted: ${p.plan_name ?? ''} for ${f.business}`,
        lines: [
          `Your payment of ${f.amount ?? ''} for the ${p.plan_name ?? ''} plan of ${f.business} was not accepted.`,
          `Note from the admin: ${p.reason || 'no note was given'}`,
          ...(f.link ? [`Your subscription: ${f.link}`] : []),
        ],
      };
    case 'plan_expiring':
      return {
        subject: `${f.business}: your ${p.plan_name ?? ''} plan ends on ${f.endDay ?? ''}`,
        lines: [
          `The ${p.plan_name ?? ''} plan of ${f.business} ends on ${f.endDay ?? ''}.`,
          'Renew it to keep its features without a break.',
          ...(f.link ? [`Renew: ${f.link}`] : []),
        ],
      };
    case 'plan_expired':
      return {
        subject: `${f.business}: your ${p.plan_name ?? ''} plan has ended`,
        lines: [
          `The ${p.plan_name ?? ''} plan of ${f.business} ended on ${f.endDay ?? ''}.`,
          'Renew it to get its features back.',
          ...(f.link ? [`Renew: ${f.link}`] : []),
        ],
      };
  }
}

function gujarati(f: NoticeMailFacts): { subject: string; lines: string[] } {
  const p = f.params;
  switch (f.kind) {
    case 'inquiry':
      return {
        subject: `${f.business} માટે નવી પૂછપરછ: ${p.subject ?? ''}`,
        lines: [
          `${p.from_name} એ ${f.business} ને પૂછપરછ મોકલી છે.`,
          '',
          `વિષય: ${p.subject ?? ''}`,
          'સંદેશ:',
          p.message ?? '',
          '',
          `મોબાઇલ: ${p.mobile ?? ''}`,
          ...(f.whatsapp ? [`WhatsApp પર જવાબ આપો: ${f.whatsapp}`] : []),
          ...(f.link ? [`તમારા ડેશબોર્ડમાંથી ઇમેઇલ દ્વારા જવાબ આપો: ${f.link}`] : []),
        ],
      };
    case 'job_application':
      return {
        subject: `${f.business} માં ${p.subject ?? ''} માટે નવી અરજી`,
        lines: [
          `${p.from_name} એ ${f.business} માં "${p.subject ?? ''}" નોકરી માટે અરજી કરી છે.`,
          ...(f.link ? [`અરજી જુઓ: ${f.link}`] : []),
        ],
      };
    case 'review':
      return {
        subject: `${f.business} ની નવી સમીક્ષા: 5 માંથી ${p.rating ?? ''}`,
        lines: [
          `${p.from_name} એ ${f.business} ને 5 માંથી ${p.rating ?? ''} રેટિંગ આપ્યું છે.`,
          ...(p.message ? ['', p.message] : []),
          ...(f.link ? ['', `સમીક્ષાનો જવાબ આપો: ${f.link}`] : []),
        ],
      };
    case 'business_approved':
      return {
        subject: `${f.business} મંજૂર થયો છે`,
        lines: [
          `સારા સમાચાર: ${f.business} મંજૂર થયો છે અને હવે ડિરેક્ટરીમાં દેખાય છે.`,
          ...(f.link ? [`તમારું બિઝનેસ ડેશબોર્ડ: ${f.link}`] : []),
        ],
      };
    case 'business_rejected':
      return {
        subject: `${f.business} મંજૂર થયો નથી`,
        lines: [
          `${f.business} મંજૂર થયો નથી.`,
          `કારણ: ${p.reason || 'કોઈ કારણ આપ્યું નથી'}`,
          'પ્રોફાઇલ સુધારો અને ફરીથી સમીક્ષા માટે મોકલો.',
          ...(f.link ? [`તમારું બિઝનેસ ડેશબોર્ડ: ${f.link}`] : []),
        ],
      };
    case 'payment_confirmed':
      return {
        subject: `ચુકવણી કન્ફર્મ થઈ: ${f.business} માટે ${p.plan_name ?? ''}`,
        lines: [
          `${f.business} ના ${p.plan_name ?? ''} પ્લાન માટે તમારી ${f.amount ?? ''} ની ચુકવણી કન્ફર્મ થઈ છે.`,
          ...(p.reason ? [`એડમિનની નોંધ: ${p.reason}`] : []),
          ...(f.link ? [`તમારું સબ્સ્ક્રિપ્શન: ${f.link}`] : []),
        ],
      };
    case 'payment_rejected':
      return {
        subject: `ચુકવણી સ્વીકારાઈ નથી: ${f.business} માટે ${p.plan_name ?? ''}`,
        lines: [
          `${f.business} ના ${p.plan_name ?? ''} પ્લાન માટે તમારી ${f.amount ?? ''} ની ચુકવણી સ્વીકારાઈ નથી.`,
          `એડમિનની નોંધ: ${p.reason || 'કોઈ નોંધ આપી નથી'}`,
          ...(f.link ? [`તમારું સબ્સ્ક્રિપ્શન: ${f.link}`] : []),
        ],
      };
    case 'plan_expiring':
      return {
        subject: `${f.business}: તમારો ${p.plan_name ?? ''} પ્લાન ${f.endDay ?? ''} ના રોજ પૂરો થાય છે`,
        lines: [
          `${f.business} નો ${p.plan_name ?? ''} પ્લાન ${f.endDay ?? ''} ના રોજ પૂરો થાય છે.`,
          'તેની સુવિધાઓ અટક્યા વગર ચાલુ રાખવા માટે તેને રિન્યૂ કરો.',
          ...(f.link ? [`રિન્યૂ કરો: ${f.link}`] : []),
        ],
      };
    case 'plan_expired':
      return {
        subject: `${f.business}: તમારો ${p.plan_name ?? ''} પ્લાન પૂરો થયો છે`,
        lines: [
          `${f.business} નો ${p.plan_name ?? ''} પ્લાન ${f.endDay ?? ''} ના રોજ પૂરો થયો.`,
          'તેની સુવિધાઓ પાછી મેળવવા માટે તેને રિન્યૂ કરો.',
          ...(f.link ? [`રિન્યૂ કરો: ${f.link}`] : []),
        ],
      };
  }
}

export function noticeMailText(language: Language, f: NoticeMailFacts): { subject: string; text: string } {
  const { subject, lines } = language === 'guj' ? gujarati(f) : english(f);
  const hello = language === 'guj' ? `નમસ્તે ${f.recipientName},` : `Hello ${f.recipientName},`;
  const off =
    language === 'guj'
      ? 'આ સૂચનાઓ તમે તમારા એકાઉન્ટના સૂચના સેટિંગ્સમાં બંધ કરી શકો છો.'
      : 'You can switch these notices off in your account’s notification settings.';
  return { subject, text: [hello, '', ...lines, '', off, '', SIGNATURE[language]].join('\n') };
}

/** The mail an owner's reply to an inquiry goes out as (the inquirer's language). */
export function inquiryReplyText(
  language: Language,
  f: { inquirerName: string; business: string; subject: string; reply: string; original: string },
): { subject: string; text: string } {
  if (language === 'guj') {
    return {
      subject: `${f.business} તરફથી જવાબ: ${f.subject}`,
      text: [
        `નમસ્તે ${f.inquirerName},`,
        '',
        `${f.business} એ તમારી પૂછપરછનો જવાબ આપ્યો છે:`,
        '',
        f.reply,
        '',
        'તમારી પૂછપરછ:',
        ...f.original.split('\n').map((l) => `> ${l}`),
        '',
        'આ મેઇલનો જવાબ આપવાથી તે સીધો વ્યવસાયને પહોંચશે.',
        '',
        SIGNATURE.guj,
      ].join('\n'),
    };
  }
  return {
    subject: `Reply from ${f.business}: ${f.subject}`,
    text: [
      `Hello ${f.inquirerName},`,
      '',
      `${f.business} replied to your inquiry:`,
      '',
      f.reply,
      '',
      'Your inquiry:',
      ...f.original.split('\n').map((l) => `> ${l}`),
      '',
      'Reply to this mail to write to the business directly.',
      '',
      SIGNATURE.en,
    ].join('\n'),
  };
}
