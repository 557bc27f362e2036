import { slugify } from '@gd/contracts/patterns';

/**
 * Cities of Gujarat for the demo data: the headquarters of every district (33, plus Tharad of the
 * Vav-Tharad district carved out of Banaskantha in 2025) and the larger towns, roughly in order of
 * population (Census 2011 urban agglomerations), so `sort_order` puts the big cities first.
 * `pin` is the main post office PIN of the town (used as the fallback zipcode of an address there).
 */
export interface SeedCity {
  city_name: string;
  city_name_guj: string;
  district: string;
  slug: string;
  pin: string;
  /** Relative share of the demo businesses (big cities get more). */
  weight: number;
}

type Row = [city: string, guj: string, district: string, pin: string, weight: number];

/** Ordered by population, largest first. */
const ROWS: readonly Row[] = [
  ['Ahmedabad', 'અમદાવાદ', 'Ahmedabad', '380001', 60],
  ['Surat', 'સુરત', 'Surat', '395003', 50],
  ['Vadodara', 'વડોદરા', 'Vadodara', '390001', 24],
  ['Rajkot', 'રાજકોટ', 'Rajkot', '360001', 22],
  ['Bhavnagar', 'ભાવનગર', 'Bhavnagar', '364001', 10],
  ['Jamnagar', 'જામનગર', 'Jamnagar', '361001', 9],
  ['Gandhinagar', 'ગાંધીનગર', 'Gandhinagar', '382010', 8],
  ['Junagadh', 'જૂનાગઢ', 'Junagadh', '362001', 6],
  ['Gandhidham', 'ગાંધીધામ', 'Kutch', '370201', 5],
  ['Nadiad', 'નડિયાદ', 'Kheda', '387001', 4],
  ['Anand', 'આણંદ', 'Anand', '388001', 5],
  ['Morbi', 'મોરબી', 'Morbi', '363641', 6],
  ['Mehsana', 'મહેસાણા', 'Mehsana', '384001', 4],
  ['Surendranagar', 'સુરેન્દ્રનગર', 'Surendranagar', '363001', 3],
  ['Bharuch', 'ભરૂચ', 'Bharuch', '392001', 4],
  ['Vapi', 'વાપી', 'Valsad', '396191', 4],
  ['Navsari', 'નવસારી', 'Navsari', '396445', 3],
  ['Veraval', 'વેરાવળ', 'Gir Somnath', '362265', 2],
  ['Porbandar', 'પોરબંદર', 'Porbandar', '360575', 2],
  ['Bhuj', 'ભુજ', 'Kutch', '370001', 3],
  ['Godhra', 'ગોધરા', 'Panchmahal', '389001', 2],
  ['Palanpur', 'પાલનપુર', 'Banaskantha', '385001', 2],
  ['Patan', 'પાટણ', 'Patan', '384265', 2],
  ['Kalol', 'કલોલ', 'Gandhinagar', '382721', 2],
  ['Dahod', 'દાહોદ', 'Dahod', '389151', 2],
  ['Botad', 'બોટાદ', 'Botad', '364710', 2],
  ['Valsad', 'વલસાડ', 'Valsad', '396001', 2],
  ['Amreli', 'અમરેલી', 'Amreli', '365601', 2],
  ['Jetpur', 'જેતપુર', 'Rajkot', '360370', 2],
  ['Gondal', 'ગોંડલ', 'Rajkot', '360311', 2],
  ['Deesa', 'ડીસા', 'Banaskantha', '385535', 2],
  ['Ankleshwar', 'અંકલેશ્વર', 'Bharuch', '393001', 3],
  ['Mahuva', 'મહુવા', 'Bhavnagar', '364290', 1],
  ['Himmatnagar', 'હિંમતનગર', 'Sabarkantha', '383001', 2],
  ['Khambhat', 'ખંભાત', 'Anand', '388620', 1],
  ['Dhoraji', 'ધોરાજી', 'Rajkot', '360410', 1],
  ['Visnagar', 'વિસનગર', 'Mehsana', '384315', 1],
  ['Unjha', 'ઊંઝા', 'Mehsana', '384170', 1],
  ['Bardoli', 'બારડોલી', 'Surat', '394601', 1],
  ['Anjar', 'અંજાર', 'Kutch', '370110', 1],
  ['Keshod', 'કેશોદ', 'Junagadh', '362220', 1],
  ['Upleta', 'ઉપલેટા', 'Rajkot', '360490', 1],
  ['Savarkundla', 'સાવરકુંડલા', 'Amreli', '364515', 1],
  ['Petlad', 'પેટલાદ', 'Anand', '388450', 1],
  ['Siddhpur', 'સિદ્ધપુર', 'Patan', '384151', 1],
  ['Modasa', 'મોડાસા', 'Aravalli', '383315', 1],
  ['Dholka', 'ધોળકા', 'Ahmedabad', '382225', 1],
  ['Kadi', 'કડી', 'Mehsana', '382715', 1],
  ['Borsad', 'બોરસદ', 'Anand', '388540', 1],
  ['Wankaner', 'વાંકાનેર', 'Morbi', '363621', 1],
  ['Viramgam', 'વિરમગામ', 'Ahmedabad', '382150', 1],
  ['Dhrangadhra', 'ધ્રાંગધ્રા', 'Surendranagar', '363310', 1],
  ['Halol', 'હાલોલ', 'Panchmahal', '389350', 1],
  ['Sanand', 'સાણંદ', 'Ahmedabad', '382110', 1],
  ['Bilimora', 'બીલીમોરા', 'Navsari', '396321', 1],
  ['Palitana', 'પાલિતાણા', 'Bhavnagar', '364270', 1],
  ['Khambhalia', 'ખંભાળિયા', 'Devbhumi Dwarka', '361305', 1],
  ['Dwarka', 'દ્વારકા', 'Devbhumi Dwarka', '361335', 1],
  ['Mundra', 'મુન્દ્રા', 'Kutch', '370421', 1],
  ['Mandvi', 'માંડવી', 'Kutch', '370465', 1],
  ['Una', 'ઉના', 'Gir Somnath', '362560', 1],
  ['Jasdan', 'જસદણ', 'Rajkot', '360050', 1],
  ['Dabhoi', 'ડભોઈ', 'Vadodara', '391110', 1],
  ['Padra', 'પાદરા', 'Vadodara', '391440', 1],
  ['Kapadvanj', 'કપડવંજ', 'Kheda', '387620', 1],
  ['Idar', 'ઈડર', 'Sabarkantha', '383430', 1],
  ['Halvad', 'હળવદ', 'Morbi', '363330', 1],
  ['Limbdi', 'લીંબડી', 'Surendranagar', '363421', 1],
  ['Vyara', 'વ્યારા', 'Tapi', '394650', 1],
  ['Lunawada', 'લુણાવાડા', 'Mahisagar', '389230', 1],
  ['Rajpipla', 'રાજપીપળા', 'Narmada', '393145', 1],
  ['Chhota Udepur', 'છોટા ઉદેપુર', 'Chhota Udepur', '391165', 1],
  ['Tharad', 'થરાદ', 'Vav-Tharad', '385565', 1],
  ['Ahwa', 'આહવા', 'Dang', '394710', 1],
];

/** Kalol (Gandhinagar) and Mandvi (Kutch) have namesakes elsewhere in Gujarat; only these are listed. */
export const CITIES: readonly SeedCity[] = ROWS.map(([city_name, city_name_guj, district, pin, weight]) => ({
  city_name,
  city_name_guj,
  district,
  slug: slugify(city_name),
  pin,
  weight,
}));
