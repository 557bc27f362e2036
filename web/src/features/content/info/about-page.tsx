import { type InfoDoc, InfoPage } from './info-page';

const en: InfoDoc = {
  title: 'About us',
  updated: '21 Nov 2026',
  intro:
    'Gujarat Business Directory helps people find trusted local businesses across Gujarat — and helps those businesses be found — in English and in Gujarati.',
  sections: [
    {
      heading: 'Why we started',
      paragraphs: [
        'Most of Gujarat’s small businesses — the tailor in Anand, the tile maker in Morbi, the farsan shop in Rajkot — are known by word of mouth. National directories bury them under paid listings, sell their leads to competitors and are slow on the phones most people use. We wanted a directory that is fast on a ₹8,000 phone, reads naturally in Gujarati and treats a small shop as fairly as a large one.',
      ],
    },
    {
      heading: 'What you will find here',
      paragraphs: [
        'Businesses from every district of Gujarat, searchable by city, name and category, with addresses, services, products, photos and reviews from real customers. Jobs posted by local businesses, events and trade fairs across the state, and offers from businesses near you.',
        'Every new business profile is checked by our team before it is shown publicly. Inquiries you send go straight to the business — we do not sell them to anyone else.',
      ],
    },
    {
      heading: 'For business owners',
      paragraphs: [
        'Listing your business is free: build your profile in six short steps, add products and jobs, publish offers, and see how many people viewed your profile and sent inquiries. Yearly plans add more visibility for businesses that want it.',
      ],
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        'We are a small team based in Ahmedabad. Write to us through the Contact us page; we answer in English or Gujarati within two working days.',
      ],
    },
  ],
};

const guj: InfoDoc = {
  title: 'અમારા વિશે',
  updated: '21 નવે 2026',
  intro:
    'ગુજરાત બિઝનેસ ડિરેક્ટરી લોકોને આખા ગુજરાતમાં ભરોસાપાત્ર સ્થાનિક વ્યવસાયો શોધવામાં મદદ કરે છે — અને એ વ્યવસાયોને લોકો સુધી પહોંચવામાં મદદ કરે છે — અંગ્રેજી અને ગુજરાતીમાં.',
  sections: [
    {
      heading: 'અમે શા માટે શરૂ કર્યું',
      paragraphs: [
        'ગુજરાતના મોટાભાગના નાના વ્યવસાયો — આણંદનો દરજી, મોરબીનો ટાઇલ ઉત્પાદક, રાજકોટની ફરસાણની દુકાન — મોઢેથી થતી વાતથી ઓળખાય છે. રાષ્ટ્રીય ડિરેક્ટરીઓ તેમને પેઇડ યાદીઓ નીચે દબાવી દે છે, તેમની પૂછપરછ હરીફોને વેચે છે અને મોટાભાગના લોકો જે ફોન વાપરે છે તેના પર ધીમી ચાલે છે. અમે એવી ડિરેક્ટરી ઇચ્છતા હતા જે ₹8,000ના ફોન પર ઝડપથી ચાલે, ગુજરાતીમાં સહજ રીતે વંચાય અને નાની દુકાનને પણ મોટા વ્યવસાય જેટલો જ ન્યાય આપે.',
      ],
    },
    {
      heading: 'અહીં તમને શું મળશે',
      paragraphs: [
        'ગુજરાતના દરેક જિલ્લાના વ્યવસાયો, શહેર, નામ અને શ્રેણી પ્રમાણે શોધી શકાય તેવા, સરનામા, સેવાઓ, ઉત્પાદનો, ફોટા અને સાચા ગ્રાહકોની સમીક્ષાઓ સાથે. સ્થાનિક વ્યવસાયોએ મૂકેલી નોકરીઓ, રાજ્યભરના કાર્યક્રમો અને વેપાર મેળાઓ, અને તમારી નજીકના વ્યવસાયોની ઓફરો.',
        'દરેક નવી બિઝનેસ પ્રોફાઇલ જાહેર થાય તે પહેલાં અમારી ટીમ તેની ચકાસણી કરે છે. તમે મોકલો તે પૂછપરછ સીધી વ્યવસાયને જાય છે — અમે તે બીજા કોઈને વેચતા નથી.',
      ],
    },
    {
      heading: 'વ્યવસાય માલિકો માટે',
      paragraphs: [
        'તમારો વ્યવસાય નોંધાવવો મફત છે: છ નાના પગલાંમાં તમારી પ્રોફાઇલ બનાવો, ઉત્પાદનો અને નોકરીઓ ઉમેરો, ઓફરો પ્રકાશિત કરો અને કેટલા લોકોએ તમારી પ્રોફાઇલ જોઈ અને પૂછપરછ મોકલી તે જુઓ. વધુ દૃશ્યતા ઇચ્છતા વ્યવસાયો માટે વાર્ષિક પ્લાન છે.',
      ],
    },
    {
      heading: 'અમારી સાથે વાત કરો',
      paragraphs: [
        'અમે અમદાવાદમાં આવેલી નાની ટીમ છીએ. અમારો સંપર્ક કરો પેજથી અમને લખો; અમે બે કામકાજના દિવસોમાં અંગ્રેજી કે ગુજરાતીમાં જવાબ આપીએ છીએ.',
      ],
    },
  ],
};

/** /about-us (public guard). */
export function AboutPage() {
  return <InfoPage docs={{ en, guj }} />;
}
