import type { TWardBillLine } from '@gd/contracts/schemas/clinic-ward';
import { createPdf, pdfBuffer, text } from '../../platform/pdf';

/**
 * The in-patient final bill (decision 98) on A4, labels in English or Gujarati (shaped by the embedded Noto Sans
 * Gujarati, platform/pdf.ts): the clinic, the bill's number and date, the patient and the stay, every line (room
 * days per bed at the captured charge, diet, and the other modules' charges) with its quantity and amount, the
 * total. Money in rupees with India's digit grouping; dates DD-MM-YYYY.
 */
export type PdfLanguage = 'en' | 'gu';

export interface WardBillDocument {
  clinic_name: string;
  clinic_name_guj: string | null;
  clinic_address: string | null;
  clinic_phone: string | null;
  bill_number: string;
  bill_date: string;
  patient_name: string;
  patient_name_guj: string | null;
  case_no: string;
  doctor_name: string;
  admission_date: string;
  discharge_date: string;
  room_days: number;
  lines: TWardBillLine[];
  total: number;
}

const LABELS = {
  en: {
    title: 'IN-PATIENT FINAL BILL · BILL OF SUPPLY',
    bill: 'Bill no.',
    date: 'Date',
    patient: 'Patient',
    case: 'Case no.',
    doctor: 'Doctor',
    stay: 'Admitted',
    to: 'discharged',
    days: 'Room days',
    item: 'Particulars',
    qty: 'Qty × rate',
    amount: 'Amount',
    total: 'Total',
    kinds: {
      room: 'Room',
      diet: 'Diet',
      therapy: 'Therapy',
      medicine: 'Medicines',
      lab: 'Laboratory',
      other: 'Other',
    } as Record<string, string>,
    none: 'No charges.',
    exempt:
      'Healthcare services by a clinical establishment are exempt from GST (Notification 12/2017-Central Tax (Rate), entry 74). Medicines are billed at their price including any GST that applies to them.',
    signature: 'Authorised signatory',
  },
  gu: {
    title: 'દાખલ દર્દીનું આખરી બિલ · બિલ ઓફ સપ્લાય',
    bill: 'બિલ નંબર',
    date: 'તારીખ',
    patient: 'દર્દી',
    case: 'કેસ નંબર',
    doctor: 'ડૉક્ટર',
    stay: 'દાખલ',
    to: 'રજા',
    days: 'રૂમના દિવસ',
    item: 'વિગત',
    qty: 'જથ્થો × દર',
    amount: 'રકમ',
    total: 'કુલ',
    kinds: {
      room: 'રૂમ',
      diet: 'આહાર',
      therapy: 'થેરાપી',
      medicine: 'દવાઓ',
      lab: 'લેબોરેટરી',
      other: 'અન્ય',
    } as Record<string, string>,
    none: 'કોઈ ચાર્જ નથી.',
    exempt:
      'ક્લિનિકલ સંસ્થાની આરોગ્ય સેવાઓ GSTમાંથી મુક્ત છે (જાહેરનામું 12/2017-કેન્દ્રીય કર (દર), ક્રમ 74). દવાઓ તેમને લાગુ પડતા GST સહિતની કિંમતે લીધી છે.',
    signature: 'અધિકૃત સહી',
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
export const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

export async function wardBillPdf(b: WardBillDocument, lang: PdfLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const margin = 48;
  const doc = createPdf({ title: `${L.title} ${b.bill_number}`, language: lang, margin });
  const width = doc.page.width - 2 * margin;
  const left = margin;
  let y = margin;
  const ensure = (room: number) => {
    if (y + room > doc.page.height - margin) {
      doc.addPage();
      y = margin;
    }
  };
  const rule = () => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#777777')
      .lineWidth(0.5)
      .stroke();
    y += 8;
  };
  const para = (content: string, size: number, opts: { weight?: 'bold' | 'regular'; color?: string } = {}) => {
    ensure(size * 2);
    text(doc, content, left, y, { size, width, ...opts });
    y = doc.y + 4;
  };
  const both = (name: string, guj: string | null) => (lang === 'gu' && guj ? `${guj} (${name})` : name);
  const columns = { item: width * 0.5, qty: width * 0.25, amount: width * 0.25 };
  const row = (cells: [string, string, string], opts: { bold?: boolean; color?: string } = {}) => {
    ensure(28);
    const weight = opts.bold ? ('bold' as const) : ('regular' as const);
    text(doc, cells[0], left, y, { size: 10, width: columns.item - 6, weight, color: opts.color });
    const after = doc.y;
    text(doc, cells[1], left + columns.item, y, { size: 10, width: columns.qty - 6, weight, color: opts.color });
    const afterQty = doc.y;
    text(doc, cells[2], left + columns.item + columns.qty, y, {
      size: 10,
      width: columns.amount,
      align: 'right',
      weight,
      color: opts.color,
    });
    y = Math.max(after, afterQty, doc.y) + 4;
  };

  para(both(b.clinic_name, b.clinic_name_guj), 16, { weight: 'bold' });
  const contact = [b.clinic_address, b.clinic_phone].filter(Boolean).join(' · ');
  if (contact) para(contact, 9.5, { color: '#444444' });
  para(L.title, 12.5, { weight: 'bold' });
  rule();
  para(`${L.bill}: ${b.bill_number} · ${L.date}: ${ddmmyyyy(b.bill_date)}`, 11, { weight: 'bold' });
  para(`${L.patient}: ${both(b.patient_name, b.patient_name_guj)} · ${L.case} ${b.case_no}`, 11);
  para(`${L.doctor}: ${b.doctor_name}`, 10.5);
  para(
    `${L.stay}: ${ddmmyyyy(b.admission_date)} · ${L.to}: ${ddmmyyyy(b.discharge_date)} · ${L.days}: ${b.room_days}`,
    10.5,
  );
  rule();
  row([L.item, L.qty, L.amount], { bold: true, color: '#333333' });
  if (b.lines.length === 0) para(L.none, 10.5);
  for (const line of b.lines) {
    const kind = L.kinds[line.kind] ?? line.kind;
    const name = lang === 'gu' && line.description_guj ? line.description_guj : line.description;
    row([
      `${kind}: ${name} (${ddmmyyyy(line.date)})`,
      `${line.quantity} × ${formatRupees(line.unit_paise)}`,
      formatRupees(line.amount_paise),
    ]);
  }
  rule();
  row([L.total, '', formatRupees(b.total)], { bold: true });
  y += 6;
  para(L.exempt, 8.5, { color: '#333333' });
  ensure(60);
  y += 30;
  text(doc, L.signature, left + width / 2, y, { size: 10.5, width: width / 2 });
  return pdfBuffer(doc);
}
