import { type InfoDoc, InfoPage } from './info-page';

const en: InfoDoc = {
  title: 'Privacy Policy',
  updated: '21 Nov 2026',
  intro:
    'This policy explains what Gujarat Business Directory stores about you, why, who can see it and what you can ask us to do with it. We follow the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'Your account: name, mobile number, optional email, your language choice and a password hash (never the password itself).',
        'What you send: inquiries, reviews, job applications and contact-us messages, with the date. Business owners also store their business profile, photos, products, jobs and offers.',
        'How the site is used: the number of profile views per day for each business, and server logs kept for security for up to 30 days.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To run your account and show your listings, to deliver your inquiries and applications to the business you chose, to send one-time passwords by email when you reset a password, to confirm payments, and to keep the site safe from misuse.',
        'We do not sell personal data and do not show third-party advertising.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'A business sees the inquiries and job applications sent to it. Contact details of a business are shown only to logged-in users with an approved profile. Admins see what they need to approve listings and answer messages.',
        'Payments are processed by our payment provider, which receives only what is needed for the payment.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can correct your name and email on your profile page, delete inquiries and applications you no longer need, and ask us through Contact us to delete your account. Invoices are kept as long as tax law requires.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are stored with argon2id, sessions can be ended by logging out or changing the password, uploaded images are re-encoded so that no hidden data survives, and the site is served only over HTTPS.',
      ],
    },
  ],
};

const guj: InfoDoc = {
  title: 'ગોપનીયતા નીતિ',
  updated: '21 નવે 2026',
  intro:
    'આ નીતિ સમજાવે છે કે ગુજરાત બિઝનેસ ડિરેક્ટરી તમારા વિશે શું સાચવે છે, શા માટે, કોણ તે જોઈ શકે છે અને તમે અમને તેની સાથે શું કરવા કહી શકો છો. અમે ડિજિટલ પર્સનલ ડેટા પ્રોટેક્શન એક્ટ, 2023નું પાલન કરીએ છીએ.',
  sections: [
    {
      heading: 'અમે શું સાચવીએ છીએ',
      paragraphs: [
        'તમારું ખાતું: નામ, મોબાઇલ નંબર, વૈકલ્પિક ઇમેઇલ, તમારી ભાષાની પસંદગી અને પાસવર્ડનો હેશ (પાસવર્ડ પોતે ક્યારેય નહીં).',
        'તમે જે મોકલો છો: પૂછપરછ, સમીક્ષાઓ, નોકરીની અરજીઓ અને સંપર્ક સંદેશા, તારીખ સાથે. વ્યવસાય માલિકો તેમની બિઝનેસ પ્રોફાઇલ, ફોટા, ઉત્પાદનો, નોકરીઓ અને ઓફરો પણ સાચવે છે.',
        'સાઇટનો ઉપયોગ: દરેક વ્યવસાયની પ્રોફાઇલ દરરોજ કેટલી વાર જોવાઈ તેની સંખ્યા, અને સુરક્ષા માટે વધુમાં વધુ 30 દિવસ રાખવામાં આવતા સર્વર લૉગ.',
      ],
    },
    {
      heading: 'અમે તેનો ઉપયોગ શા માટે કરીએ છીએ',
      paragraphs: [
        'તમારું ખાતું ચલાવવા અને તમારી યાદી બતાવવા, તમારી પૂછપરછ અને અરજીઓ તમે પસંદ કરેલા વ્યવસાય સુધી પહોંચાડવા, પાસવર્ડ રીસેટ વખતે ઇમેઇલથી વન-ટાઇમ પાસવર્ડ મોકલવા, ચુકવણીની પુષ્ટિ કરવા અને સાઇટને દુરુપયોગથી બચાવવા.',
        'અમે વ્યક્તિગત માહિતી વેચતા નથી અને ત્રીજા પક્ષની જાહેરાતો બતાવતા નથી.',
      ],
    },
    {
      heading: 'કોણ જોઈ શકે છે',
      paragraphs: [
        'વ્યવસાય તેને મોકલાયેલી પૂછપરછ અને નોકરીની અરજીઓ જુએ છે. વ્યવસાયની સંપર્ક વિગતો માત્ર મંજૂર પ્રોફાઇલ ધરાવતા લૉગ-ઇન વપરાશકર્તાઓને જ દેખાય છે. એડમિન યાદીઓ મંજૂર કરવા અને સંદેશાના જવાબ આપવા માટે જરૂરી માહિતી જ જુએ છે.',
        'ચુકવણી અમારા પેમેન્ટ પ્રોવાઇડર દ્વારા થાય છે, જેને ચુકવણી માટે જરૂરી માહિતી જ મળે છે.',
      ],
    },
    {
      heading: 'તમારી પસંદગીઓ',
      paragraphs: [
        'તમે તમારા પ્રોફાઇલ પેજ પર નામ અને ઇમેઇલ સુધારી શકો છો, જરૂર ન હોય તેવી પૂછપરછ અને અરજીઓ કાઢી શકો છો, અને અમારો સંપર્ક કરો પેજથી તમારું ખાતું કાઢી નાખવા વિનંતી કરી શકો છો. ઇન્વૉઇસ કર કાયદા મુજબ જરૂરી સમય સુધી રાખવામાં આવે છે.',
      ],
    },
    {
      heading: 'સુરક્ષા',
      paragraphs: [
        'પાસવર્ડ argon2id સાથે સાચવવામાં આવે છે, લૉગઆઉટ કરીને કે પાસવર્ડ બદલીને સત્ર સમાપ્ત કરી શકાય છે, અપલોડ કરેલા ફોટા ફરીથી એન્કોડ થાય છે જેથી કોઈ છુપી માહિતી ન રહે, અને સાઇટ માત્ર HTTPS પર ચાલે છે.',
      ],
    },
  ],
};

/** /privacy-policy (public guard). */
export function PrivacyPage() {
  return <InfoPage docs={{ en, guj }} />;
}
