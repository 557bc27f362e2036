import { createPdf, pdfBuffer, text } from '../../platform/pdf';

/**
 * Decision 65: the receipt of an appointment paid online — a bill of supply, not a tax invoice: healthcare
 * services by a clinical establishment or an authorised medical practitioner are exempt from GST (notification
 * 12/2017-Central Tax (Rate), entry 74), so it carries no GST lines and says why. Labels in English and
 * Gujarati; names as written (Gujarati shaped by the embedded Noto Sans Gujarati); amounts with the ₹ sign and
 * Indian digit grouping.
 */

export interface ReceiptRow {
  receipt_number: string | null;
  receipt_date: string | null;
  amount_paise: number;
  provider_payment_id: string | null;
  paid_at: string | null;
  refund_id: string | null;
  refund_amount_paise: number | null;
  refunded_at: string | null;
  appointment_id: number;
  appointment_date: string;
  time_slot: string;
  patient_name: string;
  patient_phone: string;
  appointment_type: number;
  practitioner_name: string;
  practitioner_name_guj: string | null;
  clinic_name: string | null;
  clinic_address: string | null;
  registration_number: string | null;
}

/** SAC 999312: medical and dental services. */
const SAC = '999312';
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** `formatRupees(12345600)` → "₹1,23,456.00". */
export const formatRupees = (paise: number) => rupees.format(paise / 100);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');
const indiaDay = (isoTime: string) => new Date(Date.parse(isoTime) + 330 * 60_000).toISOString().slice(0, 10);

export async function receiptPdf(r: ReceiptRow): Promise<Buffer> {
  const doc = createPdf({ title: `Receipt ${r.receipt_number ?? ''}`.trim() });
  const left = 50;
  const width = doc.page.width - 100;
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
  const row = (label: string, value: string, y: number) => {
    text(doc, label, left, y, { size: 10, color: '#444444', width: 200 });
    text(doc, value, left + 210, y, { size: 11, width: width - 210 });
  };

  text(doc, 'BILL OF SUPPLY · RECEIPT', left, 50, { size: 18, weight: 'bold' });
  text(doc, 'બિલ ઓફ સપ્લાય · રસીદ', left, 74, { size: 13, weight: 'bold' });
  text(doc, 'Consultation fee paid online · ઑનલાઇન ચૂકવેલ કન્સલ્ટેશન ફી', left, 96, { size: 10, color: '#444444' });
  line(116);

  let y = 128;
  const practitioner = r.practitioner_name_guj
    ? `${r.practitioner_name} · ${r.practitioner_name_guj}`
    : r.practitioner_name;
  const rows: [string, string][] = [
    ['Receipt no. · રસીદ નંબર', r.receipt_number ?? ''],
    ['Date · તારીખ', r.receipt_date ? ddmmyyyy(r.receipt_date) : ''],
    ['Practitioner (supplier) · ડૉક્ટર', practitioner],
    ...(r.registration_number ? ([['Registration no. · નોંધણી નંબર', r.registration_number]] as [string, string][]) : []),
    ...(r.clinic_name || r.clinic_address
      ? ([['Clinic · ક્લિનિક', [r.clinic_name, r.clinic_address].filter(Boolean).join(', ')]] as [string, string][])
      : []),
    ['Patient · દર્દી', `${r.patient_name} (${r.patient_phone})`],
    ['Appointment · મુલાકાત', `${ddmmyyyy(r.appointment_date)}, ${r.time_slot} (India time) · #${r.appointment_id}`],
  ];
  for (const [label, value] of rows) {
    row(label, value, y);
    y = Math.max(y + 20, doc.y + 6);
  }

  line(y + 4);
  y += 14;
  text(doc, 'Description · વિગત', left, y, { size: 10, weight: 'bold', width: 300 });
  text(doc, 'SAC', left + 310, y, { size: 10, weight: 'bold', width: 60 });
  text(doc, 'Amount · રકમ', left + 370, y, { size: 10, weight: 'bold', width: width - 370, align: 'right' });
  y += 20;
  const service = r.appointment_type === 2 ? 'Therapy session · થેરાપી' : 'Clinical consultation · તબીબી પરામર્શ';
  text(doc, service, left, y, { size: 11, width: 300 });
  text(doc, SAC, left + 310, y, { size: 11, width: 60 });
  text(doc, formatRupees(r.amount_paise), left + 370, y, { size: 11, width: width - 370, align: 'right' });
  y += 24;
  line(y);
  y += 8;
  text(doc, 'Total paid · કુલ ચૂકવેલ', left, y, { size: 12, weight: 'bold', width: 300 });
  text(doc, formatRupees(r.amount_paise), left + 370, y, {
    size: 12,
    weight: 'bold',
    width: width - 370,
    align: 'right',
  });
  y += 30;

  text(
    doc,
    'GST: exempt. Healthcare services by a clinical establishment or an authorised medical practitioner are exempt ' +
      'from GST (Notification 12/2017-Central Tax (Rate), entry 74); no GST is charged on this bill of supply.',
    left,
    y,
    { size: 9.5, width },
  );
  y = doc.y + 6;
  text(doc, 'GST મુક્ત: તબીબી સેવાઓ પર GST લાગુ પડતો નથી; આ બિલ ઓફ સપ્લાય પર કોઈ GST વસૂલવામાં આવ્યો નથી.', left, y, {
    size: 9.5,
    width,
  });
  y = doc.y + 14;
  const paid = r.paid_at ? `${ddmmyyyy(indiaDay(r.paid_at))}` : '';
  text(doc, `Paid online (Razorpay) ${paid} · payment ${r.provider_payment_id ?? ''}`, left, y, {
    size: 9.5,
    color: '#444444',
    width,
  });
  if (r.refund_id && r.refund_amount_paise !== null) {
    y = doc.y + 6;
    const when = r.refunded_at ? ` ${ddmmyyyy(indiaDay(r.refunded_at))}` : '';
    text(doc, `Refunded · પરત કરેલ: ${formatRupees(r.refund_amount_paise)}${when} (refund ${r.refund_id})`, left, y, {
      size: 10,
      weight: 'bold',
      width,
    });
  }
  return pdfBuffer(doc);
}
