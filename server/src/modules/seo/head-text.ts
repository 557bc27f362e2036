import type { Language } from '@gd/contracts/codes';

/**
 * The words of the server's head tags (title, description) in both languages (decision 56): the head is written
 * before, and without, the web app and its dictionaries, so its few sentences live here. Record names (businesses,
 * jobs, events, offers) stay as their owners wrote them; categories and cities use their Gujarati names when set.
 */
export const SITE_NAMES: Record<Language, string> = {
  en: 'Gujarat Business Directory',
  guj: 'ગુજરાત બિઝનેસ ડિરેક્ટરી',
};

/** The public list pages that are not records: their title (before " · site") and description. */
export type ListPage = 'search' | 'categories' | 'jobs' | 'events' | 'offers' | 'doctors';

export const LIST_PAGES: Record<ListPage, Record<Language, { title: string; description: string }>> = {
  search: {
    en: {
      title: 'Search businesses in Gujarat',
      description:
        'Search shops, services, doctors, traders and manufacturers across Gujarat by name, category and city: addresses, phone numbers, reviews and inquiries.',
    },
    guj: {
      title: 'ગુજરાતમાં વ્યવસાયો શોધો',
      description:
        'સમગ્ર ગુજરાતમાં દુકાનો, સેવાઓ, ડૉક્ટરો, વેપારીઓ અને ઉત્પાદકોને નામ, શ્રેણી અને શહેર પ્રમાણે શોધો: સરનામાં, ફોન નંબર, સમીક્ષાઓ અને પૂછપરછ.',
    },
  },
  categories: {
    en: {
      title: 'Business categories',
      description:
        'Every business category of the Gujarat Business Directory, from doctors and jewellers to transport and textiles, with the number of businesses in each.',
    },
    guj: {
      title: 'વ્યવસાયની શ્રેણીઓ',
      description:
        'ગુજરાત બિઝનેસ ડિરેક્ટરીની દરેક શ્રેણી, ડૉક્ટરો અને ઝવેરીઓથી લઈને પરિવહન અને કાપડ સુધી, દરેકમાં કેટલા વ્યવસાયો છે તે સાથે.',
    },
  },
  jobs: {
    en: {
      title: 'Jobs in Gujarat',
      description:
        'Jobs offered by businesses across Gujarat: full-time, part-time and internships, with salary, experience and place. Apply online.',
    },
    guj: {
      title: 'ગુજરાતમાં નોકરીઓ',
      description:
        'સમગ્ર ગુજરાતના વ્યવસાયોની નોકરીઓ: પૂર્ણ સમય, અંશકાલીન અને ઇન્ટર્નશિપ, પગાર, અનુભવ અને સ્થળ સાથે. ઓનલાઇન અરજી કરો.',
    },
  },
  events: {
    en: {
      title: 'Events in Gujarat',
      description: 'Fairs, exhibitions, workshops and festivals across Gujarat: dates, places and organisers.',
    },
    guj: {
      title: 'ગુજરાતમાં કાર્યક્રમો',
      description: 'સમગ્ર ગુજરાતમાં મેળા, પ્રદર્શનો, વર્કશોપ અને તહેવારો: તારીખો, સ્થળો અને આયોજકો.',
    },
  },
  offers: {
    en: {
      title: 'Offers from Gujarat businesses',
      description: 'Current discounts and offers from shops and services across Gujarat, with their validity dates.',
    },
    guj: {
      title: 'ગુજરાતના વ્યવસાયોની ઓફરો',
      description: 'સમગ્ર ગુજરાતની દુકાનો અને સેવાઓની હાલની છૂટ અને ઓફરો, તેમની માન્યતાની તારીખો સાથે.',
    },
  },
  doctors: {
    en: {
      title: 'Doctors and healers in Gujarat',
      description:
        'Verified doctors, Ayurveda practitioners and therapists across Gujarat by city, specialty and language: fees, timings and free half-hour slots. Book online.',
    },
    guj: {
      title: 'ગુજરાતમાં ડૉક્ટરો અને વૈદ્યો',
      description:
        'સમગ્ર ગુજરાતમાં ચકાસાયેલા ડૉક્ટરો, આયુર્વેદ વૈદ્યો અને થેરાપિસ્ટ શહેર, વિશેષતા અને ભાષા પ્રમાણે: ફી, સમય અને ખાલી અડધા કલાકના સ્લોટ. ઓનલાઇન બુક કરો.',
    },
  },
};

