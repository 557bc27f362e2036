import type { OptionList } from '@gd/contracts/codes';

/**
 * The option lists of spec §3 (cities and categories have their own tables). `op_key` is what a business
 * row stores (type_of_firm, annual_sales_turnover_id, no_of_employees, contact_designation), so keys are
 * 1..n in display order and must never be renumbered once real data uses them.
 */
export interface SeedOption {
  op_key: number;
  op_value: string;
  op_value_guj: string;
}

const list = (rows: readonly [en: string, guj: string][]): SeedOption[] =>
  rows.map(([op_value, op_value_guj], i) => ({ op_key: i + 1, op_value, op_value_guj }));

export const OPTIONS: Readonly<Record<OptionList, readonly SeedOption[]>> = {
  annual_sale: list([
    ['Up to ₹5 lakh', '₹5 લાખ સુધી'],
    ['₹5 lakh – ₹20 lakh', '₹5 લાખ – ₹20 લાખ'],
    ['₹20 lakh – ₹50 lakh', '₹20 લાખ – ₹50 લાખ'],
    ['₹50 lakh – ₹1 crore', '₹50 લાખ – ₹1 કરોડ'],
    ['₹1 crore – ₹5 crore', '₹1 કરોડ – ₹5 કરોડ'],
    ['₹5 crore – ₹25 crore', '₹5 કરોડ – ₹25 કરોડ'],
    ['₹25 crore – ₹100 crore', '₹25 કરોડ – ₹100 કરોડ'],
    ['Above ₹100 crore', '₹100 કરોડથી વધુ'],
  ]),
  employees: list([
    ['1–5', '1–5'],
    ['6–10', '6–10'],
    ['11–25', '11–25'],
    ['26–50', '26–50'],
    ['51–100', '51–100'],
    ['101–500', '101–500'],
    ['500+', '500થી વધુ'],
  ]),
  designation: list([
    ['Owner', 'માલિક'],
    ['Proprietor', 'પ્રોપ્રાઇટર'],
    ['Partner', 'ભાગીદાર'],
    ['Director', 'ડિરેક્ટર'],
    ['Managing Director', 'મેનેજિંગ ડિરેક્ટર'],
    ['General Manager', 'જનરલ મેનેજર'],
    ['Manager', 'મેનેજર'],
    ['Sales Executive', 'સેલ્સ એક્ઝિક્યુટિવ'],
    ['Marketing Executive', 'માર્કેટિંગ એક્ઝિક્યુટિવ'],
    ['Accountant', 'એકાઉન્ટન્ટ'],
    ['Receptionist', 'રિસેપ્શનિસ્ટ'],
    ['Other', 'અન્ય'],
  ]),
  type_of_firms: list([
    ['Proprietorship', 'એકમાલિકી પેઢી'],
    ['Partnership', 'ભાગીદારી પેઢી'],
    ['Limited Liability Partnership (LLP)', 'લિમિટેડ લાયેબિલિટી પાર્ટનરશિપ (LLP)'],
    ['Private Limited Company', 'પ્રાઇવેટ લિમિટેડ કંપની'],
    ['Public Limited Company', 'પબ્લિક લિમિટેડ કંપની'],
    ['One Person Company (OPC)', 'વન પર્સન કંપની (OPC)'],
    ['Hindu Undivided Family (HUF)', 'હિંદુ અવિભક્ત કુટુંબ (HUF)'],
    ['Trust', 'ટ્રસ્ટ'],
    ['Co-operative Society', 'સહકારી મંડળી'],
  ]),
};

/** op_keys the generator refers to by meaning (they follow the order of the lists above). */
export const DESIGNATION = {
  OWNER: 1,
  PROPRIETOR: 2,
  PARTNER: 3,
  DIRECTOR: 4,
  MANAGING_DIRECTOR: 5,
  GENERAL_MANAGER: 6,
  MANAGER: 7,
  SALES_EXECUTIVE: 8,
  MARKETING_EXECUTIVE: 9,
  ACCOUNTANT: 10,
  RECEPTIONIST: 11,
} as const;

export const FIRM_TYPE = {
  PROPRIETORSHIP: 1,
  PARTNERSHIP: 2,
  LLP: 3,
  PRIVATE_LIMITED: 4,
  PUBLIC_LIMITED: 5,
  OPC: 6,
  HUF: 7,
  TRUST: 8,
  COOPERATIVE: 9,
} as const;
