/**
 * Ingredients for believable Gujarat businesses and people: names, localities with their PIN codes,
 * shopping complexes and landmarks for addresses, and business-name patterns per category.
 *
 * Business-name patterns use placeholders the generator fills in:
 *   {p}  a name prefix in English (Jalaram, Shree Ganesh, Royal…)   {pg} the same prefix in Gujarati
 *   {s}  a surname in English, {s2} a second surname                 {sg} a surname in Gujarati
 *   {f}  a man's first name, {ff} a woman's first name               {c}  the city, {l} the locality
 */
import type { SeedText } from './categories';

export const MALE_FIRST_NAMES: readonly string[] = [
  'Ramesh', 'Mahesh', 'Suresh', 'Dinesh', 'Jignesh', 'Hitesh', 'Kalpesh', 'Nilesh', 'Mukesh', 'Rajesh',
  'Bhavesh', 'Ketan', 'Chirag', 'Nirav', 'Parth', 'Harsh', 'Hardik', 'Jay', 'Kunal', 'Alpesh',
  'Vipul', 'Bharat', 'Pravin', 'Dilip', 'Ashok', 'Kiran', 'Mehul', 'Sanjay', 'Yogesh', 'Amit',
  'Dharmesh', 'Paresh', 'Viral', 'Tushar', 'Manish', 'Jayesh', 'Naresh', 'Pankaj', 'Rakesh', 'Hiren',
  'Sagar', 'Darshan', 'Dhaval', 'Keyur', 'Maulik', 'Nikunj', 'Pratik', 'Urvish', 'Chintan', 'Jatin',
  'Bhupendra', 'Ghanshyam', 'Haresh', 'Kishor', 'Mansukh', 'Nitin', 'Ravi', 'Sandip', 'Vijay', 'Yash',
];

export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Priya', 'Hetal', 'Nisha', 'Komal', 'Pooja', 'Bhavna', 'Sejal', 'Krupa', 'Dhara', 'Heena',
  'Jigna', 'Mital', 'Payal', 'Rina', 'Shital', 'Falguni', 'Kinjal', 'Nirali', 'Riddhi', 'Khushbu',
  'Urvashi', 'Foram', 'Janvi', 'Dimple', 'Bhumi', 'Asha', 'Geeta', 'Meena', 'Varsha', 'Daksha',
  'Hiral', 'Jalpa', 'Mansi', 'Nidhi', 'Pinal', 'Rupal', 'Sonal', 'Trupti', 'Vaishali', 'Zeel',
];

export const SURNAMES: readonly SeedText[] = (
  [
    ['Patel', 'પટેલ'], ['Shah', 'શાહ'], ['Mehta', 'મહેતા'], ['Desai', 'દેસાઈ'], ['Joshi', 'જોષી'],
    ['Trivedi', 'ત્રિવેદી'], ['Parmar', 'પરમાર'], ['Chauhan', 'ચૌહાણ'], ['Solanki', 'સોલંકી'], ['Modi', 'મોદી'],
    ['Thakkar', 'ઠક્કર'], ['Panchal', 'પંચાલ'], ['Rathod', 'રાઠોડ'], ['Vaghela', 'વાઘેલા'], ['Bhatt', 'ભટ્ટ'],
    ['Pandya', 'પંડ્યા'], ['Dave', 'દવે'], ['Vyas', 'વ્યાસ'], ['Jani', 'જાની'], ['Raval', 'રાવલ'],
    ['Soni', 'સોની'], ['Gandhi', 'ગાંધી'], ['Parekh', 'પારેખ'], ['Kothari', 'કોઠારી'], ['Doshi', 'દોશી'],
    ['Sheth', 'શેઠ'], ['Amin', 'અમીન'], ['Chaudhary', 'ચૌધરી'], ['Prajapati', 'પ્રજાપતિ'], ['Makwana', 'મકવાણા'],
    ['Gohil', 'ગોહિલ'], ['Jadeja', 'જાડેજા'], ['Zala', 'ઝાલા'], ['Barot', 'બારોટ'], ['Mistry', 'મિસ્ત્રી'],
    ['Suthar', 'સુથાર'], ['Dabhi', 'ડાભી'], ['Upadhyay', 'ઉપાધ્યાય'], ['Oza', 'ઓઝા'], ['Acharya', 'આચાર્ય'],
    ['Nayak', 'નાયક'], ['Lakhani', 'લાખાણી'], ['Vekariya', 'વેકરિયા'], ['Savani', 'સવાણી'], ['Dholakia', 'ધોળકિયા'],
    ['Kakadiya', 'કાકડિયા'], ['Sutariya', 'સુતરિયા'], ['Gajera', 'ગજેરા'], ['Bhalala', 'ભાલાળા'], ['Kansara', 'કંસારા'],
    ['Thaker', 'ઠાકર'], ['Vora', 'વોરા'], ['Bhavsar', 'ભાવસાર'], ['Rana', 'રાણા'], ['Jethwa', 'જેઠવા'],
    ['Odedra', 'ઓડેદરા'], ['Kanani', 'કાનાણી'], ['Majmudar', 'મજમુદાર'], ['Luhar', 'લુહાર'], ['Ladani', 'લાડાણી'],
  ] as const
).map(([en, guj]) => ({ en, guj }));

