import { createPdf, pdfBuffer, text } from '../../platform/pdf';

/**
 * The OPD receipt (issue 20 point 3): a bill of supply, not a tax invoice — consultations and OPD care by a
 * clinical establishment are exempt from GST (decision 35; notification 12/2017-Central Tax (Rate), entry 74), so
 * it has no GST lines and says why. One layout for an A4 sheet and an 80 mm receipt roll (72 mm printable; the
 * roll's page is as long as its text), labels in English or Gujarati (shaped by the embedded Noto Sans Gujarati),
 * names as written, amounts with the ₹ sign in Indian digit grouping.
 */

export interface OpdReceipt {
  receipt_number: string;
  receipt_date: string;
  visit_date: string;
  token_no: number;
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  patient_name: string;
  patient_name_guj: string | null;
  patient_phone: string | null;
  case_no: string | null;
  doctor_name: string;
  doctor_name_guj: string | null;
  appointment_type: number;
  lines: { kind: number; name: string; amount: number }[];
  subtotal: number;
  discount_type: number;
  discount: string | null;
  discount_amount: number;
  discount_remark: string | null;
  tvalue: number;
  payments: { payment_mode: number; amount: number }[];
}

export type ReceiptSize = 'a4' | '80mm';
export type ReceiptLanguage = 'en' | 'gu';

const LABELS = {
  en: {
    title: 'BILL OF SUPPLY · RECEIPT',
    receipt: 'Receipt no.',
    date: 'Date',
    token: 'Token',
    visit: 'Visit date',
    patient: 'Patient',
    case: 'Case no.',
    phone: 'Phone',
    doctor: 'Doctor',
    service: 'OPD consultation (SAC 999312)',
    therapy: 'Therapy (SAC 999312)',
    casePaper: 'Case-paper fee',
    item: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    paid: 'Paid by',
    modes: { 1: 'Cash', 2: 'Card', 3: 'UPI' } as Record<number, string>,
    exempt:
      'GST: exempt. Healthcare services by a clinical establishment are exempt from GST (Notification 12/2017-Central Tax (Rate), entry 74); no GST is charged on this bill of supply.',
    thanks: 'Thank you. Get well soon.',
  },
  gu: {
    title: 'બિલ ઓફ સપ્લાય · રસીદ',
    receipt: 'રસીદ નંબર',
    date: 'તારીખ',
    token: 'ટોકન',
    visit: 'મુલાકાતની તારીખ',
    patient: 'દર્દી',
    case: 'કેસ નંબર',
    phone: 'ફોન',
    doctor: 'ડૉક્ટર',
    service: 'ઓપીડી પરામર્શ (SAC 999312)',
    therapy: 'થેરાપી (SAC 999312)',
    casePaper: 'કેસ પેપર ફી',
    item: 'વિગત',
    amount: 'રકમ',
    subtotal: 'પેટા સરવાળો',
    discount: 'વળતર',
    total: 'કુલ',
    paid: 'ચુકવણી',
    modes: { 1: 'રોકડ', 2: 'કાર્ડ', 3: 'UPI' } as Record<number, string>,
    exempt:
      'GST મુક્ત: ક્લિનિકલ સંસ્થાની આરોગ્ય સેવાઓ GSTમાંથી મુક્ત છે (જાહેરનામું 12/2017-કેન્દ્રીય કર (દર), ક્રમ 74); આ બિલ ઓફ સપ્લાય પર કોઈ GST વસૂલવામાં આવ્યો નથી.',
    thanks: 'આભાર. જલદી સાજા થાઓ.',
  },
};

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** `formatRupees(12345600)` → "₹1,23,456.00". */
export const formatRupees = (paise: number) => rupees.format(paise / 100);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

/** 80 mm roll: 226.77 pt wide; drawn on a long page that is then cut to the text (its MediaBox). */
const ROLL_WIDTH = 226.77;
const ROLL_MAX_HEIGHT = 2400;

