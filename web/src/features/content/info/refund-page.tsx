import { type InfoDoc, InfoPage } from './info-page';

const en: InfoDoc = {
  title: 'Refund Policy',
  updated: '21 Nov 2026',
  intro:
    'Payments for Gujarat Business Directory plans are not refundable. Please read this page before you buy a plan.',
  sections: [
    {
      heading: 'No refunds',
      paragraphs: [
        'Subscription plans are sold per year. Once a payment is confirmed the plan starts at once, and the amount paid is not refunded, in full or in part, whether the plan is used or not.',
        'Cancelling a subscription stops it from renewing; the plan stays usable until its end date. Cancelling does not refund the remaining days.',
      ],
    },
    {
      heading: 'Payments that went wrong',
      paragraphs: [
        'If money left your account but the plan did not start, or you were charged twice for the same plan, this is not a refund but a correction: write to us through Contact us with the transaction ID within 30 days and we will start the plan or return the duplicate payment to the original payment method.',
        'For bank transfers, share the payment screenshot as shown on the bank details page; the plan starts once an admin confirms the transfer.',
      ],
    },
    {
      heading: 'Free offers',
      paragraphs: ['Free periods and early-bird offers have no cash value and cannot be exchanged for money.'],
    },
  ],
};

const guj: InfoDoc = {
  title: 'રિફંડ નીતિ',
  updated: '21 નવે 2026',
  intro: 'ગુજરાત બિઝનેસ ડિરેક્ટરીના પ્લાન માટે કરેલી ચુકવણી પરત મળતી નથી. પ્લાન ખરીદતા પહેલાં કૃપા કરીને આ પેજ વાંચો.',
  sections: [
    {
      heading: 'કોઈ રિફંડ નથી',
      paragraphs: [
        'સબ્સ્ક્રિપ્શન પ્લાન વાર્ષિક ધોરણે વેચાય છે. ચુકવણીની પુષ્ટિ થતાં જ પ્લાન શરૂ થાય છે, અને ચૂકવેલી રકમ, પ્લાનનો ઉપયોગ થાય કે ન થાય, પૂરેપૂરી કે આંશિક રીતે પરત કરવામાં આવતી નથી.',
        'સબ્સ્ક્રિપ્શન રદ કરવાથી તે ફરી રિન્યૂ થતું નથી; પ્લાન તેની અંતિમ તારીખ સુધી વાપરી શકાય છે. રદ કરવાથી બાકી દિવસોની રકમ પરત મળતી નથી.',
      ],
    },
    {
      heading: 'ખોટી રીતે થયેલી ચુકવણી',
      paragraphs: [
        'જો તમારા ખાતામાંથી પૈસા કપાયા પરંતુ પ્લાન શરૂ ન થયો, અથવા એક જ પ્લાન માટે બે વાર ચાર્જ થયો, તો તે રિફંડ નહીં પણ સુધારો છે: 30 દિવસની અંદર ટ્રાન્ઝેક્શન ID સાથે અમારો સંપર્ક કરો પેજથી લખો; અમે પ્લાન શરૂ કરીશું અથવા વધારાની ચુકવણી મૂળ ચુકવણી પદ્ધતિમાં પરત કરીશું.',
        'બેંક ટ્રાન્સફર માટે, બેંક વિગતોના પેજ પર બતાવ્યા મુજબ ચુકવણીનો સ્ક્રીનશૉટ મોકલો; એડમિન ટ્રાન્સફરની પુષ્ટિ કરે ત્યારે પ્લાન શરૂ થાય છે.',
      ],
    },
    {
      heading: 'મફત ઓફરો',
      paragraphs: ['મફત સમયગાળો અને અર્લી-બર્ડ ઓફરોનું કોઈ રોકડ મૂલ્ય નથી અને તેને પૈસામાં બદલી શકાતી નથી.'],
    },
  ],
};

/** /refund-policy (public guard): states that there are no refunds (spec §1). */
export function RefundPage() {
  return <InfoPage docs={{ en, guj }} />;
}
