import type { Language } from '@gd/contracts/codes';

/** Decision 65: the appointment mails' words, in English and Gujarati (the patient's account language). */

export type AppointmentMailKind =
  'booked' | 'confirmed' | 'cancelled_by_patient' | 'cancelled_by_practitioner' | 'rescheduled' | 'reminder';

export interface AppointmentMailFacts {
  kind: AppointmentMailKind;
  /** The account holder the mail is addressed to. */
  recipientName: string;
  patientName: string;
  practitionerName: string;
  /** "Monday, 2 November 2026" in the mail's language. */
  day: string;
  /** "9:30 am" */
  time: string;
  /** Where the visit is ("Shanti Clinic, Ring Road, Surat"), when known. */
  place: string | null;
  /** "₹500.00" */
  fee: string | null;
  /** paid online (confirmed), or to be paid at the clinic */
  paidOnline: boolean;
  /** Rescheduled: when it was before. */
  before: { day: string; time: string } | null;
  /** The patient's appointments page, when the site's address is known. */
  link: string | null;
}

const SIGNATURE = { en: 'Gujarat Business Directory', guj: 'ગુજરાત બિઝનેસ ડિરેક્ટરી' } as const;

function english(f: AppointmentMailFacts): { subject: string; lead: string[] } {
  const when = `${f.day}, ${f.time}`;
  const forWhom = f.patientName === f.recipientName ? '' : ` for ${f.patientName}`;
  switch (f.kind) {
    case 'booked':
      return {
        subject: `Appointment booked: ${f.practitionerName}, ${when}`,
        lead: [`Your appointment${forWhom} with ${f.practitionerName} is booked for ${when}.`],
      };
    case 'confirmed':
      return {
        subject: `Appointment confirmed: ${f.practitionerName}, ${when}`,
        lead: [`Your payment is received and your appointment${forWhom} with ${f.practitionerName} is confirmed.`],
      };
    case 'cancelled_by_patient':
      return {
        subject: `Appointment cancelled: ${f.practitionerName}, ${when}`,
        lead: [
          `Your appointment${forWhom} with ${f.practitionerName} on ${when} is cancelled, as you asked.`,
          ...(f.paidOnline ? ['The fee you paid online is refunded to the way you paid.'] : []),
        ],
      };
    case 'cancelled_by_practitioner':
      return {
        subject: `Appointment cancelled: ${f.practitionerName}, ${when}`,
        lead: [
          `${f.practitionerName} has cancelled your appointment${forWhom} on ${when}. We are sorry for the trouble.`,
          ...(f.paidOnline ? ['The fee you paid online is refunded in full to the way you paid.'] : []),
          'You can book another time on the practitioner’s page.',
        ],
      };
    case 'rescheduled':
      return {
        subject: `Appointment moved: ${f.practitionerName}, ${when}`,
        lead: [
          `Your appointment${forWhom} with ${f.practitionerName} is moved to ${when}` +
            (f.before ? ` (it was ${f.before.day}, ${f.before.time}).` : '.'),
        ],
      };
    case 'reminder':
      return {
        subject: `Reminder: appointment tomorrow with ${f.practitionerName} at ${f.time}`,
        lead: [`A reminder: your appointment${forWhom} with ${f.practitionerName} is tomorrow, ${when}.`],
      };
  }
}