export interface NamePrefix extends SeedText {
  /** A deity or saint: may take the honorific "Shree" (શ્રી) in front. */
  deity: boolean;
}

export const NAME_PREFIXES: readonly NamePrefix[] = (
  [
    ['Shree Ganesh', 'શ્રી ગણેશ', false], ['Jalaram', 'જલારામ', true], ['Om Sai', 'ઓમ સાઈ', false],
    ['Krishna', 'કૃષ્ણ', true], ['Ambica', 'અંબિકા', true], ['Khodiyar', 'ખોડિયાર', true],
    ['Umiya', 'ઉમિયા', true], ['Shreeji', 'શ્રીજી', false], ['Mahalaxmi', 'મહાલક્ષ્મી', true],
    ['Gayatri', 'ગાયત્રી', true], ['Chamunda', 'ચામુંડા', true], ['Ramdev', 'રામદેવ', true],
    ['Sardar', 'સરદાર', false], ['Navrang', 'નવરંગ', false], ['Satyam', 'સત્યમ', false],
    ['Madhav', 'માધવ', true], ['Shivam', 'શિવમ', false], ['Balaji', 'બાલાજી', true],
    ['Radhe', 'રાધે', true], ['Gokul', 'ગોકુલ', false], ['Ashapura', 'આશાપુરા', true],
    ['Momai', 'મોમાઈ', true], ['Bhagwati', 'ભગવતી', true], ['Shiv Shakti', 'શિવ શક્તિ', true],
    ['Jay Ambe', 'જય અંબે', false], ['Sahajanand', 'સહજાનંદ', true], ['Navkar', 'નવકાર', false],
    ['Mahavir', 'મહાવીર', true], ['Arihant', 'અરિહંત', false], ['Siddhi', 'સિદ્ધિ', false],
    ['Shubh Labh', 'શુભ લાભ', false], ['Tirupati', 'તિરુપતિ', false], ['Sai Krupa', 'સાઈ કૃપા', false],
    ['Hari Om', 'હરિ ઓમ', false], ['Ekta', 'એકતા', false], ['Pragati', 'પ્રગતિ', false],
    ['Samarth', 'સમર્થ', false], ['Dhanlaxmi', 'ધનલક્ષ્મી', false], ['Sunrise', 'સનરાઇઝ', false],
    ['Royal', 'રોયલ', false], ['Star', 'સ્ટાર', false], ['New India', 'ન્યૂ ઇન્ડિયા', false],
    ['Golden', 'ગોલ્ડન', false], ['Perfect', 'પરફેક્ટ', false], ['Classic', 'ક્લાસિક', false],
    ['Prime', 'પ્રાઇમ', false], ['Rajhans', 'રાજહંસ', false], ['Kamdhenu', 'કામધેનુ', false],
    ['Somnath', 'સોમનાથ', true], ['Dwarkadhish', 'દ્વારકાધીશ', true], ['Nilkanth', 'નીલકંઠ', true],
    ['Yogi', 'યોગી', false], ['Akshar', 'અક્ષર', false], ['Vrundavan', 'વૃંદાવન', false],
    ['Vishwas', 'વિશ્વાસ', false], ['Parshwa', 'પાર્શ્વ', false], ['Bajrang', 'બજરંગ', true],
  ] as const
).map(([en, guj, deity]) => ({ en, guj, deity }));

