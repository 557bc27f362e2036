import { type InfoDoc, InfoPage } from './info-page';

const en: InfoDoc = {
  title: 'Terms of Use',
  updated: '21 Nov 2026',
  intro:
    'These terms apply to everyone who uses Gujarat Business Directory: visitors who search, users who send inquiries or apply for jobs, business owners who list their businesses, and the people who run the site. By using the site you agree to them.',
  sections: [
    {
      heading: '1. What we provide',
      paragraphs: [
        'Gujarat Business Directory lists businesses of Gujarat with their address, services, products, photos, jobs, events and offers, in English and Gujarati. Searching and reading the directory is free.',
        'We check new business profiles before they become public, but we do not guarantee the quality, prices or conduct of any business. Deal with a business as you would with any business you meet for the first time.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You register with your own 10-digit mobile number and a password of at least 8 characters. Keep your password to yourself; you are responsible for what is done with your account.',
        'Give true details. We may suspend an account that uses someone else’s number or name, sends spam or misleads other users.',
      ],
    },
    {
      heading: '3. Business listings',
      paragraphs: [
        'Only the owner of a business, or someone the owner has authorised, may list it. The details, photos, products, offers and jobs you publish must be true, must be yours to publish and must follow Indian law.',
        'We may refuse, hide or remove a listing, review, offer or job that is false, offensive, infringes someone’s rights or has been reported and found to break these terms. The owner is told why.',
      ],
    },
    {
      heading: '4. Inquiries, reviews and contact details',
      paragraphs: [
        'Inquiries go to the business you choose. Use them for genuine questions, not advertising. A review must describe your own experience with the business.',
        'Contact details of a business are shown only to logged-in users with an approved profile, and only for approved businesses. Do not collect them for marketing lists.',
      ],
    },
    {
      heading: '5. Subscriptions and payments',
      paragraphs: [
        'Paid plans are yearly and priced in Indian rupees including the taxes shown at checkout. A plan starts when the payment is confirmed and ends on the date shown on your subscription page. Payments are not refunded; see the Refund Policy.',
      ],
    },
    {
      heading: '6. Liability and changes',
      paragraphs: [
        'The site is provided as it is. We are not liable for dealings between users and businesses. We may change these terms; the date above shows the latest version, and continuing to use the site means you accept it.',
        'These terms are governed by the laws of India; courts in Ahmedabad, Gujarat have jurisdiction. Questions: use the Contact us page.',
      ],
    },
  ],
};

