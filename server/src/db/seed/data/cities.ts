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
  /** The town's centre (decision 63), to four decimals. */
  latitude: number;
  longitude: number;
}

type Row = [city: string, guj: string, district: string, pin: string, weight: number, lat: number, lng: number];

/** Ordered by population, largest first. */
const ROWS: readonly Row[] = [
  ['Ahmedabad', 'અમદાવાદ', 'Ahmedabad', '380001', 60, 23.0225, 72.5714],
  ['Surat', 'સુરત', 'Surat', '395003', 50, 21.1702, 72.8311],
  ['Vadodara', 'વડોદરા', 'Vadodara', '390001', 24, 22.3072, 73.1812],
  ['Rajkot', 'રાજકોટ', 'Rajkot', '360001', 22, 22.3039, 70.8022],
  ['Bhavnagar', 'ભાવનગર', 'Bhavnagar', '364001', 10, 21.7645, 72.1519],
  ['Jamnagar', 'જામનગર', 'Jamnagar', '361001', 9, 22.4707, 70.0577],
  ['Gandhinagar', 'ગાંધીનગર', 'Gandhinagar', '382010', 8, 23.2156, 72.6369],
  ['Junagadh', 'જૂનાગઢ', 'Junagadh', '362001', 6, 21.5222, 70.4579],
  ['Gandhidham', 'ગાંધીધામ', 'Kutch', '370201', 5, 23.0753, 70.1337],
  ['Nadiad', 'નડિયાદ', 'Kheda', '387001', 4, 22.6916, 72.8634],
  ['Anand', 'આણંદ', 'Anand', '388001', 5, 22.5645, 72.9289],
  ['Morbi', 'મોરબી', 'Morbi', '363641', 6, 22.812, 70.8236],
  ['Mehsana', 'મહેસાણા', 'Mehsana', '384001', 4, 23.588, 72.3693],
  ['Surendranagar', 'સુરેન્દ્રનગર', 'Surendranagar', '363001', 3, 22.7271, 71.6486],
  ['Bharuch', 'ભરૂચ', 'Bharuch', '392001', 4, 21.7051, 72.9959],
  ['Vapi', 'વાપી', 'Valsad', '396191', 4, 20.3893, 72.9106],
  ['Navsari', 'નવસારી', 'Navsari', '396445', 3, 20.9467, 72.952],
  ['Veraval', 'વેરાવળ', 'Gir Somnath', '362265', 2, 20.9159, 70.3629],
  ['Porbandar', 'પોરબંદર', 'Porbandar', '360575', 2, 21.6417, 69.6293],
  ['Bhuj', 'ભુજ', 'Kutch', '370001', 3, 23.242, 69.6669],
  ['Godhra', 'ગોધરા', 'Panchmahal', '389001', 2, 22.7788, 73.6143],
  ['Palanpur', 'પાલનપુર', 'Banaskantha', '385001', 2, 24.1725, 72.4381],
  ['Patan', 'પાટણ', 'Patan', '384265', 2, 23.8493, 72.1266],
  ['Kalol', 'કલોલ', 'Gandhinagar', '382721', 2, 23.2464, 72.501],
  ['Dahod', 'દાહોદ', 'Dahod', '389151', 2, 22.8379, 74.2531],
  ['Botad', 'બોટાદ', 'Botad', '364710', 2, 22.1693, 71.6684],
  ['Valsad', 'વલસાડ', 'Valsad', '396001', 2, 20.5992, 72.9342],
  ['Amreli', 'અમરેલી', 'Amreli', '365601', 2, 21.6032, 71.2221],
  ['Jetpur', 'જેતપુર', 'Rajkot', '360370', 2, 21.7548, 70.6235],
  ['Gondal', 'ગોંડલ', 'Rajkot', '360311', 2, 21.9612, 70.7939],
  ['Deesa', 'ડીસા', 'Banaskantha', '385535', 2, 24.2585, 72.1907],
  ['Ankleshwar', 'અંકલેશ્વર', 'Bharuch', '393001', 3, 21.6264, 73.0152],
  ['Mahuva', 'મહુવા', 'Bhavnagar', '364290', 1, 21.0902, 71.7565],
  ['Himmatnagar', 'હિંમતનગર', 'Sabarkantha', '383001', 2, 23.5986, 72.9633],
  ['Khambhat', 'ખંભાત', 'Anand', '388620', 1, 22.3181, 72.6189],
  ['Dhoraji', 'ધોરાજી', 'Rajkot', '360410', 1, 21.7337, 70.45],
  ['Visnagar', 'વિસનગર', 'Mehsana', '384315', 1, 23.6986, 72.5474],
  ['Unjha', 'ઊંઝા', 'Mehsana', '384170', 1, 23.804, 72.3934],
  ['Bardoli', 'બારડોલી', 'Surat', '394601', 1, 21.1226, 73.1119],
  ['Anjar', 'અંજાર', 'Kutch', '370110', 1, 23.1137, 70.028],
  ['Keshod', 'કેશોદ', 'Junagadh', '362220', 1, 21.3031, 70.2492],
  ['Upleta', 'ઉપલેટા', 'Rajkot', '360490', 1, 21.7417, 70.2833],
  ['Savarkundla', 'સાવરકુંડલા', 'Amreli', '364515', 1, 21.3372, 71.3061],
  ['Petlad', 'પેટલાદ', 'Anand', '388450', 1, 22.4766, 72.8006],
  ['Siddhpur', 'સિદ્ધપુર', 'Patan', '384151', 1, 23.9167, 72.3833],
  ['Modasa', 'મોડાસા', 'Aravalli', '383315', 1, 23.4633, 73.2986],
  ['Dholka', 'ધોળકા', 'Ahmedabad', '382225', 1, 22.7273, 72.441],
  ['Kadi', 'કડી', 'Mehsana', '382715', 1, 23.2986, 72.3322],
  ['Borsad', 'બોરસદ', 'Anand', '388540', 1, 22.4078, 72.8997],
  ['Wankaner', 'વાંકાનેર', 'Morbi', '363621', 1, 22.611, 70.9336],
  ['Viramgam', 'વિરમગામ', 'Ahmedabad', '382150', 1, 23.1197, 72.0466],
  ['Dhrangadhra', 'ધ્રાંગધ્રા', 'Surendranagar', '363310', 1, 22.992, 71.4671],
  ['Halol', 'હાલોલ', 'Panchmahal', '389350', 1, 22.5044, 73.4728],
  ['Sanand', 'સાણંદ', 'Ahmedabad', '382110', 1, 22.9923, 72.3813],
  ['Bilimora', 'બીલીમોરા', 'Navsari', '396321', 1, 20.7689, 72.9612],
  ['Palitana', 'પાલિતાણા', 'Bhavnagar', '364270', 1, 21.5253, 71.8237],
  ['Khambhalia', 'ખંભાળિયા', 'Devbhumi Dwarka', '361305', 1, 22.2046, 69.6533],
  ['Dwarka', 'દ્વારકા', 'Devbhumi Dwarka', '361335', 1, 22.2394, 68.9678],
  ['Mundra', 'મુન્દ્રા', 'Kutch', '370421', 1, 22.8392, 69.7214],
  ['Mandvi', 'માંડવી', 'Kutch', '370465', 1, 22.8333, 69.35],
  ['Una', 'ઉના', 'Gir Somnath', '362560', 1, 20.823, 71.0377],
  ['Jasdan', 'જસદણ', 'Rajkot', '360050', 1, 22.0373, 71.2066],
  ['Dabhoi', 'ડભોઈ', 'Vadodara', '391110', 1, 22.1833, 73.4333],
  ['Padra', 'પાદરા', 'Vadodara', '391440', 1, 22.239, 73.0845],
  ['Kapadvanj', 'કપડવંજ', 'Kheda', '387620', 1, 23.02, 73.07],
  ['Idar', 'ઈડર', 'Sabarkantha', '383430', 1, 23.839, 73.002],
  ['Halvad', 'હળવદ', 'Morbi', '363330', 1, 23.0167, 71.1833],
  ['Limbdi', 'લીંબડી', 'Surendranagar', '363421', 1, 22.57, 71.8],
  ['Vyara', 'વ્યારા', 'Tapi', '394650', 1, 21.11, 73.39],
  ['Lunawada', 'લુણાવાડા', 'Mahisagar', '389230', 1, 23.1283, 73.6106],
  ['Rajpipla', 'રાજપીપળા', 'Narmada', '393145', 1, 21.87, 73.5],
  ['Chhota Udepur', 'છોટા ઉદેપુર', 'Chhota Udepur', '391165', 1, 22.3, 74.01],
  ['Tharad', 'થરાદ', 'Vav-Tharad', '385565', 1, 24.3958, 71.627],
  ['Ahwa', 'આહવા', 'Dang', '394710', 1, 20.757, 73.687],
];

/** Kalol (Gandhinagar) and Mandvi (Kutch) have namesakes elsewhere in Gujarat; only these are listed. */
export const CITIES: readonly SeedCity[] = ROWS.map(
  ([city_name, city_name_guj, district, pin, weight, latitude, longitude]) => ({
    city_name,
    city_name_guj,
    district,
    slug: slugify(city_name),
    pin,
    weight,
    latitude,
    longitude,
  }),
);