/** Sentences of the record pages' heads. */
export const TEXT = {
  notFoundTitle: { en: 'Page not found', guj: 'પાનું મળ્યું નથી' },
  notFound: {
    en: 'This page does not exist or is no longer public.',
    guj: 'આ પાનું અસ્તિત્વમાં નથી અથવા હવે જાહેર નથી.',
  },
  homeDescription: {
    en: 'Find businesses, jobs, events and offers across Gujarat. ગુજરાતના વ્યવસાયો, નોકરીઓ, કાર્યક્રમો અને ઓફરો શોધો.',
    guj: 'ગુજરાતના વ્યવસાયો, નોકરીઓ, કાર્યક્રમો અને ઓફરો શોધો. Find businesses, jobs, events and offers across Gujarat.',
  },
  business: { en: 'business', guj: 'વ્યવસાય' },
  businessIn: {
    en: (name: string, kind: string, where: string) =>
      `${name} — ${kind} in ${where}. Address, services, products and reviews.`,
    guj: (name: string, kind: string, where: string) =>
      `${name} — ${where}માં ${kind}. સરનામું, સેવાઓ, ઉત્પાદનો અને સમીક્ષાઓ.`,
  },
  gujarat: { en: 'Gujarat', guj: 'ગુજરાત' },
  categoryTitle: { en: (c: string) => `${c} in Gujarat`, guj: (c: string) => `ગુજરાતમાં ${c}` },
  categoryDescription: {
    en: (n: number, c: string, other: string) =>
      `${n} ${c}${other ? ` (${other})` : ''} across Gujarat: compare addresses, services, products and reviews, and send an inquiry.`,
    guj: (n: number, c: string, other: string) =>
      `સમગ્ર ગુજરાતમાં ${n} ${c}${other ? ` (${other})` : ''}: સરનામાં, સેવાઓ, ઉત્પાદનો અને સમીક્ષાઓની તુલના કરો અને પૂછપરછ મોકલો.`,
  },
  home: { en: 'Home', guj: 'હોમ' },
  categories: { en: 'Business Categories', guj: 'વ્યવસાયની શ્રેણીઓ' },
  jobAt: {
    en: (title: string, company: string) => `${title} at ${company}`,
    guj: (title: string, company: string) => `${title} — ${company}`,
  },
  unknownCompany: { en: 'Unknown Company', guj: 'અજાણી કંપની' },
  cancelled: { en: 'Cancelled: ', guj: 'રદ: ' },
  eventNotFound: { en: 'Error loading event', guj: 'કાર્યક્રમ મળ્યો નથી' },
  offerNotFound: { en: 'Error loading offer', guj: 'ઓફર મળી નથી' },
  percentOff: { en: (n: number) => `${n}% off. `, guj: (n: number) => `${n}% છૂટ. ` },
  valid: { en: 'Valid', guj: 'માન્ય' },
  doctorNotFound: { en: 'Doctor not found', guj: 'ડૉક્ટર મળ્યા નથી' },
  practitioner: { en: 'Practitioner', guj: 'ડૉક્ટર' },
  doctorTitle: {
    en: (name: string, kind: string, city: string) => `${name}, ${kind}${city ? ` in ${city}` : ''}`,
    guj: (name: string, kind: string, city: string) => `${name}, ${city ? `${city}માં ` : ''}${kind}`,
  },
  doctorDescription: {
    en: (name: string, kind: string, where: string, degrees: string, fee: string) =>
      `${name} — ${kind} in ${where}${degrees ? ` (${degrees})` : ''}. Consultation fee ${fee}. Timings, free half-hour slots and answers; book online.`,
    guj: (name: string, kind: string, where: string, degrees: string, fee: string) =>
      `${name} — ${where}માં ${kind}${degrees ? ` (${degrees})` : ''}. કન્સલ્ટેશન ફી ${fee}. સમય, ખાલી અડધા કલાકના સ્લોટ અને જવાબો; ઓનલાઇન બુક કરો.`,
  },
  specialtyTitle: {
    en: (s: string) => `${s} doctors in Gujarat`,
    guj: (s: string) => `ગુજરાતમાં ${s} ડૉક્ટરો`,
  },
  specialtyDescription: {
    en: (n: number, s: string, other: string) =>
      `${n} verified ${s}${other ? ` (${other})` : ''} practitioners across Gujarat: fees, timings, languages and free half-hour slots. Book online.`,
    guj: (n: number, s: string, other: string) =>
      `સમગ્ર ગુજરાતમાં ${n} ચકાસાયેલા ${s}${other ? ` (${other})` : ''} ડૉક્ટરો: ફી, સમય, ભાષાઓ અને ખાલી અડધા કલાકના સ્લોટ. ઓનલાઇન બુક કરો.`,
  },
  doctors: { en: 'Doctors', guj: 'ડૉક્ટરો' },
} as const;

const MONTHS: Record<Language, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  guj: ['જાન્યુ', 'ફેબ્રુ', 'માર્ચ', 'એપ્રિલ', 'મે', 'જૂન', 'જુલાઈ', 'ઑગસ્ટ', 'સપ્ટે', 'ઑક્ટો', 'નવે', 'ડિસે'],
};

/** "21 Nov 2026" (or "21 નવે 2026") for a YYYY-MM-DD day. */
export function dayText(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[language][m - 1] ?? ''} ${y}`;
}