const guj: InfoDoc = {
  title: 'ઉપયોગની શરતો',
  updated: '21 નવે 2026',
  intro:
    'આ શરતો ગુજરાત બિઝનેસ ડિરેક્ટરીનો ઉપયોગ કરનાર દરેકને લાગુ પડે છે: શોધ કરનાર મુલાકાતીઓ, પૂછપરછ મોકલનાર કે નોકરી માટે અરજી કરનાર વપરાશકર્તાઓ, પોતાનો વ્યવસાય નોંધાવનાર માલિકો અને સાઇટ ચલાવનાર લોકો. સાઇટનો ઉપયોગ કરીને તમે આ શરતો સ્વીકારો છો.',
  sections: [
    {
      heading: '1. અમે શું આપીએ છીએ',
      paragraphs: [
        'ગુજરાત બિઝનેસ ડિરેક્ટરી ગુજરાતના વ્યવસાયોને તેમના સરનામા, સેવાઓ, ઉત્પાદનો, ફોટા, નોકરીઓ, કાર્યક્રમો અને ઓફરો સાથે અંગ્રેજી અને ગુજરાતીમાં બતાવે છે. ડિરેક્ટરીમાં શોધવું અને વાંચવું મફત છે.',
        'નવી બિઝનેસ પ્રોફાઇલ જાહેર થાય તે પહેલાં અમે તેની ચકાસણી કરીએ છીએ, પરંતુ કોઈ પણ વ્યવસાયની ગુણવત્તા, ભાવ કે વર્તનની ખાતરી આપતા નથી. કોઈ પણ નવા વ્યવસાય સાથે જેમ વ્યવહાર કરો તેમ જ સાવચેતી રાખો.',
      ],
    },
    {
      heading: '2. તમારું ખાતું',
      paragraphs: [
        'તમે તમારા પોતાના 10 અંકના મોબાઇલ નંબર અને ઓછામાં ઓછા 8 અક્ષરના પાસવર્ડથી નોંધણી કરો છો. પાસવર્ડ કોઈને ન આપો; તમારા ખાતાથી થતી દરેક પ્રવૃત્તિની જવાબદારી તમારી છે.',
        'સાચી વિગતો આપો. બીજાના નંબર કે નામનો ઉપયોગ કરનાર, સ્પામ મોકલનાર કે અન્ય વપરાશકર્તાઓને ગેરમાર્ગે દોરનાર ખાતું અમે બંધ કરી શકીએ છીએ.',
      ],
    },
    {
      heading: '3. વ્યવસાયની યાદી',
      paragraphs: [
        'વ્યવસાયના માલિક અથવા માલિકે અધિકૃત કરેલી વ્યક્તિ જ તેની નોંધણી કરી શકે છે. તમે પ્રકાશિત કરો તે વિગતો, ફોટા, ઉત્પાદનો, ઓફરો અને નોકરીઓ સાચી હોવી જોઈએ, તમારી પોતાની હોવી જોઈએ અને ભારતીય કાયદાનું પાલન કરતી હોવી જોઈએ.',
        'ખોટી, અપમાનજનક, કોઈના અધિકારનો ભંગ કરતી અથવા ફરિયાદ પછી શરતોનો ભંગ કરતી જણાયેલી યાદી, સમીક્ષા, ઓફર કે નોકરી અમે નકારી, છુપાવી કે દૂર કરી શકીએ છીએ. માલિકને તેનું કારણ જણાવવામાં આવે છે.',
      ],
    },
    {
      heading: '4. પૂછપરછ, સમીક્ષા અને સંપર્ક વિગતો',
      paragraphs: [
        'પૂછપરછ તમે પસંદ કરેલા વ્યવસાયને જ જાય છે. તેનો ઉપયોગ સાચા પ્રશ્નો માટે કરો, જાહેરાત માટે નહીં. સમીક્ષામાં વ્યવસાય સાથેનો તમારો પોતાનો અનુભવ જ લખો.',
        'વ્યવસાયની સંપર્ક વિગતો માત્ર મંજૂર પ્રોફાઇલ ધરાવતા લૉગ-ઇન વપરાશકર્તાઓને અને માત્ર મંજૂર વ્યવસાયો માટે જ દેખાય છે. માર્કેટિંગ યાદી માટે તેનો સંગ્રહ ન કરો.',
      ],
    },
    {
      heading: '5. સબ્સ્ક્રિપ્શન અને ચુકવણી',
      paragraphs: [
        'પેઇડ પ્લાન વાર્ષિક છે અને તેના ભાવ ચેકઆઉટ વખતે બતાવેલા કર સહિત ભારતીય રૂપિયામાં છે. ચુકવણીની પુષ્ટિ થાય ત્યારે પ્લાન શરૂ થાય છે અને તમારા સબ્સ્ક્રિપ્શન પેજ પર બતાવેલી તારીખે પૂરો થાય છે. ચુકવણી પરત કરવામાં આવતી નથી; રિફંડ નીતિ જુઓ.',
      ],
    },
    {
      heading: '6. જવાબદારી અને ફેરફારો',
      paragraphs: [
        'સાઇટ જેવી છે તેવી આપવામાં આવે છે. વપરાશકર્તાઓ અને વ્યવસાયો વચ્ચેના વ્યવહાર માટે અમે જવાબદાર નથી. અમે આ શરતો બદલી શકીએ છીએ; ઉપરની તારીખ છેલ્લું સંસ્કરણ બતાવે છે અને સાઇટનો ઉપયોગ ચાલુ રાખવાનો અર્થ એ છે કે તમે તેને સ્વીકારો છો.',
        'આ શરતો ભારતના કાયદા હેઠળ છે; અમદાવાદ, ગુજરાતની અદાલતોને અધિકારક્ષેત્ર છે. પ્રશ્નો માટે અમારો સંપર્ક કરો પેજનો ઉપયોગ કરો.',
      ],
    },
  ],
};

/** /terms-users (public guard). */
export function TermsPage() {
  return <InfoPage docs={{ en, guj }} />;
}
