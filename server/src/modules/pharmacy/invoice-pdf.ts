import { SALE_DOCUMENT, SALE_PAYMENT } from '@gd/contracts/codes';
import type { TSale } from '@gd/contracts/schemas/clinic-pharmacy';
import { createPdf, pdfBuffer } from '../../platform/pdf';
import { type DocumentLanguage, ddmmyyyy, type Letterhead, pdfLayout } from './pdf-layout';

/**
 * The pharmacy sale's invoice (decision 95): an A4 tax invoice, bill of supply or invoice-cum-bill of supply with
 * the clinic's GSTIN and drug licence, the buyer, each line's HSN code, batch, expiry, quantity, MRP, GST rate,
 * taxable value, CGST and SGST (half the rate each: a counter sale is within Gujarat), the per-rate summary and
 * the totals. Labels in English or Gujarati (shaped by the embedded Noto Sans Gujarati, platform/pdf.ts); the layout
 * is `pdf-layout.ts`, shared with the credit note.
 */
export type InvoiceLanguage = DocumentLanguage;

export interface PharmacyInvoice extends Letterhead {
  sale: TSale;
}

const LABELS = {
  en: {
    documents: {
      [SALE_DOCUMENT.TAX_INVOICE]: 'TAX INVOICE',
      [SALE_DOCUMENT.BILL_OF_SUPPLY]: 'BILL OF SUPPLY',
      [SALE_DOCUMENT.INVOICE_CUM_BILL]: 'INVOICE-CUM-BILL OF SUPPLY',
    } as Record<number, string>,
    gstin: 'GSTIN',
    licence: 'Drug licence',
    number: 'Invoice no.',
    date: 'Date',
    place: 'Place of supply: Gujarat (24)',
    patient: 'Patient',
    customer: 'Customer',
    walkIn: 'Walk-in customer',
    case: 'Case no.',
    cols: ['#', 'Item (HSN)', 'Batch · Exp.', 'Qty', 'MRP', 'GST', 'Taxable', 'CGST', 'SGST', 'Amount'],
    summary: 'GST summary',
    rate: 'Rate',
    exempt: 'Exempt',
    taxable: 'Taxable value',
    exemptValue: 'Exempt supplies (bill of supply)',
    total: 'Total (MRP, GST included)',
    paid: 'Paid by',
    payments: {
      [SALE_PAYMENT.TO_STAY]: 'Charged to the in-patient stay (payable at discharge)',
      [SALE_PAYMENT.CASH]: 'Cash',
      [SALE_PAYMENT.CARD]: 'Card',
      [SALE_PAYMENT.UPI]: 'UPI',
    } as Record<number, string>,
    inclusive: 'Prices are the printed MRP, GST included; the taxable value is worked back from it.',
    exemptNote: 'Items at 0 % GST are exempt supplies: no tax is charged on them.',
    signature: 'For the pharmacy — authorised signatory',
  },
  gu: {
    documents: {
      [SALE_DOCUMENT.TAX_INVOICE]: 'ટેક્સ ઇન્વૉઇસ (કર બિલ)',
      [SALE_DOCUMENT.BILL_OF_SUPPLY]: 'બિલ ઓફ સપ્લાય',
      [SALE_DOCUMENT.INVOICE_CUM_BILL]: 'ઇન્વૉઇસ-કમ-બિલ ઓફ સપ્લાય',
    } as Record<number, string>,
    gstin: 'GSTIN',
    licence: 'ડ્રગ લાઇસન્સ',
    number: 'બિલ નંબર',
    date: 'તારીખ',
    place: 'પુરવઠાનું સ્થળ: ગુજરાત (24)',
    patient: 'દર્દી',
    customer: 'ગ્રાહક',
    walkIn: 'કાઉન્ટર પરના ગ્રાહક',
    case: 'કેસ નંબર',
    cols: ['#', 'વસ્તુ (HSN)', 'બેચ · એક્સ.', 'જથ્થો', 'MRP', 'GST', 'કરપાત્ર', 'CGST', 'SGST', 'રકમ'],
    summary: 'GST સારાંશ',
    rate: 'દર',
    exempt: 'મુક્ત',
    taxable: 'કરપાત્ર મૂલ્ય',
    exemptValue: 'કરમુક્ત પુરવઠો (બિલ ઓફ સપ્લાય)',
    total: 'કુલ (MRP, GST સહિત)',
    paid: 'ચુકવણી',
    payments: {
      [SALE_PAYMENT.TO_STAY]: 'દાખલ દર્દીના બિલમાં ઉમેર્યું (રજા વખતે ચૂકવવાનું)',
      [SALE_PAYMENT.CASH]: 'રોકડ',
      [SALE_PAYMENT.CARD]: 'કાર્ડ',
      [SALE_PAYMENT.UPI]: 'UPI',
    } as Record<number, string>,
    inclusive: 'કિંમતો છાપેલી MRP છે, GST સહિત; કરપાત્ર મૂલ્ય તેમાંથી ગણ્યું છે.',
    exemptNote: '0 % GSTવાળી વસ્તુઓ કરમુક્ત પુરવઠો છે: તેના પર કોઈ કર લીધો નથી.',
    signature: 'ફાર્મસી વતી — અધિકૃત સહી',
  },
};

export async function pharmacyInvoicePdf(inv: PharmacyInvoice, lang: InvoiceLanguage): Promise<Buffer> {
  const L = LABELS[lang];
  const s = inv.sale;
  const margin = 40;
  const doc = createPdf({ title: `${L.documents[s.document]} ${s.invoice_number}`, language: lang, margin });
  const { gstTotals, letterhead, lineTable, para, party, rule, signature } = pdfLayout(doc, margin, lang);

  letterhead(inv, L);
  para(L.documents[s.document] ?? '', 13, { weight: 'bold' });
  para(`${L.number}: ${s.invoice_number} · ${L.date}: ${ddmmyyyy(s.invoice_date)} · ${L.place}`, 10);
  party(s, L);
  lineTable(s.lines, L);

  gstTotals(s.lines, s, L, L.total);
  para(`${L.paid}: ${L.payments[s.payment] ?? ''}`, 10);
  rule();
  para(L.inclusive, 8.5, { color: '#333333' });
  if (s.exempt > 0) para(L.exemptNote, 8.5, { color: '#333333' });
  signature(L.signature);
  return pdfBuffer(doc);
}