export async function opdReceiptPdf(r: OpdReceipt, size: ReceiptSize, lang: ReceiptLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const roll = size === '80mm';
  const margin = roll ? 10 : 50;
  const doc = createPdf({
    title: `Receipt ${r.receipt_number}`,
    language: lang,
    margin,
    size: roll ? [ROLL_WIDTH, ROLL_MAX_HEIGHT] : 'A4',
  });
  const width = (roll ? ROLL_WIDTH : doc.page.width) - 2 * margin;
  const left = margin;
  const s = roll ? 0.72 : 1;
  let y = margin;
  const rule = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#777777')
      .lineWidth(0.5)
      .stroke();
    y += 6 * s;
  };
  const para = (content: string, size: number, opts: { weight?: 'bold' | 'regular'; color?: string } = {}) => {
    text(doc, content, left, y, { size: size * s, width, ...opts });
    y = doc.y + 4 * s;
  };
  const both = (name: string, guj: string | null) =>
    lang === 'gu' && guj ? `${guj} (${name})` : guj ? `${name} · ${guj}` : name;
  // Label and value: side by side on A4, the value under its label's line on the roll when it is long.
  const pair = (label: string, value: string, opts: { bold?: boolean } = {}) => {
    const labelWidth = width * (roll ? 0.42 : 0.3);
    const weight = opts.bold ? ('bold' as const) : ('regular' as const);
    text(doc, label, left, y, { size: 10 * s, width: labelWidth - 4, color: '#444444', weight });
    const afterLabel = doc.y;
    text(doc, value, left + labelWidth, y, { size: 10.5 * s, width: width - labelWidth, weight });
    y = Math.max(afterLabel, doc.y) + 3 * s;
  };
  const money = (label: string, paise: number, opts: { bold?: boolean; minus?: boolean } = {}) => {
    const weight = opts.bold ? ('bold' as const) : ('regular' as const);
    const amountWidth = roll ? 80 : 140;
    text(doc, label, left, y, { size: 10.5 * s, width: width - amountWidth - 4, weight });
    const afterLabel = doc.y;
    const shown = `${opts.minus ? '− ' : ''}${formatRupees(paise)}`;
    text(doc, shown, left + width - amountWidth, y, { size: 10.5 * s, width: amountWidth, align: 'right', weight });
    y = Math.max(afterLabel, doc.y) + 3 * s;
  };

  para(both(r.clinic_name, r.clinic_name_guj), 15, { weight: 'bold' });
  if (r.clinic_address) para(r.clinic_address, 9.5, { color: '#444444' });
  para(L.title, 12.5, { weight: 'bold' });
  rule();
  pair(L.receipt, r.receipt_number, { bold: true });
  pair(L.date, ddmmyyyy(r.receipt_date));
  pair(L.token, `${r.token_no} · ${L.visit} ${ddmmyyyy(r.visit_date)}`, { bold: true });
  pair(L.patient, both(r.patient_name, r.patient_name_guj));
  if (r.case_no) pair(L.case, r.case_no);
  if (r.patient_phone) pair(L.phone, r.patient_phone);
  pair(L.doctor, both(r.doctor_name, r.doctor_name_guj));
  rule();
  para(r.appointment_type === 2 ? L.therapy : L.service, 10.5, { weight: 'bold' });
  for (const line of r.lines) money(line.kind === 1 ? L.casePaper : line.name, line.amount);
  rule();
  if (r.discount_amount > 0) {
    money(L.subtotal, r.subtotal);
    const kind = r.discount_type === 2 && r.discount ? ` (${r.discount.replace(/\s+/g, '')})` : '';
    money(`${L.discount}${kind}${r.discount_remark ? ` – ${r.discount_remark}` : ''}`, r.discount_amount, {
      minus: true,
    });
  }
  money(L.total, r.tvalue, { bold: true });
  for (const p of r.payments) money(`${L.paid}: ${L.modes[p.payment_mode] ?? String(p.payment_mode)}`, p.amount);
  rule();
  para(L.exempt, 8.5, { color: '#333333' });
  para(L.thanks, 9.5);
  if (roll) {
    // PDFKit draws from the top of the page (it flips the y axis), so the roll is cut by raising the box's bottom.
    const used = Math.ceil(y + margin);
    (doc.page as unknown as { dictionary: { data: { MediaBox: number[] } } }).dictionary.data.MediaBox = [
      0,
      ROLL_MAX_HEIGHT - used,
      ROLL_WIDTH,
      ROLL_MAX_HEIGHT,
    ];
  }
  return pdfBuffer(doc);
}