export interface NamePatterns {
  en: readonly string[];
  guj: readonly string[];
}

/** Business-name patterns by category name; a category missing here uses GENERIC_NAME_PATTERNS. */
export const CATEGORY_NAME_PATTERNS: Readonly<Record<string, NamePatterns>> = {
  Restaurants: {
    en: ['{p} Restaurant', '{p} Dining Hall', '{p} Thali House', '{p} Kathiyawadi Dhaba', 'Hotel {p}', '{p} Food Court'],
    guj: ['{pg} રેસ્ટોરન્ટ', '{pg} ડાઇનિંગ હોલ', '{pg} કાઠિયાવાડી ઢાબા', '{pg} થાળી'],
  },
  Hotels: {
    en: ['Hotel {p}', 'Hotel {p} Residency', '{p} Inn', '{p} Guest House', 'Hotel {p} International', '{p} Palace Hotel'],
    guj: ['હોટેલ {pg}', '{pg} ગેસ્ટ હાઉસ', '{pg} રેસિડેન્સી'],
  },
  Doctors: {
    en: ["Dr. {s}'s Clinic", '{s} Clinic', '{p} Clinic', '{s} Family Clinic', '{p} Children Clinic', '{p} Health Care'],
    guj: ['ડૉ. {sg} ક્લિનિક', '{pg} ક્લિનિક', '{sg} ફેમિલી ક્લિનિક'],
  },
  Hospitals: {
    en: ['{p} Hospital', '{s} Hospital', '{p} Multispeciality Hospital', '{s} Nursing Home', '{p} Hospital & ICCU'],
    guj: ['{pg} હોસ્પિટલ', '{sg} હોસ્પિટલ', '{pg} મલ્ટિસ્પેશિયાલિટી હોસ્પિટલ'],
  },
  Chemists: {
    en: ['{p} Medical Stores', '{p} Chemist', '{p} Pharmacy', '{p} Medicals', '{l} Medical Stores'],
    guj: ['{pg} મેડિકલ સ્ટોર્સ', '{pg} મેડિકલ', '{pg} ફાર્મસી'],
  },
  'Textiles & Sarees': {
    en: ['{p} Textiles', '{p} Saree Centre', '{p} Fashion', '{p} Silk Mills', '{p} Creation', '{p} Cloth Stores', '{s} Textiles'],
    guj: ['{pg} ટેક્સટાઇલ્સ', '{pg} સાડી સેન્ટર', '{pg} ક્લોથ સ્ટોર્સ'],
  },
  'Diamond & Jewellery': {
    en: ['{p} Jewellers', '{s} Jewellers', '{p} Diamonds', '{p} Gems', '{s} Gold Palace', '{p} Ornaments'],
    guj: ['{pg} જ્વેલર્સ', '{sg} જ્વેલર્સ', '{pg} ડાયમંડ્સ'],
  },
  Electricians: {
    en: ['{p} Electricals', '{p} Electric Works', '{s} Electric Services', '{p} Electric & Solar'],
    guj: ['{pg} ઇલેક્ટ્રિકલ્સ', '{pg} ઇલેક્ટ્રિક વર્ક્સ'],
  },
  Plumbers: {
    en: ['{p} Plumbing Works', '{p} Sanitation', '{s} Plumbing Services', '{p} Plumbers'],
    guj: ['{pg} પ્લમ્બિંગ વર્ક્સ', '{pg} પ્લમ્બર્સ'],
  },
  'CA & Tax Consultants': {
    en: ['{s} & Co., Chartered Accountants', '{s} & Associates', '{s} {s2} & Co.', '{p} Tax Consultants', '{s} Tax Consultancy'],
    guj: ['{sg} એન્ડ એસોસિએટ્સ', '{pg} ટેક્સ કન્સલ્ટન્ટ'],
  },
  'Real Estate': {
    en: ['{p} Realty', '{p} Estate Agency', '{p} Properties', '{p} Developers', '{p} Infrastructure', '{s} Estate Consultants'],
    guj: ['{pg} રિયલ્ટી', '{pg} પ્રોપર્ટીઝ', '{pg} એસ્ટેટ'],
  },
  Schools: {
    en: ['{p} Vidyalaya', '{p} English Medium School', '{p} Vidya Mandir', '{p} International School', '{p} Public School', '{p} High School'],
    guj: ['{pg} વિદ્યાલય', '{pg} વિદ્યા મંદિર', '{pg} હાઈસ્કૂલ'],
  },
  'Coaching Classes': {
    en: ['{p} Classes', '{p} Tuition Classes', '{p} Academy', '{s} Coaching Centre', '{p} Career Institute', '{p} Science Classes'],
    guj: ['{pg} ક્લાસીસ', '{pg} એકેડેમી', '{pg} ટ્યુશન ક્લાસીસ'],
  },
  'Car Repair': {
    en: ['{p} Auto Garage', '{p} Motors', '{p} Car Care', '{p} Automobiles', '{p} Car Point'],
    guj: ['{pg} ઓટો ગેરેજ', '{pg} મોટર્સ', '{pg} કાર કેર'],
  },
  Caterers: {
    en: ['{p} Caterers', '{p} Catering Services', '{s} Caterers', '{p} Caterers & Decorators'],
    guj: ['{pg} કેટરર્સ', '{pg} કેટરિંગ સર્વિસ'],
  },
  'Event Planners': {
    en: ['{p} Events', '{p} Event Management', '{p} Decorators', '{p} Mandap Service', '{p} Wedding Planners'],
    guj: ['{pg} ઇવેન્ટ્સ', '{pg} મંડપ સર્વિસ', '{pg} ડેકોરેટર્સ'],
  },
  'Beauty Parlours': {
    en: ['{ff} Beauty Parlour', '{p} Beauty Parlour', '{p} Ladies Salon', '{p} Beauty Studio', '{ff} Makeover Studio'],
    guj: ['{pg} બ્યુટી પાર્લર', '{pg} લેડીઝ સલૂન'],
  },
  Gyms: {
    en: ['{p} Fitness', '{p} Gym', '{p} Fitness Club', '{p} Health Club', '{p} Fitness Studio'],
    guj: ['{pg} જિમ', '{pg} ફિટનેસ'],
  },
  Hardware: {
    en: ['{p} Hardware', '{p} Hardware & Paints', '{p} Sanitary & Hardware', '{p} Traders', '{p} Hardware Stores'],
    guj: ['{pg} હાર્ડવેર', '{pg} ટ્રેડર્સ'],
  },
  Furniture: {
    en: ['{p} Furniture', '{p} Furniture Mart', '{p} Wood Works', '{p} Furniture House', '{p} Sofa Works'],
    guj: ['{pg} ફર્નિચર', '{pg} ફર્નિચર માર્ટ'],
  },
  'Mobile Shops': {
    en: ['{p} Mobile', '{p} Mobile Point', '{p} Telecom', '{p} Mobile Gallery', '{p} Mobile Zone'],
    guj: ['{pg} મોબાઇલ', '{pg} મોબાઇલ પોઇન્ટ'],
  },
  'Computer Repair': {
    en: ['{p} Computers', '{p} Infotech', '{p} Computer Services', '{p} Systems', '{p} Technologies'],
    guj: ['{pg} કમ્પ્યુટર્સ', '{pg} ઇન્ફોટેક'],
  },
  'Packers & Movers': {
    en: ['{p} Packers & Movers', '{p} Cargo Movers', '{p} Relocations', '{c} Packers & Movers'],
    guj: ['{pg} પેકર્સ એન્ડ મૂવર્સ'],
  },
  'Travel Agents': {
    en: ['{p} Travels', '{p} Tours & Travels', '{p} Holidays', '{p} Yatra Service'],
    guj: ['{pg} ટ્રાવેલ્સ', '{pg} ટુર્સ એન્ડ ટ્રાવેલ્સ'],
  },
  'Tiffin Services': {
    en: ['{p} Tiffin Service', '{p} Rasoi', '{p} Home Food', '{ff}ben Tiffin Service'],
    guj: ['{pg} ટિફિન સર્વિસ', '{pg} રસોઈ'],
  },
  'Dairy & Sweets (Farsan)': {
    en: ['{p} Sweets & Farsan', '{p} Sweet Mart', '{p} Dairy', '{p} Farsan House', '{s} Farsan', '{p} Dairy & Sweets', '{p} Mithai Ghar'],
    guj: ['{pg} સ્વીટ્સ', '{pg} ડેરી', '{pg} ફરસાણ', '{pg} સ્વીટ માર્ટ'],
  },
  'Ayurvedic Clinics': {
    en: ['{p} Ayurved', '{p} Ayurvedic Clinic', '{p} Panchakarma Centre', "Dr. {s}'s Ayurveda Clinic"],
    guj: ['{pg} આયુર્વેદ', '{pg} આયુર્વેદિક ક્લિનિક'],
  },
  'Agricultural Equipment': {
    en: ['{p} Agro', '{p} Krushi Kendra', '{p} Agro Industries', '{p} Engineering Works', '{p} Agro Agency'],
    guj: ['{pg} એગ્રો', '{pg} કૃષિ કેન્દ્ર'],
  },
  'Ceramics & Tiles': {
    en: ['{p} Ceramic', '{p} Tiles', '{p} Vitrified', '{p} Granito', '{p} Ceramic Industries'],
    guj: ['{pg} સિરામિક', '{pg} ટાઇલ્સ'],
  },
  Chemicals: {
    en: ['{p} Chemicals', '{p} Chem Industries', '{p} Dyestuff', '{p} Organics', '{p} Chemicals Pvt. Ltd.'],
    guj: ['{pg} કેમિકલ્સ'],
  },
  Printing: {
    en: ['{p} Printers', '{p} Offset', '{p} Graphics', '{p} Print Point', '{p} Card Centre'],
    guj: ['{pg} પ્રિન્ટર્સ', '{pg} ઓફસેટ'],
  },
  Tailors: {
    en: ['{p} Tailors', '{p} Ladies Tailor', "{p} Men's Wear & Tailors", '{p} Fashion Tailors'],
    guj: ['{pg} ટેલર્સ', '{pg} લેડીઝ ટેલર'],
  },
  Opticians: {
    en: ['{p} Opticians', '{p} Optics', '{p} Eye Care', '{p} Chashma Ghar'],
    guj: ['{pg} ઓપ્ટિશિયન્સ', '{pg} ચશ્માં ઘર'],
  },
  'Pet Clinics': {
    en: ['{p} Pet Clinic', '{p} Veterinary Hospital', '{s} Pet Care', '{p} Pet Care Centre'],
    guj: ['{pg} પેટ ક્લિનિક'],
  },
  Courier: {
    en: ['{p} Courier', '{p} Express', '{p} Logistics', '{p} Courier & Cargo'],
    guj: ['{pg} કુરિયર'],
  },
  'Banks & Finance': {
    en: ['{p} Co-operative Credit Society', '{p} Finance', '{p} Nagrik Sahakari Bank', '{p} Fincorp', '{p} Investments'],
    guj: ['{pg} ક્રેડિટ કો-ઓપરેટિવ સોસાયટી', '{pg} નાગરિક સહકારી બેંક', '{pg} ફાઇનાન્સ'],
  },
  Insurance: {
    en: ['{p} Insurance Services', '{s} Insurance Consultancy', '{p} Insurance Point', '{p} Insurance Advisors'],
    guj: ['{pg} ઇન્શ્યોરન્સ'],
  },
  Lawyers: {
    en: ['{s} Law Associates', '{s} & Associates, Advocates', '{s} Legal Chambers', 'Adv. {f} {s}', '{s} {s2} & Co., Advocates'],
    guj: ['{sg} લૉ એસોસિએટ્સ', 'એડવોકેટ {sg} એન્ડ એસોસિએટ્સ'],
  },
  Architects: {
    en: ['{s} Architects', '{s} Associates', '{p} Design Studio', '{s} Architects & Engineers', '{s} {s2} Architects'],
    guj: ['{sg} આર્કિટેક્ટ્સ'],
  },
  'Interior Designers': {
    en: ['{p} Interiors', '{p} Interio', '{s} Design Studio', '{p} Decor', '{p} Interior Solutions'],
    guj: ['{pg} ઇન્ટિરિયર્સ'],
  },
  Photographers: {
    en: ['{p} Studio', '{p} Photography', '{p} Digital Studio', '{p} Films', '{f} {s} Photography'],
    guj: ['{pg} સ્ટુડિયો', '{pg} ફોટો સ્ટુડિયો'],
  },
  'Yoga Centres': {
    en: ['{p} Yoga Centre', '{p} Yog Kendra', '{p} Yoga Studio', '{p} Yoga & Wellness'],
    guj: ['{pg} યોગ કેન્દ્ર'],
  },
  Dentists: {
    en: ["Dr. {s}'s Dental Clinic", '{p} Dental Care', '{s} Dental Hospital', '{p} Dental Clinic', '{p} Smile Dental Clinic'],
    guj: ['{pg} ડેન્ટલ ક્લિનિક', 'ડૉ. {sg} ડેન્ટલ ક્લિનિક'],
  },
  'Pathology Labs': {
    en: ['{p} Pathology Laboratory', '{p} Diagnostics', '{s} Pathology Lab', '{p} Path Lab', '{p} Diagnostic Centre'],
    guj: ['{pg} પેથોલોજી લેબોરેટરી', '{pg} ડાયગ્નોસ્ટિક્સ'],
  },
  Transporters: {
    en: ['{p} Transport', '{p} Roadlines', '{p} Road Carriers', '{p} Logistics', '{p} Golden Transport', '{c} Roadways'],
    guj: ['{pg} ટ્રાન્સપોર્ટ', '{pg} રોડલાઇન્સ'],
  },
  Handicrafts: {
    en: ['{p} Handicrafts', '{p} Kutch Crafts', '{p} Art & Crafts', '{p} Kala Kendra', '{p} Hastkala'],
    guj: ['{pg} હેન્ડીક્રાફ્ટ્સ', '{pg} કલા કેન્દ્ર'],
  },
  'Electronics & Appliances': {
    en: ['{p} Electronics', '{p} Home Appliances', '{p} Electronics & Appliances', '{p} Digital World'],
    guj: ['{pg} ઇલેક્ટ્રોનિક્સ'],
  },
  'Grocery & Kirana': {
    en: ['{p} Kirana Stores', '{p} Provision Stores', '{p} Super Market', '{p} General Stores', '{p} Mart'],
    guj: ['{pg} કિરાણા સ્ટોર્સ', '{pg} પ્રોવિઝન સ્ટોર્સ'],
  },
  'Party Plots & Banquets': {
    en: ['{p} Party Plot', '{p} Banquet', '{p} Lawns', '{p} Party Plot & Banquet'],
    guj: ['{pg} પાર્ટી પ્લોટ'],
  },
  'Solar Energy': {
    en: ['{p} Solar', '{p} Solar Energy', '{p} Green Power', '{p} Solar Solutions'],
    guj: ['{pg} સોલાર'],
  },
  'Laundry & Dry Cleaning': {
    en: ['{p} Dry Cleaners', '{p} Laundry', '{p} Dry Cleaners & Laundry'],
    guj: ['{pg} ડ્રાય ક્લીનર્સ'],
  },
};