function gujarati(f: AppointmentMailFacts): { subject: string; lead: string[] } {
  const when = `${f.day}, ${f.time}`;
  const forWhom = f.patientName === f.recipientName ? '' : ` (${f.patientName} માટે)`;
  switch (f.kind) {
    case 'booked':
      return {
        subject: `એપોઇન્ટમેન્ટ બુક થઈ: ${f.practitionerName}, ${when}`,
        lead: [`${f.practitionerName} સાથે તમારી એપોઇન્ટમેન્ટ${forWhom} ${when} માટે બુક થઈ ગઈ છે.`],
      };
    case 'confirmed':
      return {
        subject: `એપોઇન્ટમેન્ટ કન્ફર્મ થઈ: ${f.practitionerName}, ${when}`,
        lead: [`તમારી ચુકવણી મળી ગઈ છે અને ${f.practitionerName} સાથે તમારી એપોઇન્ટમેન્ટ${forWhom} કન્ફર્મ થઈ છે.`],
      };
    case 'cancelled_by_patient':
      return {
        subject: `એપોઇન્ટમેન્ટ રદ થઈ: ${f.practitionerName}, ${when}`,
        lead: [
          `તમારી વિનંતી મુજબ ${f.practitionerName} સાથેની ${when}ની તમારી એપોઇન્ટમેન્ટ${forWhom} રદ કરવામાં આવી છે.`,
          ...(f.paidOnline ? ['ઓનલાઇન ચૂકવેલી ફી તમે જે રીતે ચૂકવી હતી તે રીતે પરત કરવામાં આવે છે.'] : []),
        ],
      };
    case 'cancelled_by_practitioner':
      return {
        subject: `એપોઇન્ટમેન્ટ રદ થઈ: ${f.practitionerName}, ${when}`,
        lead: [
          `${f.practitionerName}એ ${when}ની તમારી એપોઇન્ટમેન્ટ${forWhom} રદ કરી છે. અસુવિધા બદલ દિલગીર છીએ.`,
          ...(f.paidOnline ? ['ઓનલાઇન ચૂકવેલી પૂરી ફી તમે જે રીતે ચૂકવી હતી તે રીતે પરત કરવામાં આવે છે.'] : []),
          'તમે પ્રેક્ટિશનરના પેજ પર બીજો સમય બુક કરી શકો છો.',
        ],
      };
    case 'rescheduled':
      return {
        subject: `એપોઇન્ટમેન્ટનો સમય બદલાયો: ${f.practitionerName}, ${when}`,
        lead: [
          `${f.practitionerName} સાથેની તમારી એપોઇન્ટમેન્ટ${forWhom} હવે ${when}એ છે` +
            (f.before ? ` (પહેલાં ${f.before.day}, ${f.before.time}એ હતી).` : '.'),
        ],
      };
    case 'reminder':
      return {
        subject: `યાદ અપાવીએ: આવતીકાલે ${f.time}એ ${f.practitionerName} સાથે એપોઇન્ટમેન્ટ`,
        lead: [`યાદ અપાવીએ છીએ: ${f.practitionerName} સાથે તમારી એપોઇન્ટમેન્ટ${forWhom} આવતીકાલે, ${when}એ છે.`],
      };
  }
}

/** Subject and plain text of an appointment mail, and the calendar event's description (what and where). */
export function appointmentMailText(
  language: Language,
  f: AppointmentMailFacts,
): { subject: string; text: string; description: string } {
  const gu = language === 'guj';
  const { subject, lead } = gu ? gujarati(f) : english(f);
  const cancelled = f.kind === 'cancelled_by_patient' || f.kind === 'cancelled_by_practitioner';
  const details = cancelled
    ? []
    : [
        `${gu ? 'દર્દી' : 'Patient'}: ${f.patientName}`,
        `${gu ? 'સમય' : 'When'}: ${f.day}, ${f.time} (${gu ? '30 મિનિટ' : '30 minutes'})`,
        ...(f.place ? [`${gu ? 'સ્થળ' : 'Where'}: ${f.place}`] : []),
        ...(f.fee
          ? [
              `${gu ? 'ફી' : 'Fee'}: ${f.fee} — ${
                f.paidOnline
                  ? gu
                    ? 'ઓનલાઇન ચૂકવેલ'
                    : 'paid online'
                  : gu
                    ? 'ક્લિનિક પર ચૂકવવાની'
                    : 'to be paid at the clinic'
              }`,
            ]
          : []),
      ];
  const text = [
    `${gu ? 'નમસ્તે' : 'Hello'} ${f.recipientName},`,
    '',
    ...lead,
    ...(details.length ? ['', ...details] : []),
    '',
    cancelled
      ? gu
        ? 'જોડેલી કૅલેન્ડર ફાઇલ ખોલવાથી આ એપોઇન્ટમેન્ટ તમારા કૅલેન્ડરમાંથી દૂર થશે.'
        : 'Open the attached calendar file to remove this appointment from your calendar.'
      : gu
        ? 'જોડેલી કૅલેન્ડર ફાઇલ ખોલીને આ એપોઇન્ટમેન્ટ તમારા કૅલેન્ડરમાં ઉમેરો.'
        : 'Open the attached calendar file to add this appointment to your calendar.',
    ...(f.link ? [`${gu ? 'તમારી એપોઇન્ટમેન્ટ' : 'Your appointments'}: ${f.link}`] : []),
    '',
    SIGNATURE[gu ? 'guj' : 'en'],
  ].join('\n');
  return { subject, text, description: [...lead, ...details].join('\n') };
}

/** The calendar event's title in the mail's language. */
export const eventSummary = (language: Language, practitionerName: string) =>
  language === 'guj' ? `${practitionerName} સાથે એપોઇન્ટમેન્ટ` : `Appointment with ${practitionerName}`;
