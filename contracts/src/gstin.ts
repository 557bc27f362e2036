/**
 * GSTINs and the GST state codes (decision 70). A GSTIN is 15 characters: the 2-digit state code, the holder's
 * PAN (10), the entity number (1-9, A-Z), 'Z', and a check character computed from the first 14 with the
 * GSTN's weighted base-36 sum (factors 1, 2, 1, 2, …; each product's quotient and remainder by 36 are added;
 * the check character is (36 − sum mod 36) mod 36). A typo in any one character changes the check character.
 */

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** GST state codes (the first two digits of a GSTIN and the place-of-supply code on an invoice). */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** A few spellings people write for a state, besides its GST name. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  'new delhi': '07',
  'nct of delhi': '07',
  orissa: '21',
  pondicherry: '34',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  'jammu & kashmir': '01',
  'andaman & nicobar islands': '35',
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The GST state code of a state's name ("Gujarat" → "24"); null when it is not an Indian state or territory. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  if (!stateName) return null;
  const n = norm(stateName);
  const code = Object.entries(GST_STATES).find(([, name]) => norm(name) === n)?.[0];
  return code ?? STATE_ALIASES[n.replace(/ & /g, ' and ')] ?? STATE_ALIASES[n] ?? null;
}

export type GstinProblem = 'GSTIN_INVALID' | 'GSTIN_STATE_INVALID' | 'GSTIN_CHECKSUM_INVALID';

/** Why a GSTIN is not valid (its shape, its state code, its check character), or null when it is. */
export function gstinProblem(value: string): GstinProblem | null {
  const v = value.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(v)) return 'GSTIN_INVALID';
  if (!GST_STATES[v.slice(0, 2)]) return 'GSTIN_STATE_INVALID';
  if (gstinCheckChar(v.slice(0, 14)) !== v[14]) return 'GSTIN_CHECKSUM_INVALID';
  return null;
}

export const isValidGstin = (value: string) => gstinProblem(value) === null;