export const GENERIC_NAME_PATTERNS: NamePatterns = {
  en: ['{p} Enterprise', '{p} Traders', '{p} Agency', '{s} Brothers'],
  guj: ['{pg} એન્ટરપ્રાઇઝ', '{pg} ટ્રેડર્સ'],
};

export interface Locality {
  name: string;
  pin: string;
}

const loc = (rows: readonly [string, string][]): Locality[] => rows.map(([name, pin]) => ({ name, pin }));

/** Well-known localities of the larger cities with their PIN codes. */
export const LOCALITIES: Readonly<Record<string, readonly Locality[]>> = {
  ahmedabad: loc([
    ['Navrangpura', '380009'], ['Satellite', '380015'], ['Maninagar', '380008'], ['Vastrapur', '380015'],
    ['Bodakdev', '380054'], ['Prahlad Nagar', '380015'], ['Paldi', '380007'], ['Naranpura', '380013'],
    ['Ghatlodia', '380061'], ['Chandkheda', '382424'], ['Bopal', '380058'], ['Thaltej', '380059'],
    ['Ellisbridge', '380006'], ['Ashram Road', '380009'], ['C G Road', '380009'], ['Nikol', '382350'],
    ['Naroda', '382330'], ['Vastral', '382418'], ['Isanpur', '382443'], ['Gota', '382481'],
    ['Shahibaug', '380004'], ['Relief Road', '380001'], ['Kalupur', '380002'], ['Memnagar', '380052'],
    ['Sabarmati', '380005'], ['Vejalpur', '380051'], ['Odhav', '382415'], ['Bapunagar', '380024'],
  ]),
  surat: loc([
    ['Adajan', '395009'], ['Varachha', '395006'], ['Athwa', '395001'], ['Ghod Dod Road', '395007'],
    ['Vesu', '395007'], ['Piplod', '395007'], ['City Light', '395007'], ['Katargam', '395004'],
    ['Udhna', '394210'], ['Pal', '395009'], ['Ring Road', '395002'], ['Nanpura', '395001'],
    ['Sarthana', '395006'], ['Althan', '395017'], ['Rander', '395005'], ['Mota Varachha', '394101'],
    ['Pandesara', '394221'], ['Sachin', '394230'], ['Bhatar', '395017'], ['Parle Point', '395007'],
  ]),
  vadodara: loc([
    ['Alkapuri', '390007'], ['Sayajigunj', '390005'], ['Fatehgunj', '390002'], ['Manjalpur', '390011'],
    ['Gotri', '390021'], ['Karelibaug', '390018'], ['Akota', '390020'], ['Old Padra Road', '390020'],
    ['Makarpura', '390010'], ['Nizampura', '390002'], ['Race Course', '390007'], ['Waghodia Road', '390019'],
    ['Harni', '390022'], ['Subhanpura', '390023'], ['Raopura', '390001'], ['Sama', '390008'],
  ]),
  rajkot: loc([
    ['Kalawad Road', '360005'], ['Race Course', '360001'], ['Yagnik Road', '360001'], ['University Road', '360005'],
    ['Gondal Road', '360002'], ['Raiya Road', '360007'], ['150 Feet Ring Road', '360005'], ['Mavdi', '360004'],
    ['Kothariya Road', '360002'], ['Bhaktinagar', '360002'], ['Amin Marg', '360001'], ['Sadar Bazar', '360001'],
    ['Aji GIDC', '360003'],
  ]),
  bhavnagar: loc([
    ['Waghawadi Road', '364002'], ['Kalanala', '364001'], ['Nilambaug', '364002'], ['Ghogha Circle', '364001'],
    ['Vidyanagar', '364002'], ['Kaliyabid', '364002'], ['Chitra GIDC', '364004'],
  ]),
  jamnagar: loc([
    ['Patel Colony', '361008'], ['Digvijay Plot', '361005'], ['Khodiyar Colony', '361006'], ['Grain Market', '361001'],
    ['Pandit Nehru Marg', '361008'], ['Bedi Bandar Road', '361002'], ['Udyognagar', '361004'],
  ]),
  junagadh: loc([
    ['Zanzarda Road', '362001'], ['Motibaug', '362001'], ['Kalwa Chowk', '362001'], ['Joshipura', '362002'],
    ['Bus Stand Road', '362001'], ['Timbawadi', '362015'],
  ]),
  gandhinagar: loc([
    ['Sector 21', '382021'], ['Sector 11', '382011'], ['Sector 16', '382016'], ['Kudasan', '382421'],
    ['Sargasan', '382421'], ['Infocity', '382007'], ['GIFT City', '382355'],
  ]),
};

