import { SALE_PAYMENT } from '@gd/contracts/codes';
import type { TCreditNote } from '@gd/contracts/schemas/clinic-pharmacy';
import { createPdf, pdfBuffer } from '../../platform/pdf';
import { type DocumentLanguage, ddmmyyyy, type Letterhead, pdfLayout } from './pdf-layout';

/**
 * A sales return's credit note (decision 95; CGST Act, section 34): an A4 document in English or Gujarati with the
 * clinic's GSTIN and drug licence, its number and date, the original invoice's number and date, the buyer, each
 * returned line's HSN code, batch, expiry, quantity, MRP, GST rate, taxable value, CGST and SGST, the per-rate
 * summary, the totals, how the money was refunded and why. The invoice's layout (`pdf-layout.ts`).
 */
export interface PharmacyCreditNote extends Letterhead {
  note: TCreditNote;
}

const LABELS = {
  en: {
    title: 'Credit note',
    gstin: 'GSTIN',
    licence: 'Drug licence',
    number: 'Credit note no.',
    date: 'Date',
    place: 'Place of supply: Gujarat (24)',
    against: (invoice: string, date: string) => `Against invoice ${invoice} of ${date}`,
    patient: 'Patient',
    customer: 'Customer',
    walkIn: 'Walk-in customer',
    case: 'Case no.',
    cols: ['#', 'Item (HSN)', 'Batch · Exp.', 'Qty', 'MRP', 'GST', 'Taxable', 'CGST', 'SGST', 'Amount'],
    writtenOff: (batch: string) => `Batch ${batch} had expired: its returned units were written off, not restocked.`,
    summary: 'GST summary',
    rate: 'Rate',
    exempt: 'Exempt',
    taxable: 'Taxable value',
    exemptValue: 'Exempt supplies',
    total: 'Total refunded (MRP, GST included)',
    refund: 'Refunded by',
    reason: 'Reason',
    modes: {
      [SALE_PAYMENT.CASH]: 'Cash',
      [SALE_PAYMENT.CARD]: 'Card',
      [SALE_PAYMENT.UPI]: 'UPI',
    } as Record<number, string>,
    note: 'The returned units’ taxable value and GST reduce those of the original invoice.',
    signature: 'For the pharmacy — authorised signatory',
  },
  gu: {
    title: 'ક્રેડિટ નોટ',
    gstin: 'GSTIN',
    licence: 'ડ્રગ લાઇસન્સ',
    number: 'ક્રેડિટ નોટ નંબર',
    date: 'તારીખ',
    place: 'પુરવઠાનું સ્થળ: ગુજરાત (24)',
    against: (invoice: string, date: string) => `${date}ના બિલ ${invoice} સામે`,
    patient: 'દર્દી',
    customer: 'ગ્રાહક',
    walkIn: 'કાઉન્ટર પરના ગ્રાહક',
    case: 'કેસ નંબર',
    cols: ['#', 'વસ્તુ (HSN)', 'બેચ · એક્સ.', 'જથ્થો', 'MRP', 'GST', 'કરપાત્ર', 'CGST', 'SGST', 'રકમ'],
    writtenOff: (batch: string) => `બેચ ${batch} એક્સપાયર થઈ ગઈ હતી: પાછા આવેલા નંગ સ્ટૉકમાં પાછા મૂક્યા નથી, માંડી વાળ્યા છે.`,
    summary: 'GST સારાંશ',
    rate: 'દર',
    exempt: 'મુક્ત',
    taxable: 'કરપાત્ર મૂલ્ય',
    exemptValue: 'કરમુક્ત પુરવઠો',
    total: 'કુલ પરત (MRP, GST સહિત)',
    refund: 'પરત ચુકવણી',
    reason: 'કારણ',
    modes: {
      [SALE_PAYMENT.CASH]: 'રોકડ',
      [SALE_PAYMENT.CARD]: 'કાર્ડ',
      [SALE_PAYMENT.UPI]: 'UPI',
    } as Record<number, string>,
    note: 'પાછી આવેલી વસ્તુઓનું કરપાત્ર મૂલ્ય અને GST મૂળ બિલમાંથી ઘટે છે.',
    signature: 'ફાર્મસી વતી — અધિકૃત સહી',
  },
};

export async function pharmacyCreditNotePdf(cn: PharmacyCreditNote, lang: DocumentLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const n = cn.note;
  const margin = 40;
  const doc = createPdf({ title: `${L.title} ${n.credit_note_number}`, language: lang, margin });
  const { gstTotals, letterhead, lineTable, para, party, rule, signature } = pdfLayout(doc, margin, lang);

  letterhead(cn, L);
  para(L.title, 13, { weight: 'bold' });
  para(`${L.number}: ${n.credit_note_number} · ${L.date}: ${ddmmyyyy(n.return_date)} · ${L.place}`, 10);
  para(L.against(n.invoice_number, ddmmyyyy(n.invoice_date)), 10);
  party(n, L);
  lineTable(n.lines, L);
  for (const batch of new Set(n.lines.filter((l) => !l.restocked).map((l) => l.batch_no))) {
    para(L.writtenOff(batch), 9);
  }

  gstTotals(n.lines, n, L, L.total);
  para(`${L.refund}: ${L.modes[n.refund_mode] ?? ''}`, 10);
  para(`${L.reason}: ${n.reason}`, 10);
  rule();
  para(L.note, 8.5, { color: '#333333' });
  signature(L.signature);
  return pdfBuffer(doc);
}