/** Street-level places found in every Gujarat town; they take the town's main PIN. */
export const GENERIC_LOCALITIES: readonly string[] = [
  'Station Road', 'Main Bazaar', 'College Road', 'Bus Stand Road', 'GIDC Estate', 'Sardar Chowk',
  'Gandhi Road', 'Market Yard', 'Highway Road', 'Nehru Nagar', 'Subhash Road', 'Azad Chowk',
  'Tower Road', 'Jawahar Road', 'Sardar Patel Road', 'Jalaram Society',
];

export const COMPLEXES: readonly string[] = [
  'Shivalik Plaza', 'Sahajanand Complex', 'Shreeji Arcade', 'Rajhans Complex', 'Sun Plaza', 'Krishna Complex',
  'Shivam Arcade', 'Ratnadeep Complex', 'Sardar Patel Complex', 'Swastik Chambers', 'Gokul Complex',
  'Aakruti Complex', 'Shubh Complex', 'Neelkanth Plaza', 'Madhav Complex', 'Silver Point', 'Dev Arcade',
  'Ramdev Complex', 'Shital Complex', 'Sapphire Business Hub', 'Platinum Plaza', 'Sarvoday Complex',
  'Anand Shopping Centre', 'Umiya Chambers',
];

export const LANDMARKS: readonly string[] = [
  'Near Bus Stand', 'Opp. Post Office', 'Near Railway Station', 'Opp. SBI Bank', 'Near Swaminarayan Temple',
  'Beside Petrol Pump', 'Near Char Rasta', 'Opp. Civil Hospital', 'Near Jalaram Temple', 'Opp. Municipal Garden',
];

/** Categories whose businesses sit in industrial estates (plot addresses) rather than shopping complexes. */
export const INDUSTRIAL_CATEGORIES: ReadonlySet<string> = new Set([
  'Chemicals',
  'Ceramics & Tiles',
  'Agricultural Equipment',
  'Transporters',
]);

/** Categories often run by one person without a registered firm (the wizard's "registered: no" answer). */
export const SOLO_CATEGORIES: ReadonlySet<string> = new Set([
  'Electricians',
  'Plumbers',
  'Tailors',
  'Tiffin Services',
  'Photographers',
  'Yoga Centres',
]);

export const CLOSING_LINES: readonly string[] = [
  'Call us or send an inquiry and we will reply the same day.',
  'Visit our shop or send an inquiry for a quotation.',
  'Thousands of happy customers trust us for honest prices and prompt service.',
  'We speak Gujarati, Hindi and English.',
  'Ask about our festival offers and bulk discounts.',
  'Free parking is available for customers.',
  'We accept UPI, cards and cash.',
];

export const REJECTION_REASONS: readonly string[] = [
  'Business address could not be verified. Please add the full shop address with a landmark.',
  'Photos do not show the business premises. Please upload photos of your shop or office.',
  'The phone number did not answer during verification. Please update a working contact number.',
  'Duplicate listing: this business is already listed in the directory.',
  'The category does not match the services offered. Please choose the right category.',
];
